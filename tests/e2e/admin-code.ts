/**
 * The e2e administrator's second factor (administrators need one, decision 0225). tests/e2e/server.ts
 * creates her with the admin CLI and ADMIN_TOTP_SECRET, so the suite knows the key and computes each
 * code exactly as an authenticator app does (RFC 6238). The server takes every 30-second step once
 * (and the next one early, for clock drift), so sign-ins of one worker use steps in turn, waiting for
 * the clock when two have been used within one step.
 */
import { createHmac } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./config.ts";

function base32Decode(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of text.replace(/[\s=]/g, "").toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

const STEP_MS = 30_000;

/** The code of `secret` for a 30-second step (RFC 6238, SHA-1, 6 digits). */
export function totpForStep(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, "0");
}

/** The code an authenticator app shows for `secret` at `now`. */
export const totp = (secret: string, now = Date.now()) => totpForStep(secret, Math.floor(now / STEP_MS));

/** The last step this worker used for the e2e administrator (each Playwright worker has its own server). */
let lastStep = -1;

/** A code of the e2e administrator that this worker has not used yet. */
async function freshAdminCode(): Promise<string> {
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / STEP_MS);
    const step = Math.max(current, lastStep + 1);
    if (step <= current + 1) {
      lastStep = step;
      return totpForStep(E2E_ADMIN.totpSecret, step);
    }
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * STEP_MS - now + 100));
  }
}

/**
 * The sign-in's second step for the e2e administrator, once her password is sent: the code page,
 * a fresh code, "Bestätigen". Should a step have been used by a run before (a restarted worker does
 * not remember), the page says so and the next step's code follows.
 */
export async function enterAdminCode(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { name: "Bestätigungscode" })).toBeVisible({ timeout: 30_000 });
  for (let attempt = 1; ; attempt++) {
    await page.getByLabel("Code", { exact: true }).fill(await freshAdminCode());
    await page.getByRole("button", { name: "Bestätigen" }).click();
    await page
      .waitForURL((url) => url.pathname !== "/admin/login", { timeout: attempt < 3 ? 5_000 : 30_000 })
      .catch(() => undefined);
    if (new URL(page.url()).pathname !== "/admin/login" || attempt === 3) return;
    lastStep = Math.max(lastStep, Math.floor(Date.now() / STEP_MS) + 1);
  }
}
