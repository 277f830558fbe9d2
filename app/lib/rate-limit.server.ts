import { sql } from "drizzle-orm";
import { compiledStatement, getDb, schema } from "./db.server";
import { logEvent } from "./log";

export interface RateLimitRule {
  /** Distinguishes the counters of different features, e.g. "contact". */
  name: string;
  limit: number;
  windowSeconds: number;
}

const windowOf = (rule: RateLimitRule, now: number) => Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds;

const rateLimitsTable = schema.rateLimits;
const col = (column: { name: string }) => sql.identifier(column.name);

/**
 * The atomic UPSERT that counts one hit and returns the window's count after it. Compiled once per
 * isolate (every sign-in and public post runs it, the booking twice: ceiling and client).
 */
const upsertHitStatement = compiledStatement<"key" | "window">(
  () => sql`
    INSERT INTO ${rateLimitsTable} (${col(rateLimitsTable.key)}, ${col(rateLimitsTable.window_start)}, ${col(rateLimitsTable.count)})
    VALUES (${sql.placeholder("key")}, ${sql.placeholder("window")}, 1)
    ON CONFLICT (${col(rateLimitsTable.key)}) DO UPDATE SET
      ${col(rateLimitsTable.count)} = CASE WHEN ${rateLimitsTable.window_start} = ${sql.placeholder("window")} THEN ${rateLimitsTable.count} + 1 ELSE 1 END,
      ${col(rateLimitsTable.window_start)} = ${sql.placeholder("window")}
    RETURNING ${col(rateLimitsTable.count)} AS count`,
);

function upsertHit(env: Pick<Env, "DB">, rule: RateLimitRule, key: string, now: number) {
  return upsertHitStatement(env, { key: `${rule.name}:${key}`, window: windowOf(rule, now) });
}

/** True while none of the windows in the JSON placeholder `name` is past its limit (see `withinLimitsSql`). */
const withinLimitsOf = (name: string) => sql`NOT EXISTS (
  SELECT 1 FROM ${rateLimitsTable}, json_each(${sql.placeholder(name)}) AS hit
  WHERE ${rateLimitsTable.key} = json_extract(hit.value, '$.key')
    AND ${rateLimitsTable.window_start} = json_extract(hit.value, '$.window')
    AND ${rateLimitsTable.count} > json_extract(hit.value, '$.max'))`;

/**
 * The same UPSERT, counted only while the hits before it in the batch (`earlier`) are within their
 * limits: a site-wide ceiling takes a slot only for a post its client's own limit let through, so
 * one address's flood of refused posts never uses up everybody's ceiling. No row: not counted.
 */
const upsertHitAfterStatement = compiledStatement<"key" | "window" | "earlier">(
  () => sql`
    INSERT INTO ${rateLimitsTable} (${col(rateLimitsTable.key)}, ${col(rateLimitsTable.window_start)}, ${col(rateLimitsTable.count)})
    SELECT ${sql.placeholder("key")}, ${sql.placeholder("window")}, 1 WHERE ${withinLimitsOf("earlier")}
    ON CONFLICT (${col(rateLimitsTable.key)}) DO UPDATE SET
      ${col(rateLimitsTable.count)} = CASE WHEN ${rateLimitsTable.window_start} = ${sql.placeholder("window")} THEN ${rateLimitsTable.count} + 1 ELSE 1 END,
      ${col(rateLimitsTable.window_start)} = ${sql.placeholder("window")}
    RETURNING ${col(rateLimitsTable.count)} AS count`,
);

const hitJson = (hits: readonly RateLimitHit[], now: number) =>
  JSON.stringify(
    hits.map(({ rule, key }) => ({ key: `${rule.name}:${key}`, window: windowOf(rule, now), max: rule.limit })),
  );

/**
 * True while none of the windows counted earlier in the same batch is past its limit (the client's
 * and, for a form with a site-wide ceiling, the ceiling's). The same SQL text for every rule, client
 * and number of hits (the hits are ONE JSON placeholder, bound through `withinLimitsValues`), so a
 * caller may compile its statement once (`compiledStatement`).
 */
export const withinLimitsSql = withinLimitsOf("rateLimits");
export type WithinLimitsValues = { rateLimits: string };

