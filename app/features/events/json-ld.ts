import { brand } from "~/config/brand";
import type { PublicEvent } from "./cache.server";
import { eventImage } from "./event-cards";
import { berlinDateTime } from "./format";

const isOnline = (location: string) => /\bonline\b/i.test(location);

/** schema.org Event with its offer, so search engines can show date, place, price and availability. */
export function eventJsonLd(event: PublicEvent, { past }: { past: boolean }): Record<string, unknown> {
  const url = new URL(`/events/${event.id}`, brand.siteUrl).toString();
  const online = isOnline(event.location);
  const available = !past && event.seats_left > 0;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description,
    startDate: berlinDateTime(event.event_date, event.start_time),
    endDate: berlinDateTime(event.event_date, event.end_time),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location: online
      ? { "@type": "VirtualLocation", name: event.location, url }
      : { "@type": "Place", name: event.location, address: event.location },
    image: [new URL(eventImage(event), brand.siteUrl).toString()],
    url,
    inLanguage: "de-DE",
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
