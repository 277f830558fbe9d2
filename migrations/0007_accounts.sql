-- Accounts (issue 12): sessions that can be ended at once, password reset links, an audit log.

-- Bumped to end every session and remembered device of a profile (app/features/auth/session.server.ts).
ALTER TABLE `profiles` ADD `session_epoch` integer DEFAULT 0 NOT NULL;

-- Single-use, 30-minute reset links; only the SHA-256 of the token is stored.
CREATE TABLE `password_resets` (
	`id` text PRIMARY KEY NOT NULL,
	`profile_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
CREATE UNIQUE INDEX `password_resets_token_hash_unique` ON `password_resets` (`token_hash`);
CREATE INDEX `password_resets_profile_idx` ON `password_resets` (`profile_id`);

-- Who did what in the back office; never field values, passwords or hashes.
CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`actor_id` text,
	`action` text NOT NULL,
	`target_table` text,
	`target_id` text,
	`outcome` text NOT NULL,
	CONSTRAINT "audit_log_outcome_check" CHECK(outcome IN ('ok', 'failed', 'denied', 'throttled'))
);
CREATE INDEX `audit_log_at_idx` ON `audit_log` (`at`);