/** What a counted hit means: allowed or not, and until when; logs the first refusal of a window. */
function judge(rule: RateLimitRule, count: number, now: number): { allowed: boolean; retryAfterSeconds: number } {
  // Once per window and rule, not per refused request: a flood must not flood the logs too.
  if (count === rule.limit + 1) logEvent("throttled", { rule: rule.name, limit: rule.limit });
  return judgeQuietly(rule, count, now);
}

/**
 * Counts one hit for `key` in a fixed window and says whether it is still allowed. One atomic
 * UPSERT in D1, so concurrent requests cannot slip past the limit.
 */
export async function hitRateLimit(
  env: Pick<Env, "DB">,
  rule: RateLimitRule,
  key: string,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const row = await withOneRetry(() => upsertHit(env, rule, key, now).first<{ count: number }>());
  return judge(rule, Number(row?.count ?? 1), now);
}

/**
 * Every sign-in and form post counts its hits through here: one transient D1 failure (a busy
 * database, a reset isolate) gets one retry instead of failing the request. A retry after a write
 * that did land counts a hit twice, which only errs on the strict side.
 */
async function withOneRetry<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    // Awaited here, so a failure thrown before the query runs (preparing it) is retried as well.
    return await attempt();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 25));
    return attempt();
  }
}

/** One counter a request takes a slot of: a rule and whose slot (a client address, or "all"). */
export interface RateLimitHit {
  rule: RateLimitRule;
  key: string;
  /** Counted only if every hit before it in the same call is within its limit (a site-wide ceiling). */
  onlyIfAllowedSoFar?: boolean;
}

/** What counting several hits at once means: allowed while every one is; else the first refused. */
export interface RateLimitVerdict {
  allowed: boolean;
  retryAfterSeconds: number;
  /** The first hit, in the order given, whose window was past its limit. */
  refused?: RateLimitRule;
}

function verdictOf(hits: readonly RateLimitHit[], counts: number[], now: number): RateLimitVerdict {
  let verdict: RateLimitVerdict = { allowed: true, retryAfterSeconds: 0 };
  hits.forEach(({ rule }, i) => {
    const judged = judge(rule, counts[i] ?? 1, now);
    if (!judged.allowed && verdict.allowed) verdict = { ...judged, refused: rule };
  });
  return verdict;
}

/**
 * The same hits as `hitRateLimits`, as statements for the caller's own D1 batch, which saves a
 * request its own round trip (docs/decisions/0045-request-cpu.md, 0086-ceiling-in-the-booking-batch.md).
 * A batch is one transaction and runs in order, so `withinLimitsSql` in a later statement of the
 * batch sees these hits: a write guarded by it never happens for a refused post, exactly as if the
 * limits had been checked first.
 */
export function rateLimitStatements(
  env: Pick<Env, "DB">,
  hits: readonly RateLimitHit[],
  now = Date.now(),
): {
  statements: D1PreparedStatement[];
  /** The values of `withinLimitsSql` for these hits. */
  withinLimits: WithinLimitsValues;
  /** Reads the statements' results (the first `statements.length` of the batch, in order). */
  judge: (results: readonly (D1Result<{ count: number }> | undefined)[]) => RateLimitVerdict;
} {
  return {
    statements: hits.map(({ rule, key, onlyIfAllowedSoFar }, i) =>
      onlyIfAllowedSoFar
        ? upsertHitAfterStatement(env, {
            key: `${rule.name}:${key}`,
            window: windowOf(rule, now),
            earlier: hitJson(hits.slice(0, i), now),
          })
        : upsertHit(env, rule, key, now),
    ),
    withinLimits: { rateLimits: hitJson(hits, now) },
    judge: (results) =>
      verdictOf(
        hits,
        hits.map((_, i) => Number(results[i]?.results[0]?.count ?? 1)),
        now,
      ),
  };
}

/**
 * Counts several hits in ONE batch (one round trip, one transaction), with the same single retry
 * as `hitRateLimit`: the client's and the site-wide ceiling's slot of a public form post.
 */
export async function hitRateLimits(
  env: Pick<Env, "DB">,
  hits: readonly RateLimitHit[],
  now = Date.now(),
): Promise<RateLimitVerdict> {
  return withOneRetry(async () => {
    const { statements, judge: judgeResults } = rateLimitStatements(env, hits, now);
    return judgeResults(await env.DB.batch<{ count: number }>(statements));
  });
}

