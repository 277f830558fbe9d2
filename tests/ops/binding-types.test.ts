// The Worker's binding types are generated from wrangler.toml (`npm run types`); this fails when
// someone changed a binding or variable there without regenerating workers/worker-configuration.d.ts.
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { it } from "node:test";

it("workers/worker-configuration.d.ts matches wrangler.toml (npm run types)", () => {
  const script = JSON.parse(readFileSync("package.json", "utf8")).scripts.types as string;
  const args = script.replace(/^.*?wrangler types /, "").split(" ");
  const check = spawnSync("wrangler", ["types", ...args, "--check"], {
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    encoding: "utf8",
  });
  assert.equal(check.status, 0, `${check.stdout}\n${check.stderr}\nRun \`npm run types\` and commit the result.`);
});
