import { and, count, eq, gte, isNull } from "drizzle-orm";
import { waitingForCoach } from "~/features/core/booking/bookings-list.server";
import { formatPrice } from "~/lib/money";
import { seatsTakenByEvent } from "~/features/products/events/seats.server";
import { smallBusinessTurnover } from "~/features/core/business/settings.server";
import { moneyByMonth } from "~/features/core/payments/months.server";
import { openAmountsByCurrency } from "~/features/core/payments/payments.server";
import { getDb, schema } from "~/lib/db.server";
import { berlinToday } from "~/lib/today";

/** How many upcoming events the dashboard lists by name. */
export const NEXT_EVENTS = 3;

/** The back office's dashboard figures: counts, seats of upcoming events (Berlin's today) and open amounts per currency. */
export async function dashboardStats(env: Pick<Env, "DB">) {
  const db = getDb(env);
  const today = berlinToday();
  const one = async (query: Promise<{ n: number | string | null }[]>) => Number((await query)[0]?.n ?? 0);
  const [profiles, events, contacts, subscribers, pending, upcoming, taken, open, money, turnover] = await Promise.all([
    one(db.select({ n: count() }).from(schema.profiles)),
    // Her events, not the rows of booked 1:1 sessions (decision 0130).
    one(db.select({ n: count() }).from(schema.events).where(eq(schema.events.kind, "event"))),
    one(db.select({ n: count() }).from(schema.contactSubmissions)),
    one(
      db
        .select({ n: count() })
        .from(schema.newsletterSubscriptions)
        .where(eq(schema.newsletterSubscriptions.status, "confirmed")),
    ),
    one(db.select({ n: count() }).from(schema.bookings).where(waitingForCoach)),
    db
      .select({
        id: schema.events.id,
        title: schema.events.title,
        event_date: schema.events.event_date,
        start_time: schema.events.start_time,
        capacity: schema.events.max_attendees,
      })
      .from(schema.events)
      // Called-off events have no seats to fill (decision 0094).
      .where(
        and(eq(schema.events.kind, "event"), gte(schema.events.event_date, today), isNull(schema.events.cancelled_at)),
      ),
    seatsTakenByEvent(env),
    openAmountsByCurrency(env),
    moneyByMonth(env),
    smallBusinessTurnover(env),
  ]);
  // Seats of upcoming events only: past events are done and would blur the picture.
  const capacity = upcoming.reduce((total, event) => total + event.capacity, 0);
  const booked = upcoming.reduce((total, event) => total + (taken.get(event.id) ?? 0), 0);
  const openAmounts = open.map((row) => formatPrice(row.openCents, row.currency));
  // The next few events with how full they are, each a click from its participant list.
  const nextEvents = upcoming
    .slice()
    .sort((a, b) => a.event_date.localeCompare(b.event_date) || a.start_time.localeCompare(b.start_time))
    .slice(0, NEXT_EVENTS)
    .map((event) => ({ ...event, taken: taken.get(event.id) ?? 0 }));
  return {
    profiles,
    events,
    contacts,
    subscribers,
    booked,
    capacity,
    pending,
    openAmounts,
    nextEvents,
    money,
    turnover,
  };
}
