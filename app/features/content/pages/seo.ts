import type { MetaDescriptor } from "react-router";
import { brand } from "~/config/brand";
import type { Locale } from "~/lib/locale";
import { seo } from "~/lib/seo";

/** Meta tags of a content page: every title ends with the brand, so tabs and results read alike. */
export function pageMeta(title: string, description: string, path: `/${string}`, locale?: Locale): MetaDescriptor[] {
  return seo({ title: `${title} | ${brand.productName}`, description, path, locale });
}
