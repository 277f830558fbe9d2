import { and, desc, eq } from "drizzle-orm";
import * as v from "valibot";
import { getDb, schema } from "~/lib/db.server";
import { findPublicEvent, findPublicEventBySlug, type PublicEvent } from "./cache.server";
import { ensureEventSlug, isEventSlug } from "./slug.server";

/** Ids are UUIDs; anything else cannot name an event and is answered as "not found" without a query. */
export const eventIdSchema = v.pipe(v.string(), v.uuid());

export const isEventId = (id: string | undefined): id is string => v.is(eventIdSchema, id);

/** One event with its free seats read from D1 itself (not the cache): the booking form relies on it. */
export async function findEvent(
  env: Pick<Env, "DB">,
  id: string | undefined,
  now = new Date(),
): Promise<PublicEvent | null> {
  if (!isEventId(id)) return null;
  return findPublicEvent(env, id, now);
}

/**
 * The Veranstaltungen for a filter of the back office's lists (latest first, the 500 most recent).
 * Only kind "event": a 1:1 session's or a package's private row is no Veranstaltung (issue 56).
 */
export async function eventOptions(env: Pick<Env, "DB">) {
  const eventsTable = schema.events;
  return getDb(env)
    .select({ id: eventsTable.id, title: eventsTable.title, event_date: eventsTable.event_date })
    .from(eventsTable)
    .where(eq(eventsTable.kind, "event"))
    .orderBy(desc(eventsTable.event_date))
    .limit(500);
}

/** The event at either address of its page: readable (decision 0168) or its id, as linked before. */
export async function findEventByAddress(
  env: Pick<Env, "DB">,
  address: string | undefined,
  now = new Date(),
): Promise<PublicEvent | null> {
  if (isEventId(address)) return findPublicEvent(env, address, now);
  if (isEventSlug(address)) return findPublicEventBySlug(env, address, now);
  return null;
}

/**
 * The event an address of its page names. At its id, `movedTo` says where it lives now (its readable
 * address, given on this first need if the row had none), so the page can redirect; null for an
 * address that names no event, a malformed one without a query.
 */
export async function findEventAt(
  env: Pick<Env, "DB">,
  address: string | undefined,
  now = new Date(),
): Promise<{ event: PublicEvent; movedTo: string | null } | null> {
  const event = await findEventByAddress(env, address, now);
  if (!event) return null;
  return { event, movedTo: isEventId(address) ? await ensureEventSlug(env, event) : null };
}

/**
 * The id the event page's form posts for: the page's own address, readable or (old pages, scripts)
 * the id itself, which is passed on unread. Undefined for an address that names no event.
 */
export async function eventIdAt(env: Pick<Env, "DB">, address: string | undefined): Promise<string | undefined> {
  if (isEventId(address) || !isEventSlug(address)) return address;
  const eventsTable = schema.events;
  const [row] = await getDb(env)
    .select({ id: eventsTable.id })
    .from(eventsTable)
    .where(and(eq(eventsTable.slug, address), eq(eventsTable.kind, "event")))
    .limit(1);
  return row?.id;
}
