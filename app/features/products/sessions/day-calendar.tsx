import { type ComponentType, createContext, useContext, useEffect, useMemo, useRef, useSyncExternalStore } from "react";
import { type CustomComponents, type DayButtonProps, DayPicker, type Labels } from "react-day-picker";
import { de, enGB } from "react-day-picker/locale";
import { DayCell } from "~/components/ui/day-picker-cell";
import { DayPickerStyles } from "~/components/ui/day-picker-styles";
import { calendarDateLib } from "~/features/products/events/calendar-date-lib";
import { formatLongDay, parseEventDate, toIsoDay } from "~/features/products/events/format";
import { useLocale, useMessages } from "~/lib/i18n";
import { useNonce } from "~/lib/nonce";
import calendarCssUrl from "./day-calendar.css?url";
import calendarCss from "./day-calendar.css?inline";
import type { ChoiceProps, SchedulerChoice } from "./choice";

/** What a day of the calendar needs to become a choice: the step's other choices and how to choose. */
interface CalendarContext {
  base: SchedulerChoice;
  free: ReadonlySet<string>;
  chosen: string | undefined;
  Choose: ComponentType<ChoiceProps>;
  /** After hydration: DayPicker's roving tab stop and arrow keys; before it every free day is a tab stop. */
  enhanced: boolean;
}
const Calendar = createContext<CalendarContext | null>(null);

/**
 * A day of the month: a free day is the step's `Choose` (a GET link on /termin, a button in the
 * contact page's dialog), so the server-rendered grid works without JavaScript; DayPicker's keyboard
 * handlers and its focus ride along once the page is hydrated. Closed days are disabled buttons.
 */
function DayButton({ day, modifiers, ...props }: DayButtonProps) {
  const calendar = useContext(Calendar);
  const element = useRef<HTMLElement | null>(null);
  // As DayPicker's own day button: the arrow keys move its focus through the grid.
  useEffect(() => {
    if (modifiers.focused) element.current?.focus();
  }, [modifiers.focused]);
  const iso = toIsoDay(day.date);
  if (!calendar || !calendar.free.has(iso)) return <button {...props} type="button" />;
  const { base, chosen, Choose, enhanced } = calendar;
  const { className, tabIndex, onKeyDown, onFocus, onBlur } = props;
  return (
    <Choose
      choice={{ ...base, day: iso }}
      current={iso === chosen}
      className={className ?? ""}
      attributes={{
        "aria-label": props["aria-label"],
        ref: (node) => {
          element.current = node;
        },
        ...(enhanced
          ? {
              tabIndex,
              onKeyDown: onKeyDown as React.KeyboardEventHandler<HTMLElement> | undefined,
              onFocus: onFocus as React.FocusEventHandler<HTMLElement> | undefined,
              onBlur: onBlur as React.FocusEventHandler<HTMLElement> | undefined,
            }
          : {}),
      }}
    >
      {props.children}
    </Choose>
  );
}

const components: Partial<CustomComponents> = { Day: DayCell, DayButton };

const noSubscribe = () => () => {};
/** The day is chosen by the step's link (the address), not by DayPicker's own state. */
const keepSelection = () => {};

/** Months from the first to the last free day, inclusive (1 to 3 for the usual horizon). */
function monthsBetween(first: string, last: string): number {
  const count = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));
  return count(last) - count(first) + 1;
}

/**
 * The scheduler's day step as a month calendar (decision 0188): every month from the first to the
 * last free day side by side (stacked on a phone), free days marked, the others closed. Rendered by
 * the server as a grid whose free days are links, so it works before and without JavaScript;
 * hydrated, DayPicker adds its keyboard grid (arrow keys, Home/End, Page Up/Down) and labels.
 */
export function DayCalendar({
  days,
  chosen,
  today,
  base,
  Choose,
}: {
  /** Free days, `yyyy-MM-dd`, ascending. */
  days: readonly string[];
  chosen: string | undefined;
  /** Berlin's today from the server, so both render the same calendar. */
  today: string;
  base: SchedulerChoice;
  Choose: ComponentType<ChoiceProps>;
}) {
  const locale = useLocale();
  const t = useMessages().sessions;
  const nonce = useNonce();
  // False on the server and while hydrating (the same HTML), true once the page runs its script.
  const enhanced = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const free = useMemo(() => new Set(days), [days]);
  const first = days[0]!;
  const last = days.at(-1)!;
  const context = useMemo(
    () => ({ base, free, chosen, Choose, enhanced }),
    // `base` is a fresh object per render; its parts decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [base.type, base.place, free, chosen, Choose, enhanced],
  );
  const labels = useMemo<Partial<Labels>>(
    () => ({
      labelDayButton: (date, modifiers) =>
        free.has(toIsoDay(date))
          ? t.dayFree(formatLongDay(date, locale), Boolean(modifiers.selected))
          : t.dayClosed(formatLongDay(date, locale)),
    }),
    [free, t, locale],
  );
  const isFree = useMemo(() => (date: Date) => free.has(toIsoDay(date)), [free]);
  const isClosed = useMemo(() => (date: Date) => !free.has(toIsoDay(date)), [free]);
  return (
    <div className="flex flex-col gap-3">
      <DayPickerStyles />
      <style href={calendarCssUrl} precedence="default" nonce={nonce}>
        {calendarCss}
      </style>
      <p className="text-sm text-muted">{t.calendarHint}</p>
      <div className="self-start rounded-2xl border border-line bg-white p-3 shadow-sm sm:p-5">
        <Calendar.Provider value={context}>
          <DayPicker
            mode="single"
            selected={chosen ? parseEventDate(chosen) : undefined}
            // Controlled by the address: with an `onSelect` DayPicker follows `selected` on every render.
            onSelect={keepSelection}
            defaultMonth={parseEventDate(first)}
            startMonth={parseEventDate(first)}
            endMonth={parseEventDate(last)}
            numberOfMonths={monthsBetween(first, last)}
            hideNavigation
            locale={locale === "en" ? enGB : de}
            weekStartsOn={1}
            today={parseEventDate(today)}
            disabled={isClosed}
            modifiers={{ free: isFree }}
            modifiersClassNames={{ free: "is-free" }}
            components={components}
            formatters={{ formatDay: (date) => String(date.getDate()) }}
            dateLib={calendarDateLib}
            labels={labels}
            className="day-calendar"
          />
        </Calendar.Provider>
      </div>
    </div>
  );
}
