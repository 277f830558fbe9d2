import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { STATUS_MAIL_KIND } from "../../app/features/core/booking/status-mail.server";
import { adminMessages } from "../../app/lib/messages.admin";
import * as bookingsCsv from "../../app/routes/admin/bookings[.]csv";
import * as newsletterCsv from "../../app/routes/admin/newsletter-subscriptions[.]csv";
import { callRoute, createProfile, get, routerContext, sessionCookie } from "./admin-helpers";
import { insertEvent } from "./booking-fixtures";
import { gatedDb } from "./d1-gate";
import { cloudflareContext } from "../../app/lib/context";

const ROWS = 3000;
let admin = "";
let eventId = "";

/**
 * ROWS bookings; booking i's first e-mail is sent (i % 3 = 0), failed (1) or missing (2); a later
 * status e-mail went out to all but i % 5 = 4, and for i % 7 = 0 another e-mail waits (queued). The
 * coach's notice (another recipient) must not count. Every e-mail to the person counts (issue 56):
 * any failed → "failed", else any queued → "queued", else any sent → "sent", else "none".
 */
beforeAll(async () => {
  admin = await sessionCookie(await createProfile("csv-admin@example.de", true));
  eventId = (await insertEvent({ title: "Jahresabschluss-Workshop" })).id;
  const numbers = `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ROWS})`;
  const at = (offset: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || i || ' minutes', '${offset}')`;
  const mail = (kind: string, recipient: string, status: string, when: string, where: string) => `${numbers}
    INSERT INTO mail_outbox (id, dedupe_key, kind, recipient, subject, payload, status, ref_id, created_at)
    SELECT '${kind}-' || i, '${kind}-' || i, '${kind}', ${recipient}, 'Betreff', '{}', ${status}, 'b-' || i, ${at(when)}
    FROM n WHERE ${where}`;
  await env.DB.batch(
    [
      `${numbers}
       INSERT INTO klarsinn_booking (id, event_id, full_name, email, phone, num_tickets, total_price, currency, status, created_at)
       SELECT 'b-' || i, '${eventId}', 'Gast ' || i, 'Gast' || i || '@Example.de', NULL, 1, 29.9, 'EUR', 'pending', ${at("+0 seconds")}
       FROM n`,
      mail("booking-notification", "'hallo@klarsinn-coaching.de'", "'queued'", "+1 seconds", "1 = 1"),
      mail(
        "booking-confirmation",
        "'gast' || i || '@example.de'",
        "CASE WHEN i % 3 = 0 THEN 'sent' ELSE 'failed' END",
        "+2 seconds",
        "i % 3 != 2",
      ),
      mail(STATUS_MAIL_KIND, "'gast' || i || '@example.de'", "'sent'", "+3 seconds", "i % 5 != 4"),
      mail("booking-confirmation-again", "'gast' || i || '@example.de'", "'queued'", "+4 seconds", "i % 7 = 0"),
    ].map((statement) => env.DB.prepare(statement)),
  );
});

describe("bookings CSV export with many rows", () => {
  it(`lists ${ROWS} bookings with each one's confirmation state from a single query`, async () => {
    const observed = gatedDb(/$^/);
    const context = routerContext();
    context.set(cloudflareContext, { ...context.get(cloudflareContext), env: { ...env, DB: observed.db } });
    const response = await callRoute(bookingsCsv.loader, get("/admin/bookings.csv", admin), { context });
    expect(response.status).toBe(200);

    const lines = (response.body as string)
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(ROWS + 1);
    const states = new Map<string, string>();
    for (const line of lines.slice(1)) {
      const cells = line.split(";").map((cell) => cell.replace(/^"|"$/g, ""));
      states.set(cells[4]!.toLowerCase(), cells[10]!);
    }
    const m = adminMessages.bookings.mail;
    for (let i = 1; i <= ROWS; i++) {
      const sentOne = i % 3 === 0 || i % 5 !== 4;
      const expected = i % 3 === 1 ? m.failed : i % 7 === 0 ? m.queued : sentOne ? m.sent : m.none;
      expect(states.get(`gast${i}@example.de`), `booking ${i}`).toBe(expected);
    }

    const bookingQueries = observed.executed.filter((statement) => /klarsinn_booking|mail_outbox/.test(statement));
    expect(bookingQueries).toHaveLength(1);
  });
});

describe("newsletter CSV export", () => {
  it("lists confirmed subscribers only, with sign-up and confirmation time, page, language and consent text", async () => {
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO newsletter_subscriptions (id, email, on_page, status, consent_text, created_at, confirmed_at) VALUES ('s1', 'bestaetigt@example.de', 'klarsinn', 'confirmed', 'Ja, ich möchte den Newsletter erhalten.', '2026-03-01T10:00:00.000Z', '2026-03-01T10:05:00.000Z')",
      ),
      env.DB.prepare(
        "INSERT INTO newsletter_subscriptions (id, email, on_page, status, consent_text, created_at, confirmed_at, locale) VALUES ('s3', 'reader@example.com', 'klarsinn', 'confirmed', 'Yes, I would like to receive the newsletter.', '2026-03-02T10:00:00.000Z', '2026-03-02T10:05:00.000Z', 'en')",
      ),
      env.DB.prepare(
        "INSERT INTO newsletter_subscriptions (id, email, on_page, status, consent_text) VALUES ('s2', 'offen@example.de', 'klarsinn', 'pending', 'Ja')",
      ),
    ]);
    const answer = await callRoute(newsletterCsv.loader, get("/admin/newsletter-subscriptions.csv", admin));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toContain("text/csv");
    const text = String(answer.body);
    expect(text).toContain("bestaetigt@example.de");
    expect(text).toContain("01.03.2026");
    expect(text).toContain("Ja, ich möchte den Newsletter erhalten.");
    expect(text).not.toContain("offen@example.de");
    // The sign-up form's language, which decides who gets a newsletter's English version (0097).
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toContain("Sprache");
    expect(lines.find((line) => line.includes("bestaetigt@example.de"))).toContain(`;"Deutsch";`);
    expect(lines.find((line) => line.includes("reader@example.com"))).toContain(`;"Englisch";`);
  });
});
