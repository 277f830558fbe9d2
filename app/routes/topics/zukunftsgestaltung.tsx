import { loadContent } from "~/features/content/page.server";
import { pageMeta } from "~/features/content/pages/seo";
import { TopicPage, type TopicLayout } from "~/features/content/topic-page";
import type { Route } from "./+types/zukunftsgestaltung";

/** Structure only: every text is web content (page "zukunftsgestaltung"), edited in the back office. */
const layout: TopicLayout = {
  heroActions: [{ to: "/contact" }, { to: "#workshops" }],
  before: [
    { key: "stance", parts: [{ kind: "prose" }] },
    {
      key: "tools",
      parts: [
        { kind: "cards", count: 4, columns: 4 },
        { kind: "actions", actions: [{ to: "/contact" }] },
      ],
      tone: "sand",
    },
    {
      key: "workshops",
      id: "workshops",
      split: true,
      parts: [
        { kind: "prose" },
        { kind: "box", actions: [{ to: "/events" }, { to: "/contact", variant: "secondary" }] },
      ],
    },
  ],
  ctaActions: [{ to: "/contact" }],
};

export const loader = (args: Route.LoaderArgs) => loadContent(args, ["zukunftsgestaltung", "topics"]);

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData?.texts["zukunftsgestaltung"].meta.title ?? "",
    loaderData?.texts["zukunftsgestaltung"].meta.description ?? "",
    "/zukunftsgestaltung",
    loaderData?.locale,
  );

export default function ZukunftsgestaltungPage({ loaderData: { locale, texts } }: Route.ComponentProps) {
  return <TopicPage slug="zukunftsgestaltung" layout={layout} locale={locale} texts={texts} />;
}
