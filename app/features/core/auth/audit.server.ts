import { and, count, desc, eq, isNotNull, lt } from "drizzle-orm";
import { RETENTION } from "~/features/core/privacy/retention";
import { getDb, schema } from "~/lib/db.server";
import { logError } from "~/lib/log";
import { hitRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { type PageQuery, searchAcross, withTotal } from "~/lib/search.server";

/** Audit rows are kept this long (/datenschutz, "Speicherdauer"). */
export const AUDIT_RETENTION_MONTHS = 12;

export interface AuditEntry {
  /** The acting profile; null when unknown (a failed sign-in). */
  actorId: string | null;
  /** What was attempted: "sign-in", "request-denied", or "<page> <intent>" for admin changes. */
  action: string;
  targetTable?: string | null;
  targetId?: string | null;
  outcome: (typeof schema.auditLog.$inferInsert)["outcome"];
  /** The client's address, for failed and throttled sign-ins only (security logging; kept RETENTION.signInAddressDays). */
  clientAddress?: string | null;
}

/**
 * Records who did what in the back office: never field values, passwords, hashes or e-mail
 * addresses, only the actor's profile id, the action, the table and the row id (and, for a failed
 * sign-in, the client's address). Writing the
 * trail must never break what it records, so a failure is logged and swallowed.
 */
export async function audit(env: Pick<Env, "DB">, entry: AuditEntry): Promise<void> {
  try {
    await getDb(env)
      .insert(schema.auditLog)
      .values({
        actor_id: entry.actorId,
        action: entry.action.slice(0, 80),
        target_table: entry.targetTable ?? null,
        target_id: entry.targetId?.slice(0, 64) ?? null,
        outcome: entry.outcome,
        client_address: entry.clientAddress?.slice(0, 64) ?? null,
      });
  } catch (error) {
    logError("audit-write-failed", error);
  }
}

/**
 * Requests without a session can be sent by anyone, as often as they like: their "request-denied"
 * rows are written only while these ceilings allow (per client 10 in 15 minutes, all clients
 * together 100 an hour), so a flood cannot grow the trail without limit. Past them the refusal
 * still happens; only its row is skipped (docs/decisions/0114-sessions-and-sign-in-trail.md).
 */
export const anonymousAuditClientRule: RateLimitRule = { name: "audit-anonymous", limit: 10, windowSeconds: 15 * 60 };
export const anonymousAuditSiteRule: RateLimitRule = {
  name: "audit-anonymous-all",
  limit: 100,
  windowSeconds: 60 * 60,
};

/** Audits a refused request without a session, within the ceilings above. */
export async function auditAnonymous(
  env: Pick<Env, "DB">,
  client: string,
  entry: Omit<AuditEntry, "actorId">,
  now = Date.now(),
): Promise<boolean> {
  try {
    const perClient = await hitRateLimit(env, anonymousAuditClientRule, client, now);
    if (!perClient.allowed) return false;
    const site = await hitRateLimit(env, anonymousAuditSiteRule, "all", now);
    if (!site.allowed) return false;
  } catch (error) {
    logError("audit-throttle-failed", error);
    return false;
  }
  await audit(env, { ...entry, actorId: null });
  return true;
}

/**
 * Rows past the stated period (run by the nightly retention cron): whole rows after
 * AUDIT_RETENTION_MONTHS, the client address of a sign-in row already after RETENTION.signInAddressDays.
 */
export async function purgeAuditLog(env: Pick<Env, "DB">, now = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - AUDIT_RETENTION_MONTHS);
  const addressCutoff = new Date(now.getTime() - RETENTION.signInAddressDays * 24 * 60 * 60 * 1000);
  const db = getDb(env);
  await db
    .update(schema.auditLog)
    .set({ client_address: null })
    .where(and(isNotNull(schema.auditLog.client_address), lt(schema.auditLog.at, addressCutoff.toISOString())));
  const deleted = await db
    .delete(schema.auditLog)
    .where(lt(schema.auditLog.at, cutoff.toISOString()))
    .returning({ id: schema.auditLog.id });
  return deleted.length;
}

/** One page of the trail for the back office, newest first, searched in action, table and actor. Read-only there. */
export function auditLogPage(env: Pick<Env, "DB">, { q, offset, limit }: PageQuery) {
  const db = getDb(env);
  const trail = schema.auditLog;
  const actor = schema.profiles;
  const where = searchAcross(q, [trail.action, trail.target_table, actor.email]);
  return withTotal(
    db
      .select({
        id: trail.id,
        at: trail.at,
        action: trail.action,
        target_table: trail.target_table,
        target_id: trail.target_id,
        outcome: trail.outcome,
        client_address: trail.client_address,
        actor: actor.email,
      })
      .from(trail)
      .leftJoin(actor, eq(actor.id, trail.actor_id))
      .where(where)
      .orderBy(desc(trail.at))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(trail).leftJoin(actor, eq(actor.id, trail.actor_id)).where(where),
  );
}
