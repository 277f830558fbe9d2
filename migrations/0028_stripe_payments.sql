CREATE TABLE `klarsinn_refund` (
	`id` text PRIMARY KEY NOT NULL,
	`booking_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`method` text NOT NULL,
	`payment_ref` text,
	`refunded_on` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `klarsinn_booking`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "klarsinn_refund_amount_check" CHECK(amount_cents > 0),
	CONSTRAINT "klarsinn_refund_method_check" CHECK(method IN ('transfer', 'paypal', 'cash', 'provider'))
);
--> statement-breakpoint
CREATE INDEX `klarsinn_refund_booking_idx` ON `klarsinn_refund` (`booking_id`);--> statement-breakpoint
CREATE INDEX `klarsinn_refund_payment_ref_idx` ON `klarsinn_refund` (`payment_ref`);--> statement-breakpoint
CREATE TABLE `klarsinn_stripe_event` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`received_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `klarsinn_payment` ADD `provider_ref` text;--> statement-breakpoint
CREATE UNIQUE INDEX `klarsinn_payment_provider_ref_unique` ON `klarsinn_payment` (`provider_ref`);