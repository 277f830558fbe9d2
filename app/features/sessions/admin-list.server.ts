import { and, asc, count, desc, eq, gt, gte, isNull, lt, ne, or } from "drizzle-orm";
import { eventStart } from "~/features/booking/policy";
import { markAttended, markNoShow } from "~/features/booking/transitions.server";
import type { BookingEnv } from "~/features/booking/booking.server";
import { amountDueSql, paidSql } from "~/features/payments/payments.server";
import { paymentState } from "~/features/payments/state";
import { getDb, schema } from "~/lib/db.server";
import { searchAcross } from "~/lib/search.server";
import { berlinToday } from "~/lib/today";
import { parsePlaces } from "./places";

/**
 * The coach's list of 1:1 sessions (/admin/termine): each session's events row (decision 0130)
 * with its booking, upcoming (from today, Berlin) or past, searchable by name and e-mail.
 */

const e = schema.events;
const b = schema.bookings;
const t = schema.appointmentTypes;

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
    eq(e.kind, "session"),
    period === "kommend" ? gte(e.event_date, today) : lt(e.event_date, today),
    // A hold nobody confirmed was never a session: neither one running out nor one that ran out.
    or(isNull(b.cancelled_by), ne(b.cancelled_by, "expired")),
    or(ne(b.status, "pending"), isNull(b.hold_expires_at), gt(b.hold_expires_at, at)),
    searchAcross(q, [b.full_name, b.email]),
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
      ? [asc(e.event_date), asc(e.start_time), asc(b.created_at)]
      : [desc(e.event_date), desc(e.start_time), asc(b.created_at)];
  const [rows, [total]] = await db.batch([
    db
      .select({
        id: b.id,
        full_name: b.full_name,
        email: b.email,
        phone: b.phone,
        note: b.note,
        status: b.status,
        hold_expires_at: b.hold_expires_at,
        attendance: b.attendance,
        currency: b.currency,
        total_cents: b.total_cents,
        due_cents: amountDueSql,
        paid_cents: paidSql,
        day: e.event_date,
        start_time: e.start_time,
        end_time: e.end_time,
        place: e.session_place,
        title: e.title,
        type_name: t.name,
      })
      .from(b)
      .innerJoin(e, eq(e.id, b.event_id))
      .leftJoin(t, eq(t.id, e.appointment_type_id))
      .where(condition)
      .orderBy(...order)
      .limit(SESSIONS_PAGE_SIZE)
      .offset((page - 1) * SESSIONS_PAGE_SIZE),
    db.select({ n: count() }).from(b).innerJoin(e, eq(e.id, b.event_id)).where(condition),
  ]);
  const nowMs = now.getTime();
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
      place: parsePlaces(row.place)[0] ?? null,
      state,
      payment: paymentState(Number(due_cents), Number(paid_cents)),
      // Attendance is recorded once the session has begun, for a confirmed booking (markAttended).
      canRecordAttendance:
        row.status === "confirmed" &&
        eventStart({ event_date: row.day, start_time: row.start_time }).getTime() <= nowMs,
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
    .select({ kind: e.kind })
    .from(b)
    .innerJoin(e, eq(e.id, b.event_id))
    .where(eq(b.id, bookingId))
    .limit(1);
  if (row?.kind !== "session") return "not_found";
  const result = await (attendance === "attended" ? markAttended : markNoShow)(env, bookingId, now);
  return result.ok ? "ok" : result.reason;
}
