import { asc } from "drizzle-orm";
import { seatsTakenByEvent } from "~/features/events/seats.server";
import { getDb, schema } from "~/lib/db.server";

/**
 * The public events list, read through KV (cache-aside). Every write to events or bookings
 * calls `refreshEventsCache` before it answers, so visitors never see stale seats or deleted events.
 * The version in the key changes whenever the cached shape changes, so old entries are never read.
 */
export const EVENTS_CACHE_KEY = "events:v2";

/** An event as the public pages show it, with the seats still free at the time of caching. */
export type PublicEvent = typeof schema.events.$inferSelect & { seats_left: number };

export async function loadEventsFromDb(env: Pick<Env, "DB">): Promise<PublicEvent[]> {
  const [events, taken] = await Promise.all([
    getDb(env).select().from(schema.events).orderBy(asc(schema.events.event_date), asc(schema.events.start_time)),
    seatsTakenByEvent(env),
  ]);
  return events.map((event) => ({
    ...event,
    seats_left: Math.max(0, event.max_attendees - (taken.get(event.id) ?? 0)),
  }));
}

export async function listEventsCached(env: Pick<Env, "DB" | "KV">): Promise<PublicEvent[]> {
  const cached = await env.KV.get<PublicEvent[]>(EVENTS_CACHE_KEY, "json");
  if (cached) return cached;
  const events = await loadEventsFromDb(env);
  await env.KV.put(EVENTS_CACHE_KEY, JSON.stringify(events));
  return events;
}

/** Rewrites the cached list from D1 (rather than deleting it) so the next reader never misses. */
export async function refreshEventsCache(env: Pick<Env, "DB" | "KV">): Promise<void> {
  await env.KV.put(EVENTS_CACHE_KEY, JSON.stringify(await loadEventsFromDb(env)));
}
