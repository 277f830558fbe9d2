/**
 * Gets local state ready before the site starts: a local secret in .dev.vars (never committed),
 * migrations applied by wrangler, demo content seeded (idempotent).
 */
import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { executeSql, LOCAL_STATE } from "./d1-cli.ts";
import { seedSql } from "../db/seed-data.ts";

if (!existsSync(".dev.vars")) {
  const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
  writeFileSync(".dev.vars", `# Local secrets, generated on first start. Never commit.\nTOKEN_SECRET=${secret}\n`);
  console.log("Lokales Geheimnis in .dev.vars angelegt.");
}

execFileSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", LOCAL_STATE], {
  stdio: "inherit",
  env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
});

if (!process.argv.includes("--no-seed")) {
  executeSql(seedSql(new Date()), { remote: false }, "seed");
  console.log("Demo-Inhalte sind angelegt (vorhandene Einträge bleiben unverändert).");
}
