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
  const [row] = await getDb(env)
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
  const count = row?.count ?? 1;
  // Once per window and rule, not per refused request: a flood must not flood the logs too.
  if (count === rule.limit + 1) logEvent("throttled", { rule: rule.name, limit: rule.limit });
  return {
    allowed: count <= rule.limit,
    retryAfterSeconds: windowStart + rule.windowSeconds - Math.floor(now / 1000),
  };
}

/** Forgets the counter, e.g. after a successful sign-in. */
export async function resetRateLimit(env: Pick<Env, "DB">, rule: RateLimitRule, key: string): Promise<void> {
  await getDb(env)
    .delete(schema.rateLimits)
    .where(sql`${schema.rateLimits.key} = ${`${rule.name}:${key}`}`);
}
