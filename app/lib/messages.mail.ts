import { bookingFacts } from "./messages";

/**
 * The visitor's e-mails about a booking or a waiting-list entry, in German (the coach's own stay in
 * features/core/booking/mail.ts, German). Server-side only, so apart from the pages' catalogue and out of
 * their JavaScript; `getMailMessages` (mail-messages.server.ts) picks the language.
 */
export const mailMessages = {
  signature: "Herzliche Grüße",
  /** A newsletter's automatic block of the next events (decision 0167). */
  nextEvents: { heading: "Nächste Termine", time: (start: string, end: string) => `${start}–${end} Uhr` },
  rows: { ...bookingFacts, seats: "Plätze", session: "Termin", package: "Paket" },
  termsFrom: (heading: string, url: string) => `${heading} (aus den AGB, ${url}):`,
  /** The first e-mail: the address is not confirmed yet (one word per state, decision 0187). */
  confirmation: {
    subject: (title: string) => `Bitte bestätige deine E-Mail-Adresse: ${title}`,
    heading: "Bitte bestätige deine E-Mail-Adresse",
    greeting: "Hallo,",
    paragraphs: (title: string, until: string) => [
      `schön, dass du bei „${title}“ dabei sein möchtest! Deine Buchung ist bei mir eingegangen.`,
      `Bitte bestätige noch deine E-Mail-Adresse mit einem Klick auf den Button unten. Bis ${until} Uhr halte ich deine Plätze für dich frei; danach gibt das System sie wieder für andere frei.`,
      "Auf derselben Seite findest du später alles zu deiner Buchung: den Termin für deinen Kalender, den Stand der Zahlung und die Möglichkeit, zu stornieren. Hebe dir diese E-Mail deshalb gut auf.",
      "Du hast nichts gebucht? Dann hat sich jemand bei der Adresse vertippt. Du musst nichts tun, die Reservierung verfällt von selbst.",
    ],
    /** A 1:1 session (intro call, coaching): its own words, no seats. */
    sessionParagraphs: (title: string, until: string) => [
      `schön, dass du dir Zeit für „${title}“ nimmst! Deine Terminanfrage ist bei mir eingegangen.`,
      `Bitte bestätige noch deine E-Mail-Adresse mit einem Klick auf den Button unten. Bis ${until} Uhr halte ich die Zeit für dich frei; danach ist sie wieder für andere buchbar.`,
      "Auf derselben Seite findest du später alles zu deinem Termin: die Zeit für deinen Kalender, den Link zum Verschieben und zum Absagen. Hebe dir diese E-Mail deshalb gut auf.",
      "Du hast nichts gebucht? Dann hat sich jemand bei der Adresse vertippt. Du musst nichts tun, die Reservierung verfällt von selbst.",
    ],
    /** A package of sessions. */
    packageParagraphs: (title: string, until: string) => [
      `schön, dass du dich für „${title}“ entschieden hast! Deine Bestellung ist bei mir eingegangen.`,
      `Bitte bestätige noch deine E-Mail-Adresse mit einem Klick auf den Button unten. Bis ${until} Uhr halte ich das Paket für dich bereit; danach verfällt die Reservierung.`,
      "Auf derselben Seite buchst du später die Termine deines Pakets und siehst, wie viele noch offen sind und wie der Stand der Zahlung ist. Hebe dir diese E-Mail deshalb gut auf.",
      "Du hast nichts bestellt? Dann hat sich jemand bei der Adresse vertippt. Du musst nichts tun, die Reservierung verfällt von selbst.",
    ],
    action: "E-Mail-Adresse bestätigen",
  },
  cancellation: {
    subject: (title: string) => `Stornierung bestätigt: ${title}`,
    heading: "Deine Stornierung ist angekommen",
    greeting: (name: string) => `Hallo ${name},`,
    text: (title: string) => `du hast deine Buchung für „${title}“ storniert, deine Plätze sind wieder frei.`,
    fee: (hours: number, percent: number, fee: string) =>
      `Da die Stornierung weniger als ${hours} Stunden vor dem Beginn eingegangen ist, wird nach meinen AGB eine Gebühr von ${percent} % fällig: ${fee}.`,
    free: "Die Stornierung ist für dich kostenfrei.",
    creditUsed: (hours: number) =>
      `Da die Stornierung weniger als ${hours} Stunden vor dem Termin eingegangen ist, ist dieser Termin nach meinen AGB aus deinem Paket verbraucht.`,
    creditBack: "Die Stornierung ist für dich kostenfrei: Der Termin ist wieder in deinem Paket gutgeschrieben.",
    withdrawn:
      "Du hast deinen Vertrag widerrufen: Das ist für dich kostenfrei, und was du schon bezahlt hast, überweise ich dir zurück.",
    closing:
      "Schade, dass es diesmal nicht passt. Vielleicht sehen wir uns bei einer anderen Veranstaltung – ich würde mich freuen!",
    sessionText: (title: string) => `du hast deinen Termin „${title}“ abgesagt, die Zeit ist wieder frei.`,
    sessionClosing:
      "Schade, dass es diesmal nicht passt. Wenn du magst, such dir einfach einen neuen Termin aus – ich freue mich auf dich!",
    action: "Buchung ansehen",
  },
  /** A 1:1 session moved on "Meine Buchung" (decision 0151). */
  sessionMoved: {
    subject: (title: string, date: string) => `Neuer Termin: ${title} am ${date}`,
    heading: "Dein Termin ist verschoben",
    greeting: (name: string) => `Hallo ${name},`,
    paragraphs: (title: string, before: string) => [
      `du hast „${title}“ verschoben – statt ${before} sehen wir uns jetzt zur neuen Zeit unten. Die alte Zeit ist wieder frei.`,
      "Im Anhang findest du den neuen Termin für deinen Kalender. Ich freue mich auf dich!",
    ],
    byCoachParagraphs: (title: string, before: string) => [
      `ich habe deinen Termin „${title}“ verlegt: Statt ${before} sehen wir uns jetzt zur neuen Zeit unten. Passt sie dir nicht, antworte einfach auf diese E-Mail, dann finden wir eine andere.`,
      "Im Anhang findest du den neuen Termin für deinen Kalender. Ich freue mich auf dich!",
    ],
    action: "Meine Buchung",
  },
  reminder: {
    subject: (title: string, date: string) => `Erinnerung: ${title} am ${date}`,
    heading: "Bald ist es so weit",
    greeting: (name: string) => `Hallo ${name},`,
    paragraphs: (title: string) => [
      `in zwei Tagen ist es so weit: „${title}“. Ich freue mich schon sehr auf dich!`,
      "Hier sind noch einmal alle Angaben. Falls dir etwas dazwischenkommt, kannst du über den Button unten deine Buchung ansehen oder stornieren – oder eine Ersatzperson schicken.",
    ],
    /** A 1:1 session's own words (issue 51): no substitute, moved or cancelled on Meine Buchung. */
    sessionParagraphs: (title: string) => [
      `in zwei Tagen ist es so weit: unser Termin „${title}“. Ich freue mich schon sehr auf dich!`,
      "Hier sind noch einmal alle Angaben. Falls dir etwas dazwischenkommt, kannst du deinen Termin über den Button unten ansehen, verschieben oder absagen.",
    ],
    action: "Meine Buchung",
  },
  /** A message the coach writes to everyone booked on an event (the participant list): her text, then this. */
  eventMessage: {
    greeting: (name: string) => `Hallo ${name},`,
    yourBooking: "Deine Buchung auf einen Blick:",
    action: "Meine Buchung",
  },
  claimed: {
    subject: (title: string) => `Deine Buchung: ${title}`,
    heading: "Deine Buchung ist da",
    greeting: (name: string) => `Hallo ${name},`,
    paragraphs: (title: string, confirmedAtOnce = false) => [
      `wie schön, dass es doch noch geklappt hat: Du bist bei „${title}“ dabei! ${confirmedAtOnce ? "Deine Buchung ist fest, die Bestätigung mit allen Infos zur Zahlung kommt gleich in einer eigenen E-Mail." : "Deine Buchung wartet jetzt nur noch auf meine Bestätigung."}`,
      "Den Termin findest du als Kalenderdatei im Anhang. Über den Button kommst du jederzeit zu deiner Buchung.",
    ],
    action: "Meine Buchung",
  },
  waitlistJoined: {
    subject: (title: string) => `Warteliste: ${title}`,
    heading: "Du stehst auf der Warteliste",
    greeting: "Hallo,",
    paragraphs: (title: string, tickets: number, hours: number) => [
      `du stehst jetzt auf der Warteliste für „${title}“ (${tickets} ${tickets === 1 ? "Platz" : "Plätze"}).`,
      `Sobald Plätze frei werden, schreibe ich dir. Dann hast du ${hours} Stunden Zeit, sie mit einem Klick zu buchen – danach gehen sie an die nächste Person.`,
      "Du hast dich nicht eingetragen? Dann hat sich jemand bei der Adresse vertippt. Antworte kurz auf diese E-Mail, dann lösche ich den Eintrag.",
    ],
    action: "Zur Veranstaltung",
  },
  waitlistOffer: {
    subject: (title: string) => `Platz frei: ${title}`,
    heading: "Ein Platz ist frei geworden",
    greeting: "Hallo,",
    paragraphs: (title: string, tickets: number, until: string) => [
      `gute Nachrichten: Für „${title}“ ${tickets === 1 ? "ist ein Platz" : `sind ${tickets} Plätze`} frei geworden, und du bist als Nächstes dran.`,
      `Bis ${until} Uhr halte ich ${tickets === 1 ? "ihn" : "sie"} für dich frei. Über den Button kommst du zur Buchung – dort buchst du mit einem Klick.`,
      "Du kannst nicht mehr? Dann musst du nichts tun: Nach Ablauf der Frist geht das Angebot an die nächste Person.",
    ],
    action: "Plätze ansehen und buchen",
  },
  /** A 1:1 time came free for someone on the session waiting list (decision 0207). */
  sessionOffer: {
    subject: (title: string, date: string) => `Termin frei: ${title} am ${date}`,
    heading: "Ein Termin ist frei geworden",
    greeting: (name: string) => `Hallo ${name},`,
    paragraphs: (title: string, until: string) => [
      `du wolltest Bescheid bekommen, wenn ein Termin für „${title}“ frei wird – jetzt ist einer frei, und du bist als Nächstes dran.`,
      `Bis ${until} Uhr halte ich ihn für dich frei. Über den Button kommst du zum Termin: Dort gibst du deine Angaben ein und buchst ihn.`,
      "Der Termin passt dir doch nicht? Dann musst du nichts tun: Nach Ablauf der Frist geht er an die nächste Person.",
    ],
    rows: { title: "Termin", date: "Datum", time: "Uhrzeit (in Deutschland)", place: "Ort" },
    action: "Termin ansehen und buchen",
  },
  /** The coach called the event off (decision 0094): to everyone still on its waiting list. */
  waitlistEventCancelled: {
    subject: (title: string) => `Abgesagt: ${title}`,
    heading: "Die Veranstaltung fällt leider aus",
    greeting: "Hallo,",
    paragraphs: (title: string) => [
      `leider muss ich „${title}“ absagen – es tut mir wirklich leid. Damit ist auch die Warteliste aufgelöst; du musst nichts weiter tun.`,
      "Wenn du magst, antworte einfach auf diese E-Mail: Dann sage ich dir Bescheid, sobald es einen neuen Termin gibt.",
    ],
    action: "Weitere Veranstaltungen ansehen",
  },
  /** The coach confirmed or cancelled the booking in the back office. */
  status: {
    confirmedSubject: (title: string) => `Deine Buchung ist bestätigt: ${title}`,
    confirmedHeading: "Deine Buchung ist bestätigt",
    confirmedText: (title: string) =>
      `ich freue mich sehr: Deine Buchung für „${title}“ ist jetzt verbindlich bestätigt. Dein Platz ist für dich reserviert.`,
    /** A 1:1 session's and a package's own words (decision 0187): no seats. */
    sessionConfirmedSubject: (title: string, date: string) => `Dein Termin ist bestätigt: ${title} am ${date}`,
    sessionConfirmedHeading: "Dein Termin ist bestätigt",
    sessionConfirmedText: (title: string) =>
      `ich freue mich sehr: Dein Termin „${title}“ ist bestätigt, die Zeit ist für dich reserviert. Im Anhang findest du ihn für deinen Kalender.`,
    packageConfirmedSubject: (title: string) => `Dein Paket ist bestätigt: ${title}`,
    packageConfirmedHeading: "Dein Paket ist bestätigt",
    packageConfirmedText: (title: string) =>
      `ich freue mich sehr: Dein Paket „${title}“ ist bestätigt. Auf „Meine Buchung“ kannst du jetzt seine Termine buchen.`,
    manageText: "Über „Meine Buchung“ siehst du alles zu deinem Termin, kannst ihn verschieben oder absagen:",
    manageAction: "Meine Buchung",
    linksHeading: "Deine Links zum Termin",
    meetingDetail: "zur vereinbarten Zeit",
    manageDetail: "ansehen, verschieben oder absagen",
    paidOnlineText: (amount: string, date: string) =>
      `Deine Zahlung über ${amount} ist am ${date} online eingegangen, danke! Es ist nichts mehr offen.`,
    meetingText:
      "Unser Termin findet online statt. Über den Button unten kommst du zur vereinbarten Zeit in meinen Videoraum; du brauchst nur deinen Browser.",
    meetingAction: "Zum Videoraum",
    cancelledSubject: (title: string) => `Deine Buchung wurde storniert: ${title}`,
    cancelledHeading: "Deine Buchung wurde storniert",
    cancelledText: (title: string) =>
      `deine Buchung für „${title}“ wurde storniert. Falls das für dich überraschend kommt oder du einen anderen Termin suchst, antworte einfach auf diese E-Mail – ich helfe dir gern weiter.`,
    /** The coach called the whole event off (decision 0094): each booking is cancelled with this. */
    eventCancelledSubject: (title: string) => `Abgesagt: ${title}`,
    eventCancelledHeading: "Die Veranstaltung fällt leider aus",
    eventCancelledText: (title: string) =>
      `leider muss ich „${title}“ absagen – es tut mir wirklich leid. Deine Buchung ist damit kostenlos storniert, und was du schon bezahlt hast, bekommst du vollständig zurück. Wenn du magst, antworte einfach auf diese E-Mail: Dann sage ich dir Bescheid, sobald es einen neuen Termin gibt.`,
    greeting: (name: string) => `Hallo ${name},`,
    closing: "Ich freue mich auf dich!",
  },
  /** The receipt of a withdrawal declared on /widerruf (§ 356a BGB): the same text whether a booking matched or not. */
  withdrawal: {
    subject: "Eingangsbestätigung: dein Widerruf",
    heading: "Dein Widerruf ist eingegangen",
    greeting: (name: string) => `Hallo ${name},`,
    paragraphs: (when: string) => [
      `hiermit bestätige ich dir den Eingang deines Widerrufs am ${when} Uhr (deutsche Zeit).`,
      "Ist die Buchung unter dieser Nummer und Adresse bei mir gespeichert, storniere ich sie kostenfrei und erstatte dir bereits gezahltes Geld innerhalb von 14 Tagen auf demselben Weg, auf dem du bezahlt hast.",
      "Du hast diesen Widerruf nicht erklärt? Dann antworte bitte kurz auf diese E-Mail.",
    ],
    rows: { name: "Name", email: "E-Mail", reference: "Buchungsnummer", receivedAt: "Eingegangen am" },
    declaration: "Erklärung: Hiermit widerrufe ich den von mir geschlossenen Vertrag über die genannte Buchung.",
  },
  /**
   * A SEPA debit that failed while the booking waited for it (issue 54, decision 0227): the booking
   * is cancelled and its places are free again; nothing was taken.
   */
  failedPayment: {
    subject: (title: string) => `Deine Lastschrift für „${title}“ ist nicht durchgegangen`,
    heading: "Deine Zahlung hat nicht geklappt",
    greeting: (name: string) => `Hallo ${name},`,
    paragraphs: (amount: string) => [
      `deine Bank hat die Lastschrift über ${amount} nicht eingelöst, es wurde also nichts abgebucht. Deshalb ist deine Buchung storniert und die Plätze sind wieder frei.`,
      "Möchtest du trotzdem dabei sein? Dann buche gern neu, solange Plätze frei sind, und bezahle per Karte oder Überweisung. Bei Fragen antworte einfach auf diese E-Mail.",
    ],
    action: "Zur Veranstaltung",
  },
  /**
   * An online payment that arrived after the booking's reservation had ended (issue 54, decision
   * 0214): the seats were free again, so the money goes back in full.
   */
  latePayment: {
    subject: (title: string) => `Deine Zahlung für „${title}“ geht an dich zurück`,
    heading: "Deine Zahlung kam zu spät an",
    greeting: (name: string) => `Hallo ${name},`,
    paragraphs: (amount: string) => [
      `deine Online-Zahlung über ${amount} ist bei mir angekommen, aber erst, nachdem deine Reservierung abgelaufen war (oder die Buchung storniert wurde). Die Plätze waren da schon wieder frei, deshalb gilt diese Buchung nicht.`,
      "Ich habe dir den vollen Betrag erstattet. Er ist in den nächsten Tagen wieder auf deinem Konto oder deiner Karte, auf demselben Weg, auf dem du bezahlt hast.",
      "Wenn noch Plätze frei sind, kannst du gern neu buchen. Bei Fragen antworte einfach auf diese E-Mail.",
    ],
    /** A 1:1 session's or a package's own words (issue 51): a reservation, not seats. */
    ownParagraphs: (amount: string) => [
      `deine Online-Zahlung über ${amount} ist bei mir angekommen, aber erst, nachdem deine Reservierung abgelaufen war (oder die Buchung storniert wurde). Deshalb gilt diese Buchung nicht.`,
      "Ich habe dir den vollen Betrag erstattet. Er ist in den nächsten Tagen wieder auf deinem Konto oder deiner Karte, auf demselben Weg, auf dem du bezahlt hast.",
      "Wenn du magst, buch einfach neu. Bei Fragen antworte einfach auf diese E-Mail.",
    ],
    action: "Zur Veranstaltung",
  },
  /** Value vouchers (decision 0152): the order, the receipt once paid, the voucher itself. */
  voucher: {
    rows: {
      reference: "Bestellnummer",
      amount: "Betrag",
      recipient: "Für",
      delivery: "Versand",
      code: "Gutscheincode",
      validUntil: "Einlösbar bis",
      paidOn: "Bezahlt am",
      vat: "Umsatzsteuer",
    },
    toBuyer: "an dich",
    toRecipientOn: (email: string, day: string) => `an ${email} am ${day}`,
    toRecipientNow: (email: string) => `an ${email}, sobald er bezahlt ist`,
    order: {
      subject: "Deine Gutschein-Bestellung",
      heading: "Danke für deine Bestellung",
      greeting: (name: string) => `Hallo ${name},`,
      paragraphs: (recipient: string) => [
        `wie schön, dass du ${recipient} Zeit für sich schenkst! Hier sind deine Angaben noch einmal zum Nachlesen.`,
        "Sobald dein Geld bei mir angekommen ist, schicke ich den Gutschein als PDF mit seinem Code los.",
      ],
    },
    paid: {
      subject: "Dein Gutschein ist bezahlt",
      heading: "Dein Geld ist angekommen",
      greeting: (name: string) => `Hallo ${name},`,
      toBuyer:
        "danke, dein Geld ist da! Im Anhang findest du den Gutschein als PDF – zum Ausdrucken oder Weiterleiten.",
      toRecipient: (recipient: string, when: string) =>
        `danke, dein Geld ist da! Den Gutschein schicke ich ${when} an ${recipient}.`,
      receipt:
        "Diese E-Mail ist zugleich dein Beleg. Ein Wertgutschein ist ein Mehrzweck-Gutschein: Die Umsatzsteuer entsteht erst, wenn er eingelöst wird (§ 3 Abs. 15 UStG), daher weist dieser Beleg keine Umsatzsteuer aus.",
      noVat: "keine (Mehrzweck-Gutschein, § 3 Abs. 15 UStG)",
    },
    delivery: {
      subject: (from: string) => `Ein Gutschein von ${from} für dich`,
      heading: "Ein Gutschein für dich",
      greeting: (name: string) => `Hallo ${name},`,
      paragraphs: (from: string) => [
        `${from} schenkt dir Zeit für dich: einen Gutschein für meine Workshops, Seminare oder ein Einzelcoaching. Du findest ihn als PDF im Anhang.`,
        "Einlösen kannst du ihn ganz einfach: Gib den Code beim Buchen im Feld „Gutschein- oder Rabattcode“ ein. Was übrig bleibt, bleibt auf dem Gutschein.",
      ],
      action: "Angebote ansehen",
    },
    pdf: {
      title: "Gutschein",
      worth: (amount: string) => `im Wert von ${amount}`,
      forName: (name: string) => `für ${name}`,
      fromName: (name: string) => `von ${name}`,
      code: "Dein Code",
      validUntil: (day: string) => `Einlösbar bis ${day} für Workshops, Seminare und Einzelcoachings.`,
      howTo: (site: string) =>
        `So löst du ihn ein: Buch auf ${site} und gib den Code im Feld „Gutschein- oder Rabattcode“ ein. Was übrig bleibt, bleibt auf dem Gutschein.`,
      filename: "gutschein.pdf",
    },
  },
  /** The contract e-mail's withdrawal part (the coach's confirmation; decision 0107). */
  contractTerms: {
    intro: (agbVersion: string) =>
      `Für deine Buchung gelten meine AGB in der Fassung vom ${agbVersion}. Unten findest du die Widerrufsbelehrung, das Muster-Widerrufsformular und die AGB im vollen Wortlaut, alles auch als PDF im Anhang (widerrufsbelehrung.pdf, agb.pdf) zum Speichern und Ausdrucken.`,
    withdrawFunction: (url: string) => `Widerrufen kannst du auch direkt online: ${url}`,
    earlyStart: (when: string) =>
      `Du hast am ${when} Uhr ausdrücklich verlangt, dass die Leistung schon vor Ablauf der Widerrufsfrist beginnt.`,
  },
  /** Before and after a 1:1 session (decision 0212): the coach's texts, these headings and buttons. */
  sessionMails: {
    checkinHeading: "Bald sehen wir uns",
    followupHeading: "Schön, dass du da warst",
    greeting: (name: string) => `Hallo ${name},`,
    openJournal: "Mein Journal öffnen",
    myBooking: "Meine Buchung",
  },
  /** The next small step the coach wrote after a session (decision 0222): her text between two lines of ours. */
  nextStep: {
    subject: "Dein nächster kleiner Schritt",
    heading: "Dein nächster kleiner Schritt",
    intro: "danke für unser Gespräch. Hier ist der kleine Schritt, den du dir bis zum nächsten Mal vornehmen kannst:",
    outro:
      "Er muss nicht perfekt gelingen. Wenn du magst, schreib mir, wie es dir damit ergangen ist: Antworte einfach auf diese E-Mail.",
  },
  /** To the coach when a journal entry is shared with her (decision 0212): no content, no name, only the link. */
  journalShared: {
    subject: "Ein Journal-Eintrag wurde mit dir geteilt",
    heading: "Neuer geteilter Eintrag",
    paragraphs: [
      "in einem Mindset-Journal wurde gerade ein Eintrag mit dir geteilt. Weitere Einträge, die in der nächsten halben Stunde geteilt werden, kündigt keine eigene E-Mail an.",
      "Den Eintrag liest du im Backoffice; diese E-Mail enthält mit Absicht nichts davon.",
    ],
    action: "Mindset Journal im Backoffice",
  },
} as const;
