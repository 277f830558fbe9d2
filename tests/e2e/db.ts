import { execFileSync } from "node:child_process";
import { E2E_STATE_DIR } from "./config.ts";

/** Reads the e2e server's local D1 with wrangler (e.g. to find the e-mails the app queued). */
export function queryE2eDb<Row>(sql: string): Row[] {
  const out = execFileSync(
    "wrangler",
    ["d1", "execute", "DB", "--local", "--persist-to", E2E_STATE_DIR, "--command", sql, "--json"],
    { encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" }, stdio: ["ignore", "pipe", "ignore"] },
  );
  const parsed = JSON.parse(out) as { results: Row[] }[];
  return parsed[0]?.results ?? [];
}
