import { createExecutionContext, env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../../app/components/ui/honeypot";
import { brand } from "../../app/config/brand";
import {
  CONTACT_EMAIL_RATE_LIMIT,
  CONTACT_RATE_LIMIT,
  contactAction,
  type ContactResult,
} from "../../app/features/people/contact/contact.server";
import type { MailContent } from "../../app/features/core/mail/types";
import { messages } from "../../app/lib/messages";
import { clearFormTables, count, formPost, routeArgs, unwrap } from "./contact.fixtures";
import { atWindowStart } from "./clock";
import { post } from "./admin-helpers";
import { createTestWorker } from "./app-harness";

const m = messages.contact.errors;
const valid = {
  name: "Miriam Köhler",
  email: "miriam@example.de",
  message: "Hallo Johanna,\nich wünsche mir mehr Klarheit für meinen nächsten beruflichen Schritt.",
};

async function send(fields: Record<string, string>, headers: Record<string, string> = {}, path = "/contact") {
  return unwrap<ContactResult>(await contactAction(routeArgs(formPost(path, fields, headers))));
}

beforeEach(clearFormTables);

describe("contact validation", () => {
  const cases: [string, Record<string, string>, "name" | "email" | "message", string][] = [
    ["a missing name", { name: "" }, "name", m.nameRequired],
    ["a name of only spaces", { name: "    " }, "name", m.nameRequired],
    ["a name over 100 characters", { name: "A".repeat(101) }, "name", m.nameTooLong],
    ["a name with a line break", { name: "Miriam\nBcc: x@example.de" }, "name", m.nameInvalid],
    ["a missing e-mail", { email: "" }, "email", m.emailRequired],
    ["an invalid e-mail", { email: "miriam@" }, "email", m.emailInvalid],
    ["an e-mail over 254 characters", { email: `${"a".repeat(250)}@example.de` }, "email", m.emailTooLong],
    ["a missing message", { message: " \n " }, "message", m.messageRequired],
    ["a message over 5000 characters", { message: "x".repeat(5001) }, "message", m.messageTooLong],
  ];

  it.each(cases)(
    "rejects %s with 400, a German message, the input kept and nothing written",
    async (_, change, field, text) => {
      const { status, data } = await send({ ...valid, ...change });
      expect(status).toBe(400);
      expect(data.ok).toBe(false);
      if (data.ok) return;
      expect(data.fieldErrors?.[field]).toBe(text);
      expect(data.values).toEqual({ ...valid, ...change });
      expect(await count("contact_submissions")).toBe(0);
      expect(await count("mail_outbox")).toBe(0);
    },
  );

  it("rejects a post without any fields", async () => {
    const { status, data } = await send({});
    expect(status).toBe(400);
    expect(data.ok).toBe(false);
    expect(await count("contact_submissions")).toBe(0);
  });

  it("accepts the longest allowed input", async () => {
    const { status } = await send({ name: "A".repeat(100), email: valid.email, message: "x".repeat(5000) });
    expect(status).toBe(200);
    expect(await count("contact_submissions")).toBe(1);
  });
});

describe("contact storage and notification", () => {
  it("stores the trimmed request with on_page and queues the coach's notification with reply-to", async () => {
    const { status, data } = await send({ ...valid, name: "  Miriam Köhler ", email: " miriam@example.de" });
    expect(status).toBe(200);
    expect(data).toEqual({ ok: true, message: messages.contact.success });

    const row = await env.DB.prepare("SELECT * FROM contact_submissions").first<Record<string, unknown>>();
    expect(row).toMatchObject({ ...valid, on_page: brand.short, is_read: 0 });
    expect(String(row?.created_at)).toMatch(/^\d{4}-\d\d-\d\dT/);

    const mail = await env.DB.prepare("SELECT * FROM mail_outbox WHERE ref_id = ?")
      .bind(row?.id)
      .first<{ kind: string; recipient: string; payload: string }>();
    expect(mail?.kind).toBe("contact-notification");
    expect(mail?.recipient).toBe(brand.mail.coachInbox);
    const payload = JSON.parse(mail?.payload ?? "{}") as MailContent;
    expect(payload.replyTo).toBe(valid.email);
    expect(payload.subject).toBe(messages.contact.mail.subject(valid.name));
    expect(payload.text).toContain(valid.message);
    expect(payload.html).toContain("Miriam Köhler");
  });

  it("works from the home page's index action too", async () => {
    const { status } = await send(valid, {}, "/?index");
    expect(status).toBe(200);
    expect(await count("contact_submissions", "on_page = ?", brand.short)).toBe(1);
  });

  it("escapes the visitor's input in the HTML notification", async () => {
    await send({ ...valid, message: "<script>alert(1)</script>" });
    const mail = await env.DB.prepare("SELECT payload FROM mail_outbox").first<{ payload: string }>();
    const payload = JSON.parse(mail?.payload ?? "{}") as MailContent;
    expect(payload.html).not.toContain("<script>alert(1)</script>");
    expect(payload.html).toContain("&lt;script&gt;");
  });

  it("keeps the request when the queue hand-over fails (the outbox row stays queued)", async () => {
    const brokenQueue = {
      send: () => Promise.reject(new Error("queue down")),
      sendBatch: () => Promise.reject(new Error("queue down")),
    } as unknown as Env["MAIL_QUEUE"];
    const request = formPost("/contact", valid);
    const { status } = unwrap<ContactResult>(
      await contactAction(routeArgs(request, { ...env, MAIL_QUEUE: brokenQueue })),
    );
    expect(status).toBe(200);
    expect(await count("contact_submissions")).toBe(1);
    expect(await count("mail_outbox", "status = 'queued'")).toBe(1);
  });

  it("answers the generic German error (not a 500) when the database fails, keeping the input", async () => {
    const brokenDb = new Proxy(env.DB, {
      get(target, key) {
        if (key === "batch") return () => Promise.reject(new Error("D1 down"));
        const value = Reflect.get(target, key) as unknown;
        return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const request = formPost("/contact", valid);
    const { status, data } = unwrap<ContactResult>(await contactAction(routeArgs(request, { ...env, DB: brokenDb })));
    expect(status).toBe(503);
    expect(data).toMatchObject({ ok: false, message: messages.common.error, values: valid });
  });
});

describe("contact spam protection", () => {
  it("pretends success for a filled honeypot and stores nothing", async () => {
    const { status, data } = await send({ ...valid, [HONEYPOT_FIELD]: "https://spam.example" });
    expect(status).toBe(200);
    expect(data.ok).toBe(true);
    expect(await count("contact_submissions")).toBe(0);
    expect(await count("mail_outbox")).toBe(0);
  });

  it("refuses the request after the limit with 429 and the German message, other clients unaffected", () =>
    atWindowStart(async () => {
      const ip = { "CF-Connecting-IP": "192.0.2.77" };
      for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) expect((await send(valid, ip)).status).toBe(200);
      const refused = await send(valid, ip);
      expect(refused.status).toBe(429);
      expect(refused.data).toMatchObject({ ok: false, message: { text: messages.common.rateLimited } });
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(await count("contact_submissions")).toBe(CONTACT_RATE_LIMIT.limit);

      expect((await send(valid, { "CF-Connecting-IP": "192.0.2.78" })).status).toBe(200);
    }));

  it("passes Retry-After on to the browser through the whole Worker, with and without JavaScript", () =>
    atWindowStart(async () => {
      const worker = createTestWorker();
      const through = async (path: string) => {
        const response = await worker.fetch(
          post(path, valid, undefined, { "CF-Connecting-IP": "192.0.2.79" }),
          env,
          createExecutionContext(),
        );
        return { status: response.status, retryAfter: response.headers.get("Retry-After") };
      };
      for (let i = 0; i < CONTACT_RATE_LIMIT.limit; i++) expect((await through("/contact.data")).status).toBe(200);
      for (const path of ["/contact.data", "/contact"]) {
        const refused = await through(path);
        expect(refused.status, path).toBe(429);
        expect(Number(refused.retryAfter), path).toBeGreaterThan(0);
      }
    }));

  it("one sender address is limited however many networks it comes from", () =>
    atWindowStart(async () => {
      for (let i = 0; i < CONTACT_EMAIL_RATE_LIMIT.limit; i++) {
        const fresh = { "CF-Connecting-IP": `2001:db8:${(i + 1).toString(16)}::1` };
        expect((await send({ ...valid, email: i % 2 ? "Miriam@Example.de" : valid.email }, fresh)).status).toBe(200);
      }
      const refused = await send(valid, { "CF-Connecting-IP": "2001:db8:ffff::1" });
      expect(refused.status).toBe(429);
      expect(refused.data).toMatchObject({ ok: false, message: { text: messages.common.rateLimited } });
      expect(await count("contact_submissions")).toBe(CONTACT_EMAIL_RATE_LIMIT.limit);
      expect(
        (await send({ ...valid, email: "andere@example.de" }, { "CF-Connecting-IP": "2001:db8:ffff::1" })).status,
      ).toBe(200);
    }));

  it("a flood of invalid or bot posts writes no contact rows", async () => {
    const ip = { "CF-Connecting-IP": "192.0.2.99" };
    for (let i = 0; i < 20; i++) await send({ ...valid, email: "kaputt" }, ip);
    expect(await count("contact_submissions")).toBe(0);
    expect(await count("rate_limits")).toBe(1);
  });
});
