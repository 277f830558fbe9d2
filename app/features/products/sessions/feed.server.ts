import { busyIntervalsBetween } from "~/features/core/calendar/busy-times.server";
import { getDb } from "~/lib/db.server";
import type { BusyInterval } from "./slots.server";

/** Reads the coach's busy intervals from her calendar feed between two instants. */
export type FeedBusyReader = (env: Pick<Env, "DB" | "KV">, fromMs: number, toMs: number) => Promise<BusyInterval[]>;

/**
 * THE place where the coach's own calendar (her private iCal address) blocks free times: every
 * free-times computation and every session booking asks this function for her busy intervals
 * between two instants. They are the last good copy the cron read from her feed
 * (app/features/core/calendar/, docs/decisions/0134-busy-times-from-her-calendar.md).
 */
export const calendarFeedBusy: FeedBusyReader = (env, fromMs, toMs) => busyIntervalsBetween(getDb(env), fromMs, toMs);
