import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";

export { sqlString } from "../db/sql.ts";

/** Where local state lives; `npm start`, `npm run dev` and the CLI scripts all share it. */
export const LOCAL_STATE = process.env.LOCAL_STATE_DIR ?? ".wrangler/state";

/** Runs SQL through `wrangler d1 execute`, the same tool that applies migrations. */
/**
 * Runs SQL through `wrangler d1 execute`, the same tool that applies migrations. The SQL file is
 * private to the user and deleted afterwards, also on failure: it may hold a password hash.
 */
export function executeSql(sql: string, target: { remote: boolean }, label = "statement"): string {
  mkdirSync(".tmp", { recursive: true, mode: 0o700 });
  const file = `.tmp/${label}-${process.pid}.sql`;
  writeFileSync(file, sql, { mode: 0o600 });
  const location = target.remote ? ["--remote"] : ["--local", "--persist-to", LOCAL_STATE];
  try {
    return execFileSync("wrangler", ["d1", "execute", "DB", ...location, "--file", file, "--yes", "--json"], {
      encoding: "utf8",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
      stdio: ["ignore", "pipe", "inherit"],
    });
  } finally {
    rmSync(file, { force: true });
  }
}
