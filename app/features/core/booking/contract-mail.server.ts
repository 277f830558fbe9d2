import { eq } from "drizzle-orm";
import { brand } from "~/config/brand";
import { agbAttachment, agbDocument, agbText } from "~/features/extras/content/legal/agb-document.server";
import {
  AGB_VERSION,
  WITHDRAWAL_PATH,
  withdrawalTermsIn,
  withdrawalTermsText,
  type WithdrawalTerms,
} from "~/features/extras/content/legal/withdrawal-terms";
import type { MailAttachment } from "~/features/core/mail/types";
import { getDb, schema } from "~/lib/db.server";
import { getMailMessages } from "~/lib/mail-messages.server";
import { localizePath, type Locale } from "~/lib/locale";
import { pdfDocument, textFlow, toBase64 } from "~/lib/pdf";
import { formatBerlinDateTime } from "~/lib/today";

/**
 * The Widerrufsbelehrung and the Muster-Widerrufsformular as a PDF (the durable medium of § 312f (2)
 * BGB), with the invoices' writer (app/lib/pdf.ts): headings bold, paragraphs wrapped, new pages as
 * needed, the form on a page of its own so it can be printed and sent.
 */
export function withdrawalTermsPdf(terms: WithdrawalTerms, created: Date): Uint8Array<ArrayBuffer> {
  const flow = textFlow();
  flow.block(brand.productName, 9, { gap: 2 });
  flow.block(terms.heading, 16, { bold: true, gap: 10 });
  for (const section of terms.sections) {
    flow.block(section.title, 11, { bold: true, gap: 2 });
    for (const paragraph of section.paragraphs) flow.block(paragraph, 10);
    flow.space(4);
  }
  flow.newPage();
  flow.block(terms.form.heading, 16, { bold: true, gap: 10 });
  flow.block(terms.form.intro, 10, { gap: 14 });
  for (const line of terms.form.lines) flow.block(line, 10, { gap: /^[–—] (?!An |To )/.test(line) ? 22 : 4 });
  return pdfDocument({ title: terms.heading, author: brand.productName, created, pages: flow.finish() });
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
