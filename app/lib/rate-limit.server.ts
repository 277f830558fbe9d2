import { sql } from "drizzle-orm";
import { getDb, schema } from "./db.server";
import { logEvent } from "./log";

export interface RateLimitRule {
  /** Distinguishes the counters of different features, e.g. "contact". */
  name: string;
  limit: number;
  windowSeconds: number;
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
  const windowStart = Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds;
  const id = `${rule.name}:${key}`;
  const t = schema.rateLimits;
  const upsert = () =>
    getDb(env)
      .insert(t)
      .values({ key: id, window_start: windowStart, count: 1 })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          count: sql`CASE WHEN ${t.window_start} = ${windowStart} THEN ${t.count} + 1 ELSE 1 END`,
          window_start: windowStart,
        },
      })
      .returning({ count: t.count });
  // Every sign-in and form post passes here: one transient D1 failure (a busy database, a reset
  // isolate) gets one retry instead of failing the request. A retry after a write that did land
  // counts one hit twice, which only errs on the strict side.
  const [row] = await upsert().catch(async () => {
    await new Promise((resolve) => setTimeout(resolve, 25));
    return upsert();
  });
  const count = row?.count ?? 1;
  // Once per window and rule, not per refused request: a flood must not flood the logs too.
  if (count === rule.limit + 1) logEvent("throttled", { rule: rule.name, limit: rule.limit });
  return {
    allowed: count <= rule.limit,
    retryAfterSeconds: windowStart + rule.windowSeconds - Math.floor(now / 1000),
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
  const windowStart = Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds;
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
