CREATE TABLE `availability_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`holiday_region` text DEFAULT 'NI' NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "availability_settings_one_row" CHECK("availability_settings"."id" = 1)
);
