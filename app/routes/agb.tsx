import { brand } from "~/config/brand";
import { germanOnlySections } from "~/features/content/content.server";
import { LegalContentPage } from "~/features/content/legal/legal-page";
import { legalVersionDate } from "~/features/content/legal/terms";
import { loadContent } from "~/features/content/page.server";
import { pageMeta } from "~/features/content/pages/seo";
import { getCloudflare } from "~/lib/context";
import type { Route } from "./+types/agb";

/** A legal text the coach edits in the back office (web content page "agb"), one long text per section. */
export async function loader(args: Route.LoaderArgs) {
  const content = await loadContent(args, ["agb"]);
  const germanOnly = await germanOnlySections(args.context, getCloudflare(args.context).env, "agb");
  return { ...content, germanOnly };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.texts.agb.meta.title ?? brand.productName,
    loaderData?.texts.agb.meta.description ?? "",
    "/agb",
    loaderData?.locale,
  );

export default function LegalRoute({ loaderData: { locale, texts, germanOnly } }: Route.ComponentProps) {
  return (
    <LegalContentPage texts={texts.agb} locale={locale} germanOnly={germanOnly} toc={true} updated={legalVersionDate} />
  );
}
