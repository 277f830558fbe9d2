import { createHmac } from "node:crypto";
import { execFileSync } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { E2E_STATE_DIR } from "./config.ts";

/**
 * Two-factor sign-in end to end: an administrator of its own (made with the real CLI, so the shared
 * e2e admin never needs a code) sets up TOTP with the key the page shows, then signs in with a code
 * computed here exactly as an authenticator app does (RFC 6238).
 */
test.describe.configure({ timeout: 90_000 });

function base32Decode(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of text.replace(/[\s=]/g, "").toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

function totp(secret: string, now = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const mac = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, "0");
}

/** "Abmelden" posts a form: wait until it has landed on the sign-in page before going on. */
async function signOut(page: Page) {
  await page.getByRole("button", { name: "Abmelden" }).first().click();
  await expect(page).toHaveURL("/admin/login");
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Anmelden" }).click();
}

test("set up an authenticator app and sign in with its code", async ({ page }) => {
  const email = `zwei-faktor-${Date.now().toString(36)}@example.de`;
  const password = "Morgentau-ueber-dem-See-7";
  execFileSync("node", ["scripts/create-admin.ts", "--email", email], {
    env: { ...process.env, ADMIN_PASSWORD: password, LOCAL_STATE_DIR: E2E_STATE_DIR, WRANGLER_SEND_METRICS: "false" },
    stdio: "ignore",
  });

  await signIn(page, email, password);
  await expect(page).toHaveURL("/admin/dashboard");
  await page.getByRole("link", { name: "Zwei-Faktor" }).first().click();
  await page.getByRole("button", { name: "Einrichten" }).click();
  const secret = (await page.locator("code").first().textContent())!.replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // Turning it on asks for the current password again, even in this fresh session.
  await page.getByLabel("Code aus der App").fill(totp(secret));
  await page.getByLabel("Ihr aktuelles Passwort").fill("nicht-mein-passwort");
  await page.getByRole("button", { name: "Bestätigen und einschalten" }).click();
  await expect(page.getByText("Ihr aktuelles Passwort stimmt nicht.")).toBeVisible();
  // The same key stays, so the app that scanned it still fits.
  expect((await page.locator("code").first().textContent())!.replace(/\s/g, "")).toBe(secret);
  await page.getByLabel("Code aus der App").fill("000000");
  await page.getByLabel("Ihr aktuelles Passwort").fill(password);
  await page.getByRole("button", { name: "Bestätigen und einschalten" }).click();
  await expect(page.getByText("Der Code stimmt nicht.")).toBeVisible();
  const again = (await page.locator("code").first().textContent())!.replace(/\s/g, "");
  await page.getByLabel("Code aus der App").fill(totp(again));
  await page.getByLabel("Ihr aktuelles Passwort").fill(password);
  await page.getByRole("button", { name: "Bestätigen und einschalten" }).click();
  await expect(page.getByText("Zwei-Faktor-Anmeldung ist eingeschaltet")).toBeVisible();
  const codes = page.getByRole("list", { name: "Wiederherstellungscodes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();

  // This browser stays signed in; sign out and come back with the code.
  await signOut(page);
  await signIn(page, email, password);
  await expect(page.getByRole("heading", { name: "Bestätigungscode" })).toBeVisible();
  await expect(page).toHaveURL("/admin/login");
  await page.getByLabel("Code").fill(totp(again, Date.now() + 30_000));
  await page.getByRole("button", { name: "Bestätigen" }).click();
  await expect(page).toHaveURL("/admin/dashboard");

  // A recovery code works once instead.
  await signOut(page);
  await signIn(page, email, password);
  await page.getByLabel("Code").fill(recovery);
  await page.getByRole("button", { name: "Bestätigen" }).click();
  await expect(page).toHaveURL("/admin/dashboard");
});
