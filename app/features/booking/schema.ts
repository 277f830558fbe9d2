import * as v from "valibot";
import { messages } from "~/lib/messages";

/** Spec, section 9: tickets per booking. */
export const MIN_TICKETS = 1;
export const MAX_TICKETS = 10;
export const MAX_NAME_LENGTH = 120;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PHONE_LENGTH = 40;

const m = messages.booking.validation;

/**
 * The booking form, checked with this one schema in the browser (before sending) and on the
 * server (always). Field names follow the bookings table.
 */
export const bookingFormSchema = v.object({
  full_name: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.nonEmpty(m.nameRequired),
    v.maxLength(MAX_NAME_LENGTH, m.nameTooLong(MAX_NAME_LENGTH)),
  ),
  email: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.nonEmpty(m.emailRequired),
    v.maxLength(MAX_EMAIL_LENGTH, m.emailInvalid),
    v.email(m.emailInvalid),
  ),
  phone: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.maxLength(MAX_PHONE_LENGTH, m.phoneInvalid),
    v.regex(/^(?:\+?[\d\s()/.-]{5,})?$/, m.phoneInvalid),
  ),
  num_tickets: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.regex(/^\d{1,3}$/, m.ticketsNotANumber),
    v.transform(Number),
    v.minValue(MIN_TICKETS, m.ticketsRange(MIN_TICKETS, MAX_TICKETS)),
    v.maxValue(MAX_TICKETS, m.ticketsRange(MIN_TICKETS, MAX_TICKETS)),
  ),
});

export type BookingInput = v.InferOutput<typeof bookingFormSchema>;
export type BookingField = keyof v.InferInput<typeof bookingFormSchema>;

/** What the browser does with the ticket field (spec): anything that is not a number becomes 1. */
export function ticketsFallback(raw: string): string {
  const parsed = Number.parseInt(raw, 10);
  return Number.isFinite(parsed) ? String(parsed) : String(MIN_TICKETS);
}
