/**
 * The local D1 of a `--persist-to` folder, written through one Miniflare instead of one `wrangler d1`
 * run per statement file: wrangler starts itself and a workerd for every migration it applies (about
 * 29 s for 38 migrations on a 2-core machine, before the site or the end-to-end servers could start).
 * Same database file (wrangler's layout, `<dir>/v3/d1`), same way of running a file (wrangler's own
 * statement splitter, one batch per file) and the same `d1_migrations` table, so `wrangler d1
 * migrations list --local` agrees afterwards (tests/ops/local-d1.test.ts). Production still goes
 * through wrangler (scripts/deploy.ts). docs/decisions/0175-local-d1-through-one-miniflare.md.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import type * as MiniflareModule from "miniflare";
import type * as WranglerModule from "wrangler";

/**
 * wrangler (its config reader and statement splitter) and its own Miniflare, as
 * tests/bench/miniflare-server.ts uses it. Loaded on first use: importing them takes about 3 s of
 * CPU, which a script that refuses its input (`admin:create` with a weak password) does not spend.
 */
let loaded: Promise<{ wrangler: typeof WranglerModule; miniflare: typeof MiniflareModule }> | undefined;
const tools = () =>
  (loaded ??= import("wrangler").then((wrangler) => ({
    wrangler,
    miniflare: createRequire(import.meta.resolve("wrangler/package.json"))("miniflare") as typeof MiniflareModule,
  })));

/** The fields of a `[[d1_databases]]` entry read here. */
interface LocalD1Config {
  binding: string;
  database_id?: string;
  preview_database_id?: string;
  database_name?: string;
  migrations_dir?: string;
  migrations_table?: string;
}

type D1 = Awaited<ReturnType<MiniflareModule.Miniflare["getD1Database"]>>;

let config: { id: string; compatibilityDate: string; migrationsDir: string; migrationsTable: string } | undefined;

/** What wrangler.toml says of the D1 bound as DB (read once per script). */
async function database() {
  if (config) return config;
  const wrangler = (await tools()).wrangler.unstable_readConfig({ config: "wrangler.toml" }, { hideWarnings: true });
  const db = (wrangler.d1_databases as LocalD1Config[]).find((entry) => entry.binding === "DB");
  const id = db?.preview_database_id ?? db?.database_id ?? db?.database_name;
  if (!db || !id || !wrangler.compatibility_date) throw new Error("wrangler.toml has no D1 database bound as DB");
  config = {
    id,
    compatibilityDate: wrangler.compatibility_date,
    migrationsDir: db.migrations_dir ?? "migrations",
    migrationsTable: db.migrations_table ?? "d1_migrations",
  };
  return config;
}

/** Opens the local D1 in `stateDir` for `work`, and closes it again. */
export async function withLocalD1<T>(stateDir: string, work: (db: D1) => Promise<T>): Promise<T> {
  const { convertV4MiniflareOptions, Miniflare, Log, LogLevel } = (await tools()).miniflare;
  const { compatibilityDate, id } = await database();
  const miniflare = new Miniflare(
    convertV4MiniflareOptions({
      // Same folders as wrangler's --persist-to (it appends v3).
      resourcePersistencePath: join(resolve(stateDir), "v3"),
      resourceTmpPath: join(resolve(stateDir), "tmp"),
      log: new Log(LogLevel.ERROR),
      telemetry: { enabled: false },
      workers: [
        {
          name: "local-d1",
          compatibilityDate,
          modules: true,
          script: "export default {}",
          d1Databases: { DB: { id } },
        },
      ],
    }),
  );
  try {
    return await work(await miniflare.getD1Database("DB"));
  } finally {
    await miniflare.dispose();
  }
}

/** A file of statements as `wrangler d1 execute --local --file` splits it (wrangler's own splitter). */
export async function splitSql(sql: string): Promise<string[]> {
  return (await tools()).wrangler.unstable_splitSqlQuery(sql);
}

/**
 * Statements in one batch each of up to BATCH_STATEMENTS: a migration file (33 statements at most)
 * stays one transaction, as wrangler runs it. The seed's 812 statements (320 KB) in one batch lost
 * workerd's connection ("fetch failed", "other side closed") whenever the machine was loaded (typecheck,
 * lint, a build and the ops tests on two cores), three attempts out of three; they are
 * INSERT OR IGNORE, so batches of their own change nothing but the size of each request.
 */
const BATCH_STATEMENTS = 100;

export async function runStatements(db: D1, statements: string[]): Promise<void> {
  for (let start = 0; start < statements.length; start += BATCH_STATEMENTS) {
    const batch = statements.slice(start, start + BATCH_STATEMENTS);
    await db.batch(batch.map((statement) => db.prepare(statement)));
  }
}

export async function executeLocalSql(stateDir: string, sql: string): Promise<void> {
  const statements = await splitSql(sql);
  return withLocalD1(stateDir, (db) => runStatements(db, statements));
}

/** Applies the migrations not yet recorded in the migrations table, in file order; returns their names. */
export async function applyMigrations(db: D1): Promise<string[]> {
  const { migrationsDir, migrationsTable } = await database();
  const table = `"${migrationsTable.replaceAll('"', '""')}"`;
  // Every file read and split first; then one batch per pending file, with its record.
  const files = await Promise.all(
    readdirSync(migrationsDir)
      .filter((name) => name.endsWith(".sql"))
      .sort()
      .map(async (name) => ({
        name,
        statements: await splitSql(
          `${readFileSync(join(migrationsDir, name), "utf8")}\nINSERT INTO ${table} (name) VALUES ('${name.replaceAll("'", "''")}');`,
        ),
      })),
  );
  // wrangler's definition of the table, so either tool reads what the other wrote.
  await db.exec(
    `CREATE TABLE IF NOT EXISTS ${table}(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL);`,
  );
  const done = new Set(
    (await db.prepare(`SELECT name FROM ${table}`).all<{ name: string }>()).results.map((row) => row.name),
  );
  const pending = files.filter(({ name }) => !done.has(name));
  for (const { statements } of pending) await runStatements(db, statements);
  return pending.map(({ name }) => name);
}
