-- Invoices (issue 11): each issued invoice keeps everything its PDF shows, so it can be rendered
-- again years later exactly as issued, whatever happens to the booking, event or brand settings.
-- Amounts in integer cents (negative on a cancellation invoice); the VAT rate in basis points
-- (1900 = 19 %, 0 under § 19 UStG). `refers_to` names the invoice a cancellation invoice cancels.
ALTER TABLE `klarsinn_invoice` ADD `net_cents` integer DEFAULT 0 NOT NULL;
ALTER TABLE `klarsinn_invoice` ADD `vat_cents` integer DEFAULT 0 NOT NULL;
ALTER TABLE `klarsinn_invoice` ADD `vat_rate_bp` integer DEFAULT 0 NOT NULL CHECK(vat_rate_bp >= 0 AND vat_rate_bp < 10000);
ALTER TABLE `klarsinn_invoice` ADD `refers_to` text;
-- JSON: issuer, recipient, service date, lines, payment details (db/invoice-snapshot.ts).
ALTER TABLE `klarsinn_invoice` ADD `snapshot` text DEFAULT '{}' NOT NULL;

-- Issued invoices are kept as issued (§ 14 UStG, retained for the periods of § 147 AO): besides the
-- update trigger of 0006, nothing deletes one either. Corrections are cancellation invoices.
CREATE TRIGGER `klarsinn_invoice_undeletable` BEFORE DELETE ON `klarsinn_invoice`
BEGIN SELECT RAISE(ABORT, 'invoices are immutable'); END;
