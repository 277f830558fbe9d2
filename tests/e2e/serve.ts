/**
 * Serves the built app on workerd for the end-to-end suite, from a fresh local state of its own:
 * migrations applied, demo content seeded, one administrator created with the real CLI.
 */
import { execFileSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { wranglerDevArgs } from "../wrangler-dev.ts";
import { BUILD_DIR, E2E_ADMIN, E2E_PORT, E2E_STATE_DIR } from "./config.ts";

const env = {
  ...process.env,
  LOCAL_STATE_DIR: E2E_STATE_DIR,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
};
rmSync(E2E_STATE_DIR, { recursive: true, force: true });
execFileSync("node", ["scripts/prepare-local-db.ts"], { env, stdio: "inherit" });
execFileSync("node", ["scripts/create-admin.ts", "--email", E2E_ADMIN.email], {
  env: { ...env, ADMIN_PASSWORD: E2E_ADMIN.password },
  stdio: "inherit",
});

const server = spawn(
  "wrangler",
  wranglerDevArgs({
    buildDir: BUILD_DIR,
    port: E2E_PORT,
    stateDir: E2E_STATE_DIR,
    vars: {
      TOKEN_SECRET: "e2e-only-secret-2b8e4f6a1c3d5079be24df68a13c",
      SITE_URL: `http://127.0.0.1:${E2E_PORT}`,
      // The suite plays many visitors from one machine within minutes: lift the site-wide form ceilings
      // (tested on their own in tests/unit/abuse-limits.test.ts) so they never decide an end-to-end test.
      PUBLIC_POST_CEILING_FACTOR: "100",
    },
  }),
  { env, stdio: "inherit" },
);
const stop = () => server.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.on("exit", (code) => process.exit(code ?? 0));
