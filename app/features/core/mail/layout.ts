import { brand } from "~/config/brand";
import { getMailMessages } from "~/lib/mail-messages.server";
import { localizePath, type Locale } from "~/lib/locale";
import { type Inline, parseBlocks } from "~/lib/markup";

export interface MailBody {
  heading: string;
  greeting?: string;
  paragraphs: readonly string[];
  /** Label/value rows, e.g. event, date, tickets. */
  details?: [string, string][];
  action?: { label: string; url: string };
  /**
   * Text in the site's formatting language (app/lib/markup.ts), after `paragraphs`: a newsletter as
   * the coach wrote it (decision 0167). Links become real links (site paths on `origin`, in the
   * e-mail's language); the plain-text part names each link's address after its label.
   */
  markup?: { text: string; origin: string };
  /**
   * A photo under the heading (a newsletter's, decision 0173): an absolute address, its alt text,
   * the width it stands at (at most the 560 px column). Shrinks with the column on a phone; the
   * plain-text part leaves it out.
   */
  image?: { src: string; alt: string; width: number };
  /** A list of links after the text, e.g. a newsletter's "Nächste Termine". */
  linkList?: MailLinkList;
  /** Small print under the signature, e.g. cancellation terms or an unsubscribe link. */
  footnotes?: readonly (string | MailNote)[];
  /** Without the automatic sign-off: the coach signed the text herself (one signature, decision 0167). */
  signature?: boolean;
  /** A boxed section after the details, e.g. how to pay (app/features/core/payments/instructions.ts). */
  section?: MailSection;
  /** Language of the e-mail (the visitor's, decision 0040): the signature and `<html lang>` follow it. */
  locale?: Locale;
}

/** A line of small print ending in a link: "Du möchtest keine E-Mails mehr von mir? Hier kannst du dich abmelden". */
export interface MailNote {
  text: string;
  link: { label: string; url: string };
}

export interface MailLinkList {
  heading: string;
  items: { label: string; detail: string; url: string }[];
}

export interface MailSection {
  heading: string;
  text: string;
  details: [string, string][];
  /** Generated markup only (a QR code from app/features/core/payments/epc.ts), never visitor text. */
  trustedSvg?: string;
  link?: { label: string; url: string };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Paragraphs as the coach typed them (blank lines between); every line is escaped when rendered. */
export const paragraphsOf = (body: string) =>
  body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);

const linkStyle = "color:#2f6b5e;text-decoration:underline";

/** A link's address as the e-mail gives it: site paths on the site's origin, in the e-mail's language. */
const absolute = (target: string, origin: string, locale: Locale) =>
  target.startsWith("/") ? `${origin}${localizePath(target, locale)}` : target;

function inlineHtml(parts: Inline[], origin: string, locale: Locale): string {
  return parts
    .map((part) => {
      if (typeof part === "string") return escapeHtml(part);
      if (part.kind === "bold") return `<strong>${inlineHtml(part.children, origin, locale)}</strong>`;
      if (part.kind === "italic") return `<em>${inlineHtml(part.children, origin, locale)}</em>`;
      return `<a href="${escapeHtml(absolute(part.target, origin, locale))}" style="${linkStyle}">${escapeHtml(part.label)}</a>`;
    })
    .join("");
}

function inlineText(parts: Inline[], origin: string, locale: Locale): string {
  return parts
    .map((part) => {
      if (typeof part === "string") return part;
      if (part.kind !== "link") return inlineText(part.children, origin, locale);
      const url = absolute(part.target, origin, locale).replace(/^mailto:/, "");
      return part.label === url ? url : `${part.label} (${url})`;
    })
    .join("");
}

/** The coach's formatted text as e-mail HTML: every character she typed is escaped. */
export function markupHtml(text: string, origin: string, locale: Locale): string {
  return parseBlocks(text)
    .map((block) => {
      switch (block.kind) {
        case "bullets":
        case "numbers": {
          const tag = block.kind === "bullets" ? "ul" : "ol";
          const items = block.items.map(
            (item) => `<li style="margin:0 0 6px">${inlineHtml(item, origin, locale)}</li>`,
          );
          return `<${tag} style="margin:0 0 16px;padding-left:24px">${items.join("")}</${tag}>`;
        }
        case "heading": {
          const size = block.level === 2 ? 20 : 17;
          return `<h${block.level} style="font-family:Georgia,serif;font-weight:normal;font-size:${size}px;margin:24px 0 12px">${inlineHtml(block.content, origin, locale)}</h${block.level}>`;
        }
        default:
          return `<p style="margin:0 0 16px">${block.lines.map((line) => inlineHtml(line, origin, locale)).join("<br>")}</p>`;
      }
    })
    .join("");
}

/** The same as plain text: formatting dropped, each link's address in brackets after its label. */
export function markupText(text: string, origin: string, locale: Locale): string {
  return parseBlocks(text)
    .map((block) => {
      switch (block.kind) {
        case "bullets":
          return block.items.map((item) => `- ${inlineText(item, origin, locale)}`).join("\n");
        case "numbers":
          return block.items.map((item, i) => `${i + 1}. ${inlineText(item, origin, locale)}`).join("\n");
        case "heading":
          return inlineText(block.content, origin, locale);
        default:
          return block.lines.map((line) => inlineText(line, origin, locale)).join("\n");
      }
    })
    .join("\n\n");
}

