ALTER TABLE `klarsinn_booking` ADD `withdrawn_at` text;--> statement-breakpoint
ALTER TABLE `klarsinn_booking` ADD `refund_due_cents` integer;--> statement-breakpoint
ALTER TABLE `klarsinn_booking` ADD `attendance` text;