-- Issue 9 (English site): the language of the event page a waiting-list entry was made on, so the
-- offer e-mail (sent later by the cron) and the booking a claimed offer becomes use it.
-- Existing entries were all made on the German site.
ALTER TABLE `klarsinn_waitlist` ADD `locale` text DEFAULT 'de' NOT NULL CHECK (`locale` IN ('de', 'en'));
