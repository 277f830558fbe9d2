import { type SQL, sql } from "drizzle-orm";
import { getDb, schema } from "./db.server";
import { logEvent } from "./log";

export interface RateLimitRule {
  /** Distinguishes the counters of different features, e.g. "contact". */
  name: string;
  limit: number;
  windowSeconds: number;
}

const windowOf = (rule: RateLimitRule, now: number) => Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds;

/** The atomic UPSERT that counts one hit and returns the window's count after it. */
function upsertHit(env: Pick<Env, "DB">, rule: RateLimitRule, key: string, now: number) {
  const windowStart = windowOf(rule, now);
  const t = schema.rateLimits;
  return getDb(env)
    .insert(t)
    .values({ key: `${rule.name}:${key}`, window_start: windowStart, count: 1 })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        count: sql`CASE WHEN ${t.window_start} = ${windowStart} THEN ${t.count} + 1 ELSE 1 END`,
        window_start: windowStart,
      },
    })
    .returning({ count: t.count });
}

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
  const [row] = await upsertHit(env, rule, key, now).catch(async () => {
    await new Promise((resolve) => setTimeout(resolve, 25));
    return upsertHit(env, rule, key, now);
  });
  return judge(rule, row?.count ?? 1, now);
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
  /** True while the window's count (this hit included) is within the limit. */
  withinLimit: SQL;
  /** Reads the statement's result in the batch. */
  judge: (result: D1Result<{ count: number }> | undefined) => { allowed: boolean; retryAfterSeconds: number };
} {
  const query = upsertHit(env, rule, key, now).toSQL();
  const t = schema.rateLimits;
  return {
    statement: env.DB.prepare(query.sql).bind(...query.params),
    withinLimit: sql`(SELECT ${t.count} FROM ${t} WHERE ${t.key} = ${`${rule.name}:${key}`} AND ${t.window_start} = ${windowOf(rule, now)}) <= ${rule.limit}`,
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
  const t = schema.rateLimits;
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
