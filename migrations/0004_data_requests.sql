-- A visitor's request to export or erase their data: the address behind a signed, expiring e-mail link
-- (the link carries only this row's id, never the address). Deleted after use or by the nightly purge.
CREATE TABLE `data_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
CREATE INDEX `data_requests_email_idx` ON `data_requests` (`email`);
