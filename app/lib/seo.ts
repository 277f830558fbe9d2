import type { MetaDescriptor } from "react-router";
import { brand } from "~/config/brand";

interface PageSeo {
  title: string;
  description: string;
  /** Path of the page, e.g. "/angebote"; the canonical URL is built from the brand's site URL. */
  path: string;
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
}: PageSeo): MetaDescriptor[] {
  const url = new URL(path, brand.siteUrl).toString();
  const imageUrl = new URL(image, brand.siteUrl).toString();
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: type },
    { property: "og:locale", content: "de_DE" },
    { property: "og:site_name", content: brand.productName },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}

/** JSON-LD structured data as a meta descriptor (React Router renders it as a script tag). */
export function jsonLd(data: Record<string, unknown>): MetaDescriptor {
  return { "script:ld+json": data };
}
