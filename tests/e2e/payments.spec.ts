import { readFile } from "node:fs/promises";
import { pathToFileURL } from "node:url";
import { expect, test, type Browser, type Download, type Page } from "@playwright/test";
import { extractText } from "unpdf";
import { queryE2eDb } from "./db.ts";
import { intlBuilt, spyOnIntl } from "./intl-spy.ts";
import { confirmBookingRow } from "./bookings-admin";
import { readMail, signInAsAdmin } from "./mail-log.ts";
import { decodeSvg } from "../unit/qr-decode.ts";
import { screenshot } from "./page-checks.ts";
import { gotoInteractive } from "./hydration";

/**
 * Getting paid, as the coach lives it: a visitor books, the coach confirms, the confirmation
 * e-mail in the log carries the payment details and the GiroCode, "Meine Buchung" shows them,
 * the coach marks the booking paid and the dashboard's open amount drops by its total.
 * Seeded event 2 (89 EUR, no other spec books it).
 */

test.describe.configure({ timeout: 120_000 });

const EVENT = "00000000-0000-4000-8000-000000000002";
const SHOTS = "/tmp/shots-payments11";

/** A visitor (own client address) books one ticket of event 2 and sees the success view. */
async function bookOneTicket(browser: Browser, name: string, email: string, ip: string): Promise<Page> {
  const visitor = await (await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": ip } })).newPage();
  await spyOnIntl(visitor);
  await gotoInteractive(visitor, `/events/${EVENT}`);
  await visitor.getByLabel("Vollständiger Name").fill(name);
  await visitor.getByLabel("E-Mail", { exact: true }).fill(email);
  await visitor.getByLabel("Anzahl Plätze").fill("1");
  // Event 2 is nine days ahead, inside the withdrawal period: the early-start request is asked.
  await visitor.getByRole("checkbox", { name: /vor Ablauf der 14-tägigen Widerrufsfrist/ }).check();
  await visitor.getByRole("button", { name: "Zahlungspflichtig buchen" }).click();
  await expect(visitor.getByRole("heading", { name: "Buchung erfolgreich!" })).toBeVisible();
  // The hold's deadline and the amounts came written from the server (decision 0091).
  await expect(visitor.getByText(/Bis \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr halte ich deine Plätze/)).toBeVisible();
  expect(await intlBuilt(visitor)).toEqual([]);
  return visitor;
}

/** The text of a downloaded PDF as a reader extracts it (pdf.js via unpdf), whitespace collapsed. */
async function pdfText(download: Download): Promise<{ bytes: Buffer; text: string }> {
  const bytes = await readFile(await download.path());
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return { bytes, text: text.replace(/\s+/g, " ") };
}

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
  const visitor = await bookOneTicket(browser, "Greta Hansen", email, "198.51.100.171");
  // The success view already says how to pay, with the GiroCode (event 2 is in EUR).
  await expect(visitor.getByRole("heading", { name: "So bezahlst du" })).toBeVisible();
  const girocode = visitor.getByRole("img", { name: "GiroCode für die Überweisung" });
  await expect(girocode).toBeVisible();
  // The browser drew it from the answer's payload: scanned, it is a transfer of 89 EUR for this booking.
  const reference = (await visitor.getByTestId("payment-details").innerText()).match(/Buchung [0-9A-F]{8}/)?.[0];
  const svg = decodeURIComponent(
    (await girocode.getAttribute("src"))!.replace(/^data:image\/svg\+xml;charset=utf-8,/, ""),
  );
  expect(decodeSvg(svg)?.split("\n").slice(6)).toEqual(["DE02120300000000202051", "EUR89.00", "", "", reference]);
  // Inside the event page's booking column at every width: the code is not pushed out of the card.
  for (const width of [390, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    const card = (await visitor.getByTestId("payment-details").locator("xpath=ancestor::section[1]").boundingBox())!;
    const code = (await girocode.boundingBox())!;
    expect(code.x).toBeGreaterThanOrEqual(card.x);
    expect(code.x + code.width).toBeLessThanOrEqual(card.x + card.width);
    await screenshot(visitor, { path: `${SHOTS}/success-view-${width}.png`, fullPage: true });
  }

  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  const first = await readMail(admin, email, "Bitte bestätige deine E-Mail-Adresse");
  const manage = first.links.map((href) => new URL(href)).find((url) => url.pathname.startsWith("/buchung/"))!;
  expect(manage).toBeTruthy();

  const openBefore = await openEuroCents(admin);

  // The coach confirms the booking in the list.
  await admin.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
  const row = admin.getByRole("row").filter({ hasText: email });
  await expect(row.getByText("Offen", { exact: true })).toBeVisible();
  await confirmBookingRow(admin, row);

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
  // The e-mail log shows the invoice PDF and the GiroCode attached.
  expect(confirmation.attachments).toEqual([
    expect.stringMatching(/^rechnung-\d{4}-\d{4,}\.pdf \(PDF, [\d,]+ KB\)$/),
    // The confirmation concludes the contract: the withdrawal terms travel with it (decision 0107).
    expect.stringMatching(/^widerrufsbelehrung\.pdf \(PDF, [\d,]+ KB\)$/),
    // … and the AGB in full (decision 0192).
    expect.stringMatching(/^agb\.pdf \(PDF, [\d,]+ KB\)$/),
    expect.stringMatching(/^girocode\.svg \(SVG-Bild, [\d,]+ KB\)$/),
  ]);
  const invoiceNumber = /^rechnung-(\d{4}-\d{4,})\.pdf/.exec(confirmation.attachments[0]!)![1]!;
  expect(confirmation.text).toContain(`Deine Rechnung ${invoiceNumber} hängt als PDF an`);
  expect(payload.html).toContain('aria-label="GiroCode für die Überweisung"');
  expect(payload.attachments?.map((a) => a.filename)).toEqual([
    `rechnung-${invoiceNumber}.pdf`,
    "widerrufsbelehrung.pdf",
    "agb.pdf",
    "girocode.svg",
  ]);
  expect(Buffer.from(payload.attachments![0]!.content, "base64").subarray(0, 8).toString()).toBe("%PDF-1.4");
  expect(payload.attachments?.find((a) => a.filename === "girocode.svg")?.content).toMatch(/^<svg /);

  // Confirmed and unpaid: the dashboard owes 89,00 EUR more than before.
  expect(await openEuroCents(admin)).toBe(openBefore + 8900);

  // "Meine Buchung" shows the same details and the QR code.
  await visitor.goto(manage.pathname);
  await expect(visitor.getByRole("heading", { name: "So bezahlst du" })).toBeVisible();
  await expect(visitor.getByTestId("payment-details")).toContainText("DE02 1203 0000 0000 2020 51");
  await expect(visitor.getByRole("img", { name: "GiroCode für die Überweisung" })).toBeVisible();
  for (const width of [390, 1280]) {
    await visitor.setViewportSize({ width, height: 900 });
    await screenshot(visitor, { path: `${SHOTS}/meine-buchung-${width}.png`, fullPage: true });
  }

  // The invoice downloads from "Meine Buchung" and opens: number, recipient and amounts as text.
  const [fromPage] = await Promise.all([
    visitor.waitForEvent("download"),
    visitor.getByRole("link", { name: `Rechnung ${invoiceNumber} (PDF)` }).click(),
  ]);
  expect(fromPage.suggestedFilename()).toBe(`rechnung-${invoiceNumber}.pdf`);
  const invoice = await pdfText(fromPage);
  for (const expected of [
    "Rechnung",
    `Rechnungsnummer ${invoiceNumber}`,
    "Greta Hansen",
    "USt-IdNr. DE318456729",
    "Leistungsdatum",
    "89,00 EUR", // unit price and gross
    "74,79 EUR", // net: 89,00 / 1,19
    "Umsatzsteuer 19 % 14,21 EUR",
    "Gesamtbetrag 89,00 EUR",
  ]) {
    expect(invoice.text, expected).toContain(expected);
  }

  // A look at the document as a reader shows it (Chromium's PDF viewer), for the screenshots folder.
  const viewer = await visitor.context().newPage();
  await viewer.setViewportSize({ width: 900, height: 1200 });
  await viewer.goto(pathToFileURL(await fromPage.path()).href).catch(() => undefined);
  await viewer.waitForTimeout(1500);
  await screenshot(viewer, { path: `${SHOTS}/invoice-pdf.png` });
  await viewer.close();

  // The coach downloads the same document from the bookings list.
  await admin.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
  const [fromAdmin] = await Promise.all([
    admin.waitForEvent("download"),
    admin
      .getByRole("row")
      .filter({ hasText: email })
      .getByRole("link", { name: `Rechnung ${invoiceNumber} (PDF)` })
      .click(),
  ]);
  expect((await pdfText(fromAdmin)).bytes.equals(invoice.bytes)).toBe(true);

  // The coach marks it paid: the open amount drops back by the booking's total.
  await admin.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
  await admin.getByText("Zahlung erfassen").click();
  await admin.getByRole("button", { name: /^Als bezahlt markieren/ }).click();
  await expect(admin.getByText("Zahlung erfasst").first()).toBeVisible();
  await expect(admin.getByRole("row").filter({ hasText: email }).getByText("Bezahlt", { exact: true })).toBeVisible();
  await admin.setViewportSize({ width: 1280, height: 900 });
  await screenshot(admin, { path: `${SHOTS}/admin-bookings-1280.png` });
  expect(await openEuroCents(admin)).toBe(openBefore);
  await screenshot(admin, { path: `${SHOTS}/admin-dashboard-1280.png`, fullPage: true });

  // The paid filter finds it; the open filter does not.
  await admin.goto(`/admin/bookings?q=${encodeURIComponent(email)}&payment=paid`);
  await expect(admin.getByRole("row").filter({ hasText: email })).toBeVisible();
  await admin.goto(`/admin/bookings?q=${encodeURIComponent(email)}&payment=open`);
  await expect(admin.getByRole("row").filter({ hasText: email })).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.getByText(/Bezahlt – danke!/)).toBeVisible();
  await expect(visitor.getByRole("heading", { name: "So bezahlst du" })).toHaveCount(0);
});

