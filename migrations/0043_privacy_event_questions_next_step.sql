-- Data only (issue 52): /datenschutz names the answers to an event's questions before booking and the
-- coach's next small step after a session, as db/content/legal.ts (datenschutz › buchungen) now does.
-- Each sentence is added only where the text it follows still reads as seeded (the coach has not
-- rewritten it) and the sentence is not there yet; the page's English column stays as it is.
UPDATE `web_content` SET `content_de` = replace(`content_de`, 'Beginnt die Veranstaltung innerhalb der Widerrufsfrist und verlangst du, dass die Leistung schon vorher beginnt, speichere ich dieses Verlangen mit Zeitpunkt und Fassung des Textes bei der Buchung.', 'Beginnt die Veranstaltung innerhalb der Widerrufsfrist und verlangst du, dass die Leistung schon vorher beginnt, speichere ich dieses Verlangen mit Zeitpunkt und Fassung des Textes bei der Buchung.

**Fragen vor einer Veranstaltung:** Stelle ich zu einer Veranstaltung Fragen vor der Buchung, speichere ich deine Antworten mit der Buchung. Ich lese sie, um die Veranstaltung vorzubereiten; sie werden wie deine Kontaktdaten 90 Tage nach dem Veranstaltungstag gelöscht, auf deinen Wunsch unter „Meine Daten“ sofort.'), `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE `page` = 'datenschutz' AND `section` = 'buchungen' AND `content_key` = 'body'
  AND instr(`content_de`, '**Fragen vor einer Veranstaltung:**') = 0
  AND instr(`content_de`, 'Beginnt die Veranstaltung innerhalb der Widerrufsfrist und verlangst du, dass die Leistung schon vorher beginnt, speichere ich dieses Verlangen mit Zeitpunkt und Fassung des Textes bei der Buchung.') > 0;
--> statement-breakpoint
UPDATE `web_content` SET `content_de` = replace(`content_de`, 'Vor dem Termin frage ich dich per E-Mail, worauf du dich konzentrieren möchtest, und danach schicke ich dir eine kurze Nachfrage, bei einem Mindset-Journal mit dem Link dazu.', 'Vor dem Termin frage ich dich per E-Mail, worauf du dich konzentrieren möchtest, und danach schicke ich dir eine kurze Nachfrage, bei einem Mindset-Journal mit dem Link dazu. Nach einem Termin kann ich dir per E-Mail einen nächsten kleinen Schritt schicken; den Text speichere ich mit dem Termin und lösche ihn mit deinen Kontaktdaten.'), `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE `page` = 'datenschutz' AND `section` = 'buchungen' AND `content_key` = 'body'
  AND instr(`content_de`, 'einen nächsten kleinen Schritt schicken') = 0
  AND instr(`content_de`, 'Vor dem Termin frage ich dich per E-Mail, worauf du dich konzentrieren möchtest, und danach schicke ich dir eine kurze Nachfrage, bei einem Mindset-Journal mit dem Link dazu.') > 0;
