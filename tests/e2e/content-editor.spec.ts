import { mkdirSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { contentSeed } from "../../db/content/index.ts";
import { fillText, openTexts, saveText, saveTexts, submitTexts, textGroup } from "./content-editor.ts";
import { signInAsAdmin } from "./mail-log.ts";
import { screenshot } from "./page-checks.ts";
import { expectNoViolations as expectNoViolationsIn } from "./page-checks";

/**
 * The web-content editor as the coach uses it (decision 0172): a page's texts by section with human
 * names, the public page beside them as a preview that follows her typing before she saves, then the
 * saved text on the public page. At 1280 px the preview sits beside the form, at 390 px below it;
 * without JavaScript "Vorschau aktualisieren" draws it. Every text changed here is put back.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

const SHOTS = "test-results/content-editor-shots";
const stamp = Date.now().toString(36);
const aboutTitle = contentSeed.about.hero.title;
const homeTitle = contentSeed.home.hero.title;

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

/** The back office shows no cookie banner (decision 0182): the editor is judged as it stands. */
async function expectNoViolations(page: Page) {
  // The preview frame is the public page, checked by the public pages' own specs.
  await expectNoViolationsIn(page, { exclude: "iframe" });
}

async function visitor(browser: Browser, ip: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": ip } });
  return context.newPage();
}

const preview = (page: Page) => page.frameLocator('iframe[name="vorschau"]');

test("at 1280 px: a page's texts with names, the preview beside them follows her typing, saved it shows on the public page", async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page);
  await page.goto("/admin/web-content");
  await expect(page.getByRole("heading", { level: 1, name: "Web Content" })).toBeVisible();
  await expectNoViolations(page);
  await screenshot(page, { path: `${SHOTS}/pages-1280.png` });

  // Search finds a single text by its words, names it and leads to its place in the editor.
  await page.getByRole("searchbox", { name: "Suche" }).fill("Vom Funktionieren");
  await page.getByRole("button", { name: "Suchen" }).click();
  const found = page.getByRole("row").filter({ hasText: "Über mich › Meine Geschichte › Überschrift" });
  await expect(found).toBeVisible();
  await found.getByRole("link", { name: "Im Seiteneditor öffnen: Über mich › Meine Geschichte › Überschrift" }).click();
  await expect(textGroup(page, { section: "story", key: "title" })).toBeInViewport();
  await page.goto("/admin/web-content");

  // Pages by their German names; "Über mich" opens its texts grouped by section.
  await page.getByRole("link", { name: "Über mich", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Texte: Über mich" })).toBeVisible();
  const hero = page.getByRole("group", { name: "Seitenanfang", exact: true });
  await expect(hero).toBeVisible();
  await expect(page.getByRole("group", { name: "Wie ich arbeite", exact: true })).toBeVisible();
  const title = textGroup(page, { section: "hero", key: "title" });
  await expect(title.getByText("Überschrift", { exact: true })).toBeVisible();
  await expect(title.getByLabel("Deutsch", { exact: true })).toHaveValue(aboutTitle[0]);
  await expect(title.getByLabel("Englisch", { exact: true })).toHaveValue(aboutTitle[1]);
  // Page, section and key are not fields; the site's texts have no delete button.
  await expect(page.getByLabel("Schlüssel")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Löschen/ })).toHaveCount(0);

  // The preview shows the page as it is, beside the form.
  await expect(preview(page).locator("h1")).toHaveText(aboutTitle[0]);
  const form = await page.locator("form#texte").boundingBox();
  const frame = await page.locator('iframe[name="vorschau"]').boundingBox();
  expect(frame!.x).toBeGreaterThanOrEqual(form!.x + form!.width);
  expect(frame!.width).toBeGreaterThan(400);

  // She types: the preview follows before she saves; visitors still see the stored title.
  const draft = `Hallo, hier schreibt Johanna (${stamp})`;
  await fillText(page, { section: "hero", key: "title" }, { de: draft });
  await expect(preview(page).locator("h1")).toHaveText(draft);
  const reader = await visitor(browser, "198.51.100.171");
  await reader.goto("/about");
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(aboutTitle[0]);

  // The English page in the preview, with her English draft.
  const draftEn = `Hello, Johanna writing (${stamp})`;
  await page.getByRole("radio", { name: "Englisch" }).check();
  await fillText(page, { section: "hero", key: "title" }, { en: draftEn });
  await expect(preview(page).locator("h1")).toHaveText(draftEn);
  await expect(preview(page).locator("html")).toHaveAttribute("lang", "en");
  await screenshot(page, { path: `${SHOTS}/editor-1280.png` });
  await expectNoViolations(page);

  // Saved: the public pages show it in both languages.
  await saveTexts(page);
  await expect(page.getByRole("status").filter({ hasText: "Texte gespeichert" })).toBeVisible();
  await reader.goto("/about");
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(draft);
  await reader.goto("/en/about");
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(draftEn);

  // An empty German title is refused with a clear message; the page keeps the saved one.
  await fillText(page, { section: "hero", key: "title" }, { de: "" });
  await submitTexts(page);
  await expect(title.getByText("Dieser Text erscheint auf der Website")).toBeVisible();
  await reader.goto("/about");
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(draft);

  // Put the delivered title back for the other specs.
  await fillText(page, { section: "hero", key: "title" }, { de: aboutTitle[0], en: aboutTitle[1] });
  await saveTexts(page);
  await reader.goto("/about");
  await expect(reader.getByRole("heading", { level: 1 })).toHaveText(aboutTitle[0]);
  await reader.context().close();
});

