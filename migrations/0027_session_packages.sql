CREATE TABLE `package_credit_uses` (
	`session_event_id` text PRIMARY KEY NOT NULL,
	`package_event_id` text NOT NULL,
	`forfeited` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`session_event_id`) REFERENCES `klarsinn_events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`package_event_id`) REFERENCES `klarsinn_events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `package_credit_uses_package_idx` ON `package_credit_uses` (`package_event_id`);--> statement-breakpoint
CREATE TABLE `package_purchases` (
	`event_id` text PRIMARY KEY NOT NULL,
	`package_id` text NOT NULL,
	`appointment_type_id` text NOT NULL,
	`credits` integer NOT NULL,
	`expires_on` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `klarsinn_events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`package_id`) REFERENCES `session_packages`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`appointment_type_id`) REFERENCES `appointment_types`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `session_packages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`name_en` text,
	`description_en` text,
	`appointment_type_id` text NOT NULL,
	`credits` integer NOT NULL,
	`price_cents` integer NOT NULL,
	`valid_months` integer DEFAULT 12 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`appointment_type_id`) REFERENCES `appointment_types`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "session_packages_credits_check" CHECK(credits BETWEEN 1 AND 50),
	CONSTRAINT "session_packages_price_check" CHECK(price_cents >= 0),
	CONSTRAINT "session_packages_valid_check" CHECK(valid_months BETWEEN 1 AND 60)
);
