/** The nine topic pages, in catalogue order: app/routes.ts makes one route per slug. */
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
  "/datenschutz",
  "/impressum",
  "/agb",
  ...topicSlugs.map((slug) => `/${slug}` as const),
] as const;
