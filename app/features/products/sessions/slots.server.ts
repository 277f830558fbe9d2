import type { SessionPlace } from "./places";
import { addDays, berlinWallOf, berlinWallToMs, clockOf, isoWeekday, minutesOf } from "~/lib/today";

/**
 * The free start times of a 1:1 appointment type (decision 0130): a pure function of the type, the
 * coach's availability, what keeps her busy and the moment, plus ONE D1 batch that reads all of it
 * (`loadSlotInputs`). The booking's write checks overlaps between sessions again, atomically.
 */

const MINUTE_MS = 60_000;
/** Offered start times are this far apart, counted from each range's start. */
export const SLOT_STEP_MINUTES = 30;

/** What the computation needs of an appointment type. */
export interface SlotType {
  duration_minutes: number;
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  min_notice_minutes: number;
  horizon_days: number;
  max_per_day: number | null;
  places: SessionPlace[];
}

/** Weekly hours: ISO weekday (1 Monday … 7 Sunday), `HH:mm` Berlin wall clock, end exclusive. */
export interface WeeklyRange {
  weekday: number;
  start: string;
  end: string;
  places: SessionPlace[];
}

/** A day off (no times: the whole day), part of a day off, or extra hours with their places. */
export interface DayException {
  day: string;
  kind: "off" | "extra";
  start: string | null;
  end: string | null;
  places: SessionPlace[];
}

export interface Availability {
  weekly: WeeklyRange[];
  exceptions: DayException[];
}

/** A time the coach is busy, as instants (ms since the epoch), end exclusive. */
export interface BusyInterval {
  startMs: number;
  endMs: number;
}

export interface FreeSlot {
  startMs: number;
  /** Berlin wall clock, `HH:mm`. */
  time: string;
  /** Where this start can take place: the type's places that the coach's hours offer then. */
  places: SessionPlace[];
}

export interface FreeDay {
  /** Berlin calendar day, `yyyy-MM-dd`. */
  day: string;
  slots: FreeSlot[];
}

export interface SlotInput {
  type: SlotType;
  availability: Availability;
  /**
   * Everything that blocks a session: the coach's events, other sessions (their buffers included),
   * her calendar feed. A session's own buffers must not overlap any of them either.
   */
  busy: BusyInterval[];
  /** Sessions of this type already booked per Berlin day (for `max_per_day`). */
  bookedPerDay?: ReadonlyMap<string, number>;
  /**
   * Public holidays (Berlin days, `holidaysBetween`): her weekly hours do not apply on them; extra
   * hours she entered for such a day still do (decision 0189).
   */
  holidays?: ReadonlySet<string>;
  now: Date;
}

interface WallRange {
  start: number;
  end: number;
  places: SessionPlace[];
}

/** The union of intervals as disjoint ones sorted by time: both their starts and ends then ascend. */
export function mergeIntervals(intervals: readonly BusyInterval[]): BusyInterval[] {
  const sorted = intervals.filter((i) => i.endMs > i.startMs).sort((a, b) => a.startMs - b.startMs);
  const merged: BusyInterval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.startMs <= last.endMs) last.endMs = Math.max(last.endMs, interval.endMs);
    else merged.push({ startMs: interval.startMs, endMs: interval.endMs });
  }
  return merged;
}

