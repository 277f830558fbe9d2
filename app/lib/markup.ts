/**
 * The site's one formatting language (docs/decisions/0033-*), parsed without any HTML: web content,
 * blog posts and newsletters (decision 0167) use it. `RichText` (app/components/ui/rich-text.tsx)
 * draws the blocks as React elements, `renderMail` (app/features/core/mail/layout.ts) as escaped e-mail
 * HTML and plain text.
 *
 *   blank line        new paragraph (a single line break stays a line break)
 *   **bold**          bold            *italic*   italic
 *   [label](target)   link: https://…, http://…, mailto:… or a site path such as /contact
 *   - item            bullet list (every line of the block starts with "- ")
 *   1. item           numbered list
 *   ## Heading        section heading (### for a sub-heading)
 *
 * A link to any other target (javascript:, data:, //host) stays plain text.
 */

const SAFE_TARGET = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/(?!\/)[^\s]*)$/i;
/**
 * Bold and italic need a letter (not a space or a bracket) just inside each star, so the footnote
 * star of a legal form, "ich/wir (*) … uns (*)", stays text instead of turning what lies between
 * two of them into italics (decision 0192).
 */
export const INLINE_MARKUP =
  /\*\*(?![\s)])(.+?)(?<![\s(])\*\*|\*(?![\s)*])(.+?)(?<![\s(])\*|\[([^\]\n]+)\]\(([^)\s]*)\)/g;

export function isSafeLinkTarget(target: string): boolean {
  return SAFE_TARGET.test(target);
}

export type Inline =
  | string
  | { kind: "bold"; children: Inline[] }
  | { kind: "italic"; children: Inline[] }
  | { kind: "link"; label: string; target: string };

export type Block =
  | { kind: "paragraph"; lines: Inline[][] }
  | { kind: "bullets" | "numbers"; items: Inline[][] }
  | { kind: "heading"; level: 2 | 3; content: Inline[] };

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_MARKUP)) {
    const index = match.index;
    if (index > last) out.push(text.slice(last, index));
    const [whole, bold, italic, label, target] = match;
    if (bold !== undefined) out.push({ kind: "bold", children: parseInline(bold) });
    else if (italic !== undefined) out.push({ kind: "italic", children: parseInline(italic) });
    else if (label !== undefined && target !== undefined && isSafeLinkTarget(target))
      out.push({ kind: "link", label, target });
    else out.push(whole);
    last = index + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

export function parseBlocks(text: string): Block[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): Block => {
      const rows = block.split("\n");
      if (rows.every((row) => /^[-•] /.test(row))) {
        return { kind: "bullets", items: rows.map((row) => parseInline(row.slice(2))) };
      }
      if (rows.every((row) => /^\d+\. /.test(row))) {
        return { kind: "numbers", items: rows.map((row) => parseInline(row.replace(/^\d+\. /, ""))) };
      }
      const heading = /^(#{2,3}) (.+)$/.exec(block);
      if (heading && !block.includes("\n")) {
        return { kind: "heading", level: heading[1] === "##" ? 2 : 3, content: parseInline(heading[2] ?? "") };
      }
      return { kind: "paragraph", lines: rows.map(parseInline) };
    });
}
