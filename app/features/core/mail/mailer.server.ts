import { brand } from "~/config/brand";
import type { MailContent } from "./types";

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** The one thing the queue consumer needs from an e-mail provider. */
export interface Mailer {
  /**
   * Resolves once the provider accepted the mail; with `{ messageId }` when the provider names one
   * (read by `providerMessageId`), with nothing otherwise.
   */
  send(mail: MailContent): Promise<unknown>;
}

/** The provider's id of an accepted mail, if its answer carries one. */
export function providerMessageId(accepted: unknown): string | null {
  const id = (accepted as { messageId?: unknown } | undefined)?.messageId;
  return typeof id === "string" && id !== "" ? id.slice(0, 200) : null;
}

/**
 * Cloudflare's `send_email` binding. Locally, wrangler/Miniflare simulates it and prints
 * every message (with paths to its text, HTML and attachments) to the terminal.
 */
export function cloudflareMailer(env: Pick<Env, "MAILER" | "MAIL_FROM">): Mailer {
  return {
    async send(mail) {
      const result = await env.MAILER.send({
        from: { name: brand.mail.fromName, email: env.MAIL_FROM || brand.mail.from },
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.attachments
          ? {
              attachments: mail.attachments.map((a) => ({
                filename: a.filename,
                type: a.contentType,
                content: a.encoding === "base64" ? fromBase64(a.content) : a.content,
                disposition: "attachment" as const,
              })),
            }
          : {}),
      });
      return { messageId: result?.messageId };
    },
  };
}
