/**
 * Changes web texts the way the coach does: in the page editor of /admin/web-content (decision
 * 0172), one page at a time, and saves. For every end-to-end test that switches something in the
 * web content (an external calendar, a test address) or edits a text.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { hydrated, recordHydration, SOON } from "./hydration.ts";

export interface TextPlace {
  page: string;
  section: string;
  key: string;
}

/** The group of one text (its label, its German and English fields) on the editor page. */
export const textGroup = (page: Page, { section, key }: Omit<TextPlace, "page">): Locator =>
  page.locator(`[id="text-${section}-${key}"]`);

/**
 * Opens a page's texts. With JavaScript it waits until the whole page has hydrated, every effect run
 * (`recordHydration`): a field filled while the page hydrates can lose its selection, and the typed
 * text lands in front of the old one. React's container key alone came too early once: a clean-clone
 * run saved "…?quelle=klarsinn" + "aus" (mindset.spec.ts).
 */
export async function openTexts(page: Page, pageName: string, { javaScript = true } = {}): Promise<void> {
  if (javaScript) await recordHydration(page);
  await page.goto(`/admin/web-content?seite=${encodeURIComponent(pageName)}`);
  await expect(page.getByRole("heading", { level: 1, name: /^Texte: / })).toBeVisible();
  if (javaScript) await expect.poll(() => hydrated(page), SOON).toBe(true);
}

/** Fills the given languages of one text. */
export async function fillText(page: Page, place: Omit<TextPlace, "page">, texts: { de?: string; en?: string }) {
  const group = textGroup(page, place);
  if (texts.de !== undefined) await group.getByLabel("Deutsch", { exact: true }).fill(texts.de);
  if (texts.en !== undefined) await group.getByLabel("Englisch", { exact: true }).fill(texts.en);
}

/** Saves the page's texts and waits for this save's answer (an earlier save's notice may still show). */
export async function saveTexts(page: Page): Promise<void> {
  await submitTexts(page);
  await expect(page.getByRole("status").filter({ hasText: /Texte gespeichert|Nichts geändert/ })).toBeVisible();
}

/** Presses "Speichern" and waits until the save has answered, whatever it answered. */
export async function submitTexts(page: Page): Promise<void> {
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === "POST" &&
      new URL(response.url()).pathname.startsWith("/admin/web-content") &&
      !response.url().includes("vorschau"),
  );
  await page.getByRole("button", { name: "Speichern", exact: true }).click();
  await answered;
}

/**
 * Opens the text's page in the editor, fills it and saves. The back office shows no cookie banner
 * (decision 0182); the stored choice ("Nur Notwendige") keeps it off a public page with an external
 * embed that a test opens next in the same page.
 */
export async function saveText(page: Page, place: TextPlace, texts: { de?: string; en?: string }): Promise<void> {
  await page.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  await openTexts(page, place.page);
  await fillText(page, place, texts);
  await saveTexts(page);
}
