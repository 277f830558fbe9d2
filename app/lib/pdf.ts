import { brand } from "~/config/brand";

/**
 * A small PDF 1.4 writer for text documents (invoices): positioned text in Helvetica and
 * Helvetica-Bold, thin lines, A4 pages. The two fonts are PDF standard fonts, so nothing is
 * embedded and a one-page invoice is a few kilobytes. Chosen over pdf-lib, which adds about
 * 177 KiB gzip to the Worker and would break the bundle budget (docs/decisions/0010-invoice-pdf-writer.md).
 */

/** A4 in PDF points (1/72 inch). */
export const A4 = { width: 595.28, height: 841.89 } as const;

export interface PdfText {
  x: number;
  /** Baseline, from the bottom of the page. */
  y: number;
  text: string;
  size: number;
  bold?: boolean;
  /** "right": `x` is where the text ends (amount columns). */
  align?: "left" | "right";
  /** Grey 0 (black) … 1 (white). */
  grey?: number;
}

export interface PdfRule {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  width?: number;
}

export interface PdfPage {
  texts: PdfText[];
  rules?: PdfRule[];
}

// Glyph widths (1/1000 em) of WinAnsi codes 32–255 from the Adobe Font Metrics of the standard fonts,
// as @pdf-lib/standard-fonts carries them; needed to right-align amounts and to wrap lines.
const HELVETICA =
  "278,278,355,556,556,889,667,191,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,278,278,584,584,584,556,1015,667,667,722,722,667,611,778,722,278,500,667,556,833,722,778,667,778,722,667,611,722,667,944,667,667,611,278,278,278,469,556,333,556,556,500,556,556,278,556,556,222,222,500,222,833,556,556,556,556,333,500,278,556,500,722,500,500,500,334,260,334,584,0,556,0,222,556,333,1000,556,556,333,1000,667,333,1000,0,611,0,0,222,222,333,333,350,556,1000,333,1000,500,333,944,0,500,500,278,333,556,556,556,556,260,556,333,737,370,556,584,333,737,333,400,584,333,333,333,556,537,278,333,333,365,556,834,834,834,611,667,667,667,667,667,667,1000,722,667,667,667,667,278,278,278,278,722,722,778,778,778,778,778,584,778,722,722,722,722,667,667,611,556,556,556,556,556,556,889,500,556,556,556,556,278,278,278,278,556,556,556,556,556,556,556,584,611,556,556,556,556,500,556,500";
const HELVETICA_BOLD =
  "278,333,474,556,556,889,722,238,333,333,389,584,278,333,278,278,556,556,556,556,556,556,556,556,556,556,333,333,584,584,584,611,975,722,722,722,722,667,611,778,722,278,556,722,611,833,722,778,667,778,722,667,611,722,667,944,667,667,611,333,278,333,584,556,333,556,611,556,611,556,333,611,611,278,278,556,278,889,611,611,611,611,389,556,333,611,556,778,556,556,500,389,280,389,584,0,556,0,278,556,500,1000,556,556,333,1000,667,333,1000,0,611,0,0,278,278,500,500,350,556,1000,333,1000,556,333,944,0,500,556,278,333,556,556,556,556,280,556,333,737,370,556,584,333,737,333,400,584,333,333,333,611,556,278,333,333,365,556,834,834,834,611,722,722,722,722,722,722,1000,722,667,667,667,667,278,278,278,278,722,722,778,778,778,778,778,584,778,722,722,722,722,667,667,611,556,556,556,556,556,556,889,556,556,556,556,556,278,278,278,278,611,611,611,611,611,611,611,584,611,611,611,611,611,556,611,556";
const widths = { regular: HELVETICA.split(",").map(Number), bold: HELVETICA_BOLD.split(",").map(Number) };

/** Characters of WinAnsiEncoding outside Latin-1, by Unicode code point. */
const WIN_ANSI_EXTRA: Record<number, number> = {
  338: 140, 339: 156, 352: 138, 353: 154, 376: 159, 381: 142, 382: 158, 402: 131, 710: 136, 732: 152,
  8211: 150, 8212: 151, 8216: 145, 8217: 146, 8218: 130, 8220: 147, 8221: 148, 8222: 132, 8224: 134,
  8225: 135, 8226: 149, 8230: 133, 8240: 137, 8249: 139, 8250: 155, 8364: 128, 8482: 153,
}; // prettier-ignore

