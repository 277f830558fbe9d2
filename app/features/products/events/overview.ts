import { hasStarted, parseClock } from "./format";

type Timed = { event_date: string; start_time: string };

/** The list tab's two sections: what can still be booked, and what has begun or taken place. */
export interface EventsOverview<E> {
  /** Not yet started, soonest first. */
  upcoming: E[];
  /** Started or over, most recent first: "Vergangene Veranstaltungen", never bookable. */
  past: E[];
}

/** `yyyy-MM-dd HH:mm`, sortable as text; "9:30" and "09:30" sort alike, an unreadable time last in its day. */
const startKey = (event: Timed): string => {
  const clock = parseClock(event.start_time);
  const time = clock ? `${String(clock.hours).padStart(2, "0")}:${String(clock.minutes).padStart(2, "0")}` : "99:99";
  return `${event.event_date} ${time}`;
};
const byStart = (a: Timed, b: Timed) => (startKey(a) < startKey(b) ? -1 : startKey(a) > startKey(b) ? 1 : 0);

/**
 * Splits events at `now` in Berlin by the rule the event page and the booking use (`hasStarted`):
 * an event that has begun can no longer be booked, so it moves under the past ones at its start.
 */
export function splitByStart<E extends Timed>(events: readonly E[], now = new Date()): EventsOverview<E> {
  const upcoming: E[] = [];
  const past: E[] = [];
  for (const event of events) (hasStarted(event, now) ? past : upcoming).push(event);
  return { upcoming: upcoming.sort(byStart), past: past.sort((a, b) => byStart(b, a)) };
}

/** Both sections back in calendar order (the calendar tab shows every event by its day). */
export const inDateOrder = <E>({ upcoming, past }: EventsOverview<E>): E[] => [...past].reverse().concat(upcoming);
