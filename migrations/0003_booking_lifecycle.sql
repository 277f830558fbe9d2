-- Booking lifecycle (issue 10): address confirmation with time-limited holds, self-service
-- cancellation with the AGB fee, an idempotency key per form, and the waiting list.

-- Until the visitor confirms the address through the first e-mail, a booking holds its seats only
-- until hold_expires_at (NULL: the address is confirmed, the seats are held for good).
ALTER TABLE `klarsinn_booking` ADD `email_confirmed_at` text;
ALTER TABLE `klarsinn_booking` ADD `hold_expires_at` text;
-- Who cancelled (visitor, coach, expired), when, and the fee due under the AGB, in cents.
ALTER TABLE `klarsinn_booking` ADD `cancelled_at` text;
ALTER TABLE `klarsinn_booking` ADD `cancelled_by` text;
ALTER TABLE `klarsinn_booking` ADD `cancellation_fee_cents` integer;
-- A retried form submission (double click, reload) carries the same key and books once.
ALTER TABLE `klarsinn_booking` ADD `idempotency_key` text;
CREATE UNIQUE INDEX `klarsinn_booking_idempotency_key_unique` ON `klarsinn_booking` (`idempotency_key`);
CREATE INDEX `klarsinn_booking_email_idx` ON `klarsinn_booking` (`email`);
-- Bookings made before this migration were accepted without the address check: they keep their seats.
UPDATE `klarsinn_booking` SET `email_confirmed_at` = `created_at`;

CREATE TABLE `klarsinn_waitlist` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`full_name` text NOT NULL,
	`email` text NOT NULL,
	`num_tickets` integer NOT NULL,
	`consent_text` text NOT NULL,
	`status` text DEFAULT 'waiting' NOT NULL,
	`offered_at` text,
	`offer_expires_at` text,
	`booking_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`event_id`) REFERENCES `klarsinn_events`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "klarsinn_waitlist_tickets_check" CHECK(num_tickets BETWEEN 1 AND 10),
	CONSTRAINT "klarsinn_waitlist_status_check" CHECK(status IN ('waiting', 'offered', 'claimed', 'expired', 'removed'))
);
CREATE INDEX `klarsinn_waitlist_event_status_idx` ON `klarsinn_waitlist` (`event_id`,`status`,`created_at`);
-- One open entry per address and event: a second sign-up is answered like the first.
CREATE UNIQUE INDEX `klarsinn_waitlist_open_entry_unique` ON `klarsinn_waitlist` (`event_id`,`email`) WHERE status IN ('waiting', 'offered');
