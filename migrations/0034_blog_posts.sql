CREATE TABLE `klarsinn_blog_posts` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`summary` text NOT NULL,
	`body` text NOT NULL,
	`title_en` text,
	`summary_en` text,
	`body_en` text,
	`status` text DEFAULT 'draft' NOT NULL,
	`published_on` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "klarsinn_blog_posts_status_check" CHECK(status IN ('draft', 'published'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `klarsinn_blog_posts_slug_unique` ON `klarsinn_blog_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `klarsinn_blog_posts_published_idx` ON `klarsinn_blog_posts` (`status`,`published_on`);