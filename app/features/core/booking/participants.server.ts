import { and, count, eq, sql } from "drizzle-orm";
import { stillOnTheList } from "./waitlist.server";
import { holdsSeat, seatsTakenSql } from "~/features/products/events/seats.server";
import { bookingReference } from "~/features/core/payments/reference";
import { amountDueSql, paidSql } from "~/features/core/payments/payments.server";
import { paymentState } from "~/features/core/payments/state";
import { getDb, schema } from "~/lib/db.server";
import { intakeAnswersOf } from "~/features/people/intake/questions.server";

const bookingsTable = schema.bookings;
const eventsTable = schema.events;
const waitlistTable = schema.waitlist;

/**
 * The participant list of one event, for the day itself (`/admin/events/<id>/teilnehmer`, printable):
 * everyone whose booking holds seats at `now` (confirmed, or pending within its hold; never cancelled),
 * by name, with what is still open; the totals the coach counts the room by, from the one definition
 * of a taken seat; how many wait for one. Three reads in one D1 batch, then the answers to the event's
 * questions. Null when there is no such event.
 */
export async function participantList(env: Pick<Env, "DB">, eventId: string, now = new Date()) {
  const db = getDb(env);
  const [events, rows, waiting] = await db.batch([
    db
      .select({
        id: eventsTable.id,
        title: eventsTable.title,
        event_date: eventsTable.event_date,
        start_time: eventsTable.start_time,
        end_time: eventsTable.end_time,
        location: eventsTable.location,
        max_attendees: eventsTable.max_attendees,
        currency: eventsTable.currency,
        cancelled_at: eventsTable.cancelled_at,
        taken: seatsTakenSql(eventId, now).mapWith(Number),
      })
      .from(eventsTable)
      .where(eq(eventsTable.id, eventId))
      .limit(1),
    db
      .select({
        id: bookingsTable.id,
        full_name: bookingsTable.full_name,
        email: bookingsTable.email,
        phone: bookingsTable.phone,
        num_tickets: bookingsTable.num_tickets,
        status: bookingsTable.status,
        hold_expires_at: bookingsTable.hold_expires_at,
        locale: bookingsTable.locale,
        currency: bookingsTable.currency,
        due_cents: amountDueSql,
        paid_cents: paidSql,
      })
      .from(bookingsTable)
      .where(and(eq(bookingsTable.event_id, eventId), holdsSeat(now)))
      // Alphabetical as on paper: case does not split "anna" from "Anna"; the booking time breaks ties.
      .orderBy(sql`lower(${bookingsTable.full_name})`, bookingsTable.created_at),
    db
      .select({ n: count() })
      .from(waitlistTable)
      .where(and(eq(waitlistTable.event_id, eventId), stillOnTheList)),
  ]);
  const event = events[0];
  if (!event) return null;

  // The answers to the event's questions (decision 0221), beside each name.
  const intake = await intakeAnswersOf(
    env,
    rows.map((row) => row.id),
  );
  const participants = rows.map((row) => {
    const due = Number(row.due_cents);
    const paid = Number(row.paid_cents);
    return {
      ...row,
      intake: intake.get(row.id) ?? [],
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
