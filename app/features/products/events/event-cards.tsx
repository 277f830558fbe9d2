import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { useLocale, useLocalize, useMessages } from "~/lib/i18n";
import type { PublicEvent, ShownEvent } from "./cache.server";
import { formatShortDate, formatTimeRange } from "./format";
import { formatPrice } from "~/lib/money";
import { LazyImage } from "~/components/ui/lazy-image";
import { LineIcon } from "~/components/ui/line-icon";
import { eventPath } from "./path";
import { courseDatesOf, courseSummary } from "./course-dates";

/** Drawn for events without their own picture (public/images/events/fallback.svg). */
export const FALLBACK_EVENT_IMAGE = "/images/events/fallback.svg";
export const eventImage = (event: Pick<PublicEvent, "image_url">) => event.image_url || FALLBACK_EVENT_IMAGE;

export const icons = {
  calendar: "M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z",
  clock: "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2",
  pin: "M12 22s8-6.2 8-12a8 8 0 1 0-16 0c0 5.8 8 12 8 12zM12 13a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  users:
    "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM22 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8",
  tag: "M20.6 13.4l-7.2 7.2a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8zM7 7h.01",
} as const;

/** One labelled line with an icon: date, time, place. */
export function InfoLine({ icon, children }: { icon: keyof typeof icons; children: React.ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-sm text-muted">
      <LineIcon d={icons[icon]} className="mt-0.5 size-4 shrink-0 text-accent" />
      <span>{children}</span>
    </p>
  );
}

function DetailsLink({ event }: { event: ShownEvent }) {
  const messages = useMessages();
  const localize = useLocalize();
  return (
    <Link
      to={localize(eventPath(event))}
      aria-label={`${messages.events.details}: ${event.title}`}
      className={buttonClass("secondary", "sm", "self-start")}
    >
      {messages.events.details}
    </Link>
  );
}

/** The price per seat, or "kostenlos" for a free event: cards and the event page say it alike. */
export function usePriceText(): (event: Pick<PublicEvent, "price_cents" | "currency">) => string {
  const locale = useLocale();
  const t = useMessages().events;
  return (event) => (event.price_cents === 0 ? t.free : formatPrice(event.price_cents, event.currency, locale));
}

const badgeClass = "inline-flex rounded-full px-3 py-1 text-sm font-semibold";

/**
 * Seats still free, or "Ausgebucht" with the waiting list that a sold-out event always opens (the
 * event page names the list in its form instead); for an event that has begun, that it has taken
 * place (never "Plätze frei": it cannot be booked any more).
 */
export function SeatsBadge({
  event,
  past,
  waitlistBelow = false,
}: {
  event: Pick<PublicEvent, "seats_left">;
  past: boolean;
  /** The waiting-list form follows on the same page. */
  waitlistBelow?: boolean;
}) {
  const messages = useMessages();
  if (past) return <p className={`${badgeClass} bg-sand text-ink`}>{messages.events.tookPlace}</p>;
  return event.seats_left === 0 ? (
    <p className={`${badgeClass} bg-danger-soft text-danger`}>
      {waitlistBelow ? messages.eventDetail.soldOut : messages.events.soldOutWaitlist}
    </p>
  ) : (
    <p className={`${badgeClass} bg-accent-soft text-accent-strong`}>
      {messages.eventDetail.seatsLeft(event.seats_left)}
    </p>
  );
}

/**
 * A card of the list tab: image, category, title, date, two lines of description, place, times,
 * then price and free seats (an event that has begun shows neither, only that it took place).
 */
export function EventListCard({ event, past = false }: { event: ShownEvent; past?: boolean }) {
  const categories: Record<string, string> = useMessages().events.categories;
  const priceText = usePriceText();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
      <LazyImage
        src={eventImage(event)}
        width={640}
        height={360}
        className="aspect-video w-full bg-sand object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p>
          <span className="inline-block rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent-strong">
            {categories[event.category] ?? event.category}
          </span>
        </p>
        <h3 className="text-xl leading-snug" lang={event.lang.title}>
          {event.title}
        </h3>
        <p className="line-clamp-2 text-sm leading-relaxed text-muted" lang={event.lang.description}>
          {event.description}
        </p>
        <div className="mt-auto flex flex-col gap-1.5 pt-2">
          <EventFacts event={event} />
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          {past ? null : <p className="text-lg font-semibold text-ink">{priceText(event)}</p>}
          <SeatsBadge event={event} past={past} />
        </div>
        <DetailsLink event={event} />
      </div>
    </article>
  );
}

/** When and where, each on its line with its icon: the cards' and the event page's one order. */
export function EventFacts({
  event,
  date = true,
}: {
  event: Pick<PublicEvent, "event_date" | "start_time" | "end_time" | "location"> &
    Partial<Pick<PublicEvent, "course_dates">>;
  date?: boolean;
}) {
  const locale = useLocale();
  // A course shows once, with its number of dates and the first (issue 55), also on a day's card.
  const dates = courseDatesOf(event);
  return (
    <>
      {dates ? (
        <InfoLine icon="calendar">
          <time dateTime={event.event_date}>{courseSummary(dates, locale)}</time>
        </InfoLine>
      ) : date ? (
        <InfoLine icon="calendar">
          <time dateTime={event.event_date}>{formatShortDate(event.event_date, locale)}</time>
        </InfoLine>
      ) : null}
      <InfoLine icon="clock">{formatTimeRange(event.start_time, event.end_time, true, locale)}</InfoLine>
      <InfoLine icon="pin">{event.location}</InfoLine>
    </>
  );
}

/**
 * A compact card: image, title, times, place. The calendar's side panel belongs to one day, so its
 * cards leave the date out; the home page's "Nächste Termine" name the date and the price.
 */
export function EventDayCard({ event, dateAndPrice = false }: { event: ShownEvent; dateAndPrice?: boolean }) {
  const priceText = usePriceText();
  return (
    <article className="flex h-full gap-4 rounded-2xl border border-line bg-white p-3 shadow-sm">
      <LazyImage
        src={eventImage(event)}
        width={96}
        height={96}
        className="size-20 shrink-0 rounded-xl bg-sand object-cover sm:size-24"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 className="text-lg leading-snug" lang={event.lang.title}>
          {event.title}
        </h3>
        <EventFacts event={event} date={dateAndPrice} />
        {dateAndPrice ? <p className="font-semibold text-ink">{priceText(event)}</p> : null}
        <DetailsLink event={event} />
      </div>
    </article>
  );
}
