import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./mail-log.ts";
import { expectNoViolations, screenshot } from "./page-checks.ts";

/**
 * Issue 53: an invoice without a booking written in the back office (the form, the list, the PDF,
 * its Stornorechnung), with and without JavaScript; and the voucher order's facts above its button.
 */

test.describe.configure({ timeout: 120_000 });

const SHOTS = "/tmp/shots-h2-53";
const run = Date.now().toString(36);
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

async function fillTalk(page: Page, company: string) {
  await page.getByLabel("Name", { exact: true }).fill("Dr. Petra Albers");
  await page.getByLabel("Firma (optional)").fill(company);
  await page.getByLabel("Straße und Hausnummer").fill("Hafenstraße 4");
  await page.getByLabel("PLZ").fill("20457");
  await page.getByLabel("Ort", { exact: true }).fill("Hamburg");
  await page.getByLabel("E-Mail (optional, für die E-Rechnung)").fill("einkauf@nordlicht.example");
  await page.getByLabel("Bestellnr. / Leitweg-ID (optional)").fill("PO-7781");
  const first = page.getByRole("group", { name: "Position 1" });
  await first.getByLabel("Beschreibung").fill("Impulsvortrag „Klar entscheiden unter Druck“ (90 Minuten)");
  await first.getByLabel("Einzelpreis brutto in Euro").fill("1.190,00");
  const second = page.getByRole("group", { name: "Position 2" });
  await second.getByLabel("Beschreibung").fill("Fahrtkosten Braunschweig–Hamburg");
  await second.getByLabel("Menge").fill("2");
  await second.getByLabel("Einzelpreis brutto in Euro").fill("59,50");
}

test("the coach writes an invoice without a booking, downloads its PDF and cancels it from the list", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsAdmin(page);
  // From the dashboard's money card (beside the DATEV export) to the list of every invoice.
  await page.goto("/admin/dashboard");
  await page.getByRole("link", { name: "Alle Rechnungen", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Rechnungen" })).toBeVisible();
  await page.getByRole("link", { name: "Neue Rechnung ohne Buchung" }).click();
  await expect(page).toHaveURL("/admin/rechnungen/neu");
  await expect(page.getByRole("heading", { level: 1, name: "Rechnung ohne Buchung" })).toBeVisible();

  // A price the form cannot read: the field's own message, nothing issued.
  const company = `Nordlicht Versicherung AG ${run}`;
  await fillTalk(page, company);
  await page.getByRole("group", { name: "Position 1" }).getByLabel("Einzelpreis brutto in Euro").fill("12,345");
  await page.getByRole("button", { name: "Rechnung ausstellen" }).click();
  await expect(page.getByText("Bitte einen Betrag wie 120 oder 89,50 angeben").first()).toBeVisible();
  await page.getByRole("group", { name: "Position 1" }).getByLabel("Einzelpreis brutto in Euro").fill("1.190,00");
  await expectNoViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, { path: `${SHOTS}/invoice-form-${width}.png`, fullPage: true });
  }
  await page.getByRole("button", { name: "Rechnung ausstellen" }).click();
  const notice = page.getByRole("status").filter({ hasText: "Rechnung ausgestellt" });
  await expect(notice).toBeVisible();
  const number = /Die Rechnung (\d{4}-\d{4,})/.exec((await notice.textContent()) ?? "")![1]!;
  // The form starts empty again, ready for the next one.
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("");

  // The PDF as the coach downloads it, rendered to look at.
  const pdf = await page.request.get(`/admin/rechnungen/${number}`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  writeFileSync(`${SHOTS}/invoice-${number}.pdf`, await pdf.body());
  execFileSync("pdftoppm", ["-png", "-r", "60", `${SHOTS}/invoice-${number}.pdf`, `${SHOTS}/invoice-pdf`]);
  // A company's invoice is ZUGFeRD / Factur-X, drawn by the invoice-PDF Worker beside the site's
  // (decision 0232): its e-invoice inside is the one the coach downloads on its own.
  expect(execFileSync("pdfdetach", ["-list", `${SHOTS}/invoice-${number}.pdf`], { encoding: "utf8" })).toContain(
    "1: factur-x.xml",
  );
  execFileSync("pdfdetach", ["-save", "1", "-o", `${SHOTS}/invoice-${number}.xml`, `${SHOTS}/invoice-${number}.pdf`]);
  const eInvoice = await page.request.get(`/admin/rechnungen/${number}/e-rechnung`);
  expect(readFileSync(`${SHOTS}/invoice-${number}.xml`, "utf8")).toBe(await eInvoice.text());
  const xml = await page.request.get(`/admin/rechnungen/${number}/e-rechnung?format=xrechnung`);
  expect(xml.status()).toBe(200);
  expect(await xml.text()).toContain("<ram:BuyerReference>PO-7781</ram:BuyerReference>");

  // In the list: its documents, and the Stornorechnung behind a disclosure.
  await page.goto(`/admin/rechnungen?q=${encodeURIComponent(company)}`);
  const row = page
    .getByTestId("invoice-row")
    .filter({ has: page.getByRole("rowheader", { name: number, exact: true }) });
  await expect(row).toContainText("ohne Buchung");
  await expect(row).toContainText("1.309,00");
  await expect(row.getByRole("link", { name: `${number} als XRechnung 3.0` })).toBeVisible();
  await row.locator("summary").click();
  await row.getByRole("button", { name: `Stornorechnung zu ${number} ausstellen` }).click();
  await expect(page.getByText(`hebt die Rechnung ${number} auf`).first()).toBeVisible();
  await expect(row).toContainText("storniert durch");
  await expect(row.locator("summary")).toHaveCount(0);
  await page.goto("/admin/rechnungen");
  await expectNoViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, { path: `${SHOTS}/invoice-list-${width}.png`, fullPage: true });
  }
});

