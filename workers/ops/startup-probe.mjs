// Run by workers/ops/bundle.ts in a fresh Node process: evaluates the bundled Worker's global scope
// (index.js) and its lazily imported server build, and prints the milliseconds each took.
import { readdirSync } from "node:fs";

const dir = process.argv[2];
const started = performance.now();
const worker = await import(`${dir}/index.js`);
const mainDone = performance.now();
for (const chunk of readdirSync(`${dir}/assets`).filter((name) => name.startsWith("server-build"))) {
  await import(`${dir}/assets/${chunk}`);
}
const buildDone = performance.now();
if (typeof worker.default?.fetch !== "function") throw new Error("the bundle exports no fetch handler");
console.log(JSON.stringify({ mainMs: mainDone - started, serverBuildMs: buildDone - mainDone }));
