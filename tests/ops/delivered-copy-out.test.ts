// The delivered copy stays out of the Worker (decision 0231): `npm run bundle:check` reads the server
// build's source maps and names every db/content module in them but the two the Worker needs.
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, it } from "node:test";
import { checkDeliveredCopyOut } from "../../scripts/check-bundle.ts";

const dir = mkdtempSync(join(tmpdir(), "bundle-maps-"));
after(() => rmSync(dir, { recursive: true, force: true }));

const sourceMap = (name: string, sources: string[]) => {
  mkdirSync(join(dir, "assets"), { recursive: true });
  writeFileSync(join(dir, "assets", name), JSON.stringify({ version: 3, sources, mappings: "" }));
};

it("the navigation's lists and the version row's name may be in the Worker; the copy may not", () => {
  sourceMap("server-build.js.map", [
    "../../../db/content/shared.ts",
    "../../../db/content/version-row.ts",
    "../../../app/features/extras/content/content.server.ts",
  ]);
  assert.deepEqual(checkDeliveredCopyOut(dir), []);
  sourceMap("upload.server.js.map", ["../../../db/content/legal.ts", "../../../db/content/index.ts"]);
  const problems = checkDeliveredCopyOut(dir);
  assert.equal(problems.length, 2);
  assert.match(problems[0]!, /db\/content\/legal\.ts ist im Worker/);
  assert.match(problems[1]!, /db\/content\/index\.ts ist im Worker/);
});
