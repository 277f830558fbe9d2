import { defineConfig, devices } from "@playwright/test";
import { E2E_BASE_URL } from "./tests/e2e/config";

// Debian's Chromium (no browser downloads on these machines); flags keep it off the network.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
  fullyParallel: false,
  // One worker: specs read and write the server's SQLite file through a second process
  // (tests/e2e/db.ts), and a write of the app that meets such a lock fails. Running the specs one
  // after the other keeps those moments apart and keeps one spec's events out of another's lists.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"]],
  timeout: 30_000,
  use: {
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
  webServer: {
    command: "node tests/e2e/serve.ts",
    url: `${E2E_BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
