-- Decision 0093: an event's optional English title and description for the English site.
-- Existing events have none: /en shows their German texts, marked lang="de".
ALTER TABLE `klarsinn_events` ADD `title_en` text;--> statement-breakpoint
ALTER TABLE `klarsinn_events` ADD `description_en` text;
