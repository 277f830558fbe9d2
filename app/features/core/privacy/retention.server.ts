import { subDays, subHours, subMonths } from "date-fns";
import { and, eq, inArray, like, lt, ne, notExists, or, sql } from "drizzle-orm";
import { berlinNow } from "~/lib/today";
import { getDb, schema, type Database } from "~/lib/db.server";

import { ANONYMISED_NAME, RETENTION } from "./retention";

export { ANONYMISED_NAME, RETENTION };

const iso = (date: Date) => date.toISOString();

/** Sign-ups never confirmed are forgotten (data minimisation). Also run lazily on every sign-up. */
export function deleteStalePendingSubscriptions(db: Database, now: number) {
  const subs = schema.newsletterSubscriptions;
  return db
    .delete(subs)
    .where(and(eq(subs.status, "pending"), lt(subs.created_at, iso(subDays(now, RETENTION.pendingSubscriptionDays)))));
}

export type RetentionReport = Record<
  | "contactRequests"
  | "mailLog"
  | "mailBodies"
  | "pendingSubscriptions"
  | "pendingJournals"
  | "endedPromptSeries"
  | "idleJournals"
  | "leftNewsletterMails"
  | "bookingMailRecipients"
  | "bookingContacts"
  | "intakeAnswers"
  | "sessionNextSteps"
  | "dataRequests"
  | "rateLimits",
  number
>;

/**
 * A booking's personal fields as anonymisation leaves them: the name replaced, contact and billing
 * details gone. Reference, event, tickets and amounts stay for the accounts; issued invoices keep
 * their own copy of the recipient (the tax retention period).
 */
export const anonymisedBooking = (updatedAt: string) => ({
  full_name: ANONYMISED_NAME,
  email: "",
  phone: null,
  billing_street: null,
  billing_postcode: null,
  billing_city: null,
  billing_country: null,
  company_name: null,
  company_vat_id: null,
  purchase_order: null,
  note: null,
  updated_at: updatedAt,
});

/**
 * A voucher's personal fields as erasure leaves them (decision 0228): buyer and recipient named no
 * more, no address, no message. Code, value, validity and payment facts stay: the voucher is money
 * owed to whoever holds the code until its last day, and its sale is in the books.
 */
export const anonymisedVoucher = () => ({
  buyer_name: ANONYMISED_NAME,
  buyer_email: "",
  recipient_name: ANONYMISED_NAME,
  recipient_email: null,
  message: "",
});

/** What a cleared e-mail keeps of its payload: nothing; the row keeps recipient, subject, kind and status. */
export const CLEARED_MAIL_PAYLOAD = {};

/**
 * The nightly clean-up (cron trigger in wrangler.toml): deletes or anonymises what has outlived its
 * period, in one batch (one transaction), so a half-run purge cannot leave a booking anonymised while
 * its e-mails still name the visitor.
 */
