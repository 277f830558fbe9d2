import { brand } from "~/config/brand";
import type { BusinessSettings } from "~/features/core/business/settings";
import { bookingReference } from "./reference";
import { decimalAmount, formatPrice } from "~/lib/money";
import type { MailSection } from "~/features/core/mail/layout";
import { getMessages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import type { PaidKind } from "~/lib/messages";
import { qrModules, qrSvg } from "~/lib/qr";
import { epcPayload } from "./epc";

/** What the visitor needs to pay one booking, formatted for e-mail and page alike. */
export interface PaymentInstructions {
  amount: string;
  recipient: string;
  iban: string;
  bic: string;
  bankName: string;
  /** The transfer reference: the booking number, so the coach can match the payment. */
  reference: string;
  paypalUrl: string | null;
  /**
   * What the GiroCode says (the EPC069-12 payload); null for CHF and USD, which SEPA QR codes do
   * not carry. The code itself is drawn where it is shown (`girocodeSvg`): a booking's answer
   * carries these hundred bytes, and the visitor's browser draws them, not the Worker on the
   * booking's path (docs/decisions/0089-girocode-drawn-where-it-is-shown.md).
   */
  epc: string | null;
}

/** The GiroCode of `epc` as SVG, labelled for screen readers in the page's (or e-mail's) language. */
export const girocodeSvg = (epc: string, title: string) => qrSvg(qrModules(epc), { title });

/** "DE02 1203 0000 …": IBAN in groups of four, as banks print it. */
export const formatIban = (iban: string) => iban.replace(/\s/g, "").replace(/(.{4})(?=.)/g, "$1 ");

/** The transfer reference for a booking; bank statements are matched against it (German in every language). */
export const transferReference = (bookingId: string) => `Buchung ${bookingReference(bookingId)}`;

/** The bank account of her settings (decision 0154); PayPal stays in app/config/brand.ts. */
export type PayeeAccount = Pick<BusinessSettings, "accountHolder" | "iban" | "bic" | "bankName">;

/** How to pay `total_cents`; null when nothing is owed (a free booking): no box asks for 0,00 EUR. */
export function paymentInstructions(
  booking: { id: string; total_cents: number; currency: string },
  account: PayeeAccount,
  locale: Locale = "de",
  /** What the transfer says: the booking number, or a voucher's order number (decision 0152). */
  reference = transferReference(booking.id),
): PaymentInstructions | null {
  if (booking.total_cents <= 0) return null;
  const payment = {
    recipient: account.accountHolder,
    iban: account.iban,
    bic: account.bic,
    bankName: account.bankName,
    paypalMe: brand.payment.paypalMe,
  };
  const payload = epcPayload({
    recipient: payment.recipient,
    iban: payment.iban,
    bic: payment.bic,
    amountCents: booking.total_cents,
    currency: booking.currency,
    remittance: reference,
  });
  return {
    amount: formatPrice(booking.total_cents, booking.currency, locale),
    recipient: payment.recipient,
    iban: formatIban(payment.iban),
    bic: payment.bic,
    bankName: payment.bankName,
    reference,
    paypalUrl: payment.paypalMe ? `${payment.paypalMe}/${decimalAmount(booking.total_cents)}${booking.currency}` : null,
    epc: payload,
  };
}

type PaymentLabels = ReturnType<typeof getMessages>["payment"];

/** The bank details as label and value, in the one order the e-mail and the page show them. */
export function paymentDetails(info: PaymentInstructions, t: PaymentLabels): [string, string][] {
  return [
    [t.amount, info.amount],
    [t.recipient, info.recipient],
    [t.iban, info.iban],
    [t.bic, info.bic],
    [t.bank, info.bankName],
    [t.reference, info.reference],
  ];
}

/**
 * The "So bezahlst du" box of an e-mail: the same facts as the page, plus the GiroCode for EUR,
 * drawn once by the caller (`girocodeSvg`), which also attaches it.
 */
export function paymentSection(
  info: PaymentInstructions,
  girocode: string | null,
  locale: Locale = "de",
  /** Paid by when, in the booking's own words: a session's or a package's, an event's by default. */
  kind: PaidKind = "event",
): MailSection {
  const t = getMessages(locale).payment;
  return {
    heading: t.heading,
    text: t.intro(info.amount, kind),
    details: paymentDetails(info, t),
    ...(girocode ? { trustedSvg: `${girocode}<br><small>${t.qrCaption}</small>` } : {}),
    ...(info.paypalUrl ? { link: { label: t.paypal, url: info.paypalUrl } } : {}),
  };
}
