import { and, eq, gt, isNull, ne, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";

const bookingsTable = schema.bookings;
const waitlistTable = schema.waitlist;
const makeupsTable = schema.courseMakeups;
const eventsTable = schema.events;

/** Timestamps are ISO strings in UTC; comparing them as text orders them correctly. */
export const isoNow = (now: Date) => now.toISOString();
/** `now` as SQL: a moment, or a placeholder of a statement compiled once (`compiledStatement`). */
export type SqlNow = Date | SQLWrapper;
const at = (now: SqlNow) => (now instanceof Date ? isoNow(now) : now);

/**
 * Does a booking hold its seats at `now`? Not cancelled, and either the address is confirmed (no
 * expiry) or its unconfirmed hold has not run out yet. The time is part of the condition, so an
 * expired hold frees its seats at that very moment, whether or not a cron has tidied it up.
 */
export const holdsSeat = (now: SqlNow): SQL =>
  and(
    ne(bookingsTable.status, "cancelled"),
    or(isNull(bookingsTable.hold_expires_at), gt(bookingsTable.hold_expires_at, at(now))),
  )!;

/**
 * The same rule for a row already read (a page's view, a transition's early refusal): `holdsSeat`
 * in TypeScript. The two spellings are the one definition of "holds a seat"; nothing else spells it.
 */
export const bookingHoldsSeat = (booking: { status: string; hold_expires_at: string | null }, now: Date): boolean =>
  booking.status !== "cancelled" && (booking.hold_expires_at === null || booking.hold_expires_at > isoNow(now));

/** A waiting-list offer holds its seats for the person it was made to until it runs out. */
export const offerHoldsSeat = (now: SqlNow): SQL =>
  and(eq(waitlistTable.status, "offered"), gt(waitlistTable.offer_expires_at, at(now)))!;

const sumTickets = (column: typeof bookingsTable.num_tickets | typeof waitlistTable.num_tickets) =>
  sql<number>`COALESCE(SUM(${column}), 0)`;

/**
 * Make-up seats on the busiest date of a course run (issue 55, decision 0204): someone of another run
 * takes one date here, so that date has one seat less. Counted while her own booking holds its seat.
 * A new booking takes a seat on every date, so it must fit beside the busiest date's make-ups.
 */
function makeupPeakSql(eventId: SQLWrapper | string, now: SqlNow): SQL {
  return sql`(SELECT COALESCE(MAX(n), 0) FROM (SELECT COUNT(*) AS n FROM ${makeupsTable} INNER JOIN ${bookingsTable} ON ${bookingsTable.id} = ${makeupsTable.booking_id} WHERE ${and(eq(makeupsTable.target_event_id, eventId), holdsSeat(now))} GROUP BY ${makeupsTable.position}))`;
}

/**
 * SQL for the seats of one event that are taken at `now`: held bookings plus running offers, plus a
 * course's make-up seats on its busiest date.
 * The only definition of a taken seat; the atomic inserts put it inside their WHERE clause.
 */
export function seatsTakenSql(eventId: SQLWrapper | string, now: SqlNow, options: { exceptOffer?: string } = {}): SQL {
  const offers = and(
    eq(waitlistTable.event_id, eventId),
    offerHoldsSeat(now),
    options.exceptOffer ? ne(waitlistTable.id, options.exceptOffer) : undefined,
  );
  return sql`((SELECT ${sumTickets(bookingsTable.num_tickets)} FROM ${bookingsTable} WHERE ${and(eq(bookingsTable.event_id, eventId), holdsSeat(now))})
    + (SELECT ${sumTickets(waitlistTable.num_tickets)} FROM ${waitlistTable} WHERE ${offers})
    + ${makeupPeakSql(eventId, now)})`;
}

/**
 * SQL for the seats taken on ONE date of a course run (issue 55, decision 0204): its bookings and
 * offers (they hold a seat on every date) plus the make-up seats on this date. The make-up seat's
 * conditional write puts it in its WHERE, as the booking insert puts `seatsTakenSql` in its own.
 */
export function dateSeatsTakenSql(eventId: SQLWrapper | string, position: number | SQLWrapper, now: SqlNow): SQL {
  const offers = and(eq(waitlistTable.event_id, eventId), offerHoldsSeat(now));
  return sql`((SELECT ${sumTickets(bookingsTable.num_tickets)} FROM ${bookingsTable} WHERE ${and(eq(bookingsTable.event_id, eventId), holdsSeat(now))})
    + (SELECT ${sumTickets(waitlistTable.num_tickets)} FROM ${waitlistTable} WHERE ${offers})
    + (SELECT COUNT(*) FROM ${makeupsTable} INNER JOIN ${bookingsTable} ON ${bookingsTable.id} = ${makeupsTable.booking_id} WHERE ${and(eq(makeupsTable.target_event_id, eventId), eq(makeupsTable.position, position), holdsSeat(now))}))`;
}

export async function seatsTaken(env: Pick<Env, "DB">, eventId: string, now = new Date()): Promise<number> {
  const [row] = await getDb(env)
    .select({ taken: sql<number>`${seatsTakenSql(eventId, now)}` })
    .from(sql`(SELECT 1)`);
  return Number(row?.taken ?? 0);
}

export async function seatsTakenByEvent(env: Pick<Env, "DB">, now = new Date()): Promise<Map<string, number>> {
  const db = getDb(env);
  const [booked, offered, makeups] = await Promise.all([
    db
      .select({ eventId: bookingsTable.event_id, taken: sumTickets(bookingsTable.num_tickets) })
      .from(bookingsTable)
      .where(holdsSeat(now))
      .groupBy(bookingsTable.event_id),
    db
      .select({ eventId: waitlistTable.event_id, taken: sumTickets(waitlistTable.num_tickets) })
      .from(waitlistTable)
      .where(offerHoldsSeat(now))
      .groupBy(waitlistTable.event_id),
    db
      .select({ eventId: sql<string>`${eventsTable.id}`, taken: sql<number>`${makeupPeakSql(eventsTable.id, now)}` })
      .from(eventsTable)
      .where(sql`${eventsTable.id} IN (SELECT ${makeupsTable.target_event_id} FROM ${makeupsTable})`),
  ]);
  const taken = new Map<string, number>();
  for (const row of [...booked, ...offered, ...makeups])
    taken.set(row.eventId, (taken.get(row.eventId) ?? 0) + Number(row.taken));
  return taken;
}
