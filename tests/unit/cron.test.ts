import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { CANCELLATIONS_PER_RUN, cancelEvent } from "../../app/features/core/booking/event-changes.server";
import { WAITLIST_CLOSED_PER_RUN } from "../../app/features/core/booking/waitlist.server";
import { runCron } from "../../app/features/compositions/cron/jobs.server";
import { MAX_BODY_LENGTH } from "../../app/features/people/newsletter/campaign-schema";
import { createCampaign, sendCampaign } from "../../app/features/people/newsletter/campaigns.server";
import { CRONS } from "../../app/config/crons";
import { BOOKINGS, countRows, insertEvent } from "./booking-fixtures";
import { countingDb } from "./counting-db";

/** The ten-minute cron runs its jobs in one Worker invocation, which may make 1,000 D1 queries. */
const WAITLIST = "klarsinn_waitlist";
/** Ten days before the fixtures' event (12 June 2099). */
const NOW = new Date("2099-06-02T08:00:00Z");

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare("DELETE FROM newsletter_subscriptions"),
    env.DB.prepare("DELETE FROM newsletter_campaigns"),
  ]);
});

/** A called-off event with twice what one run cancels and closes, and a long newsletter half sent. */
async function everyJobAtItsLargest() {
  const event = await insertEvent({ max_attendees: 500, price_cents: 0 });
  const bookings = CANCELLATIONS_PER_RUN * 3;
  const waiting = WAITLIST_CLOSED_PER_RUN * 3;
  await env.DB.batch([
    ...Array.from({ length: bookings }, (_, index) =>
      env.DB.prepare(
        `INSERT INTO ${BOOKINGS} (id, event_id, full_name, email, num_tickets, total_cents, total_price, currency,
           status, created_at, locale) VALUES (?, ?, 'Gast', ?, 1, 0, 0, 'EUR', 'confirmed', ?, 'de')`,
      ).bind(crypto.randomUUID(), event.id, `gast-${index}@example.de`, NOW.toISOString()),
    ),
    ...Array.from({ length: waiting }, (_, index) =>
      env.DB.prepare(
        `INSERT INTO ${WAITLIST} (id, event_id, full_name, email, num_tickets, consent_text, created_at, locale)
         VALUES (?, ?, 'Wartend', ?, 1, 'ok', ?, 'de')`,
      ).bind(crypto.randomUUID(), event.id, `w-${index}@example.de`, NOW.toISOString()),
    ),
    ...Array.from({ length: 800 }, (_, index) =>
      env.DB.prepare("INSERT INTO newsletter_subscriptions (id, email, status) VALUES (?, ?, 'confirmed')").bind(
        `s-${index}`,
        `leserin${index}@example.de`,
      ),
    ),
  ]);
  await cancelEvent(env, event.id, NOW);
  const campaign = await createCampaign(env, "coach", { subject: "Jahresbrief", body: "Ä".repeat(MAX_BODY_LENGTH) });
  await sendCampaign(env, campaign, NOW);
  const state = async () => ({
    cancelled: await countRows(BOOKINGS, "event_id = ? AND status = 'cancelled'", event.id),
    closed: await countRows(WAITLIST, "event_id = ? AND status = 'removed'", event.id),
    newsletters: await countRows("mail_outbox", "kind = 'newsletter-campaign'"),
  });
  return { state };
}

/**
 * Each test fills the database with thousands of rows and runs up to 1,000 queries: about 9 s on a
 * quiet 2-core machine, over 30 s (Vitest's limit here) when the end-to-end suite runs beside it.
 * The limit is for hung tests, never a speed check (vitest.config.ts).
 */
const HEAVY = 90_000;

describe("the ten-minute cron", () => {
  it(
    "with each of its jobs at its largest, one run stays within D1's 1,000 queries and every job gets on",
    async () => {
      const { state } = await everyJobAtItsLargest();
      const before = await state();
      const { db, statements } = countingDb();
      await runCron(CRONS.bookingLifecycle, { ...env, DB: db }, NOW.getTime());
      expect(statements()).toBeLessThanOrEqual(1000);
      const after = await state();
      expect(after.cancelled - before.cancelled).toBe(CANCELLATIONS_PER_RUN);
      expect(after.closed - before.closed).toBe(WAITLIST_CLOSED_PER_RUN);
      expect(after.newsletters).toBeGreaterThan(before.newsletters);
    },
    HEAVY,
  );

  it(
    "a job that fails does not stop the ones after it",
    async () => {
      const { state } = await everyJobAtItsLargest();
      const before = await state();
      // D1 refuses everything that touches bookings: the lifecycle and the cancellations fail.
      const refusing = new Proxy(env.DB, {
        get(target, property) {
          if (property === "prepare") {
            return (query: string) => {
              if (query.includes(BOOKINGS)) throw new Error("D1_ERROR: no such table");
              return target.prepare(query);
            };
          }
          const value = Reflect.get(target, property, target) as unknown;
          return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
        },
      });
      await runCron(CRONS.bookingLifecycle, { ...env, DB: refusing }, NOW.getTime());
      const after = await state();
      expect(after.cancelled).toBe(before.cancelled);
      expect(after.newsletters).toBeGreaterThan(before.newsletters);
    },
    HEAVY,
  );
});
