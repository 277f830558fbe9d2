import * as v from "valibot";
import { adminMessages } from "~/lib/messages.admin";
import { endKey, startKey } from "./course-dates";
import { parseClock } from "./format";

/** The most dates a course may have: a year of weekly evenings is far beyond any real course. */
export const MAX_COURSE_DATES = 52;

const t = adminMessages.courses.errors;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One date as the coach's form sends it (German messages: the back office speaks German). */
export const CourseDateSchema = v.pipe(
  v.object({
    id: v.optional(v.pipe(v.string(), v.maxLength(64))),
    event_date: v.pipe(
      v.string(t.date),
      v.trim(),
      v.isoDate(t.date),
      // A day the calendar has (the pattern alone lets 30 February through).
      // valibot runs this check after a failed isoDate too: an unreadable day is a refusal, never a throw.
      v.check((day) => {
        const at = new Date(`${day}T00:00:00Z`);
        return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(day);
      }, t.date),
    ),
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
