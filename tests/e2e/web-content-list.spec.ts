import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { contentSeed } from "../../db/content/index.ts";
import { fillText, openTexts, saveTexts, textGroup } from "./content-editor.ts";
import { hydrated, recordHydration, SOON } from "./hydration.ts";
import { signInAsAdmin } from "./mail-log.ts";
import { expectNoViolations, screenshot } from "./page-checks.ts";

/**
 * The spec's web-content screens beside the page editor (decision 0180): the navigation label
 * "Web Content", the list with its columns, "Neu hinzufügen", the 'Inhalt erstellen/bearbeiten'
 * dialog with its required messages, delete after 'Eintrag löschen', the spec's toasts; the list and
 * the page editor show each other's edits at once; without JavaScript the same forms on the page.
 * Every text changed here is put back.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const SHOTS = "/tmp/shots-webcontent";
const stamp = Date.now().toString(36);
const aboutTitle = contentSeed.about.hero.title;

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const dialog = (page: Page) => page.getByRole("dialog", { name: "Inhalt erstellen/bearbeiten" });
const toast = (page: Page, title: string) => page.getByRole("status").filter({ hasText: title });
/** A save rewrites the site's cached copy (decision 0032): on a busy machine that takes a few seconds. */
const SAVED = { timeout: 20_000 };

