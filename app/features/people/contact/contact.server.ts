import { data, type ActionFunctionArgs } from "react-router";
import { brand } from "~/config/brand";
import { renderMail } from "~/features/core/mail/layout";
import { enqueueOutbox, outboxInsert } from "~/features/core/mail/outbox.server";
import { getCloudflare } from "~/lib/context";
import { getDb, schema } from "~/lib/db.server";
import type { FormResult } from "~/lib/forms";
import { type FormAnswer, type PublicForm, runPublicForm } from "~/lib/public-form.server";
import { getMessages, type Messages } from "~/lib/i18n";
import { type Locale, localeFromPath } from "~/lib/locale";
import { messages as germanMessages } from "~/lib/messages";
import { hitRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { formatBerlinDateTime } from "~/lib/today";
import { contactSchemas, type ContactField, type ContactInput } from "./schema";

/** Five messages per client in ten minutes is plenty for a person and stops a flood early. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { name: "contact", limit: 5, windowSeconds: 600 };
/** Per sender address, whatever network it comes from: one address cannot flood the coach's inbox. */
export const CONTACT_EMAIL_RATE_LIMIT: RateLimitRule = { name: "contact-email", limit: 10, windowSeconds: 3600 };

export type ContactResult = FormResult<ContactField>;

/** The coach's notification: plain facts, the message verbatim, reply-to set to the visitor. */
function notification(id: string, input: ContactInput, createdAt: Date) {
  const mail = germanMessages.contact.mail;
  const body = renderMail({
    heading: mail.heading,
    paragraphs: [mail.intro, `${mail.message}:\n${input.message}`],
    details: [
      [mail.name, input.name],
      [mail.email, input.email],
      [mail.page, brand.short],
      [mail.received, formatBerlinDateTime(createdAt, "de", "long")],
    ],
  });
  return {
    kind: "contact-notification" as const,
    dedupeKey: `contact:${id}`,
    refId: id,
    to: brand.mail.coachInbox,
    replyTo: input.email,
    subject: mail.subject(input.name),
    ...body,
  };
}

const kept = (values: Record<string, string>) => ({
  name: values.name ?? "",
  email: values.email ?? "",
  message: values.message ?? "",
});
const rateLimited = (messages: Messages): FormAnswer<ContactResult> => ({
  status: 429,
  result: { ok: false, message: { title: messages.common.error.title, text: messages.common.rateLimited } },
});

/**
 * The contact form in the public form pipeline (app/lib/public-form.server.ts). After the per-client
 * limit, one sender address is limited too; the request and its notification are stored in ONE
 * batch, and the queue hand-over comes last and may fail without losing anything (the outbox row
 * stays 'queued').
 */
export const contactForm = (env: Env, locale: Locale): PublicForm<(typeof contactSchemas)[Locale], ContactResult> => {
  const messages = getMessages(locale);
  return {
    name: "contact",
    rateLimit: CONTACT_RATE_LIMIT,
    schema: contactSchemas[locale],
    unreadable: () => ({ status: 400, result: { ok: false, message: messages.common.error } }),
    honeypot: () => ({ status: 200, result: { ok: true, message: messages.contact.success } }),
    rateLimited: () => rateLimited(messages),
    invalid: (fieldErrors, values) => ({ status: 400, result: { ok: false, fieldErrors, values: kept(values) } }),
    failed: (values) => ({ status: 503, result: { ok: false, message: messages.common.error, values: kept(values) } }),
    act: async (input: ContactInput) => {
      const perAddress = await hitRateLimit(env, CONTACT_EMAIL_RATE_LIMIT, input.email.toLowerCase());
      if (!perAddress.allowed) {
        return { ...rateLimited(messages), headers: { "Retry-After": String(perAddress.retryAfterSeconds) } };
      }
      const id = crypto.randomUUID();
      const createdAt = new Date();
      const db = getDb(env);
      const [, outboxRows] = await db.batch([
        db.insert(schema.contactSubmissions).values({
          id,
          name: input.name,
          email: input.email,
          message: input.message,
          on_page: brand.short,
          created_at: createdAt.toISOString(),
        }),
        outboxInsert(env, notification(id, input, createdAt)),
      ]);
      await enqueueOutbox(
        env,
        outboxRows.map((row) => row.id),
      );
      return { status: 200, result: { ok: true, message: messages.contact.success } };
    },
  };
};

/** The action of every route that shows the contact form (home and /contact). */
export async function contactAction({ request, context }: ActionFunctionArgs) {
  const { env } = getCloudflare(context);
  // The form answers in the language of the page it was sent from (/en/contact, /en).
  const locale = localeFromPath(new URL(request.url).pathname);
  const { status, result, headers } = await runPublicForm(request, env, contactForm(env, locale));
  return data<ContactResult>(result, { status, headers });
}
