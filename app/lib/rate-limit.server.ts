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

const t = schema.rateLimits;
const col = (column: { name: string }) => sql.identifier(column.name);

/**
 * The atomic UPSERT that counts one hit and returns the window's count after it. Compiled once per
 * isolate (every sign-in and public post runs it, the booking twice: ceiling and client).
 */
const upsertHitStatement = compiledStatement<"key" | "window">(
  () => sql`
    INSERT INTO ${t} (${col(t.key)}, ${col(t.window_start)}, ${col(t.count)})
    VALUES (${sql.placeholder("key")}, ${sql.placeholder("window")}, 1)
    ON CONFLICT (${col(t.key)}) DO UPDATE SET
      ${col(t.count)} = CASE WHEN ${t.window_start} = ${sql.placeholder("window")} THEN ${t.count} + 1 ELSE 1 END,
      ${col(t.window_start)} = ${sql.placeholder("window")}
    RETURNING ${col(t.count)} AS count`,
);

function upsertHit(env: Pick<Env, "DB">, rule: RateLimitRule, key: string, now: number) {
  return upsertHitStatement(env, { key: `${rule.name}:${key}`, window: windowOf(rule, now) });
}

/**
 * True while the window's count (a hit counted earlier in the same batch included) is within the
 * limit. The same SQL text for every rule and client (values are placeholders, bound through
 * `withinLimitValues`), so a caller may compile its statement once (`compiledStatement`).
 */
export const withinLimitSql = sql`(SELECT ${t.count} FROM ${t} WHERE ${t.key} = ${sql.placeholder("rateLimitKey")} AND ${t.window_start} = ${sql.placeholder("rateLimitWindow")}) <= ${sql.placeholder("rateLimitMax")}`;
export type WithinLimitValues = { rateLimitKey: string; rateLimitWindow: number; rateLimitMax: number };

/** What a counted hit means: allowed or not, and until when; logs the first refusal of a window. */
function judge(rule: RateLimitRule, count: number, now: number): { allowed: boolean; retryAfterSeconds: number } {
  // Once per window and rule, not per refused request: a flood must not flood the logs too.
  if (count === rule.limit + 1) logEvent("throttled", { rule: rule.name, limit: rule.limit });
  return {
    allowed: count <= rule.limit,
    retryAfterSeconds: windowOf(rule, now) + rule.windowSeconds - Math.floor(now / 1000),
  };
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
  // Every sign-in and form post passes here: one transient D1 failure (a busy database, a reset
  // isolate) gets one retry instead of failing the request. A retry after a write that did land
  // counts one hit twice, which only errs on the strict side.
  const attempt = async () => upsertHit(env, rule, key, now).first<{ count: number }>();
  const row = await attempt().catch(async () => {
    await new Promise((resolve) => setTimeout(resolve, 25));
    return attempt();
  });
  return judge(rule, Number(row?.count ?? 1), now);
}

/**
 * The same hit as `hitRateLimit`, as a statement for the caller's own D1 batch, which saves a
 * request its own round trip (docs/decisions/0045-request-cpu.md). A batch is one transaction and
 * runs in order, so `withinLimit` in a later statement of the batch sees this hit: a write guarded
 * by it never happens for a refused client, exactly as if the limit had been checked first.
 */
export function rateLimitStatement(
  env: Pick<Env, "DB">,
  rule: RateLimitRule,
  key: string,
  now = Date.now(),
): {
  statement: D1PreparedStatement;
  /** The values of `withinLimitSql` for this hit: true while the window's count (this hit included) is within the limit. */
  withinLimit: WithinLimitValues;
  /** Reads the statement's result in the batch. */
  judge: (result: D1Result<{ count: number }> | undefined) => { allowed: boolean; retryAfterSeconds: number };
} {
  return {
    statement: upsertHit(env, rule, key, now),
    withinLimit: {
      rateLimitKey: `${rule.name}:${key}`,
      rateLimitWindow: windowOf(rule, now),
      rateLimitMax: rule.limit,
    },
    judge: (result) => judge(rule, Number(result?.results[0]?.count ?? 1), now),
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
    .update(t)
    .set({ count: sql`MAX(${t.count} - 1, 0)` })
    .where(sql`${t.key} = ${`${rule.name}:${key}`} AND ${t.window_start} = ${windowStart}`);
}

/** Forgets the counter, e.g. after a successful sign-in. */
export async function resetRateLimit(env: Pick<Env, "DB">, rule: RateLimitRule, key: string): Promise<void> {
  await getDb(env)
    .delete(schema.rateLimits)
    .where(sql`${schema.rateLimits.key} = ${`${rule.name}:${key}`}`);
}
