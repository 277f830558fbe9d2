import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { courseDatesOf, dateBegun, type CourseDate } from "~/features/products/events/course-dates";
import { dateSeatsTakenSql, holdsSeat } from "~/features/products/events/seats.server";
import { getDb, schema } from "~/lib/db.server";
import { logEvent } from "~/lib/log";
import { purgePublicPages } from "~/lib/page-cache.server";
import { berlinNow } from "~/lib/today";

const bookingsTable = schema.bookings;
const eventsTable = schema.events;
const makeupsTable = schema.courseMakeups;

/** "yyyy-MM-dd HH:mm" in Berlin: compared as text with a date's start. */
const berlinStamp = (now: Date) => {
  const berlin = berlinNow(now);
  return `${berlin.day} ${berlin.time}`;
};

/** The course booking the make-up rules are about: confirmed, its course, the date at `position`. */
async function confirmedCourseBooking(env: Pick<Env, "DB">, bookingId: string) {
  const [row] = await getDb(env)
    .select({ booking: bookingsTable, event: eventsTable })
    .from(bookingsTable)
    .innerJoin(eventsTable, eq(eventsTable.id, bookingsTable.event_id))
    .where(eq(bookingsTable.id, bookingId))
    .limit(1);
  if (!row || row.booking.status !== "confirmed") return null;
  const dates = courseDatesOf(row.event);
  return dates ? { ...row, dates } : null;
}

export type MissResult = { ok: true } | { ok: false; reason: "not_possible" };

/**
 * She tells in advance that she will miss the date at `position` (issue 55): recorded once, only
 * for a confirmed course booking and a date that has not begun. Her seat on that date stays hers.
 */
export async function tellMissedDate(
  env: Pick<Env, "DB">,
  bookingId: string,
  position: number,
  now = new Date(),
): Promise<MissResult> {
  const row = await confirmedCourseBooking(env, bookingId);
  const date = row?.dates[position];
  if (!row || !date || dateBegun(date, berlinNow(now))) return { ok: false, reason: "not_possible" };
  const inserted = await getDb(env)
    .insert(makeupsTable)
    .values({ id: crypto.randomUUID(), booking_id: bookingId, position, told_at: now.toISOString() })
    .onConflictDoNothing()
    .returning({ id: makeupsTable.id });
  return inserted.length ? { ok: true } : { ok: false, reason: "not_possible" };
}

/** Another run of the same course (same title, decision 0204) whose date at `position` she could take. */
export interface MakeupOption {
  eventId: string;
  date: CourseDate;
  seatsLeft: number;
}

/** The other runs with a free seat on the same date (same position) that has not begun. */
export async function makeupOptions(
  env: Pick<Env, "DB">,
  source: { id: string; title: string },
  position: number,
  now = new Date(),
): Promise<MakeupOption[]> {
  const rows = await getDb(env)
    .select({
      event: eventsTable,
      taken: sql<number>`${dateSeatsTakenSql(eventsTable.id, position, now)}`,
    })
    .from(eventsTable)
    .where(
      and(
        eq(eventsTable.kind, "event"),
        eq(eventsTable.title, source.title),
        ne(eventsTable.id, source.id),
        isNull(eventsTable.cancelled_at),
      ),
    );
  const berlin = berlinNow(now);
  return rows.flatMap(({ event, taken }) => {
    const date = courseDatesOf(event)?.[position];
    const seatsLeft = event.max_attendees - Number(taken);
    return date && !dateBegun(date, berlin) && seatsLeft > 0 ? [{ eventId: event.id, date, seatsLeft }] : [];
  });
}

export type MakeupResult = { ok: true } | { ok: false; reason: "not_possible" | "no_seat" };

/**
 * Takes the make-up seat for the missed date at `position` in run `targetEventId` (issue 55,
 * decision 0204). ONE conditional UPDATE, atomic in D1 against every booking and every other
 * make-up: only a date she told she will miss, not taken before (taken once), her booking holding
 * its seat, the other run of the same title not called off, its date at the same position not
 * begun, and that date's seats (bookings, offers, make-ups on it) leaving room for one more.
 */
export async function takeMakeupSeat(
  env: Pick<Env, "DB" | "SITE_URL">,
  bookingId: string,
  position: number,
  targetEventId: string,
  now = new Date(),
): Promise<MakeupResult> {
  const target = sql`(SELECT * FROM ${eventsTable} WHERE ${eventsTable.id} = ${targetEventId})`;
  const dateAt = (field: string) => sql.raw(`json_extract(t.course_dates, '$[${Math.trunc(position)}].${field}')`);
  const sourceTitle = sql`(SELECT e.title FROM ${eventsTable} e INNER JOIN ${bookingsTable} ON ${bookingsTable.event_id} = e.id WHERE ${bookingsTable.id} = ${bookingId})`;
  const taken = await getDb(env)
    .update(makeupsTable)
    .set({ target_event_id: targetEventId, taken_at: now.toISOString() })
    .where(
      and(
        eq(makeupsTable.booking_id, bookingId),
        eq(makeupsTable.position, Math.trunc(position)),
        isNull(makeupsTable.target_event_id),
        sql`EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${and(eq(bookingsTable.id, bookingId), eq(bookingsTable.status, "confirmed"), holdsSeat(now))})`,
        sql`EXISTS (SELECT 1 FROM ${target} t WHERE t.kind = 'event' AND t.cancelled_at IS NULL AND t.id <> (SELECT ${bookingsTable.event_id} FROM ${bookingsTable} WHERE ${bookingsTable.id} = ${bookingId})
          AND t.title = ${sourceTitle}
          AND ${dateAt("event_date")} || ' ' || ${dateAt("start_time")} > ${berlinStamp(now)}
          AND ${dateSeatsTakenSql(targetEventId, Math.trunc(position), now)} + 1 <= t.max_attendees)`,
      ),
    )
    .returning({ id: makeupsTable.id });
  if (!taken.length) {
    const [told] = await getDb(env)
      .select({ target: makeupsTable.target_event_id })
      .from(makeupsTable)
      .where(and(eq(makeupsTable.booking_id, bookingId), eq(makeupsTable.position, Math.trunc(position))))
      .limit(1);
    return { ok: false, reason: told && !told.target ? "no_seat" : "not_possible" };
  }
  logEvent("course-makeup-taken", { position });
  // The other run has a seat less on that date: its pages show it at once.
  await purgePublicPages(env, "booking");
  return { ok: true };
}

/** Her told absences and make-up seats, by position. */
export async function makeupsOfBooking(env: Pick<Env, "DB">, bookingId: string) {
  const rows = await getDb(env)
    .select({
      position: makeupsTable.position,
      target: makeupsTable.target_event_id,
      targetDates: eventsTable.course_dates,
    })
    .from(makeupsTable)
    .leftJoin(eventsTable, eq(eventsTable.id, makeupsTable.target_event_id))
    .where(eq(makeupsTable.booking_id, bookingId));
  return new Map(
    rows.map((row) => [
      row.position,
      { targetEventId: row.target, targetDate: row.target ? (row.targetDates?.[row.position] ?? null) : null },
    ]),
  );
}
