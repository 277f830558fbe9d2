-- Issue 51: the 1:1 waiting list (decision 0207) and the free-change window per appointment type
-- (decision 0208), copied onto each session's events row when it is booked.
CREATE TABLE `session_waitlist` (
	`id` text PRIMARY KEY NOT NULL,
	`appointment_type_id` text NOT NULL,
	`from_day` text NOT NULL,
	`to_day` text NOT NULL,
	`full_name` text NOT NULL,
	`email` text NOT NULL,
	`consent_text` text NOT NULL,
	`locale` text DEFAULT 'de' NOT NULL,
	`status` text DEFAULT 'waiting' NOT NULL,
	`offer_starts_at` text,
	`offer_place` text,
	`offer_blocked_from` text,
	`offer_blocked_until` text,
	`offered_at` text,
	`offer_expires_at` text,
	`booking_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`appointment_type_id`) REFERENCES `appointment_types`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "session_waitlist_days_check" CHECK(from_day <= to_day),
	CONSTRAINT "session_waitlist_status_check" CHECK(status IN ('waiting', 'offered', 'claimed', 'expired', 'removed')),
	CONSTRAINT "session_waitlist_locale_check" CHECK(locale IN ('de', 'en'))
);
--> statement-breakpoint
CREATE INDEX `session_waitlist_status_idx` ON `session_waitlist` (`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `session_waitlist_open_entry_unique` ON `session_waitlist` (`appointment_type_id`,`email`,`from_day`,`to_day`) WHERE status IN ('waiting', 'offered');--> statement-breakpoint
ALTER TABLE `appointment_types` ADD `free_change_hours` integer DEFAULT 48 NOT NULL CHECK(free_change_hours BETWEEN 0 AND 336);--> statement-breakpoint
ALTER TABLE `klarsinn_events` ADD `free_change_hours` integer;
--> statement-breakpoint
-- Data only: the AGB's § 5a names the window of the appointment type (decision 0208), replaced only
-- where the delivered sentence is still there (replace() leaves an edited text as it is).
UPDATE `web_content` SET `content_de` = replace(`content_de`, '- Bis 48 Stunden vor dem Termin kannst du ihn kostenfrei absagen', '- Bis zu der Frist, die beim Buchen für die Terminart genannt ist (in der Regel 48 Stunden vor dem Termin), kannst du ihn kostenfrei absagen'),
  `content_en` = replace(`content_en`, 'on "My booking", up to 48 hours before it starts.', 'on "My booking", up to the notice stated for its kind when you book (usually 48 hours before it starts).')
WHERE `page` = 'agb' AND `section` = 'coaching';
