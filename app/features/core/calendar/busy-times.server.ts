import { eq } from "drizzle-orm";
import { calendarFeed } from "~db/schema";
import { getDb, type Database } from "~/lib/db.server";
import type { FetchFailure } from "./feed-fetch.server";

/** A time the coach is busy, as milliseconds since 1970 (UTC), end exclusive. */
export type BusyInterval = { startMs: number; endMs: number };

/** The feed's one row (db/schema.ts, `calendarFeed`). */
export const FEED_ROW_ID = 1;

/** Why the last fetch failed, as the back office names it (adminMessages.calendar.errors). */
export type FeedError = FetchFailure | "not_calendar";

/**
 * Her busy intervals overlapping [fromMs, toMs), from the last good copy of her calendar, sorted.
 * One D1 read; an address that never loaded (or none) gives none. This module stays free of the
 * iCalendar library, so the slot computation does not load it; `refresh.server.ts` fills the copy.
 */
export async function busyIntervalsBetween(db: Database, fromMs: number, toMs: number): Promise<BusyInterval[]> {
  const [row] = await db
    .select({ busy: calendarFeed.busy_json })
    .from(calendarFeed)
    .where(eq(calendarFeed.id, FEED_ROW_ID));
  if (!row) return [];
  const pairs = JSON.parse(row.busy) as [number, number][];
  return pairs
    .filter(([startMs, endMs]) => endMs > fromMs && startMs < toMs)
    .map(([startMs, endMs]) => ({ startMs, endMs }));
}

export interface FeedStatus {
  address: string | null;
  intervals: number;
  lastSuccessAt: string | null;
  lastAttemptAt: string | null;
  lastError: FeedError | null;
  lastErrorAt: string | null;
  outLinkSince: string | null;
}

/** What the back office shows about both directions. */
export async function feedStatus(env: Pick<Env, "DB">): Promise<FeedStatus> {
  const [row] = await getDb(env).select().from(calendarFeed).where(eq(calendarFeed.id, FEED_ROW_ID));
  return {
    address: row?.source_url ?? null,
    intervals: row?.busy_count ?? 0,
    lastSuccessAt: row?.last_success_at ?? null,
    lastAttemptAt: row?.last_attempt_at ?? null,
    lastError: (row?.last_error as FeedError | null) ?? null,
    lastErrorAt: row?.last_error_at ?? null,
    outLinkSince: row?.out_token_hash ? (row.out_token_created_at ?? null) : null,
  };
}

/**
 * Sets her address. A new address keeps the busy times of the one before until it has loaded once:
 * a typo must not free her whole calendar (the status says that the last good copy still applies).
 */
export async function setFeedAddress(env: Pick<Env, "DB">, address: string): Promise<void> {
  await getDb(env)
    .insert(calendarFeed)
    .values({ id: FEED_ROW_ID, source_url: address })
    .onConflictDoUpdate({
      target: calendarFeed.id,
      set: { source_url: address, last_error: null, last_error_at: null, last_attempt_at: null },
    });
}

/** Removing the address on purpose is the one way her busy times leave: she no longer wants them to block. */
export async function removeFeedAddress(env: Pick<Env, "DB">): Promise<void> {
  await getDb(env)
    .update(calendarFeed)
    .set({
      source_url: null,
      busy_json: "[]",
      busy_count: 0,
      last_success_at: null,
      last_attempt_at: null,
      last_error: null,
      last_error_at: null,
    })
    .where(eq(calendarFeed.id, FEED_ROW_ID));
}
