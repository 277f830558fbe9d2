CREATE TABLE `klarsinn_booking` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`full_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`num_tickets` integer NOT NULL,
	`total_price` real NOT NULL,
	`currency` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`event_id`) REFERENCES `klarsinn_events`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "klarsinn_booking_tickets_check" CHECK(num_tickets BETWEEN 1 AND 10),
	CONSTRAINT "klarsinn_booking_status_check" CHECK(status IN ('pending', 'confirmed', 'cancelled')),
	CONSTRAINT "klarsinn_booking_currency_check" CHECK(currency IN ('EUR', 'USD', 'CHF'))
);
--> statement-breakpoint
CREATE INDEX `klarsinn_booking_event_status_idx` ON `klarsinn_booking` (`event_id`,`status`);--> statement-breakpoint
CREATE INDEX `klarsinn_booking_created_at_idx` ON `klarsinn_booking` (`created_at`);--> statement-breakpoint
CREATE TABLE `contact_submissions` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`message` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`is_read` integer DEFAULT false NOT NULL,
	`on_page` text
);
--> statement-breakpoint
CREATE INDEX `contact_submissions_created_at_idx` ON `contact_submissions` (`created_at`);--> statement-breakpoint
CREATE TABLE `credentials` (
	`profile_id` text PRIMARY KEY NOT NULL,
	`password_hash` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `klarsinn_events` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`category` text NOT NULL,
	`event_date` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`location` text NOT NULL,
	`image_url` text,
	`max_attendees` integer NOT NULL,
	`price` real NOT NULL,
	`currency` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "klarsinn_events_category_check" CHECK(category IN ('Workshop', 'Seminar', 'Vortrag', 'Konferenz', 'Webinar')),
	CONSTRAINT "klarsinn_events_currency_check" CHECK(currency IN ('EUR', 'USD', 'CHF')),
	CONSTRAINT "klarsinn_events_max_attendees_check" CHECK(max_attendees > 0),
	CONSTRAINT "klarsinn_events_price_check" CHECK(price >= 0),
	CONSTRAINT "klarsinn_events_date_check" CHECK(event_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')
);
--> statement-breakpoint
CREATE INDEX `klarsinn_events_event_date_idx` ON `klarsinn_events` (`event_date`);--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`dedupe_key` text NOT NULL,
	`kind` text NOT NULL,
	`recipient` text NOT NULL,
	`subject` text NOT NULL,
	`payload` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`ref_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sent_at` text,
	CONSTRAINT "mail_outbox_status_check" CHECK(status IN ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_outbox_dedupe_key_unique` ON `mail_outbox` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `mail_outbox_ref_idx` ON `mail_outbox` (`ref_id`);--> statement-breakpoint
CREATE TABLE `mindset_journal` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`summary` text,
	`journal_entries` text DEFAULT '[]' NOT NULL,
	CONSTRAINT "mindset_journal_entries_json_check" CHECK(json_valid(journal_entries))
);
--> statement-breakpoint
CREATE INDEX `mindset_journal_created_at_idx` ON `mindset_journal` (`created_at`);--> statement-breakpoint
CREATE TABLE `newsletter_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`on_page` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`consent_text` text,
	`confirmed_at` text,
	CONSTRAINT "newsletter_subscriptions_status_check" CHECK(status IN ('pending', 'confirmed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscriptions_email_unique` ON `newsletter_subscriptions` (`email`);--> statement-breakpoint
CREATE INDEX `newsletter_subscriptions_created_at_idx` ON `newsletter_subscriptions` (`created_at`);--> statement-breakpoint
CREATE TABLE `profiles` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`first_name` text,
	`last_name` text,
	`is_admin` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `profiles_email_unique` ON `profiles` (`email`);--> statement-breakpoint
CREATE INDEX `profiles_created_at_idx` ON `profiles` (`created_at`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `web_content` (
	`id` text PRIMARY KEY NOT NULL,
	`page` text NOT NULL,
	`section` text NOT NULL,
	`content_key` text NOT NULL,
	`content_de` text NOT NULL,
	`content_en` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `web_content_page_section_key_unique` ON `web_content` (`page`,`section`,`content_key`);--> statement-breakpoint
CREATE INDEX `web_content_page_idx` ON `web_content` (`page`);