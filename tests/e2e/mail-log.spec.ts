import { expect, test } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { readMail, signInAsAdmin } from "./mail-log.ts";
import { screenshot } from "./page-checks.ts";
import { gotoInteractive } from "./hydration";

test.beforeAll(() => mkdirSync("/tmp/shots-webcontent", { recursive: true }));

const eventId = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, "0")}`;

test.describe.configure({ timeout: 90_000 });
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.77" } });

test("a visitor's booking e-mail shows up in the back-office e-mail log with its text and status", async ({
  page,
  browser,
}) => {
  const email = `maillog-${Date.now().toString(36)}@example.de`;
  await gotoInteractive(page, `/events/${eventId(4)}`);
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
  expect(mail.text).toContain("E-Mail-Adresse bestätigen: (persönlicher Link)");
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

  // The details on a 1280 × 768 laptop and a phone: the dialog stays inside the screen, its body
  // scrolls, and the mail's text at its end is reached by scrolling (it was clipped below the screen).
  for (const [width, height] of [
    [1280, 768],
    [390, 844],
  ] as const) {
    await admin.setViewportSize({ width, height });
    await admin.getByRole("button", { name: `Ansehen: ${email}` }).click();
    const details = admin.getByRole("dialog", { name: "E-Mail Details" });
    await expect(details).toBeVisible();
    const box = (await details.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(height);
    const text = details.getByTestId("mail-text");
    await text.scrollIntoViewIfNeeded();
    await expect(text).toBeInViewport();
    await expect(details.getByRole("heading", { name: "E-Mail Details" })).toBeInViewport();
    await screenshot(admin, { path: `/tmp/shots-webcontent/mail-details-${width}.png` });
    await admin.keyboard.press("Escape");
    await expect(details).toBeHidden();
  }
  await admin.setViewportSize({ width: 1280, height: 720 });

  // The bookings list reads the mail's state from the outbox: sent, not "Keine".
  await admin.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
  await expect(admin.getByRole("row").filter({ hasText: email })).toContainText("Versendet");
});
