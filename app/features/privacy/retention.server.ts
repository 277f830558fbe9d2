import { subDays, subMonths } from "date-fns";
import { and, eq, inArray, lt, ne, sql } from "drizzle-orm";
import { getDb, schema, type Database } from "~/lib/db.server";

/**
 * Storage periods promised on /datenschutz ("Speicherdauer"). Change them together with that text.
 * Bookings are kept (commercial and tax retention); the coach deletes them by hand when due.
 */
export const RETENTION = {
  contactMonths: 12,
  mailLogMonths: 12,
  /** The text of a sent or failed e-mail (names, phone numbers, links with tokens): 14 days to check or resend it. */
  mailBodyDays: 14,
  pendingSubscriptionDays: 30,
  /** Rate-limit counters outlive their longest window (15 minutes) by a comfortable margin. */
  rateLimitDays: 1,
} as const;

const iso = (date: Date) => date.toISOString();

/** Sign-ups never confirmed are forgotten (data minimisation). Also run lazily on every sign-up. */
export function deleteStalePendingSubscriptions(db: Database, now: number) {
  const subs = schema.newsletterSubscriptions;
  return db
    .delete(subs)
    .where(and(eq(subs.status, "pending"), lt(subs.created_at, iso(subDays(now, RETENTION.pendingSubscriptionDays)))));
}

export type RetentionReport = Record<
  "contactRequests" | "mailLog" | "mailBodies" | "pendingSubscriptions" | "rateLimits",
  number
>;

/** What a cleared e-mail keeps of its payload: nothing; the row keeps recipient, subject, kind and status. */
export const CLEARED_MAIL_PAYLOAD = {};

/** The nightly clean-up (cron trigger in wrangler.toml): deletes what has outlived its period. */
export async function purgeExpiredRecords(env: Pick<Env, "DB">, now = Date.now()): Promise<RetentionReport> {
  const db = getDb(env);
  const { contactSubmissions, mailOutbox, rateLimits } = schema;
  const [contacts, mails, bodies, pending, limits] = await db.batch([
    db
      .delete(contactSubmissions)
      .where(lt(contactSubmissions.created_at, iso(subMonths(now, RETENTION.contactMonths)))),
    // Mails still queued stay: they are work in progress, not a log.
    db
      .delete(mailOutbox)
      .where(
        and(
          inArray(mailOutbox.status, ["sent", "failed"]),
          lt(mailOutbox.created_at, iso(subMonths(now, RETENTION.mailLogMonths))),
        ),
      ),
    db
      .update(mailOutbox)
      .set({ payload: CLEARED_MAIL_PAYLOAD })
      .where(
        and(
          inArray(mailOutbox.status, ["sent", "failed"]),
          lt(mailOutbox.created_at, iso(subDays(now, RETENTION.mailBodyDays))),
          ne(mailOutbox.payload, sql`json('{}')`),
        ),
      ),
    deleteStalePendingSubscriptions(db, now),
    db
      .delete(rateLimits)
      .where(lt(rateLimits.window_start, Math.floor(subDays(now, RETENTION.rateLimitDays).getTime() / 1000))),
  ]);
  return {
    contactRequests: contacts.meta.changes,
    mailLog: mails.meta.changes,
    mailBodies: bodies.meta.changes,
    pendingSubscriptions: pending.meta.changes,
    rateLimits: limits.meta.changes,
  };
}
