/**
 * Writes the delivered public copy (db/content):
 * `npm run content:seed [-- --remote [--env <name>] [--before-deploy]]`.
 * - web_content_delivered becomes this release's copy: the texts the pages fall back to and the
 *   editor's list of a page's texts, with the release's version (decision 0231). `npm run deploy`
 *   runs it twice: with `--before-deploy` before the new code goes live (this release's texts added
 *   and updated, a former release's kept for the code still running), and after it without, which
 *   removes what this release no longer delivers.
 * - web_content gets a row where a text has none yet: INSERT OR IGNORE on (page, section,
 *   content_key), so every text the coach has edited stays as it is.
 */
import { parseArgs } from "node:util";
import { deliveredCopySql, seedRows } from "../db/content/index.ts";
import { executeSql, sqlString } from "./d1-cli.ts";

const { values } = parseArgs({
  options: {
    remote: { type: "boolean", default: false },
    env: { type: "string" },
    "before-deploy": { type: "boolean", default: false },
  },
});
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
await executeSql(
  `${deliveredCopySql({ prune: !values["before-deploy"] }).join("\n")}\n${sql}`,
  { remote: values.remote, env: values.env },
  "content-seed",
);
console.log(`${seedRows().length} Texte geprüft; fehlende sind angelegt, bearbeitete unverändert.`);
