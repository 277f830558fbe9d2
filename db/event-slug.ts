/**
 * An event's readable address (`/events/2026-12-12-selbstwert-workshop`, decision 0168): its date,
 * then its German title in lower-case letters and digits joined by single hyphens. Pure and
 * without imports: the app (app/features/products/events/slug.server.ts), the demo seed (db/seed-data.ts)
 * and the tests use this one rule; migration 0035 fills the rows that existed before with the same
 * rule written in SQL (tests/unit/event-slug.test.ts holds both to the same answers).
 */

/**
 * Letters written with two (German) or spelled without their accent. Lower case only: titles are
 * lower-cased first. Anything else that is not a-z or 0-9 separates words.
 */
export const SLUG_LETTERS: Readonly<Record<string, string>> = {
  ä: "ae",
  ö: "oe",
  ü: "ue",
  ß: "ss",
  à: "a",
  á: "a",
  â: "a",
  å: "a",
  æ: "ae",
  ç: "c",
  è: "e",
  é: "e",
  ê: "e",
  ë: "e",
  ì: "i",
  í: "i",
  î: "i",
  ï: "i",
  ñ: "n",
  ò: "o",
  ó: "o",
  ô: "o",
  ø: "o",
  œ: "oe",
  ù: "u",
  ú: "u",
  û: "u",
  ÿ: "y",
};

/** At most this many characters of the title: the address stays readable in a chat or a printout. */
export const SLUG_TITLE_MAX = 60;

/** What an address of an event looks like: the date, then words of a-z and 0-9, maybe a `-2` suffix. */
export const EVENT_SLUG_PATTERN = /^\d{4}-\d{2}-\d{2}(?:-[a-z0-9]+)*$/;

/**
 * Longest address the rule makes: date, hyphen, capped title, hyphen and a suffix of up to 8
 * characters (a number, or the start of the event's id where numbering met a twin: migration 0036,
 * app/features/products/events/slug.server.ts).
 */
export const EVENT_SLUG_MAX = 10 + 1 + SLUG_TITLE_MAX + 9;

/** The title's words for the address, capped at a word boundary where the cap falls inside a word. */
export function titleSlug(title: string): string {
  const spelled = [...title.toLowerCase()].map((char) => SLUG_LETTERS[char] ?? char).join("");
  const words = spelled.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (words.length <= SLUG_TITLE_MAX) return words;
  const capped = words.slice(0, SLUG_TITLE_MAX);
  const lastBreak = capped.lastIndexOf("-");
  // A word cut in half reads worse than one word less; a single endless word is cut anyway.
  return (words[SLUG_TITLE_MAX] === "-" || lastBreak < 0 ? capped : capped.slice(0, lastBreak)).replace(/-+$/, "");
}

/** The address an event would get before looking for collisions: `yyyy-MM-dd-words-of-the-title`. */
export function baseEventSlug(event: { event_date: string; title: string }): string {
  const words = titleSlug(event.title);
  return words ? `${event.event_date}-${words}` : event.event_date;
}

/** The first of `base`, `base-2`, `base-3`, … that `taken` does not hold. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
