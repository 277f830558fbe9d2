ALTER TABLE `klarsinn_booking` ADD `billing_street` text;--> statement-breakpoint
ALTER TABLE `klarsinn_booking` ADD `billing_postcode` text;--> statement-breakpoint
ALTER TABLE `klarsinn_booking` ADD `billing_city` text;--> statement-breakpoint
ALTER TABLE `klarsinn_booking` ADD `billing_country` text;--> statement-breakpoint
ALTER TABLE `klarsinn_booking` ADD `company_name` text;--> statement-breakpoint
ALTER TABLE `klarsinn_booking` ADD `company_vat_id` text;--> statement-breakpoint
ALTER TABLE `klarsinn_booking` ADD `purchase_order` text;