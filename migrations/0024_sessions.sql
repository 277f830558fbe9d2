CREATE TABLE `appointment_types` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`name_en` text,
	`description_en` text,
	`duration_minutes` integer NOT NULL,
	`price_cents` integer DEFAULT 0 NOT NULL,
	`places` text NOT NULL,
	`buffer_before_minutes` integer DEFAULT 0 NOT NULL,
	`buffer_after_minutes` integer DEFAULT 0 NOT NULL,
	`min_notice_minutes` integer DEFAULT 1440 NOT NULL,
	`horizon_days` integer DEFAULT 60 NOT NULL,
	`max_per_day` integer,
	`active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "appointment_types_duration_check" CHECK(duration_minutes BETWEEN 5 AND 600),
	CONSTRAINT "appointment_types_price_check" CHECK(price_cents >= 0),
	CONSTRAINT "appointment_types_buffers_check" CHECK(buffer_before_minutes >= 0 AND buffer_after_minutes >= 0),
	CONSTRAINT "appointment_types_notice_check" CHECK(min_notice_minutes >= 0),
	CONSTRAINT "appointment_types_horizon_check" CHECK(horizon_days BETWEEN 1 AND 366),
	CONSTRAINT "appointment_types_max_per_day_check" CHECK(max_per_day IS NULL OR max_per_day > 0)
);
--> statement-breakpoint
CREATE TABLE `availability_exceptions` (
	`id` text PRIMARY KEY NOT NULL,
	`day` text NOT NULL,
	`kind` text NOT NULL,
	`start_time` text,
	`end_time` text,
	`places` text,
	`note` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "availability_exceptions_kind_check" CHECK(kind IN ('off', 'extra')),
	CONSTRAINT "availability_exceptions_day_check" CHECK(day GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
	CONSTRAINT "availability_exceptions_times_check" CHECK((start_time IS NULL AND end_time IS NULL AND kind = 'off')
        OR (start_time GLOB '[0-2][0-9]:[0-5][0-9]' AND end_time GLOB '[0-2][0-9]:[0-5][0-9]' AND start_time < end_time)),
	CONSTRAINT "availability_exceptions_places_check" CHECK(kind = 'off' OR places IS NOT NULL)
);
--> statement-breakpoint
CREATE INDEX `availability_exceptions_day_idx` ON `availability_exceptions` (`day`);--> statement-breakpoint
CREATE TABLE `availability_ranges` (
	`id` text PRIMARY KEY NOT NULL,
	`weekday` integer NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`places` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "availability_ranges_weekday_check" CHECK(weekday BETWEEN 1 AND 7),
	CONSTRAINT "availability_ranges_start_check" CHECK(start_time GLOB '[0-2][0-9]:[0-5][0-9]'),
	CONSTRAINT "availability_ranges_end_check" CHECK(end_time GLOB '[0-2][0-9]:[0-5][0-9]'),
	CONSTRAINT "availability_ranges_order_check" CHECK(start_time < end_time)
);
--> statement-breakpoint
CREATE INDEX `availability_ranges_weekday_idx` ON `availability_ranges` (`weekday`);--> statement-breakpoint
ALTER TABLE `klarsinn_booking` ADD `note` text;--> statement-breakpoint
ALTER TABLE `klarsinn_events` ADD `kind` text DEFAULT 'event' NOT NULL;--> statement-breakpoint
ALTER TABLE `klarsinn_events` ADD `appointment_type_id` text REFERENCES appointment_types(id);--> statement-breakpoint
ALTER TABLE `klarsinn_events` ADD `session_place` text;--> statement-breakpoint
ALTER TABLE `klarsinn_events` ADD `blocked_from` text;--> statement-breakpoint
ALTER TABLE `klarsinn_events` ADD `blocked_until` text;--> statement-breakpoint
CREATE INDEX `klarsinn_events_session_blocked_idx` ON `klarsinn_events` (`kind`,`blocked_until`,`blocked_from`);