import { brand } from "~/config/brand";
import { intlLocale, localizePath, type Locale } from "~/lib/locale";
import type { ShownEvent } from "./cache.server";
import { eventImage } from "./event-cards";
import { berlinDateTime } from "./format";

const isOnline = (location: string) => /\bonline\b/i.test(location);

/** schema.org Event with its offer, so search engines can show date, place, price and availability. */
export function eventJsonLd(
  event: ShownEvent,
  { past, locale }: { past: boolean; locale: Locale },
): Record<string, unknown> {
  const url = new URL(localizePath(`/events/${event.id}`, locale), brand.siteUrl).toString();
  const online = isOnline(event.location);
  const available = !past && !event.cancelled_at && event.seats_left > 0;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description,
    startDate: berlinDateTime(event.event_date, event.start_time),
    endDate: berlinDateTime(event.event_date, event.end_time),
    eventStatus: event.cancelled_at ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location: online
      ? { "@type": "VirtualLocation", name: event.location, url }
      : { "@type": "Place", name: event.location, address: event.location },
    image: [new URL(eventImage(event), brand.siteUrl).toString()],
    url,
    // The title's language: the page's, or German where the English page falls back to it.
    inLanguage: intlLocale[event.lang.title ?? locale],
    maximumAttendeeCapacity: event.max_attendees,
    remainingAttendeeCapacity: event.seats_left,
    organizer: { "@type": "Person", name: brand.coach.name, url: brand.siteUrl },
    performer: { "@type": "Person", name: brand.coach.name },
    offers: {
      "@type": "Offer",
      price: (event.price_cents / 100).toFixed(2),
      priceCurrency: event.currency,
      availability: available ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      url,
    },
  };
}
