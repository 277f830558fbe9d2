import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { isoNow, seatsTaken, seatsTakenByEvent, seatsTakenSql } from "./seats.server";
import { getDb, schema } from "~/lib/db.server";
import { logEvent } from "~/lib/log";
import { purgePublicPages } from "~/lib/page-cache.server";
import { searchAcross } from "~/lib/search.server";
import { withFreeSlug } from "./slug.server";
import { isMissingPhoto, MissingPhotoError } from "~/features/extras/images/deletion.server";

/*
 * The coach's edits of events: create, save, delete, call off. What an edit means for the event's
 * bookings and waiting list (seats offered, bookings cancelled) is booking's part
 * (features/core/booking/event-changes.server.ts): events sit below booking.
 */

/** What the coach edits; the address is the app's (made once on create, kept after: decision 0168). */
export type EventValues = Omit<typeof schema.events.$inferInsert, "id" | "created_at" | "slug">;

const eventsTable = schema.events;

/** A typed amount in euros (admin form, legacy REAL columns) to integer cents, exactly. */
export const toCents = (amount: number) => Math.round(amount * 100);

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

/**
 * A course's own date, times and place mirror its first date (decision 0203): an edit of them in the
 * event dialog moves that first date too, keeping its id, so the list, the page, the calendar file
 * and the reminders tell the same first evening. An event of one date has no dates to follow.
 */
function firstCourseDate(values: Partial<EventValues>) {
  const fields = (["event_date", "start_time", "end_time", "location"] as const).filter(
    (field) => values[field] !== undefined,
  );
  if (!fields.length) return {};
  const paths = fields.map((field) => sql`${`$[0].${field}`}, ${values[field]!}`);
  return {
    course_dates: sql`CASE WHEN ${eventsTable.course_dates} IS NULL THEN NULL ELSE json_set(${eventsTable.course_dates}, ${sql.join(paths, sql`, `)}) END`,
  };
}

