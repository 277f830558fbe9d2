/**
 * The end-to-end suite's server: the built app on workerd (Miniflare, tests/serve-build.ts) from a local state of its
 * own, prepared the way a new installation is: migrations applied, demo content seeded, one
 * administrator created with the real CLI, her second factor on with a key the suite knows
 * (tests/e2e/admin-code.ts). Used by tests/e2e/global-setup.ts (one server per
 * Playwright worker) and tests/e2e/serve.ts (one server, e.g. for the Lighthouse audit).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { wranglerDevArgs } from "../wrangler-dev.ts";
import { BUILD_DIR, E2E_ADMIN, type E2eServer } from "./config.ts";

const quietWrangler = { WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false" };

/** A fresh state in `stateDir`: migrated, seeded, with the e2e administrator. */
export function prepareState(stateDir: string): void {
  const env = { ...process.env, ...quietWrangler, LOCAL_STATE_DIR: stateDir };
  rmSync(stateDir, { recursive: true, force: true });
  execFileSync("node", ["scripts/prepare-local-db.ts"], { env, stdio: ["ignore", "ignore", "inherit"] });
  execFileSync("node", ["scripts/create-admin.ts", "--email", E2E_ADMIN.email], {
    env: { ...env, ADMIN_PASSWORD: E2E_ADMIN.password, ADMIN_TOTP_SECRET: E2E_ADMIN.totpSecret },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** A copy of a prepared state: the SQLite and KV files do not depend on the folder they sit in. */
export function copyState(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
}

/**
 * Starts the build on the server's port and state: through Miniflare directly (tests/serve-build.ts),
 * as production runs it, without wrangler's dev proxy and its work on every HTML answer
 * (docs/decisions/0170-e2e-without-dev-proxy.md); `E2E_RUNTIME=wrangler` runs `wrangler dev` instead.
 * It stays in the caller's process group, so a Ctrl-C or a CI runner ending the test run ends it too.
 */
export function startServer(
  server: E2eServer,
  stdout: "ignore" | "inherit" = "ignore",
  /** Variables of this server only, e.g. the Stripe keys of tests/e2e/online-payment.spec.ts. */
  extraVars: Record<string, string> = {},
): ChildProcess {
  const vars = {
    TOKEN_SECRET: "e2e-only-secret-2b8e4f6a1c3d5079be24df68a13c",
    SITE_URL: server.baseURL,
    // The suite plays many visitors from one machine within minutes: lift the site-wide form ceilings
    // (tested on their own in tests/unit/abuse-limits.test.ts) so they never decide an end-to-end test.
    PUBLIC_POST_CEILING_FACTOR: "100",
    ...extraVars,
  };
  const env = { ...process.env, ...quietWrangler };
  if (process.env.E2E_RUNTIME === "wrangler") {
    return spawn(
      "wrangler",
      wranglerDevArgs({ buildDir: BUILD_DIR, port: server.port, stateDir: server.stateDir, vars }),
      {
        env,
        stdio: ["ignore", stdout, "inherit"],
      },
    );
  }
  return spawn("node", ["tests/serve-build.ts", String(server.port), server.stateDir], {
    env: { ...env, BUILD_DIR, SERVE_VARS: JSON.stringify(vars) },
    stdio: ["ignore", stdout, "inherit"],
  });
}

/** Waits until the server answers /healthz; fails early if it exits (e.g. the app was not built). */
export async function waitUntilServing(server: E2eServer, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null)
      throw new Error(`The server on port ${server.port} exited with code ${child.exitCode}. Was the site built?`);
    try {
      if ((await fetch(`${server.baseURL}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The e2e server on port ${server.port} did not answer /healthz within ${timeoutMs / 1000} s`);
}

/**
 * Starts the server and waits until it answers. wrangler picks free ports for its helper sockets
 * (inspector, direct entrypoints) at start, and two starting at once, or another project's server,
 * can pick the same one ("Address already in use"): a server that exits while starting is started
 * again, up to three times.
 */
export async function startServing(
  server: E2eServer,
  stdout: "ignore" | "inherit" = "ignore",
  extraVars: Record<string, string> = {},
): Promise<ChildProcess> {
  for (let attempt = 1; ; attempt++) {
    const child = startServer(server, stdout, extraVars);
    try {
      await waitUntilServing(server, child);
      return child;
    } catch (error) {
      const exitedWhileStarting = child.exitCode !== null;
      await stopServer(child);
      if (!exitedWhileStarting || attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 1500));
    }
  }
}

/** Ends the server (which ends the workerd it started) and waits until it is gone. */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
}
