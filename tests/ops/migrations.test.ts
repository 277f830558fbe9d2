// db/schema.ts and migrations/ describe one database: `npm run db:generate` (drizzle-kit) writes the
// next migration from the difference between the schema and the last snapshot in migrations/meta,
// and wrangler applies the SQL files. Migrations 0002–0013 were written by hand; these tests keep the
// two in step so that a schema change generates exactly its own migration, numbered after the last.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { after, it } from "node:test";
import { brand } from "../../app/config/brand.ts";

const DRIZZLE_KIT = path.resolve("node_modules/.bin/drizzle-kit");
const MIGRATIONS = "migrations";
/** What drizzle-kit cannot express: written by hand into their migration only (0010_invoices.sql, 0038_newsletter_image_and_voucher_refunds.sql). */
const HAND_WRITTEN_ONLY = [
  `trigger ${brand.short}_invoice_immutable`,
  `trigger ${brand.short}_invoice_undeletable`,
  // 0038_newsletter_image_and_voucher_refunds.sql (decision 0173): an event's photo must be in the library.
  `trigger ${brand.short}_event_photo_exists_insert`,
  `trigger ${brand.short}_event_photo_exists_update`,
  // 0040_courses_waitlist_intake_reverse_charge.sql (decision 0208): an appointment type's free-change window.
  "trigger appointment_types_free_change_insert",
  "trigger appointment_types_free_change_update",
  // 0041_intake_types_event_questions_manual_invoices.sql (decision 0221): an intake question's answer type.
  "trigger intake_questions_answer_type_insert",
  "trigger intake_questions_answer_type_update",
];

const scratch = mkdtempSync(path.join(tmpdir(), "migrations-test-"));
after(() => rmSync(scratch, { recursive: true, force: true }));

const drizzleKit = (...args: string[]) =>
  execFileSync(DRIZZLE_KIT, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

const migrationFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort();

it("drizzle-kit generates nothing for the current schema, and numbers a change after the last migration", () => {
  const out = path.join(scratch, "generate");
  cpSync(MIGRATIONS, out, { recursive: true });
  // Relative: drizzle-kit puts "./" before the folder it is given, which breaks an absolute path.
  const printed = drizzleKit(
    "generate",
    "--dialect",
    "sqlite",
    "--schema",
    "db/schema.ts",
    "--out",
    path.relative(".", out),
  );
  assert.match(printed, /No schema changes, nothing to migrate/);
  assert.deepEqual(migrationFiles(out), migrationFiles(MIGRATIONS));

  // The prefix drizzle-kit gives the next file comes from the journal's last entry.
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const last = journal.entries.at(-1);
  assert.equal(`${last?.tag}.sql`, migrationFiles(MIGRATIONS).at(-1));
  assert.equal(String(last?.idx).padStart(4, "0"), last?.tag.slice(0, 4));
});

/** Tables with their columns, foreign keys and CHECK clauses, indexes with their columns, triggers. */
function shapeOf(sqlFiles: string[]): Record<string, string[]> {
  const db = new DatabaseSync(":memory:");
  for (const sql of sqlFiles) db.exec(sql.replaceAll("--> statement-breakpoint", ""));
  const shape: Record<string, string[]> = {};
  const objects = db
    .prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name")
    .all() as { type: string; name: string; tbl_name: string; sql: string | null }[];
  for (const { type, name, tbl_name, sql } of objects) {
    if (type === "table") {
      const columns = db.prepare(`SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(?)`).all(name);
      const keys = db.prepare(`SELECT "table", "from", "to", on_delete FROM pragma_foreign_key_list(?)`).all(name);
      shape[`table ${name}`] = [
        ...columns.map((c) => `column ${JSON.stringify(c)}`),
        ...keys.map((k) => `foreign key ${JSON.stringify(k)}`),
        ...checkClauses(sql ?? "").map((c) => `check ${c}`),
      ].sort();
    } else if (type === "index") {
      const unique = db
        .prepare(`SELECT "unique", partial FROM pragma_index_list(?) WHERE name = ?`)
        .get(tbl_name, name);
      const columns = db.prepare("SELECT name FROM pragma_index_info(?) ORDER BY seqno").all(name);
      // One part: the columns' order is the index.
      shape[`index ${name}`] = [
        `on ${tbl_name} (${columns.map((c) => String(c.name)).join(", ")}) ${JSON.stringify(unique)}`,
      ];
    } else {
      shape[`${type} ${name}`] = [tbl_name];
    }
  }
  db.close();
  return shape;
}

/** Each `CHECK(…)` of a CREATE TABLE statement, parentheses balanced, whitespace folded, unquoted. */
function checkClauses(createTable: string): string[] {
  const clauses: string[] = [];
  for (let at = createTable.indexOf("CHECK"); at >= 0; at = createTable.indexOf("CHECK", at + 5)) {
    const open = createTable.indexOf("(", at);
    let depth = 0;
    let end = open;
    for (; end < createTable.length; end++) {
      if (createTable[end] === "(") depth++;
      if (createTable[end] === ")" && --depth === 0) break;
    }
    // Quoted or not, an identifier is the same column: 0011_locale.sql quotes, drizzle-kit does not.
    clauses.push(
      createTable
        .slice(open, end + 1)
        .replaceAll("`", "")
        .replace(/\s+/g, " "),
    );
  }
  return clauses.sort();
}

it("the migrations build exactly the database db/schema.ts describes, but for the hand-written triggers", () => {
  const everything = shapeOf(
    migrationFiles(MIGRATIONS).map((name) => readFileSync(path.join(MIGRATIONS, name), "utf8")),
  );
  for (const name of HAND_WRITTEN_ONLY) assert.ok(everything[name], `${name} is in the migrations`);
  const migrated = Object.fromEntries(Object.entries(everything).filter(([name]) => !HAND_WRITTEN_ONLY.includes(name)));
  const described = shapeOf([drizzleKit("export", "--dialect", "sqlite", "--schema", "db/schema.ts")]);
  assert.ok(Object.keys(described).length > 20, "the export describes the schema's tables and indexes");
  const differences = [...new Set([...Object.keys(migrated), ...Object.keys(described)])].flatMap((name) => {
    const inMigrations = migrated[name] ?? [];
    const inSchema = described[name] ?? [];
    return [
      ...inMigrations.filter((part) => !inSchema.includes(part)).map((part) => `${name}: only migrations/ has ${part}`),
      ...inSchema
        .filter((part) => !inMigrations.includes(part))
        .map((part) => `${name}: only db/schema.ts has ${part}`),
      ...(!migrated[name]
        ? [`${name}: only db/schema.ts has it`]
        : !described[name]
          ? [`${name}: only migrations/ have it`]
          : []),
    ];
  });
  assert.deepEqual(differences, []);
});
