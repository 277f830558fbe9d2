-- Issue 9 (English site): the language a visitor used, so their e-mails go out in it.
-- Existing rows were all made on the German site.
ALTER TABLE `newsletter_subscriptions` ADD `locale` text DEFAULT 'de' NOT NULL CHECK (`locale` IN ('de', 'en'));
ALTER TABLE `klarsinn_booking` ADD `locale` text DEFAULT 'de' NOT NULL CHECK (`locale` IN ('de', 'en'));
