/**
 * Reads a local D1 database straight from its SQLite file, for tests that look at what a server or a
 * CLI wrote: a few milliseconds per statement, where `wrangler d1 execute --local` starts wrangler
 * and workerd (seconds each, more on a busy machine). Used by the end-to-end suite (tests/e2e/db.ts)
 * and the backup round trip (tests/ops/backup.test.ts).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

/** Where miniflare keeps the D1 of a `--persist-to` folder: one SQLite file per database. */
export function localD1File(stateDir: string): string {
  const dir = join(stateDir, "v3", "d1", "miniflare-D1DatabaseObject");
  const files = readdirSync(dir).filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (files.length !== 1) throw new Error(`expected one D1 database in ${dir}, found ${files.length}`);
  return join(dir, files[0]!);
}

/**
 * Runs one statement on the local D1 in `stateDir` and returns its rows as plain objects (as
 * wrangler's JSON gave them). The file is in WAL mode, so a read never blocks a server using it; a
 * write waits up to 5 s for the server's own write to finish.
 */
export function queryLocalD1<Row>(stateDir: string, sql: string): Row[] {
  const db = new DatabaseSync(localD1File(stateDir));
  try {
    db.exec("PRAGMA busy_timeout = 5000");
    return db
      .prepare(sql)
      .all()
      .map((row) => ({ ...row }) as Row);
  } finally {
    db.close();
  }
}
