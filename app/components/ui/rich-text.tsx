import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { localizePath, type Locale } from "~/lib/locale";
import { type Block, type Inline, INLINE_MARKUP, isSafeLinkTarget, parseBlocks, parseInline } from "~/lib/markup";

/**
 * The formatting subset of long web-content texts (app/lib/markup.ts, docs/decisions/0033-*), drawn
 * as React elements: nothing the coach types ever becomes HTML, so `<script>` is shown as the
 * characters it is. A link to any other target (javascript:, data:, //host) is shown as plain text,
 * and the editor refuses to save it (`markupProblem`).
 */

export { isSafeLinkTarget };

/** A German message for the editor when a text has a link the site would not show, else null. */
export function markupProblem(text: string): string | null {
  for (const match of text.matchAll(INLINE_MARKUP)) {
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

function inline(parts: Inline[], locale: Locale, keyPrefix: string): ReactNode[] {
  return parts.map((part, n) => {
    const key = `${keyPrefix}-${n}`;
    if (typeof part === "string") return part;
    if (part.kind === "bold") return <strong key={key}>{inline(part.children, locale, key)}</strong>;
    if (part.kind === "italic") return <em key={key}>{inline(part.children, locale, key)}</em>;
    return part.target.startsWith("/") ? (
      <Link key={key} to={localizePath(part.target, locale)} className={linkClass}>
        {part.label}
      </Link>
    ) : (
      <a key={key} href={part.target} className={linkClass}>
        {part.label}
      </a>
    );
  });
}

/** Lines of a paragraph, with the single line breaks the coach typed. */
function withBreaks(lines: Inline[][], locale: Locale, key: string): ReactNode[] {
  return lines.flatMap((line, i) => [
    ...(i > 0 ? [<br key={`${key}-br${i}`} />] : []),
    <Fragment key={`${key}-l${i}`}>{inline(line, locale, `${key}-l${i}`)}</Fragment>,
  ]);
}

function BlockView({ block, locale, id }: { block: Block; locale: Locale; id: string }) {
  switch (block.kind) {
    case "bullets":
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-accent">
          {block.items.map((item, j) => (
            <li key={j}>{inline(item, locale, `${id}-${j}`)}</li>
          ))}
        </ul>
      );
    case "numbers":
      return (
        <ol className="list-decimal space-y-2 pl-6 marker:text-accent">
          {block.items.map((item, j) => (
            <li key={j}>{inline(item, locale, `${id}-${j}`)}</li>
          ))}
        </ol>
      );
    case "heading": {
      const Tag = block.level === 2 ? "h2" : "h3";
      return <Tag className={Tag === "h2" ? "pt-4 text-2xl" : "pt-2 text-xl"}>{inline(block.content, locale, id)}</Tag>;
    }
    default:
      return <p>{withBreaks(block.lines, locale, id)}</p>;
  }
}

export function RichText({ text, locale }: { text: string; locale: Locale }) {
  return (
    <>
      {parseBlocks(text).map((block, i) => (
        <BlockView key={`b${i}`} block={block} locale={locale} id={`b${i}`} />
      ))}
    </>
  );
}

/** A short text that may hold inline formatting (bold, italic, links) but no blocks. */
export function InlineText({ text, locale }: { text: string; locale: Locale }) {
  return <>{withBreaks(text.split("\n").map(parseInline), locale, "i")}</>;
}
