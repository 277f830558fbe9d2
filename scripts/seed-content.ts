/**
 * Writes the delivered public copy (db/content) into web_content where a text has no row yet:
 * `npm run content:seed [-- --remote]`. INSERT OR IGNORE on (page, section, content_key), so every
 * text the coach has edited stays as it is; run it after a deploy that adds new texts. Without it the
 * pages still show the seeded defaults, but the back office lists only texts that have a row.
 */
import { parseArgs } from "node:util";
import { seedRows } from "../db/content/index.ts";
import { executeSql, sqlString } from "./d1-cli.ts";

const { values } = parseArgs({ options: { remote: { type: "boolean", default: false } } });
const now = new Date().toISOString();
const sql = seedRows()
  .map(
    (row) =>
      `INSERT OR IGNORE INTO web_content (id, page, section, content_key, content_de, content_en, updated_at) VALUES (${[
        crypto.randomUUID(),
        row.page,
        row.section,
        row.content_key,
        row.content_de,
        row.content_en,
        now,
      ]
        .map(sqlString)
        .join(", ")});`,
  )
  .join("\n");
await executeSql(sql, { remote: values.remote }, "content-seed");
console.log(`${seedRows().length} Texte geprüft; fehlende sind angelegt, bearbeitete unverändert.`);
