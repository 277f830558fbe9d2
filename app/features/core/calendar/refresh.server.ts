import { and, eq } from "drizzle-orm";
import { calendarFeed } from "~db/schema";
import { getDb } from "~/lib/db.server";
import { logError, logEvent } from "~/lib/log";
import { busyIntervalsFromIcs, NotACalendarError } from "./busy-feed.server";
import { FEED_ROW_ID, type BusyInterval, type FeedError } from "./busy-times.server";
import { isLocalSite } from "./feed-address";
import { fetchFeedText, type FeedFetcher } from "./feed-fetch.server";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far ahead her busy times are kept: beyond the furthest any appointment type lets a client book. */
export const BUSY_DAYS_AHEAD = 120;
/** A day back, so that an appointment running over midnight still sees yesterday's late entry. */
const BUSY_DAYS_BACK = 1;

export type RefreshOutcome =
  { state: "no-address" } | { state: "loaded"; intervals: number } | { state: "failed"; error: FeedError };

/**
 * Fetches her feed and replaces the last good copy with its busy intervals for the next
 * {@link BUSY_DAYS_AHEAD} days. A fetch or parse that fails writes only the error and keeps the copy
 * (docs/decisions/0134-busy-times-from-her-calendar.md). Both writes name the address they fetched,
 * so an address changed or removed meanwhile is not overwritten with the old one's result.
 */
export async function refreshBusyTimes(
  env: Pick<Env, "DB" | "SITE_URL">,
  now: Date,
  fetcher: FeedFetcher = (input, init) => fetch(input, init),
): Promise<RefreshOutcome> {
  const db = getDb(env);
  const [row] = await db
    .select({ address: calendarFeed.source_url })
    .from(calendarFeed)
    .where(eq(calendarFeed.id, FEED_ROW_ID));
  const address = row?.address;
  if (!address) return { state: "no-address" };
  const at = now.toISOString();
  const sameAddress = and(eq(calendarFeed.id, FEED_ROW_ID), eq(calendarFeed.source_url, address));

  const fail = async (error: FeedError): Promise<RefreshOutcome> => {
    await db.update(calendarFeed).set({ last_error: error, last_error_at: at, last_attempt_at: at }).where(sameAddress);
    // The address is a secret (it opens her calendar): never logged, only the reason.
    logEvent("calendar-feed-failed", { reason: error });
    return { state: "failed", error };
  };

  const fetched = await fetchFeedText(address, fetcher, { allowLocal: isLocalSite(env.SITE_URL) });
  if (!fetched.ok) return fail(fetched.failure);
  let intervals: BusyInterval[];
  try {
    const from = now.getTime() - BUSY_DAYS_BACK * DAY_MS;
    intervals = busyIntervalsFromIcs(fetched.text, from, now.getTime() + BUSY_DAYS_AHEAD * DAY_MS);
  } catch (error) {
    // Garbage, a cut-off download, or a rule the library cannot expand: the copy stays as it was.
    if (!(error instanceof NotACalendarError)) logError("calendar-feed-unreadable", error);
    return fail("not_calendar");
  }
  await db
    .update(calendarFeed)
    .set({
      busy_json: JSON.stringify(intervals.map(({ startMs, endMs }) => [startMs, endMs])),
      busy_count: intervals.length,
      last_success_at: at,
      last_attempt_at: at,
      last_error: null,
      last_error_at: null,
    })
    .where(sameAddress);
  logEvent("calendar-feed-loaded", { intervals: intervals.length });
  return { state: "loaded", intervals: intervals.length };
}
