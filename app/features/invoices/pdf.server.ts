import { formatPrice, formatShortDate } from "~/features/events/format";
import { messages } from "~/lib/messages";
import { berlinToday } from "~/lib/today";
import { A4, pdfDocument, wrapText, type PdfRule, type PdfText } from "~/lib/pdf";
import type { InvoiceRow } from "./numbering.server";

const t = messages.invoice;
const LEFT = 56;
const RIGHT = A4.width - 56;

/** "19 %" from basis points (1900), "7 %", "19,5 %". */
export const formatRate = (bp: number) => `${(bp / 100).toLocaleString("de-DE", { maximumFractionDigits: 2 })} %`;

const berlinDay = (iso: string) => berlinToday(new Date(iso));

/**
 * The invoice as a PDF, rendered from the stored row and its snapshot only (never from the current
 * booking or brand), so it is the same document every time: § 14 UStG fields (issuer with address
 * and VAT ID or tax number, recipient, number, invoice and service date, description, quantity,
 * net, rate, VAT, gross) or the § 19 UStG note.
 */
export function invoicePdf(row: InvoiceRow): Uint8Array<ArrayBuffer> {
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
  // A long name wraps before the facts column.
  wrapText(s.recipient.name, 11, 280)
    .slice(0, 3)
    .forEach((part, k) => text(LEFT, y - 14 - k * 13, part, 11));

  // Facts on the right.
  const facts: [string, string][] = [
    [t.number, row.number],
    [t.date, formatShortDate(berlinDay(row.issued_at))],
    [t.serviceDate, formatShortDate(s.serviceDate)],
    [t.booking, s.bookingReference],
    ...(s.issuer.vatId ? [[t.vatId, s.issuer.vatId] as [string, string]] : []),
    ...(!s.issuer.vatId && s.issuer.taxNumber ? [[t.taxNumber, s.issuer.taxNumber] as [string, string]] : []),
  ];
  facts.forEach(([label, value], k) => {
    text(360, y - k * 14, label, 9, { grey: 0.35 });
    text(RIGHT, y - k * 14, value, 9, { align: "right", bold: k === 0 });
  });

  y -= Math.max(3, facts.length) * 14 + 30;
  text(LEFT, y, t.titles[row.kind], 18, { bold: true });
  if (s.refersTo) {
    y -= 18;
    text(LEFT, y, t.cancels(s.refersTo.number, formatShortDate(s.refersTo.issuedOn)), 10);
  }

  // Lines: position, description (wrapped), quantity, unit price, net, VAT rate, gross.
  const cols = { pos: LEFT, desc: LEFT + 26, qty: 318, unit: 385, net: 447, vat: 489, gross: RIGHT };
  y -= 30;
  const head = t.columns;
  text(cols.pos, y, head.position, 8, { bold: true });
  text(cols.desc, y, head.description, 8, { bold: true });
  text(cols.qty, y, head.quantity, 8, { bold: true, align: "right" });
  text(cols.unit, y, head.unit, 8, { bold: true, align: "right" });
  text(cols.net, y, head.net, 8, { bold: true, align: "right" });
  text(cols.vat, y, head.vat, 8, { bold: true, align: "right" });
  text(cols.gross, y, head.gross, 8, { bold: true, align: "right" });
  rules.push({ x1: LEFT, y1: y - 5, x2: RIGHT, y2: y - 5 });
  y -= 20;
  s.lines.forEach((line, k) => {
    const described = wrapText(line.description, 9, cols.qty - cols.desc - 34);
    text(cols.pos, y, String(k + 1), 9);
    described.forEach((part, n) => text(cols.desc, y - n * 12, part, 9));
    text(cols.qty, y, String(line.quantity), 9, { align: "right" });
    text(cols.unit, y, money(line.unitGrossCents), 9, { align: "right" });
    text(cols.net, y, money(line.netCents), 9, { align: "right" });
    text(cols.vat, y, s.smallBusiness ? "–" : formatRate(row.vat_rate_bp), 9, { align: "right" });
    text(cols.gross, y, money(line.grossCents), 9, { align: "right" });
    y -= described.length * 12 + 8;
  });
  rules.push({ x1: LEFT, y1: y + 4, x2: RIGHT, y2: y + 4 });

  // Totals.
  y -= 14;
  const total = (label: string, value: string, bold = false) => {
    text(360, y, label, 10, { bold });
    text(RIGHT, y, value, 10, { bold, align: "right" });
    y -= 16;
  };
  total(t.netTotal, money(row.net_cents));
  if (!s.smallBusiness) total(t.vatTotal(formatRate(row.vat_rate_bp)), money(row.vat_cents));
  rules.push({ x1: 360, y1: y + 11, x2: RIGHT, y2: y + 11 });
  y -= 2;
  total(t.grossTotal, money(row.gross_cents), true);

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
  if (s.payment && row.gross_cents > 0) {
    paragraph(t.pay(money(row.gross_cents), s.payment.termDays, s.payment.reference));
    paragraph(t.account(s.payment.recipient, s.payment.iban, s.payment.bic, s.payment.bankName));
  }
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

  return pdfDocument({
    title: `${t.titles[row.kind]} ${row.number}`,
    author: s.issuer.name,
    created: new Date(row.issued_at),
    pages: [{ texts, rules }],
  });
}
