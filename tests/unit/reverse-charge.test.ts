import { env } from "cloudflare:test";
import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { createBooking } from "../../app/features/core/booking/booking.server";
import { euVatCountry, netOfVat, reverseChargeApplies } from "../../app/features/core/booking/reverse-charge";
import { changeBookingStatus } from "../../app/features/core/booking/transitions.server";
import { invoiceCii, REVERSE_CHARGE_CODE, REVERSE_CHARGE_NOTE } from "../../app/features/core/invoices/cii";
import { invoicePdf } from "../../app/features/core/invoices/pdf.server";
import type { InvoiceRow } from "../../app/features/core/invoices/numbering.server";
import { BOOKINGS, insertEvent } from "./booking-fixtures";

/*
 * Reverse charge for businesses of other EU states (issue 53, § 13b UStG): an Austrian GmbH booking
 * an online event pays the net price and its invoice names it as the one who owes the VAT (AE).
 */

const online = { kind: "event", location: "Online (Zoom)" };
const studio = { kind: "event", location: "Klarsinn Studio, Wilhelmitorwall 12, Braunschweig" };
const austrian = { smallBusiness: false, companyName: "Alpen Lernen GmbH", vatId: "ATU12345678" };

describe("the rule", () => {
  it("applies to coaching and online events for a business with a foreign EU VAT ID of valid format", () => {
    expect(reverseChargeApplies({ ...austrian, event: online })).toBe(true);
    expect(reverseChargeApplies({ ...austrian, event: { kind: "session", location: "Braunschweig (Studio)" } })).toBe(
      true,
    );
    expect(reverseChargeApplies({ ...austrian, event: { kind: "package", location: "" } })).toBe(true);
    // An event attended in person or hybrid: taxed where it happens (§ 3a (3) Nr. 5 UStG).
    expect(reverseChargeApplies({ ...austrian, event: studio })).toBe(false);
    expect(
      reverseChargeApplies({
        ...austrian,
        event: { kind: "event", location: "Online & Hybrid (Livestream aus München)" },
      }),
    ).toBe(false);
    // Not under § 19 UStG, not for a German business, not without a company, not for a malformed ID.
    expect(reverseChargeApplies({ ...austrian, smallBusiness: true, event: online })).toBe(false);
    expect(reverseChargeApplies({ ...austrian, vatId: "DE123456789", event: online })).toBe(false);
    expect(reverseChargeApplies({ ...austrian, companyName: null, event: online })).toBe(false);
    expect(reverseChargeApplies({ ...austrian, vatId: "ATU1234", event: online })).toBe(false);
    expect(reverseChargeApplies({ ...austrian, vatId: null, event: online })).toBe(false);
    expect(euVatCountry("fr 12 345678901")).toBe("FR");
    expect(euVatCountry("NL123456789B01")).toBe("NL");
    expect(euVatCountry("CHE-123.456.789")).toBeNull();
    expect(netOfVat(11_900, 1900)).toBe(10_000);
    expect(netOfVat(14_900, 1900)).toBe(12_521);
  });
});

describe("a booking and its invoice", () => {
  const billing = {
    billing_street: "Mariahilfer Straße 1",
    billing_postcode: "1060",
    billing_city: "Wien",
    billing_country: "Österreich",
    company: true,
    company_name: "Alpen Lernen GmbH",
    purchase_order: null,
  };
  async function book(eventLocation: string, vatId: string) {
    const event = await insertEvent({ price_cents: 11_900, location: eventLocation, event_date: "2099-06-12" });
    const email = `rc-${crypto.randomUUID().slice(0, 8)}@alpen-lernen.example`;
    const booked = await createBooking(
      env,
      event.id,
      {
        full_name: "Anna Huber",
        email,
        phone: "",
        num_tickets: 2,
        early_start: true,
        ...billing,
        company_vat_id: vatId,
      },
      new Date("2099-05-01T10:00:00Z"),
    );
    if (!booked.ok) throw new Error(booked.reason);
    const row = await env.DB.prepare(`SELECT total_cents, reverse_charge FROM ${BOOKINGS} WHERE id = ?`)
      .bind(booked.bookingId)
      .first<{ total_cents: number; reverse_charge: number }>();
    expect(await changeBookingStatus(env, booked.bookingId, "confirmed")).toBe(true);
    const invoice = await env.DB.prepare("SELECT * FROM klarsinn_invoice WHERE booking_id = ? AND kind = 'invoice'")
      .bind(booked.bookingId)
      .first<InvoiceRow & { snapshot: string }>();
    return { row: row!, invoice: { ...invoice!, snapshot: JSON.parse(invoice!.snapshot) as InvoiceRow["snapshot"] } };
  }

  it("an Austrian GmbH at an online event pays net, and the invoice and e-invoice say reverse charge (AE)", async () => {
    const { row, invoice } = await book("Online (Zoom)", "ATU12345678");
    expect(row).toEqual({ total_cents: 20_000, reverse_charge: 1 });
    expect([invoice.gross_cents, invoice.net_cents, invoice.vat_cents, invoice.vat_rate_bp]).toEqual([
      20_000, 20_000, 0, 0,
    ]);
    expect(invoice.snapshot.reverseCharge).toBe(true);
    expect(invoice.snapshot.smallBusiness).toBe(false);
    const xml = invoiceCii(invoice)!;
    expect(xml).toContain("<ram:CategoryCode>AE</ram:CategoryCode>");
    expect(xml).not.toContain("<ram:CategoryCode>S</ram:CategoryCode>");
    expect(xml).toContain(`<ram:ExemptionReason>${REVERSE_CHARGE_NOTE}</ram:ExemptionReason>`);
    expect(xml).toContain(`<ram:ExemptionReasonCode>${REVERSE_CHARGE_CODE}</ram:ExemptionReasonCode>`);
    expect(xml).toContain('<ram:ID schemeID="VA">ATU12345678</ram:ID>'); // BR-AE-2: the buyer's VAT ID
    const { text } = await extractText(invoicePdf(invoice), { mergePages: true });
    expect(text.replace(/\s+/g, " ")).toContain("Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge");
  });

  it("the same company in the studio pays German VAT; a German company online too", async () => {
    const inPerson = await book("Klarsinn Studio, Wilhelmitorwall 12, Braunschweig", "ATU12345678");
    expect(inPerson.row).toEqual({ total_cents: 23_800, reverse_charge: 0 });
    expect(inPerson.invoice.vat_cents).toBe(3_800);
    expect(invoiceCii(inPerson.invoice)).toContain("<ram:CategoryCode>S</ram:CategoryCode>");
    const german = await book("Online (Zoom)", "DE123456789");
    expect(german.row).toEqual({ total_cents: 23_800, reverse_charge: 0 });
    expect(german.invoice.snapshot.reverseCharge).toBeUndefined();
  });
});
