CREATE TABLE `mindset_journal_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`answers` text NOT NULL,
	`locale` text DEFAULT 'de' NOT NULL,
	`consent_text` text NOT NULL,
	`on_page` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "mindset_journal_requests_answers_json_check" CHECK(json_valid(answers)),
	CONSTRAINT "mindset_journal_requests_locale_check" CHECK(locale IN ('de', 'en'))
);
--> statement-breakpoint
CREATE INDEX `mindset_journal_requests_created_at_idx` ON `mindset_journal_requests` (`created_at`);--> statement-breakpoint
CREATE INDEX `mindset_journal_requests_email_idx` ON `mindset_journal_requests` (`email`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_mindset_journal` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`summary` text,
	`journal_entries` text DEFAULT '[]' NOT NULL,
	`locale` text DEFAULT 'de' NOT NULL,
	`consent_text` text,
	`consented_at` text,
	`on_page` text,
	`link_key` text,
	`updated_at` text,
	CONSTRAINT "mindset_journal_entries_json_check" CHECK(json_valid(journal_entries)),
	CONSTRAINT "mindset_journal_locale_check" CHECK(locale IN ('de', 'en'))
);
--> statement-breakpoint
INSERT INTO `__new_mindset_journal`("id", "email", "created_at", "summary", "journal_entries") SELECT "id", "email", "created_at", "summary", "journal_entries" FROM `mindset_journal`;--> statement-breakpoint
DROP TABLE `mindset_journal`;--> statement-breakpoint
ALTER TABLE `__new_mindset_journal` RENAME TO `mindset_journal`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `mindset_journal_created_at_idx` ON `mindset_journal` (`created_at`);--> statement-breakpoint
CREATE INDEX `mindset_journal_email_idx` ON `mindset_journal` (`email`);