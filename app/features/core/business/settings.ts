import * as v from "valibot";
import { brand } from "~/config/brand";
import { adminMessages } from "~/lib/messages.admin";

/**
 * Her business settings (docs/decisions/0154-business-settings.md): what invoices, prices and the
 * AGB say about VAT, who issues the invoices and where the money goes. Edited at /admin/einstellungen
 * and stored in D1 (`business_settings` with the brand's prefix); until she saves, the values of app/config/brand.ts.
 */
export interface BusinessSettings {
  /** § 19 UStG: no VAT is charged or shown; invoices carry the § 19 note. */
  smallBusiness: boolean;
  /** The invoice issuer as the letterhead names her. */
  issuerName: string;
  street: string;
  postalCode: string;
  city: string;
  /** USt-IdNr. (DE and nine digits), or null. § 14 (4) Nr. 2 UStG wants it or the tax number. */
  vatId: string | null;
  /** Steuernummer from the tax office, or null. */
  taxNumber: string | null;
  accountHolder: string;
  /** Without spaces, as stored; formatted where shown. */
  iban: string;
  bic: string;
  bankName: string;
}

/** Her business is in Germany (§ 19 UStG is German law): the issuer's country is not a setting. */
export const ISSUER_COUNTRY = { name: brand.address.country, code: "DE" } as const;

/** The values before her first save: exactly what app/config/brand.ts said, so nothing changes. */
export const DEFAULT_BUSINESS_SETTINGS: BusinessSettings = {
  smallBusiness: brand.invoice.smallBusiness,
  issuerName: `${brand.legal.owner} – ${brand.productName}`,
  street: brand.address.street,
  postalCode: brand.address.postalCode,
  city: brand.address.city,
  vatId: brand.legal.vatId || null,
  taxNumber: brand.invoice.taxNumber,
  accountHolder: brand.payment.recipient,
  iban: brand.payment.iban,
  bic: brand.payment.bic,
  bankName: brand.payment.bankName,
};

/**
 * The § 19 (1) UStG limits since 1 January 2025 (Wachstumschancengesetz): a small business may not
 * have had more than 25,000 € turnover in the previous calendar year and may not exceed 100,000 € in
 * the current one. Integer cents, compared with the net amounts of the year's issued invoices.
 */
export const SMALL_BUSINESS_LIMITS_CENTS = { previousYear: 2_500_000, currentYear: 10_000_000 } as const;

/** "19 %" in German, "19%" in English, from basis points. */
/**
 * "19 %" / "19%", "7,5 %" / "7.5%": by hand, not with `toLocaleString`, because the booking form
 * draws it during hydration and a first Intl formatter costs the browser ICU's data there (0091).
 */
export function formatVatRate(bp: number, locale: "de" | "en"): string {
  const cents = String(bp % 100)
    .padStart(2, "0")
    .replace(/0+$/, "");
  const number = `${Math.trunc(bp / 100)}${cents ? `${locale === "en" ? "." : ","}${cents}` : ""}`;
  return `${number}${locale === "en" ? "" : " "}%`;
}

/** "DE02 1203 …" → "DE021203…". */
export const compactIban = (value: string) => value.replace(/\s/g, "").toUpperCase();

