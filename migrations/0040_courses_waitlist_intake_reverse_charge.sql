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
CREATE INDEX `course_makeups_target_idx` ON `course_makeups` (`target_event_id`,`position`);--> statement-breakpoint
CREATE TABLE `intake_answers` (
	`booking_id` text NOT NULL,
	`question_id` text NOT NULL,
	`question` text NOT NULL,
	`answer` text NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`booking_id`, `question_id`),
	FOREIGN KEY (`booking_id`) REFERENCES `klarsinn_booking`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `intake_questions` (
	`id` text PRIMARY KEY NOT NULL,
	`appointment_type_id` text NOT NULL,
	`label` text NOT NULL,
	`label_en` text,
	`kind` text DEFAULT 'short' NOT NULL,
	`required` integer DEFAULT false NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`appointment_type_id`) REFERENCES `appointment_types`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "intake_questions_kind_check" CHECK(kind IN ('short', 'long'))
);
--> statement-breakpoint
CREATE INDEX `intake_questions_type_idx` ON `intake_questions` (`appointment_type_id`,`sort_order`);--> statement-breakpoint
CREATE TABLE `session_mail_texts` (
	`kind` text PRIMARY KEY NOT NULL,
	`hours` integer NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`subject_en` text NOT NULL,
	`body_en` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	CONSTRAINT "session_mail_texts_kind_check" CHECK(kind IN ('reminder', 'checkin', 'followup')),
	CONSTRAINT "session_mail_texts_hours_check" CHECK(hours BETWEEN 1 AND 336)
);
--> statement-breakpoint
CREATE TABLE `session_waitlist` (
	`id` text PRIMARY KEY NOT NULL,
	`appointment_type_id` text NOT NULL,
	`from_day` text NOT NULL,
	`to_day` text NOT NULL,
	`full_name` text NOT NULL,
	`email` text NOT NULL,
	`consent_text` text NOT NULL,
	`locale` text DEFAULT 'de' NOT NULL,
	`status` text DEFAULT 'waiting' NOT NULL,
	`offer_starts_at` text,
	`offer_place` text,
	`offer_blocked_from` text,
	`offer_blocked_until` text,
	`offered_at` text,
	`offer_expires_at` text,
	`booking_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`appointment_type_id`) REFERENCES `appointment_types`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "session_waitlist_days_check" CHECK(from_day <= to_day),
	CONSTRAINT "session_waitlist_status_check" CHECK(status IN ('waiting', 'offered', 'claimed', 'expired', 'removed')),
	CONSTRAINT "session_waitlist_locale_check" CHECK(locale IN ('de', 'en'))
);
--> statement-breakpoint
CREATE INDEX `session_waitlist_status_idx` ON `session_waitlist` (`status`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `session_waitlist_open_entry_unique` ON `session_waitlist` (`appointment_type_id`,`email`,`from_day`,`to_day`) WHERE status IN ('waiting', 'offered');--> statement-breakpoint
ALTER TABLE `appointment_types` ADD `free_change_hours` integer DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE `appointment_types` ADD `checkin_enabled` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `appointment_types` ADD `followup_enabled` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `klarsinn_booking` ADD `reverse_charge` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `klarsinn_events` ADD `free_change_hours` integer;--> statement-breakpoint
ALTER TABLE `klarsinn_events` ADD `course_dates` text;--> statement-breakpoint
-- Hand-written (issue 51, decision 0208): the free-change window of an appointment type is 0 to 336
-- hours. A table CHECK added to an existing table makes drizzle rebuild it, and on D1 the rebuild's
-- DROP would cascade to the sessions and questions that point at the type; two triggers hold it instead.
CREATE TRIGGER `appointment_types_free_change_insert` BEFORE INSERT ON `appointment_types`
WHEN NEW.free_change_hours NOT BETWEEN 0 AND 336
BEGIN SELECT RAISE(ABORT, 'free_change_hours out of range'); END;
--> statement-breakpoint
CREATE TRIGGER `appointment_types_free_change_update` BEFORE UPDATE OF `free_change_hours` ON `appointment_types`
WHEN NEW.free_change_hours NOT BETWEEN 0 AND 336
BEGIN SELECT RAISE(ABORT, 'free_change_hours out of range'); END;
--> statement-breakpoint
-- data, from 0041_session_waitlist_and_free_change_hours.sql
UPDATE `web_content` SET `content_de` = replace(`content_de`, '- Bis 48 Stunden vor dem Termin kannst du ihn kostenfrei absagen', '- Bis zu der Frist, die beim Buchen für die Terminart genannt ist (in der Regel 48 Stunden vor dem Termin), kannst du ihn kostenfrei absagen'),
  `content_en` = replace(`content_en`, 'on "My booking", up to 48 hours before it starts.', 'on "My booking", up to the notice stated for its kind when you book (usually 48 hours before it starts).')
WHERE `page` = 'agb' AND `section` = 'coaching';
--> statement-breakpoint
-- data, from 0042_intake_and_session_mails.sql
UPDATE `web_content` SET `content_de` = replace(`content_de`, '**Widerruf:** Erklärst du über „Vertrag widerrufen“', '**Einzeltermine und Erstgespräch:** Buchst du einen Termin, kannst du mir vorab etwas schreiben und die Fragen beantworten, die ich zu dieser Terminart stelle. Deine Antworten lese nur ich, um unser Gespräch vorzubereiten; sie werden wie deine Kontaktdaten 90 Tage nach dem Termin gelöscht, auf deinen Wunsch unter „Meine Daten“ sofort. Vor dem Termin frage ich dich per E-Mail, worauf du dich konzentrieren möchtest, und danach schicke ich dir eine kurze Nachfrage, bei einem Mindset-Journal mit dem Link dazu.

**Widerruf:** Erklärst du über „Vertrag widerrufen“'), `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE `page` = 'datenschutz' AND `section` = 'buchungen' AND `content_key` = 'body'
  AND instr(`content_de`, '**Einzeltermine und Erstgespräch:**') = 0
  AND instr(`content_de`, '**Widerruf:** Erklärst du über „Vertrag widerrufen“') > 0;
--> statement-breakpoint
-- data (issue 55, decision 0203): the AGB say how a course counts; added only where § 5 still has the
-- delivered no-show line and no course sentence yet.
UPDATE `web_content` SET `content_de` = replace(`content_de`, '- Erscheinst du ohne Absage nicht zum Termin, werden 100 % des Honorars fällig.
', '- Erscheinst du ohne Absage nicht zum Termin, werden 100 % des Honorars fällig.
- Ein Kurs mit mehreren Terminen ist ein Vertrag über den ganzen Kurs: Du buchst, stornierst und widerrufst ihn als Ganzes, mit einer Rechnung. Die Fristen zählen ab dem ersten Termin; einzelne Termine, die du nicht wahrnimmst, werden nicht erstattet, du kannst sie aber nach vorheriger Absage auf „Meine Buchung“ in einem anderen Durchgang nachholen, solange dort Plätze frei sind.
'), `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE `page` = 'agb' AND `section` = 'stornierung' AND `content_key` = 'body'
  AND instr(`content_de`, 'Ein Kurs mit mehreren Terminen') = 0;
