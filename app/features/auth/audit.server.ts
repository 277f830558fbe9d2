import { lt } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { logError } from "~/lib/log";

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
}

/**
 * Records who did what in the back office: never field values, passwords, hashes or e-mail
 * addresses, only the actor's profile id, the action, the table and the row id. Writing the
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
      });
  } catch (error) {
    logError("audit-write-failed", error);
  }
}

/** Rows past the stated period (run by the nightly retention cron). */
export async function purgeAuditLog(env: Pick<Env, "DB">, now = new Date()): Promise<number> {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - AUDIT_RETENTION_MONTHS);
  const deleted = await getDb(env)
    .delete(schema.auditLog)
    .where(lt(schema.auditLog.at, cutoff.toISOString()))
    .returning({ id: schema.auditLog.id });
  return deleted.length;
}
