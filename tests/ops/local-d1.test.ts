// scripts/local-d1.ts writes the local D1 wrangler's way (docs/decisions/0175-local-d1-through-one-miniflare.md):
// the same SQLite file, every migration recorded in wrangler's own table, so wrangler itself agrees.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, it } from "node:test";
import { brand } from "../../app/config/brand.ts";
import { runStatements, withLocalD1 } from "../../scripts/local-d1.ts";
import { queryLocalD1 } from "../local-d1.ts";

const state = mkdtempSync(path.join(tmpdir(), "local-d1-test-"));
const quiet = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };
const prepare = () =>
  execFileSync("node", ["scripts/prepare-local-db.ts"], {
    env: { ...quiet, LOCAL_STATE_DIR: state },
    encoding: "utf8",
  });
let first = "";

before(() => {
  first = prepare();
});
after(() => rmSync(state, { recursive: true, force: true }));

const migrations = readdirSync("migrations")
  .filter((name) => name.endsWith(".sql"))
  .sort();

it("applies every migration once, in order, into wrangler's migrations table", () => {
  assert.match(first, new RegExp(`Datenbank: ${migrations.length} Migration\\(en\\) angewendet\\.`));
  const recorded = queryLocalD1<{ name: string }>(state, "SELECT name FROM d1_migrations ORDER BY id");
  assert.deepEqual(
    recorded.map((row) => row.name),
    migrations,
  );
  // A migration's trigger (a statement with BEGIN … END) arrives whole.
  const triggers = queryLocalD1<{ name: string }>(state, "SELECT name FROM sqlite_master WHERE type = 'trigger'");
  assert.ok(triggers.some((row) => row.name === `${brand.short}_invoice_immutable`));
  // The demo content is there.
  assert.ok(queryLocalD1<{ n: number }>(state, `SELECT count(*) AS n FROM ${brand.short}_events`)[0]!.n > 0);
});

it("wrangler reads the same database and finds nothing left to apply", () => {
  const listed = execFileSync("wrangler", ["d1", "migrations", "list", "DB", "--local", "--persist-to", state], {
    env: quiet,
    encoding: "utf8",
  });
  assert.match(listed, /No migrations to apply/);
});

it("a second run applies nothing and leaves the seeded rows as they were", () => {
  const count = () => queryLocalD1<{ n: number }>(state, "SELECT count(*) AS n FROM web_content")[0]!.n;
  const before = count();
  assert.match(prepare(), /Datenbank: auf dem neuesten Stand\./);
  assert.equal(count(), before);
});

it("a long list of statements goes in batches of 100, each one transaction", async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "local-d1-batches-"));
  try {
    const kept = await withLocalD1(dir, async (db) => {
      await db.exec("CREATE TABLE probe (n INTEGER PRIMARY KEY)");
      // The 151st repeats the first key: its batch (the second) fails as a whole, the third never runs.
      const statements = Array.from({ length: 250 }, (_, i) => `INSERT INTO probe (n) VALUES (${i === 150 ? 0 : i})`);
      await assert.rejects(runStatements(db, statements), /UNIQUE/);
      return (await db
        .prepare("SELECT COUNT(*) AS n, MAX(n) AS last FROM probe")
        .first<{ n: number; last: number }>())!;
    });
    assert.deepEqual({ ...kept }, { n: 100, last: 99 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
