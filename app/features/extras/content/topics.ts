import { topics as seededTopics } from "~db/content/shared";
import { type TopicSlug, topicSlugs } from "~/config/pages";
import type { PageTexts } from "./texts";

export { homeTopicSlugs, topicSlugs, type TopicSlug } from "~/config/pages";

export interface Topic {
  slug: TopicSlug;
  /** Title as shown in the dropdown, on cards and as the topic page's theme. */
  title: string;
  /** One sentence for cards and meta descriptions. */
  teaser: string;
  /** Path of the artwork, drawn for this site. */
  image: string;
  /** Route path of the topic page (German; the English one is localizePath(href, "en")). */
  href: `/${TopicSlug}`;
}

/** The nine topics with the texts of one language (web content page "topics"), in catalogue order. */
export function topicCatalogue(texts: PageTexts<"topics">): Topic[] {
  return topicSlugs.map((slug) => ({
    slug,
    title: texts[slug].title,
    teaser: texts[slug].teaser,
    image: `/images/topics/${slug}.svg`,
    href: `/${slug}` as const,
  }));
}

/** The catalogue with the seeded German texts, for tests and server code without a request. */
export const topics: readonly Topic[] = topicCatalogue(
  Object.fromEntries(
    topicSlugs.map((slug) => [slug, { title: seededTopics[slug].title[0], teaser: seededTopics[slug].teaser[0] }]),
  ) as PageTexts<"topics">,
);

export function getTopic(slug: TopicSlug): Topic {
  const topic = topics.find((t) => t.slug === slug);
  if (!topic) throw new Error(`Unknown topic ${slug}`);
  return topic;
}
