import { mkdir, readFile } from "node:fs/promises";
import { expect, test, type Download, type Page } from "@playwright/test";
import { extractText } from "unpdf";
import { seedEventId } from "../../db/seed-data.ts";
import { queryE2eDb } from "./db.ts";
import { readMail, signInAsAdmin } from "./mail-log.ts";
import { confirmBookingRow } from "./bookings-admin";
import { screenshot } from "./page-checks.ts";
import { gotoInteractive } from "./hydration";

/**
 * Discount codes (decision 0140) as visitor and coach meet them: WILLKOMMEN10 from the demo data
 * lowers the total beside the order button, the booking, its e-mail and its invoice carry the
 * discount; a wrong code is refused beside its field and books nothing (without JavaScript); the
 * coach creates a code in /admin/rabattcodes. Seeded event 8 (95 EUR, 37 days ahead, no other spec
 * books it).
 */

test.describe.configure({ timeout: 120_000 });

const EVENT = seedEventId(8);
const SHOTS = "/tmp/shots-discounts";
const run = Date.now().toString(36);
const asClient = (ip: string) => ({ extraHTTPHeaders: { "CF-Connecting-IP": ip } });

async function fillPerson(page: Page, email: string, tickets: number) {
  await page.getByLabel("Vollständiger Name").fill("Lena Brandt");
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  await page.getByLabel("Anzahl Plätze").fill(String(tickets));
}

async function pdfText(download: Download): Promise<string> {
  const bytes = await readFile(await download.path());
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/\s+/g, " ");
}

test.beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

test("a booking with WILLKOMMEN10 shows the reduced total; the e-mail and the invoice carry the discount", async ({
  browser,
}) => {
  const email = `rabatt-${run}@example.de`;
  const visitor = await (await browser.newContext(asClient("198.51.100.201"))).newPage();
  await gotoInteractive(visitor, `/events/${EVENT}`);
  await fillPerson(visitor, email, 2);
  const total = visitor.locator("output").filter({ hasText: "EUR" });
  await expect(total).toHaveText("190,00 EUR");

  // Typed in lower case with a space: the server accepts it and the total drops by 10 %.
  await visitor.getByLabel("Gutschein- oder Rabattcode").fill(" willkommen10");
  await visitor.getByRole("button", { name: "Code prüfen" }).click();
  await expect(visitor.getByText("Dein Code WILLKOMMEN10 gilt: 19,00 EUR weniger.")).toBeVisible();
  await expect(visitor.getByText("Rabatt (WILLKOMMEN10)")).toBeVisible();
  await expect(total).toHaveText("171,00 EUR");
  // A third ticket: the total follows the server's rule at once (the booking decides again).
  await visitor.getByLabel("Anzahl Plätze").fill("3");
  await expect(total).toHaveText("256,50 EUR");
  await visitor.getByLabel("Anzahl Plätze").fill("2");
  await expect(total).toHaveText("171,00 EUR");
  // The order button keeps the words of a booking that costs money.
  const order = visitor.getByRole("button", { name: "Zahlungspflichtig buchen" });
  await expect(order).toBeVisible();
  for (const width of [390, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    await visitor.getByLabel("Gutschein- oder Rabattcode").scrollIntoViewIfNeeded();
    await screenshot(visitor, { path: `${SHOTS}/form-with-code-${width}.png` });
  }

  await order.click();
  await expect(visitor.getByRole("heading", { name: "Buchung erfolgreich!" })).toBeVisible();
  await expect(visitor.getByTestId("payment-details")).toContainText("171,00 EUR");
  const [row] = queryE2eDb<{ total_cents: number; discount_cents: number; discount_code: string }>(
    `SELECT total_cents, discount_cents, discount_code FROM klarsinn_booking WHERE email = '${email}'`,
  );
  expect(row).toEqual({ total_cents: 17100, discount_cents: 1900, discount_code: "WILLKOMMEN10" });

  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  const first = await readMail(admin, email, "Bitte bestätige deine E-Mail-Adresse");
  expect(first.text).toContain("Rabatt (WILLKOMMEN10): −19,00 EUR");
  expect(first.text).toContain("Gesamtpreis: 171,00 EUR");

  // The coach confirms: the invoice shows the tickets, the discount line and the charge.
  await admin.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
  const listed = admin.getByRole("row").filter({ hasText: email });
  await confirmBookingRow(admin, listed);
  const confirmation = await readMail(admin, email, "Deine Buchung ist bestätigt");
  expect(confirmation.text).toContain("Betrag: 171,00 EUR");
  const manage = first.links.map((href) => new URL(href)).find((url) => url.pathname.startsWith("/buchung/"))!;
  await visitor.goto(manage.pathname);
  const [download] = await Promise.all([
    visitor.waitForEvent("download"),
    visitor.getByRole("link", { name: /^Rechnung .* \(PDF\)$/ }).click(),
  ]);
  const invoice = await pdfText(download);
  for (const expected of ["190,00 EUR", "Rabatt mit Code WILLKOMMEN10", "-19,00 EUR", "Gesamtbetrag 171,00 EUR"]) {
    expect(invoice, expected).toContain(expected);
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, ...asClient("198.51.100.202") });

  test("a wrong code is refused beside its field, and booking with it books nothing", async ({ page }) => {
    const email = `falsch-${run}@example.de`;
    await page.goto(`/events/${EVENT}`);
    await fillPerson(page, email, 1);
    const field = page.getByLabel("Gutschein- oder Rabattcode");
    await field.fill("GIBTSNICHT");
    await page.getByRole("button", { name: "Code prüfen" }).click();
    const refusal = "Diesen Code kenne ich leider nicht. Schau bitte noch einmal auf die Schreibweise.";
    await expect(page.getByText(refusal)).toBeVisible();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveValue("GIBTSNICHT");
    await expect(page.getByLabel("E-Mail", { exact: true })).toHaveValue(email);
    await expect(page.locator("output").filter({ hasText: "EUR" })).toHaveText("95,00 EUR");
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await field.scrollIntoViewIfNeeded();
      await screenshot(page, { path: `${SHOTS}/wrong-code-${width}.png` });
    }

    await page.getByRole("button", { name: "Zahlungspflichtig buchen" }).click();
    await expect(page.getByText(refusal).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Buchung erfolgreich!" })).toHaveCount(0);
    expect(queryE2eDb(`SELECT id FROM klarsinn_booking WHERE email = '${email}'`)).toEqual([]);

    // The right code, checked without JavaScript: the page answers with the lower total.
    await page.getByLabel("Gutschein- oder Rabattcode").fill("WILLKOMMEN10");
    await page.getByRole("button", { name: "Code prüfen" }).click();
    await expect(page.getByText("Dein Code WILLKOMMEN10 gilt: 9,50 EUR weniger.")).toBeVisible();
    await expect(page.locator("output").filter({ hasText: "EUR" })).toHaveText("85,50 EUR");
  });
});

