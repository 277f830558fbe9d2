/**
 * The site's own above-the-fold illustrations as SVG markup, read from `public/images` at build time
 * (never from data), so pages can draw them inline. An inline `<svg>` needs no request and is no
 * "largest contentful paint" candidate, so the first paint of a page is also its largest: the hero's
 * heading instead of an `<img>` that waits for the network (docs/decisions/0070-inline-artwork.md).
 * Only the artwork that can open a page is here (its bytes ship with the pages that use it), the
 * drawings of the seeded events included (an event's page opens with its picture); every other image,
 * such as an event picture the coach links from elsewhere, stays an `<img>` with its own request.
 */
const files = import.meta.glob<string>(
  [
    "/public/images/hero.svg",
    "/public/images/portrait.svg",
    "/public/images/topics/*.svg",
    "/public/images/offers/*.svg",
    "/public/images/events/*.svg",
  ],
  { query: "?raw", import: "default", eager: true },
);

/**
 * Two drawings on one page must not share a gradient id: each file's ids get its name as prefix.
 * The drawings' size comes from CSS (width 100%, height from the viewBox), not from the file.
 */
function inlineReady(path: string, markup: string): string {
  const prefix = path.replace(/^\/public\/images\//, "").replace(/\W+/g, "-");
  return markup
    .trim()
    .replace(/\sid="([^"]+)"/g, ` id="${prefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`)
    .replace(/^<svg\b[^>]*>/, (root) => root.replace(/\s(?:width|height)="\d+"/g, ""))
    .replace(/^<svg\b/, '<svg focusable="false" aria-hidden="true"');
}

const byPublicPath = new Map(
  Object.entries(files).map(([path, markup]) => [path.replace(/^\/public/, ""), inlineReady(path, markup)]),
);

/** The inline markup of `/images/...svg` when it is one of the site's own illustrations. */
export function artworkMarkup(src: string): string | undefined {
  return byPublicPath.get(src);
}
