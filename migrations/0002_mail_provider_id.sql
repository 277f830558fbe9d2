-- The e-mail provider's message id per sent e-mail, shown in the back-office mail log (/admin/emails).
ALTER TABLE `mail_outbox` ADD `provider_message_id` text;
-- The mail log lists newest first.
CREATE INDEX `mail_outbox_created_at_idx` ON `mail_outbox` (`created_at`);