export async function purgeExpiredRecords(env: Pick<Env, "DB">, now = Date.now()): Promise<RetentionReport> {
  const db = getDb(env);
  const { contactSubmissions, mailOutbox, rateLimits, newsletterSubscriptions, bookings, events, dataRequests } =
    schema;
  const sentOrFailed = inArray(mailOutbox.status, ["sent", "failed"]);
  // Bookings whose event day (Berlin) lies more than bookingContactDays back and that still name someone.
  const lastAnonymisedDay = berlinNow(subDays(now, RETENTION.bookingContactDays + 1)).day;
  const dueBookings = db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.event_id))
    .where(and(sql`${events.event_date} <= ${lastAnonymisedDay}`, ne(bookings.full_name, ANONYMISED_NAME)));

  const { mindsetJournal, mindsetJournalRequests, promptSubscriptions } = schema;
  const idleJournal = lt(
    sql`coalesce(${mindsetJournal.updated_at}, ${mindsetJournal.created_at})`,
    iso(subMonths(now, RETENTION.idleJournalMonths)),
  );
  const [
    contacts,
    mails,
    bodies,
    pending,
    leftNewsletter,
    bookingMails,
    intakeAnswers,
    nextSteps,
    bookingContacts,
    requests,
    limits,
    pendingJournals,
    endedPromptSeries,
    idleJournals,
  ] = await db.batch([
    db
      .delete(contactSubmissions)
      .where(lt(contactSubmissions.created_at, iso(subMonths(now, RETENTION.contactMonths)))),
    // Mails still queued stay: they are work in progress, not a log.
    db
      .delete(mailOutbox)
      .where(and(sentOrFailed, lt(mailOutbox.created_at, iso(subMonths(now, RETENTION.mailLogMonths))))),
    db
      .update(mailOutbox)
      .set({ payload: CLEARED_MAIL_PAYLOAD })
      .where(
        and(
          sentOrFailed,
          lt(mailOutbox.created_at, iso(subDays(now, RETENTION.mailBodyDays))),
          ne(mailOutbox.payload, sql`json('{}')`),
        ),
      ),
    deleteStalePendingSubscriptions(db, now),
    // After the pending sign-ups above are gone: the newsletter e-mails of every address no longer on the list.
    db
      .delete(mailOutbox)
      .where(
        and(
          sentOrFailed,
          like(mailOutbox.kind, "newsletter-%"),
          lt(mailOutbox.created_at, iso(subDays(now, RETENTION.leftNewsletterMailDays))),
          notExists(
            db
              .select({ id: newsletterSubscriptions.id })
              .from(newsletterSubscriptions)
              .where(eq(newsletterSubscriptions.id, mailOutbox.ref_id)),
          ),
        ),
      ),
    // Before the bookings lose their address: the e-mail log's rows to the visitor lose it too
    // (the coach's own notices keep her address).
    db
      .update(mailOutbox)
      .set({ recipient: "", payload: CLEARED_MAIL_PAYLOAD })
      .where(
        and(
          inArray(mailOutbox.ref_id, dueBookings),
          sql`lower(${mailOutbox.recipient}) = (SELECT lower(${bookings.email}) FROM ${bookings} WHERE ${bookings.id} = ${mailOutbox.ref_id})`,
        ),
      ),
    // The answers to the questions before a session go with the contact data (decision 0211).
    db.delete(schema.intakeAnswers).where(inArray(schema.intakeAnswers.booking_id, dueBookings)),
    // So does the next small step the coach sent after a session (decision 0222).
    db.delete(schema.sessionNextSteps).where(inArray(schema.sessionNextSteps.booking_id, dueBookings)),
    db
      .update(bookings)
      .set(anonymisedBooking(iso(new Date(now))))
      .where(inArray(bookings.id, dueBookings)),
    db.delete(dataRequests).where(lt(dataRequests.created_at, iso(subHours(now, RETENTION.dataRequestHours)))),
    db
      .delete(rateLimits)
      .where(lt(rateLimits.window_start, Math.floor(subDays(now, RETENTION.rateLimitDays).getTime() / 1000))),
    db
      .delete(mindsetJournalRequests)
      .where(lt(mindsetJournalRequests.created_at, iso(subHours(now, RETENTION.pendingJournalHours)))),
    // Prompt series that ended (stopped or all sent) with their consent record, and those of the
    // journals deleted next (decision 0158).
    db
      .delete(promptSubscriptions)
      .where(
        or(
          lt(
            sql`coalesce(${promptSubscriptions.stopped_at}, ${promptSubscriptions.finished_at})`,
            iso(subMonths(now, RETENTION.endedPromptSeriesMonths)),
          ),
          inArray(
            promptSubscriptions.journal_id,
            db.select({ id: mindsetJournal.id }).from(mindsetJournal).where(idleJournal),
          ),
        ),
      ),
    db.delete(mindsetJournal).where(idleJournal),
  ]);
  return {
    contactRequests: contacts.meta.changes,
    mailLog: mails.meta.changes,
    mailBodies: bodies.meta.changes,
    pendingSubscriptions: pending.meta.changes,
    leftNewsletterMails: leftNewsletter.meta.changes,
    bookingMailRecipients: bookingMails.meta.changes,
    bookingContacts: bookingContacts.meta.changes,
    intakeAnswers: intakeAnswers.meta.changes,
    sessionNextSteps: nextSteps.meta.changes,
    dataRequests: requests.meta.changes,
    rateLimits: limits.meta.changes,
    pendingJournals: pendingJournals.meta.changes,
    endedPromptSeries: endedPromptSeries.meta.changes,
    idleJournals: idleJournals.meta.changes,
  };
}
