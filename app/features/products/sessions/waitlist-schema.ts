import * as v from "valibot";
import { bookingFormSchemas } from "~/features/core/booking/schema";
import { getMessages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { isCalendarDay } from "~/lib/today";

/**
 * "Sag mir Bescheid, wenn ein Termin frei wird" on /termin (decision 0207): the kind chosen above,
 * the day she wants (and, ticked, every day before it), name and address as in the booking form,
 * and the consent to be written to. Browser and server share it; the server checks the day against
 * the kind's horizon and what is free.
 */
const sessionWaitlistSchemaIn = (locale: Locale) => {
  const booking = bookingFormSchemas[locale];
  const t = getMessages(locale).sessions.waitlist;
  return v.object({
    type: v.pipe(v.optional(v.string(), ""), v.uuid(getMessages(locale).sessions.invalidChoice)),
    tag: v.pipe(v.optional(v.string(), ""), v.check(isCalendarDay, t.dayRequired)),
    earlier: v.pipe(
      v.optional(v.string(), ""),
      v.transform((value) => value === "on"),
    ),
    full_name: booking.entries.full_name,
    email: booking.entries.email,
    consent: v.pipe(v.optional(v.string(), ""), v.literal("on", t.consentRequired)),
  });
};

export const sessionWaitlistSchemas = {
  de: sessionWaitlistSchemaIn("de"),
  en: sessionWaitlistSchemaIn("en"),
} satisfies Record<Locale, unknown>;

export type SessionWaitlistField = keyof v.InferInput<(typeof sessionWaitlistSchemas)["de"]>;

/** The form's intent on /termin's POST: the scheduler's one action answers both forms. */
export const WAITLIST_INTENT = "bescheid";
