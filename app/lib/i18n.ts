import { useLocation } from "react-router";
import { localeFromPath, localizePath, type Locale } from "./locale";
import { messages } from "./messages";
import { messagesEn } from "./messages.en";
import type { Widen } from "./widen";

/** The language of the page being shown, from its path (/en/… is English). */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** A function that turns a German site path into the current page's language ("/contact" → "/en/contact"). */
export function useLocalize(): (path: string) => string {
  const locale = useLocale();
  return (path: string) => localizePath(path, locale);
}

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
