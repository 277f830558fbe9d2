import { and, asc, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { afterSeatsFreed } from "~/features/booking/manage.server";
import { toCents } from "~/features/booking/policy";
import { closeWaitlistOfCancelledEvent, stillOnTheList } from "~/features/booking/waitlist.server";
import { holdsSeat, isoNow, seatsTaken, seatsTakenByEvent, seatsTakenSql } from "~/features/events/seats.server";
import { logEvent } from "~/lib/log";
import { getDb, schema } from "~/lib/db.server";
import { purgePublicPages } from "~/lib/page-cache.server";
import { changeBookingStatus } from "./bookings.server";
import { loadListPage, searchAcross } from "./crud.server";

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

/** The back office's events list: one page, latest date first, each with its seats taken now. */
export function listEvents(request: Request, env: Pick<Env, "DB">) {
  return loadListPage(request, env, async ({ db, q, offset, limit }) => {
    const where = searchAcross(q, [e.title, e.title_en, e.location, e.category]);
    const [rows, [total], taken] = await Promise.all([
      db.select().from(e).where(where).orderBy(desc(e.event_date)).limit(limit).offset(offset),
      db.select({ n: count() }).from(e).where(where),
      seatsTakenByEvent(env),
    ]);
    // The form edits euros; the row's euros come from the cents, never from the legacy REAL column.
    const withEuros = (row: (typeof rows)[number]) => ({ ...row, price: row.price_cents / 100 });
    return { rows: rows.map((row) => ({ ...withEuros(row), taken: taken.get(row.id) ?? 0 })), total: total?.n ?? 0 };
  });
}

export type DeleteEventResult =
  { ok: true } | { ok: false; reason: "not_found" } | { ok: false; reason: "has_bookings"; bookings: number };

/** Deletes an event without bookings; bookings keep their event (no cascade, on purpose). */
export async function deleteEvent(env: ManageEnv, id: string): Promise<DeleteEventResult> {
  const db = getDb(env);
  const [bookings] = await db.select({ n: count() }).from(schema.bookings).where(eq(schema.bookings.event_id, id));
  if (bookings && bookings.n > 0) return { ok: false, reason: "has_bookings", bookings: bookings.n };
  try {
    const deleted = await db.delete(e).where(eq(e.id, id)).returning({ id: e.id });
    if (!deleted.length) return { ok: false, reason: "not_found" };
  } catch (error) {
    // A booking that arrived between the check and the delete: the foreign key refuses.
    if (String(error).includes("FOREIGN KEY")) return { ok: false, reason: "has_bookings", bookings: 1 };
    throw error;
  }
  await purgePublicPages(env, "event-deleted");
  return { ok: true };
}

/**
 * Bookings one run cancels when an event is called off. Each costs a handful of D1 queries
 * (`changeBookingStatus`: the update, the Stornorechnung, the e-mail; counted in
 * tests/unit/event-cancellation.test.ts), and one Worker invocation may make 1,000 on the paid plan
 * (platform notes): 40 leave room for the rest of the request. The lifecycle cron cancels what is
 * left (`finishEventCancellations`).
 */
export const CANCELLATIONS_PER_RUN = 40;

const bk = schema.bookings;

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
 * Calls an event off (decision 0094). First the event is marked, in one UPDATE: from that moment
 * the booking insert and the waiting-list claim refuse it (both check `cancelled_at` inside their
 * own statement), and the public lists leave it out. Then its waiting list is closed and its
 * bookings are cancelled like the coach's own cancellation, each with the e-mail that the event is
 * off, at most `CANCELLATIONS_PER_RUN` now. Calling it again for a cancelled event goes on with
 * what is left, so a failure halfway loses nothing.
 */
export async function cancelEvent(env: ManageEnv, id: string, now = new Date()): Promise<CancelEventResult> {
  const db = getDb(env);
  const marked = await db
    .update(e)
    .set({ cancelled_at: isoNow(now) })
    .where(and(eq(e.id, id), isNull(e.cancelled_at)))
    .returning({ id: e.id });
  if (!marked.length) {
    const [existing] = await db.select({ id: e.id }).from(e).where(eq(e.id, id)).limit(1);
    if (!existing) return { ok: false, reason: "not_found" };
  } else {
    logEvent("event-cancelled", { eventId: id });
    // A new generation: every page showing the event (lists, its page, the home) renders again.
    await purgePublicPages(env, "event-updated");
  }
  await closeWaitlistOfCancelledEvent(env, id, now);
  const cancelled = await cancelBookingsOf(env, id, CANCELLATIONS_PER_RUN, now);
  return { ok: true, cancelled, left: await activeBookings(env, id, now) };
}

/** The bookings of an event that still hold seats: pending holds and confirmed bookings. */
async function activeBookings(env: Pick<Env, "DB">, eventId: string, now: Date): Promise<number> {
  const [row] = await getDb(env)
    .select({ n: count() })
    .from(bk)
    .where(and(eq(bk.event_id, eventId), holdsSeat(now)));
  return row?.n ?? 0;
}

async function cancelBookingsOf(env: ManageEnv, eventId: string, budget: number, now: Date): Promise<number> {
  if (budget <= 0) return 0;
  const due = await getDb(env)
    .select({ id: bk.id })
    .from(bk)
    .where(and(eq(bk.event_id, eventId), holdsSeat(now)))
    .orderBy(asc(bk.created_at))
    .limit(budget);
  let cancelled = 0;
  for (const booking of due) {
    if (await changeBookingStatus(env, booking.id, "cancelled", now, { eventCancelled: true })) cancelled++;
  }
  return cancelled;
}

/**
 * The lifecycle cron's part (every ten minutes): finishes events called off with more bookings
 * or waiting-list entries than one run handles, within the same budget per run.
 */
export async function finishEventCancellations(env: ManageEnv, now = new Date()): Promise<number> {
  const db = getDb(env);
  const called = await db
    .select({ id: e.id })
    .from(e)
    .where(
      and(
        isNotNull(e.cancelled_at),
        sql`(EXISTS (SELECT 1 FROM ${bk} WHERE ${and(eq(bk.event_id, e.id), holdsSeat(now))})
          OR EXISTS (SELECT 1 FROM ${schema.waitlist} WHERE ${and(eq(schema.waitlist.event_id, e.id), stillOnTheList)}))`,
      ),
    );
  let budget = CANCELLATIONS_PER_RUN;
  let cancelled = 0;
  for (const event of called) {
    await closeWaitlistOfCancelledEvent(env, event.id, now);
    const done = await cancelBookingsOf(env, event.id, budget, now);
    cancelled += done;
    budget -= done;
    if (budget <= 0) break;
  }
  return cancelled;
}
