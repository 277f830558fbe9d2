import { mkdir } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { seedEventId } from "../../db/seed-data.ts";
import { queryE2eDb } from "./db.ts";
import { readMail, signInAsAdmin } from "./mail-log.ts";
import { screenshot } from "./page-checks.ts";
import { gotoInteractive } from "./hydration";

/**
 * Value vouchers (decision 0152) from purchase to redemption: bought on /gutschein (with and without
 * JavaScript), marked paid in /admin/gutscheine (the receipt e-mail carries the code and the PDF),
 * redeemed in the event booking form's code field, the rest balance in the back office. Seeded
 * event 3 (29 EUR, 12 days ahead: the early-start box is asked; no other spec books it).
 */

test.describe.configure({ timeout: 120_000 });

const EVENT = seedEventId(3);
const SHOTS = "/tmp/shots-voucher";
const run = Date.now().toString(36);
const asClient = (ip: string) => ({ extraHTTPHeaders: { "CF-Connecting-IP": ip } });

async function fillOrder(page: Page, buyerEmail: string) {
  await page.getByText("Eigener Betrag", { exact: true }).click();
  await page.getByLabel("Eigener Betrag in Euro").fill("40");
  await page.getByLabel("Vollständiger Name").fill("Karin Vogt");
  await page.getByLabel("E-Mail", { exact: true }).fill(buyerEmail);
  await page.getByLabel("Name der beschenkten Person").fill("Lena Vogt");
  await page.getByLabel("Deine persönliche Nachricht (optional)").fill("Alles Liebe zum Geburtstag!");
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

test("a voucher bought on /gutschein, marked paid by the coach, pays a booking; the rest stays on it", async ({
  browser,
}) => {
  const buyer = `gutschein-${run}@example.de`;
  const visitor = await (await browser.newContext(asClient("198.51.100.211"))).newPage();
  await gotoInteractive(visitor, "/gutschein");
  await expect(visitor.getByRole("heading", { name: "Schenk ein Stück Klarheit", level: 1 })).toBeVisible();
  await fillOrder(visitor, buyer);
  const order = visitor.getByRole("button", { name: "Zahlungspflichtig bestellen" });
  await expect(order).toBeVisible();
  await expect(visitor.getByRole("link", { name: "AGB" }).first()).toBeVisible();
  for (const width of [390, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    await screenshot(visitor, { path: `${SHOTS}/order-form-${width}.png`, fullPage: true });
  }
  await order.click();
  await expect(visitor.getByRole("heading", { name: "Danke für deine Bestellung!" })).toBeVisible();
  await expect(visitor.getByTestId("payment-details")).toContainText("40,00 EUR");
  await expect(visitor.getByTestId("payment-details")).toContainText("Gutschein ");
  for (const width of [390, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    await screenshot(visitor, { path: `${SHOTS}/order-success-${width}.png`, fullPage: true });
  }
  const [voucher] = queryE2eDb<{ id: string; code: string; value_cents: number; paid_on: string | null }>(
    `SELECT id, code, value_cents, paid_on FROM klarsinn_voucher WHERE buyer_email = '${buyer}'`,
  );
  expect(voucher).toMatchObject({ value_cents: 4000, paid_on: null });
  const reference = voucher!.id.replace(/-/g, "").slice(0, 8).toUpperCase();

  // The coach sees it open and marks it paid; the buyer's receipt brings the code and the PDF.
  const admin = await (await browser.newContext()).newPage();
  await admin.goto("/admin/login");
  await signInAsAdmin(admin);
  const orderMail = await readMail(admin, buyer, "Deine Gutschein-Bestellung");
  expect(orderMail.text).toContain("Widerrufsbelehrung");
  expect(orderMail.text).not.toContain(voucher!.code);
  await admin.getByRole("link", { name: "Gutscheine" }).first().click();
  await expect(admin.getByRole("heading", { name: "Gutscheine", level: 1 })).toBeVisible();
  const row = admin.getByTestId("voucher-row").filter({ hasText: reference });
  await expect(row).toContainText("Offen");
  await row.getByRole("button", { name: `Gutschein ${reference} als bezahlt markieren` }).click();
  await expect(admin.getByText("Gutschein bezahlt").first()).toBeVisible();
  await expect(row).toContainText("Gültig");
  await expect(row.getByTestId("voucher-balance")).toHaveText("40,00 EUR");
  const receipt = await readMail(admin, buyer, "Dein Gutschein ist bezahlt");
  const printed = voucher!.code.replace(/(.{4})(?=.)/g, "$1-");
  expect(receipt.text).toContain(printed);
  expect(receipt.text).toContain("§ 3 Abs. 15 UStG");
  expect(receipt.attachments.join(" ")).toContain("gutschein.pdf");

  // Redeemed at a booking: "Code prüfen" shows its part, the booking owes nothing more.
  const guest = `einloesen-${run}@example.de`;
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await gotoInteractive(visitor, `/events/${EVENT}`);
  await visitor.getByLabel("Vollständiger Name").fill("Lena Vogt");
  await visitor.getByLabel("E-Mail", { exact: true }).fill(guest);
  await visitor.getByLabel("Gutschein- oder Rabattcode").fill(printed.toLowerCase());
  await visitor.getByRole("button", { name: "Code prüfen" }).click();
  await expect(visitor.getByText(`Dein Gutschein ${printed} gilt: 29,00 EUR verrechne ich`)).toBeVisible();
  await expect(visitor.getByText("Noch zu zahlen")).toBeVisible();
  for (const width of [390, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    await visitor.getByLabel("Gutschein- oder Rabattcode").scrollIntoViewIfNeeded();
    await screenshot(visitor, { path: `${SHOTS}/redeem-${width}.png` });
  }
  await visitor.getByLabel(/Ich verlange ausdrücklich/).check();
  await visitor.getByRole("button", { name: "Zahlungspflichtig buchen" }).click();
  await expect(visitor.getByRole("heading", { name: "Buchung erfolgreich!" })).toBeVisible();
  // Nothing left to transfer: no payment box.
  await expect(visitor.getByTestId("payment-details")).toHaveCount(0);
  expect(queryE2eDb(`SELECT total_cents, voucher_cents FROM klarsinn_booking WHERE email = '${guest}'`)).toEqual([
    { total_cents: 2900, voucher_cents: 2900 },
  ]);
  const confirmMail = await readMail(admin, guest, "Bitte bestätige deine E-Mail-Adresse");
  expect(confirmMail.text).toContain(`Gutschein (${printed}): −29,00 EUR`);
  expect(confirmMail.text).toContain("Noch zu zahlen: 0,00 EUR");

  // The rest balance in the back office.
  await admin.goto("/admin/gutscheine");
  await expect(
    admin.getByTestId("voucher-row").filter({ hasText: reference }).getByTestId("voucher-balance"),
  ).toHaveText("11,00 EUR");
  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    await screenshot(admin, { path: `${SHOTS}/admin-vouchers-${width}.png`, fullPage: true });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, ...asClient("198.51.100.212") });

  test("a voucher for the recipient on a chosen day is ordered; a bad amount comes back beside its field", async ({
    page,
  }) => {
    const buyer = `ohne-js-${run}@example.de`;
    await page.goto("/gutschein");
    await fillOrder(page, buyer);
    await page.getByLabel("Eigener Betrag in Euro").fill("5");
    await page.getByText("Direkt an die beschenkte Person, an einem Tag meiner Wahl").click();
    await page.getByLabel("E-Mail der beschenkten Person").fill("lena@example.de");
    await page.getByLabel("Versand am").fill("2099-12-24");
    await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
    // 2099 is more than a year ahead, 5 EUR below the least: both beside their fields, input kept.
    await expect(page.getByText("Bitte wähl einen Betrag oder gib ganze Euro von 10 bis 1000 ein.")).toBeVisible();
    await expect(page.getByLabel("Name der beschenkten Person")).toHaveValue("Lena Vogt");
    expect(queryE2eDb(`SELECT id FROM klarsinn_voucher WHERE buyer_email = '${buyer}'`)).toEqual([]);

    await page.getByLabel("Eigener Betrag in Euro").fill("60");
    await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
    await expect(page.getByText("Bitte wähl einen Tag ab heute, höchstens ein Jahr im Voraus.").first()).toBeVisible();
    const soon = new Date(Date.now() + 20 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await page.getByLabel("Versand am").fill(soon);
    await page.getByRole("button", { name: "Zahlungspflichtig bestellen" }).click();
    await expect(page.getByRole("heading", { name: "Danke für deine Bestellung!" })).toBeVisible();
    await expect(page.getByTestId("payment-details")).toContainText("60,00 EUR");
    expect(
      queryE2eDb(
        `SELECT value_cents, recipient_email, deliver_on, paid_on FROM klarsinn_voucher WHERE buyer_email = '${buyer}'`,
      ),
    ).toEqual([{ value_cents: 6000, recipient_email: "lena@example.de", deliver_on: soon, paid_on: null }]);
  });
});

test("English: /en/gutschein speaks English", async ({ page }) => {
  await page.goto("/en/gutschein");
  await expect(page.getByRole("heading", { name: "Give a little clarity", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Order and pay" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the Gutscheine table fits 1280 px beside the menu, with an open order and long addresses", async ({ page }) => {
  // An unpaid order (its "als bezahlt markieren" form in the row) with the longest addresses a person types.
  const id = crypto.randomUUID();
  queryE2eDb(
    `INSERT INTO klarsinn_voucher (id, code, value_cents, buyer_name, buyer_email, recipient_name, recipient_email, deliver_on, valid_until)
     VALUES ('${id}', 'BREITE${run.toUpperCase()}', 25000, 'Maximiliane Wolkenstein-Brandenburg',
       'maximiliane.wolkenstein-brandenburg@beispiel-unternehmen.example.de', 'Friederike von Hohenzollern-Sigmaringen',
       'friederike.von.hohenzollern-sigmaringen@beispiel.example.de', '2099-12-24', '2102-12-31')`,
  );
  await signInAsAdmin(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin/gutscheine");
  const rows = page.getByTestId("voucher-row");
  await expect(rows.filter({ hasText: "Maximiliane" })).toBeVisible();
  const table = page.locator("table");
  // Issue 56: the table was wider than its box at 1280 px (scrolled sideways).
  const [scroll, client] = await table.locator("..").evaluate((box) => [box.scrollWidth, box.clientWidth]);
  expect(scroll).toBeLessThanOrEqual(client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  for (const header of ["Bestellnr.", "Wert", "Rest", "Status", "Käufer/in", "Für / Versand", "Code / gültig bis"]) {
    await expect(page.getByRole("columnheader", { name: header, exact: true })).toBeVisible();
  }
  await expect(rows.filter({ hasText: "Maximiliane" })).toContainText("gültig bis 31.12.2102");
  await screenshot(page, { path: `${SHOTS}/admin-vouchers-wide-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 900 });
  await screenshot(page, { path: `${SHOTS}/admin-vouchers-wide-390.png`, fullPage: true });
  queryE2eDb(`DELETE FROM klarsinn_voucher WHERE id = '${id}'`);
});
