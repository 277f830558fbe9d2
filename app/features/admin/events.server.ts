import { and, eq, sql } from "drizzle-orm";
import { afterSeatsFreed } from "~/features/booking/manage.server";
import { toCents } from "~/features/booking/policy";
import { seatsTaken, seatsTakenSql } from "~/features/events/seats.server";
import { getDb, schema } from "~/lib/db.server";
import { purgePublicPages } from "~/lib/page-cache.server";

type EventValues = Omit<typeof schema.events.$inferInsert, "id" | "created_at">;
type ManageEnv = Parameters<typeof afterSeatsFreed>[0];

const e = schema.events;

/**
 * The coach types a price in euros (admin form, CLI); the event stores integer cents, and the
 * legacy REAL column only mirrors them (migration 0006). Cents given directly win.
 */
function withCents<T extends { price?: number | undefined; price_cents?: number | undefined }>(values: T): T {
  if (values.price_cents !== undefined) return { ...values, price: values.price_cents / 100 };
  if (values.price === undefined) return values;
  const price_cents = toCents(values.price);
  return { ...values, price_cents, price: price_cents / 100 };
}

export async function createEvent(env: ManageEnv, values: EventValues): Promise<{ id: string }> {
  const id = crypto.randomUUID();
  await getDb(env)
    .insert(e)
    .values({ id, ...withCents(values) });
  await purgePublicPages(env, "event-created");
  return { id };
}

export type UpdateEventResult =
  | {
      ok: true;
      /** More seats than before: the hook for telling a waiting list that places opened up. */
      capacityRaised: boolean;
      previousCapacity: number;
      capacity: number;
    }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "below_booked"; taken: number };

/**
 * Saves an event's fields. The capacity rule (never fewer seats than booked tickets) sits inside the
 * UPDATE's own WHERE, so a booking that lands while the coach saves cannot be overbooked: D1 runs the
 * statement atomically against the booking insert, which checks the same numbers. The old capacity is
 * read in the same batch (one transaction), so `capacityRaised` is exact even under concurrent edits.
 * Every capacity change goes through here, and freed seats are offered to the waiting list
 * (`afterSeatsFreed`); `capacityRaised` tells a caller whether the coach added places.
 */
export async function updateEvent(
  env: ManageEnv,
  id: string,
  values: Partial<EventValues>,
): Promise<UpdateEventResult> {
  const db = getDb(env);
  // Held bookings plus running waiting-list offers: the one definition of a taken seat.
  const bookedTickets = seatsTakenSql(id, new Date());
  const newCapacity = values.max_attendees ?? e.max_attendees;
  const [before, updated] = await db.batch([
    db.select({ capacity: e.max_attendees }).from(e).where(eq(e.id, id)),
    db
      .update(e)
      .set(withCents(values))
      .where(and(eq(e.id, id), sql`${newCapacity} >= ${bookedTickets}`))
      .returning({ capacity: e.max_attendees }),
  ]);
  const previous = before[0];
  if (!previous) return { ok: false, reason: "not_found" };
  const saved = updated[0];
  if (!saved) return { ok: false, reason: "below_booked", taken: await seatsTaken(env, id) };
  // Seats that became free go to the waiting list first; this also purges the cached public pages.
  await afterSeatsFreed(env, id, new Date(), "event-updated");
  return {
    ok: true,
    capacityRaised: saved.capacity > previous.capacity,
    previousCapacity: previous.capacity,
    capacity: saved.capacity,
  };
}

/** Only the capacity, with the same rule (e.g. from a future "add seats" button or a CLI). */
export function updateEventCapacity(env: ManageEnv, id: string, capacity: number): Promise<UpdateEventResult> {
  return updateEvent(env, id, { max_attendees: capacity });
}