test("at 390 px: the preview sits below the texts and follows her typing; nothing is wider than the phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await openTexts(page, "home");
  await expect(page.getByRole("heading", { level: 1, name: "Texte: Startseite" })).toBeVisible();
  await expectNoViolations(page);
  const draft = `Ein Entwurf vom Handy (${stamp})`;
  await fillText(page, { section: "hero", key: "title" }, { de: draft });
  await page.getByRole("link", { name: "Zur Vorschau" }).click();
  await expect(preview(page).locator("h1")).toHaveText(draft);
  await expect(page.getByRole("heading", { level: 2, name: "Vorschau" })).toBeInViewport();
  // Measured in one go: the jump to the preview may still be scrolling.
  const [formBottom, frameTop] = await page.evaluate(() => [
    document.querySelector("form#texte")!.getBoundingClientRect().bottom,
    document.querySelector('iframe[name="vorschau"]')!.getBoundingClientRect().top,
  ]);
  expect(frameTop).toBeGreaterThanOrEqual(formBottom!);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, { path: `${SHOTS}/editor-390-preview.png` });
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, { path: `${SHOTS}/editor-390-texts.png` });
  // Not saved: the home page keeps its title.
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeTitle[0]);
});

test("without JavaScript, 'Vorschau aktualisieren' draws the preview with the typed text", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  try {
    await signInAsAdmin(page);
    await openTexts(page, "about", { javaScript: false });
    await expect(preview(page).locator("h1")).toHaveText(aboutTitle[0]);
    const draft = `Ohne Skript (${stamp})`;
    await fillText(page, { section: "hero", key: "title" }, { de: draft });
    await page.getByRole("button", { name: "Vorschau aktualisieren" }).click();
    await expect(preview(page).locator("h1")).toHaveText(draft);
    // Still unsaved.
    await expect(page.getByRole("heading", { level: 1, name: "Texte: Über mich" })).toBeVisible();
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(aboutTitle[0]);
  } finally {
    await context.close();
  }
});

test("texts changed but not saved: leaving asks first; she stays and keeps them, or leaves and they are gone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAsAdmin(page);
  await page.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  const place = { page: "about", section: "hero", key: "title" };
  const germanField = () => textGroup(page, place).getByLabel("Deutsch", { exact: true });
  const backToList = () => page.getByRole("link", { name: "← Alle Seiten" }).click();
  const list = page.getByRole("heading", { level: 1, name: "Web Content" });
  const question = page.getByRole("dialog", { name: "Änderungen nicht gespeichert" });

  // Nothing changed: the way back is free.
  await openTexts(page, place.page);
  await backToList();
  await expect(list).toBeVisible();

  // Changed: the link asks first, and "Weiter bearbeiten" keeps her text.
  await openTexts(page, place.page);
  const draft = `Noch nicht gespeichert (${stamp})`;
  await fillText(page, place, { de: draft });
  await backToList();
  await expect(question).toBeVisible();
  await expect(question).toContainText("Wenn Sie die Seite jetzt verlassen, gehen diese Änderungen verloren.");
  await screenshot(page, { path: `${SHOTS}/leave-question-1280.png` });
  // On a phone the question fits the screen, its buttons within reach.
  await page.setViewportSize({ width: 390, height: 844 });
  const box = (await question.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(question.getByRole("button", { name: "Verlassen ohne Speichern" })).toBeInViewport();
  await screenshot(page, { path: `${SHOTS}/leave-question-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await question.getByRole("button", { name: "Weiter bearbeiten" }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(/seite=about/);
  await expect(germanField()).toHaveValue(draft);

  // Closing the tab or reloading asks through the browser's own question; she stays.
  const browserQuestion = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const asked = await browserQuestion;
  expect(asked.type()).toBe("beforeunload");
  await asked.dismiss();
  await expect(germanField()).toHaveValue(draft);

  // A refused save is not a saved one: leaving still asks.
  await fillText(page, place, { de: "" });
  await submitTexts(page);
  await expect(textGroup(page, place).getByText("Dieser Text erscheint auf der Website")).toBeVisible();
  await backToList();
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Weiter bearbeiten" }).click();
  // Closed first: while the question is open, the page behind it takes no typing.
  await expect(question).toBeHidden();

  // Typed back to what is saved, there is nothing to lose.
  await fillText(page, place, { de: aboutTitle[0] });
  await backToList();
  await expect(list).toBeVisible();

  // "Verlassen ohne Speichern" leaves, and the text stays as it was.
  await openTexts(page, place.page);
  await fillText(page, place, { de: draft });
  await backToList();
  await question.getByRole("button", { name: "Verlassen ohne Speichern" }).click();
  await expect(list).toBeVisible();
  await openTexts(page, place.page);
  await expect(germanField()).toHaveValue(aboutTitle[0]);

  // Saved, she goes without a question, even while the page still reloads its texts (held back
  // here for 1.5 s): a question then would be reset by the reload's end and swallow her click.
  await fillText(page, place, { de: draft });
  const slowReload = /\/admin\/web-content\.data/;
  await page.route(slowReload, async (route) => {
    if (route.request().method() === "GET") await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.fallback();
  });
  await saveTexts(page);
  await backToList();
  await expect(list).toBeVisible();
  await expect(question).toBeHidden();
  await page.unroute(slowReload);
  await saveText(page, place, { de: aboutTitle[0] });
  await backToList();
  await expect(list).toBeVisible();
});
