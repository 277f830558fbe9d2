-- Courses with several dates (issue 55, decision 0203): a course is one event with its dates in a
-- JSON column (the row's own date mirrors the first), attendance per date, and make-up seats.
ALTER TABLE `klarsinn_events` ADD `course_dates` text;--> statement-breakpoint
CREATE TABLE `course_attendance` (
	`booking_id` text NOT NULL,
	`date_id` text NOT NULL,
	`status` text NOT NULL,
	`recorded_by` text NOT NULL,
	`recorded_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `klarsinn_booking`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "course_attendance_status_check" CHECK(status IN ('present', 'absent'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `course_attendance_booking_date_unique` ON `course_attendance` (`booking_id`,`date_id`);--> statement-breakpoint
CREATE TABLE `course_makeups` (
	`id` text PRIMARY KEY NOT NULL,
	`booking_id` text NOT NULL,
	`position` integer NOT NULL,
	`told_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`target_event_id` text,
	`taken_at` text,
	FOREIGN KEY (`booking_id`) REFERENCES `klarsinn_booking`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`target_event_id`) REFERENCES `klarsinn_events`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `course_makeups_booking_position_unique` ON `course_makeups` (`booking_id`,`position`);--> statement-breakpoint
CREATE INDEX `course_makeups_target_idx` ON `course_makeups` (`target_event_id`,`position`);
