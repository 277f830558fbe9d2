/**
 * Gets local state ready before the site starts: a local secret in .dev.vars (never committed),
 * migrations applied (through one Miniflare, scripts/local-d1.ts), demo content seeded (idempotent).
 */
import { existsSync, writeFileSync } from "node:fs";
import { LOCAL_STATE } from "./d1-cli.ts";
import { applyMigrations, runStatements, splitSql, withLocalD1 } from "./local-d1.ts";
import { seedSql } from "../db/seed-data.ts";

if (!existsSync(".dev.vars")) {
  const secret = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
  writeFileSync(".dev.vars", `# Local secrets, generated on first start. Never commit.\nTOKEN_SECRET=${secret}\n`);
  console.log("Lokales Geheimnis in .dev.vars angelegt.");
}

const seed = process.argv.includes("--no-seed") ? undefined : await splitSql(seedSql(new Date()));

await withLocalD1(LOCAL_STATE, async (db) => {
  const applied = await applyMigrations(db);
  console.log(
    applied.length ? `Datenbank: ${applied.length} Migration(en) angewendet.` : "Datenbank: auf dem neuesten Stand.",
  );
  if (seed) {
    await runStatements(db, seed);
    console.log("Demo-Inhalte sind angelegt (vorhandene Einträge bleiben unverändert).");
  }
});
