import { isBackOfficePath } from "~/config/pages";
import { countRateLimit, hitAndPeek, peekRateLimit, type RateLimitRule } from "./rate-limit.server";

/**
 * Ceilings that hold whoever sends: per minute, over ALL clients together, per class of public post.
 * Address-based limits stop one visitor; these stop a botnet or a rotating address pool from
 * filling the database and the outbox, at the price that real visitors of THAT class wait a minute
 * during an attack. Each class has its own counter, so a flood of one (the mindset test, the
 * contact form) never blocks another (a booking, a withdrawal, a data request):
 * docs/decisions/0184-limits-by-route-class.md. Sized for real traffic: 50 people at once, each
 * booking, taking the mindset test and writing to the contact form, while one client floods the test,
 * meet no 429 (the whole-stack scenario of `npm run bench`, tests/bench/stack.ts).
 */
export const PUBLIC_POST_CEILINGS = {
  booking: 60,
  /**
   * 50 visitors on the site at once (a newsletter just went out), each writing after the mindset test,
   * post about 35 a minute (tests/bench/stack.ts); a ceiling of 20 refused a fifth of them.
   */
  contact: 60,
  newsletter: 30,
  "sign-in": 30,
  /**
   * The mindset test's steps (14 questions a run, back and restart included). They store nothing;
   * 50 people taking it at once post about 700 a minute (tests/bench/stack.ts), and 600 refused some.
   */
  mindset: 1500,
  /** Starting, confirming and writing in a journal; stopping a prompt series. */
  journal: 60,
  /** "Meine Buchung": confirming, cancelling, a prompt series from it; claiming a waiting-list offer. */
  "my-booking": 60,
  /** 1:1 sessions: booking one (/termin), a package, a session with a credit, moving one. */
  sessions: 60,
  /** Value vouchers (/gutschein). */
  vouchers: 30,
  /** "Jetzt online bezahlen": starting a Checkout session, for a booking or a voucher. */
  payment: 60,
  /** The withdrawal function (/widerruf). */
  withdrawal: 30,
  /** "Meine Daten": asking for the link, the export, the erasure. */
  privacy: 30,
  other: 30,
} as const;

/**
 * Per client address (IPv6 by /64) and class, per 10 minutes, counted before the action for every
 * post of the class the middleware sees (valid or not): no one client can take more than a share of
 * its class's ceiling. A form's own stricter limit (contact 5, newsletter 5, booking 10 …) still
 * applies inside. Classes without an entry are limited by their forms alone: bookings and the
 * waiting list count their client and the ceiling in the booking's batch (0086), sign-in counts
 * failures per account and client (0112, security.md).
 */
export const PUBLIC_POST_CLIENT_LIMITS: Partial<Record<keyof typeof PUBLIC_POST_CEILINGS, number>> = {
  contact: 20,
  newsletter: 20,
  // A whole test is 14 posts; ten runs (a family behind one address, going back and forth).
  mindset: 150,
  journal: 40,
  "my-booking": 30,
  sessions: 30,
  vouchers: 20,
  payment: 20,
  withdrawal: 10,
  privacy: 20,
  other: 30,
};
export const CLIENT_WINDOW_SECONDS = 600;

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
  if (page === "/mindsettest") return "mindset";
  if (page === "/journal" || page.startsWith("/journal/")) return "journal";
  if (page === "/termin" || page === "/pakete" || /^\/buchung\/[^/]+\/(termin|verschieben)$/.test(page))
    return "sessions";
  if (page === "/buchung/bezahlen" || page === "/gutschein/bezahlen") return "payment";
  if (page === "/gutschein") return "vouchers";
  if (/^\/buchung\/[^/]+(\/impulse)?$/.test(page) || /^\/warteliste\/[^/]+$/.test(page)) return "my-booking";
  if (page === "/widerruf") return "withdrawal";
  if (page === "/meine-daten" || page.startsWith("/meine-daten/")) return "privacy";
  return "other";
}

/**
 * The per-client rule of a class the middleware counts, or null (see `PUBLIC_POST_CLIENT_LIMITS`);
 * `factor` (PUBLIC_POST_CEILING_FACTOR) lifts it with the ceilings, for the load test and the
 * end-to-end suite, which play many visitors from one machine.
 */
export function clientRule(kind: PublicPostKind | null, factor = 1): RateLimitRule | null {
  const limit = kind ? PUBLIC_POST_CLIENT_LIMITS[kind] : undefined;
  return kind && limit ? { name: `client-${kind}`, limit: limit * factor, windowSeconds: CLIENT_WINDOW_SECONDS } : null;
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

/**
 * Before the action of a class the middleware counts, in ONE D1 round trip: the client's hit of
 * its class (counted, valid or not) and a look at the class's ceiling (counting nothing). `refused`
 * says which one said no: the client's own limit, or the ceiling over everybody.
 */
export async function admitPublicPost(
  env: Pick<Env, "DB" | "PUBLIC_POST_CEILING_FACTOR">,
  kind: PublicPostKind | null,
  client: string,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterSeconds: number; refused?: "client" | "ceiling" }> {
  if (!kind) return { allowed: true, retryAfterSeconds: 0 };
  const own = clientRule(kind, ceilingFactor(env));
  if (!own) {
    const all = await peekPublicCeiling(env, kind, now);
    return all.allowed ? all : { ...all, refused: "ceiling" };
  }
  const [mine, all] = await hitAndPeek(
    env,
    { rule: own, key: client },
    { rule: publicCeiling(env, kind), key: "all" },
    now,
  );
  if (!mine.allowed) return { ...mine, refused: "client" };
  return all.allowed ? all : { ...all, refused: "ceiling" };
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
