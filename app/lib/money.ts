import type { Locale } from "~/lib/locale";

/**
 * Money as text, in one place. Amounts are computed and stored in integer cents; only these
 * functions divide by 100, and never through a float. Two kinds of text:
 *
 * - for people (pages, e-mails, PDFs, the back office): `formatPrice`, the text of
 *   `Intl.NumberFormat` in de-DE and en-GB with two decimals and the currency code
 *   ("1.234,50 EUR", "1,234.50 EUR");
 * - for machines and form fields: `decimalAmount` ("1234.50": e-invoice XML, the GiroCode,
 *   PayPal.me, schema.org) and `germanAmount` ("1234,50": the CSV exports and the back office's
 *   price fields, which a German spreadsheet and our own parser read back). No currency, no grouping.
 *
 * The digits are written by hand rather than by an `Intl.NumberFormat`: a browser's first Intl
 * formatter loads ICU's data for 15–80 ms, and the event page and booking form format prices while
 * they hydrate (decisions 0091 and 0201). tests/unit/money.test.ts compares `formatPrice` with
 * `Intl.NumberFormat` in both languages.
 */

/** Intl's decimal and grouping marks for the site's two number formats (de-DE and en-GB). */
const numberMarks: Record<Locale, { decimal: string; group: string }> = {
  de: { decimal: ",", group: "." },
  en: { decimal: ".", group: "," },
};

/** Sign, whole units and two-digit hundredths of integer cents (a fraction of a cent is rounded). */
function split(cents: number): { sign: string; units: string; hundredths: string } {
  const whole = Math.abs(Math.round(cents));
  return {
    sign: cents < 0 && whole > 0 ? "-" : "",
    units: String(Math.floor(whole / 100)),
    hundredths: String(whole % 100).padStart(2, "0"),
  };
}

/** 14900 → "149,00 EUR" (English "149.00 EUR"); -502 → "-5,02 EUR" (credit notes); thousands grouped. */
export function formatPrice(cents: number, currency: string, lang: Locale = "de"): string {
  const { decimal, group } = numberMarks[lang];
  const { sign, units, hundredths } = split(cents);
  return `${sign}${units.replace(/\B(?=(\d{3})+$)/g, group)}${decimal}${hundredths} ${currency}`;
}

/** 123450 → "1234.50", -502 → "-5.02": a machine's decimal amount (XML, QR payloads, URLs, schema.org). */
export function decimalAmount(cents: number): string {
  const { sign, units, hundredths } = split(cents);
  return `${sign}${units}.${hundredths}`;
}

/** 123450 → "1234,50", -502 → "-5,02": a German spreadsheet's or form field's amount, without grouping. */
export function germanAmount(cents: number): string {
  const { sign, units, hundredths } = split(cents);
  return `${sign}${units},${hundredths}`;
}

/** 2500 → "25": an amount in whole euros, as the voucher form's limits name it. */
export const wholeEuros = (cents: number): string => String(Math.round(cents / 100));
