// Type-only import: app/routes.ts pulls in @react-router/dev, which must not reach the bundle.
import type { topicSlugs as routeTopicSlugs } from "~/routes";

export type TopicSlug = (typeof routeTopicSlugs)[number];

/** Same order as app/routes.ts; the check below fails to compile if the two lists drift apart. */
const topicSlugs = [
  "mindset",
  "zukunftsbilder",
  "selbsterkenntnis",
  "glueck",
  "lebensziele",
  "sinn",
  "vergangenheit",
  "gegenwartsfreude",
  "zukunftsgestaltung",
] as const satisfies readonly TopicSlug[];
type MissingSlug = Exclude<TopicSlug, (typeof topicSlugs)[number]>;
const allSlugsListed: [MissingSlug] extends [never] ? true : MissingSlug = true;
void allSlugsListed;

export interface Topic {
  slug: TopicSlug;
  /** German title as shown in the dropdown, on cards and as the topic page's theme. */
  title: string;
  /** One sentence for cards and meta descriptions. */
  teaser: string;
  /** Path of the artwork, drawn for this site. */
  image: string;
  /** Route path of the topic page. */
  href: `/${TopicSlug}`;
}

const copy: Record<TopicSlug, { title: string; teaser: string }> = {
  mindset: {
    title: "Mindset & Zukunft",
    teaser: "Wie deine inneren Überzeugungen den Weg bereiten, den du morgen gehst.",
  },
  zukunftsbilder: {
    title: "Zukunftsbilder",
    teaser: "In vier Schritten ein Bild deiner Zukunft malen, das dich wirklich zieht.",
  },
  selbsterkenntnis: {
    title: "Selbsterkenntnis",
    teaser: "Dich selbst besser verstehen: deine Werte, Muster und Stärken.",
  },
  glueck: {
    title: "Glück",
    teaser: "Warum wir dem Glück oft hinterherlaufen und wie es uns leiser begegnet.",
  },
  lebensziele: {
    title: "Lebensziele",
    teaser: "Ziele finden, die zu dir passen und etwas hinterlassen, das bleibt.",
  },
  sinn: {
    title: "Sinnkrise",
    teaser: "Wenn nichts mehr Sinn ergibt: behutsam neuen Halt und neue Richtung finden.",
  },
  vergangenheit: {
    title: "Vergangenheit verstehen",
    teaser: "Alte Geschichten würdigen, damit sie dich nicht länger festhalten.",
  },
  gegenwartsfreude: {
    title: "Gegenwartsfreude",
    teaser: "Im Hier und Jetzt ankommen und den Alltag wieder bewusst genießen.",
  },
  zukunftsgestaltung: {
    title: "Zukunftsgestaltung",
    teaser: "Mit klaren Werkzeugen deine Zukunft aktiv und flexibel gestalten.",
  },
};

/** The single catalogue of the nine topics, in the order of `topicSlugs`. */
export const topics: readonly Topic[] = topicSlugs.map((slug) => ({
  slug,
  ...copy[slug],
  image: `/images/topics/${slug}.svg`,
  href: `/${slug}` as const,
}));

export function getTopic(slug: TopicSlug): Topic {
  const topic = topics.find((t) => t.slug === slug);
  if (!topic) throw new Error(`Unknown topic ${slug}`);
  return topic;
}

/** The six topics featured as cards on the home page. */
export const homeTopicSlugs: readonly TopicSlug[] = [
  "mindset",
  "zukunftsbilder",
  "selbsterkenntnis",
  "glueck",
  "lebensziele",
  "sinn",
];
