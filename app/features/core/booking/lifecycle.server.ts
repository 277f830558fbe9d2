import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, ne, or } from "drizzle-orm";
import { hasStarted } from "~/features/products/events/format";
import { addDays, berlinNow } from "~/lib/today";
import { courseDatesOf } from "~/features/products/events/course-dates";
import { enqueueOutbox, outboxInsert, queueMails, requeueStrandedMail } from "~/features/core/mail/outbox.server";
import { sessionMailTexts } from "~/features/core/mail/session-texts.server";
import { getDb, schema } from "~/lib/db.server";
import { logError, logEvent } from "~/lib/log";
import { siteOrigin } from "~/lib/request.server";
import type { BookingEnv } from "./hold-limits.server";
import { bookingLinks } from "./links.server";
import { bookingMailInput, coachDigestMail, reminderMail } from "./mail";
import { expireHolds } from "./transitions.server";
import { BOOKING_POLICY, eventStart, WAITLIST_RETENTION_DAYS } from "./policy";
import { eventsWithWaitlist, offerFreedSeats } from "./waitlist.server";

const bookingsTable = schema.bookings;
const eventsTable = schema.events;

/** Expired holds are cancelled through the one cancellation (transitions.server.ts). */
export { expireHolds };

/**
 * Reminders before the start: every confirmed booking of an event starting within the next hours the
 * coach set (`BOOKING_POLICY.reminderHours` until she changes it, decision 0212) gets one, with her
 * text. Exactly once: the outbox's dedupe key per booking refuses a second row when the cron runs
 * twice, and only new rows go to the queue (whose consumer claims each row).
 */
export async function queueReminders(env: BookingEnv, now = new Date()): Promise<number> {
  const text = (await sessionMailTexts(env)).reminder;
  const reminderHours = text.customised ? text.hours : BOOKING_POLICY.reminderHours;
  const today = berlinNow(now).day;
  const horizon = berlinNow(new Date(now.getTime() + (reminderHours + 24) * 60 * 60 * 1000)).day;
  const rows = await getDb(env)
    .select({ booking: bookingsTable, event: eventsTable })
    .from(bookingsTable)
    .innerJoin(eventsTable, eq(eventsTable.id, bookingsTable.event_id))
    .where(
      and(
        eq(bookingsTable.status, "confirmed"),
        isNull(bookingsTable.hold_expires_at),
        lte(eventsTable.event_date, horizon),
        // A course that began already still has dates to come (issue 55); a course spans a year at most.
        or(
          gte(eventsTable.event_date, today),
          and(isNotNull(eventsTable.course_dates), gte(eventsTable.event_date, addDays(today, -366))),
        ),
        // A package's date is its credits' last day, not a meeting (decision 0150): nothing to remind of.
        ne(eventsTable.kind, "package"),
      ),
    )
    .orderBy(asc(eventsTable.event_date));
  const dueAt = (date: { event_date: string; start_time: string }) => {
    const start = eventStart(date).getTime();
    return start > now.getTime() && start - now.getTime() <= reminderHours * 60 * 60 * 1000;
  };
  const ids: string[] = [];
  for (const { booking, event } of rows) {
    // A course: one reminder before each of its dates, about that date (issue 55); the key names it.
    const dates = courseDatesOf(event);
    const due = dates
      ? dates
          .map((date, index) => ({ date, index }))
          .filter(({ date }) => dueAt(date))
          .map(({ date, index }) => ({
            id: date.id,
            event: {
              ...event,
              title: `${event.title} (${index + 1}/${dates.length})`,
              title_en: event.title_en ? `${event.title_en} (${index + 1}/${dates.length})` : event.title_en,
              event_date: date.event_date,
              start_time: date.start_time,
              end_time: date.end_time,
              location: date.location,
              course_dates: null,
            },
          }))
      : dueAt(event)
        ? [{ id: undefined, event }]
        : [];
    for (const { id, event: shown } of due) {
      const draft = reminderMail(
        bookingMailInput({ booking, event: shown }),
        await bookingLinks(env, booking.id, booking.locale),
        now,
        // Her own text once she saved one; until then the catalogue's (the same words).
        text.customised ? text : undefined,
        id,
      );
      for (const row of await outboxInsert(env, draft)) ids.push(row.id);
    }
  }
  await enqueueOutbox(env, ids);
  return ids.length;
}

