import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { brand } from "../app/config/brand";

import { BOOKING_STATUSES, CURRENCIES, EVENT_CATEGORIES, MAIL_STATUSES, SUBSCRIPTION_STATUSES } from "./enums";

// Defined in ./enums (no drizzle there) so browser code can import them without the schema.
export { BOOKING_STATUSES, CURRENCIES, EVENT_CATEGORIES, MAIL_STATUSES, SUBSCRIPTION_STATUSES };

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
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_unique").on(t.email),
    index("newsletter_subscriptions_created_at_idx").on(t.created_at),
    check("newsletter_subscriptions_status_check", inList("status", SUBSCRIPTION_STATUSES)),
  ],
);

export const events = sqliteTable(
  `${brand.short}_events`,
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category", { enum: EVENT_CATEGORIES }).notNull(),
    /** Calendar day, `yyyy-MM-dd`. */
    event_date: text("event_date").notNull(),
    start_time: text("start_time").notNull(),
    end_time: text("end_time").notNull(),
    location: text("location").notNull(),
    image_url: text("image_url"),
    max_attendees: integer("max_attendees").notNull(),
    price: real("price").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index(`${brand.short}_events_event_date_idx`).on(t.event_date),
    check(`${brand.short}_events_category_check`, inList("category", EVENT_CATEGORIES)),
    check(`${brand.short}_events_currency_check`, inList("currency", CURRENCIES)),
    check(`${brand.short}_events_max_attendees_check`, sql`max_attendees > 0`),
    check(`${brand.short}_events_price_check`, sql`price >= 0`),
    check(`${brand.short}_events_date_check`, sql`event_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'`),
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
    total_price: real("total_price").notNull(),
    currency: text("currency", { enum: CURRENCIES }).notNull(),
    status: text("status", { enum: BOOKING_STATUSES }).notNull().default("pending"),
    created_at: createdAt(),
    updated_at: text("updated_at"),
  },
  (t) => [
    index(`${brand.short}_booking_event_status_idx`).on(t.event_id, t.status),
    index(`${brand.short}_booking_created_at_idx`).on(t.created_at),
    check(`${brand.short}_booking_tickets_check`, sql`num_tickets BETWEEN 1 AND 10`),
    check(`${brand.short}_booking_status_check`, inList("status", BOOKING_STATUSES)),
    check(`${brand.short}_booking_currency_check`, inList("currency", CURRENCIES)),
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

export const mindsetJournal = sqliteTable(
  "mindset_journal",
  {
    id: id(),
    email: text("email").notNull(),
    created_at: createdAt(),
    summary: text("summary"),
    /** Structured entries as JSON text. */
    journal_entries: text("journal_entries", { mode: "json" })
      .notNull()
      .default(sql`'[]'`),
  },
  (t) => [
    index("mindset_journal_created_at_idx").on(t.created_at),
    check("mindset_journal_entries_json_check", sql`json_valid(journal_entries)`),
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
    check("mail_outbox_status_check", inList("status", MAIL_STATUSES)),
  ],
);

/** Fixed-window counters for rate limits and sign-in throttling (atomic upserts in D1). */
export const rateLimits = sqliteTable("rate_limits", {
  key: text("key").primaryKey(),
  window_start: integer("window_start").notNull(),
  count: integer("count").notNull(),
});

export type Event = typeof events.$inferSelect;
export type Booking = typeof bookings.$inferSelect;
export type Profile = typeof profiles.$inferSelect;
