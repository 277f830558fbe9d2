CREATE TABLE `klarsinn_calendar_feed` (
	`id` integer PRIMARY KEY NOT NULL,
	`source_url` text,
	`busy_json` text DEFAULT '[]' NOT NULL,
	`busy_count` integer DEFAULT 0 NOT NULL,
	`last_success_at` text,
	`last_attempt_at` text,
	`last_error` text,
	`last_error_at` text,
	`out_token_hash` text,
	`out_token_created_at` text,
	CONSTRAINT "klarsinn_calendar_feed_one_row" CHECK("klarsinn_calendar_feed"."id" = 1)
);
