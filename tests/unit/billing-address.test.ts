import { env } from "cloudflare:test";
import { extractText } from "unpdf";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { listBookings } from "../../app/features/core/booking/bookings-list.server";
import { changeBookingStatus } from "../../app/features/core/booking/transitions.server";
import { normalizeVatId, VAT_ID_PATTERN } from "../../app/features/core/booking/billing";
import { handleBookingRequest } from "../../app/features/core/booking/booking.server";
import { bookingFormSchemas } from "../../app/features/core/booking/schema";
import { invoicePdf } from "../../app/features/core/invoices/pdf.server";
import type { InvoiceRow } from "../../app/features/core/invoices/numbering.server";
import { eraseData, exportData } from "../../app/features/core/privacy/data-request.server";
import { ANONYMISED_NAME } from "../../app/features/core/privacy/retention";
import { getDb, schema } from "../../app/lib/db.server";
import { getMessages } from "../../app/lib/i18n";
import { parseForm } from "../../app/lib/forms";
import { signToken } from "../../app/lib/signed-token.server";
import { BOOKINGS, bookingRequest, countRows, insertEvent, validFields } from "./booking-fixtures";

/**
 * The invoice's recipient beyond the name (§ 14 UStG, § 33 UStDV): the booking form asks for the
 * address over 250 € gross and offers it always; a company adds its name, VAT ID and order number.
 * The server decides from its own total; the invoice, the back office and the data export show it.
 */

vi.setConfig({ testTimeout: 60_000 });

const de = getMessages("de").billing.validation;
const en = getMessages("en").billing.validation;
let ip = 0;
const book = (eventId: string, fields: Record<string, string>, locale: "de" | "en" = "de") =>
  handleBookingRequest(bookingRequest(eventId, fields, { ip: `198.51.100.${++ip}`, locale }), env, eventId);

const address = {
  billing_street: "Hagenmarkt 7",
  billing_postcode: "38100",
  billing_city: "Braunschweig",
};
const company = {
  company: "1",
  company_name: "Löwenstadt Logistik GmbH",
  company_vat_id: "de 123.456.789",
  purchase_order: "PO-2026-0815",
};

const pdfText = async (bytes: Uint8Array) =>
  (await extractText(new Uint8Array(bytes), { mergePages: true })).text.replace(/\s+/g, " ");

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare(`DELETE FROM ${BOOKINGS}`),
    env.DB.prepare("DELETE FROM rate_limits"),
  ]);
});

describe("billing fields in the booking form's schema", () => {
  const parse = (fields: Record<string, string>, locale: "de" | "en" = "de") =>
    parseForm(bookingFormSchemas[locale], { ...validFields, ...fields });

  it("takes no address, or a whole one; an address begun is refused beside each missing field", () => {
    expect(parse({})).toMatchObject({ success: true, data: { billing_street: null, company: false } });
    expect(parse(address)).toMatchObject({ success: true, data: address });
    expect(parse({ billing_street: "Hagenmarkt 7" })).toEqual({
      success: false,
      fieldErrors: { billing_postcode: de.required.billing_postcode, billing_city: de.required.billing_city },
    });
    expect(parse({ billing_city: "Braunschweig" }, "en")).toEqual({
      success: false,
      fieldErrors: { billing_street: en.required.billing_street, billing_postcode: en.required.billing_postcode },
    });
  });

  it("wants five digits for a German postcode, other countries' postcodes as they are", () => {
    expect(parse({ ...address, billing_postcode: "3810" })).toEqual({
      success: false,
      fieldErrors: { billing_postcode: de.postcodeInvalid },
    });
    expect(
      parse({ ...address, billing_postcode: "1010", billing_city: "Wien", billing_country: "Österreich" }),
    ).toMatchObject({ success: true });
    expect(parse({ ...address, billing_postcode: "38100; DROP" })).toMatchObject({ success: false });
  });

  it("a company booking names the company and gives a VAT ID in its country's format, if any", () => {
    expect(parse({ ...address, company: "1" })).toEqual({
      success: false,
      fieldErrors: { company_name: de.companyRequired },
    });
    expect(parse({ ...address, ...company })).toMatchObject({
      success: true,
      data: { company: true, company_vat_id: "DE123456789", purchase_order: "PO-2026-0815" },
    });
    for (const wrong of ["DE12345678", "DE1234567890", "XX123456789", "123456789", "DE12345678A"]) {
      expect(parse({ ...company, company_vat_id: wrong }), wrong).toEqual({
        success: false,
        fieldErrors: { company_vat_id: de.vatIdInvalid },
      });
    }
    // Without the box ticked the company's (hidden) fields neither count nor refuse.
    expect(parse({ ...company, company: "", company_vat_id: "nonsense" })).toMatchObject({ success: true });
  });

  it("knows the EU formats of VAT IDs", () => {
    for (const id of ["DE123456789", "ATU12345678", "FRXX123456789", "NL123456789B01", "EL123456789", "IE1234567WA"]) {
      expect(VAT_ID_PATTERN.test(normalizeVatId(id)), id).toBe(true);
    }
    expect(normalizeVatId(" de-123 456.789 ")).toBe("DE123456789");
  });
});

