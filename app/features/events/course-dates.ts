import * as v from "valibot";
import type { CourseDate } from "~db/course-dates";
import { formatLongDate, formatShortDate, formatTimeRange, parseClock } from "./format";
import type { Locale } from "~/lib/locale";
import { adminMessages } from "~/lib/messages.admin";

export type { CourseDate };

/** The most dates a course may have: a year of weekly evenings is far beyond any real course. */
export const MAX_COURSE_DATES = 52;

type MaybeCourse = { course_dates?: CourseDate[] | null };

/** A course is an event with two or more dates (issue 55); anything else is an event of one date. */
export const isCourse = (event: MaybeCourse): boolean => (event.course_dates?.length ?? 0) > 1;

/** The course's dates, or null for an event of one date. */
export const courseDatesOf = (event: MaybeCourse): CourseDate[] | null =>
  isCourse(event) ? (event.course_dates ?? null) : null;

/** Every date the event meets on: a course's dates, or the event's own date as the only one. */
export function meetingsOf(
  event: MaybeCourse & { id: string; event_date: string; start_time: string; end_time: string; location: string },
): CourseDate[] {
  return (
    courseDatesOf(event) ?? [
      {
        id: event.id,
        event_date: event.event_date,
        start_time: event.start_time,
        end_time: event.end_time,
        location: event.location,
        online: /\bonline\b/i.test(event.location),
      },
    ]
  );
}

/** `yyyy-MM-dd HH:mm`: sortable as text. */
export const startKey = (date: Pick<CourseDate, "event_date" | "start_time">) =>
  `${date.event_date} ${date.start_time}`;
const endKey = (date: Pick<CourseDate, "event_date" | "end_time">) => `${date.event_date} ${date.end_time}`;

/** Has the date begun / ended at `now` (Berlin)? `berlin` is `berlinNow(now)`. */
export const dateBegun = (date: CourseDate, berlin: { day: string; time: string }) =>
  startKey(date) <= `${berlin.day} ${berlin.time}`;
export const dateOver = (date: CourseDate, berlin: { day: string; time: string }) =>
  endKey(date) <= `${berlin.day} ${berlin.time}`;

/** "6 Termine ab 12.01.2027" / "6 dates from 12 Jan 2027". */
export function courseSummary(dates: readonly CourseDate[], locale: Locale): string {
  const first = dates[0]?.event_date ?? "";
  const day = formatShortDate(first, locale);
  return locale === "en" ? `${dates.length} dates from ${day}` : `${dates.length} Termine ab ${day}`;
}

/** One date as a line: "Dienstag, 12. Januar 2027, 19:00–21:00 Uhr". */
export const dateLine = (date: CourseDate, locale: Locale) =>
  `${formatLongDate(date.event_date, locale)}, ${formatTimeRange(date.start_time, date.end_time, true, locale)}`;

const t = adminMessages.courses.errors;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One date as the coach's form sends it (German messages: the back office speaks German). */
export const CourseDateSchema = v.pipe(
  v.object({
    id: v.optional(v.pipe(v.string(), v.maxLength(64))),
    event_date: v.pipe(v.string(t.date), v.trim(), v.isoDate(t.date)),
    start_time: v.pipe(v.string(t.start), v.trim(), v.regex(TIME, t.start)),
    end_time: v.pipe(v.string(t.end), v.trim(), v.regex(TIME, t.end)),
    location: v.pipe(v.string(t.location), v.trim(), v.minLength(1, t.location), v.maxLength(200, t.location)),
    online: v.boolean(),
  }),
  v.check((date) => {
    const start = parseClock(date.start_time);
    const end = parseClock(date.end_time);
    return !!start && !!end && end.hours * 60 + end.minutes > start.hours * 60 + start.minutes;
  }, t.endBeforeStart),
);

/** A course's dates: at least one, in order, none overlapping the one before. */
export const CourseDatesSchema = v.pipe(
  v.array(CourseDateSchema),
  v.minLength(1, t.none),
  v.maxLength(MAX_COURSE_DATES, t.tooMany),
  v.check((dates) => dates.every((date, i) => i === 0 || startKey(date) >= endKey(dates[i - 1]!)), t.order),
);

/**
 * The dates from the coach's form: fieldsets `date_<i>`, `start_<i>`, `end_<i>`, `location_<i>`,
 * `online_<i>`, `id_<i>` for i below `count`. Rows she left empty entirely are skipped.
 */
export function datesFromForm(form: Record<string, string>): unknown[] {
  const count = Math.min(Number.parseInt(form.count ?? "0", 10) || 0, MAX_COURSE_DATES + 1);
  const rows: unknown[] = [];
  for (let i = 0; i < count; i++) {
    const row = {
      id: form[`id_${i}`] || undefined,
      event_date: form[`date_${i}`] ?? "",
      start_time: form[`start_${i}`] ?? "",
      end_time: form[`end_${i}`] ?? "",
      location: form[`location_${i}`] ?? "",
      online: form[`online_${i}`] === "on",
    };
    if (!row.event_date && !row.start_time && !row.end_time && !row.location) continue;
    rows.push(row);
  }
  return rows;
}
