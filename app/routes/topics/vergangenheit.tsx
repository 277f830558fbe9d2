import { loadContent } from "~/features/content/page.server";
import { pageMeta } from "~/features/content/pages/seo";
import { TopicPage, type TopicLayout } from "~/features/content/topic-page";
import type { Route } from "./+types/vergangenheit";

/** Structure only: every text is web content (page "vergangenheit"), edited in the back office. */
const layout: TopicLayout = {
  heroActions: [{ to: "/contact" }],
  before: [
    { key: "why", parts: [{ kind: "prose" }] },
    { key: "forWhom", parts: [{ kind: "bullets" }], tone: "sand" },
    { key: "method", parts: [{ kind: "cards", count: 3 }, { kind: "prose" }] },
  ],
  ctaActions: [{ to: "/contact" }],
};

export const loader = (args: Route.LoaderArgs) => loadContent(args, ["vergangenheit", "topics"]);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.texts["vergangenheit"].meta.title ?? "",
    loaderData?.texts["vergangenheit"].meta.description ?? "",
    "/vergangenheit",
    loaderData?.locale,
  );

export default function VergangenheitPage({ loaderData: { locale, texts } }: Route.ComponentProps) {
  return <TopicPage slug="vergangenheit" layout={layout} locale={locale} texts={texts} />;
}
