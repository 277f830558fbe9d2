import { intlLocale, type Locale } from "~/lib/locale";

/**
 * Berlin time, in one place: the site's one notion of "now" and "today" (every date the site judges:
 * past events, bookable until the start, the dashboard's upcoming seats, the sitemap, deadlines) is
 * a wall clock in Berlin, not in UTC, which differs for one or two hours every night. Everything
 * here reckons by the EU summer-time rule, without Intl: the free-times computation converts a few
 * hundred wall times per request, and a public page's hydration builds no Intl formatter (decision
 * 0091). Summer time (UTC+2) runs from the last Sunday of March 01:00 UTC to the last Sunday of
 * October 01:00 UTC; UTC+1 otherwise. Only the written-out date and time in words
 * (`formatBerlinDateTime`) asks Intl, on the server. tests/unit/berlin-time.test.ts checks every
 * quarter hour of two years against Intl's Europe/Berlin (decision 0200).
 */
export const SITE_TIME_ZONE = "Europe/Berlin";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** 01:00 UTC on the last Sunday of a month (0-based) of a year. */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

const summerTimeOf = new Map<number, [number, number]>();
function summerTime(year: number): [number, number] {
  let range = summerTimeOf.get(year);
  if (!range) {
    range = [lastSundayOneUtc(year, 2), lastSundayOneUtc(year, 9)];
    summerTimeOf.set(year, range);
  }
  return range;
}

/** Berlin's offset from UTC at an instant, in minutes (60 or 120). */
export function berlinOffsetMinutes(ms: number): number {
  const [from, until] = summerTime(new Date(ms).getUTCFullYear());
  return ms >= from && ms < until ? 120 : 60;
}

/** Berlin's UTC offset on a given day (at noon), e.g. "+01:00" or "+02:00" (for ISO 8601 and schema.org). */
export function berlinOffset(isoDay: string): string {
  return berlinOffsetMinutes(dayStartMs(isoDay) + DAY_MS / 2) === 120 ? "+02:00" : "+01:00";
}

/** UTC midnight of a `yyyy-MM-dd` day, in ms (calendar arithmetic, no time zone). */
export function dayStartMs(isoDay: string): number {
  return Date.UTC(Number(isoDay.slice(0, 4)), Number(isoDay.slice(5, 7)) - 1, Number(isoDay.slice(8, 10)));
}

export const isoDayOf = (utcMidnightMs: number) => new Date(utcMidnightMs).toISOString().slice(0, 10);

/** `yyyy-MM-dd` plus (or minus) some calendar days, whatever the clock change. */
export const addDays = (isoDay: string, days: number) => isoDayOf(dayStartMs(isoDay) + days * DAY_MS);

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export function isoWeekday(isoDay: string): number {
  const day = new Date(dayStartMs(isoDay)).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The instant of a Berlin wall time (minutes after midnight; 1440 is the next midnight). On the
 * autumn change day a time that happens twice is its first (summer-time) occurrence; on the spring
 * change day a time that does not exist (02:00–02:59) is read as an hour later, so a range that
 * starts inside the gap starts at 03:00.
 */
export function berlinWallToMs(isoDay: string, minutes: number): number {
  const wall = dayStartMs(isoDay) + minutes * MINUTE_MS;
  const summer = wall - 120 * MINUTE_MS;
  if (berlinOffsetMinutes(summer) === 120) return summer;
  return wall - 60 * MINUTE_MS;
}

/** An instant's Berlin day (`yyyy-MM-dd`) and minutes after midnight (to the nearest minute). */
export function berlinWallOf(ms: number): { day: string; minutes: number } {
  const wall = ms + berlinOffsetMinutes(ms) * MINUTE_MS;
  const midnight = Math.floor(wall / DAY_MS) * DAY_MS;
  return { day: isoDayOf(midnight), minutes: Math.round((wall - midnight) / MINUTE_MS) };
}

/** When a Berlin day begins, and when the next one begins (its end, exclusive): 23, 24 or 25 hours apart. */
export function berlinDayBounds(isoDay: string): { start: Date; end: Date } {
  return { start: new Date(berlinWallToMs(isoDay, 0)), end: new Date(berlinWallToMs(addDays(isoDay, 1), 0)) };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** A moment's calendar fields in Berlin, zero-padded, on a 24-hour clock (midnight is "00"); seconds cut off. */
export function berlinParts(at: Date): Record<"year" | "month" | "day" | "hour" | "minute", string> {
  const ms = at.getTime();
  const wall = ms + berlinOffsetMinutes(ms) * MINUTE_MS;
  const midnight = Math.floor(wall / DAY_MS) * DAY_MS;
  const minutes = Math.floor((wall - midnight) / MINUTE_MS);
  const day = isoDayOf(midnight);
  return {
    year: day.slice(0, 4),
    month: day.slice(5, 7),
    day: day.slice(8, 10),
    hour: pad(Math.floor(minutes / 60)),
    minute: pad(minutes % 60),
  };
}

/** Today's date and time of day in Berlin, as sortable strings (`yyyy-MM-dd`, `HH:mm`). */
export function berlinNow(now = new Date()): { day: string; time: string } {
  const { year, month, day, hour, minute } = berlinParts(now);
  return { day: `${year}-${month}-${day}`, time: `${hour}:${minute}` };
}

/** Berlin's calendar day as `yyyy-MM-dd` (compares as a string with the stored event dates). */
export const berlinToday = (now = new Date()): string => berlinNow(now).day;

/** Minutes after midnight as `HH:mm`. */
export const clockOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** `HH:mm` (or `H:mm`) as minutes after midnight; "24:00" is 1440; anything else is null. */
export function minutesOf(clock: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 1440 ? minutes : null;
}

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

/**
 * How an instant is written for people, in Berlin time:
 * - `numeric` (deadlines in e-mails and pages): "23.11.2026, 14:05"; English "23 November 2026 at 14:05"
 *   (the German text adds its "Uhr", the English says "Berlin time" where needed);
 * - `long` (received and written at): "23. November 2026 um 14:05"; English "23 November 2026 at 14:05".
 */
export type BerlinDateTimeStyle = "numeric" | "long";

const berlinFormats = new Map<string, Intl.DateTimeFormat>();

function berlinFormat(locale: Locale, style: BerlinDateTimeStyle): Intl.DateTimeFormat {
  const key = `${locale} ${style}`;
  let format = berlinFormats.get(key);
  if (!format) {
    // One formatter per language, style and isolate: building one costs far more than using it.
    format = new Intl.DateTimeFormat(
      intlLocale[locale],
      style === "long"
        ? { timeZone: SITE_TIME_ZONE, dateStyle: "long", timeStyle: "short" }
        : {
            timeZone: SITE_TIME_ZONE,
            day: locale === "de" ? "2-digit" : "numeric",
            month: locale === "de" ? "2-digit" : "long",
            year: "numeric",
            hour: "2-digit",
            minute: "2-digit",
          },
    );
    berlinFormats.set(key, format);
  }
  return format;
}

/** An instant written out in Berlin time (see `BerlinDateTimeStyle`); builds an Intl formatter, so not while a public page hydrates. */
export function formatBerlinDateTime(
  instant: Date,
  locale: Locale = "de",
  style: BerlinDateTimeStyle = "numeric",
): string {
  return berlinFormat(locale, style).format(instant);
}
