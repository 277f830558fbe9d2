import { loadContent } from "~/features/content/page.server";
import { pageMeta } from "~/features/content/pages/seo";
import { TopicPage, type TopicLayout } from "~/features/content/topic-page";
import type { Route } from "./+types/glueck";

/** Structure only: every text is web content (page "glueck"), edited in the back office. */
const layout: TopicLayout = {
  heroActions: [{ to: "/contact" }, { to: "/events" }],
  before: [
    { key: "longing", parts: [{ kind: "prose" }] },
    { key: "paradoxes", parts: [{ kind: "cards", count: 3 }], tone: "sand" },
    { key: "everyday", parts: [{ kind: "prose" }] },
  ],
  ctaActions: [{ to: "/contact" }, { to: "/events" }],
};

export const loader = (args: Route.LoaderArgs) => loadContent(args, ["glueck", "topics"]);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.texts["glueck"].meta.title ?? "",
    loaderData?.texts["glueck"].meta.description ?? "",
    "/glueck",
    loaderData?.locale,
  );

export default function GlueckPage({ loaderData: { locale, texts } }: Route.ComponentProps) {
  return <TopicPage slug="glueck" layout={layout} locale={locale} texts={texts} />;
}
