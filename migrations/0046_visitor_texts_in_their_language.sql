-- Hand-written, data only (issue 56, decision 0182): the delivered texts that changed, replaced in a
-- database seeded before, but only where the coach has not edited them (the row still holds the
-- text as delivered). The content seed adds missing rows and never changes one (decision 0031).
UPDATE `web_content` SET `content_de` = 'Diese Seite gibt es leider nicht.', `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE `page` = 'not-found' AND `section` = 'body' AND `content_key` = 'text' AND `content_de` = 'Oops! Page not found';
--> statement-breakpoint
UPDATE `web_content` SET `content_de` = 'Zurück zur Startseite', `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE `page` = 'not-found' AND `section` = 'body' AND `content_key` = 'home' AND `content_de` = 'Return to Home';
--> statement-breakpoint
UPDATE `web_content` SET `content_de` = 'Warum', `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE `page` = 'home' AND `section` = 'why' AND `content_key` = 'eyebrow' AND `content_de` = 'Why';
--> statement-breakpoint
UPDATE `web_content` SET `content_de` = 'Diese Seite bindet einen Inhalt eines anderen Anbieters ein. Ich lade ihn erst, wenn du zustimmst. Mehr dazu in der [Datenschutzerklärung](/datenschutz).', `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE `page` = 'layout' AND `section` = 'cookie' AND `content_key` = 'text' AND `content_de` = 'Externe Inhalte wie den Mindsettest und den Buchungskalender lade ich erst, wenn du zustimmst. Mehr dazu in der [Datenschutzerklärung](/datenschutz).';
--> statement-breakpoint
UPDATE `web_content` SET `content_en` = 'This page includes content from another provider. It only loads once you agree. More about this in the [privacy policy](/datenschutz).', `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE `page` = 'layout' AND `section` = 'cookie' AND `content_key` = 'text' AND `content_en` = 'External content such as the mindset test and the booking calendar only loads once you agree. More about this in the [privacy policy](/datenschutz).';
