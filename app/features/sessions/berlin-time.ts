/**
 * Berlin wall clock ↔ instants by the EU summer-time rule, without Intl: the free-times computation
 * converts a few hundred wall times per request, and an Intl formatter per call would cost more than
 * the whole computation (docs/performance.md). Summer time (UTC+2) runs from the last Sunday of March
 * 01:00 UTC to the last Sunday of October 01:00 UTC; UTC+1 otherwise. tests/unit/session-slots.test.ts
 * checks every hour of two years against Intl's Europe/Berlin.
 */
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

/** Days of a `yyyy-MM-dd` day since 1970-01-01 (UTC midnight in ms). */
export function dayStartMs(isoDay: string): number {
  return Date.UTC(Number(isoDay.slice(0, 4)), Number(isoDay.slice(5, 7)) - 1, Number(isoDay.slice(8, 10)));
}

export const isoDayOf = (utcMidnightMs: number) => new Date(utcMidnightMs).toISOString().slice(0, 10);

/** `yyyy-MM-dd` plus some days. */
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

/** An instant's Berlin day (`yyyy-MM-dd`) and minutes after midnight. */
export function berlinWallOf(ms: number): { day: string; minutes: number } {
  const wall = ms + berlinOffsetMinutes(ms) * MINUTE_MS;
  const midnight = Math.floor(wall / DAY_MS) * DAY_MS;
  return { day: isoDayOf(midnight), minutes: Math.round((wall - midnight) / MINUTE_MS) };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Minutes after midnight as `HH:mm`. */
export const clockOf = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;

/** `HH:mm` (or `H:mm`) as minutes after midnight; "24:00" is 1440; anything else is null. */
export function minutesOf(clock: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= 1440 ? minutes : null;
}
