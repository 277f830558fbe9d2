CREATE TABLE `klarsinn_business_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`settings` text NOT NULL,
	`updated_at` text NOT NULL,
	CONSTRAINT "klarsinn_business_settings_one_row" CHECK("klarsinn_business_settings"."id" = 1)
);
