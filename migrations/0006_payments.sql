-- Getting paid (issue 11): money in integer cents, payments recorded by the coach.

-- Prices and totals move to integer cents. The REAL euro columns (`price`, `total_price`) stay as
-- legacy mirrors written from the cents (cents / 100.0) and are never read: SQLite cannot drop
-- `price` without a table rebuild (a table CHECK names it), and rebuilding `klarsinn_events`
-- would cascade-delete the waiting list. A later migration can drop both in one rebuild.
ALTER TABLE `klarsinn_events` ADD `price_cents` integer DEFAULT 0 NOT NULL CHECK(price_cents >= 0);
UPDATE `klarsinn_events` SET `price_cents` = CAST(ROUND(`price` * 100) AS INTEGER);
ALTER TABLE `klarsinn_booking` ADD `total_cents` integer DEFAULT 0 NOT NULL CHECK(total_cents >= 0);
UPDATE `klarsinn_booking` SET `total_cents` = CAST(ROUND(`total_price` * 100) AS INTEGER);

-- Money received for a booking, recorded by the coach (transfer, PayPal, cash) or later by a
-- checkout provider. Several rows add up to partial or full payment; the booking's payment state
-- is derived from their sum, never stored twice.
CREATE TABLE `klarsinn_payment` (
	`id` text PRIMARY KEY NOT NULL,
	`booking_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`currency` text NOT NULL,
	`method` text NOT NULL,
	`paid_on` text NOT NULL,
	`note` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `klarsinn_booking`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "klarsinn_payment_amount_check" CHECK(amount_cents > 0),
	CONSTRAINT "klarsinn_payment_method_check" CHECK(method IN ('transfer', 'paypal', 'cash', 'provider')),
	CONSTRAINT "klarsinn_payment_date_check" CHECK(paid_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]')
);
CREATE INDEX `klarsinn_payment_booking_idx` ON `klarsinn_payment` (`booking_id`);

-- Invoice numbers (§ 14 UStG: consecutive, never reused): one counter row per year, advanced by a
-- single UPSERT in the same batch (one transaction) as the invoice it numbers, so a failed insert
-- rolls the number back and two confirmations at once never share or skip one.
CREATE TABLE `klarsinn_invoice_counter` (
	`year` integer PRIMARY KEY NOT NULL,
	`last_number` integer NOT NULL
);
CREATE TABLE `klarsinn_invoice` (
	`id` text PRIMARY KEY NOT NULL,
	`number` text NOT NULL,
	`booking_id` text NOT NULL,
	`kind` text NOT NULL,
	`issued_at` text NOT NULL,
	`gross_cents` integer NOT NULL,
	`currency` text NOT NULL,
	CONSTRAINT "klarsinn_invoice_kind_check" CHECK(kind IN ('invoice', 'cancellation', 'fee'))
);
CREATE UNIQUE INDEX `klarsinn_invoice_number_unique` ON `klarsinn_invoice` (`number`);
-- One invoice of each kind per booking: a repeated confirmation issues nothing new.
CREATE UNIQUE INDEX `klarsinn_invoice_booking_kind_unique` ON `klarsinn_invoice` (`booking_id`, `kind`);
-- Issued invoices are immutable (corrections are cancellation invoices).
CREATE TRIGGER `klarsinn_invoice_immutable` BEFORE UPDATE ON `klarsinn_invoice`
BEGIN SELECT RAISE(ABORT, 'invoices are immutable'); END;
