import { brand } from "~/config/brand";
import { vatWording } from "~/features/core/business/settings";
import { businessSettings } from "~/features/core/business/settings.server";
import type { MailAttachment } from "~/features/core/mail/types";
import { type Inline, parseBlocks } from "~/lib/markup";
import { pdfDocument, textFlow, toBase64 } from "~/lib/pdf";
import { readDelivered } from "../content.server";
import { pageTexts } from "../web-texts.server";
import { AGB_VERSION } from "./withdrawal-terms";

/**
 * The AGB in full, as /agb shows them (her edited text, else the delivered one; the VAT sentences after
 * her § 19 setting), for the contract e-mail: as plain text under the signature and as a PDF
 * attachment (§ 312f (2) BGB, the contract on a durable medium; decision 0192). German only: the
 * German text is the binding one, also for bookings made on the English site.
 */
export interface AgbDocument {
  title: string;
  version: string;
  sections: { title: string; body: string }[];
}

/** The sections of the AGB page that are text (everything but the page's meta and hero). */
const SKIP = new Set(["meta", "hero"]);

export async function agbDocument(env: Pick<Env, "DB" | "KV" | "SITE_URL">): Promise<AgbDocument> {
  const seed = (await readDelivered(env, "agb")).agb ?? {};
  const stored = new Map(
    (await pageTexts(env, "agb")).map((row) => [`${row.section}/${row.content_key}`, row.content_de]),
  );
  const text = (section: string, key: string) =>
    stored.get(`${section}/${key}`)?.trim() || seed[section]?.[key]?.[0] || "";
  const { smallBusiness } = await businessSettings(env);
  const sections = Object.keys(seed)
    .filter((section) => !SKIP.has(section))
    .map((section) => ({
      title: vatWording(text(section, "title"), smallBusiness),
      body: vatWording(text(section, "body"), smallBusiness),
    }))
    .filter((section) => section.title || section.body);
  return { title: text("hero", "title") || "Allgemeine Geschäftsbedingungen", version: AGB_VERSION.de, sections };
}

const flat = (parts: Inline[]): string =>
  parts
    .map((part) => {
      if (typeof part === "string") return part;
      if (part.kind !== "link") return flat(part.children);
      const target = part.target.startsWith("/") ? `${brand.siteUrl}${part.target}` : part.target;
      const shown = target.replace(/^mailto:/, "");
      return shown === part.label ? part.label : `${part.label} (${shown})`;
    })
    .join("");

/** A section's body as plain paragraphs: headings, list items ("– ", "1. ") and lines as a reader sees them. */
export function markupParagraphs(body: string): { text: string; heading: boolean }[] {
  return parseBlocks(body).map((block) => {
    if (block.kind === "heading") return { text: flat(block.content), heading: true };
    if (block.kind === "paragraph") return { text: block.lines.map(flat).join("\n"), heading: false };
    const bullet = (k: number) => (block.kind === "numbers" ? `${k + 1}. ` : "– ");
    return { text: block.items.map((item, k) => `${bullet(k)}${flat(item)}`).join("\n"), heading: false };
  });
}

/** The AGB as plain-text blocks for an e-mail (under the signature). */
export function agbText(doc: AgbDocument): string[] {
  return [
    `${doc.title.toUpperCase()} (Stand: ${doc.version})`,
    ...doc.sections.flatMap((section) => [
      section.title.toUpperCase(),
      ...markupParagraphs(section.body).map((p) => p.text),
    ]),
  ];
}

/** The AGB as a PDF with the invoices' writer (decision 0010): headings bold, paragraphs wrapped, pages numbered. */
export function agbPdf(doc: AgbDocument, created: Date): Uint8Array<ArrayBuffer> {
  const flow = textFlow();
  flow.block(brand.productName, 9, { gap: 2 });
  flow.block(doc.title, 16, { bold: true, gap: 2 });
  flow.block(`Stand: ${doc.version}`, 10, { gap: 12 });
  for (const section of doc.sections) {
    flow.keep(60);
    flow.block(section.title, 12, { bold: true, gap: 4 });
    for (const paragraph of markupParagraphs(section.body))
      flow.block(paragraph.text, paragraph.heading ? 11 : 10, { bold: paragraph.heading });
    flow.space(6);
  }
  const pages = flow.finish((page, total) => `Seite ${page} von ${total}`);
  return pdfDocument({ title: `${doc.title} (${doc.version})`, author: brand.productName, created, pages });
}

/** The AGB PDF as an e-mail attachment. */
export function agbAttachment(doc: AgbDocument, created: Date): MailAttachment {
  return {
    filename: "agb.pdf",
    contentType: "application/pdf",
    content: toBase64(agbPdf(doc, created)),
    encoding: "base64",
  };
}
