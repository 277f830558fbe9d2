/**
 * Words of the German interface that must not be left on an English page (decision 0030): the site's
 * chrome and forms (tests/e2e/i18n.spec.ts walks every English route for them) and the pages a
 * visitor reaches from e-mail links (tests/unit/i18n-link-pages.test.ts). Text a page marks as German
 * (lang="de", e.g. the binding legal text) is allowed.
 */
export const GERMAN_UI = [
  "Kontakt",
  "Termine",
  "Über mich",
  "Warum ich",
  "Vergangene Veranstaltungen",
  "Hat stattgefunden",
  "Themen",
  "Angebote",
  "Startseite",
  "Rechtliches",
  "Datenschutz",
  "Impressum",
  "Menü",
  "Zum Inhalt springen",
  "Abonnieren",
  "Nachricht senden",
  "Weiterlesen",
  "Mehr erfahren",
  "Coaching entdecken",
  "Alle akzeptieren",
  "Nur Notwendige",
  "Details ansehen",
  "Kalenderansicht",
  "Listenansicht",
  "Jetzt verbindlich buchen",
  "Vollständiger Name",
  "Anzahl Plätze",
  "Gesamtpreis",
  "Veranstaltungsort",
  "Teilnehmerzahl",
  "Beschreibung",
  "öffnet in neuem Tab",
  " Uhr",
] as const;

/** More German words of the e-mail link pages (Meine Buchung, waiting list, newsletter links, my data). */
export const GERMAN_LINK_PAGE_UI = [
  ...GERMAN_UI,
  "Meine Buchung",
  "Buchungsnummer",
  "Veranstaltung",
  "Uhrzeit",
  "Stornieren",
  "stornieren",
  "Warteliste",
  "bestätigen",
  "Bestätigt",
  "Abmelden",
  "abmelden",
  "Zahlung",
  "Rechnungen",
  "So bezahlst du",
  "Empfängerin",
  "Herunterladen",
  "Löschen",
  "Deine Daten",
  "Schau in dein Postfach",
  "Zur Startseite",
  "Dieser Link",
  "Bitte",
] as const;

/** German words that must not appear in an English visitor e-mail's text. */
export const GERMAN_MAIL_WORDS = [
  "Hallo",
  "Herzliche Grüße",
  "Buchungsnummer",
  "Veranstaltung",
  "Gesamtpreis",
  "Uhrzeit",
  " Uhr",
  "Datum",
  "bestätige",
  "Stornierung",
  "Warteliste",
  "So bezahlst du",
] as const;