/** Throws {@link MissingPhotoError} for a photo of the library that is not there. */
export async function createEvent(
  env: Pick<Env, "DB" | "SITE_URL">,
  values: EventValues,
): Promise<{ id: string; slug: string }> {
  const id = crypto.randomUUID();
  const db = getDb(env);
  const slug = await withFreeSlug(env, values, async (free) => {
    await db.insert(eventsTable).values({ id, ...withCents(values), slug: free });
    return free;
  }).catch((error: unknown) => {
    throw isMissingPhoto(error) ? new MissingPhotoError() : error;
  });
  await purgePublicPages(env, "event-created");
  return { id, slug };
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
  | { ok: false; reason: "below_booked"; taken: number }
  /** Its photo address names a photo of the library that is not there (decision 0173). */
  | { ok: false; reason: "photo_missing" };

/**
 * Saves an event's fields. The capacity rule (never fewer seats than booked tickets) sits inside the
 * UPDATE's own WHERE, so a booking that lands while the coach saves cannot be overbooked: D1 runs the
 * statement atomically against the booking insert, which checks the same numbers. The old capacity is
 * read in the same batch (one transaction), so `capacityRaised` is exact even under concurrent edits.
 * Seats that became free are the caller's to offer (`updateEvent` in features/core/booking/event-changes.server.ts).
 */
export async function saveEventFields(
  env: Pick<Env, "DB">,
  id: string,
  values: Partial<EventValues>,
  now = new Date(),
): Promise<UpdateEventResult> {
  const db = getDb(env);
  // Held bookings plus running waiting-list offers: the one definition of a taken seat.
  const bookedTickets = seatsTakenSql(id, now);
  const newCapacity = values.max_attendees ?? eventsTable.max_attendees;
  let before, updated;
  try {
    [before, updated] = await db.batch([
      db.select({ capacity: eventsTable.max_attendees }).from(eventsTable).where(eq(eventsTable.id, id)),
      db
        .update(eventsTable)
        .set({ ...withCents(values), ...firstCourseDate(values) })
        .where(and(eq(eventsTable.id, id), sql`${newCapacity} >= ${bookedTickets}`))
        .returning({ capacity: eventsTable.max_attendees }),
    ]);
  } catch (error) {
    if (isMissingPhoto(error)) return { ok: false, reason: "photo_missing" };
    throw error;
  }
  const previous = before[0];
  if (!previous) return { ok: false, reason: "not_found" };
  const saved = updated[0];
  if (!saved) return { ok: false, reason: "below_booked", taken: await seatsTaken(env, id) };
  return {
    ok: true,
    capacityRaised: saved.capacity > previous.capacity,
    previousCapacity: previous.capacity,
    capacity: saved.capacity,
  };
}

/** One page of the back office's events list, latest date first, each with its seats taken now. */
export async function eventsPage(
  env: Pick<Env, "DB">,
  { q, offset, limit }: { q: string; offset: number; limit: number },
) {
  const db = getDb(env);
  // Her events, not the rows of booked 1:1 sessions (decision 0130).
  const where = and(
    eq(eventsTable.kind, "event"),
    searchAcross(q, [eventsTable.title, eventsTable.title_en, eventsTable.location, eventsTable.category]),
  );
  const [rows, [total], taken] = await Promise.all([
    db.select().from(eventsTable).where(where).orderBy(desc(eventsTable.event_date)).limit(limit).offset(offset),
    db.select({ n: count() }).from(eventsTable).where(where),
    seatsTakenByEvent(env),
  ]);
  // The form edits euros; the row's euros come from the cents, never from the legacy REAL column.
  const withEuros = (row: (typeof rows)[number]) => ({ ...row, price: row.price_cents / 100 });
  return { rows: rows.map((row) => ({ ...withEuros(row), taken: taken.get(row.id) ?? 0 })), total: total?.n ?? 0 };
}

export type DeleteEventResult =
  { ok: true } | { ok: false; reason: "not_found" } | { ok: false; reason: "has_bookings"; bookings: number };

/** Deletes an event without bookings; bookings keep their event (no cascade, on purpose). */
export async function deleteEvent(env: Pick<Env, "DB" | "SITE_URL">, id: string): Promise<DeleteEventResult> {
  const db = getDb(env);
  const [bookings] = await db.select({ n: count() }).from(schema.bookings).where(eq(schema.bookings.event_id, id));
  if (bookings && bookings.n > 0) return { ok: false, reason: "has_bookings", bookings: bookings.n };
  try {
    const deleted = await db.delete(eventsTable).where(eq(eventsTable.id, id)).returning({ id: eventsTable.id });
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
 * Marks an event called off (decision 0094), in one UPDATE: from that moment the booking insert and
 * the waiting-list claim refuse it (both check `cancelled_at` inside their own statement), and the
 * public lists leave it out. `newly` is false for an event called off before (the caller goes on
 * with what is left of its bookings).
 */
export async function markEventCalledOff(
  env: Pick<Env, "DB" | "SITE_URL">,
  id: string,
  now = new Date(),
): Promise<{ ok: true; newly: boolean } | { ok: false; reason: "not_found" }> {
  const db = getDb(env);
  const marked = await db
    .update(eventsTable)
    .set({ cancelled_at: isoNow(now) })
    .where(and(eq(eventsTable.id, id), isNull(eventsTable.cancelled_at)))
    .returning({ id: eventsTable.id });
  if (!marked.length) {
    const [existing] = await db.select({ id: eventsTable.id }).from(eventsTable).where(eq(eventsTable.id, id)).limit(1);
    return existing ? { ok: true, newly: false } : { ok: false, reason: "not_found" };
  }
  logEvent("event-cancelled", { eventId: id });
  // A new generation: every page showing the event (lists, its page, the home) renders again.
  await purgePublicPages(env, "event-updated");
  return { ok: true, newly: true };
}
