import * as v from "valibot";
import { getMessages } from "~/lib/i18n";
import { emailField } from "~/lib/forms";
import type { Locale } from "~/lib/locale";

export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const;

/** The contact schema with one language's messages: ContactForm checks before sending, contactAction is the gate. */
const contactSchemaIn = (m: ReturnType<typeof getMessages>["contact"]["errors"]) =>
  v.object({
    name: v.pipe(
      v.string(m.nameRequired),
      v.trim(),
      v.nonEmpty(m.nameRequired),
      v.maxLength(CONTACT_LIMITS.name, m.nameTooLong),
      // The name goes into the notification's subject line: no line breaks or control characters.
      // eslint-disable-next-line no-control-regex
      v.regex(/^[^\u0000-\u001f\u007f]*$/, m.nameInvalid),
    ),
    email: emailField({ required: m.emailRequired, invalid: m.emailInvalid, tooLong: m.emailTooLong }),
    message: v.pipe(
      v.string(m.messageRequired),
      v.trim(),
      v.nonEmpty(m.messageRequired),
      v.maxLength(CONTACT_LIMITS.message, m.messageTooLong),
    ),
  });

export const contactSchemas = {
  de: contactSchemaIn(getMessages("de").contact.errors),
  en: contactSchemaIn(getMessages("en").contact.errors),
} satisfies Record<Locale, unknown>;
export const contactSchema = contactSchemas.de;

export type ContactInput = v.InferOutput<typeof contactSchema>;
export type ContactField = keyof ContactInput;
