import { expect, test } from "@playwright/test";
import { enterAdminCode } from "./admin-code";
import { E2E_ADMIN } from "./config";
import { queryE2eDb } from "./db";
import { screenshot } from "./page-checks";
import { gotoInteractive } from "./hydration";

/**
 * The issue's reproduction: searching the newsletter list for a full address of 49+ characters
 * (over D1's 50-byte LIKE limit once wrapped in %…%) finds it instead of 'Fehler beim Laden …'.
 */
const ID = "00000000-0000-4000-8000-0000005ea4c1";
const EMAIL = "akzeptanz.newsletter.1795392750035911@example.com";

test.beforeAll(() => {
  // Dated long ago, so it sits at the end of the list and no other test picks it as the newest row.
  queryE2eDb(
    `INSERT OR REPLACE INTO newsletter_subscriptions (id, email, status, created_at) VALUES ('${ID}', '${EMAIL}', 'confirmed', '2020-01-01T00:00:00.000Z')`,
  );
});
test.afterAll(() => {
  queryE2eDb(`DELETE FROM newsletter_subscriptions WHERE id = '${ID}'`);
});

test("searching the newsletter list for a full 49-character address finds it", async ({ browser }) => {
  expect(EMAIL.length).toBe(49);
  const context = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.51" } });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await page.getByLabel("E-Mail").fill(E2E_ADMIN.email);
  await page.getByLabel("Passwort").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await enterAdminCode(page);
  await expect(page).toHaveURL("/admin/dashboard");

  await gotoInteractive(page, "/admin/newsletter-subscriptions");
  await page.getByRole("searchbox", { name: "Suche" }).fill(EMAIL.toUpperCase());
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole("cell", { name: EMAIL, exact: true })).toBeVisible();
  await expect(page.getByText(/Fehler beim Laden/)).toHaveCount(0);
  await expect(page.getByText(/1 Einträge?/)).toBeVisible();
  await screenshot(page, { path: "/tmp/shots-defects12/search-49-1280.png" });
  await context.close();
});
