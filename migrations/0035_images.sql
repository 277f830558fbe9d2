CREATE TABLE `klarsinn_image_slots` (
	`slot` text PRIMARY KEY NOT NULL,
	`image_key` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`image_key`) REFERENCES `klarsinn_images`(`key`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `klarsinn_images` (
	`key` text PRIMARY KEY NOT NULL,
	`content_type` text NOT NULL,
	`size_bytes` integer NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`alt` text NOT NULL,
	`alt_en` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "klarsinn_images_type_check" CHECK(content_type IN ('image/jpeg', 'image/png', 'image/webp'))
);
--> statement-breakpoint
CREATE INDEX `klarsinn_images_created_idx` ON `klarsinn_images` (`created_at`);