-- Data only (issue 51): /datenschutz names the 1:1 waiting list ("Sag mir Bescheid, wenn
-- ein Termin frei wird" on /termin). The paragraph of db/content/legal.ts (datenschutz › buchungen) is
-- added after the events' waiting-list paragraph, in the way 0040 added the intake paragraph: only where
-- that paragraph still reads as seeded (the coach has not rewritten it) and the new one is not there yet.
-- The page's English column stays as it is: /datenschutz is German only (its English rows are empty).
UPDATE `web_content` SET `content_de` = replace(`content_de`, 'Einträge lösche ich automatisch 7 Tage nach der Veranstaltung.', 'Einträge lösche ich automatisch 7 Tage nach der Veranstaltung.

**Warteliste für Termine:** Bittest du unter „Termin buchen“ darum, dass ich dir Bescheid sage, wenn ein Termin frei wird, speichere ich deinen Namen, deine E-Mail-Adresse, die Terminart, den gewünschten Tag (oder die Tage bis dahin), deine Einwilligung mit ihrem Wortlaut, die Sprache und den Zeitpunkt. Wird an einem dieser Tage ein Termin frei, biete ich ihn dir per E-Mail an und halte ihn ein paar Stunden für dich frei; dazu speichere ich das Angebot. Grundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die du jederzeit per E-Mail widerrufen kannst; dann nehme ich dich sofort von der Liste. Gelöscht wird dein Eintrag automatisch 7 Tage nach dem letzten gewünschten Tag, auf deinen Wunsch unter „Meine Daten“ sofort.'), `updated_at` = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
WHERE `page` = 'datenschutz' AND `section` = 'buchungen' AND `content_key` = 'body'
  AND instr(`content_de`, '**Warteliste für Termine:**') = 0
  AND instr(`content_de`, '**Warteliste:** Trägst du dich für eine ausgebuchte Veranstaltung auf die Warteliste ein, speichere ich Namen, E-Mail-Adresse, die gewünschte Anzahl Plätze, deine Einwilligung und den Zeitpunkt. Werden Plätze frei, bekommst du eine E-Mail mit einem Angebot. Grundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die du jederzeit per E-Mail widerrufen kannst. Einträge lösche ich automatisch 7 Tage nach der Veranstaltung.') > 0;
