import { brand } from "~/config/brand";

export function loader() {
  const body = ["User-agent: *", "Allow: /", "Disallow: /admin", "", `Sitemap: ${brand.siteUrl}/sitemap.xml`, ""].join(
    "\n",
  );
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
