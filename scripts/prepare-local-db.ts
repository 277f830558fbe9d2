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

// wrangler prints a banner and a table per migration; a newcomer needs one line, the whole output
// only when something failed.
try {
  const output = execFileSync("wrangler", ["d1", "migrations", "apply", "DB", "--local", "--persist-to", LOCAL_STATE], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" },
  });
  const applied = output.match(/^│\s*\d{4}_[\w-]+\.sql\s*│\s*✅/gm)?.length ?? 0;
  console.log(applied ? `Datenbank: ${applied} Migration(en) angewendet.` : "Datenbank: auf dem neuesten Stand.");
} catch (error) {
  const failed = error as { stdout?: string; stderr?: string };
  process.stderr.write(`${failed.stdout ?? ""}${failed.stderr ?? ""}`);
  throw new Error("Die Migrationen ließen sich nicht anwenden (Ausgabe von wrangler oben).", { cause: error });
}

if (!process.argv.includes("--no-seed")) {
  executeSql(seedSql(new Date()), { remote: false }, "seed");
  console.log("Demo-Inhalte sind angelegt (vorhandene Einträge bleiben unverändert).");
}
