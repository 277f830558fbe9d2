import { data } from "react-router";
import { legalSlugs } from "~/config/pages";
import { vatWording } from "~/features/core/business/settings";
import { businessSettings } from "~/features/core/business/settings.server";
import { germanOnlySections } from "~/features/extras/content/content.server";
import { LegalContentPage } from "~/features/extras/content/legal/legal-page";
import { legalPageShape } from "~/features/extras/content/legal/terms";
import { loadContent } from "~/features/extras/content/page.server";
import { slugPageMeta } from "~/features/extras/content/pages/seo";
import { getCloudflare } from "~/lib/context";
import { pageSlug } from "~/lib/locale";
import type { Route } from "./+types/legal";

/**
 * The legal texts (Impressum, AGB, Datenschutz), one module mounted once per slug (app/routes.ts); the
 * path names the page. The coach edits each in the back office (web content page = slug), one long
 * text per section.
 */
export async function loader(args: Route.LoaderArgs) {
  const slug = pageSlug(args.pattern, legalSlugs);
  if (!slug) throw data(null, { status: 404 });
  const { env } = getCloudflare(args.context);
  const content = await loadContent(args, [slug]);
  const germanOnly = await germanOnlySections(args.context, env, slug);
  if (slug === "agb") {
    // The AGB's VAT sentences follow her § 19 setting (decision 0154), whatever the seeded text says.
    const { smallBusiness } = await businessSettings(env);
    const page = content.texts[slug] as Record<string, Record<string, string>>;
    for (const section of Object.values(page)) {
      for (const [key, text] of Object.entries(section)) section[key] = vatWording(text, smallBusiness);
    }
  }
  return { slug, ...content, germanOnly };
}

export const meta: Route.MetaFunction = ({ loaderData }) => slugPageMeta(loaderData);

export default function LegalRoute({ loaderData: { slug, locale, texts, germanOnly } }: Route.ComponentProps) {
  return <LegalContentPage texts={texts[slug]} locale={locale} germanOnly={germanOnly} {...legalPageShape[slug]} />;
}
