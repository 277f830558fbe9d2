import { env } from "cloudflare:test";

/**
 * SQLite's plan for a statement, one line per step. Placeholders without values are bound to null:
 * the plan does not depend on them (no sqlite_stat tables).
 */
export async function queryPlan(sqlText: string, params?: unknown[]): Promise<string> {
  const values = params ?? Array.from({ length: (sqlText.match(/\?/g) ?? []).length }, () => null);
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sqlText}`)
    .bind(...values)
    .all<{ detail: string }>();
  return results.map((row) => row.detail).join("\n");
}
