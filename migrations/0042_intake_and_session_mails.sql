ALTER TABLE `appointment_types` ADD `checkin_enabled` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `appointment_types` ADD `followup_enabled` integer DEFAULT true NOT NULL;--> statement-breakpoint
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
-- Data only (decision 0211): the privacy page's booking section names the intake answers, the check-in and the
-- follow-up; added where the coach has not edited that passage (the content seed never changes a row).
UPDATE `web_content` SET `content_de` = replace(`content_de`, '**Widerruf:** Erklärst du über „Vertrag widerrufen“', '**Einzeltermine und Erstgespräch:** Buchst du einen Termin, kannst du mir vorab etwas schreiben und die Fragen beantworten, die ich zu dieser Terminart stelle. Deine Antworten lese nur ich, um unser Gespräch vorzubereiten; sie werden wie deine Kontaktdaten 90 Tage nach dem Termin gelöscht, auf deinen Wunsch unter „Meine Daten“ sofort. Vor dem Termin frage ich dich per E-Mail, worauf du dich konzentrieren möchtest, und danach schicke ich dir eine kurze Nachfrage, bei einem Mindset-Journal mit dem Link dazu.

**Widerruf:** Erklärst du über „Vertrag widerrufen“'), `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE `page` = 'datenschutz' AND `section` = 'buchungen' AND `content_key` = 'body'
  AND instr(`content_de`, '**Einzeltermine und Erstgespräch:**') = 0
  AND instr(`content_de`, '**Widerruf:** Erklärst du über „Vertrag widerrufen“') > 0;
