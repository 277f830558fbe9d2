/** Value lists of the data model, free of drizzle so browser code can import them cheaply. */
export const EVENT_CATEGORIES = ["Workshop", "Seminar", "Vortrag", "Konferenz", "Webinar"] as const;
export const CURRENCIES = ["EUR", "USD", "CHF"] as const;
export const BOOKING_STATUSES = ["pending", "confirmed", "cancelled"] as const;
export const SUBSCRIPTION_STATUSES = ["pending", "confirmed"] as const;
export const MAIL_STATUSES = ["queued", "sent", "failed"] as const;
/**
 * Who ended a booking: the visitor on "Meine Buchung", the coach in the back office, an unconfirmed
 * hold that ran out, or a SEPA debit that failed while the booking waited for it (decision 0227).
 */
export const CANCELLED_BY = ["visitor", "coach", "expired", "payment_failed"] as const;
/** Whether a confirmed participant came, as the coach records it after the event (docs/booking-lifecycle.md). */
export const ATTENDANCE = ["attended", "no_show"] as const;
/** A course participant on one date (issue 55): recorded by the coach or by her own check-in. */
export const COURSE_ATTENDANCE = ["present", "absent"] as const;
export const WAITLIST_STATUSES = ["waiting", "offered", "claimed", "expired", "removed"] as const;
/** How money for a booking arrived; "provider" leaves room for a checkout provider later. */
export const PAYMENT_METHODS = ["transfer", "paypal", "cash", "provider"] as const;
export const AUDIT_OUTCOMES = ["ok", "failed", "denied", "throttled"] as const;
export const CAMPAIGN_STATUSES = ["draft", "sending", "sent"] as const;
/** An invoice, a cancellation invoice (Stornorechnung) referring to it, or an invoice for an AGB fee. */
export const INVOICE_KINDS = ["invoice", "cancellation", "fee"] as const;
/** A discount code takes a share of the total (whole percent) or an amount off the booking (integer cents). */
export const DISCOUNT_KINDS = ["percent", "amount"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** Languages of the public site (decision 0030); the visitor's one is stored with bookings and sign-ups. */
export const LOCALES = ["de", "en"] as const;

/**
 * What a withdrawal through /widerruf did (decision 0106): cancelled its booking free of charge,
 * matched a booking the coach must look at (already cancelled, or the event has begun), or matched
 * no booking of that number and address (kept all the same: nothing is lost).
 */
export const WITHDRAWAL_OUTCOMES = ["cancelled", "review", "unmatched"] as const;
export type WithdrawalOutcome = (typeof WITHDRAWAL_OUTCOMES)[number];

/**
 * Where a 1:1 session can take place (app/features/products/sessions/places.ts has the addresses and labels).
 * Stored in appointment types and availability ranges as a comma-separated list of these values.
 */
export const SESSION_PLACES = ["braunschweig", "muenchen", "online"] as const;
export type SessionPlace = (typeof SESSION_PLACES)[number];
/**
 * What an events row is (decision 0130): an event the coach lists publicly, or a booked 1:1
 * session, a private unlisted row of one seat that an ordinary booking attaches to.
 */
export const EVENT_KINDS = ["event", "session", "package"] as const;
/** A change to the weekly hours on one day: a day (or part of it) off, or extra hours. */
export const AVAILABILITY_EXCEPTION_KINDS = ["off", "extra"] as const;

/** A blog post is a draft (only the coach sees it, in the preview) or published (decision 0161). */
export const BLOG_POST_STATUSES = ["draft", "published"] as const;
export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

/** What an intake question asks for: one line or a longer text (decision 0211). */
export const INTAKE_KINDS = ["short", "long"] as const;
/**
 * How an intake question is answered (decision 0221): free text (one line or several, `INTAKE_KINDS`),
 * yes or no, or one choice of the coach's list. A column of its own beside `kind`: its CHECK list is the
 * table's, and a changed CHECK would rebuild the table.
 */
export const INTAKE_ANSWER_TYPES = ["text", "yesno", "choice"] as const;

/** The e-mails around a session whose timing and texts the coach edits (decision 0212). */
export const SESSION_MAIL_KINDS = ["reminder", "checkin", "followup"] as const;
