import { brand } from "~/config/brand";
import { intlLocale, localizePath, type Locale } from "~/lib/locale";
import { decimalAmount } from "~/lib/money";
import type { ShownEvent } from "./cache.server";
import { eventImage } from "./event-cards";
import { berlinDateTime, eventEndDay } from "./format";
import { eventPath } from "./path";

/** Words that put a visitor in front of a screen: online, a livestream, a video room. */
const ONLINE_WORDS = /\b(online|livestream|live-stream|zoom|webinar|videokonferenz|video call)\b/i;
/** Words that say both ways are open ("Online & Hybrid (Livestream aus München)"). */
const HYBRID_WORDS = /\bhybrid\b/i;

/**
 * How people attend (schema.org eventAttendanceMode) from the venue as she types it: online only
 * ("Online (Zoom)"), mixed where a place and a stream are both named ("Business Center, New York
 * (Livestream)", "Online & Hybrid (Livestream aus München)"), else in person. Issue 53 found the two
 * livestreamed events marked online-only and in-person.
 */
export function attendanceMode(location: string): "online" | "mixed" | "offline" {
  if (HYBRID_WORDS.test(location)) return "mixed";
  if (!ONLINE_WORDS.test(location)) return "offline";
  // What is left without the online words and brackets: a venue ("Business Center, New York") or nothing.
  const rest = location
    .replace(/\([^)]*\)/g, " ")
    .replace(new RegExp(ONLINE_WORDS.source, "gi"), " ")
    .replace(/[^\p{L}\d]+/gu, " ")
    .trim();
  return rest ? "mixed" : "online";
}

const ATTENDANCE_MODE = {
  online: "https://schema.org/OnlineEventAttendanceMode",
  mixed: "https://schema.org/MixedEventAttendanceMode",
  offline: "https://schema.org/OfflineEventAttendanceMode",
} as const;

/** The raster copy (1200 × 675 WebP, public/images/events) of each drawn event illustration. */
const FALLBACK_RASTER = "/images/events/fallback.webp";

/**
 * The event's picture as search engines take it: raster only (Google ignores SVG in structured data).
 * Her uploaded photos are JPEG, PNG or WebP already; each drawn illustration under /images/events has
 * a WebP twin (tests/ops/event-images.test.ts); any other SVG gets the fallback's.
 */
export function rasterImage(path: string): string {
  if (!/\.svg($|\?)/i.test(path)) return path;
  return /^\/images\/events\/[a-z0-9-]+\.svg$/.test(path) ? path.replace(/\.svg$/, ".webp") : FALLBACK_RASTER;
}

/** When the offer was first open: the event's creation, as an ISO instant (stored UTC). */
function offerValidFrom(createdAt: string): string {
  const iso = createdAt.includes("T") ? createdAt : `${createdAt.replace(" ", "T")}Z`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? createdAt : date.toISOString().replace(/\.\d{3}Z$/, "Z");
}

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
  const mode = attendanceMode(event.location);
  const virtual = { "@type": "VirtualLocation", name: event.location, url };
  const place = { "@type": "Place", name: placeName(event.location), address: postalAddress(event.location) };
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
    eventAttendanceMode: ATTENDANCE_MODE[mode],
    location: mode === "online" ? virtual : mode === "mixed" ? [place, virtual] : place,
    image: [new URL(rasterImage(eventImage(event)), brand.siteUrl).toString()],
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
      // Since when it can be booked: the day she put the event online.
      validFrom: offerValidFrom(event.created_at),
      url,
    },
  };
}