async function openList(page: Page, query = "") {
  await recordHydration(page);
  await page.goto(`/admin/web-content${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Web Content" })).toBeVisible();
  await expect.poll(() => hydrated(page), SOON).toBe(true);
}

async function search(page: Page, words: string) {
  await page.getByRole("searchbox", { name: "Suche" }).fill(words);
  await page.getByRole("button", { name: "Suchen" }).click();
  await expect(page).toHaveURL(/q=/);
}

test("at 1280 px: 'Web Content' in the menu, the spec's list, create, edit and delete with the spec's dialog and toasts", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  await signInAsAdmin(page);
  await page.getByRole("navigation", { name: "Admin-Navigation" }).getByRole("link", { name: "Web Content" }).click();
  await expect(page).toHaveURL("/admin/web-content");
  await expect(page.getByRole("heading", { level: 1, name: "Web Content" })).toBeVisible();
  for (const column of ["Seite", "Sektion", "Schlüssel", "Aktualisiert", "Aktionen"]) {
    await expect(page.getByRole("columnheader", { name: column, exact: true })).toBeVisible();
  }
  // The page editor stays the main way in: the pages come first, by their German names.
  await expect(page.getByRole("heading", { level: 2, name: "Seitenweise bearbeiten" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Über mich", exact: true })).toBeVisible();
  await expectNoViolations(page);
  await screenshot(page, { path: `${SHOTS}/list-1280.png` });

  // 'Neu hinzufügen' opens 'Inhalt erstellen/bearbeiten'; empty, every field says what it needs.
  await openList(page);
  await page.getByRole("button", { name: "Neu hinzufügen" }).click();
  await expect(dialog(page)).toBeVisible();
  await dialog(page).getByRole("button", { name: "Speichern" }).click();
  for (const message of [
    "Seite ist erforderlich",
    "Sektion ist erforderlich",
    "Schlüssel ist erforderlich",
    "Deutscher Inhalt ist erforderlich",
    "Englischer Inhalt ist erforderlich",
  ]) {
    await expect(dialog(page).getByText(message, { exact: true })).toBeVisible();
  }
  // The first field with a problem has the focus.
  await expect(dialog(page).getByLabel("Seite", { exact: true })).toBeFocused();
  await screenshot(page, { path: `${SHOTS}/dialog-required-1280.png` });
  const key = `hinweis${stamp}`;
  await dialog(page).getByLabel("Seite", { exact: true }).fill("about");
  await dialog(page).getByLabel("Sektion", { exact: true }).fill("extra");
  await dialog(page).getByLabel("Schlüssel", { exact: true }).fill(key);
  await dialog(page).getByLabel("Deutscher Inhalt", { exact: true }).fill("Ein neuer Hinweis");
  await dialog(page).getByLabel("Englischer Inhalt", { exact: true }).fill("A new note");
  await dialog(page).getByRole("button", { name: "Speichern" }).click();
  await expect(toast(page, "Inhalt erstellt")).toBeVisible(SAVED);
  await expect(dialog(page)).toBeHidden();

  // Found in the list, edited in the same dialog: page, section and key stay, the texts change.
  await search(page, key);
  const row = page.getByRole("row").filter({ hasText: key });
  await expect(row).toContainText("about");
  await expect(row).toContainText("extra");
  await row.getByRole("button", { name: /^Bearbeiten: / }).click();
  await expect(dialog(page).getByLabel("Schlüssel", { exact: true })).toHaveValue(key);
  await expect(dialog(page).getByLabel("Schlüssel", { exact: true })).toHaveAttribute("readonly", "");
  await dialog(page).getByLabel("Deutscher Inhalt", { exact: true }).fill("Ein geänderter Hinweis");
  await dialog(page).getByRole("button", { name: "Speichern" }).click();
  await expect(toast(page, "Inhalt aktualisiert")).toBeVisible(SAVED);
  await expect(dialog(page)).toBeHidden();

  // The page editor shows it at once, as a text no page reads.
  await openTexts(page, "about");
  await expect(page.getByRole("region", { name: "Nicht verwendete Texte" })).toContainText("Ein geänderter Hinweis");

  // Deleted after 'Eintrag löschen'.
  await openList(page, `?q=${key}`);
  await page
    .getByRole("row")
    .filter({ hasText: key })
    .getByRole("button", { name: /^Löschen: / })
    .click();
  const confirm = page.getByRole("dialog", { name: "Eintrag löschen" });
  await expect(confirm).toContainText(
    "Möchten Sie diesen Eintrag wirklich löschen? Diese Aktion kann nicht rückgängig gemacht werden.",
  );
  await confirm.getByRole("button", { name: "Löschen" }).click();
  await expect(toast(page, "Inhalt gelöscht")).toBeVisible(SAVED);
  await expect(page.getByRole("row").filter({ hasText: key })).toHaveCount(0);
  await expect(page.getByText("Keine Daten vorhanden")).toBeVisible();
});

test("the list and the page editor show each other's edits at once; a needed text deleted comes back as delivered", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  await signInAsAdmin(page);
  const place = { section: "hero", key: "title" };

  // Changed in the page editor: the list's dialog has it.
  const fromEditor = `Aus dem Seiteneditor (${stamp})`;
  await openTexts(page, "about");
  await fillText(page, place, { de: fromEditor });
  await saveTexts(page);
  // Found by the stamp both versions carry: the row stays in the list after the change below.
  await openList(page, `?q=${stamp}`);
  const row = page.getByRole("row").filter({ hasText: "Über mich › Seitenanfang › Überschrift" });
  await row.getByRole("button", { name: /^Bearbeiten: / }).click();
  await expect(dialog(page).getByLabel("Deutscher Inhalt", { exact: true })).toHaveValue(fromEditor);

  // Changed in the list: the page editor and the public page have it.
  const fromList = `Aus der Liste (${stamp})`;
  await dialog(page).getByLabel("Deutscher Inhalt", { exact: true }).fill(fromList);
  await dialog(page).getByRole("button", { name: "Speichern" }).click();
  await expect(toast(page, "Inhalt aktualisiert")).toBeVisible(SAVED);
  await row.getByRole("link", { name: /^Im Seiteneditor öffnen: / }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Texte: Über mich" })).toBeVisible();
  await expect(textGroup(page, place).getByLabel("Deutsch", { exact: true })).toHaveValue(fromList);
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fromList);

  // Deleted in the list: the confirmation says the delivered text comes back, and it does.
  await openList(page, `?q=${stamp}`);
  await page
    .getByRole("row")
    .filter({ hasText: "Über mich › Seitenanfang › Überschrift" })
    .getByRole("button", { name: /^Löschen: / })
    .click();
  const confirm = page.getByRole("dialog", { name: "Eintrag löschen" });
  await expect(confirm).toContainText("wieder den ursprünglich gelieferten Text");
  await confirm.getByRole("button", { name: "Löschen" }).click();
  await expect(toast(page, "Inhalt gelöscht")).toBeVisible(SAVED);
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(aboutTitle[0]);
  await openTexts(page, "about");
  await expect(textGroup(page, place).getByLabel("Deutsch", { exact: true })).toHaveValue(aboutTitle[0]);
  // The row back for the other specs (a page save writes the delivered title as a row again).
  await fillText(page, place, { de: `${aboutTitle[0]} ` });
  await saveTexts(page);
  await fillText(page, place, { de: aboutTitle[0] });
  await saveTexts(page);
});

test("at 390 px: the list as cards and the dialog within the phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  await signInAsAdmin(page);
  await openList(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, { path: `${SHOTS}/list-390.png` });
  await page.getByRole("button", { name: "Neu hinzufügen" }).click();
  const box = (await dialog(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(dialog(page).getByLabel("Seite", { exact: true })).toBeVisible();
  await screenshot(page, { path: `${SHOTS}/dialog-390.png` });
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole("button", { name: "Neu hinzufügen" })).toBeFocused();
});

test("without JavaScript: 'Neu hinzufügen', the required messages, 'Inhalt erstellt' and delete work as forms on the page", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await signInAsAdmin(page);
    await page.goto("/admin/web-content");
    await page.getByRole("button", { name: "Neu hinzufügen" }).click();
    const form = page.getByRole("region", { name: "Inhalt erstellen/bearbeiten" });
    await expect(form).toBeVisible();
    // Empty: the server answers with every field's own message.
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Fehler beim Speichern des Inhalts" })).toBeVisible();
    await expect(form.getByText("Englischer Inhalt ist erforderlich", { exact: true })).toBeVisible();
    const key = `ohneskript${stamp}`;
    await form.getByLabel("Seite", { exact: true }).fill("about");
    await form.getByLabel("Sektion", { exact: true }).fill("extra");
    await form.getByLabel("Schlüssel", { exact: true }).fill(key);
    await form.getByLabel("Deutscher Inhalt", { exact: true }).fill("Ohne Skript");
    await form.getByLabel("Englischer Inhalt", { exact: true }).fill("Without script");
    await form.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Inhalt erstellt" })).toBeVisible(SAVED);
    await expect(form).toBeHidden();

    await page.goto(`/admin/web-content?q=${key}`);
    await page
      .getByRole("row")
      .filter({ hasText: key })
      .getByRole("button", { name: /^Löschen: / })
      .click();
    const confirm = page.getByRole("region", { name: "Eintrag löschen" });
    await expect(confirm).toContainText("Möchten Sie diesen Eintrag wirklich löschen?");
    await confirm.getByRole("button", { name: "Löschen" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Inhalt gelöscht" })).toBeVisible(SAVED);
    await page.goto(`/admin/web-content?q=${key}`);
    await expect(page.getByText("Keine Daten vorhanden")).toBeVisible();
  } finally {
    await context.close();
  }
});
