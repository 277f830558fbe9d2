import { loadContent } from "~/features/content/page.server";
import { pageMeta } from "~/features/content/pages/seo";
import { TopicPage, type TopicLayout } from "~/features/content/topic-page";
import type { Route } from "./+types/zukunftsbilder";

/** Structure only: every text is web content (page "zukunftsbilder"), edited in the back office. */
const layout: TopicLayout = {
  heroActions: [{ to: "/contact" }, { to: "/events" }],
  before: [
    { key: "why", parts: [{ kind: "prose" }] },
    { key: "process", parts: [{ kind: "steps", count: 4 }], tone: "sand" },
    { key: "areas", parts: [{ kind: "cards", count: 4, columns: 4 }] },
  ],
  ctaActions: [{ to: "/contact" }, { to: "/events" }],
};

export const loader = (args: Route.LoaderArgs) => loadContent(args, ["zukunftsbilder", "topics"]);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.texts["zukunftsbilder"].meta.title ?? "",
    loaderData?.texts["zukunftsbilder"].meta.description ?? "",
    "/zukunftsbilder",
    loaderData?.locale,
  );

export default function ZukunftsbilderPage({ loaderData: { locale, texts } }: Route.ComponentProps) {
  return <TopicPage slug="zukunftsbilder" layout={layout} locale={locale} texts={texts} />;
}