/**
 * The coach's morning digest: during the digest hour (Berlin), once per day (dedupe key per day),
 * and only when bookings with a confirmed address wait for her decision.
 */
export async function queueCoachDigest(env: BookingEnv, now = new Date()): Promise<boolean> {
  const berlin = berlinNow(now);
  if (Number(berlin.time.slice(0, 2)) !== BOOKING_POLICY.digestHour) return false;
  const waiting = await getDb(env)
    .select({ booking: bookingsTable, event: eventsTable })
    .from(bookingsTable)
    .innerJoin(eventsTable, eq(eventsTable.id, bookingsTable.event_id))
    .where(
      and(
        eq(bookingsTable.status, "pending"),
        isNull(bookingsTable.hold_expires_at),
        gte(eventsTable.event_date, berlin.day),
      ),
    )
    .orderBy(asc(bookingsTable.created_at))
    .limit(200);
  const open = waiting.filter(({ event }) => !hasStarted(event, now));
  if (open.length === 0) return false;
  await queueMails(env, [
    coachDigestMail(
      berlin.day,
      open.map(({ booking, event }) => ({
        fullName: booking.full_name,
        tickets: booking.num_tickets,
        kind: event.kind,
        eventTitle: event.title,
        eventDate: event.event_date,
        createdAt: booking.created_at,
      })),
      siteOrigin(env),
    ),
  ]);
  return true;
}

/**
 * Waiting lists are kept only as long as they are useful: entries are deleted
 * `WAITLIST_RETENTION_DAYS` after their event's day (Berlin), as /datenschutz promises.
 */
export async function purgePastWaitlists(env: Pick<Env, "DB">, now = new Date()): Promise<number> {
  const cutoff = berlinNow(new Date(now.getTime() - WAITLIST_RETENTION_DAYS * 24 * 60 * 60 * 1000)).day;
  const waitlistTable = schema.waitlist;
  const deleted = await getDb(env)
    .delete(waitlistTable)
    .where(
      inArray(
        waitlistTable.event_id,
        getDb(env).select({ id: eventsTable.id }).from(eventsTable).where(lt(eventsTable.event_date, cutoff)),
      ),
    )
    .returning({ id: waitlistTable.id });
  return deleted.length;
}

/** Offers seats of every event with a waiting list (expired offers pass to the next entry). */
export async function offerAllFreedSeats(env: BookingEnv, now = new Date()): Promise<number> {
  let offered = 0;
  for (const eventId of await eventsWithWaitlist(env)) offered += await offerFreedSeats(env, eventId, now);
  return offered;
}

/**
 * The lifecycle cron (wrangler.toml, every ten minutes). Each step is idempotent and independent:
 * one failing step is logged and the others still run.
 */
export async function runBookingLifecycle(env: BookingEnv, now = new Date()) {
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T | null> => {
    try {
      return await run();
    } catch (error) {
      logError(`lifecycle-${name}-failed`, error);
      return null;
    }
  };
  const report = {
    holdsExpired: await step("holds", () => expireHolds(env, now)),
    offersMade: await step("offers", () => offerAllFreedSeats(env, now)),
    remindersQueued: await step("reminders", () => queueReminders(env, now)),
    digestQueued: await step("digest", () => queueCoachDigest(env, now)),
    waitlistEntriesDeleted: await step("waitlist-purge", () => purgePastWaitlists(env, now)),
    strandedMailRequeued: await step("stranded-mail", () => requeueStrandedMail(env, now)),
  };
  logEvent("booking-lifecycle", report);
  return report;
}