/** The IBAN's own check (ISO 13616: mod 97 of the rearranged digits equals 1). */
export function ibanChecks(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = `${iban.slice(4)}${iban.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

const m = adminMessages.settings.errors;

/** One line of the letterhead: no line breaks, no markup, not empty. */
const line = (max: number, required: string) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.transform((value) => value.normalize("NFC").replace(/\s+/g, " ").trim()),
    v.nonEmpty(required),
    v.maxLength(max, m.tooLong(max)),
    v.regex(/^[^\p{Cc}<>]*$/u, m.characters),
  );

const optional = (pattern: RegExp, message: string, normalize: (value: string) => string) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.transform(normalize),
    v.check((value) => value === "" || pattern.test(value), message),
    v.transform((value) => (value === "" ? null : value)),
  );

/** The back office's form (field names as posted) to the stored settings. */
export const BusinessSettingsForm = v.pipe(
  v.object({
    small_business: v.pipe(
      v.optional(v.string(), ""),
      v.transform((value) => value !== ""),
    ),
    issuer_name: line(160, m.required.issuer_name),
    street: line(120, m.required.street),
    postal_code: v.pipe(
      v.optional(v.string(), ""),
      v.trim(),
      v.nonEmpty(m.required.postal_code),
      v.regex(/^\d{5}$/, m.postalCode),
    ),
    city: line(80, m.required.city),
    vat_id: optional(/^DE\d{9}$/, m.vatId, (value) => value.toUpperCase().replace(/[\s.-]/g, "")),
    tax_number: optional(/^\d{2,3}\/?\d{3,4}\/?\d{4,5}$|^\d{10,13}$/, m.taxNumber, (value) => value.replace(/\s/g, "")),
    account_holder: line(70, m.required.account_holder),
    iban: v.pipe(
      v.optional(v.string(), ""),
      v.transform(compactIban),
      v.nonEmpty(m.required.iban),
      v.check(ibanChecks, m.iban),
    ),
    bic: v.pipe(
      v.optional(v.string(), ""),
      v.transform((value) => value.replace(/\s/g, "").toUpperCase()),
      v.nonEmpty(m.required.bic),
      v.regex(/^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/, m.bic),
    ),
    bank_name: line(70, m.required.bank_name),
  }),
  // § 14 (4) Nr. 2 UStG: every invoice names the VAT ID or the tax number; the refusal sits beside the VAT ID.
  v.rawCheck(({ dataset, addIssue }) => {
    if (dataset.typed && dataset.value.vat_id === null && dataset.value.tax_number === null) {
      addIssue({
        message: m.taxIdRequired,
        path: [{ type: "object", origin: "value", input: dataset.value, key: "vat_id", value: null }],
      });
    }
  }),
  v.transform((form): BusinessSettings => ({
    smallBusiness: form.small_business,
    issuerName: form.issuer_name,
    street: form.street,
    postalCode: form.postal_code,
    city: form.city,
    vatId: form.vat_id,
    taxNumber: form.tax_number,
    accountHolder: form.account_holder,
    iban: form.iban,
    bic: form.bic,
    bankName: form.bank_name,
  })),
);

/** The form's field names, in the order the page shows them (refused values are shown again). */
export const BUSINESS_SETTINGS_FIELDS = [
  "small_business",
  "issuer_name",
  "street",
  "postal_code",
  "city",
  "vat_id",
  "tax_number",
  "account_holder",
  "iban",
  "bic",
  "bank_name",
] as const;

/** Stored settings as the form shows them. */
export const settingsFormValues = (s: BusinessSettings): Record<(typeof BUSINESS_SETTINGS_FIELDS)[number], string> => ({
  small_business: s.smallBusiness ? "on" : "",
  issuer_name: s.issuerName,
  street: s.street,
  postal_code: s.postalCode,
  city: s.city,
  vat_id: s.vatId ?? "",
  tax_number: s.taxNumber ?? "",
  account_holder: s.accountHolder,
  iban: s.iban.replace(/(.{4})(?=.)/g, "$1 "),
  bic: s.bic,
  bank_name: s.bankName,
});

/**
 * The VAT sentence of prices and the AGB in both modes, German and English. The AGB (web content the
 * coach edits) are seeded with `regular`; the AGB page shows `smallBusiness` instead while § 19
 * applies (`vatWording`), so the two never disagree with her invoices.
 */
export const VAT_WORDING = {
  agb: {
    regular: "Alle Preise sind Endpreise und enthalten die gesetzliche Umsatzsteuer.",
    smallBusiness:
      "Alle Preise sind Endpreise. Gemäß § 19 UStG (Kleinunternehmerregelung) wird keine Umsatzsteuer berechnet und ausgewiesen.",
  },
  agbSummary: {
    regular: ["Preise inkl. MwSt.", "prices incl. VAT"],
    smallBusiness: ["Preise ohne Umsatzsteuer (§ 19 UStG)", "prices without VAT (small business, § 19 UStG)"],
  },
} as const;

/** A text with the VAT wording of the current mode: the other mode's sentences swapped, both ways. */
export function vatWording(text: string, smallBusiness: boolean): string {
  const pairs: [string, string][] = [
    [VAT_WORDING.agb.regular, VAT_WORDING.agb.smallBusiness],
    ...VAT_WORDING.agbSummary.regular.map((regular, k): [string, string] => [
      regular,
      VAT_WORDING.agbSummary.smallBusiness[k]!,
    ]),
  ];
  return pairs.reduce(
    (out, [regular, small]) => (smallBusiness ? out.replaceAll(regular, small) : out.replaceAll(small, regular)),
    text,
  );
}