const noteText = (note: string | MailNote) =>
  typeof note === "string" ? note : `${note.text} ${note.link.label}: ${note.link.url}`;
const noteHtml = (note: string | MailNote) =>
  typeof note === "string"
    ? escapeHtml(note)
    : `${escapeHtml(note.text)} <a href="${escapeHtml(note.link.url)}" style="color:#55605f;text-decoration:underline">${escapeHtml(note.link.label)}</a>`;

/** The HTML document's title (HTML requires one; some mail apps show it): the heading and who writes. */
const mailTitle = (body: MailBody) => (body.heading ? `${body.heading} – ${brand.productName}` : brand.productName);

/** One look for every automatic e-mail, as plain text and as simple, escaped HTML. */
export function renderMail(body: MailBody): { text: string; html: string } {
  const locale = body.locale ?? "de";
  const signature =
    body.signature === false ? [] : [getMailMessages(locale).signature, brand.coach.name, brand.productName];
  const textParts = [
    body.greeting ?? "",
    ...body.paragraphs,
    body.markup ? markupText(body.markup.text, body.markup.origin, locale) : "",
    body.linkList
      ? [
          body.linkList.heading,
          ...body.linkList.items.map((item) => `${item.label} (${item.detail}): ${item.url}`),
        ].join("\n")
      : "",
    body.details?.map(([label, value]) => `${label}: ${value}`).join("\n") ?? "",
    body.section
      ? [
          body.section.heading,
          body.section.text,
          ...body.section.details.map(([label, value]) => `${label}: ${value}`),
          body.section.link ? `${body.section.link.label}: ${body.section.link.url}` : "",
        ]
          .filter(Boolean)
          .join("\n")
      : "",
    body.action ? `${body.action.label}: ${body.action.url}` : "",
    signature.join("\n"),
    ...(body.footnotes ?? []).map(noteText),
  ].filter(Boolean);

  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text).replaceAll("\n", "<br>")}</p>`;
  const details = body.details?.length
    ? `<table style="border-collapse:collapse;margin:0 0 16px">${body.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 16px 4px 0;color:#55605f">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join("")}</table>`
    : "";
  const table = (rows: [string, string][]) =>
    `<table style="border-collapse:collapse;margin:0 0 16px">${rows
      .map(
        ([label, value]) =>
          `<tr><td style="padding:4px 16px 4px 0;color:#55605f">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
      )
      .join("")}</table>`;
  const section = body.section
    ? `<div style="border:1px solid #d9d3c7;border-radius:12px;padding:16px 20px;margin:0 0 16px;background:#fff">
<h2 style="font-family:Georgia,serif;font-weight:normal;font-size:19px;margin:0 0 12px">${escapeHtml(body.section.heading)}</h2>
${p(body.section.text)}${table(body.section.details)}${body.section.trustedSvg ? `<div style="margin:0 0 12px">${body.section.trustedSvg}</div>` : ""}${
        body.section.link
          ? `<p style="margin:0"><a href="${escapeHtml(body.section.link.url)}" style="color:#2f6b5e">${escapeHtml(body.section.link.label)}</a></p>`
          : ""
      }</div>`
    : "";
  const action = body.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(body.action.url)}" style="display:inline-block;background:#2f6b5e;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">${escapeHtml(body.action.label)}</a></p>`
    : "";
  const linkList = body.linkList
    ? `<h2 style="font-family:Georgia,serif;font-weight:normal;font-size:20px;margin:24px 0 12px">${escapeHtml(body.linkList.heading)}</h2><ul style="margin:0 0 16px;padding-left:24px">${body.linkList.items
        .map(
          (item) =>
            `<li style="margin:0 0 8px"><a href="${escapeHtml(item.url)}" style="${linkStyle}">${escapeHtml(item.label)}</a><br><span style="color:#55605f">${escapeHtml(item.detail)}</span></li>`,
        )
        .join("")}</ul>`
    : "";
  // The width attribute for mail programs that ignore CSS; the style lets it shrink with the column.
  const image = body.image
    ? `<p style="margin:0 0 24px"><img src="${escapeHtml(body.image.src)}" alt="${escapeHtml(body.image.alt)}" width="${body.image.width}" style="display:block;width:100%;max-width:${body.image.width}px;height:auto;border:0;border-radius:12px"></p>\n`
    : "";
  // A long address (a link she pasted, an unsubscribe link) wraps instead of widening the e-mail on a phone.
  const html = `<!doctype html><html lang="${locale}"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(mailTitle(body))}</title></head><body style="margin:0;background:#faf7f2;font-family:Arial,sans-serif;color:#1f2a2e;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:32px 24px;overflow-wrap:anywhere;word-break:break-word">
<h1 style="font-family:Georgia,serif;font-weight:normal;font-size:24px;margin:0 0 24px">${escapeHtml(body.heading)}</h1>
${image}${body.greeting ? p(body.greeting) : ""}${body.paragraphs.map(p).join("")}${body.markup ? markupHtml(body.markup.text, body.markup.origin, locale) : ""}${linkList}${details}${section}${action}${signature.length ? p(signature.join("\n")) : ""}
${(body.footnotes ?? []).map((note) => `<p style="margin:0 0 8px;font-size:12px;color:#55605f">${noteHtml(note)}</p>`).join("")}
</div></body></html>`;
  return { text: textParts.join("\n\n"), html };
}
