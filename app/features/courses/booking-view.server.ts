import { eq } from "drizzle-orm";
import { bookingWithEvent } from "~/features/invoices/invoices.server";
import { courseDatesOf, dateBegun, dateLine, dateOver } from "~/features/events/course-dates";
import { getDb, schema } from "~/lib/db.server";
import type { Locale } from "~/lib/locale";
import { loadByToken } from "~/lib/signed-token.server";
import { berlinNow } from "~/lib/today";
import { makeupOptions, makeupsOfBooking, takeMakeupSeat, tellMissedDate } from "./makeups.server";

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
        options,
        attendance: attended ?? null,
      };
    }),
  );
  return {
    dates: shown,
    over: confirmed && dateOver(dates.at(-1)!, berlin),
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
