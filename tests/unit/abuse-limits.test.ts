import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEVICE_COOKIE, deviceKey, loginAccountRule } from "../../app/features/core/auth/login.server";
import { NEWSLETTER_RATE_LIMIT, type NewsletterResult } from "../../app/features/people/newsletter/newsletter.server";
import { messages } from "../../app/lib/messages";
import {
  ceilingCountedByForm,
  PUBLIC_POST_CEILINGS,
  PUBLIC_POST_CLIENT_LIMITS,
  publicPostKind,
} from "../../app/lib/public-ceiling.server";
import { hitRateLimit } from "../../app/lib/rate-limit.server";
import { tooManyText } from "../../app/lib/too-many.server";
import * as login from "../../app/routes/admin/login";
import { action as newsletterAction } from "../../app/routes/newsletter";
import { action as unsubscribeAction } from "../../app/routes/newsletter.abmelden";
import { createHttpApp } from "../../workers/http";
import { createProfile, post, routerContext, run } from "./admin-helpers";
import { gatedDb } from "./d1-gate";
import { clearFormTables, count, formPost, ownSlash64, routeArgs, settle, unwrap } from "./contact.fixtures";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Pins Date to one second after the start of the current UTC day (every window here divides a day). */
function pinToDayStart(offsetMs = 0) {
  const dayStart = Math.floor(Date.now() / DAY) * DAY;
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(dayStart + 1000 + offsetMs);
  return dayStart + 1000;
}
afterEach(() => vi.useRealTimers());

/** Address i inside ONE /64 (what a single host can rotate through) … */
const sameSlash64 = (i: number) => `2001:db8:1:2:${(i * 7919).toString(16)}:${i.toString(16)}:1:${i.toString(16)}`;
// … and `ownSlash64(i)`: address i in its OWN /64 (a provider's pool, a botnet).