/** Letters without a decomposition whose base letter the standard fonts have. */
const BASE_LETTER: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", ı: "i", Ħ: "H", ħ: "h" };

function winAnsiCode(char: string): number | undefined {
  const cp = char.codePointAt(0)!;
  if (cp === 9 || cp === 10 || cp === 13) return 32;
  if ((cp >= 32 && cp <= 126) || (cp >= 160 && cp <= 255)) return cp;
  return WIN_ANSI_EXTRA[cp];
}

/**
 * WinAnsi byte codes of a string. A letter the standard fonts lack is shown as its base letter
 * ("Ş" as "S", "ł" as "l": the name stays readable; the invoice snapshot keeps it exactly); anything
 * else they cannot show becomes "?".
 */
function winAnsi(text: string): number[] {
  const codes: number[] = [];
  for (const char of text.normalize("NFC")) {
    const base = BASE_LETTER[char] ?? char.normalize("NFD").charAt(0);
    codes.push(winAnsiCode(char) ?? winAnsiCode(base) ?? 63);
  }
  return codes;
}

const WIN_ANSI_CHAR = new Map(
  Object.entries(WIN_ANSI_EXTRA).map(([cp, code]) => [code, String.fromCodePoint(Number(cp))]),
);

/**
 * The text as the standard fonts show it (`winAnsi`'s mapping, back as characters): what the
 * invoice's PDF/A draws with its embedded font, so both files say the same (decision 0232).
 */
export const winAnsiText = (text: string) =>
  winAnsi(text)
    .map((code) => WIN_ANSI_CHAR.get(code) ?? String.fromCharCode(code))
    .join("");

/** Width of a text in points at `size`. */
export function textWidth(text: string, size: number, bold = false): number {
  const table = bold ? widths.bold : widths.regular;
  return (winAnsi(text).reduce((sum, code) => sum + (table[code - 32] ?? 556), 0) * size) / 1000;
}

/** Breaks a text into lines no wider than `maxWidth` points, at spaces (a longer word stays whole). */
export function wrapText(text: string, size: number, maxWidth: number, bold = false): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

/** A text as a table cell: what is measured to size its column. */
export interface PdfCell {
  text: string;
  size: number;
  bold?: boolean;
}

/**
 * Right-aligned columns (amounts) laid out leftwards from `right`: each as wide as its widest cell,
 * `gap` points apart, so a long amount (12.345,00 EUR, a negative Storno amount) pushes its
 * neighbours left instead of running into them. Columns are given left to right; each comes back
 * with `right` (where its texts end, for `align: "right"`) and `left` (where its widest text starts).
 */
export function rightAlignedColumns(right: number, gap: number, columns: PdfCell[][]) {
  const placed: { left: number; right: number }[] = [];
  let edge = right;
  for (let k = columns.length - 1; k >= 0; k--) {
    const width = Math.max(0, ...columns[k]!.map((cell) => textWidth(cell.text, cell.size, cell.bold)));
    placed[k] = { left: edge - width, right: edge };
    edge -= width + gap;
  }
  return placed;
}

/** Where a flowing text document (the AGB, the withdrawal terms) writes on A4: 56 pt sides, 64 pt top and bottom. */
export const FLOW_PAGE = { left: 56, width: A4.width - 2 * 56, top: A4.height - 64, bottom: 64 } as const;

/**
 * Text that flows down A4 pages, for the documents that are mostly prose (the AGB, the
 * Widerrufsbelehrung): `block` writes a paragraph, each of its lines wrapped to the width, the
 * paragraph's first three lines kept on one page, a new page wherever the text reaches the bottom.
 * `finish` hands back the pages, numbered in the bottom right corner when given a label.
 */
