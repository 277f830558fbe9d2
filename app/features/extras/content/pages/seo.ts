import type { MetaDescriptor } from "react-router";
import { brand } from "~/config/brand";
import type { Locale } from "~/lib/locale";
import { seo } from "~/lib/seo";

/** Meta tags of a content page: every title ends with the brand, so tabs and results read alike. */
export function pageMeta(title: string, description: string, path: `/${string}`, locale?: Locale): MetaDescriptor[] {
  return seo({ title: `${title} | ${brand.productName}`, description, path, locale });
}

/** Meta tags of a page that one module serves for several slugs (topics, legal texts): its `meta` texts. */
export function slugPageMeta<S extends string>(
  data:
    | { slug: S; locale: Locale; texts: { readonly [K in S]: { meta: { title: string; description: string } } } }
    | undefined,
): MetaDescriptor[] {
  if (!data) return [];
  const { title, description } = data.texts[data.slug].meta;
  return pageMeta(title, description, `/${data.slug}`, data.locale);
}
