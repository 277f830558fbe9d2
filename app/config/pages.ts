/** The nine topic pages, in catalogue order: app/routes.ts mounts routes/topic.tsx once per slug. */
export const topicSlugs = [
  "mindset",
  "zukunftsbilder",
  "selbsterkenntnis",
  "glueck",
  "lebensziele",
  "sinn",
  "vergangenheit",
  "gegenwartsfreude",
  "zukunftsgestaltung",
] as const;

export type TopicSlug = (typeof topicSlugs)[number];

/** The legal texts, one web content page each: app/routes.ts mounts routes/legal.tsx once per slug. */
export const legalSlugs = ["datenschutz", "impressum", "agb"] as const;

export type LegalSlug = (typeof legalSlugs)[number];

/** The six topics featured as cards on the home page. */
export const homeTopicSlugs: readonly TopicSlug[] = [
  "mindset",
  "zukunftsbilder",
  "selbsterkenntnis",
  "glueck",
  "lebensziele",
  "sinn",
];

/**
 * German paths of the public pages that also exist in English under /en (app/routes.ts builds both
 * from this list). Token pages (newsletter, Meine Buchung, waiting list, my data) stay German only.
 */
export const bilingualPaths = [
  "/",
  "/about",
  "/angebote",
  "/events",
  "/courses",
  "/contact",
  "/blog",
  ...legalSlugs.map((slug) => `/${slug}` as const),
  ...topicSlugs.map((slug) => `/${slug}` as const),
] as const;
