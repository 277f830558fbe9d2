// The backup round trip on local state: migrate and seed a fresh database, export it with
// `npm run db:backup -- --local`, import the file into a second fresh database, compare every table.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, it } from "node:test";
import { queryLocalD1 } from "../local-d1.ts";

const work = mkdtempSync(join(tmpdir(), "klarsinn-backup-"));
after(() => rmSync(work, { recursive: true, force: true }));
const toolEnv = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/** Rows per table, read from the state's SQLite file (tests/local-d1.ts). */
function counts(state: string) {
  const tables = queryLocalD1<{ name: string }>(
    state,
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name",
  ).map(({ name }) => name);
  return Object.fromEntries(
    tables.map((name) => [name, queryLocalD1<{ n: number }>(state, `SELECT COUNT(*) AS n FROM "${name}"`)[0]!.n]),
  );
}

it("restores an export into an empty database with every table and row", () => {
  // d1 export reads <project>/.wrangler/state, so the source state lives in a project folder of its own.
  const project = join(work, "project");
  mkdirSync(project);
  copyFileSync("wrangler.toml", join(project, "wrangler.toml"));
  const source = join(project, ".wrangler", "state");
  const restored = join(work, "restored");
  execFileSync("node", ["scripts/prepare-local-db.ts"], {
    env: { ...toolEnv, LOCAL_STATE_DIR: source },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const before = counts(source);
  assert.ok(Number(before.klarsinn_events) > 0, "the seed wrote events");
  assert.ok(Number(before.web_content) > 0 && Number(before.d1_migrations) > 0, "every table is counted");

  const file = execFileSync("node", ["scripts/backup-db.ts", "--local"], {
    encoding: "utf8",
    env: { ...toolEnv, LOCAL_STATE_DIR: source, BACKUP_DIR: work },
    stdio: ["ignore", "pipe", "inherit"],
  }).trim();
  assert.match(file, /klarsinn-local-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.sql$/);

  execFileSync("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", restored, "--file", file, "--yes"], {
    env: toolEnv,
    stdio: ["ignore", "ignore", "inherit"],
  });
  assert.deepEqual(counts(restored), before);
});
