import { expect, test } from "@playwright/test";
import { queryE2eDb } from "./db.ts";
import { readMailAsAdmin } from "./mail-log.ts";

/**
 * A forgotten password, end to end: request the link, read the e-mail in the back-office log,
 * set a new password on the link's page, sign in with it. Uses an administrator of its own, so
 * the shared e2e admin's password never changes under other specs.
 */
test.describe.configure({ timeout: 90_000 });

/** The reset link in the newest reset e-mail to `email`, read from the outbox as the recipient's mailbox would get it. */
function resetLinkSentTo(email: string): URL {
  const [row] = queryE2eDb<{ payload: string }>(
    `SELECT payload FROM mail_outbox WHERE kind = 'password-reset' AND recipient = '${email}' ORDER BY created_at DESC LIMIT 1`,
  );
  const path = /\/admin\/passwort-neu\/[\w-]+/.exec(row?.payload ?? "")?.[0];
  expect(path, "reset e-mail queued").toBeTruthy();
  return new URL(path!, "http://localhost");
}

test("reset a forgotten password through the e-mail log and sign in with the new one", async ({ browser }) => {
  const email = `reset-${Date.now().toString(36)}@example.de`;
  queryE2eDb(
    `INSERT INTO profiles (id, email, first_name, is_admin) VALUES ('${crypto.randomUUID()}', '${email}', 'Rita', 1)`,
  );
  const newPassword = "Morgentau-ueber-dem-See-7";

  const context = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.151" } });
  const page = await context.newPage();
  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Passwort vergessen?" }).click();
  await expect(page.getByRole("heading", { name: "Passwort vergessen" })).toBeVisible();
  await page.getByLabel("E-Mail").fill(email);
  await page.getByRole("button", { name: "Link anfordern" }).click();
  await expect(page.getByRole("heading", { name: "Bitte schauen Sie in Ihr Postfach" })).toBeVisible();

  // The back-office log says a link was there but never shows it: a stolen admin session cannot use it.
  const mail = await readMailAsAdmin(browser, email, "Ihr Link zum neuen Passwort");
  expect(mail.text).toContain("[Link mit Zugangsschlüssel – aus Sicherheitsgründen nicht angezeigt]");
  expect(mail.text).not.toContain("/admin/passwort-neu/");
  expect(mail.links.filter((href) => href.includes("/admin/passwort-neu/"))).toEqual([]);
  // The link as the mailbox receives it: the queued e-mail itself.
  const link = resetLinkSentTo(email);

  await page.goto(link!.pathname);
  await page.getByLabel("Neues Passwort", { exact: true }).fill("zu-kurz");
  await page.getByLabel("Neues Passwort wiederholen").fill("zu-kurz");
  await page.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(page.getByText("Das neue Passwort muss mindestens 12 Zeichen lang sein.")).toBeVisible();
  await page.getByLabel("Neues Passwort", { exact: true }).fill(newPassword);
  await page.getByLabel("Neues Passwort wiederholen").fill(newPassword);
  await page.getByRole("button", { name: "Passwort speichern" }).click();
  await expect(page.getByRole("heading", { name: "Passwort geändert" })).toBeVisible();

  // The link is used up.
  await page.goto(link!.pathname);
  await expect(page.getByRole("heading", { name: "Dieser Link gilt nicht mehr" })).toBeVisible();

  await page.goto("/admin/login");
  await page.getByLabel("E-Mail").fill(email);
  await page.getByLabel("Passwort", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Anmelden" }).click();
  // Signed in; as she has no second factor yet, the back office opens with its setup (decision 0225).
  await expect(page).toHaveURL("/admin/zwei-faktor");

  const notice = await readMailAsAdmin(browser, email, "Ihr Passwort wurde geändert");
  expect(notice.text).toContain("alle Sitzungen wurden beendet");
});
