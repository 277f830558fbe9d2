import { execFileSync } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";
import { totp } from "./admin-code.ts";
import { E2E_STATE_DIR } from "./config.ts";
import { expectNoViolations, shootBothWidths } from "./page-checks.ts";

/**
 * Two-factor sign-in end to end: an administrator of her own (made with the real CLI, without a
 * factor) signs in, finds the back office closed but for the setup (decision 0225), sets up TOTP
 * with the key the page shows, then signs in with a code computed here exactly as an authenticator
 * app does (RFC 6238), and with a recovery code; new recovery codes void the old ones.
 */
test.describe.configure({ timeout: 120_000 });
const SHOTS = "/tmp/shots-h2-54a";

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
  // Without a second factor the back office opens only its setup: every other page leads back there.
  await expect(page).toHaveURL("/admin/zwei-faktor");
  await expect(page.getByRole("heading", { name: "Noch ein Schritt, bevor es losgeht" })).toBeVisible();
  await page.goto("/admin/bookings");
  await expect(page).toHaveURL("/admin/zwei-faktor");
  await expect(page.getByRole("navigation").first().getByRole("link")).toHaveText(["Zwei-Faktor"]);
  await shootBothWidths(page, SHOTS, "zwei-faktor-pflicht");
  await page.setViewportSize({ width: 1280, height: 900 });
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
  await expectNoViolations(page);
  await shootBothWidths(page, SHOTS, "zwei-faktor-einrichten");
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel("Code aus der App").fill(totp(again));
  await page.getByLabel("Ihr aktuelles Passwort").fill(password);
  await page.getByRole("button", { name: "Bestätigen und einschalten" }).click();
  await expect(page.getByText("Zwei-Faktor-Anmeldung ist eingeschaltet")).toBeVisible();
  const codes = page.getByRole("list", { name: "Wiederherstellungscodes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const firstCodes = (await codes.allTextContents()).map((code) => code.trim());
  const recovery = firstCodes[0]!;
  await expect(page.getByText("auf Papier ab")).toBeVisible();
  await expectNoViolations(page);
  await shootBothWidths(page, SHOTS, "zwei-faktor-codes");
  await page.setViewportSize({ width: 1280, height: 900 });
  // Now the whole back office opens.
  await page.getByRole("link", { name: "Codes notiert, weiter zum Dashboard" }).click();
  await expect(page).toHaveURL("/admin/dashboard");

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

  // New recovery codes, after the password once more: shown once, and the old ones stop working.
  await page.goto("/admin/zwei-faktor");
  await expect(page.getByText("Unbenutzte Wiederherstellungscodes: 9 von 10.")).toBeVisible();
  await shootBothWidths(page, SHOTS, "zwei-faktor-an");
  await page.setViewportSize({ width: 1280, height: 900 });
  const renew = page.getByRole("region", { name: "Neue Wiederherstellungscodes" });
  await renew.getByLabel("Ihr aktuelles Passwort").fill(password);
  await renew.getByRole("button", { name: "Neue Codes erstellen" }).click();
  await expect(page.getByText("Neue Wiederherstellungscodes erstellt")).toBeVisible();
  const fresh = page.getByRole("list", { name: "Wiederherstellungscodes" }).getByRole("listitem");
  await expect(fresh).toHaveCount(10);
  await shootBothWidths(page, SHOTS, "zwei-faktor-neue-codes");
  await page.setViewportSize({ width: 1280, height: 900 });
  const renewed = (await fresh.allTextContents()).map((code) => code.trim());
  expect(renewed).not.toContain(firstCodes[1]);
  await signOut(page);
  await signIn(page, email, password);
  // An unused code from before no longer works; a new one does.
  await page.getByLabel("Code").fill(firstCodes[1]!);
  await page.getByRole("button", { name: "Bestätigen" }).click();
  await expect(page.getByText("Der Code stimmt nicht.").first()).toBeVisible();
  await page.getByLabel("Code").fill(renewed[0]!);
  await page.getByRole("button", { name: "Bestätigen" }).click();
  await expect(page).toHaveURL("/admin/dashboard");
});