export function textFlow(page: { left: number; width: number; top: number; bottom: number } = FLOW_PAGE) {
  const pages: PdfPage[] = [];
  let texts: PdfText[] = [];
  let y = page.top;
  const newPage = () => {
    if (texts.length) pages.push({ texts });
    texts = [];
    y = page.top;
  };
  return {
    /** A paragraph at `size` points; `gap` points of space after it. */
    block(text: string, size: number, { bold = false, gap = 6 }: { bold?: boolean; gap?: number } = {}) {
      const lead = size * 1.35;
      for (const source of text.split("\n")) {
        const lines = wrapText(source, size, page.width, bold);
        if (y - Math.min(lines.length, 3) * lead < page.bottom) newPage();
        for (const line of lines) {
          if (y < page.bottom) newPage();
          texts.push({ x: page.left, y, text: line, size, bold });
          y -= lead;
        }
        y -= 2;
      }
      y -= gap;
    },
    /** Some empty space. */
    space(points: number) {
      y -= points;
    },
    /** A new page unless `points` of room are left on this one. */
    keep(points: number) {
      if (y - points < page.bottom) newPage();
    },
    newPage,
    /** The pages written, the last one closed; with `label`, each says where it stands ("Seite 1 von 3"). */
    finish(label?: (page: number, total: number) => string): PdfPage[] {
      newPage();
      if (label) {
        pages.forEach((written, k) =>
          written.texts.push({
            x: page.left + page.width,
            y: 36,
            text: label(k + 1, pages.length),
            size: 8,
            align: "right",
            grey: 0.4,
          }),
        );
      }
      return pages;
    },
  };
}

const hex = (codes: number[]) => codes.map((c) => c.toString(16).padStart(2, "0")).join("");
const num = (n: number) => (Math.round(n * 100) / 100).toString();

/** A text string for the document information: UTF-16BE with byte order mark, so umlauts survive. */
function infoString(text: string): string {
  let out = "FEFF";
  for (let k = 0; k < text.length; k++) out += text.charCodeAt(k).toString(16).padStart(4, "0");
  return `<${out.toUpperCase()}>`;
}

/** "D:20261123101500Z" */
const pdfDate = (date: Date) => `D:${date.toISOString().replace(/[-:T]/g, "").slice(0, 14)}Z`;

function contentStream(page: PdfPage): string {
  const ops: string[] = [];
  for (const rule of page.rules ?? []) {
    ops.push(`${num(rule.width ?? 0.5)} w ${num(rule.x1)} ${num(rule.y1)} m ${num(rule.x2)} ${num(rule.y2)} l S`);
  }
  for (const t of page.texts) {
    const x = t.align === "right" ? t.x - textWidth(t.text, t.size, t.bold) : t.x;
    ops.push(
      `BT ${num(t.grey ?? 0)} g /${t.bold ? "F2" : "F1"} ${num(t.size)} Tf ${num(x)} ${num(t.y)} Td <${hex(winAnsi(t.text))}> Tj ET`,
    );
  }
  return ops.join("\n");
}

/** A document's pages and information, as `pdfDocument` writes it (or the invoice-PDF Worker draws it). */
export interface PdfDocumentInput {
  title: string;
  author: string;
  created: Date;
  pages: PdfPage[];
}

/**
 * The PDF file. Deterministic: the same pages, title and date give the same bytes, so an invoice
 * downloaded twice is the same file. Every object is ASCII, so string length equals byte offset.
 */
export function pdfDocument(doc: PdfDocumentInput): Uint8Array<ArrayBuffer> {
  const objects: string[] = [];
  const add = (body: string) => objects.push(body);
  const font = (name: string) => `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  // 1 catalog, 2 pages, 3–4 fonts, 5 info, then page and content pairs.
  const pageIds = doc.pages.map((_, k) => 6 + k * 2);
  add("<< /Type /Catalog /Pages 2 0 R >>");
  add(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${doc.pages.length} >>`);
  add(font("Helvetica"));
  add(font("Helvetica-Bold"));
  add(
    `<< /Title ${infoString(doc.title)} /Author ${infoString(doc.author)} /Producer ${infoString(brand.productName)} /CreationDate (${pdfDate(doc.created)}) >>`,
  );
  doc.pages.forEach((page, k) => {
    const stream = contentStream(page);
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[k]! + 1} 0 R >>`,
    );
    add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  });
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((body, k) => {
    offsets.push(out.length);
    out += `${k + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

/** Base64 of bytes (e-mail attachments), in chunks so large files do not overflow the argument list. */
export function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (let k = 0; k < bytes.length; k += 0x8000) binary += String.fromCharCode(...bytes.subarray(k, k + 0x8000));
  return btoa(binary);
}
