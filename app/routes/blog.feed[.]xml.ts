import { brand } from "~/config/brand";
import { listPublishedPosts, showPost } from "~/features/extras/blog/posts.server";
import { getCloudflare } from "~/lib/context";
import { escapeXml } from "~/lib/xml";
import { getMessages } from "~/lib/i18n";
import { localeFromPath, localizePath } from "~/lib/locale";
import type { Route } from "./+types/blog.feed[.]xml";

/**
 * The blog as an Atom feed (decision 0161), once per language: the newest 20 published posts with
 * their summaries (the whole text stays on the site). Every text is escaped: nothing she typed
 * becomes markup in a feed reader.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = getMessages(locale).blog;
  const rows = await listPublishedPosts(getCloudflare(context).env);
  const posts = rows.slice(0, 20).map((row) => showPost(row, locale));
  const url = (path: string) => escapeXml(new URL(localizePath(path, locale), brand.siteUrl).toString());
  const updated = posts[0] ? `${posts[0].publishedOn}T00:00:00Z` : "2025-01-01T00:00:00Z";
  const entries = posts.map((post) =>
    [
      "  <entry>",
      `    <title>${escapeXml(post.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url(`/blog/${post.slug}`)}"/>`,
      `    <id>${url(`/blog/${post.slug}`)}</id>`,
      `    <published>${post.publishedOn}T00:00:00Z</published>`,
      `    <updated>${post.publishedOn}T00:00:00Z</updated>`,
      `    <summary xml:lang="${post.textLang}">${escapeXml(post.summary)}</summary>`,
      "  </entry>",
    ].join("\n"),
  );
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${locale}">`,
    `  <title>${escapeXml(`${brand.productName} – ${t.feedTitle}`)}</title>`,
    `  <link rel="alternate" type="text/html" href="${url("/blog")}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${url("/blog/feed.xml")}"/>`,
    `  <id>${url("/blog")}</id>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(brand.coach.name)}</name></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=900" },
  });
}
