import { isBackOfficePath } from "~/config/pages";
import { countRateLimit, peekRateLimit, type RateLimitRule } from "./rate-limit.server";

/**
 * Ceilings that hold whoever sends: per minute, over ALL clients together, per kind of public form.
 * Address-based limits stop one visitor; these stop a botnet or a rotating address pool from
 * filling the database and the outbox, at the price that real visitors wait a minute during an
 * attack. Each kind has its own counter, so a contact-form flood never blocks a booking. The figures
 * are far above what the coach's site sees (a busy launch day: a few bookings a minute).
 */
export const PUBLIC_POST_CEILINGS = {
  booking: 60,
  contact: 20,
  newsletter: 30,
  "sign-in": 30,
  other: 30,
} as const;

export type PublicPostKind = keyof typeof PUBLIC_POST_CEILINGS;

/**
 * Kinds whose form pipeline counts the ceiling itself, in the D1 batch that writes the post
 * (`PublicForm.ceiling`, docs/decisions/0086-ceiling-in-the-booking-batch.md): the middleware
 * leaves them alone, so each post is counted once. Every POST of such a kind must reach a form
 * with `ceiling` set (the event page's booking and waiting-list forms).
 */
const COUNTED_BY_FORM: ReadonlySet<PublicPostKind> = new Set(["booking"]);
export const ceilingCountedByForm = (kind: PublicPostKind | null) => kind !== null && COUNTED_BY_FORM.has(kind);

/** The rule of one kind; `factor` (the PUBLIC_POST_CEILING_FACTOR variable) raises it for load tests only. */
export const ceilingRule = (kind: PublicPostKind, factor = 1): RateLimitRule => ({
  name: `ceiling-${kind}`,
  limit: PUBLIC_POST_CEILINGS[kind] * factor,
  windowSeconds: 60,
});

function ceilingFactor(env: Pick<Env, "PUBLIC_POST_CEILING_FACTOR">): number {
  const factor = Number(env.PUBLIC_POST_CEILING_FACTOR ?? 1);
  return Number.isInteger(factor) && factor >= 1 ? factor : 1;
}

/** The ceiling of one kind as this deployment sets it (for forms that count it themselves). */
export const publicCeiling = (env: Pick<Env, "PUBLIC_POST_CEILING_FACTOR">, kind: PublicPostKind): RateLimitRule =>
  ceilingRule(kind, ceilingFactor(env));

/**
 * Which public form a POST belongs to, from its path (fetchers post to the route's `.data` URL), in
 * either language: an English booking is a booking. Back-office actions (signed-in administrators
 * only) are not public and answer null.
 */
export function publicPostKind(pathname: string): PublicPostKind | null {
  const path = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  if (path === "/admin/login") return "sign-in";
  if (isBackOfficePath(path)) return null;
  const page = path.replace(/^\/en(?=\/|$)/, "");
  if (/^\/events\/[^/]+$/.test(page)) return "booking";
  if (page === "/contact") return "contact";
  if (page === "/newsletter" || page.startsWith("/newsletter/")) return "newsletter";
  return "other";
}

/**
 * The middleware's ceiling (decision 0116): before the action, whether the kind's window still has
 * room (counting nothing); after it, `countPublicCeiling` takes a slot only for a post that passed
 * its client's limit and validation (`passedChecks`). Concurrent posts may overshoot by the few in
 * flight: a ceiling is a safety valve, not a seat count.
 */
export async function peekPublicCeiling(
  env: Pick<Env, "DB" | "PUBLIC_POST_CEILING_FACTOR">,
  kind: PublicPostKind | null,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  if (!kind) return { allowed: true, retryAfterSeconds: 0 };
  return peekRateLimit(env, publicCeiling(env, kind), "all", now);
}

export async function countPublicCeiling(
  env: Pick<Env, "DB" | "PUBLIC_POST_CEILING_FACTOR">,
  kind: PublicPostKind | null,
  now = Date.now(),
): Promise<void> {
  if (kind) await countRateLimit(env, publicCeiling(env, kind), "all", now);
}

/**
 * Did a post pass its client's limit and validation? Refusals before the work (400 unreadable or
 * invalid, 403, 405, 413, 415, 422, 429) did not; a 401 did (a sign-in with a wrong password is
 * exactly what the sign-in ceiling is for), as did everything that worked.
 */
export const passedChecks = (status: number) => status < 400 || status === 401;
