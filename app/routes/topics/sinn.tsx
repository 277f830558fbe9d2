import { loadContent } from "~/features/content/page.server";
import { pageMeta } from "~/features/content/pages/seo";
import { TopicPage, type TopicLayout } from "~/features/content/topic-page";
import type { Route } from "./+types/sinn";

/** Structure only: every text is web content (page "sinn"), edited in the back office. */
const layout: TopicLayout = {
  heroActions: [{ to: "/contact" }, { to: "/contact" }],
  before: [
    { key: "crisis", parts: [{ kind: "prose" }] },
    { key: "signs", parts: [{ kind: "checks" }, { kind: "prose" }], tone: "sand", split: true },
    { key: "stages", parts: [{ kind: "steps", count: 3 }] },
  ],
  after: [{ key: "approach", parts: [{ kind: "cards", count: 3 }, { kind: "prose" }] }],
  ctaActions: [{ to: "/contact" }, { to: "/contact" }],
};

export const loader = (args: Route.LoaderArgs) => loadContent(args, ["sinn", "topics"]);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.texts["sinn"].meta.title ?? "",
    loaderData?.texts["sinn"].meta.description ?? "",
    "/sinn",
    loaderData?.locale,
  );

export default function SinnPage({ loaderData: { locale, texts } }: Route.ComponentProps) {
  return <TopicPage slug="sinn" layout={layout} locale={locale} texts={texts} />;
}
