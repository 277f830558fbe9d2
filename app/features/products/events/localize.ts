import type { Locale } from "~/lib/locale";

/**
 * An event's two texts the coach may also write in English (decision 0093). Everything else an
 * event shows (place, dates, price) reads the same in both languages or is formatted per locale.
 */
export interface EventTexts {
  title: string;
  description: string;
  title_en: string | null;
  description_en: string | null;
}

/** The language each shown text is in: the page's, or German where the coach left the English empty. */
export interface EventTextLangs {
  title: Locale;
  description: Locale;
}

/** Title and description for a page or e-mail in `locale`, each falling back to German on its own. */
export function eventTextsIn(
  event: EventTexts,
  locale: Locale,
): Pick<EventTexts, "title" | "description"> & {
  lang: EventTextLangs;
} {
  const title = locale === "en" ? event.title_en?.trim() : undefined;
  const description = locale === "en" ? event.description_en?.trim() : undefined;
  return {
    title: title || event.title,
    description: description || event.description,
    lang: { title: title ? locale : "de", description: description ? locale : "de" },
  };
}

/** The `lang` attribute each shown text needs: "de" on a German fallback, none in the page's language. */
export interface EventLangAttributes {
  title: Locale | undefined;
  description: Locale | undefined;
}

export type LocalizedEvent<E extends EventTexts> = Omit<E, "title_en" | "description_en"> & {
  lang: EventLangAttributes;
};

/** `lang` for an element showing a text in `textLang` on a page in `locale`: only where they differ. */
const langIfOther = (textLang: Locale, locale: Locale): Locale | undefined =>
  textLang === locale ? undefined : textLang;

/**
 * The event as a page in `locale` shows it: its texts in that language where the coach wrote them,
 * with the `lang` attribute each needs, and without the other language's copies (they would only
 * travel in the page's data).
 */
export function localizeEvent<E extends EventTexts>(event: E, locale: Locale): LocalizedEvent<E> {
  const { title, description, lang } = eventTextsIn(event, locale);
  const shown: Partial<E> = { ...event };
  delete shown.title_en;
  delete shown.description_en;
  return {
    ...(shown as Omit<E, "title_en" | "description_en">),
    title,
    description,
    lang: { title: langIfOther(lang.title, locale), description: langIfOther(lang.description, locale) },
  };
}

/** The title alone, for pages that show no description ("Meine Buchung", the waiting-list offer). */
export function shownTitle(event: EventTexts, locale: Locale): { title: string; titleLang: Locale | undefined } {
  const { title, lang } = eventTextsIn(event, locale);
  return { title, titleLang: langIfOther(lang.title, locale) };
}
