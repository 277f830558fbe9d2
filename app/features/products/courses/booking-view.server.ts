import { eq } from "drizzle-orm";
import { bookingWithEvent } from "~/features/core/invoices/invoices.server";
import { courseDatesOf, dateBegun, dateLine, dateOver } from "~/features/products/events/course-dates";
import { getDb, schema } from "~/lib/db.server";
import type { Locale } from "~/lib/locale";
import { loadByToken } from "~/lib/signed-token.server";
import { berlinNow } from "~/lib/today";
import { makeupOptions, makeupsOfBooking, takeMakeupSeat, tellMissedDate } from "./makeups.server";
import { recordCourseAttendance } from "./attendance.server";
import type { BookingEnv } from "~/features/core/booking/booking.server";

/** The booking a "Meine Buchung" link names, if it is a course booking. */
async function courseBookingOfToken(
  env: Pick<Env, "DB" | "TOKEN_SECRET" | "TOKEN_SECRET_PREVIOUS">,
  token: string | undefined,
) {
  const row = await loadByToken(env, token, "booking", (id) => bookingWithEvent(env, id));
  const dates = row ? courseDatesOf(row.event) : null;
  return row && dates ? { ...row, dates } : null;
}

/** Attendance the coach or her check-in recorded, by date id. */
export async function attendanceOf(env: Pick<Env, "DB">, bookingId: string) {
  const rows = await getDb(env)
    .select()
    .from(schema.courseAttendance)
    .where(eq(schema.courseAttendance.booking_id, bookingId));
  return new Map(rows.map((row) => [row.date_id, row.status]));
}

/**
 * "Meine Buchung" of a course (issue 55): every date with what she recorded or was recorded for her
 * (absent told in advance, a make-up seat, attendance), the runs where a missed date can be made up,
 * and whether the course is over (the certificate). Null for a booking that is no course booking.
 */
export async function courseView(
  env: Pick<Env, "DB" | "TOKEN_SECRET" | "TOKEN_SECRET_PREVIOUS">,
  token: string | undefined,
  now = new Date(),
  locale: Locale = "de",
) {
  const row = await courseBookingOfToken(env, token);
  if (!row) return null;
  const { booking, event, dates } = row;
  const berlin = berlinNow(now);
  const confirmed = booking.status === "confirmed";
  const [makeups, attendance] = await Promise.all([makeupsOfBooking(env, booking.id), attendanceOf(env, booking.id)]);
  const shown = await Promise.all(
    dates.map(async (date, position) => {
      const makeup = makeups.get(position);
      const begun = dateBegun(date, berlin);
      const options =
        confirmed && makeup && !makeup.targetEventId
          ? (await makeupOptions(env, event, position, now)).map((option) => ({
              eventId: option.eventId,
              label: dateLine(option.date, locale),
            }))
          : [];
      const attended =
        attendance.get(date.id) ?? (makeup?.targetDate ? attendance.get(makeup.targetDate.id) : undefined);
      return {
        ...date,
        position,
        missed: Boolean(makeup),
        canMiss: confirmed && !makeup && !begun,
        makeup: makeup?.targetDate ? dateLine(makeup.targetDate, locale) : null,
        makeupDay: makeup?.targetDate?.event_date ?? null,
        options,
        attendance: attended ?? null,
      };
    }),
  );
  return {
    dates: shown,
    over: confirmed && dateOver(dates.at(-1)!, berlin),
    /** A date of hers is today: the check-in link. */
    checkinToday:
      confirmed &&
      shown.some((date) => (date.missed ? false : date.event_date === berlin.day) || date.makeupDay === berlin.day),
  };
}

export type CourseView = NonNullable<Awaited<ReturnType<typeof courseView>>>;

/** "Ich kann an diesem Termin nicht", from "Meine Buchung" (a POST). */
export async function missOwnDate(
  env: Pick<Env, "DB" | "TOKEN_SECRET" | "TOKEN_SECRET_PREVIOUS">,
  token: string | undefined,
  position: number,
  now = new Date(),
) {
  const row = await courseBookingOfToken(env, token);
  if (!row) return { ok: false as const, reason: "invalid" as const };
  return tellMissedDate(env, row.booking.id, position, now);
}

/** "Nachholplatz nehmen", from "Meine Buchung" (a POST). */
export async function takeOwnMakeup(
  env: Pick<Env, "DB" | "SITE_URL" | "TOKEN_SECRET" | "TOKEN_SECRET_PREVIOUS">,
  token: string | undefined,
  position: number,
  targetEventId: string,
  now = new Date(),
) {
  const row = await courseBookingOfToken(env, token);
  if (!row) return { ok: false as const, reason: "invalid" as const };
  return takeMakeupSeat(env, row.booking.id, position, targetEventId, now);
}

/**
 * The check-in of the day (issue 55): her course date today, her own run's or the make-up date she
 * took; null when she has none today. Opening the page changes nothing; only its button's POST records.
 */
export async function checkinOfToken(env: BookingEnv, token: string | undefined, locale: Locale, now = new Date()) {
  const row = await courseBookingOfToken(env, token);
  if (!row || row.booking.status !== "confirmed") return null;
  const today = berlinNow(now).day;
  const makeups = await makeupsOfBooking(env, row.booking.id);
  for (const [position, date] of row.dates.entries()) {
    const makeup = makeups.get(position);
    if (!makeup && date.event_date === today) {
      return { bookingId: row.booking.id, eventId: row.event.id, dateId: date.id, label: dateLine(date, locale) };
    }
    if (makeup?.targetEventId && makeup.targetDate?.event_date === today) {
      return {
        bookingId: row.booking.id,
        eventId: makeup.targetEventId,
        dateId: makeup.targetDate.id,
        label: dateLine(makeup.targetDate, locale),
      };
    }
  }
  return null;
}

/** "Ich bin da": records her present on today's date, by her own check-in. */
export async function checkInOwn(env: BookingEnv, token: string | undefined, now = new Date()) {
  const today = await checkinOfToken(env, token, "de", now);
  if (!today) return { ok: false as const };
  return recordCourseAttendance(env, { ...today, status: "present", by: "checkin" }, now);
}
