/**
 * The row of web_content_delivered that carries the release's version of the delivered copy
 * (db/content/index.ts, decision 0231). No page has the empty name, so no page or list reads it as a
 * text. A module of its own: the Worker needs this, never the copy beside it.
 */
export const DELIVERED_VERSION_ROW = { page: "", section: "", content_key: "version" } as const;
