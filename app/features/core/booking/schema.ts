import * as v from "valibot";
import { getMessages } from "~/lib/i18n";
import { MAX_EMAIL_LENGTH } from "~/lib/forms";
import type { Locale } from "~/lib/locale";
import { billingComplete, billingEntriesIn, type BillingValues } from "./billing";
import {
  DISCOUNT_CODE_PATTERN,
  MAX_DISCOUNT_CODE_LENGTH,
  normalizeDiscountCode,
} from "~/features/core/payments/discount";

/** Tickets per booking (BOOKING_POLICY in ./policy.ts holds the per-address caps). */
export const MIN_TICKETS = 1;
export const MAX_TICKETS = 10;
export const MAX_NAME_LENGTH = 120;
export const MAX_PHONE_LENGTH = 40;

type Validation = ReturnType<typeof getMessages>["booking"]["validation"];
type BillingValidation = ReturnType<typeof getMessages>["billing"]["validation"];
type DiscountMessages = ReturnType<typeof getMessages>["booking"]["discount"];

/**
 * The voucher or discount code field: optional, trimmed and upper-cased (one spelling per code),
 * letters, digits, - and _ only. Whether the code holds is the server's to say (decision 0140).
 */
export const discountCodeField = (d: DiscountMessages) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.transform(normalizeDiscountCode),
    v.check(
      (code) => code === "" || (code.length <= MAX_DISCOUNT_CODE_LENGTH && DISCOUNT_CODE_PATTERN.test(code)),
      d.codeInvalid(MAX_DISCOUNT_CODE_LENGTH),
    ),
  );

/**
 * What a name may contain: letters (any script, with accents), single spaces, hyphens and
 * apostrophes between them, and a period closing an abbreviation ("Dr. Anna-Lena O'Brien"). No
 * digits, no line breaks, no ":" or "/", no "name.domain": the name appears in e-mails, so it must
 * never carry a link or a message (the booking form is no mail relay).
 */
const NAME_PART = String.raw`\p{L}[\p{L}\p{M}]*(?:['’]\p{L}[\p{L}\p{M}]*)*\.?`;
export const NAME_PATTERN = new RegExp(`^${NAME_PART}(?:[ -]${NAME_PART})*$`, "u");

/** Visitor names as people type them: trimmed, inner whitespace collapsed, composed (NFC). */
const personNameIn = (m: Validation) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.transform((value) => value.normalize("NFC").replace(/\s+/g, " ").trim()),
    v.nonEmpty(m.nameRequired),
    v.maxLength(MAX_NAME_LENGTH, m.nameTooLong(MAX_NAME_LENGTH)),
    v.regex(NAME_PATTERN, m.nameInvalid),
  );

/** A random key per rendered form: the server books once per key (double click, reload after a timeout). */
const idempotencyKeyIn = (m: Validation) =>
  v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{16,64}$/, m.checkInput)));

const german = getMessages("de").booking.validation;
export const personName = personNameIn(german);
export const idempotencyKey = idempotencyKeyIn(german);

/**
 * The booking form, checked with this one schema in the browser (before sending) and on the
 * server (always). Field names follow the bookings table.
 */
const bookingEntriesIn = (m: Validation, billing: BillingValidation, d: DiscountMessages) => ({
  full_name: personNameIn(m),
  email: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.nonEmpty(m.emailRequired),
    v.maxLength(MAX_EMAIL_LENGTH, m.emailInvalid),
    v.email(m.emailInvalid),
    // One spelling per address, so the per-address limits count every booking of it.
    v.toLowerCase(),
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
  idempotency_key: idempotencyKeyIn(m),
  discount_code: discountCodeField(d),
  ...billingEntriesIn(billing),
});

/** The booking form's fields in a language, for forms that book through the same rules (a 1:1 session). */
export const bookingEntriesFor = (locale: Locale) =>
  bookingEntriesIn(
    getMessages(locale).booking.validation,
    getMessages(locale).billing.validation,
    getMessages(locale).booking.discount,
  );

const bookingFormSchemaIn = (m: Validation, billing: BillingValidation, d: DiscountMessages) =>
  v.pipe(
    v.object({
      ...bookingEntriesIn(m, billing, d),
      // The early-start request (a checkbox, "on" when ticked): required for an event inside the
      // withdrawal period, which the server decides from the event (createBooking); contract.ts.
      early_start: v.pipe(
        v.optional(v.string(), ""),
        v.transform((value) => value === "on"),
      ),
    }),
    billingComplete(billing),
  );

/** The same form for an event inside the withdrawal period: the early-start request is required. */
const bookingFormSchemaWithEarlyStartIn = (
  m: Validation,
  billing: BillingValidation,
  d: DiscountMessages,
  required: string,
) =>
  v.pipe(
    v.object({
      ...bookingEntriesIn(m, billing, d),
      early_start: v.pipe(
        v.optional(v.string(), ""),
        v.check((value) => value === "on", required),
        v.transform(() => true),
      ),
    }),
    billingComplete(billing),
  );

const english = getMessages("en").booking.validation;

/** Per language of the event page: the messages differ, the rules never do. */
export const bookingFormSchemas = {
  de: bookingFormSchemaIn(german, getMessages("de").billing.validation, getMessages("de").booking.discount),
  en: bookingFormSchemaIn(english, getMessages("en").billing.validation, getMessages("en").booking.discount),
} satisfies Record<Locale, unknown>;

/** The browser's check when the event page asks for the early-start request (the server's rule is createBooking's). */
export const bookingFormSchemasWithEarlyStart = {
  de: bookingFormSchemaWithEarlyStartIn(
    german,
    getMessages("de").billing.validation,
    getMessages("de").booking.discount,
    getMessages("de").contract.earlyStart.required,
  ),
  en: bookingFormSchemaWithEarlyStartIn(
    english,
    getMessages("en").billing.validation,
    getMessages("en").booking.discount,
    getMessages("en").contract.earlyStart.required,
  ),
} satisfies Record<Locale, unknown>;
export const bookingFormSchema = bookingFormSchemas.de;

/**
 * What createBooking takes: the form's output; the early-start request may be left out (not asked),
 * the billing fields are optional for callers without the form.
 */
export type BookingInput = Omit<
  v.InferOutput<typeof bookingFormSchema>,
  "early_start" | "discount_code" | keyof BillingValues
> &
  Partial<BillingValues> & {
    early_start?: boolean;
    /** Normalised (`normalizeDiscountCode`); empty or left out: no code. */
    discount_code?: string;
  };
export type BookingField = keyof v.InferInput<typeof bookingFormSchema>;

/** What the browser does with the ticket field: anything that is not a number becomes 1. */
export function ticketsFallback(raw: string): string {
  const parsed = Number.parseInt(raw, 10);
  return Number.isFinite(parsed) ? String(parsed) : String(MIN_TICKETS);
}
