import { useMemo, useState } from "react";
import { DayPicker } from "react-day-picker";
import { de } from "react-day-picker/locale";
import { messages } from "~/lib/messages";
import type { PublicEvent } from "./cache.server";
import { EventDayCard } from "./event-cards";
import { formatMonthDate, parseEventDate, toIsoDay } from "./format";

const t = messages.events;

interface EventsCalendarProps {
  events: PublicEvent[];
  /** Berlin's today as `yyyy-MM-dd`, from the server, so server and browser render the same calendar. */
  today: string;
  /** The day selected at first (`yyyy-MM-dd`), or null for none. */
  initialDate: string | null;
}

/**
 * The calendar tab: a German single-date calendar (Monday first) whose event days are bold,
 * underlined and in the accent colour, next to a panel with the chosen day's events.
 */
export function EventsCalendar({ events, today, initialDate }: EventsCalendarProps) {
  const [selected, setSelected] = useState<Date | undefined>(initialDate ? parseEventDate(initialDate) : undefined);
  const [month, setMonth] = useState<Date>(parseEventDate(initialDate ?? today));

  const eventDays = useMemo(() => [...new Set(events.map((e) => e.event_date))].map(parseEventDate), [events]);
  const dayEvents = selected ? events.filter((e) => e.event_date === toIsoDay(selected)) : [];

  return (
    <div className="grid gap-8 lg:grid-cols-[auto_minmax(0,1fr)] lg:items-start">
      <div className="mx-auto rounded-2xl border border-line bg-white p-3 shadow-sm sm:p-5 lg:mx-0">
        <DayPicker
          mode="single"
          selected={selected}
          onSelect={setSelected}
          month={month}
          onMonthChange={setMonth}
          locale={de}
          weekStartsOn={1}
          today={parseEventDate(today)}
          showOutsideDays
          modifiers={{ hasEvent: eventDays }}
          modifiersClassNames={{ hasEvent: "has-event" }}
          className="events-calendar"
        />
      </div>

      <section aria-live="polite" aria-labelledby="events-day-heading" className="flex flex-col gap-4">
        <div>
          <h2 id="events-day-heading" className="text-2xl">
            {selected ? formatMonthDate(selected) : t.noDate}
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

/**
 * Which day the calendar opens on: the first event dated today or later; if none is upcoming,
 * the most recent event; without events, nothing (the month is then the current one).
 */
export function initialCalendarDate(events: Pick<PublicEvent, "event_date">[], today: string): string | null {
  const days = events.map((e) => e.event_date).sort();
  return days.find((day) => day >= today) ?? days.at(-1) ?? null;
}
