import { applyD1Migrations, env } from "cloudflare:test";
import { deliveredCopySql } from "../../db/content/index";

/**
 * The database as the migrations leave it, remembered by the first file of each Vitest worker that
 * builds it: its schema (every table, view, index and trigger with its SQL), the rows the migrations
 * wrote, and the order in which rows can go (a table after the tables that point to it).
 */
interface MigratedDatabase {
  schema: string;
  triggers: { name: string; sql: string }[];
  tablesChildFirst: string[];
  rows: { table: string; columns: string[]; values: unknown[][] }[];
}

// Kept on globalThis: with `isolate: false` (vitest.config.ts) the files of one Vitest worker share it.
const memory = globalThis as { __migratedDatabase?: MigratedDatabase };

const userObjects = "name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\'";

async function readSchema() {
  const { results } = await env.DB.prepare(
    `SELECT type, name, tbl_name AS tableName, sql FROM sqlite_master WHERE ${userObjects} ORDER BY type, name`,
  ).all<{ type: string; name: string; tableName: string; sql: string | null }>();
  return results;
}

/** Tables in an order where each comes before every table its foreign keys point to. */
async function childFirst(tables: string[]): Promise<string[]> {
  const referrers = new Map<string, Set<string>>();
  for (const name of tables) {
    const keys = await env.DB.prepare('SELECT DISTINCT "table" AS parent FROM pragma_foreign_key_list(?)')
      .bind(name)
      .all<{ parent: string }>();
    for (const { parent } of keys.results)
      if (parent !== name) referrers.set(parent, (referrers.get(parent) ?? new Set()).add(name));
  }
  const placed = new Set<string>();
  const place = (name: string): string[] => {
    if (placed.has(name)) return [];
    placed.add(name);
    return [...[...(referrers.get(name) ?? [])].flatMap(place), name];
  };
  return tables.flatMap(place);
}

/** Drops everything and applies every migration: the way back from any state, a changed schema too. */
async function migrateFromScratch(): Promise<MigratedDatabase> {
  const before = await readSchema();
  const tables = await childFirst(before.filter(({ type }) => type === "table").map(({ name }) => name));
  const drops = [
    ...before.filter(({ type }) => type === "view").map(({ name }) => `DROP VIEW IF EXISTS "${name}"`),
    ...tables.map((name) => `DROP TABLE IF EXISTS "${name}"`),
  ];
  if (drops.length) await env.DB.batch(drops.map((sql) => env.DB.prepare(sql)));
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  // The delivered copy, as every deploy's content seed writes it (decision 0231): pages fall back to it.
  await env.DB.batch(deliveredCopySql({ prune: true }).map((sql) => env.DB.prepare(sql)));

  const after = await readSchema();
  const tablesChildFirst = await childFirst(after.filter(({ type }) => type === "table").map(({ name }) => name));
  const rows: MigratedDatabase["rows"] = [];
  for (const table of [...tablesChildFirst, ...(await sequenceTable())]) {
    const [columns = [], ...values] = await env.DB.prepare(`SELECT * FROM "${table}"`).raw<unknown[]>({
      columnNames: true,
    });
    if (values.length) rows.push({ table, columns, values });
  }
  return {
    schema: JSON.stringify(after),
    triggers: after.flatMap(({ type, name, sql }) => (type === "trigger" && sql ? [{ name, sql }] : [])),
    tablesChildFirst,
    rows,
  };
}

/** SQLite's own counter table of AUTOINCREMENT keys, if any table has one. */
async function sequenceTable(): Promise<string[]> {
  const found = await env.DB.prepare("SELECT name FROM sqlite_master WHERE name = 'sqlite_sequence'").first();
  return found ? ["sqlite_sequence"] : [];
}

/**
 * Empties the tables and writes back the migrations' own rows, in one transaction, when the schema
 * is still the migrated one. Triggers that refuse deletions (issued invoices stay, migration 0016)
 * are dropped for it and created again from their own SQL.
 */
async function restoreRows(migrated: MigratedDatabase): Promise<void> {
  const statements = [
    ...migrated.triggers.map(({ name }) => `DROP TRIGGER "${name}"`),
    ...[...migrated.tablesChildFirst, ...(await sequenceTable())].map((table) => `DELETE FROM "${table}"`),
  ].map((sql) => env.DB.prepare(sql));
  for (const { table, columns, values } of [...migrated.rows].reverse()) {
    const insert = `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`;
    for (const row of values) statements.push(env.DB.prepare(insert).bind(...row));
  }
  statements.push(...migrated.triggers.map(({ sql }) => env.DB.prepare(sql)));
  await env.DB.batch(statements);
}

/**
 * A migrated database with only the migrations' rows. Most files leave the schema as they found it:
 * their rows are deleted and the migrations' rows written back (one batch). A file that changed the
 * schema (the malformed sweep's write log, say) gets every table dropped and the migrations applied.
 */
export async function resetDatabase(): Promise<void> {
  const migrated = memory.__migratedDatabase;
  if (migrated && JSON.stringify(await readSchema()) === migrated.schema) return restoreRows(migrated);
  memory.__migratedDatabase = await migrateFromScratch();
}
