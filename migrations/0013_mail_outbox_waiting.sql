-- The mails still waiting, oldest first (db/schema.ts, mail_outbox_status_created_at_idx): /healthz's
-- oldest queued mail and the lifecycle's stranded-mail sweep (docs/decisions/0084) read only the
-- 'queued' rows instead of walking the whole outbox (twelve months of sent mail) by created_at.
CREATE INDEX `mail_outbox_status_created_at_idx` ON `mail_outbox` (`status`,`created_at`);