describe("the server decides from its own total", () => {
  it("refuses 3 × 90 € = 270 € without the address, in German and English, and writes nothing", async () => {
    const event = await insertEvent({ price_cents: 9000, max_attendees: 20 });
    const german = await book(event.id, { ...validFields, num_tickets: "3" });
    expect(german.status).toBe(422);
    expect(german.result).toMatchObject({
      ok: false,
      message: { text: de.addressRequired("250,00 EUR") },
      fieldErrors: {
        billing_street: de.required.billing_street,
        billing_postcode: de.required.billing_postcode,
        billing_city: de.required.billing_city,
      },
      values: { num_tickets: "3", full_name: validFields.full_name },
    });
    const english = await book(event.id, { ...validFields, num_tickets: "3" }, "en");
    expect(english.status).toBe(422);
    expect(english.result).toMatchObject({
      ok: false,
      message: { text: en.addressRequired("250.00 EUR") },
      fieldErrors: { billing_street: en.required.billing_street },
    });
    expect(await countRows(BOOKINGS)).toBe(0);
    expect(await countRows("mail_outbox")).toBe(0);
  });

  it("books up to 250 € with the name alone, and over it with the address", async () => {
    const event = await insertEvent({ price_cents: 12500, max_attendees: 20 });
    const exactly = await book(event.id, { ...validFields, num_tickets: "2" });
    expect(exactly.status).toBe(200);
    const over = await book(event.id, { ...validFields, email: "ines@example.de", num_tickets: "3", ...address });
    expect(over.status).toBe(200);
    const rows = await env.DB.prepare(
      `SELECT email, billing_street, billing_postcode, billing_city, billing_country, company_name FROM ${BOOKINGS} ORDER BY email`,
    ).all();
    expect(rows.results).toEqual([
      {
        email: "ines@example.de",
        ...address,
        billing_country: null,
        company_name: null,
      },
      {
        email: validFields.email,
        billing_street: null,
        billing_postcode: null,
        billing_city: null,
        billing_country: null,
        company_name: null,
      },
    ]);
  });
});

describe("a company booking, from the form to the invoice, the back office and the export", () => {
  it("stores company, address, VAT ID and order number; the invoice shows them; erasure clears them", async () => {
    const event = await insertEvent({ price_cents: 123456, max_attendees: 20, title: "Klar führen – Inhouse-Tag" });
    const email = "einkauf@loewenstadt.example";
    const booked = await book(event.id, {
      ...validFields,
      email,
      ...address,
      billing_country: "Deutschland",
      ...company,
    });
    expect(booked.status).toBe(200);
    const [row] = (await env.DB.prepare(`SELECT * FROM ${BOOKINGS} WHERE email = ?`).bind(email).all<{ id: string }>())
      .results;
    expect(row).toMatchObject({
      ...address,
      billing_country: null, // Germany is the default and not printed
      company_name: "Löwenstadt Logistik GmbH",
      company_vat_id: "DE123456789",
      purchase_order: "PO-2026-0815",
    });

    // The invoice on the coach's confirmation.
    expect(await changeBookingStatus(env, row!.id, "confirmed")).toBe(true);
    const invoice = await env.DB.prepare("SELECT * FROM klarsinn_invoice WHERE booking_id = ?")
      .bind(row!.id)
      .first<InvoiceRow & { snapshot: string }>();
    const snapshot = JSON.parse(invoice!.snapshot) as InvoiceRow["snapshot"];
    expect(snapshot.recipient).toEqual({
      name: validFields.full_name,
      company: "Löwenstadt Logistik GmbH",
      address: ["Hagenmarkt 7", "38100 Braunschweig"],
      vatId: "DE123456789",
      purchaseOrder: "PO-2026-0815",
      // In parts for the e-invoice (decision 0155).
      postal: { street: "Hagenmarkt 7", postcode: "38100", city: "Braunschweig", countryCode: "DE" },
      // The company's address as booked: the e-invoice's buyer electronic address (BT-49, issue 53).
      email,
    });
    const text = await pdfText(invoicePdf({ ...invoice!, snapshot }));
    for (const expected of [
      "Löwenstadt Logistik GmbH",
      validFields.full_name,
      "Hagenmarkt 7",
      "38100 Braunschweig",
      "USt-IdNr. DE123456789",
      "Bestellnummer PO-2026-0815",
      "1.234,56 EUR",
    ]) {
      expect(text, expected).toContain(expected);
    }

    // The back office's list carries it.
    const [listed] = await listBookings(env, { q: email }, 10);
    expect(listed).toMatchObject({ company_name: "Löwenstadt Logistik GmbH", purchase_order: "PO-2026-0815" });

    // "Meine Daten": the export shows it, the erasure clears it; the invoice keeps its copy.
    const requestId = crypto.randomUUID();
    await getDb(env).insert(schema.dataRequests).values({ id: requestId, email });
    const token = await signToken(env, "data-request", requestId);
    const exported = await exportData(env, token);
    expect(exported.ok).toBe(true);
    if (!exported.ok) return;
    expect(JSON.parse(exported.json).bookings[0]).toMatchObject({
      ...address,
      company_name: "Löwenstadt Logistik GmbH",
      company_vat_id: "DE123456789",
      purchase_order: "PO-2026-0815",
    });
    await eraseData(env, token, true);
    expect(await env.DB.prepare(`SELECT * FROM ${BOOKINGS} WHERE id = ?`).bind(row!.id).first()).toMatchObject({
      full_name: ANONYMISED_NAME,
      billing_street: null,
      billing_postcode: null,
      billing_city: null,
      company_name: null,
      company_vat_id: null,
      purchase_order: null,
    });
    const kept = await env.DB.prepare("SELECT snapshot FROM klarsinn_invoice WHERE booking_id = ?")
      .bind(row!.id)
      .first<{ snapshot: string }>();
    expect(JSON.parse(kept!.snapshot).recipient.company).toBe("Löwenstadt Logistik GmbH");
  });
});
