import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { brand } from "../app/config/brand";
import type { CourseDate } from "./course-dates";
import type { InvoiceSnapshot } from "./invoice-snapshot";

import {
  ATTENDANCE,
  COURSE_ATTENDANCE,
  BOOKING_STATUSES,
  AUDIT_OUTCOMES,
  AVAILABILITY_EXCEPTION_KINDS,
  BLOG_POST_STATUSES,
  CAMPAIGN_STATUSES,
  CANCELLED_BY,
  CURRENCIES,
  DISCOUNT_KINDS,
  EVENT_CATEGORIES,
  EVENT_KINDS,
  INTAKE_ANSWER_TYPES,
  INTAKE_KINDS,
  LOCALES,
  MAIL_STATUSES,
  PAYMENT_METHODS,
  INVOICE_KINDS,
  SESSION_MAIL_KINDS,
  SUBSCRIPTION_STATUSES,
  WAITLIST_STATUSES,
  WITHDRAWAL_OUTCOMES,
} from "./enums";

// Defined in ./enums (no drizzle there) so browser code can import them without the schema.
export {
  ATTENDANCE,
  BOOKING_STATUSES,
  AUDIT_OUTCOMES,
  CAMPAIGN_STATUSES,
  CANCELLED_BY,
  CURRENCIES,
  DISCOUNT_KINDS,
  EVENT_CATEGORIES,
  MAIL_STATUSES,
  PAYMENT_METHODS,
  INVOICE_KINDS,
  SUBSCRIPTION_STATUSES,
  WAITLIST_STATUSES,
};

const id = () =>
  text("id")
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
const createdAt = () => text("created_at").notNull().default(nowIso);
const bool = (name: string) => integer(name, { mode: "boolean" }).notNull().default(false);
const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} IN (${values.map((v) => `'${v}'`).join(", ")})`);

export const profiles = sqliteTable(
  "profiles",
  {
    id: id(),
    email: text("email").notNull(),
    first_name: text("first_name"),
    last_name: text("last_name"),
    is_admin: bool("is_admin"),
    created_at: createdAt(),
    /** Bumped to end every session and remembered device of the profile at once (session.server.ts). */
    session_epoch: integer("session_epoch").notNull().default(0),
  },
  (t) => [uniqueIndex("profiles_email_unique").on(t.email), index("profiles_created_at_idx").on(t.created_at)],
);

/** Sign-in secret of a profile, kept apart so that no profile query can leak a hash. */
export const credentials = sqliteTable("credentials", {
  profile_id: text("profile_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  password_hash: text("password_hash").notNull(),
  updated_at: text("updated_at").notNull().default(nowIso),
});

export const contactSubmissions = sqliteTable(
  "contact_submissions",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    created_at: createdAt(),
    is_read: bool("is_read"),
    on_page: text("on_page"),
  },
  (t) => [index("contact_submissions_created_at_idx").on(t.created_at)],
);

export const newsletterSubscriptions = sqliteTable(
  "newsletter_subscriptions",
  {
    id: id(),
    email: text("email").notNull(),
    on_page: text("on_page"),
    created_at: createdAt(),
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull().default("pending"),
    consent_text: text("consent_text"),
    confirmed_at: text("confirmed_at"),
    /** Language of the sign-up form: the confirmation and welcome e-mails use it (migration 0011). */
    locale: text("locale", { enum: LOCALES }).notNull().default("de"),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_unique").on(t.email),
    index("newsletter_subscriptions_created_at_idx").on(t.created_at),
    check("newsletter_subscriptions_status_check", inList("status", SUBSCRIPTION_STATUSES)),
    check("newsletter_subscriptions_locale_check", inList("locale", LOCALES)),
  ],
);

export const events = sqliteTable(
  `${brand.short}_events`,
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    /**
     * The English site's title and description (decision 0093). Empty (null): /en shows the German
     * text, marked `lang="de"`.
     */
    title_en: text("title_en"),
    description_en: text("description_en"),
    /**
     * Set when the coach called the event off (decision 0094): from then on it takes no booking and
     * no waiting-list entry, leaves the lists, and its bookings are cancelled with an e-mail each.
     */
    cancelled_at: text("cancelled_at"),
    category: text("category", { enum: EVENT_CATEGORIES }).notNull(),
    /** Calendar day, `yyyy-MM-dd`. */
    event_date: text("event_date").notNull(),
    start_time: text("start_time").notNull(),
    end_time: text("end_time").notNull(),
    location: text("location").notNull(),
    image_url: text("image_url"),
    max_attendees: integer("max_attendees").notNull(),
    /** Legacy euro mirror (REAL), written as price_cents / 100 and never read; see migration 0006. */
    price: real("price").notNull(),
    /** Price per ticket in integer cents (the source of truth for money). */
    price_cents: integer("price_cents").notNull().default(0),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    created_at: createdAt(),
    /**
     * "session": a booked 1:1 session (decision 0130), a private row of one seat that no public
     * list, page, sitemap or calendar shows. Its booking runs the events' whole lifecycle.
     */
    kind: text("kind", { enum: EVENT_KINDS }).notNull().default("event"),
    /** A session's appointment type; NULL for events. */
    appointment_type_id: text("appointment_type_id").references(() => appointmentTypes.id),
    /** A session's place (SESSION_PLACES); NULL for events. */
    session_place: text("session_place"),
    /**
     * A session's blocked time as UTC ISO instants, its buffers before and after included: the
     * booking's one conditional write refuses any other session overlapping it (decision 0130).
     */
    blocked_from: text("blocked_from"),
    blocked_until: text("blocked_until"),
    /**
     * A session's free-change window in hours, copied from its appointment type when it was booked
     * (AGB § 5a); NULL for events and for sessions booked before the setting (then 48).
     */
    free_change_hours: integer("free_change_hours"),
    /**
     * "Automatisch bestätigen, solange Plätze frei sind" (decision 0160): a booking whose address is
     * confirmed is confirmed at once (invoice and e-mail), without the coach's click. On by default
     * for events created in the back office; off for rows from before, which keep her decision.
     */
    auto_confirm: integer("auto_confirm", { mode: "boolean" }).notNull().default(false),
    /**
     * The readable address, `2026-12-12-selbstwert-workshop` (db/event-slug.ts, decision 0168): set
     * when the event is created and kept when its title or date change later. NULL for 1:1 sessions,
     * which have no public page.
     */
    slug: text("slug"),
    /**
     * A course's dates in order (issue 55, decision 0203): NULL for an event of one date. The row's
     * own date, times and place mirror the first, so lists, deadlines and the booking count from it.
     */
    course_dates: text("course_dates", { mode: "json" }).$type<CourseDate[]>(),
  },
  (t) => [
    index(`${brand.short}_events_event_date_idx`).on(t.event_date),
    uniqueIndex(`${brand.short}_events_slug_unique`).on(t.slug),
    // The sessions' overlap guard and the free-times loader read sessions by their blocked time.
    index(`${brand.short}_events_session_blocked_idx`).on(t.kind, t.blocked_until, t.blocked_from),
    check(`${brand.short}_events_category_check`, inList("category", EVENT_CATEGORIES)),
    check(`${brand.short}_events_currency_check`, inList("currency", CURRENCIES)),
    check(`${brand.short}_events_max_attendees_check`, sql`max_attendees > 0`),
    check(`${brand.short}_events_price_check`, sql`price >= 0`),
    check(`${brand.short}_events_price_cents_check`, sql`price_cents >= 0`),
    check(`${brand.short}_events_date_check`, sql`event_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'`),
  ],
);

/**
 * A kind of 1:1 appointment the coach offers on /termin (app/features/products/sessions/): the free intro
 * call, a session of 60 or 90 minutes. Price 0 is free; money in integer cents, euros.
 */
