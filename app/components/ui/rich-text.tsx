import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { localizePath, type Locale } from "~/lib/locale";

/**
 * The formatting subset of long web-content texts (docs/features.md "Web content", docs/decisions/0033-*):
 *
 *   blank line        new paragraph (a single line break stays a line break)
 *   **bold**          bold            *italic*   italic
 *   [label](target)   link: https://…, http://…, mailto:… or a site path such as /contact
 *   - item            bullet list (every line of the block starts with "- ")
 *   1. item           numbered list
 *   ## Heading        section heading (### for a sub-heading), for the legal pages
 *
 * The text is parsed into React elements; nothing the coach types ever becomes HTML, so `<script>`
 * is shown as the characters it is. A link to any other target (javascript:, data:, //host) is
 * shown as plain text, and the editor refuses to save it (`markupProblem`).
 */

const SAFE_TARGET = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/(?!\/)[^\s]*)$/i;
const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]\n]+)\]\(([^)\s]*)\)/g;

export function isSafeLinkTarget(target: string): boolean {
  return SAFE_TARGET.test(target);
}

/** A German message for the editor when a text has a link the site would not show, else null. */
export function markupProblem(text: string): string | null {
  for (const match of text.matchAll(INLINE)) {
    const target = match[4];
    if (target !== undefined && !isSafeLinkTarget(target)) {
      return `Der Link „${target.slice(0, 60)}“ ist nicht erlaubt. Erlaubt sind Adressen mit https://, http://, mailto: oder Seitenpfade wie /contact.`;
    }
  }
  if (/javascript:|vbscript:|data:text\/html/i.test(text)) {
    return "„javascript:“-, „vbscript:“- und „data:“-Adressen sind nicht erlaubt.";
  }
  return null;
}

const linkClass = "font-medium text-accent underline underline-offset-4 hover:text-accent-strong";

function inline(text: string, locale: Locale, keyPrefix: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  let n = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index;
    if (index > last) out.push(text.slice(last, index));
    const key = `${keyPrefix}-${n++}`;
    const [whole, bold, italic, label, target] = match;
    if (bold !== undefined) out.push(<strong key={key}>{inline(bold, locale, key)}</strong>);
    else if (italic !== undefined) out.push(<em key={key}>{inline(italic, locale, key)}</em>);
    else if (label !== undefined && target !== undefined && isSafeLinkTarget(target)) {
      out.push(
        target.startsWith("/") ? (
          <Link key={key} to={localizePath(target, locale)} className={linkClass}>
            {label}
          </Link>
        ) : (
          <a key={key} href={target} className={linkClass}>
            {label}
          </a>
        ),
      );
    } else out.push(whole);
    last = index + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** Lines of a paragraph, with the single line breaks the coach typed. */
function withBreaks(text: string, locale: Locale, key: string): ReactNode[] {
  return text
    .split("\n")
    .flatMap((line, i) => [
      ...(i > 0 ? [<br key={`${key}-br${i}`} />] : []),
      <Fragment key={`${key}-l${i}`}>{inline(line, locale, `${key}-l${i}`)}</Fragment>,
    ]);
}

export function RichText({ text, locale }: { text: string; locale: Locale }) {
  const blocks = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <>
      {blocks.map((block, i) => {
        const key = `b${i}`;
        const rows = block.split("\n");
        if (rows.every((row) => /^[-•] /.test(row))) {
          return (
            <ul key={key} className="list-disc space-y-2 pl-6 marker:text-accent">
              {rows.map((row, j) => (
                <li key={j}>{inline(row.slice(2), locale, `${key}-${j}`)}</li>
              ))}
            </ul>
          );
        }
        if (rows.every((row) => /^\d+\. /.test(row))) {
          return (
            <ol key={key} className="list-decimal space-y-2 pl-6 marker:text-accent">
              {rows.map((row, j) => (
                <li key={j}>{inline(row.replace(/^\d+\. /, ""), locale, `${key}-${j}`)}</li>
              ))}
            </ol>
          );
        }
        const heading = /^(#{2,3}) (.+)$/.exec(block);
        if (heading && !block.includes("\n")) {
          const Tag = heading[1] === "##" ? "h2" : "h3";
          return (
            <Tag key={key} className={Tag === "h2" ? "pt-4 text-2xl" : "pt-2 text-xl"}>
              {inline(heading[2] ?? "", locale, key)}
            </Tag>
          );
        }
        return <p key={key}>{withBreaks(block, locale, key)}</p>;
      })}
    </>
  );
}

/** A short text that may hold inline formatting (bold, italic, links) but no blocks. */
export function InlineText({ text, locale }: { text: string; locale: Locale }) {
  return <>{withBreaks(text, locale, "i")}</>;
}
