import { expect, test } from "@playwright/test";
import { readMail, signInAsAdmin } from "./mail-log.ts";

/** The coach writes a newsletter, tests it, sends it; the e-mails show up in the back-office log. */
test.describe.configure({ timeout: 90_000 });

test("compose, test and send a newsletter to the confirmed subscribers; two of them in the e-mail log", async ({
  page,
}) => {
  const subject = `Herbstimpulse ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await page.getByRole("link", { name: "Newsletter senden" }).first().click();
  await expect(page.getByRole("heading", { name: "Newsletter senden", level: 1 })).toBeVisible();
  // The cookie notice (spec: on every page) sits over the bottom of the page until answered.
  await page.getByRole("button", { name: "Nur Notwendige" }).click();
  await page.getByLabel("Betreff").fill(subject);
  await page.getByLabel("Text").fill("Hallo,\n\ndie neuen Termine sind da. Ich freue mich auf dich!");
  await page.getByRole("button", { name: "Als Entwurf speichern" }).click();
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row.getByText("Entwurf")).toBeVisible();
  // The saved draft is in the list; the form is empty for the next one, so nothing is saved twice.
  await expect(page.getByLabel("Betreff")).toHaveValue("");
  await expect(page.getByLabel("Text")).toHaveValue("");

  await row.getByRole("button", { name: /^Test an mich/ }).click();
  await expect(page.getByText("Test unterwegs").first()).toBeVisible();

  await row.getByRole("button", { name: /^An alle senden/ }).click();
  const ask = page.getByRole("dialog", { name: "Newsletter an alle senden" });
  await expect(ask).toContainText(subject);
  await ask.getByRole("button", { name: "Jetzt senden" }).click();
  await expect(page.getByText("Newsletter unterwegs").first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: subject }).getByText("Gesendet", { exact: true })).toBeVisible();

  // Seeded confirmed subscribers that no other spec deletes.
  for (const to of ["stefan.roth@example.de", "nina.wolf@example.de"]) {
    const mail = await readMail(page, to, subject);
    expect(mail.text).toContain("die neuen Termine sind da.");
    expect(mail.links.some((href) => href.includes("/newsletter/abmelden?token="))).toBe(true);
  }
  const test = await readMail(page, "e2e-admin@example.de", `[Test] ${subject}`);
  expect(test.text).toContain("die neuen Termine sind da.");
});
