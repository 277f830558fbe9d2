import { addMonths, format } from "date-fns";
import { createContext, useContext, useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import {
  DayPicker,
  type CustomComponents,
  type DayButtonProps,
  type Formatters,
  type Labels,
  type PreviousMonthButtonProps,
} from "react-day-picker";
import { de, enGB } from "react-day-picker/locale";
import { DayCell } from "~/components/ui/day-picker-cell";
import { DayPickerStyles } from "~/components/ui/day-picker-styles";
import * as v from "valibot";
import { useLocale, useMessages } from "~/lib/i18n";
import type { PublicEvent, ShownEvent } from "./cache.server";
import { EventDayCard } from "./event-cards";
import calendarCssUrl from "./calendar.css?url";
import calendarCss from "./calendar.css?inline";
import { formatLongDay, formatMonthDate, parseEventDate, toIsoDay } from "./format";
import { calendarDateLib } from "./calendar-date-lib";

export { calendarDateLib };
import { useNonce } from "~/lib/nonce";

interface EventsCalendarProps {
  events: ShownEvent[];
  /** Berlin's today as `yyyy-MM-dd`, from the server, so server and browser render the same calendar. */
  today: string;
  /** The day selected at first (`yyyy-MM-dd`), or null for none. */
  initialDate: string | null;
  /** The month shown at first (`yyyy-MM`). */
  initialMonth: string;
}

/**
 * Without JavaScript the calendar's buttons submit this GET form (?tag=… or ?monat=…) and the
 * server renders that day or month; with it, they only change the calendar on the page.
 */
const NO_JS_FORM = "events-calendar-form";
export const DAY_PARAM = "tag";
export const MONTH_PARAM = "monat";
const MONTH_FORMAT = "yyyy-MM";

const DaySchema = v.pipe(v.string(), v.isoDate());
const MonthSchema = v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/));

/**
 * Where the calendar opens: the day and month of the URL when they are valid; otherwise the
 * first event dated today or later, else the most recent event, else nothing (current month).
 */
export function calendarStart(
  params: URLSearchParams,
  events: Pick<PublicEvent, "event_date">[],
  today: string,
): { initialDate: string | null; initialMonth: string } {
  const day = v.safeParse(DaySchema, params.get(DAY_PARAM));
  const month = v.safeParse(MonthSchema, params.get(MONTH_PARAM));
  const days = events.map((e) => e.event_date).sort();
  const initialDate = day.success ? day.output : (days.find((d) => d >= today) ?? days.at(-1) ?? null);
  return { initialDate, initialMonth: month.success ? month.output : (initialDate ?? today).slice(0, 7) };
}

const ShownMonth = createContext(new Date());

/** Keeps the script-driven selection; the submit is only the fallback without JavaScript. */
function withoutSubmit<E extends MouseEvent<HTMLButtonElement>>(onClick: ((event: E) => void) | undefined) {
  return (event: E) => {
    event.preventDefault();
    onClick?.(event);
  };
}

function DayButton({ day, modifiers, onClick, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  // DayPicker's own day button does this: keyboard moves focus through the grid.
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return (
    <button
      ref={ref}
      {...props}
      type="submit"
      form={NO_JS_FORM}
      name={DAY_PARAM}
      value={toIsoDay(day.date)}
      onClick={withoutSubmit(onClick)}
    />
  );
}

function MonthButton({ step, onClick, ...props }: PreviousMonthButtonProps & { step: 1 | -1 }) {
  const shown = useContext(ShownMonth);
  return (
    <button
      {...props}
      type="submit"
      form={NO_JS_FORM}
      name={MONTH_PARAM}
      value={format(addMonths(shown, step), MONTH_FORMAT)}
      onClick={withoutSubmit(onClick)}
    />
  );
}

const calendarComponents: Partial<CustomComponents> = {
  Day: DayCell,
  DayButton,
  PreviousMonthButton: (props: PreviousMonthButtonProps) => <MonthButton {...props} step={-1} />,
  NextMonthButton: (props: PreviousMonthButtonProps) => <MonthButton {...props} step={1} />,
};

/**
 * The day numbers and the day buttons' labels without date-fns' `format` (see formatLongDay): the
 * same texts, at a fraction of the cost of rendering the calendar.
 */
const calendarFormatters: Partial<Formatters> = { formatDay: (date) => String(date.getDate()) };

/**
 * The calendar tab: a German single-date calendar (Monday first) whose event days are bold,
 * underlined and in the accent colour, next to a panel with the chosen day's events.
 */
export function EventsCalendar({ events, today, initialDate, initialMonth }: EventsCalendarProps) {
  const t = useMessages().events;
  const locale = useLocale();
  const nonce = useNonce();
  const [selected, setSelected] = useState<Date | undefined>(initialDate ? parseEventDate(initialDate) : undefined);
  const [month, setMonth] = useState<Date>(parseEventDate(`${initialMonth}-01`));

  const labels = useMemo<Partial<Labels>>(
    () => ({
      labelDayButton: (date, modifiers) =>
        t.dayLabel(formatLongDay(date, locale), Boolean(modifiers.today), Boolean(modifiers.selected)),
    }),
    [t, locale],
  );
  // A lookup, not a list of dates: DayPicker would compare each of its 42 days with every event day.
  const hasEvent = useMemo(() => {
    const eventDays = new Set(events.map((e) => e.event_date));
    return (date: Date) => eventDays.has(toIsoDay(date));
  }, [events]);
  const dayEvents = selected ? events.filter((e) => e.event_date === toIsoDay(selected)) : [];

  return (
    <div className="grid gap-8 lg:grid-cols-[auto_minmax(0,1fr)] lg:items-start">
      {/* The calendar's stylesheet, hoisted into <head> as a style resource: inline in the HTML of
          ?view=kalender, added by React when the tab opens in the browser, and on no other page (ADR 0082). */}
      <DayPickerStyles />
      <style href={calendarCssUrl} precedence="default" nonce={nonce}>
        {calendarCss}
      </style>
      <div className="mx-auto rounded-2xl border border-line bg-white p-3 shadow-sm sm:p-5 lg:mx-0">
        <form id={NO_JS_FORM} method="get" hidden />
        <ShownMonth.Provider value={month}>
          <DayPicker
            mode="single"
            selected={selected}
            onSelect={setSelected}
            month={month}
            onMonthChange={setMonth}
            locale={locale === "en" ? enGB : de}
            weekStartsOn={1}
            today={parseEventDate(today)}
            showOutsideDays
            modifiers={{ hasEvent }}
            modifiersClassNames={{ hasEvent: "has-event" }}
            components={calendarComponents}
            formatters={calendarFormatters}
            dateLib={calendarDateLib}
            labels={labels}
            className="events-calendar"
          />
        </ShownMonth.Provider>
      </div>

      <section aria-live="polite" aria-labelledby="events-day-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="events-day-heading" className="text-2xl">
            {selected ? formatMonthDate(selected, locale) : t.noDate}
          </h2>
          {selected ? (
            <p className="mt-1 text-muted">{dayEvents.length > 0 ? t.countOnDay(dayEvents.length) : t.noEventsOnDay}</p>
          ) : null}
        </div>
        {selected && dayEvents.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-line bg-white/60 p-6 text-muted">{t.emptyDay}</p>
        ) : null}
        {dayEvents.length > 0 ? (
          <ul className="flex flex-col gap-3">
            {dayEvents.map((event) => (
              <li key={event.id}>
                <EventDayCard event={event} />
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
