import * as v from "valibot";
import { emailField } from "~/features/contact/schema";
import { messages } from "~/lib/messages";

const m = messages.newsletter.errors;

/** The one newsletter schema (footer form and /newsletter action). Lower-cased so one address is one row. */
export const newsletterSchema = v.object({
  email: v.pipe(
    emailField({ required: m.emailRequired, invalid: m.emailInvalid, tooLong: m.emailTooLong }),
    v.toLowerCase(),
  ),
});

export type NewsletterInput = v.InferOutput<typeof newsletterSchema>;

/** The consent text exactly as the form shows it; stored with each sign-up as proof. */
export const newsletterConsentText = `${messages.newsletter.consent} ${messages.newsletter.privacyLead} ${messages.newsletter.privacyLink}.`;
