import { brand } from "~/config/brand";
import { SESSION_PLACES, type SessionPlace } from "~db/enums";

export { SESSION_PLACES, type SessionPlace };

/**
 * Where a session takes place, as its booking's e-mails, calendar file and "Meine Buchung" show it
 * (a session's events row stores it as its location). Words that read in German and English alike:
 * a booking keeps its location whatever the page's language. The pages' labels are in the messages.
 */
export const PLACE_LOCATIONS: Record<SessionPlace, string> = {
  braunschweig: `${brand.name} Studio, ${brand.address.street}, ${brand.address.city}`,
  muenchen: "München",
  online: "Online (Video)",
};

const isPlace = (value: string): value is SessionPlace => (SESSION_PLACES as readonly string[]).includes(value);

/** A stored comma-separated list of places, unknown values dropped, in the canonical order. */
export function parsePlaces(stored: string | null | undefined): SessionPlace[] {
  const given = new Set((stored ?? "").split(",").map((part) => part.trim()));
  return SESSION_PLACES.filter((place) => given.has(place) && isPlace(place));
}
