import { brand } from "~/config/brand";
import { intlLocale, localizePath, type Locale } from "~/lib/locale";
import { decimalAmount } from "~/lib/money";
import type { ShownEvent } from "./cache.server";
import { eventImage } from "./event-cards";
import { berlinDateTime, eventEndDay } from "./format";
import { eventPath } from "./path";

const isOnline = (location: string) => /\bonline\b/i.test(location);

/** "<studio>, <street and number>, <town>": the parts of a venue as the coach types it. */
const venueParts = (location: string) =>
  location
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

/** The venue's name: its first part, unless that is already the street ("Hagenmarkt 7, Braunschweig"). */
const placeName = (location: string) => venueParts(location)[0] ?? location;

/**
 * A schema.org PostalAddress from the venue's free text: the last part is the town (with its
 * postcode when given), a part with a house number the street. The coach's own studio gets her full
 * address from the brand, country included; elsewhere the country is left out rather than guessed.
 */
export function postalAddress(location: string): Record<string, string> {
  const { address } = brand;
  if (location.includes(address.street)) {
    return {
      "@type": "PostalAddress",
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressCountry: "DE",
    };
  }
  const parts = venueParts(location);
  const town = parts.length > 1 ? parts.at(-1)! : location;
  const [, postalCode, locality] = /^(\d{4,5})\s+(.+)$/.exec(town) ?? [null, null, town];
  const street = parts.slice(1, -1).find((part) => /\d/.test(part));
  return {
    "@type": "PostalAddress",
    ...(street ? { streetAddress: street } : {}),
    ...(postalCode ? { postalCode } : {}),
    addressLocality: locality ?? town,
  };
}

/** schema.org Event with its offer, so search engines can show date, place, price and availability. */
export function eventJsonLd(
  event: ShownEvent,
  { past, locale }: { past: boolean; locale: Locale },
): Record<string, unknown> {
  const url = new URL(localizePath(eventPath(event), locale), brand.siteUrl).toString();
  const online = isOnline(event.location);
  const available = !past && !event.cancelled_at && event.seats_left > 0;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description,
    startDate: berlinDateTime(event.event_date, event.start_time),
    // 20:30–00:30 ends the next day (as in the calendar file).
    endDate: berlinDateTime(eventEndDay(event.event_date, event.start_time, event.end_time), event.end_time),
    eventStatus: event.cancelled_at ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: online
      ? "https://schema.org/OnlineEventAttendanceMode"
      : "https://schema.org/OfflineEventAttendanceMode",
    location: online
      ? { "@type": "VirtualLocation", name: event.location, url }
      : { "@type": "Place", name: placeName(event.location), address: postalAddress(event.location) },
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
      price: decimalAmount(event.price_cents),
      priceCurrency: event.currency,
      availability: available ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
      url,
    },
  };
}
