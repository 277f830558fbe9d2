import { createExecutionContext, env } from "cloudflare:test";
import { extractText } from "unpdf";
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_BUSINESS_SETTINGS } from "../../app/features/core/business/settings";
import { saveBusinessSettings } from "../../app/features/core/business/settings.server";
import { changeBookingStatus } from "../../app/features/core/booking/transitions.server";
import { cancelOwnBooking, loadManagedBooking } from "../../app/features/core/booking/manage.server";
import { bookingReference } from "../../app/features/core/payments/reference";
import { invoicePdf } from "../../app/features/core/invoices/pdf.server";
import {
  invoiceNumber,
  issueInvoice,
  type InvoiceDraft,
  type InvoiceRow,
} from "../../app/features/core/invoices/numbering.server";
import { invoiceLine, invoiceTotals, splitGross } from "../../app/features/core/invoices/vat";
import { getMessages } from "../../app/lib/i18n";
import { signToken } from "../../app/lib/signed-token.server";
import { ORIGIN, createProfile, sessionCookie } from "./admin-helpers";
import { createTestWorker } from "./app-harness";
import { insertEvent } from "./booking-fixtures";

/**
 * Invoices (decisions 0010, 0011): issued with the coach's confirmation, numbered without gaps, rendered as a
 * PDF with the § 14 UStG fields, cancelled by a Stornorechnung, a fee invoiced, never changed.
 */

// Fifty confirmations with PDFs, and pdf.js loading once, take seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

type Row = InvoiceRow;

