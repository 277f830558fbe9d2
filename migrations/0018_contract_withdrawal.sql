CREATE TABLE `klarsinn_early_start_consent` (
	`booking_id` text PRIMARY KEY NOT NULL,
	`consented_at` text NOT NULL,
	`text_version` text NOT NULL,
	`locale` text NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `klarsinn_booking`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `klarsinn_withdrawal` (
	`id` text PRIMARY KEY NOT NULL,
	`received_at` text NOT NULL,
	`full_name` text NOT NULL,
	`email` text NOT NULL,
	`reference` text NOT NULL,
	`locale` text DEFAULT 'de' NOT NULL,
	`booking_id` text,
	`outcome` text NOT NULL,
	`refund_cents` integer DEFAULT 0 NOT NULL,
	`refund_due_on` text,
	FOREIGN KEY (`booking_id`) REFERENCES `klarsinn_booking`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "klarsinn_withdrawal_outcome_check" CHECK(outcome IN ('cancelled', 'review', 'unmatched')),
	CONSTRAINT "klarsinn_withdrawal_locale_check" CHECK(locale IN ('de', 'en'))
);
--> statement-breakpoint
CREATE INDEX `klarsinn_withdrawal_received_at_idx` ON `klarsinn_withdrawal` (`received_at`);