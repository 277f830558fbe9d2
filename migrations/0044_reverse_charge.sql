-- Reverse charge for EU businesses (issue 53): the booking remembers that its price is net and its
-- invoices carry "Steuerschuldnerschaft des Leistungsempfängers" (VAT category AE in the e-invoice).
ALTER TABLE `klarsinn_booking` ADD `reverse_charge` integer DEFAULT false NOT NULL;
