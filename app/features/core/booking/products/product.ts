/*
 * What a product we sell declares (decision 0197): everything that differs between an event seat, a
 * 1:1 session, a package of sessions and a value voucher. The rest (the hold and its limits, the
 * e-mails' frame, invoices, payments, "Meine Buchung", withdrawal) is the booking kernel's, the same
 * for every product. A new product is one descriptor here and its texts in the message catalogues.
 */
import type { Messages } from "~/lib/i18n";
import type { MailMessages } from "~/lib/mail-messages.server";
import type { adminMessages } from "~/lib/messages.admin";

/** How a booking of the product becomes binding. */
export type ConfirmationRule =
  /**
   * Confirmed at once (once the address is confirmed, or paid online) unless the coach switched that
   * off for the event, the appointment type or the package (decisions 0160, 0186); a new one starts
   * switched on (the back office's forms read this).
   */
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

/**
 * A product booked as a row of the events table (an event seat, a 1:1 session, a package): what the
 * kernel's e-mails, deadlines and invoices read from it instead of asking the row's kind
 * (`productOf` in booked.ts). A voucher is sold, not booked, and has none of this.
 */
export interface BookedProduct extends ProductDescriptor {
  kind: "event-seat" | "session" | "package";
  /** The `kind` of its rows in the events table (db/enums.ts EVENT_KINDS). */
  eventKind: "event" | "session" | "package";
  /** Whether it has a public page (an event's) that its e-mails and "Meine Buchung" link to; else they link "Meine Buchung". */
  publicPage: boolean;
  /** Booked by the seat (its e-mails and lists count seats), or as one. */
  unit: "seat" | "one";
  /** When it takes place: on a date at a time, or (a package) until the last day its sessions count. */
  schedule: "dated" | "valid-until";
  /** Where its VAT is owed (§ 3a UStG): where the client sits, or where it is held (online: the client's). */
  placeOfSupply: "client" | "venue";
  /** Its words in the visitor's e-mails (decision 0187): one word per product and state. */
  mailWords: (mail: MailMessages) => {
    /** The details' first row: "Veranstaltung", "Termin", "Paket". */
    rowLabel: string;
    /** The first e-mail, to an address not yet confirmed. */
    firstMail: (title: string, until: string) => readonly string[];
    /** The e-mail that says it is confirmed. */
    confirmed: { heading: string; text: (title: string) => string; subject: (title: string, day: string) => string };
    /** The e-mail after the visitor cancelled on "Meine Buchung". */
    cancelled: { text: (title: string) => string; closing: string };
    /** The reminder two days before. */
    reminder: (title: string) => readonly string[];
  };
  /** Its words on "Meine Buchung": the page's, with its own where an event's would be wrong (decision 0187). */
  manageWords: (page: Messages["manageBooking"]) => Messages["manageBooking"] & { final: string };
  /** Where the back office lists a booking of it (the client record's link): its place and that link's words. */
  inBackOffice: (eventId: string, words: (typeof adminMessages)["clients"]) => { to: string; label: string };
  /** Its words in the coach's own e-mails (German, like the back office). */
  coachWords: {
    /** What someone booked: "2 Plätze für „…“", "den Termin „…“", "das Paket „…“". */
    booked: (title: string, seats: number) => string;
    /** A booking that confirmed itself at once (decision 0160). */
    confirmedAtOnce: string;
  };
}

/** Whether a new event, appointment type or package of the product starts with "confirms by itself" on. */
export const startsConfirmingByItself = (product: Pick<ProductDescriptor, "confirmation">): boolean =>
  product.confirmation === "auto-unless-switched-off";
