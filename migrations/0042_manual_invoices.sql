CREATE TABLE `klarsinn_manual_invoice` (
	`id` text PRIMARY KEY NOT NULL,
	`created_at` text NOT NULL,
	`currency` text DEFAULT 'EUR' NOT NULL
);
