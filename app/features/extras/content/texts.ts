import type { ContentPage, ContentSeed } from "~db/content/index";
import type { Locale } from "~/lib/locale";

/**
 * The texts of one page in one language, shaped like the seed (section → key → text). Type-only
 * import of the seed: the copy itself never reaches the browser bundle, only the keys' types.
 */
export type PageTexts<P extends ContentPage> = {
  readonly [S in keyof ContentSeed[P]]: { readonly [K in keyof ContentSeed[P][S]]: string };
};

export type Texts<P extends ContentPage> = { readonly [Page in P]: PageTexts<Page> };

/** What a content page's loader hands its component: the language and the texts it asked for. */
export interface ContentData<P extends ContentPage> {
  locale: Locale;
  texts: Texts<P>;
}

/** Lines of a list stored as one text, one item per line (offer features, upcoming posts). */
export function lines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}
