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
 * German paths of the public pages that also exist in English under /en, as the sitemap lists them.
 * app/routes.ts mounts both; tests/e2e/i18n.spec.ts checks that every path here answers in both
 * languages. The pages reached from e-mail links have English twins too, but are personal and stay
 * out of the sitemap: `linkPagePaths`.
 */
export const bilingualPaths = [
  "/",
  "/about",
  "/angebote",
  "/events",
  "/courses",
  "/contact",
  "/termin",
  "/pakete",
  "/gutschein",
  "/blog",
  "/mindsettest",
  ...legalSlugs.map((slug) => `/${slug}` as const),
  ...topicSlugs.map((slug) => `/${slug}` as const),
] as const;

/**
 * Pages reached from e-mail links (and the footer's "unsubscribe" and "my data"), German at these
 * paths and English under /en (docs/decisions/0040-english-link-pages.md); `linkPagePrefixes` take a
 * signed token as the last segment. Never in the sitemap, never in the page cache.
 */
export const linkPagePaths = [
  "/newsletter/bestaetigen",
  "/newsletter/abmelden",
  "/meine-daten",
  "/meine-daten/verwalten",
  // The download button's target (a POST answered with the file, or back to the page in its language).
  "/meine-daten/export",
  // The withdrawal function (§ 356a BGB): linked from every page's footer and from the contract e-mail.
  "/widerruf",
  // The mindset journal (decision 0144): the start form's answer page and the double opt-in page.
  "/journal",
  "/journal/bestaetigen",
] as const;
export const linkPagePrefixes = ["/buchung/", "/warteliste/", "/journal/"] as const;

/** The back office: every path under /admin (its sign-in pages included). */
export const isBackOfficePath = (pathname: string) => /^\/admin(\/|$)/.test(pathname);

/**
 * The scheduler's address for the free intro call, whatever its appointment type's id: `?art=erstgespraech`
 * chooses the first active free type in the coach's order (`loadScheduler`). Pages that offer the intro
 * call (the contact page's button and dialog, decision 0156) link here without reading her types, so
 * their cached HTML does not change when she edits them.
 */
export const INTRO_CALL_KIND = "erstgespraech";

/** `/termin` with the intro call chosen (the page's language is added by the caller's `localize`). */
export const INTRO_CALL_PATH = `/termin?art=${INTRO_CALL_KIND}`;

/**
 * The scheduler's address for a paid one-to-one session, likewise without reading her types:
 * `?art=einzelcoaching` chooses the first active paid type in the coach's order (`loadScheduler`).
 * Linked as "Einzelcoaching buchen" from the offers page and the home page's offer card.
 */
export const SESSION_KIND = "einzelcoaching";

/** `/termin` with the paid one-to-one session chosen. */
export const SESSION_PATH = `/termin?art=${SESSION_KIND}`;