/**
 * Whether one more hit would still be within the limit, counting nothing: for a ceiling that only
 * counts the requests that passed (`countRateLimit` after the answer), so refused ones never use it up.
 */
export async function peekRateLimit(
  env: Pick<Env, "DB">,
  rule: RateLimitRule,
  key: string,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const row = await withOneRetry(() =>
    getDb(env)
      .select({ count: rateLimitsTable.count })
      .from(rateLimitsTable)
      .where(
        sql`${rateLimitsTable.key} = ${`${rule.name}:${key}`} AND ${rateLimitsTable.window_start} = ${windowOf(rule, now)}`,
      )
      .get(),
  );
  return judgeQuietly(rule, Number(row?.count ?? 0) + 1, now);
}

/** The peek's SELECT as a statement of a batch (see `hitAndPeek`). */
const peekStatement = compiledStatement<"key" | "window">(
  () => sql`
    SELECT ${col(rateLimitsTable.count)} AS count FROM ${rateLimitsTable}
    WHERE ${rateLimitsTable.key} = ${sql.placeholder("key")} AND ${rateLimitsTable.window_start} = ${sql.placeholder("window")}`,
);

/**
 * One hit counted (`hitRateLimit`) and one window looked at (`peekRateLimit`) in ONE batch, one
 * round trip: a client's slot of its class and whether the class's site-wide ceiling has room.
 */
export async function hitAndPeek(
  env: Pick<Env, "DB">,
  hit: { rule: RateLimitRule; key: string },
  peek: { rule: RateLimitRule; key: string },
  now = Date.now(),
): Promise<[{ allowed: boolean; retryAfterSeconds: number }, { allowed: boolean; retryAfterSeconds: number }]> {
  const [counted, seen] = await withOneRetry(() =>
    env.DB.batch<{ count: number }>([
      upsertHit(env, hit.rule, hit.key, now),
      peekStatement(env, { key: `${peek.rule.name}:${peek.key}`, window: windowOf(peek.rule, now) }),
    ]),
  );
  return [
    judge(hit.rule, Number(counted?.results[0]?.count ?? 1), now),
    judgeQuietly(peek.rule, Number(seen?.results[0]?.count ?? 0) + 1, now),
  ];
}

/** Counts one hit after the fact (see `peekRateLimit`); logs once per window when it fills. */
export async function countRateLimit(
  env: Pick<Env, "DB">,
  rule: RateLimitRule,
  key: string,
  now = Date.now(),
): Promise<void> {
  const row = await withOneRetry(() => upsertHit(env, rule, key, now).first<{ count: number }>());
  if (Number(row?.count ?? 0) === rule.limit) logEvent("throttled", { rule: rule.name, limit: rule.limit });
}

function judgeQuietly(rule: RateLimitRule, count: number, now: number) {
  return {
    allowed: count <= rule.limit,
    retryAfterSeconds: windowOf(rule, now) + rule.windowSeconds - Math.floor(now / 1000),
  };
}

/**
 * Gives back one hit counted by `hitRateLimit` in the current window, for rules that count only
 * failures: every attempt takes its slot up front (atomic, so parallel attempts cannot slip past the
 * limit while they are being checked) and an attempt that succeeded returns it.
 */
export async function releaseRateLimit(
  env: Pick<Env, "DB">,
  rule: RateLimitRule,
  key: string,
  now = Date.now(),
): Promise<void> {
  const windowStart = windowOf(rule, now);
  await getDb(env)
    .update(rateLimitsTable)
    .set({ count: sql`MAX(${rateLimitsTable.count} - 1, 0)` })
    .where(sql`${rateLimitsTable.key} = ${`${rule.name}:${key}`} AND ${rateLimitsTable.window_start} = ${windowStart}`);
}

/** Forgets the counter, e.g. after a successful sign-in. */
export async function resetRateLimit(env: Pick<Env, "DB">, rule: RateLimitRule, key: string): Promise<void> {
  await getDb(env)
    .delete(schema.rateLimits)
    .where(sql`${schema.rateLimits.key} = ${`${rule.name}:${key}`}`);
}