export const appointmentTypes = sqliteTable(
  "appointment_types",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    /** The English site's texts; NULL: /en shows the German ones (as for events, decision 0093). */
    name_en: text("name_en"),
    description_en: text("description_en"),
    duration_minutes: integer("duration_minutes").notNull(),
    price_cents: integer("price_cents").notNull().default(0),
    /** Comma-separated SESSION_PLACES, e.g. "braunschweig,muenchen,online". */
    places: text("places").notNull(),
    buffer_before_minutes: integer("buffer_before_minutes").notNull().default(0),
    buffer_after_minutes: integer("buffer_after_minutes").notNull().default(0),
    /** No start sooner than this after now. */
    min_notice_minutes: integer("min_notice_minutes").notNull().default(1440),
    /** Starts up to this many Berlin days ahead (today counts as day 0). */
    horizon_days: integer("horizon_days").notNull().default(60),
    /** At most this many of this type per Berlin day; NULL: no limit. */
    max_per_day: integer("max_per_day"),
    /** The video call's address for online sessions of this type (https), sent with the booking; NULL: none set. */
    meeting_url: text("meeting_url"),
    /**
     * A session of this type is booked at once (decision 0186): confirmed as soon as the visitor's
     * address is (or she paid online), like an event with `auto_confirm` (0160). Off: the coach decides.
     * Copied onto the session's events row when it is booked.
     */
    auto_confirm: integer("auto_confirm", { mode: "boolean" }).notNull().default(true),
    /**
     * The free-change window (AGB § 5a, issue 51): a session of this type is moved or cancelled free
     * of charge until this many hours before its start. The spec's 48 by default; copied onto the
     * session's events row when it is booked, so a later change never alters a booked session's terms.
     */
    // 0 to 336 hours, kept by two hand-written triggers (migrations/0040_…): a table CHECK added
    // later would make drizzle rebuild the table, and D1 would cascade that DROP to its sessions.
    free_change_hours: integer("free_change_hours").notNull().default(48),
    /**
     * Before and after a session of this type (decision 0210): the check-in e-mail some hours before
     * and the follow-up with the journal's link after it, sent by the lifecycle cron. Each switchable.
     */
    checkin_enabled: integer("checkin_enabled", { mode: "boolean" }).notNull().default(true),
    followup_enabled: integer("followup_enabled", { mode: "boolean" }).notNull().default(true),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    sort_order: integer("sort_order").notNull().default(0),
    created_at: createdAt(),
  },
  () => [
    check("appointment_types_duration_check", sql`duration_minutes BETWEEN 5 AND 600`),
    check("appointment_types_price_check", sql`price_cents >= 0`),
    check("appointment_types_buffers_check", sql`buffer_before_minutes >= 0 AND buffer_after_minutes >= 0`),
    check("appointment_types_notice_check", sql`min_notice_minutes >= 0`),
    check("appointment_types_horizon_check", sql`horizon_days BETWEEN 1 AND 366`),
    check("appointment_types_max_per_day_check", sql`max_per_day IS NULL OR max_per_day > 0`),
  ],
);

const clockCheck = (column: string) => sql.raw(`${column} GLOB '[0-2][0-9]:[0-5][0-9]'`);

/** The coach's weekly hours (Berlin wall clock): several ranges a weekday, each with its places. */
export const availabilityRanges = sqliteTable(
  "availability_ranges",
  {
    id: id(),
    /** ISO weekday: 1 Monday … 7 Sunday. */
    weekday: integer("weekday").notNull(),
    /** `HH:mm`, Berlin time; the end is exclusive. */
    start_time: text("start_time").notNull(),
    end_time: text("end_time").notNull(),
    /** Comma-separated SESSION_PLACES. */
    places: text("places").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index("availability_ranges_weekday_idx").on(t.weekday),
    check("availability_ranges_weekday_check", sql`weekday BETWEEN 1 AND 7`),
    check("availability_ranges_start_check", clockCheck("start_time")),
    check("availability_ranges_end_check", clockCheck("end_time")),
    check("availability_ranges_order_check", sql`start_time < end_time`),
  ],
);

/**
 * Changes to the weekly hours on one Berlin day: "off" (without times the whole day, with times that
 * part of it) or "extra" hours with their places.
 */
export const availabilityExceptions = sqliteTable(
  "availability_exceptions",
  {
    id: id(),
    day: text("day").notNull(),
    kind: text("kind", { enum: AVAILABILITY_EXCEPTION_KINDS }).notNull(),
    start_time: text("start_time"),
    end_time: text("end_time"),
    /** Comma-separated SESSION_PLACES for extra hours; NULL for time off. */
    places: text("places"),
    note: text("note"),
    created_at: createdAt(),
  },
  (t) => [
    index("availability_exceptions_day_idx").on(t.day),
    check("availability_exceptions_kind_check", inList("kind", AVAILABILITY_EXCEPTION_KINDS)),
    check("availability_exceptions_day_check", sql`day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'`),
    check(
      "availability_exceptions_times_check",
      sql`(start_time IS NULL AND end_time IS NULL AND kind = 'off')
        OR (start_time GLOB '[0-2][0-9]:[0-5][0-9]' AND end_time GLOB '[0-2][0-9]:[0-5][0-9]' AND start_time < end_time)`,
    ),
    check("availability_exceptions_places_check", sql`kind = 'off' OR places IS NOT NULL`),
  ],
);

export const bookings = sqliteTable(
  `${brand.short}_booking`,
  {
    id: id(),
    /** No cascade: an event that has bookings cannot disappear with them. */
    event_id: text("event_id")
      .notNull()
      .references(() => events.id),
    full_name: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    num_tickets: integer("num_tickets").notNull(),
    /** Legacy euro mirror (REAL), written as total_cents / 100 and never read; see migration 0006. */
    total_price: real("total_price").notNull(),
    /** Tickets × price per ticket in integer cents, decided by the server when booking. */
    total_cents: integer("total_cents").notNull().default(0),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("pending"),
    created_at: createdAt(),
    updated_at: text("updated_at"),
    /** When the visitor confirmed the address through the first e-mail (ADR 0001, holds). */
    email_confirmed_at: text("email_confirmed_at"),
    /** Until the address is confirmed the seats are held only until then; NULL: held for good. */
    hold_expires_at: text("hold_expires_at"),
    cancelled_at: text("cancelled_at"),
    cancelled_by: text("cancelled_by", { enum: CANCELLED_BY }),
    /** Fee due under the AGB for a late cancellation, in cents. */
    cancellation_fee_cents: integer("cancellation_fee_cents"),
    /** When the visitor withdrew from the contract (free of charge whatever the deadline); cancelled_by stays "visitor". */
    withdrawn_at: text("withdrawn_at"),
    /** What the visitor had paid when withdrawing, in cents: money the coach pays back. */
    refund_due_cents: integer("refund_due_cents"),
    /** Whether the participant came, recorded by the coach after the event; NULL: not recorded. */
    attendance: text("attendance", { enum: ATTENDANCE }),
    /** From the booking form: a retried submission books once. */
    idempotency_key: text("idempotency_key"),
    /** Language of the booking form: the visitor's e-mails use it (migration 0011). */
    locale: text("locale", { enum: LOCALES }).notNull().default("de"),
    /**
     * Who holds unconfirmed seats, as keyed hashes (never the address itself): the client's network
     * (an IPv4 address or an IPv6 /64) and its site (the IPv6 /48; the address for IPv4). The
     * booking insert caps open holds per network and site (decision 0115). NULL for bookings made
     * without a visitor's request (the back office, older rows).
     */
    hold_network: text("hold_network"),
    hold_site: text("hold_site"),
    // Migration 0021: the invoice's recipient beyond the name (§ 14 UStG: the full address over
    // 250 € gross, app/features/core/booking/billing.ts), and for a company its name, VAT ID and purchase
    // order number. All NULL when the visitor gave none; cleared with the name on anonymisation.
    billing_street: text("billing_street"),
    billing_postcode: text("billing_postcode"),
    billing_city: text("billing_city"),
    /** NULL: Germany. */
    billing_country: text("billing_country"),
    company_name: text("company_name"),
    company_vat_id: text("company_vat_id"),
    purchase_order: text("purchase_order"),
    /**
     * Reverse charge (§ 13b UStG, features/core/booking/reverse-charge.ts): a business of another EU state
     * booked coaching or an online event; its price is net and its invoices name the client as the
     * one who owes the VAT (issue 53, migration 0044). Decided with the booking's write.
     */
    reverse_charge: integer("reverse_charge", { mode: "boolean" }).notNull().default(false),
    /**
     * What the visitor wrote for the coach when booking a 1:1 session (/termin). Personal: shown to
     * her only, never logged, cleared with the name on anonymisation.
     */
    note: text("note"),
    /**
     * The discount a code took off this booking (decision 0140), in cents, and the code as the
     * visitor typed it (upper case): `total_cents` is what is charged, `total_cents + discount_cents`
     * the tickets' price, so the invoice shows both lines and every fee or refund follows the charge.
     */
    discount_cents: integer("discount_cents").notNull().default(0),
    discount_code: text("discount_code"),
    /**
     * What a value voucher paid of this booking (decision 0152), in cents, and its code: a payment,
     * not a discount. `total_cents` stays the charge the invoice taxes in full; `total_cents -
     * voucher_cents` is what is still owed by transfer or online.
     */
    voucher_cents: integer("voucher_cents").notNull().default(0),
    voucher_code: text("voucher_code"),
    /**
     * The AGB version (AGB_VERSION_ID, app/features/extras/content/legal/withdrawal-terms.ts) the visitor
     * agreed to with the binding click (decision 0192); NULL: booked in the back office or before 0043.
     */
    agb_version: text("agb_version"),
  },
  (t) => [
    // The insert's per-network and per-site counts of open holds read these, not the table (0115).
    // Covering: every column those counts read is in the index.
    index(`${brand.short}_booking_hold_network_idx`).on(t.hold_network, t.hold_expires_at, t.status),
    index(`${brand.short}_booking_hold_site_idx`).on(
      t.hold_site,
      t.hold_expires_at,
      t.status,
      t.event_id,
      t.num_tickets,
    ),
    // Covers every sum of an event's seats (app/features/products/events/seats.server.ts, the booking insert's
    // guard): SQLite reads the index alone, not one table row per booking the event ever had (0088).
    index(`${brand.short}_booking_event_seats_idx`).on(t.event_id, t.status, t.hold_expires_at, t.num_tickets),
    index(`${brand.short}_booking_created_at_idx`).on(t.created_at),
    uniqueIndex(`${brand.short}_booking_idempotency_key_unique`).on(t.idempotency_key),
    index(`${brand.short}_booking_email_idx`).on(t.email),
    check(`${brand.short}_booking_tickets_check`, sql`num_tickets BETWEEN 1 AND 10`),
    check(`${brand.short}_booking_status_check`, inList("status", BOOKING_STATUSES)),
    check(`${brand.short}_booking_currency_check`, inList("currency", CURRENCIES)),
    check(`${brand.short}_booking_total_cents_check`, sql`total_cents >= 0`),
    check(`${brand.short}_booking_locale_check`, inList("locale", LOCALES)),
  ],
);

