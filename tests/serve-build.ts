/**
 * `node tests/serve-build.ts <port> <state dir>`: the production build on workerd through Miniflare
 * directly (tests/bench/miniflare-server.ts), without `wrangler dev` and its dev proxy, until SIGTERM.
 * The end-to-end servers run this (tests/e2e/server.ts, docs/decisions/0170-e2e-without-dev-proxy.md);
 * `SERVE_VARS` carries the run's variables as JSON, `BUILD_DIR` the build (default `build`).
 */
import { startMiniflare } from "./bench/miniflare-server.ts";

const [port, stateDir] = process.argv.slice(2);
if (!port || !stateDir) throw new Error("usage: node tests/serve-build.ts <port> <state dir>");
const miniflare = await startMiniflare({
  buildDir: process.env.BUILD_DIR ?? "build",
  port: Number(port),
  stateDir,
  vars: JSON.parse(process.env.SERVE_VARS ?? "{}") as Record<string, string>,
});
console.log(`Ready on http://127.0.0.1:${port}`);
const stop = () => void miniflare.dispose().finally(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
