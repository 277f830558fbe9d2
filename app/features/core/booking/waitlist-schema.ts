import * as v from "valibot";
import { getMessages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { bookingFormSchemas } from "./schema";

/**
 * "Auf die Warteliste": name, address and tickets as in the booking form (same rules, same
 * messages), plus the consent to be written to when seats come free. Browser and server share it;
 * one per language of the event page, like the booking form's.
 */
const waitlistFormSchemaIn = (locale: Locale) => {
  const booking = bookingFormSchemas[locale];
  return v.object({
    full_name: booking.entries.full_name,
    email: booking.entries.email,
    num_tickets: booking.entries.num_tickets,
    consent: v.pipe(v.optional(v.string(), ""), v.literal("on", getMessages(locale).waitlist.consentRequired)),
  });
};

export const waitlistFormSchemas = {
  de: waitlistFormSchemaIn("de"),
  en: waitlistFormSchemaIn("en"),
} satisfies Record<Locale, unknown>;
export const waitlistFormSchema = waitlistFormSchemas.de;

export type WaitlistField = keyof v.InferInput<typeof waitlistFormSchema>;
