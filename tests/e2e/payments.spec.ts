import { expect, test, type Page } from "@playwright/test";
import { queryE2eDb } from "./db.ts";
import { readMail, signInAsAdmin } from "./mail-log.ts";

/**
 * Getting paid, as the coach lives it: a visitor books, the coach confirms, the confirmation
 * e-mail in the log carries the payment details and the GiroCode, "Meine Buchung" shows them,
 * the coach marks the booking paid and the dashboard's open amount drops by its total.
 * Seeded event 2 (89 EUR, no other spec books it).
 */

test.describe.configure({ timeout: 120_000 });

const EVENT = "00000000-0000-4000-8000-000000000002";
const SHOTS = "/tmp/shots-payments11";

/** The open EUR amount on the dashboard, in cents (0 when nothing is open). */
async function openEuroCents(page: Page): Promise<number> {
  await page.goto("/admin/dashboard");
  const text = await page.getByTestId("open-amounts").innerText();
  const match = /([\d.]+),(\d{2}) EUR/.exec(text);
  return match ? Number(match[1]!.replaceAll(".", "")) * 100 + Number(match[2]) : 0;
}

test("coach confirms, the e-mail carries bank details and GiroCode, paying lowers the open amount", async ({
  browser,
}) => {
  const email = `zahlung-${Date.now().toString(36)}@example.de`;
  const visitor = await (
    await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.171" } })
  ).newPage();
  await visitor.goto(`/events/${EVENT}`, { waitUntil: "networkidle" });
  await visitor.getByLabel("Vollständiger Name").fill("Greta Hansen");
  await visitor.getByLabel("E-Mail", { exact: true }).fill(email);
  await visitor.getByLabel("Anzahl Tickets").fill("1");
  await visitor.getByRole("button", { name: "Jetzt verbindlich buchen" }).click();
  await expect(visitor.getByRole("heading", { name: "Buchung erfolgreich!" })).toBeVisible();
  // The success view already says how to pay, with the GiroCode (event 2 is in EUR).
  await expect(visitor.getByRole("heading", { name: "So bezahlst du" })).toBeVisible();
  await expect(visitor.getByRole("img", { name: "GiroCode für die Überweisung" })).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  const first = await readMail(admin, email, "Bitte bestätige deine Buchung");
  const manage = first.links.map((href) => new URL(href)).find((url) => url.pathname.startsWith("/buchung/"))!;
  expect(manage).toBeTruthy();

  const openBefore = await openEuroCents(admin);

  // The coach confirms the booking in the list.
  await admin.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
  const row = admin.getByRole("row").filter({ hasText: email });
  await expect(row.getByText("Offen", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: /^Bestätigen/ }).click();
  await expect(admin.getByText("Buchung bestätigt").first()).toBeVisible();

  const confirmation = await readMail(admin, email, "Deine Buchung ist bestätigt");
  expect(confirmation.text).toContain("So bezahlst du");
  expect(confirmation.text).toContain("Betrag: 89,00 EUR");
  expect(confirmation.text).toContain("IBAN: DE02 1203 0000 0000 2020 51");
  expect(confirmation.text).toContain("BIC: BYLADEM1001");
  expect(confirmation.text).toMatch(/Verwendungszweck: Buchung [0-9A-F]{8}/);
  // The GiroCode travels in the HTML and as an attachment of the stored e-mail.
  const [stored] = queryE2eDb<{ payload: string }>(
    `SELECT payload FROM mail_outbox WHERE recipient = '${email}' AND kind = 'booking-status'`,
  );
  const payload = JSON.parse(stored!.payload) as {
    html: string;
    attachments?: { filename: string; content: string }[];
  };
  expect(payload.html).toContain('aria-label="GiroCode für die Überweisung"');
  expect(payload.attachments?.map((a) => a.filename)).toEqual(["girocode.svg"]);
  expect(payload.attachments?.[0]?.content).toMatch(/^<svg /);

  // Confirmed and unpaid: the dashboard owes 89,00 EUR more than before.
  expect(await openEuroCents(admin)).toBe(openBefore + 8900);

  // "Meine Buchung" shows the same details and the QR code.
  await visitor.goto(manage.pathname);
  await expect(visitor.getByRole("heading", { name: "So bezahlst du" })).toBeVisible();
  await expect(visitor.getByTestId("payment-details")).toContainText("DE02 1203 0000 0000 2020 51");
  await expect(visitor.getByRole("img", { name: "GiroCode für die Überweisung" })).toBeVisible();
  for (const width of [390, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    await visitor.screenshot({ path: `${SHOTS}/meine-buchung-${width}.png`, fullPage: true });
  }

  // The coach marks it paid: the open amount drops back by the booking's total.
  await admin.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
  await admin.getByText("Zahlung erfassen").click();
  await admin.getByRole("button", { name: /^Als bezahlt markieren/ }).click();
  await expect(admin.getByText("Zahlung erfasst").first()).toBeVisible();
  await expect(admin.getByRole("row").filter({ hasText: email }).getByText("Bezahlt", { exact: true })).toBeVisible();
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.screenshot({ path: `${SHOTS}/admin-bookings-1280.png` });
  expect(await openEuroCents(admin)).toBe(openBefore);
  await admin.screenshot({ path: `${SHOTS}/admin-dashboard-1280.png`, fullPage: true });

  // The paid filter finds it; the open filter does not.
  await admin.goto(`/admin/bookings?q=${encodeURIComponent(email)}&payment=paid`);
  await expect(admin.getByRole("row").filter({ hasText: email })).toBeVisible();
  await admin.goto(`/admin/bookings?q=${encodeURIComponent(email)}&payment=open`);
  await expect(admin.getByRole("row").filter({ hasText: email })).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.getByText(/Bezahlt – danke!/)).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "So bezahlst du" })).toHaveCount(0);
});
