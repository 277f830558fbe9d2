import type { HeadersFunction } from "react-router";

/**
 * The answer headers of a page that shows one person's data (a signed link's page: a booking, a
 * waiting-list offer, one's stored data, a newsletter link). The page cache keeps nothing that says
 * `private` or `no-store`, whatever its path's letter case (docs/decisions/0117-page-cache-asks-the-route.md),
 * and neither may a browser's or a proxy's cache.
 */
export const PERSONAL_PAGE_CACHE_CONTROL = "private, no-store";
export const personalPageHeaders: HeadersFunction = () => ({ "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL });
