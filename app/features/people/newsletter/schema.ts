import type * as v from "valibot";
import { emailOnlySchemas } from "~/lib/forms";
import { getMessages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";

/** Footer form (before sending) and /newsletter action (the gate), per language of the page. */
export const newsletterSchemas = emailOnlySchemas;
export const newsletterSchema = newsletterSchemas.de;

export type NewsletterInput = v.InferOutput<typeof newsletterSchema>;

/** The consent text exactly as the form shows it (in the form's language); stored with each sign-up as proof. */
export function consentTextFor(locale: Locale): string {
  const t = getMessages(locale).newsletter;
  return `${t.consent} ${t.privacyLead} ${t.privacyLink}.`;
}
export const newsletterConsentText = consentTextFor("de");

/** The hidden field that tells the /newsletter action which language the form was shown in. */
export const LOCALE_FIELD = "sprache";
