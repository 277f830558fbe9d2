-- Hand-written (decision 0192): the AGB version a visitor agreed to, per booking and per voucher,
-- and what a withdrawal keeps of the price (a service begun with the early-start request) and what
-- happens to a withdrawn package's booked sessions (decision 0193).
ALTER TABLE `klarsinn_booking` ADD `agb_version` text;--> statement-breakpoint
ALTER TABLE `klarsinn_voucher` ADD `agb_version` text;--> statement-breakpoint
ALTER TABLE `klarsinn_withdrawal` ADD `kept_cents` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `klarsinn_withdrawal` ADD `sessions_choice` text;
