import { brand } from "~/config/brand";
import type { CourseDate } from "~db/course-dates";
import type { EVENT_KINDS } from "~db/enums";
import { localizePath, type Locale } from "~/lib/locale";
import { logError } from "~/lib/log";
import { addDays, SITE_TIME_ZONE } from "~/lib/today";
import { eventEndDay, parseClock } from "./format";
import { eventTextsIn, type EventTexts } from "./localize";
import { eventPath } from "./path";

/**
 * An event as a booking's e-mails and calendar file need it: its texts in German and (where given)
 * English (decision 0093), when and where.
 */
export interface CalendarEvent extends EventTexts {
  id: string;
  /** The readable address of the event's page (decision 0168); null for rows without one. */
  slug: string | null;
  event_date: string;
  start_time: string;
  end_time: string;
  location: string;
  /** Called off (decision 0094): the file says so, and calendars that know the event mark it. */
  cancelled_at?: string | null;
  /** What the row is (decision 0130): a package's date is the last day its credits count (0150). */
  kind?: (typeof EVENT_KINDS)[number];
  /** A course's dates (issue 55): one VEVENT per date, each with its own stable UID. */
  course_dates?: CourseDate[] | null;
}

/** RFC 5545 text escaping: backslash first, then separators and line breaks. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line at 75 octets (UTF-8), never inside a multi-byte character. */
export function foldIcsLine(line: string): string {
  // Most lines are short ASCII: nothing to fold (this runs for every line of every booking's e-mail).
  if (line.length <= 75 && /^[ -~]*$/.test(line)) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const code = char.codePointAt(0)!;
    const bytes = code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const pad = (n: number) => String(n).padStart(2, "0");
const compactDay = (isoDay: string) => isoDay.replaceAll("-", "");

function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** Central European time with its daylight-saving rules, so calendars place the event in Berlin time. */
const BERLIN_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${SITE_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "TZNAME:CEST",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "TZNAME:CET",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** DTSTART and DTEND of one date: Berlin times with a TZID, or an all-day entry for unreadable times. */
function whenLines(date: { event_date: string; start_time: string; end_time: string }): string[] {
  const start = parseClock(date.start_time);
  const end = parseClock(date.end_time);
  if (!start) {
    return [
      `DTSTART;VALUE=DATE:${compactDay(date.event_date)}`,
      `DTEND;VALUE=DATE:${compactDay(addDays(date.event_date, 1))}`,
    ];
  }
  const when = [
    `DTSTART;TZID=${SITE_TIME_ZONE}:${compactDay(date.event_date)}T${pad(start.hours)}${pad(start.minutes)}00`,
  ];
  if (end) {
    const endDay = eventEndDay(date.event_date, date.start_time, date.end_time);
    when.push(`DTEND;TZID=${SITE_TIME_ZONE}:${compactDay(endDay)}T${pad(end.hours)}${pad(end.minutes)}00`);
  }
  return when;
}

/**
 * One event as an iCalendar file (text/calendar). Times are local Berlin times with a TZID; an
 * end before the start means the event runs past midnight. Unreadable times give an all-day entry.
 * Title, description and the link in the description are in the visitor's language (decision 0093).
 */
export function buildIcs(
  event: CalendarEvent,
  now = new Date(),
  locale: Locale = "de",
  /**
   * The entry's link where the event's page is not it: a 1:1 session or package has no public page,
   * so its file links the video room of an online session or the visitor's "Meine Buchung" (issue 51).
   */
  link?: string,
): string {
  const { title, description } = eventTextsIn(event, locale);
  const url = link ?? new URL(localizePath(eventPath(event), locale), brand.siteUrl).toString();
  const host = new URL(brand.siteUrl).hostname;
  // A course: every date its own entry, named "(2/6)", its UID the date's id (issue 55).
  const dates = (event.course_dates?.length ?? 0) > 1 ? event.course_dates! : null;
  const entries = dates
    ? dates.map((date, i) => ({
        uid: `${date.id}@${host}`,
        summary: `${title} (${i + 1}/${dates.length})`,
        date,
      }))
    : [{ uid: `${event.id}@${host}`, summary: title, date: event }];
  const timed = entries.some(({ date }) => parseClock(date.start_time));
  const vevent = ({ uid, summary, date }: (typeof entries)[number]) => [
    "BEGIN:VEVENT",
    `UID:${uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    ...whenLines(date),
    `SUMMARY:${escapeIcsText(summary)}`,
    `DESCRIPTION:${escapeIcsText(`${description}\n\n${url}`)}`,
    `LOCATION:${escapeIcsText(date.location)}`,
    `URL:${url}`,
    // Same UID, a higher SEQUENCE: a calendar that imported the booking's file marks that entry off.
    ...(event.cancelled_at ? ["SEQUENCE:1", "STATUS:CANCELLED"] : []),
    `ORGANIZER;CN="${brand.coach.name.replace(/"/g, "")}":mailto:${brand.mail.coachInbox}`,
    "END:VEVENT",
  ];

  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${brand.productName}//Veranstaltungen//DE`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(timed ? BERLIN_TIMEZONE : []),
    ...entries.flatMap(vevent),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldIcsLine).join("\r\n")}\r\n`;
}

/** A file name that survives every mail client: ASCII letters, digits and dashes only. */
export function icsFileName(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/ß/g, "ss")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${slug || "veranstaltung"}.ics`;
}

/** The .ics download answer, shared by the event page's and "Meine Buchung"'s calendar links. */
export function icsResponse(event: CalendarEvent, locale: Locale = "de"): Response {
  return new Response(buildIcs(event, new Date(), locale), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${icsFileName(eventTextsIn(event, locale).title)}"`,
      "Cache-Control": "no-store",
    },
  });
}

/**
 * The .ics download of an event that may not exist (a wrong id, a foreign or cancelled booking's
 * link): the file, or 404 with `notFoundText`. A failed read is logged under `failure` and answers
 * the same 404, never a 500.
 */
export async function icsDownload(
  lookup: Promise<CalendarEvent | null>,
  notFoundText: string,
  failure: string,
  locale: Locale = "de",
): Promise<Response> {
  const event = await lookup.catch((error: unknown) => {
    logError(failure, error);
    return null;
  });
  if (event) return icsResponse(event, locale);
  return new Response(notFoundText, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
