CREATE TABLE `prompt_series` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`name_en` text,
	`prompts` text NOT NULL,
	`in_journal` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	CONSTRAINT "prompt_series_prompts_json_check" CHECK(json_valid(prompts) AND json_type(prompts) = 'array')
);
--> statement-breakpoint
CREATE TABLE `prompt_series_targets` (
	`id` text PRIMARY KEY NOT NULL,
	`series_id` text NOT NULL,
	`event_id` text,
	`package_id` text,
	FOREIGN KEY (`series_id`) REFERENCES `prompt_series`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`event_id`) REFERENCES `klarsinn_events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`package_id`) REFERENCES `session_packages`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "prompt_series_targets_one_check" CHECK((event_id IS NULL) <> (package_id IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `prompt_series_targets_event_unique` ON `prompt_series_targets` (`event_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `prompt_series_targets_package_unique` ON `prompt_series_targets` (`package_id`);--> statement-breakpoint
CREATE INDEX `prompt_series_targets_series_idx` ON `prompt_series_targets` (`series_id`);--> statement-breakpoint
CREATE TABLE `prompt_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`journal_id` text NOT NULL,
	`series_id` text NOT NULL,
	`next_index` integer DEFAULT 0 NOT NULL,
	`last_sent_day` text,
	`consent_text` text NOT NULL,
	`consented_at` text NOT NULL,
	`on_page` text NOT NULL,
	`stopped_at` text,
	`finished_at` text,
	FOREIGN KEY (`journal_id`) REFERENCES `mindset_journal`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`series_id`) REFERENCES `prompt_series`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `prompt_subscriptions_running_unique` ON `prompt_subscriptions` (`journal_id`,`series_id`) WHERE stopped_at IS NULL AND finished_at IS NULL;--> statement-breakpoint
CREATE INDEX `prompt_subscriptions_due_idx` ON `prompt_subscriptions` (`last_sent_day`) WHERE stopped_at IS NULL AND finished_at IS NULL;--> statement-breakpoint
CREATE INDEX `prompt_subscriptions_journal_idx` ON `prompt_subscriptions` (`journal_id`);--> statement-breakpoint
CREATE INDEX `prompt_subscriptions_series_idx` ON `prompt_subscriptions` (`series_id`);