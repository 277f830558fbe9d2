/**
 * Reads the e-mails the site sent the way the coach does: in the back-office e-mail log
 * (/admin/emails). For every end-to-end test that follows a link from an e-mail.
 */
import { expect, type Browser, type Page } from "@playwright/test";
import { E2E_ADMIN } from "./config.ts";

export interface LoggedMail {
  subject: string;
  text: string;
  links: string[];
  /** "rechnung-2026-0001.pdf (PDF, 3,1 KB)" as the log lists each attachment. */
  attachments: string[];
}

export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto("/admin/login");
  await page.getByLabel("E-Mail").fill(E2E_ADMIN.email);
  await page.getByLabel("Passwort").fill(E2E_ADMIN.password);
  // Enter, as many do: the cookie banner, shown once the page has hydrated, can stand over the button
  // at the bottom of a laptop screen (the button's own click: admin.spec.ts's sign-in tests).
  await page.getByLabel("Passwort").press("Enter");
  await expect(page).toHaveURL("/admin/dashboard");
}

/**
 * Opens the newest e-mail to `recipient` (optionally with a subject containing `subject`) in the log
 * of an admin page that is signed in, and returns its subject, text and links.
 */
export async function readMail(page: Page, recipient: string, subject?: string): Promise<LoggedMail> {
  await page.goto(`/admin/emails?q=${encodeURIComponent(recipient)}`);
  const rows = page.getByRole("row").filter({ hasText: recipient });
  const row = subject ? rows.filter({ hasText: subject }).first() : rows.first();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Ansehen: ${recipient}` }).click();
  const dialog = page.getByRole("dialog", { name: "E-Mail Details" });
  await expect(dialog).toBeVisible();
  const text = (await dialog.getByTestId("mail-text").innerText()).trim();
  const links = await dialog
    .getByRole("listitem")
    .getByRole("link")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""));
  const mailSubject = (await dialog.locator("dd").nth(1).innerText()).trim();
  const attachments = await dialog
    .getByTestId("mail-attachments")
    .getByRole("listitem")
    .allInnerTexts()
    .catch(() => []);
  await dialog.getByRole("button", { name: /schließen/i }).click();
  return { subject: mailSubject, text, links, attachments };
}

/** The same from a fresh browser context of its own, so a visitor's page stays signed out. */
export async function readMailAsAdmin(browser: Browser, recipient: string, subject?: string): Promise<LoggedMail> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signInAsAdmin(page);
    return await readMail(page, recipient, subject);
  } finally {
    await context.close();
  }
}
