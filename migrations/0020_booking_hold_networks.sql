ALTER TABLE `klarsinn_booking` ADD `hold_network` text;--> statement-breakpoint
ALTER TABLE `klarsinn_booking` ADD `hold_site` text;--> statement-breakpoint
CREATE INDEX `klarsinn_booking_hold_network_idx` ON `klarsinn_booking` (`hold_network`,`hold_expires_at`,`status`);--> statement-breakpoint
CREATE INDEX `klarsinn_booking_hold_site_idx` ON `klarsinn_booking` (`hold_site`,`hold_expires_at`,`status`,`event_id`,`num_tickets`);