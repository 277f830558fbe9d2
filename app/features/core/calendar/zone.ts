import { SITE_TIME_ZONE } from "~/lib/today";

/** A wall-clock reading in some time zone (month 1–12), as calendars write DTSTART. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone and isolate: building an Intl formatter costs far more than using it. */
function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Is `name` a zone the runtime knows (an IANA name such as Europe/Berlin), not a Windows or made-up one? */
export function isKnownTimeZone(name: string): boolean {
  try {
    formatIn(name);
    return true;
  } catch {
    return false;
  }
}

/** How far `timeZone` is ahead of UTC at the instant `ms`, in milliseconds. */
function offsetAt(ms: number, timeZone: string): number {
  const parts = formatIn(timeZone).formatToParts(new Date(ms));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant a wall-clock time in `timeZone` names. Two passes settle the offset on either side of a
 * summer-time change; a time in the spring gap (02:30 on the last Sunday of March in Berlin) lands
 * an hour later, as calendars show it, and the doubled autumn hour takes its second (winter) reading.
 */
export function wallTimeToMs(wall: WallTime, timeZone: string = SITE_TIME_ZONE): number {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const first = asUtc - offsetAt(asUtc, timeZone);
  const second = asUtc - offsetAt(first, timeZone);
  if (second === first) return first;
  // The two readings disagree only around a change: take the one whose wall clock matches, else the later.
  return asUtc - offsetAt(second, timeZone) === second ? second : Math.max(first, second);
}
