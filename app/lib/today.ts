/**
 * The site's one notion of "today": every date the site judges (past events, bookable until the
 * start, the dashboard's upcoming seats, the sitemap) is a calendar day in Berlin, not in UTC,
 * which differs for one or two hours every night.
 */
export const SITE_TIME_ZONE = "Europe/Berlin";

let berlinFormat: Intl.DateTimeFormat | undefined;

/** A moment's calendar fields in Berlin, zero-padded, on a 24-hour clock (midnight is "00"). */
export function berlinParts(at: Date): Record<"year" | "month" | "day" | "hour" | "minute", string> {
  // One formatter per isolate: building an Intl formatter costs far more than using it.
  berlinFormat ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: SITE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const parts = berlinFormat.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "00";
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute") };
}

/** Today's date and time of day in Berlin, as sortable strings (`yyyy-MM-dd`, `HH:mm`). */
export function berlinNow(now = new Date()): { day: string; time: string } {
  const { year, month, day, hour, minute } = berlinParts(now);
  return { day: `${year}-${month}-${day}`, time: `${hour}:${minute}` };
}

/** Berlin's calendar day as `yyyy-MM-dd` (compares as a string with the stored event dates). */
export const berlinToday = (now = new Date()): string => berlinNow(now).day;

/**
 * Is `yyyy-MM-dd` a day the calendar has (no 31 February, no 29 February outside leap years)? A
 * pattern alone lets such a date through, and it breaks every later step that turns it into a Date.
 */
export function isCalendarDay(iso: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
