import { eq } from "drizzle-orm";
import * as v from "valibot";
import { seatsTaken } from "~/features/events/seats.server";
import { getDb, schema } from "~/lib/db.server";
import type { PublicEvent } from "./cache.server";

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
  const [event] = await getDb(env).select().from(schema.events).where(eq(schema.events.id, id)).limit(1);
  if (!event) return null;
  const taken = await seatsTaken(env, id, now);
  return { ...event, seats_left: Math.max(0, event.max_attendees - taken) };
}
