import { brand } from "~/config/brand";
import { listPublicEvents } from "~/features/events/cache.server";
import { berlinToday } from "~/lib/today";
import { topics } from "~/features/content/topics";
import { getCloudflare } from "~/lib/context";
import type { Route } from "./+types/sitemap[.]xml";

/** Every public page that should be found; token pages (newsletter) and the back office stay out. */
export const staticPaths = [
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
] as const;

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  const today = berlinToday();
  // Read straight from D1: the sitemap is fetched rarely and must never list a stale or deleted event.
  const upcoming = (await listPublicEvents(env)).filter((event) => event.event_date >= today);

  const paths = [
    ...staticPaths,
    ...topics.map((topic) => topic.href),
    ...upcoming.map((event) => `/events/${event.id}`),
  ];
  const urls = paths
    .map((path) => `  <url><loc>${escapeXml(new URL(path, brand.siteUrl).toString())}</loc></url>`)
    .join("\n");

  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
