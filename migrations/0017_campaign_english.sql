-- Decision 0097: a newsletter's optional English version for subscribers who signed up on /en.
-- Existing campaigns have none: they went out in German.
ALTER TABLE `newsletter_campaigns` ADD `subject_en` text;--> statement-breakpoint
ALTER TABLE `newsletter_campaigns` ADD `body_en` text;