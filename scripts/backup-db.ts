/**
 * `npm run db:backup -- --env staging|production` exports the remote D1 database to
 * backups/<brand.short>-<env>-<UTC date and time>.sql; `--local` exports the local one (npm start's
 * state). Restore: docs/operations.md, "Backups and restore" (D1 Time Travel first, import of a file second).
 * The export → import round trip is tested in tests/ops/backup.test.ts.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { brand } from "../app/config/brand.ts";
import { LOCAL_STATE } from "./d1-cli.ts";

const args = process.argv.slice(2);
const local = args.includes("--local");
const env = args.includes("--env") ? args[args.indexOf("--env") + 1] : undefined;
if (!local && env !== "staging" && env !== "production") {
  console.error("Bitte angeben: --env staging|production (entfernte Datenbank) oder --local.");
  process.exit(1);
}

const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
const dir = process.env.BACKUP_DIR ?? "backups";
const file = resolve(`${dir}/${brand.short}-${local ? "local" : env}-${stamp}.sql`);
mkdirSync(dir, { recursive: true });
// `wrangler d1 export` has no --persist-to: it reads <project>/.wrangler/state, so a local state
// elsewhere (LOCAL_STATE_DIR=<dir>/.wrangler/state, as in the round-trip test) is reached with --cwd.
const localProject = LOCAL_STATE.endsWith(".wrangler/state") ? resolve(LOCAL_STATE, "../..") : undefined;
if (local && !localProject) {
  console.error("Ein lokaler Export braucht LOCAL_STATE_DIR=<Projektordner>/.wrangler/state.");
  process.exit(1);
}
const target = local ? ["--local", "--cwd", localProject!] : ["--remote", "--env", env!];
const toolEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const exportPart = (part: "--no-data" | "--no-schema") => {
  const partFile = `${file}${part}`;
  execFileSync("wrangler", ["d1", "export", "DB", ...target, part, "--output", partFile], {
    stdio: ["ignore", "ignore", "inherit"],
    env: toolEnv,
  });
  const sql = readFileSync(partFile, "utf8");
  rmSync(partFile);
  return sql;
};
// wrangler exports table by table in creation order, so a child table's rows can come before its
// parent table exists and the file would not import. Schema first, then the rows, with foreign keys
// checked at the end of the import.
writeFileSync(
  file,
  ["PRAGMA defer_foreign_keys = true;", exportPart("--no-data"), exportPart("--no-schema")].join("\n"),
);
console.log(file);
