/*
 * What a product we sell declares (decision 0197): everything that differs between an event seat, a
 * 1:1 session, a package of sessions and a value voucher. The rest (the hold and its limits, the
 * e-mails' frame, invoices, payments, "Meine Buchung", withdrawal) is the booking kernel's, the same
 * for every product. A new product is one descriptor here and its texts in the message catalogues.
 */
import type { Messages } from "~/lib/i18n";

/** How a booking of the product becomes binding. */
export type ConfirmationRule =
  /** The coach confirms it in the back office, or it confirms itself where the event says so (decision 0160). */
  | "coach-or-event-setting"
  /** Confirmed at once unless the coach switched that off for the product (decision 0186). */
  | "auto-unless-switched-off"
  /** Paid first; the voucher is issued when its payment arrives (decision 0152). */
  | "on-payment";

export interface ProductDescriptor {
  /** The product's name in code, logs and the form pipeline's limits. */
  kind: "event-seat" | "session" | "package" | "voucher";
  /** The public form's name in the pipeline (its idempotency and rate-limit scope). */
  formName: string;
  /** Its words: the page's, the e-mails' and the receipts' texts live under this key of the catalogue. */
  words: (messages: Messages) => {
    successTitle: string;
    successText: string | ((email: string) => string);
    notFound: string;
  };
  /** Its terms: which AGB rule cancels, moves and withdraws it (policy.ts, withdrawal-rules.ts). */
  terms: {
    cancellation: "agb-event-fee" | "coaching-hours" | "package-unused-credits" | "none";
    moving: "none" | "coaching-hours";
    withdrawal: "14-days-early-start-consent" | "14-days";
  };
  confirmation: ConfirmationRule;
  /** How it may be paid: bank transfer (with GiroCode for EUR), and online where Stripe is set up (decision 0141). */
  payment: { transfer: boolean; online: boolean; voucher: boolean; discountCode: boolean };
  /** The consents its form asks for beyond the AGB: the early start inside the withdrawal period (contract.ts). */
  consents: readonly ("agb" | "early-start")[];
}
