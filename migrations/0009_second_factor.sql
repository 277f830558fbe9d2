-- Second factor for administrators (issue 12): TOTP (authenticator apps) and single-use recovery codes.
CREATE TABLE `second_factors` (
	`profile_id` text PRIMARY KEY NOT NULL,
	`secret` text NOT NULL,
	`enabled_at` text,
	`last_step` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
CREATE TABLE `recovery_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`profile_id` text NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`profile_id`) REFERENCES `profiles`(`id`) ON UPDATE no action ON DELETE cascade
);
CREATE INDEX `recovery_codes_profile_idx` ON `recovery_codes` (`profile_id`);
