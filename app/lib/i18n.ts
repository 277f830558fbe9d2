import { useLocation } from "react-router";
import { localeFromPath, localizePath, type Locale } from "./locale";
import { messages } from "./messages";
import { messagesEn } from "./messages.en";

/** The language of the page being shown, from its path (/en/… is English). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** A function that turns a German site path into the current page's language ("/contact" → "/en/contact"). */
export function useLocalize(): (path: string) => string {
  const locale = useLocale();
  return (path: string) => localizePath(path, locale);
}

/** String literals widened, so the English catalogue can stand in for the German one. */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Widen<R>
    : T extends readonly (infer U)[]
      ? readonly Widen<U>[]
      : { readonly [K in keyof T]: Widen<T[K]> };

export type Messages = Widen<typeof messages>;

let english: Messages | undefined;

/**
 * The visitor-facing catalogue of a language; the back office only ever uses `messages`. The same
 * object on every call, so that components can keep what they derive from it in `useMemo`.
 */
export function getMessages(locale: Locale): Messages {
  return locale === "en" ? (english ??= { ...messages, ...messagesEn }) : messages;
}

export function useMessages(): Messages {
  return getMessages(useLocale());
}
