import { brand } from "~/config/brand";
import { vatWording } from "~/features/business/settings";
import { businessSettings } from "~/features/business/settings.server";
import type { MailAttachment } from "~/features/mail/types";
import { type Inline, parseBlocks } from "~/lib/markup";
import { A4, pdfDocument, type PdfPage, type PdfText, toBase64, wrapText } from "~/lib/pdf";
import { contentSeed } from "~db/content/index";
import { pageTexts } from "../web-texts.server";
import { AGB_VERSION } from "./withdrawal-terms";

/**
 * The AGB in full, as /agb shows them (her edited text, else the seeded one; the VAT sentences after
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
  const seed = contentSeed.agb as unknown as Record<string, Record<string, readonly [string, string]>>;
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

const LEFT = 56;
const WIDTH = A4.width - 2 * LEFT;
const TOP = A4.height - 64;
const BOTTOM = 64;

/** The AGB as a PDF with the invoices' writer (decision 0010): headings bold, paragraphs wrapped, pages numbered. */
export function agbPdf(doc: AgbDocument, created: Date): Uint8Array<ArrayBuffer> {
  const pages: PdfPage[] = [];
  let texts: PdfText[] = [];
  let y = TOP;
  const newPage = () => {
    if (texts.length) pages.push({ texts });
    texts = [];
    y = TOP;
  };
  const block = (text: string, size: number, bold = false, gap = 6) => {
    for (const source of text.split("\n")) {
      const lines = wrapText(source, size, WIDTH, bold);
      const lead = size * 1.35;
      if (y - Math.min(lines.length, 3) * lead < BOTTOM) newPage();
      for (const line of lines) {
        if (y < BOTTOM) newPage();
        texts.push({ x: LEFT, y, text: line, size, bold });
        y -= lead;
      }
      y -= 2;
    }
    y -= gap;
  };
  block(brand.productName, 9, false, 2);
  block(doc.title, 16, true, 2);
  block(`Stand: ${doc.version}`, 10, false, 12);
  for (const section of doc.sections) {
    if (y - 60 < BOTTOM) newPage();
    block(section.title, 12, true, 4);
    for (const paragraph of markupParagraphs(section.body))
      block(paragraph.text, paragraph.heading ? 11 : 10, paragraph.heading);
    y -= 6;
  }
  newPage();
  const total = pages.length;
  pages.forEach((page, k) =>
    page.texts.push({
      x: A4.width - LEFT,
      y: 36,
      text: `Seite ${k + 1} von ${total}`,
      size: 8,
      align: "right",
      grey: 0.4,
    }),
  );
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
