import { data, type ActionFunctionArgs } from "react-router";
import { isHoneypotFilled } from "~/components/ui/honeypot";
import { brand } from "~/config/brand";
import { renderMail } from "~/features/mail/layout";
import { enqueueOutbox, outboxInsert } from "~/features/mail/outbox.server";
import { getCloudflare } from "~/lib/context";
import { getDb, schema } from "~/lib/db.server";
import { formValues, parseForm, type FormResult } from "~/lib/forms";
import { getMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { messages as germanMessages } from "~/lib/messages";
import { hitRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { clientAddress } from "~/lib/request.server";
import { contactSchemas, type ContactField, type ContactInput } from "./schema";
import { logError } from "~/lib/log";

/** Five messages per client in ten minutes is plenty for a person and stops a flood early. */
export const CONTACT_RATE_LIMIT: RateLimitRule = { name: "contact", limit: 5, windowSeconds: 600 };
/** Per sender address, whatever network it comes from: one address cannot flood the coach's inbox. */
export const CONTACT_EMAIL_RATE_LIMIT: RateLimitRule = { name: "contact-email", limit: 10, windowSeconds: 3600 };

export type ContactResult = FormResult<ContactField>;

const dateTime = new Intl.DateTimeFormat("de-DE", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Berlin" });

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
      [mail.received, dateTime.format(createdAt)],
    ],
  });
  return {
    kind: "contact-notification",
    dedupeKey: `contact:${id}`,
    refId: id,
    to: brand.mail.coachInbox,
    replyTo: input.email,
    subject: mail.subject(input.name),
    ...body,
  };
}

/**
 * The action of every route that shows the contact form (home and /contact). Order matters:
 * rate limit first (so a flood costs one counter row), honeypot, validation, then the request
 * and its notification are stored in ONE batch; the queue hand-over comes last and may fail
 * without losing anything (the outbox row stays 'queued').
 */
export async function contactAction({ request, context }: ActionFunctionArgs) {
  const { env } = getCloudflare(context);
  // The form answers in the language of the page it was sent from (/en/contact, /en).
  const locale = localeFromPath(new URL(request.url).pathname);
  const messages = getMessages(locale);

  const limit = await hitRateLimit(env, CONTACT_RATE_LIMIT, clientAddress(request));
  if (!limit.allowed) {
    return data<ContactResult>(
      { ok: false, message: { title: messages.common.error.title, text: messages.common.rateLimited } },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  let values: Record<string, string>;
  try {
    values = formValues(await request.formData());
  } catch {
    return data<ContactResult>({ ok: false, message: messages.common.error }, { status: 400 });
  }

  // A bot filled the invisible field: answer like a success so it learns nothing, store nothing.
  if (isHoneypotFilled(values)) return data<ContactResult>({ ok: true, message: messages.contact.success });

  const parsed = parseForm(contactSchemas[locale], values);
  if (!parsed.success) {
    return data<ContactResult>(
      {
        ok: false,
        fieldErrors: parsed.fieldErrors,
        values: { name: values.name ?? "", email: values.email ?? "", message: values.message ?? "" },
      },
      { status: 400 },
    );
  }

  const input = parsed.data;
  const perAddress = await hitRateLimit(env, CONTACT_EMAIL_RATE_LIMIT, input.email.toLowerCase());
  if (!perAddress.allowed) {
    return data<ContactResult>(
      { ok: false, message: { title: messages.common.error.title, text: messages.common.rateLimited } },
      { status: 429, headers: { "Retry-After": String(perAddress.retryAfterSeconds) } },
    );
  }

  const id = crypto.randomUUID();
  const createdAt = new Date();
  const db = getDb(env);
  let outboxIds: string[];
  try {
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
    outboxIds = outboxRows.map((row) => row.id);
  } catch (error) {
    logError("contact-failed", error);
    return data<ContactResult>(
      {
        ok: false,
        message: messages.common.error,
        values: { name: input.name, email: input.email, message: input.message },
      },
      { status: 503 },
    );
  }

  await enqueueOutbox(env, outboxIds);
  return data<ContactResult>({ ok: true, message: messages.contact.success });
}