describe("site-wide ceiling on public form posts (whatever the address)", () => {
  let appCalls = 0;
  const app = createHttpApp(async () => {
    appCalls++;
    return new Response("app");
  });
  const ORIGIN = "http://example.test";
  const postTo = (path: string, ip: string) =>
    app.fetch(
      new Request(`${ORIGIN}${path}`, {
        method: "POST",
        body: new URLSearchParams({ email: "x@example.de" }),
        headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": ip },
      }),
      env,
      createExecutionContext(),
    );

  beforeEach(async () => {
    appCalls = 0;
    await env.DB.prepare("DELETE FROM rate_limits").run();
  });

  it("names the form of every public path, in both languages, with or without the fetchers' .data suffix", () => {
    expect(publicPostKind("/events/6f1c1d1e-0000-4000-8000-000000000000")).toBe("booking");
    expect(publicPostKind("/events/6f1c1d1e-0000-4000-8000-000000000000.data")).toBe("booking");
    expect(publicPostKind("/en/events/6f1c1d1e-0000-4000-8000-000000000000.data")).toBe("booking");
    expect(publicPostKind("/contact.data")).toBe("contact");
    expect(publicPostKind("/en/contact")).toBe("contact");
    expect(publicPostKind("/newsletter")).toBe("newsletter");
    expect(publicPostKind("/newsletter/abmelden")).toBe("newsletter");
    expect(publicPostKind("/en/newsletter/abmelden")).toBe("newsletter");
    expect(publicPostKind("/admin/login.data")).toBe("sign-in");
    expect(publicPostKind("/impressum")).toBe("other");
    expect(publicPostKind("/en/imprint")).toBe("other");
    expect(publicPostKind("/en")).toBe("other");
    expect(publicPostKind("/admin/events")).toBeNull();
    // Bookings count their ceiling in their own batch; the middleware counts everything else.
    expect(ceilingCountedByForm("booking")).toBe(true);
    for (const kind of ["contact", "newsletter", "sign-in", "other", null] as const) {
      expect(ceilingCountedByForm(kind)).toBe(false);
    }
  });

  it("refuses the post past the per-minute ceiling from a fresh /64 each time, with one log line", async () => {
    pinToDayStart();
    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    const limit = PUBLIC_POST_CEILINGS.contact;
    // The English form is the same kind as the German one: both fill one ceiling.
    for (let i = 0; i < limit; i++) {
      expect((await postTo(i % 2 ? "/en/contact" : "/contact", ownSlash64(i))).status).toBe(200);
    }
    const refused = await postTo("/en/contact", ownSlash64(limit));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    // The sentence says when to try again (decision 0184), here in English: the post was to /en/contact.
    const said = await refused.text();
    expect(said).toBe(tooManyText("/en/contact", "ceiling", Number(refused.headers.get("Retry-After"))));
    expect(said).toMatch(/Please try again in \d+ seconds\./);
    expect((await postTo("/contact.data", ownSlash64(limit + 1))).status).toBe(429);
    expect(appCalls).toBe(limit);

    const lines = logged.mock.calls.map((call) => String(call[0])).filter((line) => line.includes("throttled"));
    expect(lines).toEqual([JSON.stringify({ event: "throttled", rule: "ceiling-contact", limit })]);
    expect(lines.join("")).not.toMatch(/2001:db8|example/);
    logged.mockRestore();
  });

  it("leaves booking posts to the event page's forms, which count the ceiling themselves (once per post)", async () => {
    pinToDayStart();
    const path = "/events/6f1c1d1e-0000-4000-8000-000000000000";
    for (let i = 0; i <= PUBLIC_POST_CEILINGS.booking; i++) {
      expect((await postTo(i % 2 ? `/en${path}.data` : path, ownSlash64(i))).status).toBe(200);
    }
    expect(appCalls).toBe(PUBLIC_POST_CEILINGS.booking + 1);
    expect(await count("rate_limits")).toBe(0);
  });

  it("counts rotating addresses inside one /64 like any others, and each form separately", async () => {
    pinToDayStart();
    vi.spyOn(console, "log").mockImplementation(() => {});
    // One /64 is one client: it meets its own limit (or the ceiling, whichever is lower) like one address.
    const limit = Math.min(PUBLIC_POST_CEILINGS.contact, PUBLIC_POST_CLIENT_LIMITS.contact!);
    for (let i = 0; i < limit; i++) expect((await postTo("/contact", sameSlash64(i))).status).toBe(200);
    expect((await postTo("/contact.data", sameSlash64(limit))).status).toBe(429);
    // A contact flood leaves bookings, the newsletter and sign-in alone …
    expect((await postTo("/events/6f1c1d1e-0000-4000-8000-000000000000", sameSlash64(1))).status).toBe(200);
    expect((await postTo("/newsletter", sameSlash64(1))).status).toBe(200);
    expect((await postTo("/admin/login", sameSlash64(1))).status).toBe(200);
    // … and GETs and the back office's own actions never count.
    expect((await app.fetch(new Request(`${ORIGIN}/contact`), env, createExecutionContext())).status).toBe(200);
    expect((await postTo("/admin/events", sameSlash64(1))).status).toBe(200);
  });

  it("lets a browser that signed in before past a full sign-in ceiling, nobody else", async () => {
    pinToDayStart();
    vi.spyOn(console, "log").mockImplementation(() => {});
    for (let i = 0; i < PUBLIC_POST_CEILINGS["sign-in"]; i++) await postTo("/admin/login", ownSlash64(i));
    expect((await postTo("/admin/login", ownSlash64(500))).status).toBe(429);
    const token = "geraet-der-coachin-0123456789abcdef";
    await env.KV.put(await deviceKey(token), JSON.stringify({ profileId: "coach" }));
    const withDevice = (value: string) =>
      app.fetch(
        new Request(`${ORIGIN}/admin/login`, {
          method: "POST",
          body: new URLSearchParams({ email: "coach@example.de" }),
          headers: {
            Origin: ORIGIN,
            "Content-Type": "application/x-www-form-urlencoded",
            "CF-Connecting-IP": ownSlash64(501),
            Cookie: `${DEVICE_COOKIE}=${value}`,
          },
        }),
        env,
        createExecutionContext(),
      );
    expect((await withDevice(token)).status).toBe(200);
    expect((await withDevice("ausgedacht")).status).toBe(429);
  });

  it("opens again in the next minute", async () => {
    const start = pinToDayStart();
    vi.spyOn(console, "log").mockImplementation(() => {});
    for (let i = 0; i <= PUBLIC_POST_CEILINGS.newsletter; i++) await postTo("/newsletter", ownSlash64(i));
    expect((await postTo("/newsletter", ownSlash64(999))).status).toBe(429);
    vi.setSystemTime(start + MINUTE);
    expect((await postTo("/newsletter", ownSlash64(999))).status).toBe(200);
  });
});

