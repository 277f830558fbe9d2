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
import { deliveredCopySql, missingTextsSql, seedRows } from "../db/content/index.ts";
import { executeSql } from "./d1-cli.ts";

const { values } = parseArgs({
  options: {
    remote: { type: "boolean", default: false },
    env: { type: "string" },
    "before-deploy": { type: "boolean", default: false },
  },
});
await executeSql(
  [
    ...deliveredCopySql({ prune: !values["before-deploy"] }),
    ...missingTextsSql(() => crypto.randomUUID(), new Date().toISOString()),
  ].join("\n"),
  { remote: values.remote, env: values.env },
  "content-seed",
);
console.log(`${seedRows().length} Texte geprüft; fehlende sind angelegt, bearbeitete unverändert.`);
