import { brand } from "~/config/brand";
import type { ShownEvent } from "~/features/products/events/cache.server";
import type { CourseDate } from "~/features/products/events/course-dates";
import { eventImage } from "~/features/products/events/event-cards";
import { berlinDateTime, eventEndDay } from "~/features/products/events/format";
import { postalAddress } from "~/features/products/events/json-ld";
import { eventPath } from "~/features/products/events/path";
import { intlLocale, localizePath, type Locale } from "~/lib/locale";
import { decimalAmount } from "~/lib/money";

const ONLINE = "https://schema.org/OnlineEventAttendanceMode";
const OFFLINE = "https://schema.org/OfflineEventAttendanceMode";
const MIXED = "https://schema.org/MixedEventAttendanceMode";

const startOf = (date: CourseDate) => berlinDateTime(date.event_date, date.start_time);
const endOf = (date: CourseDate) =>
  berlinDateTime(eventEndDay(date.event_date, date.start_time, date.end_time), date.end_time);

/** A date's place: the online room (the course's page), or the venue with its structured address. */
const locationOf = (date: CourseDate, url: string) =>
  date.online
    ? { "@type": "VirtualLocation", name: date.location, url }
    : {
        "@type": "Place",
        name: date.location.split(",")[0]?.trim() || date.location,
        address: postalAddress(date.location),
      };

/**
 * A course (issue 55) for search engines: a schema.org `EventSeries` whose `subEvent`s are its dates,
 * each a complete `Event` (name, start, end, place, status, attendance mode, organizer, image). One
 * offer, on the series: the course is booked as a whole. Kept apart from the single event's
 * `eventJsonLd`, which changes on its own.
 */
export function courseJsonLd(
  event: ShownEvent,
  dates: readonly CourseDate[],
  { past, locale }: { past: boolean; locale: Locale },
): Record<string, unknown> {
  const url = new URL(localizePath(eventPath(event), locale), brand.siteUrl).toString();
  const available = !past && !event.cancelled_at && event.seats_left > 0;
  const status = event.cancelled_at ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled";
  const modes = new Set(dates.map((date) => (date.online ? ONLINE : OFFLINE)));
  const mode = modes.size > 1 ? MIXED : ([...modes][0] ?? OFFLINE);
  const image = [new URL(eventImage(event), brand.siteUrl).toString()];
  const organizer = { "@type": "Person", name: brand.coach.name, url: brand.siteUrl };
  const performer = { "@type": "Person", name: brand.coach.name };
  const first = dates[0]!;
  const last = dates.at(-1)!;
  return {
    "@context": "https://schema.org",
    "@type": "EventSeries",
    name: event.title,
    description: event.description,
    startDate: startOf(first),
    endDate: endOf(last),
    eventStatus: status,
    eventAttendanceMode: mode,
    location: locationOf(first, url),
    image,
    url,
    inLanguage: intlLocale[event.lang.title ?? locale],
    maximumAttendeeCapacity: event.max_attendees,
    remainingAttendeeCapacity: event.seats_left,
    organizer,
    performer,
    offers: {
      "@type": "Offer",
      price: decimalAmount(event.price_cents),
      priceCurrency: event.currency,
      availability: available ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      url,
    },
    subEvent: dates.map((date, index) => ({
      "@type": "Event",
      "@id": `${url}#termin-${index + 1}`,
      name: `${event.title} (${index + 1}/${dates.length})`,
      description: event.description,
      startDate: startOf(date),
      endDate: endOf(date),
      eventStatus: status,
      eventAttendanceMode: date.online ? ONLINE : OFFLINE,
      location: locationOf(date, url),
      image,
      url,
      organizer,
      performer,
    })),
  };
}
