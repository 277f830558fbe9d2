import { and, asc, count, desc, eq, gt, gte, isNull, lt, ne, or } from "drizzle-orm";
import { eventStart } from "~/features/core/booking/policy";
import { markAttended, markNoShow } from "~/features/core/booking/transitions.server";
import type { BookingEnv } from "~/features/core/booking/booking.server";
import { amountDueSql, paidSql } from "~/features/core/payments/payments.server";
import { paymentState } from "~/features/core/payments/state";
import { getDb, schema } from "~/lib/db.server";
import { searchAcross } from "~/lib/search.server";
import { berlinToday } from "~/lib/today";
import { intakeAnswersOf } from "~/features/people/intake/questions.server";
import { parsePlaces } from "./places";

/**
 * The coach's list of 1:1 sessions (/admin/termine): each session's events row (decision 0130)
 * with its booking, upcoming (from today, Berlin) or past, searchable by name and e-mail.
 */

const eventsTable = schema.events;
const bookingsTable = schema.bookings;
const appointmentTypesTable = schema.appointmentTypes;

export const SESSION_PERIODS = ["kommend", "vergangen"] as const;
export type SessionPeriod = (typeof SESSION_PERIODS)[number];
/** Sessions one page shows; the rest through the pages. */
export const SESSIONS_PAGE_SIZE = 50;

/** What the list says a session's booking is, attendance first once recorded. */
export type SessionState = "held" | "waiting" | "confirmed" | "cancelled" | "attended" | "no_show";

function where(period: SessionPeriod, q: string, now: Date) {
  const today = berlinToday(now);
  const at = now.toISOString();
  return and(
    eq(eventsTable.kind, "session"),
    period === "kommend" ? gte(eventsTable.event_date, today) : lt(eventsTable.event_date, today),
    // A hold nobody confirmed was never a session: neither one running out nor one that ran out.
    or(isNull(bookingsTable.cancelled_by), ne(bookingsTable.cancelled_by, "expired")),
    or(
      ne(bookingsTable.status, "pending"),
      isNull(bookingsTable.hold_expires_at),
      gt(bookingsTable.hold_expires_at, at),
    ),
    searchAcross(q, [bookingsTable.full_name, bookingsTable.email]),
  );
}

export async function listSessions(
  env: Pick<Env, "DB">,
  { period, q, page }: { period: SessionPeriod; q: string; page: number },
  now = new Date(),
) {
  const db = getDb(env);
  const condition = where(period, q, now);
  const order =
    period === "kommend"
      ? [asc(eventsTable.event_date), asc(eventsTable.start_time), asc(bookingsTable.created_at)]
      : [desc(eventsTable.event_date), desc(eventsTable.start_time), asc(bookingsTable.created_at)];
  const [rows, [total]] = await db.batch([
    db
      .select({
        id: bookingsTable.id,
        full_name: bookingsTable.full_name,
        email: bookingsTable.email,
        phone: bookingsTable.phone,
        note: bookingsTable.note,
        status: bookingsTable.status,
        hold_expires_at: bookingsTable.hold_expires_at,
        attendance: bookingsTable.attendance,
        currency: bookingsTable.currency,
        total_cents: bookingsTable.total_cents,
        due_cents: amountDueSql,
        paid_cents: paidSql,
        day: eventsTable.event_date,
        start_time: eventsTable.start_time,
        end_time: eventsTable.end_time,
        place: eventsTable.session_place,
        title: eventsTable.title,
        type_name: appointmentTypesTable.name,
      })
      .from(bookingsTable)
      .innerJoin(eventsTable, eq(eventsTable.id, bookingsTable.event_id))
      .leftJoin(appointmentTypesTable, eq(appointmentTypesTable.id, eventsTable.appointment_type_id))
      .where(condition)
      .orderBy(...order)
      .limit(SESSIONS_PAGE_SIZE)
      .offset((page - 1) * SESSIONS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(bookingsTable)
      .innerJoin(eventsTable, eq(eventsTable.id, bookingsTable.event_id))
      .where(condition),
  ]);
  const nowMs = now.getTime();
  const intake = await intakeAnswersOf(
    env,
    rows.map((row) => row.id),
  );
  const sessions = rows.map(({ due_cents, paid_cents, hold_expires_at, type_name, ...row }) => {
    const state: SessionState =
      row.attendance ??
      (row.status === "cancelled"
        ? "cancelled"
        : row.status === "confirmed"
          ? "confirmed"
          : hold_expires_at
            ? "held"
            : "waiting");
    return {
      ...row,
      kind: type_name ?? row.title,
      intake: intake.get(row.id) ?? [],
      place: parsePlaces(row.place)[0] ?? null,
      state,
      payment: paymentState(Number(due_cents), Number(paid_cents)),
      // Attendance is recorded once the session has begun, for a confirmed booking (markAttended).
      canRecordAttendance:
        row.status === "confirmed" &&
        eventStart({ event_date: row.day, start_time: row.start_time }).getTime() <= nowMs,
      // The coach moves a session that holds its time and has not begun (decision 0190).
      canMove:
        (state === "confirmed" || state === "waiting") &&
        eventStart({ event_date: row.day, start_time: row.start_time }).getTime() > nowMs,
    };
  });
  const days: { day: string; sessions: typeof sessions }[] = [];
  for (const session of sessions) {
    const last = days.at(-1);
    if (last?.day === session.day) last.sessions.push(session);
    else days.push({ day: session.day, sessions: [session] });
  }
  const n = total?.n ?? 0;
  return { days, total: n, page, pageCount: Math.max(1, Math.ceil(n / SESSIONS_PAGE_SIZE)), today: berlinToday(now) };
}

export type SessionList = Awaited<ReturnType<typeof listSessions>>;

/**
 * "Wahrgenommen" / "Nicht erschienen" for a session's booking, through the booking lifecycle's own
 * transitions (decision 0100); refused for anything but a session's booking.
 */
export async function recordSessionAttendance(
  env: BookingEnv,
  bookingId: string,
  attendance: "attended" | "no_show",
  now = new Date(),
): Promise<"ok" | "not_found" | "not_possible"> {
  const [row] = await getDb(env)
    .select({ kind: eventsTable.kind })
    .from(bookingsTable)
    .innerJoin(eventsTable, eq(eventsTable.id, bookingsTable.event_id))
    .where(eq(bookingsTable.id, bookingId))
    .limit(1);
  if (row?.kind !== "session") return "not_found";
  const result = await (attendance === "attended" ? markAttended : markNoShow)(env, bookingId, now);
  return result.ok ? "ok" : result.reason;
}