const ageOutbox = () => env.DB.prepare("UPDATE mail_outbox SET created_at = '2000-01-01T00:00:00.000Z'").run();

describe("newsletter limits with rotating IPv6 addresses", () => {
  beforeEach(clearFormTables);
  const fetcher = (ip: string) => ({ "Sec-Fetch-Mode": "cors", Accept: "*/*", "CF-Connecting-IP": ip });
  const signUp = async (email: string, ip: string) => {
    const answer = await newsletterAction(routeArgs(formPost("/newsletter", { email }, fetcher(ip))));
    await settle();
    return unwrap<NewsletterResult>(answer);
  };

  it("one host rotating through its /64 is one client: the 6th sign-up in 10 minutes is refused", async () => {
    pinToDayStart();
    for (let i = 0; i < NEWSLETTER_RATE_LIMIT.limit; i++) {
      expect((await signUp(`p${i}@example.de`, sameSlash64(i))).status).toBe(200);
    }
    const refused = await signUp("noch-eine@example.de", sameSlash64(99));
    expect(refused.status).toBe(429);
    expect(refused.data).toMatchObject({ message: { text: messages.common.rateLimited } });
    expect(await count("newsletter_subscriptions")).toBe(NEWSLETTER_RATE_LIMIT.limit);
  });

  it("one address asked for from many /64s gets at most 5 e-mails a day, with the same answer every time", async () => {
    const start = pinToDayStart();
    const answers: unknown[] = [];
    for (let i = 0; i < 12; i++) {
      // Past the 15-minute resend window each time (the outbox's times come from D1's clock), so
      // only the per-address limit can hold.
      vi.setSystemTime(start + i * 16 * MINUTE);
      await ageOutbox();
      const { status, data } = await signUp("opfer@example.de", ownSlash64(i));
      answers.push({ status, data });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(await count("mail_outbox", "recipient = ?", "opfer@example.de")).toBe(5);
  });

  it("the unsubscribe-link form obeys the same per-address limit", async () => {
    const start = pinToDayStart();
    await env.DB.prepare(
      "INSERT INTO newsletter_subscriptions (id, email, status, on_page) VALUES (?, 'leser@example.de', 'confirmed', 'klarsinn')",
    )
      .bind(crypto.randomUUID())
      .run();
    for (let i = 0; i < 12; i++) {
      vi.setSystemTime(start + i * 16 * MINUTE);
      await ageOutbox();
      const answer = unwrap<{ state: string }>(
        await unsubscribeAction(
          routeArgs(formPost("/newsletter/abmelden", { email: "leser@example.de" }, fetcher(ownSlash64(i)))),
        ),
      );
      await settle();
      expect(answer).toMatchObject({ status: 200, data: { state: "requested" } });
    }
    expect(await count("mail_outbox", "recipient = ?", "leser@example.de")).toBe(5);
  });
});

describe("admin sign-in limits with rotating IPv6 addresses", () => {
  type Fn = (args: { request: Request; context: ReturnType<typeof routerContext>; params: object }) => unknown;
  const signIn = (email: string, password: string, ip: string) =>
    run(() =>
      (login.action as unknown as Fn)({
        request: post("/admin/login", { email, password }, undefined, { "CF-Connecting-IP": ip }),
        context: routerContext(),
        params: {},
      }),
    );

  it("5 wrong passwords from addresses inside one /64 lock that /64 for the account, not other networks", async () => {
    pinToDayStart();
    const email = `v6-pair-${crypto.randomUUID().slice(0, 8)}@example.de`;
    await createProfile(email, true, "Richtig-und-lang-123");
    for (let i = 0; i < 5; i++) expect((await signIn(email, "falsch-123", sameSlash64(i))).status).toBe(401);
    const locked = await signIn(email, "Richtig-und-lang-123", sameSlash64(42));
    expect(locked.status).toBe(429);
    expect(JSON.stringify(locked.body)).toContain("Zu viele Anmeldeversuche");
    expect((await signIn(email, "Richtig-und-lang-123", ownSlash64(4242))).status).toBe(302);
  }, 60_000);

  it("attempts on one e-mail from a fresh /64 each are capped per account", async () => {
    pinToDayStart();
    const email = `v6-account-${crypto.randomUUID().slice(0, 8)}@example.de`;
    await createProfile(email, true, "Richtig-und-lang-123");
    // 45 earlier attempts in this window (counted directly: each real one costs a password hash) …
    for (let i = 0; i < loginAccountRule.limit - 5; i++) await hitRateLimit(env, loginAccountRule, email);
    // … and 5 more through the form, every one from another /64.
    for (let i = 0; i < 5; i++) expect((await signIn(email, "falsch-123", ownSlash64(100 + i))).status).toBe(401);
    const capped = await signIn(email, "Richtig-und-lang-123", ownSlash64(200));
    expect(capped.status).toBe(429);
  }, 60_000);
});

describe("newsletter answers never depend on the address", () => {
  beforeEach(clearFormTables);

  async function seedAddresses() {
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO newsletter_subscriptions (id, email, status, on_page) VALUES (?, 'bestaetigt@example.de', 'confirmed', 'klarsinn')",
      ).bind(crypto.randomUUID()),
      env.DB.prepare(
        "INSERT INTO newsletter_subscriptions (id, email, status, on_page) VALUES (?, 'wartend@example.de', 'pending', 'klarsinn')",
      ).bind(crypto.randomUUID()),
    ]);
  }
  const addresses = ["bestaetigt@example.de", "wartend@example.de", "unbekannt@example.de"];

  /** Everything a client can see of an answer: status, headers and body. */
  async function visible(answer: unknown) {
    if (answer instanceof Response) {
      return { status: answer.status, headers: [...answer.headers], body: await answer.text() };
    }
    const { status, headers, data } = unwrap(answer);
    return { status, headers: [...headers], body: JSON.stringify(data) };
  }

  const forms: [string, string, Record<string, string>][] = [
    ["sign-up (fetcher)", "/newsletter", { "Sec-Fetch-Mode": "cors", Accept: "*/*" }],
    ["sign-up (no JavaScript)", "/newsletter", { "Sec-Fetch-Mode": "navigate", Referer: "http://klarsinn.test/about" }],
    ["unsubscribe-link request", "/newsletter/abmelden", {}],
  ];

  for (const [name, path, headers] of forms) {
    it(`${name}: the same answer for a confirmed, a pending and an unknown address`, async () => {
      await seedAddresses();
      const action = path === "/newsletter" ? newsletterAction : unsubscribeAction;
      const answers = [];
      for (const email of addresses) {
        answers.push(await visible(await action(routeArgs(formPost(path, { email }, headers)))));
      }
      await settle();
      expect(answers[0]!.status).toBe(path === "/newsletter" && headers.Referer ? 302 : 200);
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    });

    it(`${name}: answers before any lookup or write of the address, which follows in waitUntil`, async () => {
      await seedAddresses();
      const action = path === "/newsletter" ? newsletterAction : unsubscribeAction;
      const gate = gatedDb(/newsletter_subscriptions|mail_outbox/);
      const answering = action(
        routeArgs(formPost(path, { email: "bestaetigt@example.de" }, headers), {
          ...env,
          DB: gate.db,
        }),
      );
      const first = await Promise.race([
        answering.then(() => "answered"),
        new Promise((resolve) => setTimeout(() => resolve("waiting for the database"), 1500)),
      ]);
      gate.release();
      await answering;
      await settle();
      expect(first).toBe("answered");
      // The work did happen, after the answer.
      expect(gate.heldCount()).toBeGreaterThan(0);
    });
  }
});
