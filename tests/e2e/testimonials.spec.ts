import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./mail-log";
import { expectNoViolations, screenshot } from "./page-checks";

/**
 * Testimonials (decision 0166) as she and a visitor live them: added in /admin/stimmen with the
 * consent noted, seen on / and /en (German quote marked lang="de" there), deleted again at the end.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });
const SHOTS = "/tmp/shots-testimonials";
const stamp = Date.now().toString(36);
const quote = `Seit dem Workshop beginne ich meine Tage ruhiger, und das merkt auch meine Familie (${stamp}).`;

test("a testimonial added in the back office shows on / and /en, and is deleted again", async ({ page, browser }) => {
  await page.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  await signInAsAdmin(page);
  await page.getByRole("link", { name: "Stimmen", exact: true }).first().click();
  await expect(page.getByRole("heading", { name: "Stimmen", level: 1 })).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole("button", { name: "Neu hinzufügen" }).click();
  const dialog = page.getByRole("dialog", { name: "Stimme hinzufügen/bearbeiten" });
  await dialog.getByLabel("Zitat", { exact: true }).fill(quote);
  await dialog.getByLabel("Name oder Initialen").fill(`Katrin S. ${stamp}`);
  await dialog.getByLabel("Reihenfolge").fill("0");
  await dialog.getByRole("checkbox", { name: "Auf der Startseite zeigen" }).check();
  await expectNoViolations(page);
  // No testimonial without the consent noted.
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog.getByText("wann die Person eingewilligt hat")).toBeVisible();
  await dialog.getByLabel("Einwilligung am").fill("2026-11-02");
  await dialog.getByLabel("Einwilligung wie").fill("per E-Mail");
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Stimme gespeichert")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: `Katrin S. ${stamp}` });
  await expect(row.getByText("Sichtbar", { exact: true })).toBeVisible();
  await screenshot(page, { path: `${SHOTS}/admin-stimmen.png`, fullPage: true });

  try {
    const context = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.211" } });
    const reader = await context.newPage();
    await reader.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
    for (const [path, heading] of [
      ["/", "Was Teilnehmende sagen"],
      ["/en", "What participants say"],
    ] as const) {
      await reader.goto(path);
      const block = reader.locator("section#stimmen");
      await expect(block.getByRole("heading", { name: heading })).toBeVisible();
      const mine = block.locator("figure").filter({ hasText: `Katrin S. ${stamp}` });
      await expect(mine).toContainText(quote);
      // First in her order; on /en the German quote is marked German.
      await expect(block.locator("figure").first()).toContainText(quote);
      if (path === "/en") await expect(mine.locator("blockquote")).toHaveAttribute("lang", "de");
      await mine.scrollIntoViewIfNeeded();
      await screenshot(reader, { path: `${SHOTS}/home${path === "/" ? "" : "-en"}-stimmen.png` });
    }
    await context.close();
  } finally {
    await page.goto("/admin/stimmen");
    await page.getByRole("button", { name: `Löschen: Katrin S. ${stamp}` }).click();
    await page.getByRole("dialog", { name: "Eintrag löschen" }).getByRole("button", { name: "Löschen" }).click();
    await expect(page.getByText("Stimme gelöscht")).toBeVisible();
  }
});
