import { and, count, eq, sql } from "drizzle-orm";
import { stillOnTheList } from "./waitlist.server";
import { holdsSeat, seatsTakenSql } from "~/features/events/seats.server";
import { bookingReference } from "~/features/payments/reference";
import { amountDueSql, paidSql } from "~/features/payments/payments.server";
import { paymentState } from "~/features/payments/state";
import { getDb, schema } from "~/lib/db.server";

const b = schema.bookings;
const e = schema.events;
const w = schema.waitlist;

/**
 * The participant list of one event, for the day itself (`/admin/events/<id>/teilnehmer`, printable):
 * everyone whose booking holds seats at `now` (confirmed, or pending within its hold; never cancelled),
 * by name, with what is still open; the totals the coach counts the room by, from the one definition
 * of a taken seat; how many wait for one. Three reads in one D1 batch. Null when there is no such event.
 */
export async function participantList(env: Pick<Env, "DB">, eventId: string, now = new Date()) {
  const db = getDb(env);
  const [events, rows, waiting] = await db.batch([
    db
      .select({
        id: e.id,
        title: e.title,
        event_date: e.event_date,
        start_time: e.start_time,
        end_time: e.end_time,
        location: e.location,
        max_attendees: e.max_attendees,
        currency: e.currency,
        cancelled_at: e.cancelled_at,
        taken: seatsTakenSql(eventId, now).mapWith(Number),
      })
      .from(e)
      .where(eq(e.id, eventId))
      .limit(1),
    db
      .select({
        id: b.id,
        full_name: b.full_name,
        email: b.email,
        phone: b.phone,
        num_tickets: b.num_tickets,
        status: b.status,
        hold_expires_at: b.hold_expires_at,
        locale: b.locale,
        currency: b.currency,
        due_cents: amountDueSql,
        paid_cents: paidSql,
      })
      .from(b)
      .where(and(eq(b.event_id, eventId), holdsSeat(now)))
      // Alphabetical as on paper: case does not split "anna" from "Anna"; the booking time breaks ties.
      .orderBy(sql`lower(${b.full_name})`, b.created_at),
    db
      .select({ n: count() })
      .from(w)
      .where(and(eq(w.event_id, eventId), stillOnTheList)),
  ]);
  const event = events[0];
  if (!event) return null;

  const participants = rows.map((row) => {
    const due = Number(row.due_cents);
    const paid = Number(row.paid_cents);
    return {
      ...row,
      reference: bookingReference(row.id),
      open_cents: Math.max(0, due - paid),
      payment: paymentState(due, paid),
    };
  });
  const seats = (status: "confirmed" | "pending") =>
    participants.filter((row) => row.status === status).reduce((sum, row) => sum + row.num_tickets, 0);
  const confirmedSeats = seats("confirmed");
  const pendingSeats = seats("pending");
  return {
    event,
    participants,
    totals: {
      confirmedSeats,
      pendingSeats,
      // Seats a running waiting-list offer keeps for someone who has not claimed them yet.
      offeredSeats: Math.max(0, event.taken - confirmedSeats - pendingSeats),
      freeSeats: Math.max(0, event.max_attendees - event.taken),
      // As on the dashboard: a pending booking owes its amount only once the coach confirms it.
      openCents: participants.filter((row) => row.status === "confirmed").reduce((sum, row) => sum + row.open_cents, 0),
      waiting: waiting[0]?.n ?? 0,
    },
  };
}

export type ParticipantList = NonNullable<Awaited<ReturnType<typeof participantList>>>;
