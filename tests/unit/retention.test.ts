import { env } from "cloudflare:test";
import { subDays, subMonths } from "date-fns";
import { beforeEach, describe, expect, it } from "vitest";
import { purgeExpiredRecords, RETENTION } from "../../app/features/privacy/retention.server";
import { count } from "./contact.fixtures";

const NOW = Date.UTC(2026, 10, 22, 3, 17);
const iso = (date: Date) => date.toISOString();
const justBefore = (date: Date) => iso(new Date(date.getTime() - 60_000));
const justAfter = (date: Date) => iso(new Date(date.getTime() + 60_000));

/** Inserts one row; columns not named keep their defaults. */
async function insert(table: string, row: Record<string, string | number>) {
  const columns = Object.keys(row);
  await env.DB.prepare(`INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`)
    .bind(...Object.values(row))
    .run();
}

beforeEach(async () => {
  await env.DB.batch(
    ["contact_submissions", "mail_outbox", "newsletter_subscriptions", "rate_limits"].map((t) =>
      env.DB.prepare(`DELETE FROM ${t}`),
    ),
  );
});

describe("nightly retention purge", () => {
  it("deletes exactly what outlived its period and keeps the rest", async () => {
    const contactCutoff = subMonths(NOW, RETENTION.contactMonths);
    const contact = { name: "Lena", email: "lena@example.de", message: "Hallo" };
    await insert("contact_submissions", { ...contact, id: "old-contact", created_at: justBefore(contactCutoff) });
    await insert("contact_submissions", { ...contact, id: "recent-contact", created_at: justAfter(contactCutoff) });

    const mailCutoff = subMonths(NOW, RETENTION.mailLogMonths);
    const mail = { kind: "test", recipient: "a@example.de", subject: "Betreff", payload: "{}" };
    for (const [id, status, createdAt] of [
      ["old-sent", "sent", justBefore(mailCutoff)],
      ["old-failed", "failed", justBefore(mailCutoff)],
      ["old-queued", "queued", justBefore(mailCutoff)],
      ["recent-sent", "sent", justAfter(mailCutoff)],
    ] as const) {
      await insert("mail_outbox", { ...mail, id, dedupe_key: id, status, created_at: createdAt });
    }

    const pendingCutoff = subDays(NOW, RETENTION.pendingSubscriptionDays);
    for (const [email, status, createdAt] of [
      ["alt@example.de", "pending", justBefore(pendingCutoff)],
      ["neu@example.de", "pending", justAfter(pendingCutoff)],
      ["treu@example.de", "confirmed", justBefore(pendingCutoff)],
    ] as const) {
      await insert("newsletter_subscriptions", { id: email, email, status, created_at: createdAt });
    }

    const nowSeconds = Math.floor(NOW / 1000);
    await insert("rate_limits", { key: "old", window_start: nowSeconds - 2 * 86_400, count: 3 });
    await insert("rate_limits", { key: "current", window_start: nowSeconds - 600, count: 3 });

    expect(await purgeExpiredRecords(env, NOW)).toEqual({
      contactRequests: 1,
      mailLog: 2,
      mailBodies: 0,
      pendingSubscriptions: 1,
      rateLimits: 1,
    });
    const ids = async (table: string, column = "id") =>
      (await env.DB.prepare(`SELECT ${column} AS v FROM ${table} ORDER BY 1`).all<{ v: string }>()).results.map(
        (r) => r.v,
      );
    expect(await ids("contact_submissions")).toEqual(["recent-contact"]);
    expect(await ids("mail_outbox")).toEqual(["old-queued", "recent-sent"]);
    expect(await ids("newsletter_subscriptions", "email")).toEqual(["neu@example.de", "treu@example.de"]);
    expect(await ids("rate_limits", "key")).toEqual(["current"]);

    // A second run finds nothing more to delete.
    expect(Object.values(await purgeExpiredRecords(env, NOW))).toEqual([0, 0, 0, 0, 0]);
    expect(await count("mail_outbox")).toBe(2);
  });

  it("clears the text of sent and failed e-mails after 14 days and keeps who, what and when", async () => {
    const cutoff = subDays(NOW, RETENTION.mailBodyDays);
    const body = JSON.stringify({
      to: "a@example.de",
      subject: "Betreff",
      text: "Hallo Lena, dein Link: https://x/t",
      html: "",
    });
    const mail = { kind: "booking-confirmation", recipient: "a@example.de", subject: "Deine Buchung", payload: body };
    for (const [id, status, createdAt] of [
      ["old-sent", "sent", justBefore(cutoff)],
      ["old-failed", "failed", justBefore(cutoff)],
      ["old-queued", "queued", justBefore(cutoff)],
      ["recent-sent", "sent", justAfter(cutoff)],
    ] as const) {
      await insert("mail_outbox", { ...mail, id, dedupe_key: id, status, created_at: createdAt });
    }
    expect((await purgeExpiredRecords(env, NOW)).mailBodies).toBe(2);
    const rows = (
      await env.DB.prepare("SELECT id, recipient, subject, status, payload FROM mail_outbox ORDER BY id").all<
        Record<string, string>
      >()
    ).results;
    expect(rows).toEqual([
      { id: "old-failed", recipient: "a@example.de", subject: "Deine Buchung", status: "failed", payload: "{}" },
      { id: "old-queued", recipient: "a@example.de", subject: "Deine Buchung", status: "queued", payload: body },
      { id: "old-sent", recipient: "a@example.de", subject: "Deine Buchung", status: "sent", payload: "{}" },
      { id: "recent-sent", recipient: "a@example.de", subject: "Deine Buchung", status: "sent", payload: body },
    ]);
    expect((await purgeExpiredRecords(env, NOW)).mailBodies).toBe(0);
  });
});
