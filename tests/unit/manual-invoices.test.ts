import { env } from "cloudflare:test";
import { extractText } from "unpdf";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { DEFAULT_BUSINESS_SETTINGS } from "../../app/features/core/business/settings";
import { saveBusinessSettings } from "../../app/features/core/business/settings.server";
import { invoiceCii } from "../../app/features/core/invoices/cii";
import { datevExport } from "../../app/features/core/invoices/datev.server";
import { bookingInvoiceDraft, bookingWithEvent } from "../../app/features/core/invoices/invoices.server";
import { euroCents } from "../../app/features/core/invoices/manual";
import { issueInvoice, type InvoiceRow } from "../../app/features/core/invoices/numbering.server";
import { invoicePdf } from "../../app/features/core/invoices/pdf.server";
import * as listRoute from "../../app/routes/admin/rechnungen";
import * as newRoute from "../../app/routes/admin/rechnungen.neu";
import { berlinToday } from "../../app/lib/today";
import { callRoute, createProfile, get, post, sessionCookie } from "./admin-helpers";
import { insertEvent } from "./booking-fixtures";

/** Invoices and Stornorechnungen without a booking (issue 53, decision 0223), through the back office's routes. */

vi.setConfig({ testTimeout: 60_000 });

let admin = "";
beforeAll(async () => {
  admin = await sessionCookie(await createProfile(`rechnung-${crypto.randomUUID()}@example.de`, true));
});

const today = berlinToday();

/** A talk for a company, as the coach types it in. */
const talk = (overrides: Record<string, string> = {}) => ({
  intent: "create",
  subject: crypto.randomUUID(),
  name: "Dr. Petra Albers",
  company: "Nordlicht Versicherung AG",
  street: "Hafenstraße 4",
  postcode: "20457",
  city: "Hamburg",
  country: "",
  email: "Einkauf@Nordlicht.example",
  vat_id: "de 123 456 789",
  purchase_order: "PO-7781",
  service_date: today,
  paid_on: "",
  line0_description: "Impulsvortrag „Klar entscheiden unter Druck“ (90 Minuten)",
  line0_quantity: "1",
  line0_price: "1.190,00",
  line1_description: "Fahrtkosten Braunschweig–Hamburg",
  line1_quantity: "2",
  line1_price: "59,50",
  ...overrides,
});

const counts = async () =>
  env.DB.prepare(
    `SELECT (SELECT count(*) FROM klarsinn_invoice) AS invoices, (SELECT count(*) FROM klarsinn_manual_invoice) AS subjects,
            (SELECT coalesce(sum(last_number), 0) FROM klarsinn_invoice_counter) AS counter`,
  ).first<{ invoices: number; subjects: number; counter: number }>();

const byNumber = (number: string) =>
  env.DB.prepare("SELECT * FROM klarsinn_invoice WHERE number = ?")
    .bind(number)
    .first<Record<string, unknown>>()
    .then((row) => (row ? ({ ...row, snapshot: JSON.parse(row.snapshot as string) } as InvoiceRow) : null));

type Answer = {
  ok: boolean;
  shown?: { number: string };
  fieldErrors?: Record<string, string>;
  toast?: { text: string };
};

const issue = async (form: Record<string, string>, cookie = admin) => {
  const outcome = await callRoute(newRoute.action, post("/admin/rechnungen/neu", form, cookie));
  return { status: outcome.status, body: outcome.body as Answer };
};

/** The next number of a year's series after `number`. */
const next = (number: string, step = 1) =>
  `${number.slice(0, 5)}${String(Number(number.slice(5)) + step).padStart(4, "0")}`;

const pdfText = async (row: InvoiceRow) =>
  (await extractText(new Uint8Array(invoicePdf(row)), { mergePages: true })).text.replace(/\s+/g, " ");

describe("euro amounts as typed", () => {
  it("reads German and plain amounts to cents and refuses the rest", () => {
    expect(euroCents("120")).toBe(12_000);
    expect(euroCents("89,5")).toBe(8950);
    expect(euroCents("1.250,00 €")).toBe(125_000);
    expect(euroCents("89.50")).toBe(8950);
    expect(euroCents("12.345")).toBe(1_234_500);
    for (const bad of ["", "abc", "1,234", "-5", "1.2.3", "12,5,0"]) expect(euroCents(bad)).toBeNull();
  });
});

