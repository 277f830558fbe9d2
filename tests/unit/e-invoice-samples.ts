import { DEFAULT_BUSINESS_SETTINGS } from "../../app/features/core/business/settings";
import { manualInvoiceDraft } from "../../app/features/core/invoices/manual.server";
import type { InvoiceDraft, InvoiceRow } from "../../app/features/core/invoices/numbering.server";
import { invoiceLine, invoiceTotals, negatedLine } from "../../app/features/core/invoices/vat";
import type { InvoiceSnapshot } from "../../db/invoice-snapshot";

/**
 * Issued invoices of company bookings, as the invoices table stores them, for the e-invoice tests
 * (tests/unit/e-invoice.test.ts renders them, tests/fixtures/e-invoice/ holds what they render to,
 * and tests/ops/e-invoice-xsd.test.ts validates those files against the Factur-X EN 16931 schema).
 */
const issuer: InvoiceSnapshot["issuer"] = {
  name: DEFAULT_BUSINESS_SETTINGS.issuerName,
  address: ["Wilhelmitorwall 12", "38118 Braunschweig", "Deutschland"],
  vatId: "DE318456729",
  taxNumber: null,
  email: "hallo@klarsinn-coaching.de",
  website: "klarsinn-coaching.de",
  postal: { street: "Wilhelmitorwall 12", postcode: "38118", city: "Braunschweig", countryCode: "DE" },
  contact: { name: "Johanna Lindner", phone: "+49 531 123 456 70" },
};

const recipient: InvoiceSnapshot["recipient"] = {
  name: "Greta Hansen",
  company: "Hansen & Söhne <GmbH>",
  address: ["Hafenstraße 5", "1010 Wien", "Österreich"],
  vatId: "ATU12345678",
  purchaseOrder: "PO-2026-117",
  postal: { street: "Hafenstraße 5", postcode: "1010", city: "Wien", countryCode: "AT" },
  email: "einkauf@hansen-soehne.example",
};

function row(draft: InvoiceDraft, number: string, issuedAt: string): InvoiceRow {
  return {
    id: `00000000-0000-4000-8000-${number.replace("-", "").padStart(12, "0")}`,
    number,
    booking_id: draft.bookingId,
    kind: draft.kind,
    issued_at: issuedAt,
    gross_cents: draft.grossCents,
    currency: "EUR",
    net_cents: draft.netCents,
    vat_cents: draft.vatCents,
    vat_rate_bp: draft.vatRateBp,
    refers_to: draft.refersTo,
    snapshot: draft.snapshot,
  };
}

const bookingId = "5d7c2a10-0000-4000-8000-000000000042";
const payment = {
  recipient: "Johanna Lindner",
  iban: "DE02 1203 0000 0000 2020 51",
  bic: "BYLADEM1001",
  bankName: "Deutsche Kreditbank",
  reference: "Buchung 5D7C2A10",
  termDays: 14,
};

/** 3 places at 1,490 € with 19 % VAT, a 10 % discount code; to be paid by transfer. */
export function regularInvoice(): InvoiceRow {
  const lines = [
    invoiceLine("Teamtag Klarheit im Wandel, 14.03.2027", 3, 149_000, 1900),
    invoiceLine("Rabattcode HERBST10", 1, -44_700, 1900),
  ];
  return row(
    {
      bookingId,
      kind: "invoice",
      ...invoiceTotals(lines),
      vatRateBp: 1900,
      refersTo: null,
      snapshot: {
        issuer,
        recipient,
        bookingReference: "5D7C2A10",
        serviceDate: "2027-03-14",
        lines,
        smallBusiness: false,
        refersTo: null,
        payment,
      },
    },
    "2026-0042",
    // 23:30 UTC on 31 December is New Year's Day in Berlin: the invoice date is 2027-01-01.
    "2026-12-31T23:30:00.000Z",
  );
}

/** The Stornorechnung of `regularInvoice`, as `cancellationDraft` makes it (e-invoice.test.ts checks it does). */
export function cancellationInvoice(): InvoiceRow {
  const original = regularInvoice();
  const lines = original.snapshot.lines.map(negatedLine);
  return row(
    {
      bookingId,
      kind: "cancellation",
      ...invoiceTotals(lines),
      vatRateBp: original.vat_rate_bp,
      refersTo: original.number,
      snapshot: {
        ...original.snapshot,
        lines,
        refersTo: { number: original.number, issuedOn: "2027-01-01" },
        payment: null,
      },
    },
    "2027-0003",
    "2027-01-05T09:00:00.000Z",
  );
}

