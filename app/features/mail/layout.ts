import { brand } from "~/config/brand";
import { getMailMessages } from "~/lib/mail-messages.server";
import type { Locale } from "~/lib/locale";

export interface MailBody {
  heading: string;
  greeting?: string;
  paragraphs: readonly string[];
  /** Label/value rows, e.g. event, date, tickets. */
  details?: [string, string][];
  action?: { label: string; url: string };
  /** Small print under the signature, e.g. cancellation terms or an unsubscribe link. */
  footnotes?: readonly string[];
  /** A boxed section after the details, e.g. how to pay (app/features/payments/instructions.ts). */
  section?: MailSection;
  /** Language of the e-mail (the visitor's, decision 0040): the signature and `<html lang>` follow it. */
  locale?: Locale;
}

export interface MailSection {
  heading: string;
  text: string;
  details: [string, string][];
  /** Generated markup only (a QR code from app/features/payments/epc.ts), never visitor text. */
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

/** One look for every automatic e-mail, as plain text and as simple, escaped HTML. */
export function renderMail(body: MailBody): { text: string; html: string } {
  const locale = body.locale ?? "de";
  const signature = [getMailMessages(locale).signature, brand.coach.name, brand.productName];
  const textParts = [
    body.greeting ?? "",
    ...body.paragraphs,
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
    ...(body.footnotes ?? []),
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
  const html = `<!doctype html><html lang="${locale}"><body style="margin:0;background:#faf7f2;font-family:Arial,sans-serif;color:#1f2a2e;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<h1 style="font-family:Georgia,serif;font-weight:normal;font-size:24px;margin:0 0 24px">${escapeHtml(body.heading)}</h1>
${body.greeting ? p(body.greeting) : ""}${body.paragraphs.map(p).join("")}${details}${section}${action}${p(signature.join("\n"))}
${(body.footnotes ?? []).map((note) => `<p style="margin:0 0 8px;font-size:12px;color:#55605f">${escapeHtml(note)}</p>`).join("")}
</div></body></html>`;
  return { text: textParts.join("\n\n"), html };
}
