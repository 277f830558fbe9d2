import { loadContent } from "~/features/content/page.server";
import { pageMeta } from "~/features/content/pages/seo";
import { TopicPage, type TopicLayout } from "~/features/content/topic-page";
import type { Route } from "./+types/gegenwartsfreude";

/** Structure only: every text is web content (page "gegenwartsfreude"), edited in the back office. */
const layout: TopicLayout = {
  heroActions: [{ to: "/contact" }, { to: "/events" }],
  before: [
    { key: "about", parts: [{ kind: "prose" }] },
    { key: "workshop", parts: [{ kind: "cards", count: 4, columns: 4 }, { kind: "box" }], tone: "sand" },
    { key: "flow", parts: [{ kind: "steps", count: 4 }] },
  ],
  ctaActions: [{ to: "/contact" }, { to: "/events" }],
};

export const loader = (args: Route.LoaderArgs) => loadContent(args, ["gegenwartsfreude", "topics"]);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.texts["gegenwartsfreude"].meta.title ?? "",
    loaderData?.texts["gegenwartsfreude"].meta.description ?? "",
    "/gegenwartsfreude",
    loaderData?.locale,
  );

export default function GegenwartsfreudePage({ loaderData: { locale, texts } }: Route.ComponentProps) {
  return <TopicPage slug="gegenwartsfreude" layout={layout} locale={locale} texts={texts} />;
}
