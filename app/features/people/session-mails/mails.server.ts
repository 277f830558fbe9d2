import { and, asc, desc, eq, gte, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { brand } from "~/config/brand";
import { bookingLinks } from "~/features/core/booking/links.server";
import {
  bookingMailInput,
  type BookingMailInput,
  placeholderValuesOf,
  titleRowLabel,
  whenRows,
} from "~/features/core/booking/mail";
import { eventStart } from "~/features/core/booking/policy";
import { renderMail } from "~/features/core/mail/layout";
import { enqueueOutbox, outboxInsert } from "~/features/core/mail/outbox.server";
import { renderSessionMailText, type SessionMailText } from "~/features/core/mail/session-texts";
import { sessionMailTexts } from "~/features/core/mail/session-texts.server";
import type { MailDraft } from "~/features/core/mail/types";
import { journalPath, journalToken } from "~/features/people/mindset/journal.server";
import { berlinWallToMs, minutesOf } from "~/lib/today";
import { getDb, schema } from "~/lib/db.server";
import { getMailMessages } from "~/lib/mail-messages.server";
import { siteOrigin } from "~/lib/request.server";
import { berlinNow } from "~/lib/today";

/**
 * Before and after a 1:1 session (decision 0212): the check-in some hours before the start and the
 * follow-up some hours after the end, each with the coach's text and switchable per appointment
 * type. Sent by the lifecycle cron through the outbox: the dedupe key per booking and kind lets only
 * one row exist, whoever writes it first (two cron runs at once included), and only the run whose
 * insert made the row hands it to the queue.
 */

type MailEnv = Pick<Env, "DB" | "MAIL_QUEUE" | "SITE_URL" | "TOKEN_SECRET">;

const bookingsTable = schema.bookings;
const eventsTable = schema.events;
const typesTable = schema.appointmentTypes;
const journalsTable = schema.mindsetJournal;

const HOUR_MS = 60 * 60 * 1000;
/**
 * A follow-up is sent only this long after it fell due: a session from long ago (the feature
 * switched on later, a cron that stood still for days) gets none.
 */
const FOLLOW_UP_WINDOW_HOURS = 48;

export const checkinKey = (bookingId: string) => `session-checkin:${bookingId}`;
export const followupKey = (bookingId: string) => `session-followup:${bookingId}`;

type Row = Awaited<ReturnType<typeof sessionsBetween>>[number];

/** Confirmed 1:1 sessions whose day lies between `from` and `to` (Berlin days), with their type's switches. */
function sessionsBetween(env: Pick<Env, "DB">, from: string, to: string) {
  return getDb(env)
    .select({
      booking: bookingsTable,
      event: eventsTable,
      checkin: typesTable.checkin_enabled,
      followup: typesTable.followup_enabled,
    })
    .from(bookingsTable)
    .innerJoin(eventsTable, eq(eventsTable.id, bookingsTable.event_id))
    .innerJoin(typesTable, eq(typesTable.id, eventsTable.appointment_type_id))
    .where(
      and(
        eq(bookingsTable.status, "confirmed"),
        isNull(bookingsTable.hold_expires_at),
        eq(eventsTable.kind, "session"),
        isNull(eventsTable.cancelled_at),
        gte(eventsTable.event_date, from),
        lte(eventsTable.event_date, to),
      ),
    )
    .orderBy(asc(eventsTable.event_date), asc(eventsTable.start_time));
}

/** The session's end as an instant ("24:00" is the day's end). */
function sessionEnd(event: { event_date: string; end_time: string }): number {
  return berlinWallToMs(event.event_date, minutesOf(event.end_time) ?? 24 * 60);
}

/** Her journal's own link when she has one (decision 0144), else null. */
async function journalLinkOf(env: MailEnv, email: string): Promise<string | null> {
  const [journal] = await getDb(env)
    .select({ id: journalsTable.id, linkKey: journalsTable.link_key, locale: journalsTable.locale })
    .from(journalsTable)
    .where(
      and(sql`lower(trim(${journalsTable.email})) = ${email.trim().toLowerCase()}`, isNotNull(journalsTable.link_key)),
    )
    .orderBy(desc(journalsTable.created_at))
    .limit(1);
  if (!journal?.linkKey) return null;
  return `${siteOrigin(env)}${journalPath(await journalToken(env, journal.id, journal.linkKey), journal.locale)}`;
}

/**
 * One e-mail before or after a session: her greeting, the coach's paragraphs, the session's facts,
 * and one button: her journal where she has one, else Meine Buchung. No calendar file, no price.
 */
export function sessionMail(
  kind: "checkin" | "followup",
  input: BookingMailInput,
  text: SessionMailText,
  action: { journal: string | null; manage: string },
): MailDraft {
  const locale = input.locale ?? "de";
  const m = getMailMessages(locale);
  const own = renderSessionMailText(text, locale, placeholderValuesOf(input));
  const values = placeholderValuesOf(input);
  return {
    kind: kind === "checkin" ? "session-checkin" : "session-followup",
    dedupeKey: kind === "checkin" ? checkinKey(input.bookingId) : followupKey(input.bookingId),
    refId: input.bookingId,
    to: input.email,
    subject: own.subject,
    replyTo: brand.mail.coachInbox,
    ...renderMail({
      locale,
      heading: kind === "checkin" ? m.sessionMails.checkinHeading : m.sessionMails.followupHeading,
      greeting: m.sessionMails.greeting(input.fullName),
      paragraphs: own.paragraphs,
      details: [
        [titleRowLabel(input.event, locale), values.termin],
        ...whenRows(input.event, locale),
        [m.rows.place, values.ort],
      ],
      action: action.journal
        ? { label: m.sessionMails.openJournal, url: action.journal }
        : { label: m.sessionMails.myBooking, url: action.manage },
    }),
  };
}

async function queueFor(env: MailEnv, kind: "checkin" | "followup", due: Row[], text: SessionMailText) {
  const ids: string[] = [];
  for (const { booking, event } of due) {
    const input = bookingMailInput({ booking, event });
    const draft = sessionMail(kind, input, text, {
      journal: await journalLinkOf(env, booking.email),
      manage: (await bookingLinks(env, booking.id, booking.locale)).manage,
    });
    // Only the insert that made the row returns it: a second run (or one running at the same time) gets nothing.
    for (const row of await outboxInsert(env, draft)) ids.push(row.id);
  }
  await enqueueOutbox(env, ids);
  return ids.length;
}

/** Check-ins: sessions starting within the coach's hours from now whose type has the check-in on. */
export async function queueSessionCheckins(env: MailEnv, now = new Date()): Promise<number> {
  const text = (await sessionMailTexts(env)).checkin;
  const horizon = now.getTime() + text.hours * HOUR_MS;
  const rows = await sessionsBetween(env, berlinNow(now).day, berlinNow(new Date(horizon + 24 * HOUR_MS)).day);
  const due = rows.filter(({ event, checkin }) => {
    const start = eventStart(event).getTime();
    return checkin && start > now.getTime() && start <= horizon;
  });
  return queueFor(env, "checkin", due, text);
}

/** Follow-ups: sessions that ended the coach's hours ago (within a window) whose type has it on; not after a no-show. */
export async function queueSessionFollowups(env: MailEnv, now = new Date()): Promise<number> {
  const text = (await sessionMailTexts(env)).followup;
  const latestEnd = now.getTime() - text.hours * HOUR_MS;
  const earliestEnd = latestEnd - FOLLOW_UP_WINDOW_HOURS * HOUR_MS;
  const rows = await sessionsBetween(
    env,
    berlinNow(new Date(earliestEnd - 24 * HOUR_MS)).day,
    berlinNow(new Date(latestEnd)).day,
  );
  const due = rows.filter(({ booking, event, followup }) => {
    const end = sessionEnd(event);
    return followup && booking.attendance !== "no_show" && end <= latestEnd && end > earliestEnd;
  });
  return queueFor(env, "followup", due, text);
}

/** Both, for the lifecycle cron. */
export async function queueSessionMails(env: MailEnv, now = new Date()) {
  return {
    checkins: await queueSessionCheckins(env, now),
    followups: await queueSessionFollowups(env, now),
  };
}
