import { brand } from "~/config/brand";
import { bilingualPaths } from "~/config/pages";
import { listPublicEvents } from "~/features/products/events/cache.server";
import { listPublishedPosts } from "~/features/extras/blog/posts.server";
import { berlinToday } from "~/lib/today";
import { getCloudflare } from "~/lib/context";
import { escapeXml } from "~/lib/xml";
import { localizePath } from "~/lib/locale";
import type { Route } from "./+types/sitemap[.]xml";
import { eventPath } from "~/features/products/events/path";

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  const today = berlinToday();
  // Read straight from D1: the sitemap is fetched rarely and must never list a stale or deleted event.
  const upcoming = (await listPublicEvents(env)).filter((event) => event.event_date >= today);
  const posts = await listPublishedPosts(env);

  const paths = [
    // Every public page that should be found (topics included); token pages and the back office stay out.
    ...bilingualPaths,
    ...upcoming.map(eventPath),
    ...posts.map((post) => `/blog/${post.slug}`),
  ];
  // Each page twice (German and English), each entry naming both versions and x-default (German).
  const loc = (path: string) => escapeXml(new URL(path, brand.siteUrl).toString());
  const entry = (path: string, german: string) =>
    [
      `  <url><loc>${loc(path)}</loc>`,
      `    <xhtml:link rel="alternate" hreflang="de" href="${loc(german)}"/>`,
      `    <xhtml:link rel="alternate" hreflang="en" href="${loc(localizePath(german, "en"))}"/>`,
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${loc(german)}"/>`,
      `  </url>`,
    ].join("\n");
  const urls = paths.flatMap((path) => [entry(path, path), entry(localizePath(path, "en"), path)]).join("\n");

  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
