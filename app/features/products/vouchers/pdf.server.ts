import { brand } from "~/config/brand";
import { formatLongDate } from "~/features/products/events/format";
import { formatPrice } from "~/lib/money";
import type { MailAttachment } from "~/features/core/mail/types";
import { getMailMessages } from "~/lib/mail-messages.server";
import type { Locale } from "~/lib/locale";
import { A4, pdfDocument, type PdfRule, type PdfText, textWidth, toBase64, wrapText } from "~/lib/pdf";
import { formatVoucherCode } from "./code";

export interface VoucherDocument {
  code: string;
  value_cents: number;
  recipient_name: string;
  buyer_name: string;
  message: string;
  valid_until: string;
  locale: Locale;
  created_at: string;
}

const LEFT = 72;
const RIGHT = A4.width - 72;
const CENTER = A4.width / 2;

/**
 * The voucher as a one-page PDF with the invoices' writer (app/lib/pdf.ts, decision 0152): a framed
 * card with the brand, the amount large, for and from whom, the message, the code in a box of its
 * own (groups of four, easy to type), how long and how to redeem it. Rendered from the stored row.
 */
export function voucherPdf(voucher: VoucherDocument): Uint8Array<ArrayBuffer> {
  const t = getMailMessages(voucher.locale).voucher.pdf;
  const texts: PdfText[] = [];
  const rules: PdfRule[] = [];
  const centred = (y: number, text: string, size: number, extra: Partial<PdfText> = {}) =>
    texts.push({ x: CENTER - textWidth(text, size, extra.bold) / 2, y, text, size, ...extra });
  const box = (x1: number, y1: number, x2: number, y2: number, width: number) =>
    rules.push(
      { x1, y1, x2, y2: y1, width },
      { x1: x2, y1, x2, y2, width },
      { x1, y1: y2, x2, y2, width },
      { x1, y1, x2: x1, y2, width },
    );

  // The card's double frame.
  box(LEFT - 24, 90, RIGHT + 24, A4.height - 90, 2);
  box(LEFT - 16, 98, RIGHT + 16, A4.height - 98, 0.5);

  let y = A4.height - 150;
  centred(y, brand.productName.toUpperCase(), 11, { grey: 0.35 });
  y -= 16;
  centred(y, brand.tagline, 9, { grey: 0.45 });
  y -= 70;
  centred(y, t.title, 40, { bold: true });
  y -= 46;
  centred(y, t.worth(formatPrice(voucher.value_cents, "EUR", voucher.locale)), 22);
  y -= 50;
  centred(y, t.forName(voucher.recipient_name), 16, { bold: true });
  y -= 22;
  centred(y, t.fromName(voucher.buyer_name), 12, { grey: 0.3 });

  if (voucher.message) {
    y -= 40;
    for (const line of wrapText(voucher.message, 12, RIGHT - LEFT - 40).slice(0, 8)) {
      centred(y, line, 12);
      y -= 17;
    }
  }

  // The code, boxed.
  y = Math.min(y - 40, 330);
  centred(y, t.code, 10, { grey: 0.35 });
  y -= 40;
  const code = formatVoucherCode(voucher.code);
  const half = textWidth(code, 26, true) / 2 + 24;
  box(CENTER - half, y - 16, CENTER + half, y + 34, 1.2);
  centred(y, code, 26, { bold: true });

  y -= 56;
  centred(y, t.validUntil(formatLongDate(voucher.valid_until, voucher.locale)), 10);
  y -= 18;
  for (const line of wrapText(t.howTo(new URL(brand.siteUrl).host), 9, RIGHT - LEFT)) {
    centred(y, line, 9, { grey: 0.3 });
    y -= 13;
  }
  centred(
    110,
    [brand.legal.owner, `${brand.address.street}, ${brand.address.postalCode} ${brand.address.city}`].join(" · "),
    7.5,
    {
      grey: 0.45,
    },
  );

  return pdfDocument({
    title: `${t.title} ${code}`,
    author: brand.productName,
    created: new Date(voucher.created_at),
    pages: [{ texts, rules }],
  });
}

/** The PDF as an e-mail attachment (base64 in the outbox row's JSON). */
export function voucherAttachment(voucher: VoucherDocument): MailAttachment {
  return {
    filename: getMailMessages(voucher.locale).voucher.pdf.filename,
    contentType: "application/pdf",
    content: toBase64(voucherPdf(voucher)),
    encoding: "base64",
  };
}
