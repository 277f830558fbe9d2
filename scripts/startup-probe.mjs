// Run by scripts/check-bundle.ts in a fresh Node process: evaluates the bundled Worker's global scope
// (index.js) and its lazily imported server build, and prints the milliseconds each took.
import { readdirSync } from "node:fs";
import { registerHooks } from "node:module";

// The runtime's own modules (`cloudflare:workers`: `waitUntil` in app/features/core/mail/outbox.server.ts)
// do not exist in Node. Their global scope costs the Worker nothing, so an empty stand-in with the
// same names lets the bundle's own global scope be timed.
const RUNTIME_EXPORTS = ["waitUntil", "env", "DurableObject", "WorkerEntrypoint", "WorkflowEntrypoint", "RpcTarget"];
const runtimeStandIn = `data:text/javascript,${encodeURIComponent(
  RUNTIME_EXPORTS.map((name) => `export const ${name} = class {};`).join(""),
)}`;
registerHooks({
  resolve: (specifier, context, nextResolve) =>
    specifier.startsWith("cloudflare:") ? { url: runtimeStandIn, shortCircuit: true } : nextResolve(specifier, context),
});

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
