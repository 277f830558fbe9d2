import { and, eq, inArray, ne } from "drizzle-orm";
import type { BookingEnv } from "~/features/core/booking/booking.server";
import { markAttended, markNoShow } from "~/features/core/booking/transitions.server";
import { courseDatesOf, dateBegun, type CourseDate } from "~/features/products/events/course-dates";
import { getDb, schema } from "~/lib/db.server";
import { berlinNow } from "~/lib/today";

const bookingsTable = schema.bookings;
const eventsTable = schema.events;
const attendanceTable = schema.courseAttendance;
const makeupsTable = schema.courseMakeups;

/** One person on a course run's attendance sheet: her own booking, or a make-up guest for one date. */
export interface SheetRow {
  bookingId: string;
  name: string;
  /** Make-up guest from another run: only the date at this position is hers here. */
  guestAt: number | null;
  /** Positions she told she will miss (her own run). */
  missing: number[];
  /** Status by date id. */
  status: Record<string, "present" | "absent">;
}

/** The attendance sheet of a course run (issue 55): its dates, its confirmed participants and make-up guests. */
export async function attendanceSheet(env: Pick<Env, "DB">, eventId: string, now = new Date()) {
  const db = getDb(env);
  const [event] = await db.select().from(eventsTable).where(eq(eventsTable.id, eventId)).limit(1);
  const dates = event ? courseDatesOf(event) : null;
  if (!event || !dates) return null;
  const [own, guests] = await Promise.all([
    db
      .select({ id: bookingsTable.id, name: bookingsTable.full_name })
      .from(bookingsTable)
      .where(and(eq(bookingsTable.event_id, eventId), eq(bookingsTable.status, "confirmed")))
      .orderBy(bookingsTable.full_name),
    db
      .select({ id: bookingsTable.id, name: bookingsTable.full_name, position: makeupsTable.position })
      .from(makeupsTable)
      .innerJoin(bookingsTable, eq(bookingsTable.id, makeupsTable.booking_id))
      .where(and(eq(makeupsTable.target_event_id, eventId), eq(bookingsTable.status, "confirmed"))),
  ]);
  const ids = [...own.map((row) => row.id), ...guests.map((row) => row.id)];
  const [records, told] = ids.length
    ? await Promise.all([
        db.select().from(attendanceTable).where(inArray(attendanceTable.booking_id, ids)),
        db
          .select({ bookingId: makeupsTable.booking_id, position: makeupsTable.position })
          .from(makeupsTable)
          .where(inArray(makeupsTable.booking_id, own.map((row) => row.id).concat([""]))),
      ])
    : [[], []];
  const statusOf = (bookingId: string) =>
    Object.fromEntries(records.filter((r) => r.booking_id === bookingId).map((r) => [r.date_id, r.status]));
  const rows: SheetRow[] = [
    ...own.map((row) => ({
      bookingId: row.id,
      name: row.name,
      guestAt: null,
      missing: told.filter((t) => t.bookingId === row.id).map((t) => t.position),
      status: statusOf(row.id),
    })),
    ...guests.map((row) => ({
      bookingId: row.id,
      name: row.name,
      guestAt: row.position,
      missing: [],
      status: statusOf(row.id),
    })),
  ];
  const berlin = berlinNow(now);
  return {
    event: { id: event.id, title: event.title },
    dates: dates.map((date) => ({ ...date, begun: dateBegun(date, berlin) })),
    rows,
  };
}

export type RecordResult = { ok: true } | { ok: false; reason: "not_found" | "not_started" };

/**
 * Records one participant present or absent on one date (issue 55), by the coach or by her own
 * check-in: only for a confirmed booking of this run (or her make-up seat on this very date) and a
 * date that has begun. A second record of the same date replaces the first. The booking's own
 * attendance follows what was recorded (the AGB's no-show rule reads it): present on any date is
 * "attended"; every date of her run recorded absent is a no-show.
 */
export async function recordCourseAttendance(
  env: BookingEnv,
  input: { eventId: string; bookingId: string; dateId: string; status: "present" | "absent"; by: "coach" | "checkin" },
  now = new Date(),
): Promise<RecordResult> {
  const db = getDb(env);
  const [event] = await db.select().from(eventsTable).where(eq(eventsTable.id, input.eventId)).limit(1);
  const dates = event ? courseDatesOf(event) : null;
  const position = dates?.findIndex((date) => date.id === input.dateId) ?? -1;
  const date: CourseDate | undefined = dates?.[position];
  if (!event || !dates || !date) return { ok: false, reason: "not_found" };
  // The coach records a date once it has begun; a check-in counts on the date's day (early arrivals).
  const berlin = berlinNow(now);
  const open = input.by === "checkin" ? date.event_date === berlin.day : dateBegun(date, berlin);
  if (!open) return { ok: false, reason: "not_started" };
  const [booking] = await db
    .select({ id: bookingsTable.id, eventId: bookingsTable.event_id })
    .from(bookingsTable)
    .where(and(eq(bookingsTable.id, input.bookingId), eq(bookingsTable.status, "confirmed")))
    .limit(1);
  if (!booking) return { ok: false, reason: "not_found" };
  if (booking.eventId !== event.id) {
    const [guest] = await db
      .select({ id: makeupsTable.id })
      .from(makeupsTable)
      .where(
        and(
          eq(makeupsTable.booking_id, booking.id),
          eq(makeupsTable.target_event_id, event.id),
          eq(makeupsTable.position, position),
        ),
      )
      .limit(1);
    if (!guest) return { ok: false, reason: "not_found" };
  }
  await db
    .insert(attendanceTable)
    .values({
      booking_id: booking.id,
      date_id: date.id,
      status: input.status,
      recorded_by: input.by,
      recorded_at: now.toISOString(),
    })
    .onConflictDoUpdate({
      target: [attendanceTable.booking_id, attendanceTable.date_id],
      set: { status: input.status, recorded_by: input.by, recorded_at: now.toISOString() },
    });
  await followOnBooking(env, booking.id, now);
  return { ok: true };
}

/** The booking's attendance from its dates' records (her own run's dates and her make-up dates). */
async function followOnBooking(env: BookingEnv, bookingId: string, now: Date) {
  const db = getDb(env);
  const records = await db
    .select({ status: attendanceTable.status })
    .from(attendanceTable)
    .where(eq(attendanceTable.booking_id, bookingId));
  if (records.some((r) => r.status === "present")) {
    await markAttended(env, bookingId, now);
    return;
  }
  const [row] = await db
    .select({ dates: eventsTable.course_dates })
    .from(bookingsTable)
    .innerJoin(eventsTable, eq(eventsTable.id, bookingsTable.event_id))
    .where(eq(bookingsTable.id, bookingId))
    .limit(1);
  const absent = await db
    .select({ n: attendanceTable.date_id })
    .from(attendanceTable)
    .where(and(eq(attendanceTable.booking_id, bookingId), ne(attendanceTable.status, "present")));
  if (row?.dates && absent.length >= row.dates.length) await markNoShow(env, bookingId, now);
}
