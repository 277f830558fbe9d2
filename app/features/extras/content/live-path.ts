import { topicSlugs } from "~/config/pages";

const PAGE_PATHS: Record<string, string> = {
  home: "/",
  angebote: "/angebote",
  contact: "/contact",
  courses: "/courses",
  about: "/about",
  blog: "/blog",
  events: "/events",
  agb: "/agb",
  datenschutz: "/datenschutz",
  impressum: "/impressum",
  mindsettest: "/mindsettest",
  // Shown on every page (header, footer, cookie banner, cards): the home page shows them all.
  layout: "/",
  offers: "/angebote",
};

/** German path of the page that shows a web-content row, for the editor's "Live" links; null if none. */
export function livePath(page: string, section: string): string | null {
  if (page === "topics") return (topicSlugs as readonly string[]).includes(section) ? `/${section}` : "/";
  if ((topicSlugs as readonly string[]).includes(page)) return `/${page}`;
  return PAGE_PATHS[page] ?? null;
}
