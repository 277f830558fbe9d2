import { defineConfig, devices } from "@playwright/test";
import { E2E_BASE_URL } from "./tests/e2e/config";

// Debian's headless shell of Chromium (no browser downloads on these machines): the same Blink and V8
// as /usr/bin/chromium without the browser around them, a fifth less CPU for the suite
// (docs/decisions/0176-e2e-in-chromium-headless-shell.md). Flags keep it off the network.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/lib/chromium/chromium-headless-shell",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "./tests/e2e",
  // Spec files run in parallel, each worker against a server and state of its own
  // (tests/e2e/global-setup.ts, docs/decisions/0120-one-e2e-server-per-worker.md); the tests of one
  // file run in order in one worker, as they were written.
  fullyParallel: false,
  // Two workers: a third was faster on a quiet machine (429 s → 374 s) but three of its four
  // clean-clone runs failed one timing-sensitive test each (docs/decisions/0177-cheaper-checks.md).
  // E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  globalSetup: "./tests/e2e/global-setup.ts",
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    // Evaluated in each worker process: the address of that worker's own server (tests/e2e/config.ts).
    baseURL: E2E_BASE_URL,
    locale: "de-DE",
    timezoneId: "Europe/Berlin",
    launchOptions: chromium,
    trace: "off",
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
      testIgnore: /.*\.mobile\.spec\.ts/,
    },
    {
      name: "phone",
      use: { ...devices["Pixel 7"], launchOptions: chromium },
      testMatch: /.*\.mobile\.spec\.ts/,
    },
  ],
});
