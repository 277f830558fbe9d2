CREATE TABLE `klarsinn_voucher_redemption` (
	`id` text PRIMARY KEY NOT NULL,
	`voucher_id` text NOT NULL,
	`booking_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`voucher_id`) REFERENCES `klarsinn_voucher`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`booking_id`) REFERENCES `klarsinn_booking`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "klarsinn_voucher_redemption_amount_check" CHECK(amount_cents > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `klarsinn_voucher_redemption_booking_unique` ON `klarsinn_voucher_redemption` (`booking_id`);--> statement-breakpoint
CREATE INDEX `klarsinn_voucher_redemption_voucher_idx` ON `klarsinn_voucher_redemption` (`voucher_id`,`booking_id`);--> statement-breakpoint
CREATE TABLE `klarsinn_voucher` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`value_cents` integer NOT NULL,
	`buyer_name` text NOT NULL,
	`buyer_email` text NOT NULL,
	`recipient_name` text NOT NULL,
	`recipient_email` text,
	`message` text DEFAULT '' NOT NULL,
	`deliver_on` text,
	`locale` text DEFAULT 'de' NOT NULL,
	`paid_on` text,
	`paid_method` text,
	`provider_ref` text,
	`valid_until` text NOT NULL,
	`delivered_at` text,
	`idempotency_key` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "klarsinn_voucher_value_check" CHECK(value_cents BETWEEN 1000 AND 100000),
	CONSTRAINT "klarsinn_voucher_locale_check" CHECK(locale IN ('de', 'en'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `klarsinn_voucher_code_unique` ON `klarsinn_voucher` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `klarsinn_voucher_idempotency_key_unique` ON `klarsinn_voucher` (`idempotency_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `klarsinn_voucher_provider_ref_unique` ON `klarsinn_voucher` (`provider_ref`);--> statement-breakpoint
CREATE INDEX `klarsinn_voucher_delivery_idx` ON `klarsinn_voucher` (`delivered_at`,`paid_on`,`deliver_on`);--> statement-breakpoint
ALTER TABLE `klarsinn_booking` ADD `voucher_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `klarsinn_booking` ADD `voucher_code` text;