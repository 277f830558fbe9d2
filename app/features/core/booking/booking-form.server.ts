/*
 * The public booking form of an event seat (the public form pipeline, app/lib/public-form.server.ts):
 * its answers, the kept fields, the code field's words, and its refusals in the page's language.
 */
import { formatPrice } from "~/lib/money";
import type { FormResult } from "~/lib/forms";
import { type FormAnswer, type PublicForm, runPublicForm } from "~/lib/public-form.server";
import type { DiscountRule } from "~/features/core/payments/discount";
import { localeFromPath, type Locale } from "~/lib/locale";
import { type PaymentInstructions } from "~/features/core/payments/instructions";
import { type BookingField, bookingFormSchemas } from "./schema";
import { BILLING_FORM_FIELDS, SMALL_AMOUNT_INVOICE_LIMIT_CENTS } from "./billing";
import { type BookingEnv, type HoldHolder, holdHolder } from "./hold-limits.server";
import { createBooking } from "./hold.server";
import type { CreateBookingResult } from "./hold-limits.server";
import { bookingFormFor, keepIntakeValues } from "~/features/core/booking/products/booking-form.server";
import { eventSeat } from "~/features/core/booking/products/event-seat";
export { discountRefusalText } from "./booking-words";

export type BookingActionResult = FormResult<BookingField> & {
  reference?: string;
  email?: string;
  /**
   * Until when the seats are held unless the visitor confirms the address, in Berlin time and the
   * page's language, written by the server: the browser would build an Intl formatter for it, and a
   * browser's first one loads ICU's data right after the tap (decision 0091).
   */
  holdUntil?: string;
  /** How to pay (bank details, GiroCode for EUR), shown on the success view. */
  payment?: PaymentInstructions;
  /**
   * With Stripe set up (decision 0141): the signed token of the success view's "Jetzt online
   * bezahlen" form, which may start a Checkout session for this booking and nothing else.
   */
  onlinePayment?: { token: string };
  /**
   * Too few seats left for this booking: the form offers the waiting list in its place, on the
   * same page, with the input kept (with and without JavaScript).
   */
  waitlistOffer?: true;
  /**
   * The answer of "Code prüfen" (discount-check.server.ts; nothing booked): the code the server
   * accepted with the totals it gives, or null when it refused it (the reason is beside the field).
   */
  discountCheck?: DiscountPreview | null;
  /** The answers to the event's questions as sent, and what was wrong with them (decision 0221). */
  intake?: { values: Record<string, string>; errors?: Record<string, string> };
};

/** What "Code prüfen" answers when the code holds: the rule (the form redraws the total with it) and the totals. */
export interface DiscountPreview {
  code: string;
  /** A discount code's rule; null for a value voucher, which pays instead (`voucherBalanceCents`). */
  rule: DiscountRule | null;
  /** A value voucher's balance now (decision 0152): the form shows what it pays and the rest owed. */
  voucherBalanceCents?: number;
  discountCents: number;
  totalCents: number;
  /** "Dein Code … gilt: 3,00 € weniger.", written by the server (no Intl formatter in the browser: decision 0091). */
  text: string;
}

const KEPT_FIELDS = [
  "full_name",
  "email",
  "phone",
  "num_tickets",
  "early_start",
  ...BILLING_FORM_FIELDS,
  "discount_code",
] as const satisfies readonly BookingField[];
/** What a refused post without JavaScript shows again (the hidden key and the honeypot are not kept). */
export const keptFields = (values: Record<string, string>) =>
  Object.fromEntries(KEPT_FIELDS.map((field) => [field, values[field] ?? ""])) as Record<
    (typeof KEPT_FIELDS)[number],
    string
  >;

/**
 * The event seat's booking form: `bookingFormFor(eventSeat)` (features/products), in the language of
 * the event page; `book` is `createBooking`, and the refusals only an event seat meets are its own.
 */
export function bookingForm(
  env: BookingEnv,
  eventId: string | undefined,
  now: Date,
  locale: Locale,
  /** The visitor's network and site, for the caps on unconfirmed holds (decision 0115). */
  holder?: HoldHolder,
): PublicForm<(typeof bookingFormSchemas)[Locale], BookingActionResult> {
  return bookingFormFor<(typeof bookingFormSchemas)[Locale], BookingActionResult, CreateBookingResult>({
    product: eventSeat,
    env,
    now,
    locale,
    schema: bookingFormSchemas[locale],
    kept: KEPT_FIELDS,
    intake: () => (eventId ? { event: eventId } : null),
    book: (input, limits, intake) => createBooking(env, eventId, { ...input, intake }, now, locale, limits, holder),
    success: (_booked, input) => ({ email: input.email }),
    refusals: (booking, { messages, failure, kept, values }) => {
      switch (booking.reason) {
        case "not_found":
          return { status: 404, result: failure(messages.eventDetail.notFoundText) };
        case "past":
          return { status: 409, result: failure(messages.booking.pastEvent) };
        case "cancelled":
          return { status: 409, result: failure(messages.booking.eventCancelled) };
        case "not_enough_seats":
          return {
            status: 409,
            result: failure(messages.booking.notEnoughSeats(booking.seatsLeft), {
              fieldErrors: { num_tickets: messages.booking.notEnoughSeats(booking.seatsLeft) },
              values: kept,
              waitlistOffer: true,
            }),
          };
        case "email_event_limit":
          return {
            status: 409,
            result: failure(messages.booking.emailEventLimit(booking.ticketsLeft), {
              fieldErrors: { num_tickets: messages.booking.emailEventLimit(booking.ticketsLeft) },
              values: kept,
            }),
          };
        case "unconfirmed_tickets_limit":
          return {
            status: 409,
            result: failure(messages.booking.unconfirmedTicketsLimit(booking.ticketsLeft), {
              fieldErrors: { num_tickets: messages.booking.unconfirmedTicketsLimit(booking.ticketsLeft) },
              values: kept,
            }),
          };
        case "billing_address_required": {
          const text = messages.billing.validation.addressRequired(
            // The limit is the law's, in euros (§ 33 UStDV), whatever the event's currency.
            formatPrice(SMALL_AMOUNT_INVOICE_LIMIT_CENTS, "EUR", locale),
          );
          const required = messages.billing.validation.required;
          // Beside each address field still empty (the schema let an address begun through only whole).
          const fieldErrors = Object.fromEntries(
            (Object.keys(required) as (keyof typeof required)[])
              .filter((field) => !values[field]?.trim())
              .map((field) => [field, required[field]]),
          );
          return { status: 422, result: failure(text, { fieldErrors, values: kept }) };
        }
        default:
          // The limits, the code field, the early start, "send again": the answers every product shares.
          return null;
      }
    },
  });
}

/** The booking form's server side, shared by the route action (with and without JavaScript). */
export async function handleBookingRequest(
  request: Request,
  env: BookingEnv,
  eventId: string | undefined,
  now = new Date(),
  /** The form's values when the caller has read the body already (the event page's action). */
  values?: Record<string, string>,
): Promise<FormAnswer<BookingActionResult>> {
  // The form answers, and its first e-mail is written, in the language of the event page (/en/events/…).
  const locale = localeFromPath(new URL(request.url).pathname);
  const holder = await holdHolder(env, request);
  const answer = await runPublicForm(request, env, bookingForm(env, eventId, now, locale, holder), {
    now: now.getTime(),
    ...(values ? { values } : {}),
  });
  return keepIntakeValues(answer, values);
}
