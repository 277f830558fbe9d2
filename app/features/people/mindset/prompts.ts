import type { Locale } from "~/lib/locale";

/**
 * Prompt series (decision 0158): shared by the server, the journal page and the back office. Free of
 * server code, so pages can import it.
 */

/** One day's prompt; `en` null: English journals get the German one. */
export interface SeriesPrompt {
  de: string;
  en: string | null;
}

/** The Berlin hours in which the daily job sends (from 7:00; a missed morning is caught up until noon). */
export const PROMPT_SEND_HOURS = { from: 7, until: 12 } as const;

export const PROMPT_MAX_LENGTH = 600;
export const MAX_PROMPTS = 60;
export const SERIES_NAME_MAX_LENGTH = 80;

/** Form fields: the series to start, the consent box, and the prompt an entry answers. */
export const SERIES_FIELD = "reihe";
export const PROMPT_CONSENT_FIELD = "impulse_einwilligung";
export const PROMPT_FIELD = "impuls";
/** The query parameter of "Im Journal antworten": the journal opens with that prompt above the form. */
export const PROMPT_PARAM = "impuls";
/** The back office's checkboxes: `event_<id>` and `paket_<id>` attach a series (one per event or package). */
export const SERIES_EVENT_PREFIX = "event_";
export const SERIES_PACKAGE_PREFIX = "paket_";

/** The prompt of a series' day, in the journal's language. */
export const promptIn = (prompt: SeriesPrompt, locale: Locale) => (locale === "en" && prompt.en) || prompt.de;

/** "<series id>:<day>" (day from 1): what a mail's link and the entry form carry. */
export const promptRef = (seriesId: string, day: number) => `${seriesId}:${day}`;

export function parsePromptRef(value: string | null | undefined): { seriesId: string; day: number } | null {
  const match = /^([0-9a-zA-Z-]{1,64}):([1-9][0-9]{0,2})$/.exec(value ?? "");
  return match ? { seriesId: match[1]!, day: Number(match[2]) } : null;
}

/** Reads a stored `prompts` column; anything that is not a prompt is left out. */
export function storedPrompts(value: unknown): SeriesPrompt[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((p: unknown) => {
    if (typeof p !== "object" || p === null) return [];
    const { de, en } = p as Record<string, unknown>;
    return typeof de === "string" && de ? [{ de, en: typeof en === "string" && en ? en : null }] : [];
  });
}

/** The lines of the back office's text areas: German lines without the empty ones; English lines keep their places. */
export function promptsFromLines(german: string, english: string): { prompts: SeriesPrompt[]; extraEnglish: boolean } {
  const de = german
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const en = english.split(/\r?\n/).map((line) => line.trim());
  while (en.length && !en.at(-1)) en.pop();
  return { prompts: de.map((text, i) => ({ de: text, en: en[i] || null })), extraEnglish: en.length > de.length };
}
