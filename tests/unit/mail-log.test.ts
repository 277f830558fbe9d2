import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { PAGE_SIZE } from "../../app/features/compositions/admin/crud.server";
import { linksIn, listMailLog, withoutSecretLinks } from "../../app/features/compositions/admin/mail-log.server";
import { resendFailedMail } from "../../app/features/core/mail/log.server";
import { handleMailBatch } from "../../app/features/core/mail/consumer.server";
import type { MailJob } from "../../app/features/core/mail/types";
import { requestPasswordReset } from "../../app/features/core/auth/password-reset.server";
import { adminMessages } from "../../app/lib/messages.admin";
import * as emailsPage from "../../app/routes/admin/emails";
import { callRoute, createProfile, get, post, sessionCookie } from "./admin-helpers";

async function insertMail(
  fields: { status?: string; recipient?: string; subject?: string; text?: string | null; createdAt?: string } = {},
) {
  const id = crypto.randomUUID();
  const payload = fields.text === null ? {} : { to: "x", subject: "x", text: fields.text ?? "Hallo", html: "" };
  await env.DB.prepare(
    "INSERT INTO mail_outbox (id, dedupe_key, kind, recipient, subject, payload, status, last_error, created_at) VALUES (?, ?, 'booking-confirmation', ?, ?, ?, ?, ?, ?)",
  )
    .bind(
      id,
      `log-${id}`,
      fields.recipient ?? "gast@example.de",
      fields.subject ?? "Deine Buchung",
      JSON.stringify(payload),
      fields.status ?? "sent",
      fields.status === "failed" ? "mailbox unavailable" : null,
      fields.createdAt ?? new Date().toISOString(),
    )
    .run();
  return id;
}
const page = (q = "", offset = 0) => listMailLog(env, { q, offset, limit: PAGE_SIZE });
const status = async (id: string) =>
  (await env.DB.prepare("SELECT status FROM mail_outbox WHERE id = ?").bind(id).first<{ status: string }>())?.status;

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM mail_outbox").run();
});

describe("the e-mail log", () => {
  it("lists newest first with text, links and a total, one page at a time", async () => {
    for (let i = 0; i < PAGE_SIZE + 3; i++) {
      await insertMail({ subject: `Mail ${i}`, createdAt: new Date(Date.UTC(2026, 10, 1, 8, i)).toISOString() });
    }
    const newest = await insertMail({
      subject: "Neueste",
      text: "Deine Buchung: https://example.test/buchung/abc?t=1.\nFragen? mailto:hallo@example.de",
      createdAt: "2026-11-02T08:00:00.000Z",
    });
    const first = await page();
    expect(first.total).toBe(PAGE_SIZE + 4);
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.rows[0]).toMatchObject({ id: newest, subject: "Neueste" });
    // A booking's link is a personal link: the log names it, never shows it (decision 0185).
    expect(first.rows[0]!.links).toEqual(["mailto:hallo@example.de"]);
    expect(first.rows[0]!.text).toContain("Deine Buchung: (persönlicher Link)");
    expect((await page("", PAGE_SIZE)).rows).toHaveLength(4);
  });

  it("finds mails by recipient, subject or kind", async () => {
    const target = await insertMail({ recipient: "akzeptanz.buchung.1795392750@example.com" });
    await insertMail({ recipient: "andere@example.de", subject: "Etwas anderes" });
    expect((await page("akzeptanz.buchung")).rows.map((r) => r.id)).toEqual([target]);
    expect((await page("Etwas anderes")).total).toBe(1);
    expect((await page("booking-confirmation")).total).toBe(2);
  });

  it("shows that a body was cleared instead of failing", async () => {
    await insertMail({ text: null });
    const [row] = (await page()).rows;
    expect(row).toMatchObject({ text: null, links: [] });
  });
});