test("the coach uploads a bank statement, confirms the proposed match, and the booking is paid", async ({
  browser,
}) => {
  const email = `abgleich-${Date.now().toString(36)}@example.de`;
  const visitor = await bookOneTicket(browser, "Jürgen Abel", email, "198.51.100.172");
  const reference = (
    await visitor
      .getByText(/Buchung [0-9A-F]{8}/)
      .first()
      .innerText()
  ).match(/[0-9A-F]{8}/)![0];

  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
  await confirmBookingRow(admin, admin.getByRole("row").filter({ hasText: email }));

  // The statement as the bank exports it: the transfer names the booking, a rent debit does not count.
  const head =
    '"Auftragskonto";"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Beguenstigter/Zahlungspflichtiger";"Kontonummer/IBAN";"BIC (SWIFT-Code)";"Betrag";"Waehrung";"Info"';
  const csv = [
    head,
    '"DE02120300000000202051";"20.11.26";"20.11.26";"FOLGELASTSCHRIFT";"Miete November";"Vermieter";"DE89370400440532013000";"COBADEFFXXX";"-800,00";"EUR";"Umsatz gebucht"',
    `"DE02120300000000202051";"21.11.26";"21.11.26";"GUTSCHR. UEBERWEISUNG";"Buchung ${reference} Danke";"Jürgen Abel";"DE89370400440532013000";"COBADEFFXXX";"89,00";"EUR";"Umsatz gebucht"`,
  ].join("\r\n");

  await admin.getByRole("link", { name: "Zahlungsabgleich" }).first().click();
  await expect(admin.getByRole("heading", { name: "Kontoauszug abgleichen" })).toBeVisible();
  await admin.getByLabel("Kontoauszug (CSV, höchstens 1 MB)").setInputFiles({
    name: "umsaetze.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv, "latin1"),
  });
  await admin.getByRole("button", { name: "Hochladen und abgleichen" }).click();
  await expect(admin.getByText("1 Gutschrift gelesen, 1 davon passen zu offenen Buchungen.")).toBeVisible();
  const pick = admin.getByRole("checkbox", { name: `89,00 EUR für Buchung ${reference} verbuchen` });
  await expect(pick).toBeChecked();
  await expect(admin.getByRole("cell", { name: "Jürgen Abel", exact: true })).toBeVisible();
  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    await screenshot(admin, { path: `${SHOTS}/zahlungsabgleich-${width}.png`, fullPage: true });
  }
  // Nothing is paid before the coach confirms.
  const list = await admin.context().newPage();
  await list.goto(`/admin/bookings?q=${encodeURIComponent(email)}&payment=open`);
  await expect(list.getByRole("row").filter({ hasText: email })).toBeVisible();
  await admin.getByRole("button", { name: "Ausgewählte als bezahlt verbuchen" }).click();
  await expect(admin.getByText("1 Zahlung verbucht.")).toBeVisible();

  await list.goto(`/admin/bookings?q=${encodeURIComponent(email)}&payment=paid`);
  await expect(list.getByRole("row").filter({ hasText: email })).toBeVisible();
});
