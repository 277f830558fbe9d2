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