/**
 * Money received for a booking, recorded by the coach (app/features/core/payments/). Several rows add up to a partial or full payment; the
 * booking's payment state is derived from their sum (app/features/core/payments/state.ts).
 */
export const payments = sqliteTable(
  `${brand.short}_payment`,
  {
    id: id(),
    booking_id: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    amount_cents: integer("amount_cents").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    /** Calendar day the money arrived, `yyyy-MM-dd` (Berlin). */
    paid_on: text("paid_on").notNull(),
    note: text("note"),
    created_at: createdAt(),
    /**
     * The provider's payment (Stripe's PaymentIntent id `pi_…`) for money paid online; NULL for what
     * the coach records. Unique: a webhook delivered twice records its payment once (decision 0141).
     */
    provider_ref: text("provider_ref"),
  },
  (t) => [
    index(`${brand.short}_payment_booking_idx`).on(t.booking_id),
    uniqueIndex(`${brand.short}_payment_provider_ref_unique`).on(t.provider_ref),
    check(`${brand.short}_payment_amount_check`, sql`amount_cents > 0`),
    check(`${brand.short}_payment_method_check`, inList("method", PAYMENT_METHODS)),
    check(`${brand.short}_payment_date_check`, sql`paid_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'`),
  ],
);

/**
 * Money paid back for a booking (decision 0142). A payment row stays as it was received; the
 * refund is its own row, so the net paid is payments minus refunds (app/features/core/payments/payments.server.ts).
 */
export const refunds = sqliteTable(
  `${brand.short}_refund`,
  {
    id: id(),
    booking_id: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    amount_cents: integer("amount_cents").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    method: text("method", { enum: PAYMENT_METHODS }).notNull(),
    /** The provider's payment it pays back (`pi_…`); NULL for a refund by hand. */
    payment_ref: text("payment_ref"),
    /** Calendar day the refund was made, `yyyy-MM-dd` (Berlin). */
    refunded_on: text("refunded_on").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index(`${brand.short}_refund_booking_idx`).on(t.booking_id),
    index(`${brand.short}_refund_payment_ref_idx`).on(t.payment_ref),
    check(`${brand.short}_refund_amount_check`, sql`amount_cents > 0`),
    check(`${brand.short}_refund_method_check`, inList("method", PAYMENT_METHODS)),
  ],
);

/**
 * The ids of the Stripe events handled, each once (decision 0141): a replayed or repeated delivery
 * finds its id here and changes nothing.
 */
export const stripeEvents = sqliteTable(`${brand.short}_stripe_event`, {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  received_at: text("received_at").notNull().default(nowIso),
});

/** People waiting for seats of a sold-out event, offered freed seats in order (see waitlist.server.ts). */
export const waitlist = sqliteTable(
  `${brand.short}_waitlist`,
  {
    id: id(),
    event_id: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    full_name: text("full_name").notNull(),
    /** Stored in lower case: one open entry per address and event. */
    email: text("email").notNull(),
    num_tickets: integer("num_tickets").notNull(),
    consent_text: text("consent_text").notNull(),
    status: text("status", { enum: WAITLIST_STATUSES }).notNull().default("waiting"),
    offered_at: text("offered_at"),
    /** While an offer runs, its seats are held for this entry. */
    offer_expires_at: text("offer_expires_at"),
    /** The booking a claimed offer became. */
    booking_id: text("booking_id"),
    created_at: createdAt(),
    updated_at: text("updated_at"),
    /** Language of the event page: the offer e-mail and the claimed booking use it (migration 0012). */
    locale: text("locale", { enum: LOCALES }).notNull().default("de"),
  },
  (t) => [
    index(`${brand.short}_waitlist_event_status_idx`).on(t.event_id, t.status, t.created_at),
    uniqueIndex(`${brand.short}_waitlist_open_entry_unique`)
      .on(t.event_id, t.email)
      .where(sql`status IN ('waiting', 'offered')`),
    check(`${brand.short}_waitlist_tickets_check`, sql`num_tickets BETWEEN 1 AND 10`),
    check(`${brand.short}_waitlist_status_check`, inList("status", WAITLIST_STATUSES)),
    check(`${brand.short}_waitlist_locale_check`, inList("locale", LOCALES)),
  ],
);

/**
 * The 1:1 waiting list (issue 51, decision 0207): "Sag mir Bescheid, wenn ein Termin frei wird" on
 * /termin, for one appointment type and a span of Berlin days. A time that comes free inside the
 * span is offered to ONE entry at a time, held for it until `offer_expires_at`
 * (app/features/products/sessions/waitlist.server.ts); the statuses are the events' waiting list's.
 */
export const sessionWaitlist = sqliteTable(
  "session_waitlist",
  {
    id: id(),
    appointment_type_id: text("appointment_type_id")
      .notNull()
      .references(() => appointmentTypes.id, { onDelete: "cascade" }),
    /** Berlin days `yyyy-MM-dd`, inclusive: one day, or from today up to a day. */
    from_day: text("from_day").notNull(),
    to_day: text("to_day").notNull(),
    full_name: text("full_name").notNull(),
    /** Stored in lower case: one open entry per address, type and span. */
    email: text("email").notNull(),
    consent_text: text("consent_text").notNull(),
    locale: text("locale", { enum: LOCALES }).notNull().default("de"),
    status: text("status", { enum: WAITLIST_STATUSES }).notNull().default("waiting"),
    /** The offered time while an offer runs: its start (UTC ISO), place and blocked span (buffers included). */
    offer_starts_at: text("offer_starts_at"),
    offer_place: text("offer_place"),
    offer_blocked_from: text("offer_blocked_from"),
    offer_blocked_until: text("offer_blocked_until"),
    offered_at: text("offered_at"),
    offer_expires_at: text("offer_expires_at"),
    /** The booking a claimed offer became. */
    booking_id: text("booking_id"),
    created_at: createdAt(),
    updated_at: text("updated_at"),
  },
  (t) => [
    index("session_waitlist_status_idx").on(t.status, t.created_at),
    uniqueIndex("session_waitlist_open_entry_unique")
      .on(t.appointment_type_id, t.email, t.from_day, t.to_day)
      .where(sql`status IN ('waiting', 'offered')`),
    check("session_waitlist_days_check", sql`from_day <= to_day`),
    check("session_waitlist_status_check", inList("status", WAITLIST_STATUSES)),
    check("session_waitlist_locale_check", inList("locale", LOCALES)),
  ],
);