async function pendingBooking(
  opts: { tickets?: number; priceCents?: number; eventDate?: string; startTime?: string; name?: string } = {},
) {
  const tickets = opts.tickets ?? 2;
  const price = opts.priceCents ?? 8900;
  const event = await insertEvent({
    price_cents: price,
    max_attendees: 100,
    ...(opts.eventDate ? { event_date: opts.eventDate } : {}),
    ...(opts.startTime ? { start_time: opts.startTime } : {}),
  });
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO klarsinn_booking (id, event_id, full_name, email, num_tickets, total_price, total_cents, currency, status, email_confirmed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'EUR', 'pending', '2026-01-01T00:00:00Z')`,
  )
    .bind(
      id,
      event.id,
      opts.name ?? "Greta Hansen",
      `greta-${id}@example.de`,
      tickets,
      (tickets * price) / 100,
      tickets * price,
    )
    .run();
  return { id, event };
}

const invoicesOf = async (bookingId: string) =>
  (
    await env.DB.prepare("SELECT * FROM klarsinn_invoice WHERE booking_id = ? ORDER BY number")
      .bind(bookingId)
      .all<Row & { snapshot: string }>()
  ).results.map((row) => ({ ...row, snapshot: JSON.parse(row.snapshot) as Row["snapshot"] }));

const numbersOf = async (year: number) =>
  (
    await env.DB.prepare("SELECT number FROM klarsinn_invoice WHERE number LIKE ? ORDER BY number")
      .bind(`${year}-%`)
      .all<{ number: string }>()
  ).results.map((r) => r.number);

/** The PDF's text as a reader extracts it (unpdf, pdf.js), whitespace and line breaks collapsed. */
const pdfText = async (bytes: Uint8Array) =>
  (await extractText(new Uint8Array(bytes), { mergePages: true })).text.replace(/\s+/g, " ");

describe("VAT out of gross prices, per line, in cents", () => {
  it("splits gross into net and VAT with half-up rounding, exactly", () => {
    expect(splitGross(11900, 1900)).toEqual({ netCents: 10000, vatCents: 1900 });
    expect(splitGross(8900, 1900)).toEqual({ netCents: 7479, vatCents: 1421 }); // 7478.99… → 7479
    expect(splitGross(1, 1900)).toEqual({ netCents: 1, vatCents: 0 }); // 0.84 → 1
    expect(splitGross(6, 1900)).toEqual({ netCents: 5, vatCents: 1 }); // 5.04 → 5
    expect(splitGross(107, 700)).toEqual({ netCents: 100, vatCents: 7 });
    expect(splitGross(0, 1900)).toEqual({ netCents: 0, vatCents: 0 });
    expect(splitGross(2990, 0)).toEqual({ netCents: 2990, vatCents: 0 }); // § 19: no VAT
    // Negative (cancellation) amounts mirror the positive ones.
    expect(splitGross(-8900, 1900)).toEqual({ netCents: -7479, vatCents: -1421 });
    expect(() => splitGross(0.5, 1900)).toThrow(RangeError);
  });

  it("rounds each line once (quantity × unit price), never per unit, and totals are sums of lines", () => {
    // 3 × 29,90 = 89,70 gross → net 75,378… → 75,38; per unit it would be 3 × 25,13 = 75,39.
    const line = invoiceLine("Workshop", 3, 2990, 1900);
    expect(line).toMatchObject({ grossCents: 8970, netCents: 7538, vatCents: 1432 });
    expect(3 * splitGross(2990, 1900).netCents).toBe(7539);
    // Two lines of 0,06 €: each 0,05 net + 0,01 VAT; the sum of the gross (0,12) alone would give 0,10 + 0,02.
    const lines = [invoiceLine("a", 1, 6, 1900), invoiceLine("b", 1, 6, 1900)];
    expect(invoiceTotals(lines)).toEqual({ grossCents: 12, netCents: 10, vatCents: 2 });
    expect(splitGross(12, 1900)).toEqual({ netCents: 10, vatCents: 2 });
    const three = [6, 6, 6].map((c) => invoiceLine("x", 1, c, 1900));
    expect(invoiceTotals(three)).toEqual({ grossCents: 18, netCents: 15, vatCents: 3 });
    expect(splitGross(18, 1900)).toEqual({ netCents: 15, vatCents: 3 });
    // For every amount, net + VAT equal the gross.
    for (let cents = 0; cents < 5000; cents += 7) {
      const { netCents, vatCents } = splitGross(cents, 1900);
      expect(netCents + vatCents).toBe(cents);
      expect(Math.abs(netCents * 1.19 - cents)).toBeLessThanOrEqual(0.6);
    }
  });
});

describe("invoice on the coach's confirmation", () => {
  it("issues one invoice with a snapshot, attaches its PDF to the e-mail and shows it on Meine Buchung", async () => {
    const now = new Date("2040-03-10T09:30:00Z");
    const { id, event } = await pendingBooking({ tickets: 2, priceCents: 8900, name: "Ömer Şahin-Groß" });
    expect(await changeBookingStatus(env, id, "confirmed", now)).toBe(true);
    const [invoice, ...more] = await invoicesOf(id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({
      number: "2040-0001",
      kind: "invoice",
      gross_cents: 17800,
      net_cents: 14958, // 17800 / 1.19 = 14957.98
      vat_cents: 2842,
      vat_rate_bp: 1900,
      currency: "EUR",
      issued_at: now.toISOString(),
      refers_to: null,
    });
    expect(invoice!.snapshot).toMatchObject({
      recipient: { name: "Ömer Şahin-Groß" },
      bookingReference: bookingReference(id),
      serviceDate: event.event_date,
      smallBusiness: false,
      issuer: { vatId: "DE318456729", address: ["Wilhelmitorwall 12", "38118 Braunschweig", "Deutschland"] },
      lines: [{ quantity: 2, unitGrossCents: 8900, grossCents: 17800, netCents: 14958, vatCents: 2842 }],
    });

    // A second click issues nothing and the counter stays.
    expect(await changeBookingStatus(env, id, "confirmed", new Date("2040-03-10T09:31:00Z"))).toBe(false);
    expect(await invoicesOf(id)).toHaveLength(1);

    // The confirmation e-mail carries the PDF (base64) and the GiroCode, and says so.
    const mail = await env.DB.prepare("SELECT payload FROM mail_outbox WHERE ref_id = ? AND kind = 'booking-status'")
      .bind(id)
      .first<{ payload: string }>();
    const payload = JSON.parse(mail!.payload) as {
      text: string;
      attachments: { filename: string; contentType: string; content: string; encoding?: string }[];
    };
    expect(payload.attachments.map((a) => [a.filename, a.contentType, a.encoding])).toEqual([
      ["rechnung-2040-0001.pdf", "application/pdf", "base64"],
      // The confirmation concludes the contract: the withdrawal terms travel with it (decision 0107).
      ["widerrufsbelehrung.pdf", "application/pdf", "base64"],
      // … and the AGB in full (decision 0192).
      ["agb.pdf", "application/pdf", "base64"],
      ["girocode.svg", "image/svg+xml", undefined],
    ]);
    expect(payload.text).toContain("Deine Rechnung 2040-0001 hängt als PDF an");
    const bytes = Uint8Array.from(atob(payload.attachments[0]!.content), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes.subarray(0, 8))).toBe("%PDF-1.4");

    // The PDF: § 14 UStG fields, read back as text.
    const text = await pdfText(bytes);
    for (const expected of [
      "Johanna Lindner – Klarsinn Coaching",
      "Wilhelmitorwall 12 · 38118 Braunschweig · Deutschland",
      "USt-IdNr.",
      "DE318456729",
      "Ömer Sahin-Groß", // Helvetica (WinAnsi) has no Ş: shown as its base letter, never as "?"
      "Rechnungsnummer",
      "2040-0001",
      "Rechnungsdatum",
      "10.03.2040",
      "Leistungsdatum",
      "12.06.2099",
      "Teilnahme „Mindset-Werkstatt: Vom Grübeln ins Handeln“ am 12.06.2099",
      "89,00 EUR",
      "149,58 EUR",
      "19 %",
      "Umsatzsteuer 19 %",
      "28,42 EUR",
      "Gesamtbetrag",
      "178,00 EUR",
      `Buchung ${bookingReference(id)}`,
      "DE02 1203 0000 0000 2020 51",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain("§ 19");

    // The same document every time (rendered from the stored row only).
    expect(invoicePdf({ ...invoice!, snapshot: invoice!.snapshot })).toEqual(bytes);

    // Meine Buchung lists it.
    const token = await signToken(env, "booking", id);
    const page = await loadManagedBooking(env, token);
    expect(page?.invoices).toEqual([{ number: "2040-0001", label: "Rechnung" }]);
  });

  it("confirming a free booking issues no invoice, takes no number, and its e-mail asks for no payment", async () => {
    const now = new Date("2051-05-04T09:00:00Z");
    const free = await pendingBooking({ priceCents: 0 });
    expect(await changeBookingStatus(env, free.id, "confirmed", now)).toBe(true);
    expect(await invoicesOf(free.id)).toEqual([]);
    const mail = await env.DB.prepare("SELECT payload FROM mail_outbox WHERE ref_id = ? AND kind = 'booking-status'")
      .bind(free.id)
      .first<{ payload: string }>();
    const payload = JSON.parse(mail!.payload) as { text: string; attachments?: unknown[] };
    expect(payload.attachments).toBeUndefined();
    expect(payload.text).not.toContain(getMessages("de").payment.heading);
    expect(payload.text).not.toContain("Rechnung");
    // The rule lives in the numbering itself: a draft over nothing issues nothing, whoever asks.
    const nothing = { bookingId: free.id, kind: "invoice", grossCents: 0, netCents: 0, vatCents: 0 } as InvoiceDraft;
    expect(await issueInvoice(env, nothing, now)).toBeNull();
    // The next paid confirmation of the year still gets the year's first number.
    const paid = await pendingBooking({ priceCents: 4500 });
    expect(await changeBookingStatus(env, paid.id, "confirmed", now)).toBe(true);
    expect(await numbersOf(2051)).toEqual(["2051-0001"]);
  });

  it("50 concurrent confirmations of 50 bookings: 50 consecutive numbers, no gap, no duplicate", async () => {
    const now = new Date("2041-05-05T10:00:00Z");
    const bookings = await Promise.all(Array.from({ length: 50 }, () => pendingBooking({ tickets: 1 })));
    // Each booking is also confirmed twice at once: a double click must not take a second number.
    const results = await Promise.all(
      [...bookings, ...bookings].map((b) => changeBookingStatus(env, b.id, "confirmed", now)),
    );
    expect(results.filter(Boolean)).toHaveLength(50);
    expect(await numbersOf(2041)).toEqual(Array.from({ length: 50 }, (_, k) => invoiceNumber(2041, k + 1)));
    const counter = await env.DB.prepare("SELECT last_number FROM klarsinn_invoice_counter WHERE year = 2041").first();
    expect(counter).toEqual({ last_number: 50 });
  });

  it("a refused confirmation (expired hold, already cancelled) issues no invoice and takes no number", async () => {
    const now = new Date("2042-01-10T10:00:00Z");
    const { id } = await pendingBooking();
    await env.DB.prepare("UPDATE klarsinn_booking SET hold_expires_at = '2042-01-10T09:00:00Z' WHERE id = ?")
      .bind(id)
      .run();
    expect(await changeBookingStatus(env, id, "confirmed", now)).toBe(false);
    // Confirmed before this feature existed: a click on an already confirmed booking invoices nothing.
    const old = await pendingBooking();
    await env.DB.prepare("UPDATE klarsinn_booking SET status = 'confirmed' WHERE id = ?").bind(old.id).run();
    expect(await changeBookingStatus(env, old.id, "confirmed", now)).toBe(false);
    expect(await numbersOf(2042)).toEqual([]);
    const next = await pendingBooking();
    await changeBookingStatus(env, next.id, "confirmed", now);
    expect(await numbersOf(2042)).toEqual(["2042-0001"]);
  });
});

describe("cancellation invoices and fee invoices", () => {
  it("the coach cancels an invoiced booking: a Stornorechnung with its own number, negative, referring to the original", async () => {
    const { id } = await pendingBooking({ tickets: 3, priceCents: 2990 });
    await changeBookingStatus(env, id, "confirmed", new Date("2043-02-01T10:00:00Z"));
    await changeBookingStatus(env, id, "cancelled", new Date("2043-02-03T10:00:00Z"));
    const [invoice, storno, ...more] = await invoicesOf(id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ number: "2043-0001", gross_cents: 8970, net_cents: 7538, vat_cents: 1432 });
    expect(storno).toMatchObject({
      number: "2043-0002",
      kind: "cancellation",
      refers_to: "2043-0001",
      gross_cents: -8970,
      net_cents: -7538,
      vat_cents: -1432,
      vat_rate_bp: 1900,
    });
    expect(storno!.snapshot.refersTo).toEqual({ number: "2043-0001", issuedOn: "2043-02-01" });
    expect(storno!.snapshot.payment).toBeNull();
    const text = await pdfText(invoicePdf(storno!));
    for (const expected of [
      "Stornorechnung",
      "Diese Stornorechnung hebt die Rechnung 2043-0001 vom 01.02.2043 auf.",
      "-29,90 EUR",
      "-75,38 EUR",
      "-14,32 EUR",
      "-89,70 EUR",
      "03.02.2043",
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain("Bitte überweise");
    // The coach's cancellation e-mail carries the Stornorechnung.
    const mail = await env.DB.prepare(
      "SELECT payload FROM mail_outbox WHERE ref_id = ? AND dedupe_key LIKE '%:cancelled'",
    )
      .bind(id)
      .first<{ payload: string }>();
    const payload = JSON.parse(mail!.payload) as { text: string; attachments: { filename: string }[] };
    expect(payload.attachments.map((a) => a.filename)).toEqual(["stornorechnung-2043-0002.pdf"]);
    expect(payload.text).toContain("Die Stornorechnung 2043-0002 hängt als PDF an");
    // Running the cancellation step again issues nothing more.
    await changeBookingStatus(env, id, "cancelled", new Date("2043-02-04T10:00:00Z"));
    expect(await invoicesOf(id)).toHaveLength(2);
  });

  it("a late cancellation by the visitor: Stornorechnung plus an invoice for the AGB fee", async () => {
    // The event starts in 24 hours: inside the 48-hour window, 50 % are due.
    const now = new Date("2044-06-10T08:00:00Z");
    const { id } = await pendingBooking({ tickets: 1, priceCents: 8900, eventDate: "2044-06-11", startTime: "10:00" });
    await changeBookingStatus(env, id, "confirmed", new Date("2044-06-01T08:00:00Z"));
    const token = await signToken(env, "booking", id);
    expect(await cancelOwnBooking(env, token, now)).toEqual({ ok: true });
    const [invoice, storno, fee, ...more] = await invoicesOf(id);
    expect(more).toEqual([]);
    expect([invoice!.kind, storno!.kind, fee!.kind]).toEqual(["invoice", "cancellation", "fee"]);
    expect(storno).toMatchObject({ gross_cents: -8900, refers_to: invoice!.number });
    expect(fee).toMatchObject({ gross_cents: 4450, net_cents: 3739, vat_cents: 711, refers_to: null });
    const text = await pdfText(invoicePdf(fee!));
    for (const expected of [
      "Rechnung über eine Stornogebühr",
      "Stornogebühr 50 % gemäß AGB",
      "44,50 EUR",
      "37,39 EUR",
      "7,11 EUR",
      "Bitte überweise 44,50 EUR",
    ]) {
      expect(text, expected).toContain(expected);
    }
    const page = await loadManagedBooking(env, token, now);
    expect(page?.invoices.map((i) => i.label)).toEqual(["Rechnung", "Stornorechnung", "Rechnung Stornogebühr"]);
    // The visitor gets both documents by e-mail, once.
    const mails = await env.DB.prepare(
      "SELECT recipient, subject, payload FROM mail_outbox WHERE ref_id = ? AND kind = 'invoice-documents'",
    )
      .bind(id)
      .all<{ recipient: string; subject: string; payload: string }>();
    expect(mails.results).toHaveLength(1);
    const documents = JSON.parse(mails.results[0]!.payload) as { text: string; attachments: { filename: string }[] };
    expect(mails.results[0]!.recipient).toBe(`greta-${id}@example.de`);
    expect(documents.attachments.map((a) => a.filename)).toEqual([
      `stornorechnung-${storno!.number}.pdf`,
      `rechnung-${fee!.number}.pdf`,
    ]);
    expect(documents.text).toContain(`Rechnung Stornogebühr ${fee!.number}: 44,50 EUR`);
    expect(await cancelOwnBooking(env, token, now)).toEqual({ ok: false, reason: "not_possible" });
  });

  it("a fee on a booking the coach never confirmed: only the fee invoice (there is nothing to cancel)", async () => {
    const now = new Date("2045-06-10T08:00:00Z");
    const { id } = await pendingBooking({ tickets: 2, priceCents: 5000, eventDate: "2045-06-11", startTime: "10:00" });
    expect(await cancelOwnBooking(env, await signToken(env, "booking", id), now)).toEqual({ ok: true });
    expect((await invoicesOf(id)).map((i) => [i.kind, i.gross_cents])).toEqual([["fee", 5000]]);
  });

  it("a free cancellation of an unconfirmed booking issues nothing", async () => {
    const { id } = await pendingBooking();
    expect(await cancelOwnBooking(env, await signToken(env, "booking", id), new Date("2046-01-01T08:00:00Z"))).toEqual({
      ok: true,
    });
    expect(await invoicesOf(id)).toEqual([]);
  });
});

describe("small business (§ 19 UStG), her setting in the back office (decision 0154)", () => {
  it("charges no VAT and prints the § 19 note instead of a rate", async () => {
    await saveBusinessSettings(env, { ...DEFAULT_BUSINESS_SETTINGS, smallBusiness: true });
    try {
      const { id } = await pendingBooking({ tickets: 1, priceCents: 8900 });
      await changeBookingStatus(env, id, "confirmed", new Date("2049-01-01T10:00:00Z"));
      const [invoice] = await invoicesOf(id);
      expect(invoice).toMatchObject({ gross_cents: 8900, net_cents: 8900, vat_cents: 0, vat_rate_bp: 0 });
      expect(invoice!.snapshot.smallBusiness).toBe(true);
      const text = await pdfText(invoicePdf(invoice!));
      expect(text).toContain("Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.");
      expect(text).toContain("Gesamtbetrag 89,00 EUR");
      expect(text).not.toContain("Umsatzsteuer 19 %");
    } finally {
      await saveBusinessSettings(env, DEFAULT_BUSINESS_SETTINGS);
    }
    // Issued invoices keep what they were issued with: the setting changes only new ones.
    const { id } = await pendingBooking({ tickets: 1, priceCents: 8900 });
    await changeBookingStatus(env, id, "confirmed", new Date("2049-01-02T10:00:00Z"));
    expect((await invoicesOf(id))[0]).toMatchObject({ vat_rate_bp: 1900, vat_cents: 1421 });
  });

  it("the issuer and bank account of her settings go on new invoices", async () => {
    await saveBusinessSettings(env, {
      ...DEFAULT_BUSINESS_SETTINGS,
      issuerName: "Johanna Lindner Coaching",
      street: "Am Markt 3",
      postalCode: "38100",
      vatId: null,
      taxNumber: "13/123/45678",
      iban: "DE89370400440532013000",
      bankName: "Commerzbank",
    });
    try {
      const { id } = await pendingBooking({ tickets: 1, priceCents: 8900 });
      await changeBookingStatus(env, id, "confirmed", new Date("2049-01-03T10:00:00Z"));
      const [invoice] = await invoicesOf(id);
      expect(invoice!.snapshot.issuer).toMatchObject({
        name: "Johanna Lindner Coaching",
        address: ["Am Markt 3", "38100 Braunschweig", "Deutschland"],
        vatId: null,
        taxNumber: "13/123/45678",
      });
      const text = await pdfText(invoicePdf(invoice!));
      expect(text).toContain("Steuernummer 13/123/45678");
      expect(text).toContain("DE89 3704 0044 0532 0130 00");
      expect(text).toContain("Commerzbank");
    } finally {
      await saveBusinessSettings(env, DEFAULT_BUSINESS_SETTINGS);
    }
  });
});

describe("invoices are immutable", () => {
  it("the database refuses every UPDATE and DELETE of an issued invoice", async () => {
    const { id } = await pendingBooking();
    await changeBookingStatus(env, id, "confirmed", new Date("2047-01-01T10:00:00Z"));
    const [invoice] = await invoicesOf(id);
    for (const statement of [
      "UPDATE klarsinn_invoice SET gross_cents = 1 WHERE number = ?",
      "UPDATE klarsinn_invoice SET snapshot = '{}' WHERE number = ?",
      "DELETE FROM klarsinn_invoice WHERE number = ?",
    ]) {
      await expect(env.DB.prepare(statement).bind(invoice!.number).run(), statement).rejects.toThrow(/immutable/);
    }
    // An upsert cannot rewrite it either: the unique number refuses a second row.
    await expect(
      env.DB.prepare(
        "INSERT INTO klarsinn_invoice (id, number, booking_id, kind, issued_at, gross_cents, currency) VALUES (?, ?, ?, 'fee', '', 1, 'EUR')",
      )
        .bind(crypto.randomUUID(), invoice!.number, id)
        .run(),
    ).rejects.toThrow(/UNIQUE/);
    expect((await invoicesOf(id))[0]).toEqual(invoice);
  });

  it("no application code writes an UPDATE or DELETE of the invoice table", () => {
    /** Writes of the invoice table in one source file: through drizzle (by any alias) or in raw SQL. */
    const writesInvoices = (source: string) => {
      const aliases = [
        "schema.invoices",
        ...[...source.matchAll(/const (\w+) = schema\.invoices\b/g)].map((m) => m[1]!),
      ];
      return (
        aliases.some((alias) => {
          const name = alias.replace(".", "\\.");
          return new RegExp(`\\.(update|delete)\\(${name}\\)|(UPDATE|DELETE FROM)\\s+\\$\\{${name}\\}`).test(source);
        }) || /(UPDATE|DELETE FROM)\s+`?klarsinn_invoice`?(\s|$)/i.test(source)
      );
    };
    // The detector itself finds each kind of write.
    expect(writesInvoices("const i = schema.invoices; db.update(i).set({})")).toBe(true);
    expect(writesInvoices("db.delete(schema.invoices)")).toBe(true);
    expect(writesInvoices("const inv = schema.invoices; sql`DELETE FROM ${inv} WHERE`")).toBe(true);
    expect(writesInvoices("UPDATE klarsinn_invoice SET x = 1")).toBe(true);
    expect(writesInvoices("const i = schema.invoices; sql`INSERT INTO ${i}`; db.update(b)")).toBe(false);

    const sources = import.meta.glob<string>(["../../app/**/*.ts", "../../app/**/*.tsx", "../../workers/**/*.ts"], {
      query: "?raw",
      import: "default",
      eager: true,
    });
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const offenders = Object.entries(sources).filter(([, source]) => writesInvoices(source));
    expect(offenders.map(([path]) => path)).toEqual([]);
  });
});

describe("downloads", () => {
  const worker = createTestWorker();
  const fetchAs = (path: string, cookie?: string) =>
    worker.fetch(
      new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }),
      env,
      createExecutionContext(),
    );

  it("the booking's signed link gets its own invoices, nothing else; the admin gets any; GET changes nothing", async () => {
    const mine = await pendingBooking();
    const other = await pendingBooking();
    await changeBookingStatus(env, mine.id, "confirmed", new Date("2048-01-01T10:00:00Z"));
    await changeBookingStatus(env, other.id, "confirmed", new Date("2048-01-01T10:00:01Z"));
    const token = await signToken(env, "booking", mine.id);
    const countBefore = await env.DB.prepare("SELECT COUNT(*) AS n FROM klarsinn_invoice").first();

    const own = await fetchAs(`/buchung/${token}/rechnung/2048-0001`);
    expect(own.status).toBe(200);
    expect(own.headers.get("Content-Type")).toBe("application/pdf");
    expect(own.headers.get("Content-Disposition")).toBe('attachment; filename="rechnung-2048-0001.pdf"');
    expect(own.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await pdfText(new Uint8Array(await own.arrayBuffer()))).toContain("2048-0001");

    for (const path of [
      `/buchung/${token}/rechnung/2048-0002`, // another booking's invoice
      `/buchung/${token}/rechnung/2048-9999`,
      `/buchung/${token}/rechnung/..%2F..%2Fetc`,
      `/buchung/${await signToken(env, "newsletter" as never, mine.id).catch(() => "x.y")}/rechnung/2048-0001`,
      `/buchung/kaputt/rechnung/2048-0001`,
    ]) {
      const response = await fetchAs(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain("Diese Rechnung gibt es nicht");
    }

    // The admin route: only for a signed-in administrator.
    expect((await fetchAs("/admin/rechnungen/2048-0002")).headers.get("Location")).toBe("/admin/login");
    const user = await sessionCookie(await createProfile(`gast-${crypto.randomUUID()}@example.de`, false));
    expect((await fetchAs("/admin/rechnungen/2048-0002", user)).headers.get("Location")).toBe("/admin/login");
    const admin = await sessionCookie(await createProfile(`admin-${crypto.randomUUID()}@example.de`, true));
    const download = await fetchAs("/admin/rechnungen/2048-0002", admin);
    expect(download.status).toBe(200);
    expect(download.headers.get("Cache-Control")).toBe("no-store");
    expect(await pdfText(new Uint8Array(await download.arrayBuffer()))).toContain("2048-0002");
    expect((await fetchAs("/admin/rechnungen/2048-7777", admin)).status).toBe(404);
    expect((await fetchAs("/admin/rechnungen/kaputt", admin)).status).toBe(404);

    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM klarsinn_invoice").first()).toEqual(countBefore);
  });
});
