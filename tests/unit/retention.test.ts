import { env } from "cloudflare:test";
import { subDays, subMonths } from "date-fns";
import { beforeEach, describe, expect, it } from "vitest";
import { purgeExpiredRecords, RETENTION } from "../../app/features/privacy/retention.server";
import { count } from "./contact.fixtures";

const NOW = Date.UTC(2026, 10, 22, 3, 17);
const iso = (date: Date) => date.toISOString();
const justBefore = (date: Date) => iso(new Date(date.getTime() - 60_000));
const justAfter = (date: Date) => iso(new Date(date.getTime() + 60_000));

async function run(sql: string, ...binds: unknown[]) {
  await env.DB.prepare(sql)
    .bind(...binds)
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
    const insertContact = (id: string, createdAt: string) =>
      run(
        "INSERT INTO contact_submissions (id, name, email, message, created_at) VALUES (?, 'Lena', 'lena@example.de', 'Hallo', ?)",
        id,
        createdAt,
      );
    await insertContact("old-contact", justBefore(contactCutoff));
    await insertContact("recent-contact", justAfter(contactCutoff));

    const mailCutoff = subMonths(NOW, RETENTION.mailLogMonths);
    const insertMail = (key: string, status: string, createdAt: string) =>
      run(
        "INSERT INTO mail_outbox (id, dedupe_key, kind, recipient, subject, payload, status, created_at) VALUES (?, ?, 'test', 'a@example.de', 'Betreff', '{}', ?, ?)",
        key,
        key,
        status,
        createdAt,
      );
    await insertMail("old-sent", "sent", justBefore(mailCutoff));
    await insertMail("old-failed", "failed", justBefore(mailCutoff));
    await insertMail("old-queued", "queued", justBefore(mailCutoff));
    await insertMail("recent-sent", "sent", justAfter(mailCutoff));

    const pendingCutoff = subDays(NOW, RETENTION.pendingSubscriptionDays);
    const insertSub = (email: string, status: string, createdAt: string) =>
      run(
        "INSERT INTO newsletter_subscriptions (id, email, status, created_at) VALUES (?, ?, ?, ?)",
        email,
        email,
        status,
        createdAt,
      );
    await insertSub("alt@example.de", "pending", justBefore(pendingCutoff));
    await insertSub("neu@example.de", "pending", justAfter(pendingCutoff));
    await insertSub("treu@example.de", "confirmed", justBefore(pendingCutoff));

    const nowSeconds = Math.floor(NOW / 1000);
    await run("INSERT INTO rate_limits (key, window_start, count) VALUES ('old', ?, 3)", nowSeconds - 2 * 86_400);
    await run("INSERT INTO rate_limits (key, window_start, count) VALUES ('current', ?, 3)", nowSeconds - 600);

    expect(await purgeExpiredRecords(env, NOW)).toEqual({
      contactRequests: 1,
      mailLog: 2,
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
    expect(Object.values(await purgeExpiredRecords(env, NOW))).toEqual([0, 0, 0, 0]);
    expect(await count("mail_outbox")).toBe(2);
  });
});
