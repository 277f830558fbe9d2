import { extractTextItems } from "unpdf";
import { describe, expect, it, vi } from "vitest";
import type { InvoiceRow } from "../../app/features/core/invoices/numbering.server";
import { invoicePdf } from "../../app/features/core/invoices/pdf.server";
import { invoiceLine, invoiceTotals, negatedLine } from "../../app/features/core/invoices/vat";
import { A4 } from "../../app/lib/pdf";
import type { InvoiceLine, InvoiceSnapshot } from "../../db/invoice-snapshot";

/**
 * The invoice's layout as a PDF reader sees it (pdf.js through unpdf, with its own font metrics):
 * no two texts on one line overlap and nothing runs past the margins, for the amounts that broke it
 * (1.234,56 EUR and more, negative Storno amounts), with VAT and under § 19 UStG.
 */

// pdf.js loads once per file; on a busy 2-core machine that takes seconds.
vi.setConfig({ testTimeout: 60_000 });

const MARGIN = 56;

function invoiceRow(
  kind: InvoiceRow["kind"],
  lines: InvoiceLine[],
  opts: { rateBp?: number; recipient?: InvoiceSnapshot["recipient"] } = {},
): InvoiceRow {
  const rateBp = opts.rateBp ?? 1900;
  const totals = invoiceTotals(lines);
  return {
    id: crypto.randomUUID(),
    number: kind === "cancellation" ? "2026-0002" : "2026-0001",
    booking_id: "booking",
    kind,
    issued_at: "2026-11-20T10:00:00.000Z",
    gross_cents: totals.grossCents,
    net_cents: totals.netCents,
    vat_cents: totals.vatCents,
    vat_rate_bp: rateBp,
    currency: "EUR",
    refers_to: kind === "cancellation" ? "2026-0001" : null,
    snapshot: {
      issuer: {
        name: "Lena Sommer – Klarsinn",
        address: ["Wilhelmitorwall 12", "38118 Braunschweig", "Deutschland"],
        vatId: rateBp ? "DE318456729" : null,
        taxNumber: "14/123/45678",
        email: "hallo@example.de",
        website: "example.de",
      },
      recipient: opts.recipient ?? { name: "Greta Hansen" },
      bookingReference: "AB12CD34",
      serviceDate: "2026-12-05",
      lines,
      smallBusiness: rateBp === 0,
      refersTo: kind === "cancellation" ? { number: "2026-0001", issuedOn: "2026-11-19" } : null,
      payment:
        kind === "cancellation"
          ? null
          : {
              recipient: "Lena Sommer",
              iban: "DE89 3704 0044 0532 0130 00",
              bic: "COBADEFFXXX",
              bankName: "Commerzbank",
              reference: "KS AB12CD34",
              termDays: 14,
            },
    },
  };
}

const title = "Teilnahme „Klar entscheiden – Intensivtag für Führungskräfte“ am 05.12.2026";

/** The invoices that overlapped before: four-, five-digit and negative amounts, with and without VAT. */
const cases: [string, InvoiceRow][] = [
  ["1.234,56 EUR", invoiceRow("invoice", [invoiceLine(title, 1, 123456, 1900)])],
  ["12.345,00 EUR", invoiceRow("invoice", [invoiceLine(title, 10, 123450, 1900)])],
  ["Storno -12.345,00 EUR", invoiceRow("cancellation", [negatedLine(invoiceLine(title, 10, 123450, 1900))])],
  ["Storno -1.234,56 EUR", invoiceRow("cancellation", [negatedLine(invoiceLine(title, 3, 41152, 1900))])],
  ["§ 19, 12.345,00 EUR", invoiceRow("invoice", [invoiceLine(title, 10, 123450, 0)], { rateBp: 0 })],
  [
    "§ 19 Storno, -99.999,99 EUR",
    invoiceRow("cancellation", [negatedLine(invoiceLine(title, 1, 9999999, 0))], { rateBp: 0 }),
  ],
];

async function textBoxes(row: InvoiceRow) {
  const { items } = await extractTextItems(invoicePdf(row));
  return items[0]!.filter((item) => item.str.trim() !== "");
}

describe("invoice layout", () => {
  it.each(cases)("%s: no two texts on a line overlap, all inside the margins", async (_, row) => {
    const boxes = await textBoxes(row);
    // Every amount is there as one text, whole.
    const money = boxes.map((box) => box.str).filter((str) => str.endsWith(" EUR"));
    for (const line of row.snapshot.lines) {
      for (const cents of [line.unitGrossCents, line.netCents, line.grossCents]) {
        const amount = `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100).toLocaleString("de-DE")},${String(Math.abs(cents) % 100).padStart(2, "0")} EUR`;
        expect(money).toContain(amount);
      }
    }
    for (const box of boxes) {
      expect(box.x, box.str).toBeGreaterThanOrEqual(MARGIN - 0.5);
      expect(box.x + box.width, box.str).toBeLessThanOrEqual(A4.width - MARGIN + 0.5);
    }
    // Texts on one baseline keep at least 6 points apart.
    const lines = Map.groupBy(boxes, (box) => Math.round(box.y));
    let checked = 0;
    for (const onLine of lines.values()) {
      const sorted = onLine.toSorted((a, b) => a.x - b.x);
      for (let k = 1; k < sorted.length; k++) {
        const before = sorted[k - 1]!;
        const after = sorted[k]!;
        expect(after.x - (before.x + before.width), `"${before.str}" runs into "${after.str}"`).toBeGreaterThanOrEqual(
          6,
        );
        checked++;
      }
    }
    // The table heading and the line both have seven texts (or more when the description wraps).
    expect(checked).toBeGreaterThanOrEqual(12);
  });
});
