import type { CourseDate } from "~db/course-dates";
import { formatLongDate, formatShortDate, formatTimeRange } from "./format";
import { getMessages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";

export type { CourseDate };

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
export const endKey = (date: Pick<CourseDate, "event_date" | "end_time">) => `${date.event_date} ${date.end_time}`;

/** Has the date begun / ended at `now` (Berlin)? `berlin` is `berlinNow(now)`. */
export const dateBegun = (date: CourseDate, berlin: { day: string; time: string }) =>
  startKey(date) <= `${berlin.day} ${berlin.time}`;
export const dateOver = (date: CourseDate, berlin: { day: string; time: string }) =>
  endKey(date) <= `${berlin.day} ${berlin.time}`;

/** "6 Termine ab 12.01.2027" / "6 dates from 12 Jan 2027". */
export function courseSummary(dates: readonly CourseDate[], locale: Locale): string {
  return getMessages(locale).course.summary(dates.length, formatShortDate(dates[0]?.event_date ?? "", locale));
}

/** One date as a line: "Dienstag, 12. Januar 2027, 19:00–21:00 Uhr". */
export const dateLine = (date: CourseDate, locale: Locale) =>
  `${formatLongDate(date.event_date, locale)}, ${formatTimeRange(date.start_time, date.end_time, true, locale)}`;