export const webContent = sqliteTable(
  "web_content",
  {
    id: id(),
    page: text("page").notNull(),
    section: text("section").notNull(),
    content_key: text("content_key").notNull(),
    content_de: text("content_de").notNull(),
    content_en: text("content_en").notNull(),
    updated_at: text("updated_at").notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("web_content_page_section_key_unique").on(t.page, t.section, t.content_key),
    index("web_content_page_idx").on(t.page),
  ],
);

/**
 * The public copy as delivered (db/content), one row per text, rewritten whole by every seed
 * (`npm run content:seed`, which `npm run deploy` runs before the new code goes live). The pages read
 * her rows in web_content and fall back to these; the editor takes a page's texts, their order and a
 * field's size from here, and a deleted text she needs comes back as this one. Kept in D1 rather than
 * in the Worker's code (decision 0231): the copy was about 50 KiB of the Worker's compressed size.
 */
export const webContentDelivered = sqliteTable(
  "web_content_delivered",
  {
    page: text("page").notNull(),
    section: text("section").notNull(),
    content_key: text("content_key").notNull(),
    content_de: text("content_de").notNull(),
    content_en: text("content_en").notNull(),
    /** Its place in the delivered copy: the page's sections and texts in the order the page reads them. */
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.page, t.section, t.content_key] })],
);

export const mindsetJournal = sqliteTable(
  "mindset_journal",
  {
    id: id(),
    email: text("email").notNull(),
    created_at: createdAt(),
    summary: text("summary"),
    /** Structured entries as JSON text (app/features/people/mindset/journal-entries.ts): the test's answers first, then the visitor's entries. */
    journal_entries: text("journal_entries", { mode: "json" })
      .notNull()
      .default(sql`'[]'`),
    /** Language of the test it was started from: its e-mails and its page follow it. */
    locale: text("locale", { enum: LOCALES }).notNull().default("de"),
    /** The consent record, as the newsletter keeps it: the words agreed to, when, and on which page. */
    consent_text: text("consent_text"),
    consented_at: text("consented_at"),
    on_page: text("on_page"),
    /**
     * The current key of the journal's link (signed with it, decision 0144): a new random key when
     * the visitor asks for a new link, so the old link opens nothing. Null: no link was ever sent.
     */
    link_key: text("link_key"),
    /** The last new entry or new link; a journal unused for RETENTION.idleJournalMonths is deleted. Null: never used since it was created. */
    updated_at: text("updated_at"),
  },
  (t) => [
    index("mindset_journal_created_at_idx").on(t.created_at),
    index("mindset_journal_email_idx").on(t.email),
    check("mindset_journal_entries_json_check", sql`json_valid(journal_entries)`),
    check("mindset_journal_locale_check", inList("locale", LOCALES)),
  ],
);

/**
 * A journal asked for and not yet confirmed (double opt-in): the answers wait here until the link in
 * the e-mail is followed, and are forgotten after RETENTION.pendingJournalHours.
 */
export const mindsetJournalRequests = sqliteTable(
  "mindset_journal_requests",
  {
    id: id(),
    email: text("email").notNull(),
    /** The test's answers by question id, as JSON. */
    answers: text("answers", { mode: "json" }).notNull(),
    locale: text("locale", { enum: LOCALES }).notNull().default("de"),
    consent_text: text("consent_text").notNull(),
    on_page: text("on_page").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index("mindset_journal_requests_created_at_idx").on(t.created_at),
    index("mindset_journal_requests_email_idx").on(t.email),
    check("mindset_journal_requests_answers_json_check", sql`json_valid(answers)`),
    check("mindset_journal_requests_locale_check", inList("locale", LOCALES)),
  ],
);

/**
 * A prompt series the coach writes ("7 Tage Gegenwartsfreude", decision 0158): one prompt a day by
 * e-mail, in order. `prompts` is a JSON array of `{ de, en }` (`en` null: English journals get the
 * German prompt).
 */
export const promptSeries = sqliteTable(
  "prompt_series",
  {
    id: id(),
    name: text("name").notNull(),
    name_en: text("name_en"),
    prompts: text("prompts", { mode: "json" }).notNull(),
    /** Offered to every journal owner in "Mein Journal"; otherwise only to those who booked an event or package it is attached to. */
    in_journal: bool("in_journal"),
    created_at: createdAt(),
    updated_at: text("updated_at"),
  },
  () => [check("prompt_series_prompts_json_check", sql`json_valid(prompts) AND json_type(prompts) = 'array'`)],
);

/** A series attached to an event or a package (one series per event or package): who booked it may start it. */
export const promptSeriesTargets = sqliteTable(
  "prompt_series_targets",
  {
    id: id(),
    series_id: text("series_id")
      .notNull()
      .references(() => promptSeries.id, { onDelete: "cascade" }),
    event_id: text("event_id").references(() => events.id, { onDelete: "cascade" }),
    package_id: text("package_id").references(() => sessionPackages.id, { onDelete: "cascade" }),
  },
  (t) => [
    uniqueIndex("prompt_series_targets_event_unique").on(t.event_id),
    uniqueIndex("prompt_series_targets_package_unique").on(t.package_id),
    index("prompt_series_targets_series_idx").on(t.series_id),
    check("prompt_series_targets_one_check", sql`(event_id IS NULL) <> (package_id IS NULL)`),
  ],
);

/**
 * One journal receiving one series (decision 0158): the consent record (words, time, page) as the
 * journal keeps its own; `next_index` is the next prompt to send, `last_sent_day` the Berlin day the
 * last one went out. The daily job claims a prompt by moving both in one conditional UPDATE.
 */
export const promptSubscriptions = sqliteTable(
  "prompt_subscriptions",
  {
    id: id(),
    journal_id: text("journal_id")
      .notNull()
      .references(() => mindsetJournal.id, { onDelete: "cascade" }),
    series_id: text("series_id")
      .notNull()
      .references(() => promptSeries.id, { onDelete: "cascade" }),
    next_index: integer("next_index").notNull().default(0),
    last_sent_day: text("last_sent_day"),
    consent_text: text("consent_text").notNull(),
    consented_at: text("consented_at").notNull(),
    on_page: text("on_page").notNull(),
    stopped_at: text("stopped_at"),
    finished_at: text("finished_at"),
  },
  (t) => [
    // One running copy of a series per journal; a stopped or finished one may be started again.
    uniqueIndex("prompt_subscriptions_running_unique")
      .on(t.journal_id, t.series_id)
      .where(sql`stopped_at IS NULL AND finished_at IS NULL`),
    index("prompt_subscriptions_due_idx")
      .on(t.last_sent_day)
      .where(sql`stopped_at IS NULL AND finished_at IS NULL`),
    index("prompt_subscriptions_journal_idx").on(t.journal_id),
    index("prompt_subscriptions_series_idx").on(t.series_id),
  ],
);

/** Every automatic e-mail, so that none is lost silently: queued, then sent or failed. */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: id(),
    /** Makes the queue consumer idempotent: one row, one e-mail per dedupe key. */
    dedupe_key: text("dedupe_key").notNull(),
    kind: text("kind").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    /** The rendered message (text, html, reply-to, attachments) as JSON, so a retry sends the same e-mail. */
    payload: text("payload", { mode: "json" }).notNull(),
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    last_error: text("last_error"),
    /** The booking, contact request or subscription the e-mail belongs to. */
    ref_id: text("ref_id"),
    created_at: createdAt(),
    sent_at: text("sent_at"),
    /** While a consumer is sending this mail (ISO time): a duplicate delivery waits instead of sending twice. */
    claimed_until: text("claimed_until"),
    /** The id the e-mail provider gave the sent message (shown in the back-office mail log). */
    provider_message_id: text("provider_message_id"),
  },
  (t) => [
    uniqueIndex("mail_outbox_dedupe_key_unique").on(t.dedupe_key),
    index("mail_outbox_ref_idx").on(t.ref_id),
    index("mail_outbox_created_at_idx").on(t.created_at),
    /** The mails still waiting, oldest first: `/healthz`'s oldest queued mail and the lifecycle's stranded-mail sweep. */
    index("mail_outbox_status_created_at_idx").on(t.status, t.created_at),
    check("mail_outbox_status_check", inList("status", MAIL_STATUSES)),
  ],
);