describe("secrets in the log", () => {
  it("shows that a reset link was there, never the link, in the list, the detail and the page's data", async () => {
    const email = `geheim-${crypto.randomUUID().slice(0, 8)}@example.de`;
    const admin = await createProfile(email, true);
    await requestPasswordReset(env, email);
    const { payload } = (await env.DB.prepare("SELECT payload FROM mail_outbox WHERE kind = 'password-reset'").first<{
      payload: string;
    }>())!;
    // The mail itself carries the working link ...
    const token = /\/admin\/passwort-neu\/([\w-]+)/.exec(payload)![1]!;
    expect(token.length).toBeGreaterThan(20);
    // ... the log does not: not in the text, not in the links, not anywhere in the route's answer.
    const [row] = (await page()).rows;
    expect(row!.text).toContain(adminMessages.emails.secretLink);
    expect(row!.text).not.toContain(token);
    expect(row!.links.join(" ")).not.toContain("passwort-neu");
    const answer = await callRoute(emailsPage.loader, get("/admin/emails", await sessionCookie(admin)));
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).toContain(adminMessages.emails.secretLink);
    expect(JSON.stringify(answer.body)).not.toContain(token);
    // A search cannot find it piece by piece either.
    expect((await page(token.slice(0, 8))).total).toBe(0);
  });

  it("keeps every other link, and hides a secret link also as a bare path", () => {
    const text =
      "Hier: https://example.test/admin/passwort-neu/abc_DEF-123. Oder /admin/passwort-neu/xyz. Events: https://example.test/events/e1";
    const shown = withoutSecretLinks(text)!;
    expect(shown).not.toMatch(/abc_DEF|xyz/);
    expect(shown.split(adminMessages.emails.secretLink)).toHaveLength(3);
    expect(linksIn(shown)).toEqual(["https://example.test/events/e1"]);
  });

  it("shows every personal link (booking, data request, export, journal, waiting list) as '(persönlicher Link)'", async () => {
    const links = [
      "https://example.test/buchung/eyJwIjoiYm9va2luZyJ9.SIG",
      "https://example.test/en/buchung/eyJ.SIG/rechnung/2030-0001",
      "https://example.test/meine-daten/verwalten?token=eyJ.SIG",
      "https://example.test/en/meine-daten/export?token=eyJ.SIG",
      "https://example.test/journal/eyJ.SIG?impuls=s1-1",
      "https://example.test/journal/bestaetigen?token=eyJ.SIG",
      "https://example.test/warteliste/eyJ.SIG",
    ];
    const id = await insertMail({ text: `Deine Links:\n${links.join("\n")}\nMehr: https://example.test/events` });
    const [row] = (await page()).rows.filter((r) => r.id === id);
    expect(row!.text).not.toMatch(/SIG|eyJ/);
    expect(row!.text!.split("(persönlicher Link)")).toHaveLength(links.length + 1);
    expect(row!.links).toEqual(["https://example.test/events"]);
    expect(row!.personalLink).toBe(true);
  });

  it("offers 'Link erneut senden' for a sent mail with a personal link, and sends it again to its recipient", async () => {
    const admin = await createProfile("mail-log-resend@example.de", true);
    const cookie = await sessionCookie(admin);
    const withLink = await insertMail({ text: "Meine Buchung: https://example.test/buchung/abc.def" });
    const without = await insertMail({ text: "Hallo ohne Link" });
    const resend = (id: string) =>
      callRoute(emailsPage.action, post("/admin/emails", { intent: "resend-link", id }, cookie));
    expect((await resend(without)).status).toBe(409);
    expect(await status(without)).toBe("sent");
    expect((await resend(withLink)).status).toBe(200);
    expect(await status(withLink)).toBe("queued");
  });
});

describe("sending a failed mail again", () => {
  it("queues a failed mail once, and the consumer then sends it", async () => {
    const id = await insertMail({ status: "failed" });
    expect(await resendFailedMail(env, id)).toBe(true);
    expect(await status(id)).toBe("queued");
    expect(await resendFailedMail(env, id)).toBe(false); // already on its way

    const sent: string[] = [];
    const batch = {
      queue: "klarsinn-mail",
      messages: [{ id: "m1", body: { outboxId: id }, attempts: 1, timestamp: new Date(), ack() {}, retry() {} }],
    } as unknown as MessageBatch<MailJob>;
    await handleMailBatch(batch, env, {
      send: async (mail) => {
        sent.push(mail.text);
        return { messageId: "<provider-123@example.test>" };
      },
    });
    expect(sent).toEqual(["Hallo"]);
    const row = await env.DB.prepare("SELECT status, provider_message_id, last_error FROM mail_outbox WHERE id = ?")
      .bind(id)
      .first();
    expect(row).toEqual({ status: "sent", provider_message_id: "<provider-123@example.test>", last_error: null });
  });

  it("never sends a sent or queued mail again, nor one whose body is gone", async () => {
    const sentMail = await insertMail({ status: "sent" });
    const queuedMail = await insertMail({ status: "queued" });
    const cleared = await insertMail({ status: "failed", text: null });
    for (const id of [sentMail, queuedMail, cleared]) expect(await resendFailedMail(env, id)).toBe(false);
    expect([await status(sentMail), await status(queuedMail), await status(cleared)]).toEqual([
      "sent",
      "queued",
      "failed",
    ]);
  });

  it("finds links in plain text where they start with a scheme, without the sentence's punctuation", () => {
    expect(linksIn("Siehe www.example.de oder https://a.example/x, und https://a.example/x")).toEqual([
      "https://a.example/x",
    ]);
  });
});
