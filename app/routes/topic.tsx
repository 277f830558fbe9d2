import { data } from "react-router";
import { topicSlugs } from "~/config/pages";
import { loadContent } from "~/features/extras/content/page.server";
import { slugPageMeta } from "~/features/extras/content/pages/seo";
import { TopicPage } from "~/features/extras/content/topic-page";
import { pageSlug } from "~/lib/locale";
import type { Route } from "./+types/topic";

/**
 * The nine topic pages, one module mounted once per slug (app/routes.ts); its route pattern names the page.
 * Structure in features/extras/content/topic-layouts.ts, every text web content (page = slug).
 */
export async function loader(args: Route.LoaderArgs) {
  const slug = pageSlug(args.pattern, topicSlugs);
  if (!slug) throw data(null, { status: 404 });
  return { slug, ...(await loadContent(args, [slug, "topics"])) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => slugPageMeta(loaderData);

export default function TopicRoute({ loaderData: { slug, locale, texts } }: Route.ComponentProps) {
  return <TopicPage slug={slug} locale={locale} texts={texts} />;
}
