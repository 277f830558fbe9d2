import type { TopicSlug } from "~/config/pages";

/**
 * Events carry no theme of their own, so the result finds the fitting ones by the words of their
 * German title and description (always written; the English ones are optional, decision 0093).
 */
const THEME_WORDS: Record<TopicSlug, RegExp> = {
  mindset: /mindset/i,
  zukunftsbilder: /zukunftsbild|vision/i,
  selbsterkenntnis: /selbsterkenntnis|wer bin ich/i,
  glueck: /glück/i,
  lebensziele: /lebensziel|vermächtnis/i,
  sinn: /\bsinn/i,
  vergangenheit: /vergangenheit/i,
  gegenwartsfreude: /gegenwart|achtsam/i,
  zukunftsgestaltung: /zukunft gestalten|zukunftsgestaltung/i,
};

/** The events (in their given order) that speak to one of the themes, at most `limit`. */
export function eventsForThemes<E extends { title: string; description: string }>(
  events: readonly E[],
  themes: readonly TopicSlug[],
  limit = 3,
): E[] {
  return events
    .filter((event) => themes.some((theme) => THEME_WORDS[theme].test(`${event.title} ${event.description}`)))
    .slice(0, limit);
}
