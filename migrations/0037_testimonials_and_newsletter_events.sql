CREATE TABLE `klarsinn_testimonials` (
	`id` text PRIMARY KEY NOT NULL,
	`quote` text NOT NULL,
	`quote_en` text,
	`attribution` text NOT NULL,
	`consent_on` text NOT NULL,
	`consent_how` text NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `klarsinn_testimonials_published_idx` ON `klarsinn_testimonials` (`published`,`position`);--> statement-breakpoint
ALTER TABLE `newsletter_campaigns` ADD `include_events` integer DEFAULT false NOT NULL;