/** A small business (§ 19 UStG) with a tax number only; paid online before it was issued. */
export function smallBusinessInvoice(): InvoiceRow {
  const lines = [invoiceLine("Vortrag Mindset im Team, 02.02.2027", 1, 89_000, 0)];
  return row(
    {
      bookingId,
      kind: "invoice",
      ...invoiceTotals(lines),
      vatRateBp: 0,
      refersTo: null,
      snapshot: {
        issuer: { ...issuer, vatId: null, taxNumber: "13/123/45678" },
        recipient: {
          name: "Jonas Berg",
          company: "Berg Beratung GmbH",
          address: ["Lindenallee 2", "38100 Braunschweig"],
          postal: { street: "Lindenallee 2", postcode: "38100", city: "Braunschweig", countryCode: "DE" },
          email: "buchhaltung@berg-beratung.example",
        },
        bookingReference: "5D7C2A10",
        serviceDate: "2027-02-02",
        lines,
        smallBusiness: true,
        refersTo: null,
        paidOn: "2027-01-10",
        payment: null,
      },
    },
    "2027-0007",
    "2027-01-10T10:00:00.000Z",
  );
}

/** Reverse charge (issue 53): an Austrian company's online workshop, net, 0 %, category AE. */
export function reverseChargeInvoice(): InvoiceRow {
  const lines = [invoiceLine("Online-Workshop Klarheit im Team, 20.03.2027", 2, 42_017, 0)];
  return row(
    {
      bookingId,
      kind: "invoice",
      ...invoiceTotals(lines),
      vatRateBp: 0,
      refersTo: null,
      snapshot: {
        issuer,
        recipient,
        bookingReference: "5D7C2A10",
        serviceDate: "2027-03-20",
        lines,
        smallBusiness: false,
        reverseCharge: true,
        refersTo: null,
        payment,
      },
    },
    "2027-0011",
    "2027-02-01T09:00:00.000Z",
  );
}

/**
 * Without a booking (decision 0223): an in-house day for a public buyer with its Leitweg-ID, written
 * in the back office and paid by transfer before the invoice (payment means 1 with its text).
 */
export function manualInvoice(): InvoiceRow {
  const draft = manualInvoiceDraft(
    {
      subject: "7a3e9c40-0000-4000-8000-000000000023",
      name: "Sabine Krüger",
      company: "Stadt Braunschweig, Fachbereich Personal",
      street: "Platz der Deutschen Einheit 1",
      postcode: "38100",
      city: "Braunschweig",
      country: null,
      email: "personalentwicklung@braunschweig.example",
      vat_id: null,
      purchase_order: "03101000-12345-67",
      service_date: "2027-02-15",
      paid_on: "2027-02-16",
      lines: [
        { description: "Inhouse-Training „Klar führen in Veränderung“ (1 Tag)", quantity: 1, unitGrossCents: 178_500 },
        { description: "Arbeitsmaterial je Teilnehmerin", quantity: 12, unitGrossCents: 1190 },
      ],
    },
    { ...DEFAULT_BUSINESS_SETTINGS, vatId: "DE318456729" },
    false,
  );
  return row({ ...draft, snapshot: { ...draft.snapshot, issuer } }, "2027-0014", "2027-02-16T11:00:00.000Z");
}

export const samples = {
  "invoice-19": regularInvoice,
  "cancellation-381": cancellationInvoice,
  "small-business-19-ustg": smallBusinessInvoice,
  "reverse-charge-ae": reverseChargeInvoice,
  "manual-paid": manualInvoice,
} as const;

/** The same invoices as XRechnung 3.0 (tests/fixtures/e-invoice/*-xrechnung.xml). */
export const xrechnungSamples = {
  "invoice-19-xrechnung": regularInvoice,
  "cancellation-381-xrechnung": cancellationInvoice,
  "small-business-19-ustg-xrechnung": smallBusinessInvoice,
  "reverse-charge-ae-xrechnung": reverseChargeInvoice,
  "manual-paid-xrechnung": manualInvoice,
} as const;
