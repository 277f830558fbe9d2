import * as v from "valibot";
import { messages } from "~/lib/messages";
import { bookingFormSchema } from "./schema";

/**
 * "Auf die Warteliste": name, address and tickets as in the booking form (same rules, same
 * messages), plus the consent to be written to when seats come free. Browser and server share it.
 */
export const waitlistFormSchema = v.object({
  full_name: bookingFormSchema.entries.full_name,
  email: bookingFormSchema.entries.email,
  num_tickets: bookingFormSchema.entries.num_tickets,
  consent: v.pipe(v.optional(v.string(), ""), v.literal("on", messages.waitlist.consentRequired)),
});

export type WaitlistField = keyof v.InferInput<typeof waitlistFormSchema>;
