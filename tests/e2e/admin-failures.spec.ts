import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./mail-log";
import { queryE2eDb } from "./db";
import { screenshot } from "./page-checks";
import { gotoInteractive } from "./hydration";

/**
 * Unexpected failures in the back office answer with the spec's toasts, never the error screen.
 * D1 is made to refuse a write with a trigger in the e2e server's own database (journals only,
 * which no other end-to-end test changes).
 */
test.describe.configure({ mode: "serial" });

const TRIGGER = "test_failure_e2e_journal_delete";
const asClient = (ip: string) => ({ extraHTTPHeaders: { "CF-Connecting-IP": ip } });

test.afterAll(() => {
  queryE2eDb(`DROP TRIGGER IF EXISTS ${TRIGGER}`);
});

test("a delete the database refuses shows 'Fehler beim Löschen des Journals' and keeps the page", async ({
  browser,
}) => {
  const context = await browser.newContext(asClient("198.51.100.41"));
  const page = await context.newPage();
  await signInAsAdmin(page);
  await gotoInteractive(page, "/admin/mindset-journal");
  const row = page.getByRole("row").nth(1);
  const email = (await row.getByRole("cell").first().textContent())!.trim();

  queryE2eDb(
    `CREATE TRIGGER IF NOT EXISTS ${TRIGGER} BEFORE DELETE ON mindset_journal BEGIN SELECT RAISE(ABORT, 'e2e'); END`,
  );
  try {
    await row.getByRole("button", { name: /^Löschen/ }).click();
    await page.getByRole("dialog", { name: "Eintrag löschen" }).getByRole("button", { name: "Löschen" }).click();
    await expect(page.getByText("Fehler beim Löschen des Journals")).toBeVisible();
    await expect(page.getByText("Ein unerwarteter Fehler ist aufgetreten.", { exact: false })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Mindset Journal" })).toBeVisible();
    await expect(page.getByRole("cell", { name: email, exact: true }).first()).toBeVisible();
    await screenshot(page, { path: "/tmp/shots-defects12/delete-failed-1280.png" });
  } finally {
    queryE2eDb(`DROP TRIGGER IF EXISTS ${TRIGGER}`);
  }
  await context.close();
});

test("'Logout fehlgeschlagen' shows on the page a failed sign-out returns to, with and without JavaScript", async ({
  browser,
}) => {
  const context = await browser.newContext(asClient("198.51.100.42"));
  const page = await context.newPage();
  await signInAsAdmin(page);
  // Where the server sends the admin when KV could not end the session (tests/unit/admin-action-failures.test.ts).
  await gotoInteractive(page, "/admin/profiles?abmelden=fehlgeschlagen");
  await expect(page.getByText("Logout fehlgeschlagen")).toBeVisible();
  await expect(page.getByText("Ein Fehler ist aufgetreten.")).toBeVisible();
  await expect(page).toHaveURL("/admin/profiles");
  await screenshot(page, { path: "/tmp/shots-defects12/logout-failed-1280.png" });

  const cookies = await context.cookies();
  const noScript = await browser.newContext({ ...asClient("198.51.100.43"), javaScriptEnabled: false });
  await noScript.addCookies(cookies);
  const plain = await noScript.newPage();
  await plain.setViewportSize({ width: 390, height: 844 });
  await plain.goto("/admin/profiles?abmelden=fehlgeschlagen");
  await expect(plain.getByRole("alert").filter({ hasText: "Logout fehlgeschlagen" })).toBeVisible();
  await screenshot(plain, { path: "/tmp/shots-defects12/logout-failed-nojs-390.png" });
  await noScript.close();
  await context.close();
});
