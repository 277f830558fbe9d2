import { expect, test } from "@playwright/test";
import { readMail, signInAsAdmin } from "./mail-log.ts";

const eventId = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, "0")}`;

test.describe.configure({ timeout: 90_000 });
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.77" } });

test("a visitor's booking e-mail shows up in the back-office e-mail log with its text and status", async ({
  page,
  browser,
}) => {
  const email = `maillog-${Date.now().toString(36)}@example.de`;
  await page.goto(`/events/${eventId(4)}`, { waitUntil: "networkidle" });
  await page.getByLabel("Vollständiger Name").fill("Lena Brandt");
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Zahlungspflichtig buchen" }).click();
  await expect(page.getByRole("heading", { name: "Buchung erfolgreich!" })).toBeVisible();
  const reference = (
    await page
      .getByText(/^[0-9A-F]{8}$/)
      .first()
      .textContent()
  )?.trim();

  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.getByRole("link", { name: "E-Mails" }).first().click();
  await expect(admin.getByRole("heading", { name: "E-Mail-Protokoll" })).toBeVisible();

  const mail = await readMail(admin, email);
  // The first e-mail goes to an address nobody has confirmed: it carries nothing the visitor typed.
  expect(mail.text).not.toContain("Lena Brandt");
  // Her booking's link is personal: the log names it, never shows it (decision 0185).
  expect(mail.text).toContain("Buchung bestätigen: (persönlicher Link)");
  expect(mail.text).not.toMatch(/\/buchung\//);
  expect(mail.text).toContain(reference);
  await expect(admin.getByRole("row").filter({ hasText: email }).getByText("Buchungsbestätigung")).toBeVisible();

  // The queue consumer sends within seconds; the log then says so.
  await expect(async () => {
    await admin.reload();
    await expect(admin.getByRole("row").filter({ hasText: email }).getByText("Gesendet")).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
});
