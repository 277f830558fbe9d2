import { brand } from "~/config/brand";
import { germanOnlySections } from "~/features/content/content.server";
import { LegalContentPage } from "~/features/content/legal/legal-page";
import { legalVersionDate } from "~/features/content/legal/terms";
import { loadContent } from "~/features/content/page.server";
import { pageMeta } from "~/features/content/pages/seo";
import { getCloudflare } from "~/lib/context";
import type { Route } from "./+types/datenschutz";

/** A legal text the coach edits in the back office (web content page "datenschutz"), one long text per section. */
export async function loader(args: Route.LoaderArgs) {
  const content = await loadContent(args, ["datenschutz"]);
  const germanOnly = await germanOnlySections(args.context, getCloudflare(args.context).env, "datenschutz");
  return { ...content, germanOnly };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.texts.datenschutz.meta.title ?? brand.productName,
    loaderData?.texts.datenschutz.meta.description ?? "",
    "/datenschutz",
    loaderData?.locale,
  );

export default function LegalRoute({ loaderData: { locale, texts, germanOnly } }: Route.ComponentProps) {
  return (
    <LegalContentPage
      texts={texts.datenschutz}
      locale={locale}
      germanOnly={germanOnly}
      toc={true}
      updated={legalVersionDate}
    />
  );
}
