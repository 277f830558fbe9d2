import { formatVatRate } from "~/features/core/business/settings";
import { formatShortDate } from "~/features/products/events/format";
import { formatPrice } from "~/lib/money";
import { messages } from "~/lib/messages";
import { berlinToday } from "~/lib/today";
import {
  A4,
  pdfDocument,
  rightAlignedColumns,
  wrapText,
  type PdfDocumentInput,
  type PdfRule,
  type PdfText,
} from "~/lib/pdf";
import type { InvoiceRow } from "./numbering.server";

const t = messages.invoice;
const LEFT = 56;
const RIGHT = A4.width - 56;
/** Where the facts and totals labels start, unless their texts need more room. */
const FACTS_X = 360;
/** Space between two columns of text, in points. */
const COLUMN_GAP = 12;

/** "19 %" from basis points (1900), "7 %", "19,5 %": the invoice is German. */
export const formatRate = (bp: number) => formatVatRate(bp, "de");

const berlinDay = (iso: string) => berlinToday(new Date(iso));

/** The invoice as a PDF (the standard fonts, no embedded files): what a private client gets. */
export const invoicePdf = (row: InvoiceRow): Uint8Array<ArrayBuffer> => pdfDocument(invoiceDocument(row));

/**
 * The invoice's pages, rendered from the stored row and its snapshot only (never from the current
 * booking or brand), so it is the same document every time: § 14 UStG fields (issuer with address
 * and VAT ID or tax number, recipient, number, invoice and service date, description, quantity,
 * net, rate, VAT, gross) or the § 19 UStG note. Drawn as a plain PDF (`invoicePdf`) or, with the
 * e-invoice inside, as ZUGFeRD / Factur-X (./factur-x.server.ts).
 */
