import { loadContent } from "~/features/content/page.server";
import { pageMeta } from "~/features/content/pages/seo";
import { TopicPage, type TopicLayout } from "~/features/content/topic-page";
import type { Route } from "./+types/mindset";

/** Structure only: every text is web content (page "mindset"), edited in the back office. */
const layout: TopicLayout = {
  heroActions: [{ to: "/contact" }, { to: "/events" }],
  before: [
    { key: "meaning", parts: [{ kind: "prose" }] },
    { key: "views", parts: [{ kind: "cards", count: 4, columns: 4 }], tone: "sand" },
    { key: "method", parts: [{ kind: "steps", count: 3 }, { kind: "prose" }, { kind: "checks" }] },
  ],
  ctaActions: [{ to: "/contact" }, { to: "/events" }],
};

export const loader = (args: Route.LoaderArgs) => loadContent(args, ["mindset", "topics"]);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.texts["mindset"].meta.title ?? "",
    loaderData?.texts["mindset"].meta.description ?? "",
    "/mindset",
    loaderData?.locale,
  );

export default function MindsetPage({ loaderData: { locale, texts } }: Route.ComponentProps) {
  return <TopicPage slug="mindset" layout={layout} locale={locale} texts={texts} />;
}
