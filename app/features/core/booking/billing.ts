import * as v from "valibot";
import { isGermany } from "~/features/core/invoices/country";
import type { getMessages } from "~/lib/i18n";

/**
 * The invoice's recipient beyond the name: the address (§ 14 (4) Nr. 1 UStG) and, for a company,
 * its name, VAT ID and purchase order number. Checked with the booking form's schema in the browser
 * and on the server; whether the address is required depends on the total, which only the server
 * decides (`requiresBillingAddress`, booking.server.ts).
 */

/**
 * Up to this gross total an invoice is a small-amount invoice (§ 33 UStDV: name and address of the
 * recipient not needed); above it the booking must carry the full address. Integer cents.
 */
export const SMALL_AMOUNT_INVOICE_LIMIT_CENTS = 25_000;

/** Whether a booking of this total must carry the billing address. */
export const requiresBillingAddress = (totalCents: number) => totalCents > SMALL_AMOUNT_INVOICE_LIMIT_CENTS;

export const MAX_STREET_LENGTH = 120;
export const MAX_CITY_LENGTH = 80;
export const MAX_COUNTRY_LENGTH = 60;
export const MAX_COMPANY_LENGTH = 160;
export const MAX_PURCHASE_ORDER_LENGTH = 60;

/**
 * VAT identification numbers of the EU (the country code, then what that country issues; Greece
 * "EL", Northern Ireland "XI"). Germany's: "DE" and nine digits. Spaces, dots and hyphens are
 * dropped first, as people copy them from letterheads ("DE 123 456 789").
 */
export const VAT_ID_PATTERN =
  /^(?:DE\d{9}|ATU\d{8}|BE[01]\d{9}|BG\d{9,10}|CY\d{8}[A-Z]|CZ\d{8,10}|DK\d{8}|EE\d{9}|EL\d{9}|ES[0-9A-Z]\d{7}[0-9A-Z]|FI\d{8}|FR[0-9A-Z]{2}\d{9}|HR\d{11}|HU\d{8}|IE\d[0-9A-Z+*]\d{5}[A-Z]{1,2}|IT\d{11}|LT(?:\d{9}|\d{12})|LU\d{8}|LV\d{11}|MT\d{8}|NL\d{9}B\d{2}|PL\d{10}|PT\d{9}|RO\d{2,10}|SE\d{12}|SI\d{8}|SK\d{10}|XI(?:\d{9}|\d{12}|GD\d{3}|HA\d{3}))$/;

/** "de 123.456-789" → "DE123456789". */
export const normalizeVatId = (value: string) => value.toUpperCase().replace(/[\s.-]/g, "");

/** Who a field is empty for: the stored NULL. */
const emptyAsNull = (value: string) => (value === "" ? null : value);

type Validation = ReturnType<typeof getMessages>["billing"]["validation"];

const line = (max: number, tooLong: string) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.transform((value) => value.normalize("NFC").replace(/\s+/g, " ").trim()),
    v.maxLength(max, tooLong),
    // No line breaks or control characters: the texts go into a PDF line and e-mails.
    v.regex(/^[^\p{Cc}<>]*$/u, tooLong),
    v.transform(emptyAsNull),
  );

/** The billing entries of the booking form, spread into its v.object. */
export const billingEntriesIn = (m: Validation) => ({
  billing_street: line(MAX_STREET_LENGTH, m.tooLong(MAX_STREET_LENGTH)),
  billing_postcode: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.regex(/^(?:[0-9A-Za-z][0-9A-Za-z -]{1,9})?$/, m.postcodeInvalid),
    v.transform(emptyAsNull),
  ),
  billing_city: line(MAX_CITY_LENGTH, m.tooLong(MAX_CITY_LENGTH)),
  billing_country: line(MAX_COUNTRY_LENGTH, m.tooLong(MAX_COUNTRY_LENGTH)),
  /** The checkbox "Ich buche für ein Unternehmen". */
  company: v.pipe(
    v.optional(v.string(), ""),
    v.transform((value) => value !== ""),
  ),
  company_name: line(MAX_COMPANY_LENGTH, m.tooLong(MAX_COMPANY_LENGTH)),
  company_vat_id: v.pipe(
    v.optional(v.string(), ""),
    v.transform(normalizeVatId),
    v.maxLength(20, m.vatIdInvalid),
    v.transform(emptyAsNull),
  ),
  purchase_order: line(MAX_PURCHASE_ORDER_LENGTH, m.tooLong(MAX_PURCHASE_ORDER_LENGTH)),
});

export type BillingValues = {
  billing_street: string | null;
  billing_postcode: string | null;
  billing_city: string | null;
  billing_country: string | null;
  company: boolean;
  company_name: string | null;
  company_vat_id: string | null;
  purchase_order: string | null;
};

/** Nothing given: a booking without a billing address (callers that book without the form). */
export const NO_BILLING: BillingValues = {
  billing_street: null,
  billing_postcode: null,
  billing_city: null,
  billing_country: null,
  company: false,
  company_name: null,
  company_vat_id: null,
  purchase_order: null,
};

const ADDRESS_FIELDS = ["billing_street", "billing_postcode", "billing_city"] as const;
const COMPANY_COLUMNS = ["company_name", "company_vat_id", "purchase_order"] as const;
/** The billing fields a booking stores; the "company" box is not stored, its fields say it. */
export const BILLING_COLUMNS = [...ADDRESS_FIELDS, "billing_country", ...COMPANY_COLUMNS] as const;
/** The billing fields of a booking form, in the form's order. */
export const BILLING_FORM_FIELDS = [...ADDRESS_FIELDS, "billing_country", "company", ...COMPANY_COLUMNS] as const;

/**
 * The rules across fields, with the refusal beside the missing field: an address begun is finished
 * (street, postcode and city), a German postcode has five digits, and a company booking names the
 * company and gives a VAT ID in its country's format, if any.
 */
export const billingComplete = <T extends BillingValues>(m: Validation) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const input = dataset.value;
    const issue = (key: keyof BillingValues, message: string) =>
      addIssue({ message, path: [{ type: "object", origin: "value", input, key, value: input[key] }] });
    if (ADDRESS_FIELDS.some((key) => input[key] !== null) || input.billing_country !== null) {
      for (const key of ADDRESS_FIELDS) if (input[key] === null) issue(key, m.required[key]);
    }
    if (input.billing_postcode && isGermany(input.billing_country) && !/^\d{5}$/.test(input.billing_postcode)) {
      issue("billing_postcode", m.postcodeInvalid);
    }
    if (input.company && input.company_name === null) issue("company_name", m.companyRequired);
    // Only for a company booking: the company's fields are hidden (and ignored) otherwise.
    if (input.company && input.company_vat_id !== null && !VAT_ID_PATTERN.test(input.company_vat_id)) {
      issue("company_vat_id", m.vatIdInvalid);
    }
  });

/** No country given means Germany (the invoice's rule, app/features/core/invoices/country.ts). */
export { isGermany };

/** What a booking stores: the company's fields only when booking for a company. */
export function billingColumns(given: Partial<BillingValues>) {
  const input = { ...NO_BILLING, ...given };
  return {
    billing_street: input.billing_street,
    billing_postcode: input.billing_postcode,
    billing_city: input.billing_city,
    billing_country: input.billing_street && !isGermany(input.billing_country) ? input.billing_country : null,
    company_name: input.company ? input.company_name : null,
    company_vat_id: input.company ? input.company_vat_id : null,
    purchase_order: input.company ? input.purchase_order : null,
  };
}

export type BillingColumns = ReturnType<typeof billingColumns>;
export type BillingField = keyof BillingValues;