export function invoiceDocument(row: InvoiceRow): PdfDocumentInput {
  const s = row.snapshot;
  const money = (cents: number) => formatPrice(cents, row.currency);
  const texts: PdfText[] = [];
  const rules: PdfRule[] = [];
  const text = (x: number, y: number, value: string, size = 10, extra: Partial<PdfText> = {}) =>
    texts.push({ x, y, text: value, size, ...extra });

  // Letterhead: issuer on the left, the sender line above the recipient.
  let y = A4.height - 64;
  text(LEFT, y, s.issuer.name, 14, { bold: true });
  y -= 16;
  text(LEFT, y, s.issuer.address.join(" · "), 9, { grey: 0.35 });
  y -= 12;
  text(LEFT, y, `${s.issuer.email} · ${s.issuer.website}`, 9, { grey: 0.35 });

  y -= 44;
  text(LEFT, y, t.recipient, 8, { grey: 0.35 });
  // Facts on the right.
  const facts: [string, string][] = [
    [t.number, row.number],
    [t.date, formatShortDate(berlinDay(row.issued_at))],
    [t.serviceDate, formatShortDate(s.serviceDate)],
    [s.manual ? t.reference : t.booking, s.bookingReference],
    ...(s.issuer.vatId ? [[t.vatId, s.issuer.vatId] as [string, string]] : []),
    ...(!s.issuer.vatId && s.issuer.taxNumber ? [[t.taxNumber, s.issuer.taxNumber] as [string, string]] : []),
    ...(s.recipient.purchaseOrder ? [[t.purchaseOrder, s.recipient.purchaseOrder] as [string, string]] : []),
  ];
  const [factLabels] = rightAlignedColumns(RIGHT, COLUMN_GAP, [
    facts.map(([label]) => ({ text: label, size: 9 })),
    facts.map(([, value], k) => ({ text: value, size: 9, bold: k === 0 })),
  ]);
  const factsX = Math.min(FACTS_X, factLabels!.left);
  facts.forEach(([label, value], k) => {
    text(factsX, y - k * 14, label, 9, { grey: 0.35 });
    text(RIGHT, y - k * 14, value, 9, { align: "right", bold: k === 0 });
  });

  // The recipient: company, person, address, VAT ID, each wrapped before the facts column.
  const recipientLines = [
    ...(s.recipient.company ? [s.recipient.company] : []),
    s.recipient.name,
    ...(s.recipient.address ?? []),
    ...(s.recipient.vatId ? [`${t.vatId} ${s.recipient.vatId}`] : []),
  ].flatMap((value) => wrapText(value, 11, factsX - COLUMN_GAP - LEFT).slice(0, 3));
  recipientLines.forEach((part, k) => text(LEFT, y - 14 - k * 13, part, 11));

  y -= Math.max(facts.length * 14, 14 + recipientLines.length * 13) + 30;
  text(LEFT, y, t.titles[row.kind], 18, { bold: true });
  if (s.refersTo) {
    y -= 18;
    text(LEFT, y, t.cancels(s.refersTo.number, formatShortDate(s.refersTo.issuedOn)), 10);
  }

  // Lines: position, description (wrapped), then the amount columns, each as wide as its widest
  // text and right-aligned (rightAlignedColumns), so no amount reaches into its neighbour.
  y -= 30;
  const head = t.columns;
  const rows = s.lines.map((line) => [
    String(line.quantity),
    money(line.unitGrossCents),
    money(line.netCents),
    s.smallBusiness ? "–" : formatRate(row.vat_rate_bp),
    money(line.grossCents),
  ]);
  const headings = [head.quantity, head.unit, head.net, head.vat, head.gross];
  const amounts = rightAlignedColumns(
    RIGHT,
    COLUMN_GAP,
    headings.map((heading, k) => [
      { text: heading, size: 8, bold: true },
      ...rows.map((cells) => ({ text: cells[k]!, size: 9 })),
    ]),
  );
  const descX = LEFT + 26;
  const descWidth = amounts[0]!.left - COLUMN_GAP - descX;
  text(LEFT, y, head.position, 8, { bold: true });
  text(descX, y, head.description, 8, { bold: true });
  headings.forEach((heading, k) => text(amounts[k]!.right, y, heading, 8, { bold: true, align: "right" }));
  rules.push({ x1: LEFT, y1: y - 5, x2: RIGHT, y2: y - 5 });
  y -= 20;
  s.lines.forEach((line, k) => {
    const described = wrapText(line.description, 9, descWidth);
    text(LEFT, y, String(k + 1), 9);
    described.forEach((part, n) => text(descX, y - n * 12, part, 9));
    rows[k]!.forEach((cell, n) => text(amounts[n]!.right, y, cell, 9, { align: "right" }));
    y -= described.length * 12 + 8;
  });
  rules.push({ x1: LEFT, y1: y + 4, x2: RIGHT, y2: y + 4 });

  // Totals: labels in one column that moves left when a label and its amount would not fit.
  y -= 14;
  const totals: [string, string, boolean][] = [
    [t.netTotal, money(row.net_cents), false],
    ...(s.smallBusiness
      ? []
      : [[t.vatTotal(formatRate(row.vat_rate_bp)), money(row.vat_cents), false] as [string, string, boolean]]),
    [t.grossTotal, money(row.gross_cents), !s.voucher],
    // A voucher pays part of the total (decision 0152): taxed in full above, the rest asked for below.
    ...(s.voucher
      ? ([
          [t.voucherPaid(s.voucher.code), money(-s.voucher.cents), false],
          [t.toPay, money(row.gross_cents - s.voucher.cents), true],
        ] as [string, string, boolean][])
      : []),
  ];
  const [labels] = rightAlignedColumns(RIGHT, COLUMN_GAP, [
    totals.map(([label, , bold]) => ({ text: label, size: 10, bold })),
    totals.map(([, value, bold]) => ({ text: value, size: 10, bold })),
  ]);
  const labelX = Math.min(FACTS_X, labels!.left);
  totals.forEach(([label, value, bold], k) => {
    if (k === totals.length - 1) {
      rules.push({ x1: labelX, y1: y + 11, x2: RIGHT, y2: y + 11 });
      y -= 2;
    }
    text(labelX, y, label, 10, { bold });
    text(RIGHT, y, value, 10, { bold, align: "right" });
    y -= 16;
  });

  // Notes: § 19, how to pay or the refund, thanks.
  y -= 18;
  const paragraph = (value: string, size = 10) => {
    for (const part of wrapText(value, size, RIGHT - LEFT)) {
      text(LEFT, y, part, size);
      y -= size + 4;
    }
    y -= 6;
  };
  if (s.smallBusiness) paragraph(t.smallBusiness);
  if (s.reverseCharge) paragraph(t.reverseCharge);
  const owedCents = row.gross_cents - (s.voucher?.cents ?? 0);
  if (s.payment && owedCents > 0) {
    paragraph(t.pay(money(owedCents), s.payment.termDays, s.payment.reference));
    paragraph(t.account(s.payment.recipient, s.payment.iban, s.payment.bic, s.payment.bankName));
  }
  if (s.paidOn && row.gross_cents > 0) paragraph((s.manual ? t.paidOnManual : t.paidOn)(formatShortDate(s.paidOn)));
  if (row.kind === "cancellation") paragraph(t.refund);
  paragraph(t.thanks);

  // Footer: who issued it, with the tax identification again.
  const tax = s.issuer.vatId
    ? `${t.vatId} ${s.issuer.vatId}`
    : s.issuer.taxNumber
      ? `${t.taxNumber} ${s.issuer.taxNumber}`
      : "";
  rules.push({ x1: LEFT, y1: 70, x2: RIGHT, y2: 70, width: 0.3 });
  text(LEFT, 56, [s.issuer.name, ...s.issuer.address].join(" · "), 7.5, { grey: 0.35 });
  text(LEFT, 46, [tax, s.issuer.email, s.issuer.website].filter(Boolean).join(" · "), 7.5, { grey: 0.35 });
  text(RIGHT, 46, t.page(1, 1), 7.5, { grey: 0.35, align: "right" });

  return {
    title: `${t.titles[row.kind]} ${row.number}`,
    author: s.issuer.name,
    created: new Date(row.issued_at),
    pages: [{ texts, rules }],
  };
}
