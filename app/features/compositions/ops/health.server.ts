/**
 * The health report behind /healthz: one check per binding the site cannot work without.
 * It names only checks and states, never a record, so monitors and uptime services may read it.
 */

export type CheckState = "ok" | "unavailable";

export interface HealthReport {
  status: "ok" | "error";
  checks: { database: CheckState; kv: CheckState; queue: CheckState };
  /** Age in seconds of the oldest e-mail still waiting to be sent; null when none waits. */
  oldestQueuedMailSeconds: number | null;
}

/** The KV key the check reads; it never exists, a read of a missing key still proves KV answers. */
const KV_PROBE_KEY = "healthz:probe";

async function settle(check: () => Promise<unknown>): Promise<CheckState> {
  try {
    await check();
    return "ok";
  } catch {
    return "unavailable";
  }
}

/** The oldest unsent e-mail; it reads the waiting rows only (mail_outbox_status_created_at_idx). */
export const OLDEST_QUEUED_MAIL_SQL = "SELECT MIN(created_at) AS oldest FROM mail_outbox WHERE status = 'queued'";

/**
 * Runs the checks side by side. The queue producer offers no read call, so "reachable" means the
 * binding is bound and can send; whether the consumer keeps up shows in the age of the oldest
 * unsent e-mail, which is what to alert on (docs/operations.md, "Watching it").
 */
export async function healthReport(
  env: Pick<Env, "DB" | "KV" | "MAIL_QUEUE">,
  now = new Date(),
): Promise<HealthReport> {
  let oldestQueuedAt: string | null = null;
  const [database, kv, queue] = await Promise.all([
    settle(async () => {
      const row = await env.DB.prepare(OLDEST_QUEUED_MAIL_SQL).first<{
        oldest: string | null;
      }>();
      oldestQueuedAt = row?.oldest ?? null;
    }),
    settle(() => env.KV.get(KV_PROBE_KEY)),
    settle(async () => {
      if (typeof env.MAIL_QUEUE?.send !== "function") throw new Error("queue producer not bound");
    }),
  ]);
  const checks = { database, kv, queue };
  const healthy = Object.values(checks).every((state) => state === "ok");
  return {
    status: healthy ? "ok" : "error",
    checks,
    oldestQueuedMailSeconds: oldestQueuedAt ? ageInSeconds(oldestQueuedAt, now) : null,
  };
}

function ageInSeconds(isoOrSqlTime: string, now: Date): number {
  // created_at is SQLite's CURRENT_TIMESTAMP ("YYYY-MM-DD HH:MM:SS", UTC) or an ISO string.
  const normalised = isoOrSqlTime.includes("T") ? isoOrSqlTime : `${isoOrSqlTime.replace(" ", "T")}Z`;
  return Math.max(0, Math.round((now.getTime() - Date.parse(normalised)) / 1000));
}
