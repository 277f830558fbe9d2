import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { seatsTakenSql } from "~/features/products/events/seats.server";
import { getDb, schema } from "~/lib/db.server";
import { logError } from "~/lib/log";
import { generationMemo } from "~/lib/page-cache.server";
import type { Locale } from "~/lib/locale";
import { localizeEvent, type LocalizedEvent } from "./localize";
import { splitByStart } from "./overview";

/**
 * The public events list: ONE D1 statement, events with their taken seats, no KV.
 * It used to live in one KV key rewritten on every booking, which production KV refuses more than
 * once a second per key. Pages showing the list are cached whole at the edge instead
 * (app/lib/page-cache.server.ts), so D1 sees this query about once a second at most under load
 * (docs/decisions/0020-page-cache.md).
 */

/** An event as the public pages show it, with the seats still free at the time of reading. */
export type PublicEvent = typeof schema.events.$inferSelect & { seats_left: number };

/** An event as a page in one language shows it (`localizeEvent`, decision 0093). */
export type ShownEvent = LocalizedEvent<PublicEvent>;

const eventsTable = schema.events;
const withSeatsLeft = (row: { event: typeof eventsTable.$inferSelect; taken: number | null }): PublicEvent => ({
  ...row.event,
  seats_left: Math.max(0, row.event.max_attendees - Number(row.taken ?? 0)),
});

/**
 * Only events: a booked 1:1 session is an events row too (decision 0130), private and never shown
 * by a public list, page, sitemap, calendar or search engine data.
 */
const listed = eq(eventsTable.kind, "event");

/** Every event the lists show: all but those the coach called off (decision 0094). */
export async function listPublicEvents(env: Pick<Env, "DB">, now = new Date()): Promise<PublicEvent[]> {
  const rows = await getDb(env)
    .select({ event: eventsTable, taken: sql<number>`${seatsTakenSql(eventsTable.id, now)}` })
    .from(eventsTable)
    .where(and(listed, isNull(eventsTable.cancelled_at)))
    .orderBy(asc(eventsTable.event_date), asc(eventsTable.start_time));
  return rows.map(withSeatsLeft);
}

/** One event with its free seats, read in the same single statement (the booking form relies on it). */
export async function findPublicEvent(env: Pick<Env, "DB">, id: string, now = new Date()): Promise<PublicEvent | null> {
  const [row] = await getDb(env)
    .select({ event: eventsTable, taken: sql<number>`${seatsTakenSql(eventsTable.id, now)}` })
    .from(eventsTable)
    .where(and(listed, eq(eventsTable.id, id)))
    .limit(1);
  return row ? withSeatsLeft(row) : null;
}

/** The same for the event at a readable address (decision 0168). */
export async function findPublicEventBySlug(
  env: Pick<Env, "DB">,
  slug: string,
  now = new Date(),
): Promise<PublicEvent | null> {
  const [row] = await getDb(env)
    .select({ event: eventsTable, taken: sql<number>`${seatsTakenSql(eventsTable.id, now)}` })
    .from(eventsTable)
    .where(and(listed, eq(eventsTable.slug, slug)))
    .limit(1);
  return row ? withSeatsLeft(row) : null;
}

/** How many events the home page's "Nächste Termine" show. */
export const HOME_NEXT_EVENTS = 3;

/**
 * The events list as the home page last read it, kept by the isolate until the next purge (every
 * event change purges; a booking does not, and the home page shows no seats) or for a minute, the
 * home page's own age in the page cache: a warm render of the home page costs no D1 query.
 */
const NEXT_EVENTS_COPY_MS = 60_000;
const listedCopy = generationMemo<PublicEvent[]>(NEXT_EVENTS_COPY_MS);

/**
 * The next events that can still be booked, soonest first, in the page's language: the home page's
 * "Nächste Termine". The home page is a content page (cached up to a minute, purged by every event
 * change, not by a booking), so its cards name no free seats; the event page does, exact to the second.
 * Which events have begun is judged at `now`, not when the list was read. A failed read leaves the
 * section out instead of failing the home page.
 */
export async function listNextEvents(
  env: Pick<Env, "DB" | "SITE_URL">,
  locale: Locale,
  now = new Date(),
): Promise<ShownEvent[]> {
  try {
    const events = await listedCopy(env, () => listPublicEvents(env, now));
    const { upcoming } = splitByStart(events, now);
    return upcoming.slice(0, HOME_NEXT_EVENTS).map((event) => localizeEvent(event, locale));
  } catch (error) {
    logError("next-events-load-failed", error);
    return [];
  }
}
