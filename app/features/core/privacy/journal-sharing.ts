// What of a journal the coach may read is a privacy rule: it lives here, where the data export
// (data-request.server.ts) applies it too, and the journal's pages (features/people/mindset) build on it.

/**
 * The entries the coach may see: only those the visitor ticked "share" for. Anything without a
 * `shared: true` (the answers, a private entry, an unknown shape) stays out.
 */
export function sharedWithCoach(stored: unknown): unknown[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter((e) => typeof e === "object" && e !== null && (e as { shared?: unknown }).shared === true);
}