describe("an invoice without a booking", () => {
  it("takes the next number after a booking's invoice, with the PDF, the e-invoice and the DATEV line", async () => {
    // A booking's invoice first: the same series.
    const event = await insertEvent({ price_cents: 8900 });
    const bookingId = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO klarsinn_booking (id, event_id, full_name, email, num_tickets, total_price, total_cents, currency, status)
       VALUES (?, ?, 'Lena Vogt', 'lena@example.de', 1, 89, 8900, 'EUR', 'confirmed')`,
    )
      .bind(bookingId, event.id)
      .run();
    const row = await bookingWithEvent(env, bookingId);
    const booked = await issueInvoice(env, bookingInvoiceDraft(row!.booking, row!.event, DEFAULT_BUSINESS_SETTINGS));

    const { status, body } = await issue(talk());
    expect(status).toBe(200);
    expect(body.ok).toBe(true);
    const number = body.shown!.number;
    expect(number).toBe(next(booked!.number));
    const invoice = (await byNumber(number))!;
    // 1,190.00 + 2 × 59.50 = 1,309.00 gross at 19 %: 1,100.00 net, 209.00 VAT.
    expect(invoice).toMatchObject({
      kind: "invoice",
      gross_cents: 130_900,
      net_cents: 110_000,
      vat_cents: 20_900,
      vat_rate_bp: 1900,
      currency: "EUR",
      refers_to: null,
    });
    expect(invoice.snapshot).toMatchObject({
      manual: true,
      serviceDate: today,
      smallBusiness: false,
      recipient: {
        name: "Dr. Petra Albers",
        company: "Nordlicht Versicherung AG",
        address: ["Hafenstraße 4", "20457 Hamburg"],
        vatId: "DE123456789",
        purchaseOrder: "PO-7781",
        email: "einkauf@nordlicht.example",
        postal: { countryCode: "DE" },
      },
      lines: [
        { quantity: 1, unitGrossCents: 119_000, grossCents: 119_000 },
        { quantity: 2, unitGrossCents: 5950, grossCents: 11_900 },
      ],
    });
    expect(invoice.snapshot.payment?.termDays).toBeGreaterThan(0);

    const text = await pdfText(invoice);
    expect(text).toContain(`Rechnungsnummer ${number}`);
    expect(text).toContain("Vorgangsnummer");
    expect(text).not.toContain("Buchungsnummer");
    expect(text).toContain("Nordlicht Versicherung AG");
    expect(text).toContain("Impulsvortrag „Klar entscheiden unter Druck“ (90 Minuten)");
    expect(text).toContain("1.309,00");

    const xml = invoiceCii(invoice)!;
    expect(xml).toContain(`<ram:ID>${number}</ram:ID>`);
    expect(xml).toContain("<ram:BuyerReference>PO-7781</ram:BuyerReference>");
    expect(xml).toContain("<ram:GrandTotalAmount>1309.00</ram:GrandTotalAmount>");
    expect(invoiceCii(invoice, "xrechnung")).toContain("xrechnung_3.0");

    const datev = new TextDecoder("windows-1252").decode(
      await datevExport(env, { month: today.slice(0, 7), adviser: "1001", client: "1", now: new Date() }),
    );
    expect(datev).toContain(`"Rechnung ${number} Nordlicht Versicherung AG"`);
    expect(datev).toContain(`"${booked!.number}"`);
  });

  it("posted twice (the same form) stays one invoice; the counter does not move", async () => {
    const form = talk();
    const first = await issue(form);
    const before = await counts();
    const again = await issue(form);
    expect(again.status).toBe(200);
    expect(again.body.shown!.number).toBe(first.body.shown!.number);
    expect(again.body.toast!.text).toContain("Schon abgeschickt");
    expect(await counts()).toEqual(before);
  });

  it("a cash session for a private person, paid already: no payment request, the payment noted", async () => {
    const { body } = await issue(
      talk({
        name: "Jonas Berger",
        company: "",
        email: "",
        vat_id: "",
        purchase_order: "",
        paid_on: today,
        line0_description: "Coaching-Sitzung (60 Minuten), bar bezahlt",
        line0_price: "120",
        line1_description: "",
        line1_quantity: "",
        line1_price: "",
      }),
    );
    const invoice = (await byNumber(body.shown!.number))!;
    expect(invoice.gross_cents).toBe(12_000);
    expect(invoice.snapshot.payment).toBeNull();
    expect(invoice.snapshot.paidOn).toBe(today);
    expect(invoiceCii(invoice)).toBeNull(); // a private person: the PDF only
    const text = await pdfText(invoice);
    expect(text).toContain("Bezahlt am");
    expect(text).not.toContain("(online)");
    expect(text).not.toContain("Bitte überweise");
  });

  it("under § 19 UStG without VAT; for an Austrian company the reverse charge, net", async () => {
    await saveBusinessSettings(env, { ...DEFAULT_BUSINESS_SETTINGS, smallBusiness: true });
    try {
      const small = (await byNumber((await issue(talk())).body.shown!.number))!;
      expect(small).toMatchObject({ gross_cents: 130_900, vat_cents: 0, vat_rate_bp: 0 });
      expect(small.snapshot.smallBusiness).toBe(true);
      expect(await pdfText(small)).toContain("Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.");
    } finally {
      await saveBusinessSettings(env, DEFAULT_BUSINESS_SETTINGS);
    }
    const austrian = (await byNumber(
      (await issue(talk({ vat_id: "ATU12345678", country: "Österreich", city: "Wien", postcode: "1010" }))).body.shown!
        .number,
    ))!;
    // 1,190.00 → 1,000.00 and 59.50 → 50.00 net: 1,100.00, no VAT, the client owes it.
    expect(austrian).toMatchObject({ gross_cents: 110_000, net_cents: 110_000, vat_cents: 0, vat_rate_bp: 0 });
    expect(austrian.snapshot).toMatchObject({ reverseCharge: true, smallBusiness: false });
    expect(invoiceCii(austrian)).toContain("<ram:CategoryCode>AE</ram:CategoryCode>");
  });

  it("bad input answers 422 with the field's message and writes nothing", async () => {
    const before = await counts();
    const cases: [Record<string, string>, string, string][] = [
      [{ name: "" }, "name", "Bitte ausfüllen."],
      [{ postcode: "1" }, "postcode", "Postleitzahl"],
      [{ line0_price: "12,345" }, "line0_price", "Betrag"],
      [{ line0_quantity: "0" }, "line0_quantity", "ganze Zahl"],
      [{ line1_price: "" }, "line1_price", "Betrag"],
      [{ service_date: "2026-02-30" }, "service_date", "Leistungsdatum"],
      [{ paid_on: "2099-01-01" }, "paid_on", "nicht in der Zukunft"],
      [{ email: "keine-adresse" }, "email", "E-Mail"],
      [{ vat_id: "123" }, "vat_id", "USt-IdNr."],
      [
        {
          line0_description: "",
          line0_quantity: "",
          line0_price: "",
          line1_description: "",
          line1_quantity: "",
          line1_price: "",
        },
        "line0_description",
        "mindestens eine Position angeben",
      ],
    ];
    for (const [change, field, message] of cases) {
      const { status, body } = await issue(talk(change));
      expect(status, field).toBe(422);
      expect(body.fieldErrors?.[field], field).toContain(message);
    }
    expect((await issue(talk({ subject: "kein-uuid" }))).status).toBe(422);
    expect(await counts()).toEqual(before);
  });

  it("only for an administrator; a subject that is a booking's id issues nothing", async () => {
    const before = await counts();
    const visitor = await issue(talk(), "");
    expect(visitor.status).not.toBe(200);
    const user = await sessionCookie(await createProfile(`kundin-${crypto.randomUUID()}@example.de`, false));
    expect((await issue(talk(), user)).status).not.toBe(200);
    expect(await counts()).toEqual(before);

    const event = await insertEvent();
    const bookingId = crypto.randomUUID();
    await env.DB.prepare(
      `INSERT INTO klarsinn_booking (id, event_id, full_name, email, num_tickets, total_price, total_cents, currency, status)
       VALUES (?, ?, 'Gast', 'gast@example.de', 1, 29.9, 2990, 'EUR', 'confirmed')`,
    )
      .bind(bookingId, event.id)
      .run();
    expect((await issue(talk({ subject: bookingId }))).status).toBe(400);
    expect(await counts()).toEqual(before);
  });
});

describe("its Stornorechnung and the list", () => {
  it("cancels once with the next number and the amounts negated; a booking's invoice is not cancelled here", async () => {
    const number = (await issue(talk())).body.shown!.number;
    const cancel = (id: string, cookie = admin) =>
      callRoute(listRoute.action, post("/admin/rechnungen", { intent: "cancel", id }, cookie));

    expect((await cancel(number, "")).status).not.toBe(200);
    const done = await cancel(number);
    expect(done.status).toBe(200);
    const storno = (await byNumber(next(number)))!;
    expect(storno).toMatchObject({
      kind: "cancellation",
      refers_to: number,
      gross_cents: -130_900,
      vat_cents: -20_900,
    });
    expect(storno.snapshot.refersTo?.number).toBe(number);
    const text = await pdfText(storno);
    expect(text).toContain("Stornorechnung");
    expect(text).toContain(`hebt die Rechnung ${number}`);
    expect(invoiceCii(storno)).toContain("<ram:TypeCode>381</ram:TypeCode>");

    const before = await counts();
    expect((await cancel(number)).status).toBe(409); // cancelled already
    expect((await cancel(next(number))).status).toBe(409); // a Stornorechnung is not cancelled
    expect((await cancel("2026-99999")).status).toBe(409);
    expect((await cancel("kaputt")).status).toBe(400);
    // A booking's invoice is cancelled with its booking, not here.
    const [bookingInvoice] = (
      await env.DB.prepare(
        "SELECT number FROM klarsinn_invoice WHERE booking_id IN (SELECT id FROM klarsinn_booking) AND kind = 'invoice'",
      ).all<{ number: string }>()
    ).results;
    expect((await cancel(bookingInvoice!.number)).status).toBe(409);
    expect(await counts()).toEqual(before);

    const list = await callRoute(listRoute.loader, get(`/admin/rechnungen?q=${encodeURIComponent(number)}`, admin));
    const rows = (list.body as { rows: { number: string; manual: boolean; cancelledBy: string | null }[] }).rows;
    expect(rows.find((row) => row.number === number)).toMatchObject({ manual: true, cancelledBy: next(number) });
    const all = await callRoute(listRoute.loader, get("/admin/rechnungen?q=Lena", admin));
    expect((all.body as { rows: { manual: boolean }[] }).rows[0]).toMatchObject({ manual: false });
    expect((await callRoute(listRoute.loader, get("/admin/rechnungen"))).status).not.toBe(200);
  });
});
