import { bilingualPaths, linkPagePaths, linkPagePrefixes } from "~/config/pages";

/**
 * The two languages of the public site (docs/decisions/0030-english-site.md): German at the
 * German paths, English at `/en` followed by the same German path. The admin stays German.
 */
export const LOCALES = ["de", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "de";

const EN_PREFIX = "/en";

export function localeFromPath(pathname: string): Locale {
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`) ? "en" : "de";
}

/** The German path of a page, whichever language the given path is in ("/en/sinn" → "/sinn"). */
export function basePath(pathname: string): string {
  if (localeFromPath(pathname) === "de") return pathname;
  const rest = pathname.slice(EN_PREFIX.length);
  return rest === "" ? "/" : rest;
}

/**
 * Which of `slugs` a route pattern names, in either language ("/en/sinn" → "sinn"): the modules that
 * app/routes.ts mounts once per page (topics, legal texts) learn their page from the loader's
 * `pattern` (the path as mounted, whatever case or trailing slash the visitor typed).
 */
export function pageSlug<S extends string>(pattern: string, slugs: readonly S[]): S | undefined {
  const slug = basePath(`/${pattern.replace(/^\/+/, "")}`).replace(/^\/|\/$/g, "");
  return slugs.find((candidate) => candidate === slug);
}

const english = new Set<string>([...bilingualPaths, ...linkPagePaths]);

/**
 * Whether a German site path also exists in English (events' own pages and their calendar files,
 * decision 0093, and the e-mail link pages included).
 */
export function hasEnglish(path: string): boolean {
  const bare = path.replace(/[?#].*$/, "") || "/";
  return (
    english.has(bare) ||
    /^\/events\/[^/]+(\/kalender\.ics)?$/.test(bare) ||
    // A blog post and the blog's feed (decision 0161).
    /^\/blog\/[^/]+$/.test(bare) ||
    linkPagePrefixes.some((prefix) => bare.startsWith(prefix) && /^[^/]+$/.test(bare.slice(prefix.length)))
  );
}

/**
 * A site path in the given language: "/sinn" → "/en/sinn", "/" → "/en", "/#why" → "/en#why".
 * A path that exists only in German (the admin, a download such as /buchung/<token>/kalender.ics)
 * keeps its German path.
 */
export function localizePath(path: string, locale: Locale): string {
  const german = basePath(path);
  if (locale === "de" || !hasEnglish(german)) return german;
  if (german === "/") return EN_PREFIX;
  if (german.startsWith("/#") || german.startsWith("/?")) return `${EN_PREFIX}${german.slice(1)}`;
  return german.startsWith("/") ? `${EN_PREFIX}${german}` : german;
}

/** BCP 47 tags for Intl formatting (dates, prices). */
export const intlLocale: Record<Locale, string> = { de: "de-DE", en: "en-GB" };
