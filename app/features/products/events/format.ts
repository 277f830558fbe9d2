import { format, type Day, type Month } from "date-fns";
import { de } from "date-fns/locale/de";
import { enGB } from "date-fns/locale/en-GB";
import type { Locale } from "~/lib/locale";
import { addDays, berlinNow, berlinOffset } from "~/lib/today";

/** `yyyy-MM-dd` as a local calendar day (never parsed as UTC, which would shift the day). */
export function parseEventDate(isoDay: string): Date {
  const [y, m, d] = isoDay.split("-").map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

export function toIsoDay(date: Date): string {
  // By hand, not date-fns' `format`: the calendar asks this of each of its 42 days per render.
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${String(date.getFullYear()).padStart(4, "0")}-${month}-${day}`;
}

/** The site's German formats, and their British English counterparts on /en pages. */
const formats = {
  de: { locale: de, short: "dd.MM.yyyy", month: "dd. MMMM yyyy" },
  en: { locale: enGB, short: "d MMM yyyy", month: "d MMMM yyyy" },
} as const;

/** 27.11.2026 (English: 27 Nov 2026) */
export const formatShortDate = (isoDay: string, lang: Locale = "de") =>
  format(parseEventDate(isoDay), formats[lang].short, { locale: formats[lang].locale });
/** 27. November 2026 (English: 27 November 2026) */
export const formatMonthDate = (date: Date, lang: Locale = "de") =>
  format(date, formats[lang].month, { locale: formats[lang].locale });
/**
 * Weekday and month names of a language, from date-fns' locale data once per isolate. date-fns'
 * `format` parses its pattern again on every call: the calendar labels 42 days per render, which
 * /events paid for on every server render and every hydration (and Intl's formatters cost more to
 * build in a browser than all those calls). The same texts as `format` with `EEEE, d. MMMM yyyy`
 * (English `EEEE, d MMMM yyyy`), for every day (tests/unit/events.test.ts).
 */
const dateNames: Partial<Record<Locale, { weekdays: string[]; months: string[] }>> = {};
function namesOf(lang: Locale) {
  return (dateNames[lang] ??= (() => {
    const { localize } = formats[lang].locale;
    return {
      weekdays: Array.from({ length: 7 }, (_, day) => localize.day(day as Day, { width: "wide" })),
      months: Array.from({ length: 12 }, (_, month) => localize.month(month as Month, { width: "wide" })),
    };
  })());
}

/** Freitag, 27. November 2026 (English: Friday, 27 November 2026), of a local calendar day. */
export function formatLongDay(date: Date, lang: Locale = "de"): string {
  const { weekdays, months } = namesOf(lang);
  const day = `${date.getDate()}${lang === "de" ? "." : ""}`;
  return `${weekdays[date.getDay()]}, ${day} ${months[date.getMonth()]} ${date.getFullYear()}`;
}
/** Freitag, 27. November 2026 (English: Friday, 27 November 2026) */
export const formatLongDate = (isoDay: string, lang: Locale = "de") => formatLongDay(parseEventDate(isoDay), lang);

/** "10:00 – 14:00"; with `uhr` the German "Uhr" follows, as in the detail section (never in English). */
export function formatTimeRange(start: string, end: string, uhr = false, lang: Locale = "de"): string {
  return `${start} – ${end}${uhr && lang === "de" ? " Uhr" : ""}`;
}

/** Money is written in `~/lib/money`; the booking kernel's files still import its price text from here. */

/** Start and end times are free text (admin form); "9:30" and "09:30" both count, anything else is null. */
export function parseClock(value: string): { hours: number; minutes: number } | null {
  const match = /^\s*(\d{1,2})[:.](\d{2})/.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? { hours, minutes } : null;
}

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * An event can be booked until it starts (Berlin time). Without a readable start time it stays
 * bookable through its whole day.
 */
export function hasStarted(event: { event_date: string; start_time: string }, now = new Date()): boolean {
  const current = berlinNow(now);
  if (event.event_date !== current.day) return event.event_date < current.day;
  const start = parseClock(event.start_time);
  return start ? `${pad(start.hours)}:${pad(start.minutes)}` <= current.time : false;
}

/**
 * The day an event ends: an end time not after its start means it runs past midnight (20:30–00:30
 * ends the next day). The calendar file and the search engines' data both read it here.
 */
export function eventEndDay(isoDay: string, startTime: string, endTime: string): string {
  const start = parseClock(startTime);
  const end = parseClock(endTime);
  if (!start || !end) return isoDay;
  return end.hours * 60 + end.minutes <= start.hours * 60 + start.minutes ? addDays(isoDay, 1) : isoDay;
}

/** ISO 8601 with Berlin's offset ("2026-11-27T10:00:00+01:00"), or the bare day if the time is unreadable. */
export function berlinDateTime(isoDay: string, clock: string): string {
  const time = parseClock(clock);
  if (!time) return isoDay;
  return `${isoDay}T${pad(time.hours)}:${pad(time.minutes)}:00${berlinOffset(isoDay)}`;
}
