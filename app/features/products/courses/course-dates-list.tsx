import { icons } from "~/features/products/events/event-cards";
import type { CourseDate } from "~/features/products/events/course-dates";
import { formatLongDate, formatTimeRange } from "~/features/products/events/format";
import { LineIcon } from "~/components/ui/line-icon";
import { useLocale, useMessages } from "~/lib/i18n";

/**
 * Every date of a course, numbered, each with its day, time and place (issue 55): the course page,
 * "Meine Buchung" and the confirmation page show them alike. `aside` adds a line under a date (her
 * attendance, a make-up place, the button to say she cannot come).
 */
export function CourseDatesList({
  dates,
  aside,
}: {
  dates: readonly CourseDate[];
  aside?: (date: CourseDate, index: number) => React.ReactNode;
}) {
  const locale = useLocale();
  const t = useMessages().course;
  return (
    <ol className="flex flex-col divide-y divide-line" data-testid="course-dates">
      {dates.map((date, index) => (
        <li key={date.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
          <p className="text-sm font-semibold text-accent-strong">{t.dateLabel(index + 1)}</p>
          <p className="flex items-start gap-2 text-ink">
            <LineIcon d={icons.calendar} className="mt-1 size-4 shrink-0 text-accent" />
            <span>
              <time dateTime={date.event_date}>{formatLongDate(date.event_date, locale)}</time>,{" "}
              {formatTimeRange(date.start_time, date.end_time, true, locale)}
            </span>
          </p>
          <p className="flex items-start gap-2 text-sm text-muted">
            <LineIcon d={icons.pin} className="mt-0.5 size-4 shrink-0 text-accent" />
            <span>
              {date.location}
              {date.online ? ` · ${t.online}` : null}
            </span>
          </p>
          {aside?.(date, index)}
        </li>
      ))}
    </ol>
  );
}
