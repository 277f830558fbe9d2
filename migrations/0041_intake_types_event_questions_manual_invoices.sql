CREATE TABLE `event_intake_questions` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`label` text NOT NULL,
	`label_en` text,
	`kind` text DEFAULT 'short' NOT NULL,
	`answer_type` text DEFAULT 'text' NOT NULL,
	`options` text,
	`options_en` text,
	`required` integer DEFAULT false NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `klarsinn_events`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "event_intake_questions_kind_check" CHECK(kind IN ('short', 'long')),
	CONSTRAINT "event_intake_questions_answer_type_check" CHECK(answer_type IN ('text', 'yesno', 'choice'))
);
--> statement-breakpoint
CREATE INDEX `event_intake_questions_event_idx` ON `event_intake_questions` (`event_id`,`sort_order`);--> statement-breakpoint
CREATE TABLE `klarsinn_manual_invoice` (
	`id` text PRIMARY KEY NOT NULL,
	`created_at` text NOT NULL,
	`currency` text DEFAULT 'EUR' NOT NULL
);
--> statement-breakpoint
CREATE TABLE `session_next_steps` (
	`booking_id` text PRIMARY KEY NOT NULL,
	`step` text NOT NULL,
	`sent_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `klarsinn_booking`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `intake_questions` ADD `answer_type` text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE `intake_questions` ADD `options` text;--> statement-breakpoint
ALTER TABLE `intake_questions` ADD `options_en` text;--> statement-breakpoint
-- Hand-written (issue 52, decision 0221): a table CHECK added to an existing table makes drizzle
-- rebuild it; two triggers hold the list of answer types instead, as 0040 does for appointment_types.
CREATE TRIGGER `intake_questions_answer_type_insert` BEFORE INSERT ON `intake_questions`
WHEN NEW.answer_type NOT IN ('text', 'yesno', 'choice')
BEGIN SELECT RAISE(ABORT, 'answer_type not in the list'); END;
--> statement-breakpoint
CREATE TRIGGER `intake_questions_answer_type_update` BEFORE UPDATE OF `answer_type` ON `intake_questions`
WHEN NEW.answer_type NOT IN ('text', 'yesno', 'choice')
BEGIN SELECT RAISE(ABORT, 'answer_type not in the list'); END;
