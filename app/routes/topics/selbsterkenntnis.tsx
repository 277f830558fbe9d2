import { loadContent } from "~/features/content/page.server";
import { pageMeta } from "~/features/content/pages/seo";
import { TopicPage, type TopicLayout } from "~/features/content/topic-page";
import type { Route } from "./+types/selbsterkenntnis";

/** Structure only: every text is web content (page "selbsterkenntnis"), edited in the back office. */
const layout: TopicLayout = {
  heroActions: [{ to: "/contact" }, { to: "/events" }],
  before: [{ key: "why", parts: [{ kind: "prose" }] }],
  after: [
    { key: "methods", parts: [{ kind: "cards", count: 6 }] },
    { key: "change", parts: [{ kind: "prose" }], tone: "sand" },
  ],
  ctaActions: [{ to: "/contact" }, { to: "/about" }],
};

export const loader = (args: Route.LoaderArgs) => loadContent(args, ["selbsterkenntnis", "topics"]);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.texts["selbsterkenntnis"].meta.title ?? "",
    loaderData?.texts["selbsterkenntnis"].meta.description ?? "",
    "/selbsterkenntnis",
    loaderData?.locale,
  );

export default function SelbsterkenntnisPage({ loaderData: { locale, texts } }: Route.ComponentProps) {
  return <TopicPage slug="selbsterkenntnis" layout={layout} locale={locale} texts={texts} />;
}
