import type { adminMessages } from "~/lib/messages.admin";

/** Every kind of e-mail the site sends: the keys of the mail log's words, so none goes without one. */
export type MailKind = keyof typeof adminMessages.emails.kinds;

/** A queue message: only the outbox row's id travels; the row holds the e-mail itself. */
export interface MailJob {
  outboxId: string;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Text as is, or binary (a PDF) as base64 with `encoding: "base64"`: the outbox row is JSON. */
  content: string;
  encoding?: "base64";
  /**
   * An invoice's number: this PDF is sent as that invoice's ZUGFeRD / Factur-X (the e-invoice inside),
   * drawn when the mail leaves (app/features/core/invoices/factur-x.server.ts, decision 0232).
   */
  facturX?: string;
}

export interface MailContent {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra header lines, e.g. List-Unsubscribe on newsletter mails. */
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** An e-mail to record and queue; the dedupe key makes sure it is sent at most once. */
export interface MailDraft extends MailContent {
  /** What the mail is; every kind has its German word in the mail log (adminMessages.emails.kinds). */
  kind: MailKind;
  dedupeKey: string;
  refId?: string;
}