test("the coach creates a code, sees it in the list and switches it off", async ({ page }) => {
  const code = `SOMMER${run.toUpperCase()}`.slice(0, 20);
  // An event whose title holds the category's name, as other tests' events ("E2E Abendworkshop …")
  // stand in the list while this one runs: the category's box must still be the one picked.
  const namesake = crypto.randomUUID();
  queryE2eDb(
    `INSERT INTO klarsinn_events (id, title, description, category, event_date, start_time, end_time, location, max_attendees, price, price_cents, currency)
     SELECT '${namesake}', 'Abendworkshop ${run}', description, category, '2031-05-05', start_time, end_time, location, max_attendees, price, price_cents, currency
     FROM klarsinn_events WHERE id = '${seedEventId(1)}'`,
  );
  await signInAsAdmin(page);
  await page.getByRole("link", { name: "Rabattcodes" }).first().click();
  await expect(page.getByRole("heading", { name: "Rabattcodes", level: 1 })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "WILLKOMMEN10" })).toContainText("10 %");

  await page.getByLabel("Code", { exact: true }).fill(code.toLowerCase());
  await page.getByLabel("Fester Betrag pro Buchung (Euro)").check();
  await page.getByLabel("Höhe").fill("12,50");
  await page.getByLabel("Höchstens so oft einlösbar (optional)").fill("5");
  await page.getByLabel("Gültig ab (optional)").fill("2026-12-01");
  await page.getByLabel("Gültig bis einschließlich (optional)").fill("2026-11-01");
  await page.getByRole("button", { name: "Code anlegen" }).click();
  // An end before the start comes back beside its field, the input kept.
  await expect(page.getByText("„Gültig bis“ darf nicht vor „Gültig ab“ liegen.").first()).toBeVisible();
  await expect(page.getByLabel("Höhe")).toHaveValue("12,50");

  await page.getByLabel("Gültig bis einschließlich (optional)").fill("2099-12-31");
  await page.getByRole("checkbox", { name: "Workshop", exact: true }).check();
  await page.getByRole("button", { name: "Code anlegen" }).click();
  await expect(page.getByText("Code angelegt").first()).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row).toContainText("12,50 EUR");
  await expect(row).toContainText("0 von 5");
  await expect(row).toContainText("Workshop");
  await expect(row).toContainText("Aktiv");
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, { path: `${SHOTS}/admin-codes-${width}.png`, fullPage: true });
  }

  await row.getByRole("button", { name: `Code ${code} deaktivieren` }).click();
  await expect(page.getByText("Code deaktiviert").first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: code })).toContainText("Deaktiviert");
  expect(queryE2eDb(`SELECT active, value, kind FROM klarsinn_discount_code WHERE code = '${code}'`)).toEqual([
    { active: 0, value: 1250, kind: "amount" },
  ]);
  queryE2eDb(`DELETE FROM klarsinn_events WHERE id = '${namesake}'`);
});
