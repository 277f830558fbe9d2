import * as v from "valibot";
import { CONTROL_CHARACTERS, MAX_EMAIL_LENGTH, parseForm } from "~/lib/forms";
import { adminMessages } from "~/lib/messages.admin";
import { addDays, berlinToday, isCalendarDay } from "~/lib/today";

const m = adminMessages.invoices;
const f = adminMessages.form;

/** How many lines the form offers (rows left empty are ignored); enough for a talk with travel costs. */
export const MANUAL_INVOICE_LINES = 5;
/** The highest unit price the form takes, in cents (100,000 euros): a typing error beyond it. */
export const MAX_UNIT_CENTS = 10_000_000;

export const MANUAL_INVOICE_FIELDS = [
  "name",
  "company",
  "street",
  "postcode",
  "city",
  "country",
  "email",
  "vat_id",
  "purchase_order",
  "service_date",
  "paid_on",
] as const;

const lineFields = (k: number) => [`line${k}_description`, `line${k}_quantity`, `line${k}_price`] as const;
/** Every field the form sends back after a refusal (the page shows the coach's text again). */
export const MANUAL_INVOICE_FORM_FIELDS = [
  "subject",
  ...MANUAL_INVOICE_FIELDS,
  ...Array.from({ length: MANUAL_INVOICE_LINES }, (_, k) => lineFields(k)).flat(),
];

const text = (max: number) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.maxLength(max, f.tooLong(max)),
    v.check((value) => !CONTROL_CHARACTERS.test(value), f.controlCharacters),
  );
const required = (max: number) => v.pipe(text(max), v.nonEmpty(m.errors.required));
const optional = (max: number) =>
  v.pipe(
    text(max),
    v.transform((value) => (value === "" ? null : value)),
  );

/**
 * "120", "89,50", "1.250,00" or "89.50" euros → cents; null for anything else. A dot followed by
 * exactly three digits groups thousands (German), one or two digits after a dot or comma are cents.
 */
export function euroCents(input: string): number | null {
  const value = input.trim().replace(/\s|€/g, "");
  const german = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(value);
  const english = /^(\d+)\.(\d{1,2})$/.exec(value);
  const match = german ?? english;
  if (!match) return null;
  const euros = Number(match[1]!.replace(/\./g, ""));
  const cents = Number((match[2] ?? "0").padEnd(2, "0"));
  const total = euros * 100 + cents;
  return Number.isSafeInteger(total) ? total : null;
}

const Recipient = v.object({
  name: required(120),
  company: optional(160),
  street: required(120),
  postcode: v.pipe(required(10), v.regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,9}$/, m.errors.postcode)),
  city: required(80),
  country: optional(60),
  email: v.pipe(
    optional(MAX_EMAIL_LENGTH),
    v.check((value) => value === null || v.is(v.pipe(v.string(), v.email()), value), f.invalidEmail),
    v.transform((value) => value?.toLowerCase() ?? null),
  ),
  // Two letters and up to 13 more, as every EU VAT ID (its exact format is the caller's, decision 0223).
  vat_id: v.pipe(
    optional(20),
    v.transform((value) => (value === null ? null : value.toUpperCase().replace(/[\s.-]/g, ""))),
    v.check((value) => value === null || /^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(value), m.errors.vatId),
  ),
  purchase_order: optional(60),
  service_date: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.check(
      (value) => isCalendarDay(value) && value >= "2000-01-01" && value <= addDays(berlinToday(), 366),
      m.errors.serviceDate,
    ),
  ),
  paid_on: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.check((value) => value === "" || (isCalendarDay(value) && value <= berlinToday()), m.errors.paidOn),
    v.transform((value) => (value === "" ? null : value)),
  ),
  subject: v.pipe(v.optional(v.string(), ""), v.uuid(f.invalidRequest)),
});

const Line = v.object({
  description: required(200),
  quantity: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,3}$/, m.errors.quantity),
    v.transform(Number),
    v.minValue(1, m.errors.quantity),
  ),
  price: v.pipe(
    v.string(),
    v.transform(euroCents),
    v.check((cents) => cents !== null && cents > 0 && cents <= MAX_UNIT_CENTS, m.errors.price),
    v.transform((cents) => cents!),
  ),
});

export type ManualInvoiceInput = v.InferOutput<typeof Recipient> & {
  lines: { description: string; quantity: number; unitGrossCents: number }[];
};

/**
 * The posted form of an invoice without a booking, checked: the recipient, the service date and
 * the filled lines (a line all three fields of which are empty is no line). Field errors name the
 * form's own field names, so the page shows each beside its field.
 */
export function parseManualInvoice(
  form: Record<string, string>,
): { ok: true; data: ManualInvoiceInput } | { ok: false; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  const recipient = parseForm(Recipient, form);
  if (!recipient.success) Object.assign(fieldErrors, recipient.fieldErrors);
  const lines: ManualInvoiceInput["lines"] = [];
  for (let k = 0; k < MANUAL_INVOICE_LINES; k++) {
    const [description, quantity, price] = lineFields(k);
    const values = { description: form[description] ?? "", quantity: form[quantity] ?? "", price: form[price] ?? "" };
    if (!Object.values(values).some((value) => value.trim() !== "")) continue;
    const line = parseForm(Line, values);
    if (line.success) {
      lines.push({ description: line.data.description, quantity: line.data.quantity, unitGrossCents: line.data.price });
    } else {
      for (const [key, message] of Object.entries(line.fieldErrors)) fieldErrors[`line${k}_${key}`] ??= message;
    }
  }
  if (!lines.length && !Object.keys(fieldErrors).some((key) => key.startsWith("line"))) {
    fieldErrors.line0_description = m.errors.noLines;
  }
  if (!recipient.success || Object.keys(fieldErrors).length) return { ok: false, fieldErrors };
  return { ok: true, data: { ...recipient.data, lines } };
}
