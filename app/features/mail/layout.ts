import { brand } from "~/config/brand";

export interface MailBody {
  heading: string;
  greeting?: string;
  paragraphs: string[];
  /** Label/value rows, e.g. event, date, tickets. */
  details?: [string, string][];
  action?: { label: string; url: string };
  /** Small print under the signature, e.g. cancellation terms or an unsubscribe link. */
  footnotes?: string[];
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** One look for every automatic e-mail, as plain text and as simple, escaped HTML. */
export function renderMail(body: MailBody): { text: string; html: string } {
  const signature = [`Herzliche Grüße`, brand.coach.name, brand.productName];
  const textParts = [
    body.greeting ?? "",
    ...body.paragraphs,
    body.details?.map(([label, value]) => `${label}: ${value}`).join("\n") ?? "",
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
  const action = body.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(body.action.url)}" style="display:inline-block;background:#2f6b5e;color:#fff;padding:12px 20px;border-radius:999px;text-decoration:none">${escapeHtml(body.action.label)}</a></p>`
    : "";
  const html = `<!doctype html><html lang="de"><body style="margin:0;background:#faf7f2;font-family:Arial,sans-serif;color:#1f2a2e;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<h1 style="font-family:Georgia,serif;font-weight:normal;font-size:24px;margin:0 0 24px">${escapeHtml(body.heading)}</h1>
${body.greeting ? p(body.greeting) : ""}${body.paragraphs.map(p).join("")}${details}${action}${p(signature.join("\n"))}
${(body.footnotes ?? []).map((note) => `<p style="margin:0 0 8px;font-size:12px;color:#55605f">${escapeHtml(note)}</p>`).join("")}
</div></body></html>`;
  return { text: textParts.join("\n\n"), html };
}
