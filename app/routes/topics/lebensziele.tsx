import { loadContent } from "~/features/content/page.server";
import { pageMeta } from "~/features/content/pages/seo";
import { TopicPage, type TopicLayout } from "~/features/content/topic-page";
import type { Route } from "./+types/lebensziele";

/** Structure only: every text is web content (page "lebensziele"), edited in the back office. */
const layout: TopicLayout = {
  heroActions: [{ to: "/contact" }, { to: "#vorgehen", variant: "secondary" }],
  before: [
    { key: "goals", parts: [{ kind: "prose" }] },
    { key: "legacy", parts: [{ kind: "cards", count: 4, columns: 4 }], tone: "sand" },
    { key: "approach", parts: [{ kind: "steps", count: 4 }], id: "vorgehen" },
  ],
  ctaActions: [{ to: "/contact" }],
};

export const loader = (args: Route.LoaderArgs) => loadContent(args, ["lebensziele", "topics"]);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.texts["lebensziele"].meta.title ?? "",
    loaderData?.texts["lebensziele"].meta.description ?? "",
    "/lebensziele",
    loaderData?.locale,
  );

export default function LebenszielePage({ loaderData: { locale, texts } }: Route.ComponentProps) {
  return <TopicPage slug="lebensziele" layout={layout} locale={locale} texts={texts} />;
}
