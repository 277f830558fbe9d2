-- Decision 0186: 1:1 sessions and packages confirm by themselves once the visitor's address is
-- confirmed (or she paid online), unless the coach switches it off per appointment type or package.
-- On for the types and packages that exist: the 1:1 side runs without her click from now on.
ALTER TABLE `appointment_types` ADD `auto_confirm` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `session_packages` ADD `auto_confirm` integer DEFAULT true NOT NULL;