/**
 * A visitor's request to export or erase their data (/meine-daten): the signed e-mail link carries
 * only the id, so no address travels in a URL. Lives as long as the link (RETENTION.dataRequestHours).
 */
export const dataRequests = sqliteTable(
  "data_requests",
  {
    id: id(),
    email: text("email").notNull(),
    created_at: createdAt(),
  },
  (t) => [index("data_requests_email_idx").on(t.email)],
);

/** "Passwort vergessen": single-use links, stored only as the SHA-256 of their token (password-reset.server.ts). */
export const passwordResets = sqliteTable(
  "password_resets",
  {
    id: id(),
    profile_id: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    token_hash: text("token_hash").notNull(),
    expires_at: text("expires_at").notNull(),
    used_at: text("used_at"),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("password_resets_token_hash_unique").on(t.token_hash),
    index("password_resets_profile_idx").on(t.profile_id),
  ],
);

/**
 * Who did what in the back office: sign-ins (ok, failed, throttled), denied admin requests and
 * every admin change. Never field values, passwords or hashes (audit.server.ts).
 */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    at: text("at").notNull().default(nowIso),
    /** The acting profile, when known (a failed sign-in has none). */
    actor_id: text("actor_id"),
    action: text("action").notNull(),
    target_table: text("target_table"),
    target_id: text("target_id"),
    outcome: text("outcome", { enum: AUDIT_OUTCOMES }).notNull(),
    /** The client's address (an IPv6 /64) of a failed or throttled sign-in; cleared after RETENTION.signInAddressDays. */
    client_address: text("client_address"),
  },
  (t) => [index("audit_log_at_idx").on(t.at), check("audit_log_outcome_check", inList("outcome", AUDIT_OUTCOMES))],
);

/** A newsletter the coach composed; its e-mails are outbox rows with kind "newsletter-campaign" and this id as ref. */
export const newsletterCampaigns = sqliteTable(
  "newsletter_campaigns",
  {
    id: id(),
    subject: text("subject").notNull(),
    /** In the site's formatting language (app/lib/markup.ts, decision 0167); rendered escaped, links as links. */
    body: text("body").notNull(),
    /** The optional English version for subscribers who signed up on /en (decision 0097): both or neither. */
    subject_en: text("subject_en"),
    body_en: text("body_en"),
    status: text("status", { enum: CAMPAIGN_STATUSES }).notNull().default("draft"),
    /** Whether the e-mail ends with "Nächste Termine", the next three events when it is sent (decision 0167). */
    include_events: bool("include_events"),
    /**
     * A photo from her library at the top of the e-mail (decision 0173), with the library's alt text.
     * The key keeps the photo: it cannot be deleted while a newsletter, sent or not, shows it.
     */
    image_key: text("image_key").references(() => images.key),
    /** How many confirmed subscribers it went to. */
    recipients: integer("recipients").notNull().default(0),
    created_by: text("created_by"),
    created_at: createdAt(),
    sent_at: text("sent_at"),
  },
  (t) => [
    index("newsletter_campaigns_created_at_idx").on(t.created_at),
    check("newsletter_campaigns_status_check", inList("status", CAMPAIGN_STATUSES)),
  ],
);

/**
 * An administrator's TOTP secret (base32). `enabled_at` is set once a first code confirmed the
 * setup; `last_step` is the newest 30-second step used, so a code works only once (replay).
 */
