import type { MetaDescriptor } from "react-router";
import { brand } from "~/config/brand";
import { getMessages, type Messages } from "./i18n";
import { basePath, DEFAULT_LOCALE, localeFromPath, type Locale, localizePath } from "./locale";

interface PageSeo {
  title: string;
  description: string;
  /** German path of the page, e.g. "/angebote"; the canonical URL is built from the brand's site URL. */
  path: string;
  /** Language of this version: the canonical link points at it, hreflang links at both. */
  locale?: Locale;
  image?: string;
  type?: "website" | "article" | "event";
  noindex?: boolean;
}

export const DEFAULT_OG_IMAGE = "/images/og-default.png";

/** Title, description, canonical link and Open Graph tags for one page, in one call. */
export function seo({
  title,
  description,
  path,
  image = DEFAULT_OG_IMAGE,
  type = "website",
  noindex,
  locale = DEFAULT_LOCALE,
}: PageSeo): MetaDescriptor[] {
  const url = absoluteUrl(localizePath(path, locale));
  const imageUrl = new URL(image, brand.siteUrl).toString();
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...(noindex ? [] : alternates(path)),
    { property: "og:type", content: type },
    { property: "og:locale", content: locale === "en" ? "en_GB" : "de_DE" },
    { property: "og:site_name", content: brand.productName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** A page that is not there (an unknown post or event): its own title, kept out of search engines. */
export function notFoundMeta(title: string, description: string, path: string, locale: Locale): MetaDescriptor[] {
  return seo({ title: `${title} | ${brand.productName}`, description, path, noindex: true, locale });
}

/** JSON-LD structured data as a meta descriptor (React Router renders it as a script tag). */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": data };
}

export const absoluteUrl = (path: string) => new URL(path, brand.siteUrl).toString();

/** hreflang links of a page's two versions (de, en and x-default → German), the same on both. */
export function alternates(path: string): MetaDescriptor[] {
  const german = basePath(path);
  return [
    { tagName: "link", rel: "alternate", hrefLang: "de", href: absoluteUrl(german) },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: absoluteUrl(localizePath(german, "en")) },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(german) },
  ];
}

/**
 * The pages whose catalogue section names their title and description (`metaTitle`,
 * `metaDescription`). A closed list: the catalogue check (scripts/unused-messages.ts) follows the
 * reads below into exactly these sections.
 */
type MetaSection = keyof Pick<Messages, "vouchers" | "packages" | "sessions">;

/**
 * A route's `meta` for a page whose title and description are its catalogue section's, in the
 * page's language. `noindexWithQuery`: each chosen step of the page is an address of its own, and
 * search engines need only the first.
 */
export function catalogueMeta(section: MetaSection, path: string, { noindexWithQuery = false } = {}) {
  return ({ location }: { location: { pathname: string; search: string } }): MetaDescriptor[] => {
    const locale = localeFromPath(location.pathname);
    const t = getMessages(locale)[section];
    return seo({
      title: `${t.metaTitle} | ${brand.productName}`,
      description: t.metaDescription,
      path,
      locale,
      ...(noindexWithQuery && location.search ? { noindex: true } : {}),
    });
  };
}
