import type { BusyInterval } from "./slots.server";

/** Reads the coach's busy intervals from her calendar feed between two instants. */
export type FeedBusyReader = (env: Pick<Env, "DB" | "KV">, fromMs: number, toMs: number) => Promise<BusyInterval[]>;

/**
 * THE place where the coach's own calendar (her private iCal address) blocks free times: every
 * free-times computation and every session booking asks this function for her busy intervals
 * between two instants. The calendar import is its own feature (app/features/calendar/); until it
 * is wired here, her calendar blocks nothing.
 */
export const calendarFeedBusy: FeedBusyReader = async () => [];
