/**
 * Reads the e-mails the site sent the way the coach does: in the back-office e-mail log
 * (/admin/emails). For every end-to-end test that follows a link from an e-mail.
 */
import { expect, type Browser, type Cookie, type Page } from "@playwright/test";
import { queryLocalD1 } from "../local-d1.ts";
import { enterAdminCode, stateDirOf } from "./admin-code.ts";
import { E2E_ADMIN } from "./config.ts";

export interface LoggedMail {
  subject: string;
  text: string;
  links: string[];
  /** "rechnung-2026-0001.pdf (PDF, 3,1 KB)" as the log lists each attachment. */
  attachments: string[];
}

/**
 * The cookies of this worker's last password sign-in (each Playwright worker is a process with a server
 * of its own, tests/e2e/config.ts). Later sign-ins reuse that session instead of typing the password
 * again: one scrypt and one sign-in page per worker instead of one per test. A test that signs out or
 * ends every session makes the next user of it land on the sign-in page; it then signs in again.
 * The sign-in itself is tested where it is the subject (admin.spec.ts, second-factor.spec.ts).
 */
let signedIn: Cookie[] | undefined;

/** Opens `address` with the remembered session; false (and nothing remembered) if it has ended. */
async function openWithRememberedSession(page: Page, address: string): Promise<boolean> {
  if (!signedIn) return false;
  await page.context().addCookies(signedIn);
  await page.goto(address);
  if (new URL(page.url()).pathname !== "/admin/login") return true;
  signedIn = undefined;
  await page.context().clearCookies();
  return false;
}

export async function signInAsAdmin(page: Page): Promise<void> {
  if (await openWithRememberedSession(page, "/admin/dashboard")) {
    await expect(page).toHaveURL("/admin/dashboard");
    return;
  }
  await page.goto("/admin/login");
  await page.getByLabel("E-Mail").fill(E2E_ADMIN.email);
  await page.getByLabel("Passwort").fill(E2E_ADMIN.password);
  // Enter, as many do (the button's own click: admin.spec.ts's sign-in tests).
  await page.getByLabel("Passwort").press("Enter");
  await enterAdminCode(page);
  await expect(page).toHaveURL("/admin/dashboard");
  signedIn = await page.context().cookies();
}

const mailLogAddress = (recipient: string) => `/admin/emails?q=${encodeURIComponent(recipient)}`;

/**
 * Opens the newest e-mail to `recipient` (optionally with a subject containing `subject`) in the log
 * of an admin page that is signed in, and returns its subject, text and links.
 */
export async function readMail(page: Page, recipient: string, subject?: string): Promise<LoggedMail> {
  await page.goto(mailLogAddress(recipient));
  return readOpenMailLog(page, recipient, subject);
}

/** Reads the newest e-mail to `recipient` from the mail log already open at `mailLogAddress(recipient)`. */
async function readOpenMailLog(page: Page, recipient: string, subject?: string): Promise<LoggedMail> {
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
  if (!text.includes(PERSONAL_LINK)) return { subject: mailSubject, text, links, attachments };
  // The log shows a visitor's personal link as "(persönlicher Link)" (decision 0185): the link itself
  // is taken from the e-mail as her mailbox gets it (the queued mail), as password-reset.spec.ts does.
  return { subject: mailSubject, text, links: [...links, ...mailboxLinks(page, recipient, mailSubject)], attachments };
}

const PERSONAL_LINK = "(persönlicher Link)";

/** Every link of the newest queued mail to `recipient` with `subject`, in order, once each. */
function mailboxLinks(page: Page, recipient: string, subject: string): string[] {
  const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
  const [row] = queryLocalD1<{ text: string | null }>(
    stateDirOf(page),
    `SELECT json_extract(payload, '$.text') AS text FROM mail_outbox WHERE recipient = ${quote(recipient)} AND subject = ${quote(subject)} ORDER BY created_at DESC LIMIT 1`,
  );
  const found = (row?.text ?? "").match(/\bhttps?:\/\/[^\s<>"')\]]+/g) ?? [];
  return [...new Set(found.map((link) => link.replace(/[.,;:!?]+$/, "")))];
}

/** The same from a fresh browser context of its own, so a visitor's page stays signed out. */
export async function readMailAsAdmin(browser: Browser, recipient: string, subject?: string): Promise<LoggedMail> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    if (await openWithRememberedSession(page, mailLogAddress(recipient))) {
      return await readOpenMailLog(page, recipient, subject);
    }
    await signInAsAdmin(page);
    return await readMail(page, recipient, subject);
  } finally {
    await context.close();
  }
}
