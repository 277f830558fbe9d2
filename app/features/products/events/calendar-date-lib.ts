import { format } from "date-fns";
import type { DateLib } from "react-day-picker";
import { toIsoDay } from "./format";

/**
 * DayPicker's date functions where it calls them per day: each of its 42 days formats itself three
 * times ("yyyy-MM-dd", "yyyy-MM" twice) and is compared with today and the selection. date-fns builds
 * a formatter from the pattern and new Date objects per call, which made these the calendar's largest
 * cost in a rendered /events. Shared by the events calendar and the scheduler's month calendar. The same results by hand (tested day by day against date-fns); every
 * other pattern still goes to date-fns.
 */
export const calendarDateLib: Partial<DateLib> = {
  format: (date, pattern, options) => {
    if (date instanceof Date && pattern === "yyyy-MM-dd") return toIsoDay(date);
    if (date instanceof Date && pattern === "yyyy-MM") return toIsoDay(date).slice(0, 7);
    return format(date, pattern, options);
  },
  isSameDay: (left, right) =>
    left.getDate() === right.getDate() &&
    left.getMonth() === right.getMonth() &&
    left.getFullYear() === right.getFullYear(),
};