/** The first index of merged `busy` whose end is after `ms` (binary search). */
function firstEndingAfter(busy: BusyInterval[], ms: number): number {
  let low = 0;
  let high = busy.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (busy[mid]!.endMs <= ms) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Does [from, until) overlap any of `busy` (merged: `mergeIntervals`)? */
function overlapsAny(busy: BusyInterval[], from: number, until: number): boolean {
  const next = busy[firstEndingAfter(busy, from)];
  return next !== undefined && next.startMs < until;
}

/**
 * Free start times per Berlin day, from today to `horizon_days − 1` days ahead. A start is offered
 * when the session fits inside one of the day's ranges (weekly hours plus extra hours, minus time
 * off) at a place the type has, starts no sooner than the minimum notice, and its span with the
 * buffers before and after overlaps nothing in `busy`. Days that reached `max_per_day` offer
 * nothing; a public holiday offers only its extra hours. Days without a free time are left out.
 */
export function freeSlots({ type, availability, busy, bookedPerDay, holidays, now }: SlotInput): FreeDay[] {
  const nowMs = now.getTime();
  const earliest = nowMs + type.min_notice_minutes * MINUTE_MS;
  const durationMs = type.duration_minutes * MINUTE_MS;
  const beforeMs = type.buffer_before_minutes * MINUTE_MS;
  const afterMs = type.buffer_after_minutes * MINUTE_MS;
  const stepMs = SLOT_STEP_MINUTES * MINUTE_MS;
  const sortedBusy = mergeIntervals(busy);
  const typePlaces = new Set(type.places);
  const withTypePlaces = (places: SessionPlace[]) => places.filter((place) => typePlaces.has(place));
  const toWall = (start: string | null, end: string | null, places: SessionPlace[]): WallRange | null => {
    const from = start === null ? 0 : minutesOf(start);
    const until = end === null ? 1440 : minutesOf(end);
    return from !== null && until !== null && from < until ? { start: from, end: until, places } : null;
  };
  const byWeekday = new Map<number, WallRange[]>();
  for (const range of availability.weekly) {
    const wall = toWall(range.start, range.end, withTypePlaces(range.places));
    if (wall?.places.length) byWeekday.set(range.weekday, [...(byWeekday.get(range.weekday) ?? []), wall]);
  }
  const exceptionsOf = new Map<string, DayException[]>();
  for (const exception of availability.exceptions) {
    exceptionsOf.set(exception.day, [...(exceptionsOf.get(exception.day) ?? []), exception]);
  }

  const today = berlinWallOf(nowMs).day;
  const days: FreeDay[] = [];
  for (let offset = 0; offset < type.horizon_days; offset++) {
    const day = addDays(today, offset);
    if (type.max_per_day !== null && (bookedPerDay?.get(day) ?? 0) >= type.max_per_day) continue;
    const exceptions = exceptionsOf.get(day) ?? [];
    const ranges = holidays?.has(day) ? [] : [...(byWeekday.get(isoWeekday(day)) ?? [])];
    const off: BusyInterval[] = [];
    let wholeDayOff = false;
    for (const exception of exceptions) {
      const wall = toWall(exception.start, exception.end, withTypePlaces(exception.places));
      if (exception.kind === "off") {
        if (exception.start === null) wholeDayOff = true;
        else if (wall) off.push({ startMs: berlinWallToMs(day, wall.start), endMs: berlinWallToMs(day, wall.end) });
      } else if (wall?.places.length) ranges.push(wall);
    }
    if (wholeDayOff || ranges.length === 0) continue;
    const dayOff = mergeIntervals(off);

    const slots = new Map<number, Set<SessionPlace>>();
    for (const range of ranges) {
      const rangeEnd = berlinWallToMs(day, range.end);
      for (let start = berlinWallToMs(day, range.start); start + durationMs <= rangeEnd; start += stepMs) {
        if (start < earliest) continue;
        const end = start + durationMs;
        if (overlapsAny(dayOff, start, end) || overlapsAny(sortedBusy, start - beforeMs, end + afterMs)) continue;
        const places = slots.get(start) ?? new Set<SessionPlace>();
        for (const place of range.places) places.add(place);
        slots.set(start, places);
      }
    }
    if (slots.size === 0) continue;
    days.push({
      day,
      slots: [...slots.entries()]
        .sort(([a], [b]) => a - b)
        .map(([startMs, places]) => ({
          startMs,
          time: clockOf(berlinWallOf(startMs).minutes),
          places: type.places.filter((place) => places.has(place)),
        })),
    });
  }
  return days;
}
