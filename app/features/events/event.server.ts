import { desc } from "drizzle-orm";
import * as v from "valibot";
import { getDb, schema } from "~/lib/db.server";
import { findPublicEvent, type PublicEvent } from "./cache.server";

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

/** The events for a filter of the back office's lists (latest first, the 500 most recent). */
export async function eventOptions(env: Pick<Env, "DB">) {
  const e = schema.events;
  return getDb(env)
    .select({ id: e.id, title: e.title, event_date: e.event_date })
    .from(e)
    .orderBy(desc(e.event_date))
    .limit(500);
}
