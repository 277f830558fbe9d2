CREATE TABLE `web_content_delivered` (
	`page` text NOT NULL,
	`section` text NOT NULL,
	`content_key` text NOT NULL,
	`content_de` text NOT NULL,
	`content_en` text NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`page`, `section`, `content_key`)
);