test("without JavaScript the form refuses, keeps what was typed, and issues", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
  const page = await context.newPage();
  try {
    await signInAsAdmin(page);
    await page.goto("/admin/rechnungen/neu");
    const company = `Ohne Skript GmbH ${run}`;
    await fillTalk(page, company);
    await page.getByLabel("PLZ").fill("1");
    await page.getByRole("button", { name: "Rechnung ausstellen" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Rechnung nicht ausgestellt" })).toBeVisible();
    await expect(page.getByText("Bitte eine Postleitzahl mit 3 bis 10 Zeichen angeben.").first()).toBeVisible();
    await expect(page.getByLabel("Firma (optional)")).toHaveValue(company);
    await page.getByLabel("PLZ").fill("20457");
    await page.getByRole("button", { name: "Rechnung ausstellen" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Rechnung ausgestellt" })).toBeVisible();
    await page.goto(`/admin/rechnungen?q=${encodeURIComponent(company)}`);
    await expect(page.getByTestId("invoice-row")).toHaveCount(1);
  } finally {
    await context.close();
  }
});

test("the voucher order names its facts right above the order button, in German and English", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.231" } });
  const page = await context.newPage();
  await page.goto("/gutschein", { waitUntil: "networkidle" });
  const facts = page.getByTestId("order-facts");
  await expect(facts.getByRole("heading", { name: "Deine Bestellung auf einen Blick" })).toBeVisible();
  await expect(facts).toContainText("Lieferung");
  await expect(facts).toContainText("Per E-Mail als PDF");
  await expect(facts).toContainText(`bis 31.12.${new Date().getFullYear() + 3}`);
  await expect(facts).toContainText("Widerrufsrecht");
  // The amount follows the choice.
  await page.getByText("Eigener Betrag", { exact: true }).click();
  await page.getByLabel("Eigener Betrag in Euro").fill("40");
  await expect(page.getByTestId("voucher-facts-price")).toContainText("40,00");
  const button = page.getByRole("button", { name: "Zahlungspflichtig bestellen" });
  const [box, click] = [await facts.boundingBox(), await button.boundingBox()];
  expect(box!.y + box!.height).toBeLessThan(click!.y);
  await expectNoViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Centred, so the sticky header stands over nothing of it.
    await facts.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    await screenshot(facts, { path: `${SHOTS}/voucher-facts-${width}.png` });
  }

  await page.goto("/en/gutschein", { waitUntil: "networkidle" });
  await expect(page.getByTestId("order-facts").getByRole("heading", { name: "Your order at a glance" })).toBeVisible();
  await expect(page.getByTestId("order-facts")).toContainText("By email as a PDF");
  await context.close();

  // Without JavaScript it points to the amount chosen above rather than guessing it.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.232" },
  });
  const noScript = await plain.newPage();
  await noScript.goto("/gutschein");
  await expect(noScript.getByTestId("voucher-facts-price")).toContainText("der oben gewählte Betrag");
  await plain.close();
});
