import { brand } from "~/config/brand";
import { germanOnlySections } from "~/features/content/content.server";
import { LegalContentPage } from "~/features/content/legal/legal-page";

import { loadContent } from "~/features/content/page.server";
import { pageMeta } from "~/features/content/pages/seo";
import { getCloudflare } from "~/lib/context";
import type { Route } from "./+types/impressum";

/** A legal text the coach edits in the back office (web content page "impressum"), one long text per section. */
export async function loader(args: Route.LoaderArgs) {
  const content = await loadContent(args, ["impressum"]);
  const germanOnly = await germanOnlySections(args.context, getCloudflare(args.context).env, "impressum");
  return { ...content, germanOnly };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.texts.impressum.meta.title ?? brand.productName,
    loaderData?.texts.impressum.meta.description ?? "",
    "/impressum",
    loaderData?.locale,
  );

export default function LegalRoute({ loaderData: { locale, texts, germanOnly } }: Route.ComponentProps) {
  return <LegalContentPage texts={texts.impressum} locale={locale} germanOnly={germanOnly} toc={false} />;
}