export const secondFactors = sqliteTable("second_factors", {
  profile_id: text("profile_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  /** The TOTP secret sealed with AES-GCM ("v1." prefix, at-rest.server.ts); older plain rows are sealed on their next read. */
  secret: text("secret").notNull(),
  enabled_at: text("enabled_at"),
  last_step: integer("last_step").notNull().default(0),
  created_at: createdAt(),
});

/** Ten single-use codes for a lost phone; stored only as salted HMACs with a server key (at-rest.server.ts). */
export const recoveryCodes = sqliteTable(
  "recovery_codes",
  {
    id: id(),
    profile_id: text("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    code_hash: text("code_hash").notNull(),
    used_at: text("used_at"),
  },
  (t) => [index("recovery_codes_profile_idx").on(t.profile_id)],
);

/** Fixed-window counters for rate limits and sign-in throttling (atomic upserts in D1). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  window_start: integer("window_start").notNull(),
  count: integer("count").notNull(),
});

export type Event = typeof events.$inferSelect;
export type Booking = typeof bookings.$inferSelect;
export type WaitlistEntry = typeof waitlist.$inferSelect;
export type Profile = typeof profiles.$inferSelect;
export type AppointmentType = typeof appointmentTypes.$inferSelect;
export type AvailabilityRange = typeof availabilityRanges.$inferSelect;
export type AvailabilityException = typeof availabilityExceptions.$inferSelect;

/** Per-year counter behind gapless invoice numbers (app/features/core/invoices/numbering.server.ts). */
export const invoiceCounter = sqliteTable(`${brand.short}_invoice_counter`, {
  year: integer("year").primaryKey(),
  last_number: integer("last_number").notNull(),
});

/** Issued invoices; immutable (a trigger refuses updates), corrections are cancellation invoices. */
export const invoices = sqliteTable(
  `${brand.short}_invoice`,
  {
    id: id(),
    /** "2026-0001": year and a consecutive number without gaps. */
    number: text("number").notNull(),
    /** The booking's id, or a `manualInvoices` id for an invoice without a booking (decision 0223); no foreign key. */
    booking_id: text("booking_id").notNull(),
    kind: text("kind", { enum: INVOICE_KINDS }).notNull(),
    issued_at: text("issued_at").notNull(),
    gross_cents: integer("gross_cents").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    // Migration 0010: the issued document itself (db/invoice-snapshot.ts), never changed.
    net_cents: integer("net_cents").notNull().default(0),
    vat_cents: integer("vat_cents").notNull().default(0),
    /** 1900 = 19 %; 0 for a small business under § 19 UStG. */
    vat_rate_bp: integer("vat_rate_bp").notNull().default(0),
    /** The number of the invoice a cancellation invoice cancels. */
    refers_to: text("refers_to"),
    snapshot: text("snapshot", { mode: "json" })
      .$type<InvoiceSnapshot>()
      .notNull()
      .default(sql`'{}'`),
  },
  (t) => [
    uniqueIndex(`${brand.short}_invoice_number_unique`).on(t.number),
    uniqueIndex(`${brand.short}_invoice_booking_kind_unique`).on(t.booking_id, t.kind),
    check(`${brand.short}_invoice_kind_check`, inList("kind", INVOICE_KINDS)),
    check(`${brand.short}_invoice_vat_rate_check`, sql`vat_rate_bp >= 0 AND vat_rate_bp < 10000`),
  ],
);

/**
 * What an invoice without a booking is about (issue 53, decision 0223): a talk, an in-house day, a
 * session paid in cash. Its id stands in `invoices.booking_id` (that column has no foreign key), so
 * its invoice and its Stornorechnung keep the one-per-kind index and the gapless series; what the
 * invoice says lives in the invoice's own snapshot, as for every invoice.
 */
export const manualInvoices = sqliteTable(`${brand.short}_manual_invoice`, {
  id: text("id").primaryKey(),
  created_at: text("created_at").notNull(),
  currency: text("currency", { enum: CURRENCIES }).notNull().default("EUR"),
});

/**
 * The visitor's express request that the service start inside the withdrawal period (§ 356 (4),
 * § 357a (2) BGB), one row per booking that asked, written in the booking's own batch: when, and
 * which wording (EARLY_START_CONSENT_VERSION in app/features/core/booking/contract.ts) in which language.
 */
export const earlyStartConsents = sqliteTable(`${brand.short}_early_start_consent`, {
  booking_id: text("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  consented_at: text("consented_at").notNull(),
  text_version: text("text_version").notNull(),
  locale: text("locale", { enum: LOCALES }).notNull(),
});

/**
 * Every withdrawal declared through the withdrawal function (/widerruf, § 356a BGB; decision 0106),
 * matched or not: its receipt time is the legal fact, the booking it cancelled (if any) and the
 * money to be paid back by `refund_due_on` are what the coach acts on.
 */
export const withdrawals = sqliteTable(
  `${brand.short}_withdrawal`,
  {
    id: id(),
    received_at: text("received_at").notNull(),
    full_name: text("full_name").notNull(),
    email: text("email").notNull(),
    /** As typed (upper case): the short booking number (app/features/core/payments/reference.ts). */
    reference: text("reference").notNull(),
    locale: text("locale", { enum: LOCALES }).notNull().default("de"),
    booking_id: text("booking_id").references(() => bookings.id, { onDelete: "set null" }),
    outcome: text("outcome", { enum: WITHDRAWAL_OUTCOMES }).notNull(),
    /** Paid for the booking at the receipt, in cents: to be refunded (0 when nothing was paid). */
    refund_cents: integer("refund_cents").notNull().default(0),
    /** Berlin day by which the refund is due (receipt + 14 days); NULL when nothing is to be refunded. */
    refund_due_on: text("refund_due_on"),
    /**
     * What the coach keeps of the price (decision 0193): the share of a service begun inside the
     * period at the visitor's request (§ 357a (2) BGB), e.g. a package's sessions already held.
     */
    kept_cents: integer("kept_cents").notNull().default(0),
    /** A withdrawn package's sessions still booked: "cancel" (cancelled with it) or "keep" (paid pro rata); NULL otherwise. */
    sessions_choice: text("sessions_choice", { enum: ["cancel", "keep"] }),
  },
  (t) => [
    index(`${brand.short}_withdrawal_received_at_idx`).on(t.received_at),
    check(`${brand.short}_withdrawal_outcome_check`, inList("outcome", WITHDRAWAL_OUTCOMES)),
    check(`${brand.short}_withdrawal_locale_check`, inList("locale", LOCALES)),
  ],
);

/**
 * The coach's own calendar, one row (id 1; app/features/core/calendar, docs/decisions/0134-busy-times-from-her-calendar.md).
 * In: her private iCal address and the last good copy of the busy intervals it gave (a JSON array of
 * [startMs, endMs] pairs, read whole by the slot computation), with the feed's status. A failed
 * fetch writes only the error columns, never the copy. Out: the SHA-256 of the subscription link's
 * token (decision 0135); the token itself is shown once and never stored.
 */
export const calendarFeed = sqliteTable(
  `${brand.short}_calendar_feed`,
  {
    id: integer("id").primaryKey(),
    source_url: text("source_url"),
    busy_json: text("busy_json").notNull().default("[]"),
    busy_count: integer("busy_count").notNull().default(0),
    last_success_at: text("last_success_at"),
    last_attempt_at: text("last_attempt_at"),
    last_error: text("last_error"),
    last_error_at: text("last_error_at"),
    out_token_hash: text("out_token_hash"),
    out_token_created_at: text("out_token_created_at"),
  },
  (t) => [check(`${brand.short}_calendar_feed_one_row`, sql`${t.id} = 1`)],
);

/**
 * Her business settings, one row (id 1; app/features/core/business/, docs/decisions/0154-business-settings.md):
 * the § 19 UStG small-business mode, the invoice issuer's name and address, tax number / VAT ID and
 * bank details, as one JSON object checked by `BusinessSettingsSchema` when read. No row means the
 * defaults from app/config/brand.ts, so a fresh database behaves as before.
 */
/**
 * Settings of her 1:1 hours beside the weekly ranges (one row, id 1; none: the defaults): which
 * Bundesland's public holidays close her weekly hours (app/features/products/sessions/holidays.ts, decision
 * 0189), or "none". Read in the scheduler's one D1 batch.
 */
export const availabilitySettings = sqliteTable(
  "availability_settings",
  {
    id: integer("id").primaryKey(),
    holiday_region: text("holiday_region").notNull().default("NI"),
    updated_at: text("updated_at").notNull(),
  },
  (t) => [check("availability_settings_one_row", sql`${t.id} = 1`)],
);

export const businessSettings = sqliteTable(
  `${brand.short}_business_settings`,
  {
    id: integer("id").primaryKey(),
    settings: text("settings").notNull(),
    updated_at: text("updated_at").notNull(),
  },
  (t) => [check(`${brand.short}_business_settings_one_row`, sql`${t.id} = 1`)],
);

/**
 * Discount codes the coach hands out (app/features/core/payments/discount-codes.server.ts, decision 0140):
 * a whole percent of the total or an amount off the booking, valid on Berlin days from/until
 * (inclusive, either open), at most `max_uses` bookings holding seats (NULL: no limit), for every
 * event or only the chosen ones (`discountCodeTargets`). Never deleted once used: deactivated.
 */
export const discountCodes = sqliteTable(
  `${brand.short}_discount_code`,
  {
    id: id(),
    /** Upper case, without spaces: the visitor's input is trimmed and upper-cased before the lookup. */
    code: text("code").notNull(),
    kind: text("kind", { enum: DISCOUNT_KINDS }).notNull(),
    /** percent: 1–100; amount: cents off the booking (in the event's currency). */
    value: integer("value").notNull(),
    /** Berlin calendar days, `yyyy-MM-dd`, inclusive; NULL: open. */
    valid_from: text("valid_from"),
    valid_until: text("valid_until"),
    max_uses: integer("max_uses"),
    /** True: every event; false: only the events and categories in `discountCodeTargets`. */
    all_events: integer("all_events", { mode: "boolean" }).notNull().default(true),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex(`${brand.short}_discount_code_code_unique`).on(t.code),
    check(`${brand.short}_discount_code_kind_check`, inList("kind", DISCOUNT_KINDS)),
    check(
      `${brand.short}_discount_code_value_check`,
      sql`(kind = 'percent' AND value BETWEEN 1 AND 100) OR (kind = 'amount' AND value > 0)`,
    ),
    check(`${brand.short}_discount_code_max_uses_check`, sql`max_uses IS NULL OR max_uses > 0`),
    check(
      `${brand.short}_discount_code_window_check`,
      sql`valid_from IS NULL OR valid_until IS NULL OR valid_from <= valid_until`,
    ),
  ],
);

/** The events, or whole categories, a code with `all_events = false` is for (one of the two per row). */
export const discountCodeTargets = sqliteTable(
  `${brand.short}_discount_code_target`,
  {
    id: id(),
    code_id: text("code_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "cascade" }),
    event_id: text("event_id").references(() => events.id, { onDelete: "cascade" }),
    category: text("category", { enum: EVENT_CATEGORIES }),
  },
  (t) => [
    index(`${brand.short}_discount_code_target_code_idx`).on(t.code_id, t.event_id, t.category),
    check(`${brand.short}_discount_code_target_one_check`, sql`(event_id IS NULL) <> (category IS NULL)`),
  ],
);

/**
 * One row per booking that used a code, written in the booking's own batch (the same transaction as
 * the insert that checked the code's uses). A use counts while its booking holds seats.
 */
export const discountRedemptions = sqliteTable(
  `${brand.short}_discount_redemption`,
  {
    id: id(),
    code_id: text("code_id")
      .notNull()
      .references(() => discountCodes.id),
    booking_id: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    discount_cents: integer("discount_cents").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex(`${brand.short}_discount_redemption_booking_unique`).on(t.booking_id),
    index(`${brand.short}_discount_redemption_code_idx`).on(t.code_id, t.booking_id),
    check(`${brand.short}_discount_redemption_cents_check`, sql`discount_cents >= 0`),
  ],
);

/**
 * A package of 1:1 sessions the coach sells (decision 0150): "5er-Paket Einzelcoaching" gives
 * `credits` sessions of one appointment type, each usable until `valid_months` after the purchase.
 */
export const sessionPackages = sqliteTable(
  "session_packages",
  {
    id: id(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    /** The English site's texts; NULL: /en shows the German ones (as for events, decision 0093). */
    name_en: text("name_en"),
    description_en: text("description_en"),
    /** The kind of session its credits book. */
    appointment_type_id: text("appointment_type_id")
      .notNull()
      .references(() => appointmentTypes.id),
    credits: integer("credits").notNull(),
    price_cents: integer("price_cents").notNull(),
    /** The credits expire this many months after the purchase day (Berlin), at the end of that day. */
    valid_months: integer("valid_months").notNull().default(12),
    /** A purchase confirms by itself once the address is confirmed (decision 0186); copied onto its events row. */
    auto_confirm: integer("auto_confirm", { mode: "boolean" }).notNull().default(true),
    active: integer("active", { mode: "boolean" }).notNull().default(true),
    sort_order: integer("sort_order").notNull().default(0),
    created_at: createdAt(),
  },
  () => [
    check("session_packages_credits_check", sql`credits BETWEEN 1 AND 50`),
    check("session_packages_price_check", sql`price_cents >= 0`),
    check("session_packages_valid_check", sql`valid_months BETWEEN 1 AND 60`),
  ],
);

/**
 * A bought package: its private events row (kind "package", decision 0150) carries the booking,
 * invoice and payment like any event; this row carries what the credits are for and until when.
 */
export const packagePurchases = sqliteTable("package_purchases", {
  event_id: text("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  package_id: text("package_id")
    .notNull()
    .references(() => sessionPackages.id),
  appointment_type_id: text("appointment_type_id")
    .notNull()
    .references(() => appointmentTypes.id),
  credits: integer("credits").notNull(),
  /** The last Berlin day a session booked with a credit may take place. */
  expires_on: text("expires_on").notNull(),
  created_at: createdAt(),
});

/**
 * A session booked with a package's credit, written in the session's own batch. The credit counts
 * while the session's booking holds its seat, or for good once `forfeited` (cancelled too late).
 */
export const packageCreditUses = sqliteTable(
  "package_credit_uses",
  {
    session_event_id: text("session_event_id")
      .primaryKey()
      .references(() => events.id, { onDelete: "cascade" }),
    package_event_id: text("package_event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    forfeited: integer("forfeited", { mode: "boolean" }).notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [index("package_credit_uses_package_idx").on(t.package_event_id)],
);

export type SessionPackage = typeof sessionPackages.$inferSelect;

/**
 * A value voucher sold on /gutschein (decision 0152): a multi-purpose voucher of `value_cents` euro
 * cents, valid once paid until `valid_until` (Berlin day). Its balance is the value less what its
 * redemptions took for bookings that hold seats (app/features/products/vouchers/vouchers.server.ts), so a
 * cancelled booking or a hold that ran out gives its amount back.
 */
export const vouchers = sqliteTable(
  `${brand.short}_voucher`,
  {
    id: id(),
    /** Twelve characters without 0, O, 1 and I, stored without hyphens (shown as XXXX-XXXX-XXXX). */
    code: text("code").notNull(),
    value_cents: integer("value_cents").notNull(),
    buyer_name: text("buyer_name").notNull(),
    buyer_email: text("buyer_email").notNull(),
    recipient_name: text("recipient_name").notNull(),
    /** Only when the voucher goes to the recipient; NULL: to the buyer. */
    recipient_email: text("recipient_email"),
    message: text("message").notNull().default(""),
    /** The Berlin day the voucher is sent (not before it is paid); NULL: as soon as it is paid. */
    deliver_on: text("deliver_on"),
    locale: text("locale", { enum: LOCALES }).notNull().default("de"),
    /** Berlin day the money arrived; NULL: not paid, the code redeems nothing. */
    paid_on: text("paid_on"),
    paid_method: text("paid_method", { enum: PAYMENT_METHODS }),
    /** The provider's payment (`pi_…`) when paid online; unique, so a webhook twice records once. */
    provider_ref: text("provider_ref"),
    /**
     * What the provider paid back of an online payment, in cents (Stripe's running total from
     * `charge.refunded`, decision 0173): the balance is the value less this and what was redeemed.
     */
    refunded_cents: integer("refunded_cents").notNull().default(0),
    /** Berlin day of the latest refund; NULL: none. */
    refunded_on: text("refunded_on"),
    /** The last Berlin day it can be redeemed: the end of the third year after the purchase (§ 195 BGB). */
    valid_until: text("valid_until").notNull(),
    /** When the voucher's e-mail with its PDF was written to the outbox. */
    delivered_at: text("delivered_at"),
    idempotency_key: text("idempotency_key"),
    created_at: createdAt(),
    /** The AGB version the buyer agreed to when ordering (decision 0192). */
    agb_version: text("agb_version"),
  },
  (t) => [
    uniqueIndex(`${brand.short}_voucher_code_unique`).on(t.code),
    uniqueIndex(`${brand.short}_voucher_idempotency_key_unique`).on(t.idempotency_key),
    uniqueIndex(`${brand.short}_voucher_provider_ref_unique`).on(t.provider_ref),
    index(`${brand.short}_voucher_delivery_idx`).on(t.delivered_at, t.paid_on, t.deliver_on),
    check(`${brand.short}_voucher_value_check`, sql`value_cents BETWEEN 1000 AND 100000`),
    check(`${brand.short}_voucher_locale_check`, inList("locale", LOCALES)),
  ],
);

/**
 * What a voucher paid of one booking, written in the booking's own batch right after its insert,
 * whose WHERE clause checked the balance (decision 0152). Counts while the booking holds seats.
 */
export const voucherRedemptions = sqliteTable(
  `${brand.short}_voucher_redemption`,
  {
    id: id(),
    voucher_id: text("voucher_id")
      .notNull()
      .references(() => vouchers.id),
    booking_id: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    amount_cents: integer("amount_cents").notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex(`${brand.short}_voucher_redemption_booking_unique`).on(t.booking_id),
    index(`${brand.short}_voucher_redemption_voucher_idx`).on(t.voucher_id, t.booking_id),
    check(`${brand.short}_voucher_redemption_amount_check`, sql`amount_cents > 0`),
  ],
);

/**
 * The coach's blog (decision 0161): posts in the web content's formatting subset (RichText), German
 * and optionally English. Only published posts reach /blog, the sitemap and the feed.
 */
export const blogPosts = sqliteTable(
  `${brand.short}_blog_posts`,
  {
    id: id(),
    /** The address: /blog/<slug>, lowercase words joined by hyphens. Unique, kept when the title changes. */
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    /** The English site's texts; empty: /en shows the German ones, marked `lang="de"`. */
    title_en: text("title_en"),
    summary_en: text("summary_en"),
    body_en: text("body_en"),
    status: text("status", { enum: BLOG_POST_STATUSES }).notNull().default("draft"),
    /** The date the post shows (`yyyy-MM-dd`, Berlin); set on first publishing unless she chose one. */
    published_on: text("published_on"),
    created_at: createdAt(),
    updated_at: text("updated_at").notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex(`${brand.short}_blog_posts_slug_unique`).on(t.slug),
    index(`${brand.short}_blog_posts_published_idx`).on(t.status, t.published_on),
    check(`${brand.short}_blog_posts_status_check`, inList("status", BLOG_POST_STATUSES)),
  ],
);

/** The image types an upload may have (app/features/extras/images/upload.server.ts checks the bytes, not the name). */
export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;

/**
 * Her uploaded photos (decision 0164): the bytes live in R2 under `key` (the SHA-256 of the stored,
 * metadata-free bytes plus the type's extension, so one photo is stored once and its address never
 * changes meaning); this row holds what a page needs to show it: the alt texts and the pixel size.
 */
export const images = sqliteTable(
  `${brand.short}_images`,
  {
    key: text("key").primaryKey(),
    content_type: text("content_type", { enum: IMAGE_TYPES }).notNull(),
    size_bytes: integer("size_bytes").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** What the photo shows, for screen readers (German required, English optional). */
    alt: text("alt").notNull(),
    alt_en: text("alt_en"),
    created_at: createdAt(),
  },
  (t) => [
    index(`${brand.short}_images_created_idx`).on(t.created_at),
    check(`${brand.short}_images_type_check`, inList("content_type", IMAGE_TYPES)),
  ],
);

/** The slot of her portrait on the home and about pages (the one slot so far). */
export const PORTRAIT_SLOT = "portrait";

/**
 * The site's fixed places for one of her photos (today: "portrait" on the home and about pages). No
 * row: the page shows its drawn artwork.
 */
export const imageSlots = sqliteTable(`${brand.short}_image_slots`, {
  slot: text("slot").primaryKey(),
  image_key: text("image_key")
    .notNull()
    .references(() => images.key),
  updated_at: text("updated_at").notNull().default(nowIso),
});
/**
 * What people say about her work, shown on the home page (decision 0166). Only with their consent:
 * the day and the way it was given are required, so the record answers "may I show this?" later.
 */
export const testimonials = sqliteTable(
  `${brand.short}_testimonials`,
  {
    id: id(),
    quote: text("quote").notNull(),
    /** The English site's quote; empty: /en shows the German one, marked `lang="de"`. */
    quote_en: text("quote_en"),
    /** The name or initials as the person agreed to be shown, e.g. "Anna K." or "M. S., Lehrerin". */
    attribution: text("attribution").notNull(),
    /** The day the consent was given (`yyyy-MM-dd`) and how, e.g. "per E-Mail". */
    consent_on: text("consent_on").notNull(),
    consent_how: text("consent_how").notNull(),
    published: bool("published"),
    /** Order on the home page, smallest first; equal numbers keep the order they were added in. */
    position: integer("position").notNull().default(0),
    created_at: createdAt(),
    updated_at: text("updated_at").notNull().default(nowIso),
  },
  (t) => [index(`${brand.short}_testimonials_published_idx`).on(t.published, t.position)],
);

/**
 * A person in the coach's back office ("Klientinnen", decision 0194), one row per e-mail address,
 * stored lower-case and trimmed. What she booked, asked or shared is read from the other tables by
 * that address; this row only gives the person a stable id for her page and holds what the coach
 * adds: her private note, sealed with AES-GCM under a key derived from TOKEN_SECRET (decision 0195),
 * bound to the address. Filled on demand (the list adds the addresses it has not seen yet); the
 * person's erasure (/meine-daten) deletes it.
 */
export const clients = sqliteTable(
  "clients",
  {
    id: id(),
    email: text("email").notNull(),
    /** `v1.` + base64url(IV ‖ ciphertext) (app/lib/at-rest.server.ts); NULL: no note. Never plain text. */
    note: text("note"),
    note_updated_at: text("note_updated_at"),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("clients_email_unique").on(t.email)],
);

/**
 * The coach's private note about one session (a booking of a 1:1 session or an event), sealed as
 * the client's note is (decision 0195), bound to the booking's id. Removed with the person's erasure.
 */
export const sessionNotes = sqliteTable("session_notes", {
  booking_id: text("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  note: text("note").notNull(),
  updated_at: text("updated_at").notNull().default(nowIso),
});

/**
 * What a question before a booking says and how it is answered, the same for a 1:1 session's and an
 * event's (decision 0221): a function, so each table gets columns of its own.
 */
const intakeQuestionColumns = () => ({
  label: text("label").notNull(),
  /** The English site's wording; NULL: /en asks the German question. */
  label_en: text("label_en"),
  kind: text("kind", { enum: INTAKE_KINDS }).notNull().default("short"),
  /**
   * Free text, yes/no, or one choice of `options` (decision 0221). On `intake_questions` without a
   * table CHECK (it would rebuild the table): triggers of migration 0041 hold the list there.
   */
  answer_type: text("answer_type", { enum: INTAKE_ANSWER_TYPES }).notNull().default("text"),
  /** A choice's answers, one per line, in her order; NULL for the other types. */
  options: text("options"),
  /** The same answers in English, line by line; NULL: /en offers the German ones. */
  options_en: text("options_en"),
  required: bool("required"),
  sort_order: integer("sort_order").notNull().default(0),
  created_at: createdAt(),
});

/**
 * A question the coach asks before a 1:1 session of one appointment type (app/features/people/intake/,
 * decision 0211), in her order; the booking form on /termin asks it, required or not.
 */
export const intakeQuestions = sqliteTable(
  "intake_questions",
  {
    id: id(),
    appointment_type_id: text("appointment_type_id")
      .notNull()
      .references(() => appointmentTypes.id, { onDelete: "cascade" }),
    ...intakeQuestionColumns(),
  },
  (t) => [
    index("intake_questions_type_idx").on(t.appointment_type_id, t.sort_order),
    check("intake_questions_kind_check", inList("kind", INTAKE_KINDS)),
  ],
);

/**
 * A question the coach asks before an event (issue 52, decision 0221): the same fields as
 * `intake_questions`, owned by an event instead of an appointment type; the event's booking form asks
 * it and the answers go to `intake_answers` like a session's.
 */
export const eventIntakeQuestions = sqliteTable(
  "event_intake_questions",
  {
    id: id(),
    event_id: text("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    ...intakeQuestionColumns(),
  },
  (t) => [
    index("event_intake_questions_event_idx").on(t.event_id, t.sort_order),
    check("event_intake_questions_kind_check", inList("kind", INTAKE_KINDS)),
    check("event_intake_questions_answer_type_check", inList("answer_type", INTAKE_ANSWER_TYPES)),
  ],
);

/**
 * The "nächster kleiner Schritt" the coach writes after a 1:1 session and sends to the client once
 * (issue 52, decision 0222): her plain text, and when it was sent. Personal data: in the data export,
 * deleted with the booking's contact data (retention) and by the person's erasure.
 */
export const sessionNextSteps = sqliteTable("session_next_steps", {
  booking_id: text("booking_id")
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  step: text("step").notNull(),
  sent_at: text("sent_at").notNull().default(nowIso),
});

/**
 * A visitor's answer to an intake question, written in the booking's own batch. The question's
 * wording as she saw it is kept with the answer (the coach may change or delete the question later).
 * Personal data: shown to the coach only, never logged, deleted with the booking's contact data
 * (retention) or the person's erasure.
 */
export const intakeAnswers = sqliteTable(
  "intake_answers",
  {
    booking_id: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    question_id: text("question_id").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    sort_order: integer("sort_order").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.booking_id, t.question_id] })],
);

/**
 * The coach's timing and texts of the reminder, the check-in and the follow-up (app/features/people/session-mails/).
 * No row: the delivered defaults (app/features/people/session-mails/texts.ts).
 */
export const sessionMailTexts = sqliteTable(
  "session_mail_texts",
  {
    kind: text("kind", { enum: SESSION_MAIL_KINDS }).primaryKey(),
    /** Reminder and check-in: hours before the start; follow-up: hours after the end. */
    hours: integer("hours").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    subject_en: text("subject_en").notNull(),
    body_en: text("body_en").notNull(),
    updated_at: text("updated_at").notNull().default(nowIso),
  },
  () => [
    check("session_mail_texts_kind_check", inList("kind", SESSION_MAIL_KINDS)),
    check("session_mail_texts_hours_check", sql`hours BETWEEN 1 AND 336`),
  ],
);

/**
 * Attendance per date of a course (issue 55): present or absent, set by the coach in the participant
 * list or by the participant's check-in on the day. `date_id` names the date in `course_dates`.
 */
export const courseAttendance = sqliteTable(
  "course_attendance",
  {
    booking_id: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    date_id: text("date_id").notNull(),
    status: text("status", { enum: COURSE_ATTENDANCE }).notNull(),
    /** "coach" or "checkin". */
    recorded_by: text("recorded_by").notNull(),
    recorded_at: text("recorded_at").notNull().default(nowIso),
  },
  (t) => [
    uniqueIndex("course_attendance_booking_date_unique").on(t.booking_id, t.date_id),
    check("course_attendance_status_check", inList("status", COURSE_ATTENDANCE)),
  ],
);

/**
 * A date of a course the participant told in advance she will miss (issue 55), and the make-up seat
 * she took for the same date (same position) in another run of the course. One row per booking and
 * position: a make-up seat is taken once. A taken seat counts on that date of the other run.
 */
export const courseMakeups = sqliteTable(
  "course_makeups",
  {
    id: id(),
    booking_id: text("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    /** 0-based position of the missed date in the course. */
    position: integer("position").notNull(),
    told_at: text("told_at").notNull().default(nowIso),
    /** The other run whose date at `position` she takes instead; NULL until she takes one. */
    target_event_id: text("target_event_id").references(() => events.id),
    taken_at: text("taken_at"),
  },
  (t) => [
    uniqueIndex("course_makeups_booking_position_unique").on(t.booking_id, t.position),
    index("course_makeups_target_idx").on(t.target_event_id, t.position),
  ],
);
