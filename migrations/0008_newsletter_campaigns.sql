-- Newsletter campaigns (issue 12): composed in the back office, sent through the mail queue.
CREATE TABLE `newsletter_campaigns` (
	`id` text PRIMARY KEY NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`status` text DEFAULT 'draft' NOT NULL,
	`recipients` integer DEFAULT 0 NOT NULL,
	`created_by` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`sent_at` text,
	CONSTRAINT "newsletter_campaigns_status_check" CHECK(status IN ('draft', 'sending', 'sent'))
);
CREATE INDEX `newsletter_campaigns_created_at_idx` ON `newsletter_campaigns` (`created_at`);
