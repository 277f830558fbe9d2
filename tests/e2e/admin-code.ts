/**
 * The e2e administrator's second factor (administrators need one, decision 0225). tests/e2e/server.ts
 * creates her with the admin CLI and ADMIN_TOTP_SECRET, so the suite knows the key and computes each
 * code exactly as an authenticator app does (RFC 6238). The server takes every 30-second step once
 * (and the next one early, for clock drift), so sign-ins of one worker use steps in turn, waiting for
 * the clock when two have been used within one step.
 */
import { createHmac } from "node:crypto";
import { readdirSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { queryLocalD1 } from "../local-d1.ts";
import { E2E_ADMIN, E2E_PORT, E2E_STATE_DIR } from "./config.ts";

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
function totpForStep(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, "0");
}

/** The code an authenticator app shows for `secret` at `now`. */
export const totp = (secret: string, now = Date.now()) => totpForStep(secret, Math.floor(now / STEP_MS));

/** The D1 state of the server `page` talks to: this worker's, or a spec's own (e2e-state-<name>-<port>). */
export function stateDirOf(page: Page): string {
  const port = Number(new URL(page.url()).port);
  if (port === E2E_PORT) return E2E_STATE_DIR;
  const own = readdirSync(".wrangler").find((name) => new RegExp(`^e2e-state(-[a-z]+)?-${port}$`).test(name));
  return own ? `.wrangler/${own}` : E2E_STATE_DIR;
}

/**
 * The sign-in's second step for the e2e administrator, once her password is sent: the code page,
 * the current code, "Bestätigen". The server takes each 30-second step once; the shared e2e
 * administrator signs in several times a minute across specs, so her last used step is cleared
 * first (one statement on the server's SQLite file), where a phone would make her wait. The
 * once-per-step rule itself is tested in tests/unit/second-factor.test.ts.
 */
export async function enterAdminCode(page: Page): Promise<void> {
  await expect(page.getByRole("heading", { name: "Bestätigungscode" })).toBeVisible({ timeout: 30_000 });
  queryLocalD1(
    stateDirOf(page),
    `UPDATE second_factors SET last_step = 0 WHERE profile_id = (SELECT id FROM profiles WHERE email = '${E2E_ADMIN.email}')`,
  );
  await page.getByLabel("Code", { exact: true }).fill(totp(E2E_ADMIN.totpSecret));
  await page.getByRole("button", { name: "Bestätigen" }).click();
}
