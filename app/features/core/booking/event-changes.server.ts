import { and, count, eq, isNotNull, sql } from "drizzle-orm";
import {
  type EventValues,
  markEventCalledOff,
  saveEventFields,
  type UpdateEventResult,
} from "~/features/products/events/editing.server";
import { holdsSeat } from "~/features/products/events/seats.server";
import { getDb, schema } from "~/lib/db.server";
import type { BookingEnv } from "./hold-limits.server";
import { afterSeatsFreed, cancelBookingsOfCalledOffEvent } from "./transitions.server";
import { closeWaitlistOfCancelledEvent, stillOnTheList } from "./waitlist.server";

/*
 * What the coach's edit of an event means for its bookings and waiting list: a save may free seats
 * (offered to the waiting list), calling it off cancels every booking through `cancel`.
 */

const eventsTable = schema.events;
const bookingsTable = schema.bookings;

/**
 * Saves an event's fields (`saveEventFields`: never fewer seats than booked) and offers seats that
 * became free to the waiting list first, which also purges the cached public pages. Every capacity
 * change goes through here; `capacityRaised` tells a caller whether the coach added places.
 */
export async function updateEvent(
  env: BookingEnv,
  id: string,
  values: Partial<EventValues>,
): Promise<UpdateEventResult> {
  const saved = await saveEventFields(env, id, values);
  if (saved.ok) await afterSeatsFreed(env, id, new Date(), "event-updated");
  return saved;
}

/** Only the capacity, with the same rule (e.g. from a future "add seats" button or a CLI). */
export function updateEventCapacity(env: BookingEnv, id: string, capacity: number): Promise<UpdateEventResult> {
  return updateEvent(env, id, { max_attendees: capacity });
}

/**
 * Bookings one run cancels when an event is called off. Each costs a handful of D1 queries
 * (`cancel`: the read, the update, the Stornorechnung, the e-mail; counted in
 * tests/unit/event-cancellation.test.ts), and one Worker invocation may make 1,000 on the paid plan
 * (platform notes): 40 leave room for the rest of the request. The lifecycle cron cancels what is
 * left (`finishEventCancellations`).
 */
export const CANCELLATIONS_PER_RUN = 40;

export type CancelEventResult =
  | {
      ok: true;
      /** Bookings cancelled (each with its e-mail) by this call. */
      cancelled: number;
      /** Bookings still holding seats: the cron cancels them within minutes. */
      left: number;
    }
  | { ok: false; reason: "not_found" };

/**
 * Calls an event off (decision 0094): marked first (`markEventCalledOff`), then its waiting list is
 * closed and its bookings are cancelled through `cancel` ("event-called-off"), each with the e-mail
 * that the event is off, at most `CANCELLATIONS_PER_RUN` now. Calling it again for a cancelled event
 * goes on with what is left, so a failure halfway loses nothing.
 */
export async function cancelEvent(env: BookingEnv, id: string, now = new Date()): Promise<CancelEventResult> {
  const marked = await markEventCalledOff(env, id, now);
  if (!marked.ok) return marked;
  await closeWaitlistOfCancelledEvent(env, id, now);
  const cancelled = await cancelBookingsOfCalledOffEvent(env, id, CANCELLATIONS_PER_RUN, now);
  return { ok: true, cancelled, left: await activeBookings(env, id, now) };
}

/** The bookings of an event that still hold seats: pending holds and confirmed bookings. */
async function activeBookings(env: Pick<Env, "DB">, eventId: string, now: Date): Promise<number> {
  const [row] = await getDb(env)
    .select({ n: count() })
    .from(bookingsTable)
    .where(and(eq(bookingsTable.event_id, eventId), holdsSeat(now)));
  return row?.n ?? 0;
}

/**
 * The lifecycle cron's part (every ten minutes): finishes events called off with more bookings
 * or waiting-list entries than one run handles, within the same budget per run.
 */
export async function finishEventCancellations(env: BookingEnv, now = new Date()): Promise<number> {
  const db = getDb(env);
  const called = await db
    .select({ id: eventsTable.id })
    .from(eventsTable)
    .where(
      and(
        isNotNull(eventsTable.cancelled_at),
        sql`(EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${and(eq(bookingsTable.event_id, eventsTable.id), holdsSeat(now))})
          OR EXISTS (SELECT 1 FROM ${schema.waitlist} WHERE ${and(eq(schema.waitlist.event_id, eventsTable.id), stillOnTheList)}))`,
      ),
    );
  let budget = CANCELLATIONS_PER_RUN;
  let cancelled = 0;
  for (const event of called) {
    await closeWaitlistOfCancelledEvent(env, event.id, now);
    const done = await cancelBookingsOfCalledOffEvent(env, event.id, budget, now);
    cancelled += done;
    budget -= done;
    if (budget <= 0) break;
  }
  return cancelled;
}
