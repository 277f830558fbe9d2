CREATE TABLE `klarsinn_discount_code_target` (
	`id` text PRIMARY KEY NOT NULL,
	`code_id` text NOT NULL,
	`event_id` text,
	`category` text,
	FOREIGN KEY (`code_id`) REFERENCES `klarsinn_discount_code`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `klarsinn_events`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "klarsinn_discount_code_target_one_check" CHECK((event_id IS NULL) <> (category IS NULL))
);
--> statement-breakpoint
CREATE INDEX `klarsinn_discount_code_target_code_idx` ON `klarsinn_discount_code_target` (`code_id`,`event_id`,`category`);--> statement-breakpoint
CREATE TABLE `klarsinn_discount_code` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`kind` text NOT NULL,
	`value` integer NOT NULL,
	`valid_from` text,
	`valid_until` text,
	`max_uses` integer,
	`all_events` integer DEFAULT true NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "klarsinn_discount_code_kind_check" CHECK(kind IN ('percent', 'amount')),
	CONSTRAINT "klarsinn_discount_code_value_check" CHECK((kind = 'percent' AND value BETWEEN 1 AND 100) OR (kind = 'amount' AND value > 0)),
	CONSTRAINT "klarsinn_discount_code_max_uses_check" CHECK(max_uses IS NULL OR max_uses > 0),
	CONSTRAINT "klarsinn_discount_code_window_check" CHECK(valid_from IS NULL OR valid_until IS NULL OR valid_from <= valid_until)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `klarsinn_discount_code_code_unique` ON `klarsinn_discount_code` (`code`);--> statement-breakpoint
CREATE TABLE `klarsinn_discount_redemption` (
	`id` text PRIMARY KEY NOT NULL,
	`code_id` text NOT NULL,
	`booking_id` text NOT NULL,
	`discount_cents` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`code_id`) REFERENCES `klarsinn_discount_code`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`booking_id`) REFERENCES `klarsinn_booking`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "klarsinn_discount_redemption_cents_check" CHECK(discount_cents >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `klarsinn_discount_redemption_booking_unique` ON `klarsinn_discount_redemption` (`booking_id`);--> statement-breakpoint
CREATE INDEX `klarsinn_discount_redemption_code_idx` ON `klarsinn_discount_redemption` (`code_id`,`booking_id`);--> statement-breakpoint
ALTER TABLE `klarsinn_booking` ADD `discount_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `klarsinn_booking` ADD `discount_code` text;