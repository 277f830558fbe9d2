ALTER TABLE `newsletter_campaigns` ADD `image_key` text REFERENCES klarsinn_images(key);--> statement-breakpoint
ALTER TABLE `klarsinn_voucher` ADD `refunded_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `klarsinn_voucher` ADD `refunded_on` text;--> statement-breakpoint
-- Hand-written (decision 0173): an event never points at a photo of her library that is not there.
-- The photo's delete checks for users in its own statement; these refuse the other order, an event
-- saved with a photo that a delete removed a moment before. Only addresses of the library
-- (/bilder/…) are checked, and an update only when the address changes.
CREATE TRIGGER `klarsinn_event_photo_exists_insert` BEFORE INSERT ON `klarsinn_events`
WHEN NEW.image_url LIKE '/bilder/%' AND NOT EXISTS (SELECT 1 FROM `klarsinn_images` WHERE '/bilder/' || `key` = NEW.image_url)
BEGIN SELECT RAISE(ABORT, 'photo not in the library'); END;
--> statement-breakpoint
CREATE TRIGGER `klarsinn_event_photo_exists_update` BEFORE UPDATE OF `image_url` ON `klarsinn_events`
WHEN NEW.image_url IS NOT OLD.image_url AND NEW.image_url LIKE '/bilder/%' AND NOT EXISTS (SELECT 1 FROM `klarsinn_images` WHERE '/bilder/' || `key` = NEW.image_url)
BEGIN SELECT RAISE(ABORT, 'photo not in the library'); END;
