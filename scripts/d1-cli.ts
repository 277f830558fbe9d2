import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { executeLocalSql } from "./local-d1.ts";

export { sqlString } from "../db/sql.ts";

/** Where local state lives; `npm start`, `npm run dev` and the CLI scripts all share it. */
export const LOCAL_STATE = process.env.LOCAL_STATE_DIR ?? ".wrangler/state";

/**
 * Runs SQL on the local D1 (one Miniflare, scripts/local-d1.ts) or, with `remote`, through
 * `wrangler d1 execute --remote` (of the top-level database, or of an `[env.<name>]`'s with `env`).
 * The remote SQL file is private to the user and deleted afterwards, also on failure: it may hold a
 * password hash.
 */
export async function executeSql(
  sql: string,
  target: { remote: boolean; env?: string },
  label = "statement",
): Promise<void> {
  if (!target.remote) return executeLocalSql(LOCAL_STATE, sql);
  mkdirSync(".tmp", { recursive: true, mode: 0o700 });
  const file = `.tmp/${label}-${process.pid}.sql`;
  writeFileSync(file, sql, { mode: 0o600 });
  try {
    execFileSync(
      "wrangler",
      [
        "d1",
        "execute",
        "DB",
        "--remote",
        ...(target.env ? ["--env", target.env] : []),
        "--file",
        file,
        "--yes",
        "--json",
      ],
      {
        encoding: "utf8",
        env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
  } finally {
    rmSync(file, { force: true });
  }
}
