import { eq } from "drizzle-orm";
import { brand } from "~/config/brand";
import { agbAttachment, agbDocument, agbText } from "~/features/content/legal/agb-document.server";
import {
  AGB_VERSION,
  WITHDRAWAL_PATH,
  withdrawalTermsIn,
  withdrawalTermsText,
  type WithdrawalTerms,
} from "~/features/content/legal/withdrawal-terms";
import type { MailAttachment } from "~/features/mail/types";
import { getDb, schema } from "~/lib/db.server";
import { getMailMessages } from "~/lib/mail-messages.server";
import { localizePath, type Locale } from "~/lib/locale";
import { A4, pdfDocument, type PdfPage, type PdfText, toBase64, wrapText } from "~/lib/pdf";
import { formatBerlinDateTime } from "~/lib/today";

const LEFT = 56;
const WIDTH = A4.width - 2 * LEFT;
const TOP = A4.height - 64;
const BOTTOM = 64;

/**
 * The Widerrufsbelehrung and the Muster-Widerrufsformular as a PDF (the durable medium of § 312f (2)
 * BGB), with the invoices' writer (app/lib/pdf.ts): headings bold, paragraphs wrapped, new pages as
 * needed, the form on a page of its own so it can be printed and sent.
 */
export function withdrawalTermsPdf(terms: WithdrawalTerms, created: Date): Uint8Array<ArrayBuffer> {
  const pages: PdfPage[] = [];
  let texts: PdfText[] = [];
  let y = TOP;
  const newPage = () => {
    if (texts.length) pages.push({ texts });
    texts = [];
    y = TOP;
  };
  const block = (text: string, size: number, bold = false, gap = 6) => {
    const lines = wrapText(text, size, WIDTH, bold);
    const lead = size * 1.35;
    if (y - lines.length * lead < BOTTOM) newPage();
    for (const line of lines) {
      texts.push({ x: LEFT, y, text: line, size, bold });
      y -= lead;
    }
    y -= gap;
  };
  block(brand.productName, 9, false, 2);
  block(terms.heading, 16, true, 10);
  for (const section of terms.sections) {
    block(section.title, 11, true, 2);
    for (const paragraph of section.paragraphs) block(paragraph, 10);
    y -= 4;
  }
  newPage();
  block(terms.form.heading, 16, true, 10);
  block(terms.form.intro, 10, false, 14);
  for (const line of terms.form.lines) block(line, 10, false, /^[–—] (?!An |To )/.test(line) ? 22 : 4);
  newPage();
  return pdfDocument({ title: terms.heading, author: brand.productName, created, pages });
}

/** The PDF as an e-mail attachment. */
export function withdrawalTermsAttachment(locale: Locale, created: Date): MailAttachment {
  const terms = withdrawalTermsIn(locale);
  return {
    filename: locale === "en" ? "withdrawal-information.pdf" : "widerrufsbelehrung.pdf",
    contentType: "application/pdf",
    content: toBase64(withdrawalTermsPdf(terms, created)),
    encoding: "base64",
  };
}

/** When the booking asked to start inside the withdrawal period, if it did (booking.server.ts records it). */
export async function earlyStartConsentOf(env: Pick<Env, "DB">, bookingId: string): Promise<Date | null> {
  const earlyStartConsentsTable = schema.earlyStartConsents;
  const [row] = await getDb(env)
    .select({ at: earlyStartConsentsTable.consented_at })
    .from(earlyStartConsentsTable)
    .where(eq(earlyStartConsentsTable.booking_id, bookingId))
    .limit(1);
  return row ? new Date(row.at) : null;
}

/**
 * What the contract e-mail (the coach's confirmation, which concludes the contract under AGB § 3)
 * adds on every binding booking (decisions 0107, 0192): the AGB version that applies, the
 * early-start request if there was one, the withdrawal function's address, the Widerrufsbelehrung
 * with the Muster-Widerrufsformular and the AGB in full, as text under the signature and as PDF
 * attachments (the contract on a durable medium, § 312f (2) BGB).
 */
export async function contractTermsMailPart(
  env: Pick<Env, "DB" | "KV" | "SITE_URL">,
  locale: Locale,
  { site, earlyStartAt, now }: { site: string; earlyStartAt: Date | null; now: Date },
): Promise<{ paragraphs: string[]; footnotes: string[]; attachments: MailAttachment[] }> {
  const m = getMailMessages(locale).contractTerms;
  const agb = await agbDocument(env);
  return {
    paragraphs: [
      m.intro(AGB_VERSION[locale]),
      ...(earlyStartAt ? [m.earlyStart(formatBerlinDateTime(earlyStartAt, locale))] : []),
      m.withdrawFunction(new URL(localizePath(WITHDRAWAL_PATH, locale), site).toString()),
    ],
    // The AGB are German only (the binding text): in full in a German e-mail, as the attached PDF in
    // an English one, whose text stays English (tests/unit/i18n-link-pages.test.ts).
    footnotes: [...withdrawalTermsText(withdrawalTermsIn(locale)), ...(locale === "de" ? agbText(agb) : [])],
    attachments: [withdrawalTermsAttachment(locale, now), agbAttachment(agb, now)],
  };
}
