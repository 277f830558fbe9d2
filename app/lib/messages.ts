import { brand } from "~/config/brand";
/** What a booking is, for the words that differ by kind (docs/glossary.md). */
export type PaidKind = "event" | "session" | "package";
const payBy = (kind: PaidKind) =>
  kind === "session"
    ? "vor unserem Termin"
    : kind === "package"
      ? "vor deinem ersten Termin aus dem Paket"
      : "vor Beginn der Veranstaltung";

/** The facts of a booking as "Meine Buchung" and the visitor's e-mails label them. */
export const bookingFacts = {
  reference: "Buchungsnummer",
  event: "Veranstaltung",
  date: "Datum",
  time: "Uhrzeit",
  place: "Ort",
  tickets: "Plätze",
  total: "Gesamtpreis",
  discount: "Rabatt",
  voucher: "Gutschein",
  toPay: "Noch zu zahlen",
  validUntil: "Gültig bis",
} as const;

/**
 * The German message catalogue: the fixed strings of pages, forms and back office, each in one place.
 * Feature code imports from here instead of repeating literals.
 */
export const messages = {
  notFound: {
    text: "Diese Seite gibt es leider nicht.",
    home: "Zurück zur Startseite",
  },
  common: {
    error: { title: "Ein Fehler ist aufgetreten", text: "Bitte versuche es später noch einmal." },
    loading: "Lädt...",
    close: "Schließen",
    rateLimited: "Zu viele Anfragen in kurzer Zeit. Bitte warte einen Moment und versuche es dann erneut.",
    forbidden: "Diese Anfrage wurde aus Sicherheitsgründen abgelehnt.",
    // The site-wide ceiling, whoever sends (app/lib/public-ceiling.server.ts).
    busy: "Gerade kommen ungewöhnlich viele Anfragen auf einmal an. Bitte versuche es in einer Minute noch einmal.",
    // The 429 page of a refused public post (workers/security.ts, app/root.tsx; decision 0184).
    tooMany: {
      title: "Einen Moment, bitte",
      wait: (seconds: number) =>
        seconds <= 90
          ? `in ${seconds} ${seconds === 1 ? "Sekunde" : "Sekunden"}`
          : `in ${Math.ceil(seconds / 60)} Minuten`,
      ceiling: (wait: string) =>
        `Gerade kommen ungewöhnlich viele Anfragen auf einmal an. Bitte versuche es ${wait} noch einmal. Deine Eingaben wurden nicht verarbeitet.`,
      client: (wait: string) =>
        `Von deinem Anschluss kamen in kurzer Zeit sehr viele Anfragen. Bitte versuche es ${wait} noch einmal. Deine Eingaben wurden nicht verarbeitet.`,
      back: "Zurück zur Seite",
      home: "Zur Startseite",
    },
  },
  cookie: {
    accept: "Alle akzeptieren",
    essential: "Nur Notwendige",
    privacy: "Datenschutzerklärung",
  },
  // Public site shell and marketing pages (fixed labels).
  site: {
    nav: {
      about: "Über mich",
      offers: "Angebote",
      why: "Warum ich",
      dates: "Veranstaltungen",
      // The 1:1 scheduler (/termin), beside the spec's items (issue 51).
      book: "Termin buchen",
      topics: "Themen",
      academy: "Academy",
      contact: "Kontakt",
      openMenu: "Menü öffnen",
      closeMenu: "Menü schließen",
    },
    // Site shell around every public page (header, footer, skip link, language switch).
    shell: {
      skipToContent: "Zum Inhalt springen",
      mainNav: "Hauptnavigation",
      home: "Startseite",
      footerOffers: "Angebote",
      footerLinks: "Seiten",
      footerNewsletter: "Newsletter",
      footerLegal: "Rechtliches",
      blog: "Blog",
      // The value voucher's page (/gutschein) in the footer's links.
      voucher: "Gutschein",
      privacy: "Datenschutz",
      imprint: "Impressum",
      terms: "AGB",
      cookieLabel: "Cookie-Hinweis",
      quote: "Zitat",
      step: "Schritt",
      email: "E-Mail",
      phone: "Telefon",
      relatedTitle: "Weitere Themen, die dich interessieren könnten",
      relatedEyebrow: "Weiterlesen",
      updated: "Stand",
      toc: "Inhaltsverzeichnis",
      contents: "Inhalt",
      germanOnly: "",
      /** Label of the link to the other language, written in that language. */
      switchLanguage: "English",
      switchLanguageLabel: "This page in English",
    },
    home: {
      discover: "Coaching entdecken",
      mindsetTest: "Kostenloser Mindsettest",
      learnMore: "Mehr erfahren",
      nextEvents: {
        eyebrow: "Veranstaltungen",
        title: "Nächste Termine",
        intro: "Workshops, Seminare und Vorträge, vor Ort oder online. Sichere dir deinen Platz.",
        all: "Alle Veranstaltungen ansehen",
      },
      testimonials: {
        eyebrow: "Stimmen",
        title: "Was Teilnehmende sagen",
      },
    },
    offers: {
      contactCta: "Kontakt aufnehmen",
      // On the one-to-one coaching card (/angebote, home): the scheduler with the paid session chosen.
      bookSession: "Einzelcoaching buchen",
    },
    contact: { bookingTitle: "Termin buchen", bookingButton: "Kostenfreies Erstgespräch buchen" },
    courses: {
      heroTitle: "Online Kurse",
      whyTitle: "Warum Online Lernen?",
      howTitle: "So funktioniert's",
      listTitle: "Unsere Online Kurse",
      toCourse: "Zum Kurs",
      toAcademy: (name: string) => `Zur ${name} Academy`,
    },
    embed: {
      notice: (host: string) =>
        `Hier wird ein externer Inhalt von ${host} eingebunden. Beim Laden überträgt dein Browser Daten wie deine IP-Adresse an diesen Anbieter. Deshalb lade ich ihn erst, wenn du es möchtest.`,
      load: "Inhalt laden",
      remember: "Externe Inhalte künftig immer laden",
      direct: "Direkt beim Anbieter öffnen",
      newTab: "(öffnet in neuem Tab)",
      /** Before the link to the privacy policy ("Mehr dazu in der Datenschutzerklärung."). */
      moreIn: "Mehr dazu in der",
    },
  },
  contact: {
    submitting: "Wird gesendet...",
    success: { title: "Nachricht gesendet", text: "Vielen Dank für deine Nachricht. Ich melde mich in Kürze bei dir." },
    placeholders: { name: "Dein Name", email: "deine@email.de", message: "Wie kann ich dir helfen?" },
    labels: { name: "Name", email: "E-Mail", message: "Nachricht" },
    submit: "Nachricht senden",
    privacyNote: "Ich nutze deine Angaben nur, um dir zu antworten. Mehr dazu in der",
    privacyLink: "Datenschutzerklärung",
    errors: {
      nameRequired: "Bitte gib deinen Namen ein.",
      nameTooLong: "Dein Name darf höchstens 100 Zeichen lang sein.",
      nameInvalid: "Dein Name darf keine Zeilenumbrüche oder Steuerzeichen enthalten.",
      emailRequired: "Bitte gib deine E-Mail-Adresse ein.",
      emailInvalid: "Bitte gib eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.",
      emailTooLong: "Deine E-Mail-Adresse darf höchstens 254 Zeichen lang sein.",
      messageRequired: "Bitte schreib mir kurz, worum es geht.",
      messageTooLong: "Deine Nachricht darf höchstens 5000 Zeichen lang sein.",
    },
    mail: {
      subject: (name: string) => `Neue Kontaktanfrage von ${name}`,
      heading: "Neue Kontaktanfrage",
      intro:
        "Über das Kontaktformular der Website ist eine neue Nachricht eingegangen. Antworte einfach auf diese E-Mail, um direkt zu antworten.",
      name: "Name",
      email: "E-Mail",
      page: "Seite",
      received: "Eingegangen",
      message: "Nachricht",
    },
  },
  newsletter: {
    success: { title: "Anmeldung erfolgreich", text: "Vielen Dank für deine Anmeldung zum Newsletter!" },
    confirmHint: "Bitte bestätige deine Anmeldung über den Link in der E-Mail.",
    label: "E-Mail-Adresse für den Newsletter",
    submit: "Abonnieren",
    submitting: "Wird angemeldet...",
    /** Stored with every sign-up as proof of what the visitor agreed to: change it and new sign-ups store the new text. */
    consent:
      "Einmal im Monat schicke ich dir Impulse zu Mindset, Sinn und Zukunft und die nächsten Termine. Du kannst dich jederzeit mit einem Klick abmelden.",
    privacyLead: "Mehr dazu in der",
    privacyLink: "Datenschutzerklärung",
    errors: {
      emailRequired: "Bitte gib deine E-Mail-Adresse ein.",
      emailInvalid: "Bitte gib eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.",
      emailTooLong: "Deine E-Mail-Adresse darf höchstens 254 Zeichen lang sein.",
    },
    confirmMail: {
      subject: "Bitte bestätige deine Anmeldung zum Newsletter",
      heading: "Fast geschafft!",
      greeting: "Hallo,",
      paragraphs: [
        "schön, dass du meinen Newsletter lesen möchtest. Damit niemand ohne dein Einverständnis eingetragen wird, bestätige deine Anmeldung bitte mit einem Klick auf den Button.",
        "Der Link ist 48 Stunden gültig. Wenn du dich nicht angemeldet hast, ignoriere diese E-Mail einfach – dann passiert nichts und deine Adresse wird nicht verwendet.",
      ],
      action: "Anmeldung bestätigen",
    },
    welcomeMail: {
      subject: "Willkommen bei meinem Newsletter",
      heading: "Schön, dass du dabei bist",
      greeting: "Hallo,",
      paragraphs: [
        "deine Anmeldung ist bestätigt. Ab jetzt bekommst du etwa einmal im Monat Impulse zu Mindset, Sinn und Zukunft und erfährst zuerst von neuen Workshops und Terminen.",
      ],
    },
    unsubscribeNote: { text: "Du möchtest keine E-Mails mehr von mir?", label: "Hier kannst du dich abmelden" },
    confirmPage: {
      title: "Newsletter bestätigen",
      heading: "Bestätige deine Anmeldung",
      text: "Ein Klick noch, dann bist du dabei: Bestätige hier, dass du meinen Newsletter bekommen möchtest.",
      button: "Anmeldung bestätigen",
      busy: "Wird bestätigt...",
      doneHeading: "Deine Anmeldung ist bestätigt",
      doneText: "Danke für dein Vertrauen! Du bekommst ab jetzt etwa einmal im Monat Post von mir.",
      alreadyText: "Deine Anmeldung war schon bestätigt – du musst nichts weiter tun.",
      unsubscribeHint: "Du hast es dir anders überlegt?",
      unsubscribeLink: "Newsletter abbestellen",
    },
    unsubscribeMail: {
      subject: "Dein Link zum Abbestellen des Newsletters",
      heading: "Newsletter abbestellen",
      greeting: "Hallo,",
      paragraphs: [
        "du möchtest meinen Newsletter nicht mehr bekommen? Mit dem Button meldest du dich ab, und ich lösche deine Adresse sofort.",
        "Wenn du das nicht angefragt hast, ignoriere diese E-Mail einfach – dann bleibt alles, wie es ist.",
      ],
      action: "Newsletter abbestellen",
    },
    unsubscribePage: {
      title: "Newsletter abbestellen",
      heading: "Newsletter abbestellen",
      requestText:
        "Gib die E-Mail-Adresse ein, mit der du angemeldet bist. Du bekommst eine E-Mail mit deinem persönlichen Abmeldelink – so kann niemand anderes dich abmelden.",
      requestButton: "Abmeldelink senden",
      requestBusy: "Wird gesendet...",
      requestedHeading: "Schau in dein Postfach",
      requestedText:
        "Wenn diese Adresse für meinen Newsletter eingetragen ist, bekommst du in wenigen Minuten eine E-Mail mit deinem Abmeldelink.",
      text: "Möchtest du meinen Newsletter wirklich nicht mehr bekommen? Dann bestätige hier – ich lösche deine Adresse sofort.",
      button: "Jetzt abmelden",
      busy: "Wird abgemeldet...",
      doneHeading: "Du bist abgemeldet",
      doneText: "Deine E-Mail-Adresse ist gelöscht und du bekommst keinen Newsletter mehr. Alles Gute für deinen Weg!",
    },
    tokenErrors: {
      heading: "Das hat leider nicht geklappt",
      missing: "Dieser Link ist unvollständig. Bitte öffne ihn direkt aus der E-Mail.",
      invalid: "Dieser Link ist ungültig. Bitte öffne ihn direkt aus der E-Mail.",
      expired:
        "Dieser Bestätigungslink ist abgelaufen. Melde dich einfach noch einmal an – du bekommst dann sofort einen neuen Link.",
      gone: "Zu diesem Link gibt es keine Anmeldung mehr. Vielleicht hast du dich bereits abgemeldet.",
    },
    backHome: "Zur Startseite",
  },
  events: {
    heroTitle: "Veranstaltungen",
    heroSubtitle: "Entdecke kommende Events, Workshops und Vorträge",
    tabCalendar: "Kalenderansicht",
    tabList: "Listenansicht",
    noDate: "Kein Datum ausgewählt",
    noEventsOnDay: "Keine Veranstaltungen an diesem Tag",
    emptyDay: "An diesem Tag gibt es keine Veranstaltungen. Bitte wähle ein anderes Datum.",
    emptyList: "Es sind derzeit keine Veranstaltungen geplant.",
    details: "Details ansehen",
    loading: "Lädt Veranstaltungen...",
    loadError: "Fehler beim Laden der Veranstaltungen",
    /** The list tab's second section: events that have begun, most recent first. */
    pastTitle: "Vergangene Veranstaltungen",
    /** An event's price when it costs nothing. */
    free: "kostenlos",
    /** A sold-out event always takes names for its waiting list. */
    soldOutWaitlist: "Ausgebucht – Warteliste offen",
    tookPlace: "Hat stattgefunden",
    countOnDay: (n: number) => `${n} Veranstaltung(en) an diesem Tag`,
    /** A calendar day's button, for screen readers: "Heute, Montag, 23. November 2026, ausgewählt". */
    dayLabel: (date: string, today: boolean, selected: boolean) =>
      `${today ? "Heute, " : ""}${date}${selected ? ", ausgewählt" : ""}`,
    /** Category names as shown (the stored values are the German ones). */
    categories: {
      Workshop: "Workshop",
      Seminar: "Seminar",
      Vortrag: "Vortrag",
      Konferenz: "Konferenz",
      Webinar: "Webinar",
    },
  },
  eventDetail: {
    loading: "Lädt Veranstaltungsdetails...",
    notFoundTitle: "Veranstaltung nicht gefunden",
    notFoundText: "Die gesuchte Veranstaltung existiert nicht oder wurde entfernt.",
    backToOverview: "Zurück zur Eventübersicht",
    allEvents: "Alle Veranstaltungen",
    description: "Beschreibung",
    /** Only on English pages, above a German fallback (decision 0093); a German page never needs it. */
    descriptionInGerman: "Diese Beschreibung gibt es nur auf Deutsch.",
    details: "Details",
    venue: "Veranstaltungsort",
    attendees: "Teilnehmerzahl",
    maxAttendees: (n: number) => `Maximal ${n} Teilnehmer`,
    price: "Preis",
    bookTitle: "Event buchen",
    bookText: "Sichere dir deinen Platz für diese Veranstaltung",
    seatsLeft: (n: number) => `Noch ${n} ${n === 1 ? "Platz" : "Plätze"} frei`,
    soldOut: "Ausgebucht",
    /** The phone's bar at the bottom of the screen, jumping to the booking form. */
    secureSeat: "Platz sichern",
    toWaitlist: "Zur Warteliste",
    past: "Diese Veranstaltung hat bereits stattgefunden.",
    /** The coach called it off (decision 0094); the page stays for those who have its link. */
    cancelled: "Abgesagt",
    cancelledText: "Diese Veranstaltung fällt leider aus. Alle, die gebucht hatten, bekommen eine E-Mail von mir.",
    addToCalendar: "Zum Kalender hinzufügen",
    dateTime: "Datum und Uhrzeit",
    pageTitle: (title: string, date: string) => `${title} am ${date}`,
  },
  booking: {
    submitting: "Wird gebucht...",
    successTitle: "Buchung erfolgreich!",
    successText: "Vielen Dank für deine Buchung. Du erhältst in Kürze eine Bestätigung per E-Mail.",
    moreEvents: "Weitere Veranstaltungen",
    toastSuccess: { title: "Buchung erfolgreich", text: "Deine Buchungsanfrage wurde erfolgreich übermittelt." },
    toastError: {
      title: "Fehler bei der Buchung",
      text: "Es ist ein Fehler aufgetreten. Bitte versuche es später erneut.",
    },
    // Form labels and server answers beyond the fixed labels.
    fields: {
      fullName: "Vollständiger Name",
      email: "E-Mail",
      phone: "Telefon (optional)",
      tickets: "Anzahl Plätze",
    },
    placeholders: { fullName: "Vor- und Nachname", email: "deine@email.de", phone: "0531 123456" },
    ticketsHint: (max: number) => `Bis zu ${max} Plätze pro Buchung`,
    total: "Gesamtpreis",
    /** Beside the total: how VAT is contained (decision 0154). */
    vatNote: {
      regular: (rate: string) => `inkl. ${rate} USt.`,
      smallBusiness: "Kein Ausweis der Umsatzsteuer (§ 19 UStG)",
    },
    reference: "Buchungsnummer",
    // The code field of the booking form (decision 0140): the server checks it, the total follows.
    discount: {
      label: "Gutschein- oder Rabattcode (optional)",
      hint: "Hast du einen Code? Trag ihn ein und tipp auf „Code prüfen“: Ich rechne dir den Preis neu aus.",
      check: "Code prüfen",
      checking: "Wird geprüft...",
      subtotal: "Preis ohne Rabatt",
      row: (code: string) => `Rabatt (${code})`,
      accepted: (code: string, amount: string) => `Dein Code ${code} gilt: ${amount} weniger.`,
      codeInvalid: (max: number) => `Ein Code hat höchstens ${max} Zeichen: Buchstaben, Ziffern, - und _.`,
      codeRequired: "Bitte gib zuerst deinen Code ein.",
      refused: {
        unknown: "Diesen Code kenne ich leider nicht. Schau bitte noch einmal auf die Schreibweise.",
        used_up: "Dieser Code ist leider schon so oft eingelöst worden, wie er gilt.",
        expired: "Dieser Code gilt leider nicht mehr.",
        not_yet_valid: (from: string) => `Dieser Code gilt erst ab dem ${from}.`,
        not_for_event: "Dieser Code gilt leider nicht für diese Veranstaltung.",
        // A discount code typed for a 1:1 session or a package (docs/glossary.md: Rabattcode).
        not_for_product:
          "Rabattcodes gelten für meine Veranstaltungen. Hast du einen Gutschein, kannst du ihn hier einlösen.",
        // Value vouchers (decision 0152) through the same field.
        voucher_unpaid: "Dieser Gutschein ist noch nicht bezahlt. Sobald das Geld da ist, kannst du ihn einlösen.",
        voucher_used_up: "Dieser Gutschein ist leider schon aufgebraucht.",
        voucher_expired: "Dieser Gutschein gilt leider nicht mehr.",
      },
      voucherRow: (code: string) => `Gutschein (${code})`,
      /** The 1:1 session's and package's field: a voucher pays them, a discount code is for Veranstaltungen. */
      plainHint: "Hast du einen Gutschein? Ich rechne ihn beim Buchen an. Rabattcodes gelten für Veranstaltungen.",
      voucherAccepted: (code: string, amount: string) =>
        `Dein Gutschein ${code} gilt: ${amount} verrechne ich mit dieser Buchung, der Rest bleibt darauf.`,
    },
    validation: {
      nameRequired: "Bitte gib deinen vollständigen Namen ein.",
      nameTooLong: (max: number) => `Dein Name darf höchstens ${max} Zeichen lang sein.`,
      nameInvalid:
        "Bitte gib deinen Namen nur mit Buchstaben ein (Leerzeichen, Bindestrich, Apostroph und Punkt gehen auch).",
      emailRequired: "Bitte gib deine E-Mail-Adresse ein.",
      emailInvalid: "Bitte gib eine gültige E-Mail-Adresse ein.",
      phoneInvalid: "Bitte gib eine gültige Telefonnummer ein (nur Ziffern, Leerzeichen und + - / ( )).",
      ticketsNotANumber: "Bitte gib die Anzahl der Plätze als ganze Zahl an.",
      ticketsRange: (min: number, max: number) => `Du kannst zwischen ${min} und ${max} Plätze pro Buchung buchen.`,
      checkInput: "Bitte prüfe deine Angaben.",
    },
    notEnoughSeats: (left: number) =>
      left === 0
        ? "Diese Veranstaltung ist leider ausgebucht. Es sind keine Plätze mehr frei."
        : left === 1
          ? "Es ist nur noch 1 Platz frei."
          : `Es sind nur noch ${left} Plätze frei.`,
    pastEvent: "Diese Veranstaltung hat bereits begonnen und kann nicht mehr gebucht werden.",
    eventCancelled: "Diese Veranstaltung fällt leider aus und kann nicht mehr gebucht werden.",
    rateLimited:
      "Von deinem Anschluss kamen gerade sehr viele Buchungen. Bitte warte ein paar Minuten und versuche es dann noch einmal.",
    // Limits against seat hoarding (docs/features.md "Bookings from first click to the day").
    emailEventLimit: (left: number) =>
      left === 0
        ? "Mit dieser E-Mail-Adresse sind für diese Veranstaltung schon 10 Plätze gebucht – mehr geht pro Adresse nicht."
        : `Mit dieser E-Mail-Adresse kannst du für diese Veranstaltung noch höchstens ${left} ${left === 1 ? "Platz" : "Plätze"} buchen.`,
    emailUnconfirmedLimit:
      "Für diese E-Mail-Adresse warten schon mehrere Buchungen auf ihre Bestätigung. Bitte bestätige sie zuerst über den Link in deinen E-Mails.",
    networkUnconfirmedLimit:
      "Von deinem Anschluss aus warten schon mehrere Buchungen auf ihre Bestätigung. Bitte bestätige sie zuerst über den Link in deinen E-Mails – danach kannst du gleich weiter buchen.",
    unconfirmedTicketsLimit: (left: number) =>
      left === 0
        ? "Von deinem Anschluss aus sind für diese Veranstaltung schon Plätze vorläufig reserviert. Bitte bestätige sie zuerst über den Link in deiner E-Mail – dann kannst du weitere buchen."
        : `Bis zur Bestätigung deiner E-Mail-Adresse kannst du für diese Veranstaltung höchstens ${left} ${left === 1 ? "Platz" : "Plätze"} reservieren. Buch erst diese, bestätige über den Link in der E-Mail und buch dann die übrigen – oder schreib mir.`,
    retry:
      "Das hat gerade nicht geklappt, weil sich die freien Plätze in diesem Moment geändert haben. Bitte schick das Formular noch einmal ab.",
    waitlistOffer: "Trag dich hier auf die Warteliste ein: Sobald Plätze frei werden, schreibe ich dir der Reihe nach.",
    confirmHint: (until: string) =>
      `Wichtig: Bitte bestätige deine E-Mail-Adresse über den Button in der E-Mail. Bis ${until} Uhr halte ich deine Plätze für dich frei.`,
  },
  // "Meine Buchung" (/buchung/<token>): the visitor's own view of one booking.
  manageBooking: {
    title: "Meine Buchung",
    invalidTitle: "Dieser Link funktioniert nicht",
    invalidText:
      "Der Link ist unvollständig oder nicht gültig. Öffne ihn bitte direkt aus deiner E-Mail – oder schreib mir, dann helfe ich dir weiter.",
    /** A genuine link whose time is over (decision 0213): a fresh one comes by e-mail. */
    expiredTitle: "Dieser Link ist abgelaufen",
    expiredLinkText: (days: number) =>
      `Zu deinem Schutz funktioniert der Link aus deiner Buchungs-E-Mail nur bis ${days} Tage nach dem Termin. Gib unten deine E-Mail-Adresse ein, dann bekommst du einen neuen Link.`,
    freshLink: {
      heading: "Neuen Link anfordern",
      intro:
        "Gib die E-Mail-Adresse ein, mit der du gebucht hast. Du bekommst einen neuen Link zu deinen Buchungen der letzten zwölf Monate.",
      emailLabel: "Deine E-Mail-Adresse",
      button: "Neuen Link anfordern",
      busy: "Wird gesendet...",
      sentTitle: "Schau in dein Postfach",
      sentText: (days: number) =>
        `Wenn unter dieser Adresse eine Buchung besteht, bekommst du in den nächsten Minuten eine E-Mail mit einem neuen Link. Er ist ${days} Tage gültig.`,
      mail: {
        subject: (site: string) => `Deine Buchungen bei ${site}: neuer Link`,
        heading: "Deine Buchungen",
        greeting: "Hallo,",
        paragraphs: (days: number) => [
          "du hast auf meiner Website einen neuen Link zu deinen Buchungen angefordert. Hier sind sie:",
          `Jeder Link ist ${days} Tage gültig. Warst du das nicht? Dann ignoriere diese E-Mail einfach – ohne deinen Klick passiert nichts.`,
        ],
        listHeading: "Deine Buchungen",
      },
    },
    ...bookingFacts,
    payment: "Zahlung",
    /**
     * One word per state (decision 0187), the same in the e-mails and, in the coach's words, in the
     * back office: address not confirmed yet, request with the coach, confirmed, cancelled.
     */
    states: {
      unconfirmed: "E-Mail-Adresse noch nicht bestätigt",
      expired: "Reservierung abgelaufen",
      pending: "Anfrage eingegangen",
      confirmed: "Bestätigt",
      cancelled: "Storniert",
    },
    /** The badge of a request the coach still confirms herself (decision 0186): who does what by when. */
    pendingUntil: (until: string) => `Anfrage eingegangen – ${brand.coach.firstName} bestätigt bis ${until} Uhr`,
    pendingText: (until: string) =>
      `Deine E-Mail-Adresse ist bestätigt und deine Anfrage liegt bei mir. Ich bestätige sie bis ${until} Uhr; dann bekommst du eine E-Mail mit allen Infos. Bis dahin musst du nichts tun.`,
    unconfirmedText: (until: string) =>
      `Deine Plätze sind bis ${until} Uhr für dich reserviert. Bitte bestätige noch deine E-Mail-Adresse – erst dann gilt deine Buchung.`,
    /** The button of the e-mail's page: it confirms the address, it orders nothing (the form's button did). */
    confirmAddress: "E-Mail-Adresse bestätigen",
    confirming: "Wird bestätigt...",
    confirmedToast: {
      /** The address is confirmed and the booking waits for the coach: no "bestätigt" of the booking here. */
      title: "E-Mail-Adresse bestätigt",
      text: "Danke! Deine Anfrage ist bei mir angekommen. Was als Nächstes passiert, steht gleich hier.",
      /** Booked at once (decisions 0160, 0186): confirmed for good. */
      finalTitle: "Gebucht!",
      final: "Danke! Deine Buchung ist bestätigt. Die Bestätigung mit allen Infos ist per E-Mail unterwegs.",
    },
    /** Words of a 1:1 session (intro call, coaching) where the event's would be wrong (decision 0187). */
    session: {
      unconfirmedText: (until: string) =>
        `Dein Termin ist bis ${until} Uhr für dich reserviert. Bitte bestätige noch deine E-Mail-Adresse – erst dann ist er gebucht.`,
      termsFee: (fee: string, hours: number, percent: number) =>
        `Dein Termin beginnt in weniger als ${hours} Stunden. Wenn du jetzt absagst, werden nach den AGB ${percent} % fällig: ${fee}.`,
      termsClosed:
        "Dein Termin hat schon begonnen, eine Absage über diese Seite ist nicht mehr möglich. Schreib mir gern, wenn etwas ist.",
      cancelConfirmText: "Die Zeit wird sofort wieder frei. Das lässt sich nicht rückgängig machen.",
      final: "Danke! Dein Termin ist gebucht. Die Bestätigung mit allen Infos ist per E-Mail unterwegs.",
      expiredText:
        "Du hast deine E-Mail-Adresse nicht rechtzeitig bestätigt, deshalb ist die Zeit wieder frei. Such dir gern einen neuen Termin aus.",
    },
    /** Words of a package of sessions (decision 0150). */
    package: {
      unconfirmedText: (until: string) =>
        `Dein Paket ist bis ${until} Uhr für dich reserviert. Bitte bestätige noch deine E-Mail-Adresse – erst dann gilt dein Kauf.`,
      final: "Danke! Dein Paket ist gekauft. Die Bestätigung mit allen Infos ist per E-Mail unterwegs.",
      expiredText:
        "Du hast deine E-Mail-Adresse nicht rechtzeitig bestätigt, deshalb ist die Reservierung verfallen. Du kannst das Paket gern neu buchen.",
    },
    expiredText:
      "Du hast die Buchung nicht rechtzeitig bestätigt, deshalb sind die Plätze wieder frei. Wenn noch Plätze frei sind, kannst du gern neu buchen.",
    toEvent: "Zur Veranstaltung",
    calendar: "In meinen Kalender (.ics)",
    cancelTitle: "Buchung stornieren",
    termsFree: (until: string, hours: number) =>
      `Bis ${until} Uhr kannst du kostenfrei stornieren (${hours} Stunden vor Beginn).`,
    termsFee: (fee: string, hours: number, percent: number) =>
      `Die Veranstaltung beginnt in weniger als ${hours} Stunden. Wenn du jetzt stornierst, werden nach den AGB ${percent} % fällig: ${fee}. Du kannst stattdessen auch kostenfrei eine Ersatzperson schicken – antworte dazu einfach auf deine Buchungs-E-Mail.`,
    termsUnconfirmed: "Deine Buchung ist noch nicht bestätigt, eine Stornierung ist deshalb kostenfrei.",
    termsClosed:
      "Die Veranstaltung hat schon begonnen, eine Stornierung über diese Seite ist nicht mehr möglich. Schreib mir gern, wenn etwas ist.",
    cancel: "Kostenfrei stornieren",
    cancelWithFee: (fee: string) => `Stornieren (${fee} fällig)`,
    cancelling: "Wird storniert...",
    cancelConfirmTitle: "Wirklich stornieren?",
    cancelConfirmText: "Deine Plätze werden sofort wieder frei. Das lässt sich nicht rückgängig machen.",
    cancelledToast: {
      title: "Buchung storniert",
      text: "Deine Buchung ist storniert. Du bekommst gleich eine E-Mail.",
    },
    cancelledText: (when: string) => `Du hast diese Buchung am ${when} Uhr storniert.`,
    cancelledByCoach: "Diese Buchung wurde storniert. Bei Fragen antworte einfach auf meine E-Mail.",
    eventCancelled:
      "Die Veranstaltung fällt leider aus, deine Buchung ist deshalb kostenlos storniert. Was du schon bezahlt hast, bekommst du vollständig zurück.",
    feeDue: (fee: string) => `Nach den AGB ist eine Stornogebühr von ${fee} fällig.`,
    failedTitle: "Das hat nicht geklappt",
    notPossible: "Das ist für diese Buchung gerade nicht möglich. Lade die Seite neu, um den aktuellen Stand zu sehen.",
    error: "Es ist ein Fehler aufgetreten. Bitte versuche es später erneut.",
    /** The invoices are German tax documents on the English site too (docs/decisions/0040-english-link-pages.md). */
    invoicesNote: "",
  },
  // Waiting list of a sold-out event (/events/<id>) and its offers (/warteliste/<token>).
  waitlist: {
    title: "Auf die Warteliste",
    text: "Diese Veranstaltung ist ausgebucht. Trag dich ein: Sobald Plätze frei werden, bekommst du eine E-Mail und kannst sie 24 Stunden lang für dich buchen.",
    submit: "Auf die Warteliste",
    submitting: "Wird eingetragen...",
    consent:
      "Ich bin einverstanden, dass meine Angaben gespeichert werden, um mich über frei werdende Plätze zu informieren. Die Einwilligung kann ich jederzeit per E-Mail widerrufen.",
    consentRequired: "Bitte bestätige die Einwilligung, damit ich dich benachrichtigen darf.",
    joinedTitle: "Du stehst auf der Warteliste",
    joinedText:
      "Danke! Ich habe dir eine E-Mail geschickt. Sobald Plätze frei werden, melde ich mich – dann hast du 24 Stunden Zeit, sie zu buchen.",
    failedTitle: "Eintragen fehlgeschlagen",
    error: "Es ist ein Fehler aufgetreten. Bitte versuche es später erneut.",
    notSoldOut: "Es sind gerade wieder Plätze frei – du kannst direkt buchen. Lade die Seite neu.",
    offerTitle: "Dein Platz ist frei geworden",
    offerText: (tickets: number, until: string) =>
      `Für dich ${tickets === 1 ? "ist 1 Platz" : `sind ${tickets} Plätze`} bis ${until} Uhr reserviert. Mit einem Klick buchst du ${tickets === 1 ? "ihn" : "sie"} verbindlich.`,
    claiming: "Wird gebucht...",
    claimedTitle: "Gebucht!",
    claimedText: "Deine Buchung ist angekommen. Alle Angaben findest du auf der Seite deiner Buchung.",
    toBooking: "Zu meiner Buchung",
    expiredTitle: "Das Angebot ist abgelaufen",
    expiredText:
      "Die 24 Stunden sind um, deshalb habe ich die Plätze an die nächste Person auf der Warteliste weitergegeben. Schau gern nach weiteren Veranstaltungen.",
    waitingText: "Du stehst auf der Warteliste. Sobald Plätze frei werden, bekommst du eine E-Mail.",
    removedText: "Dieser Eintrag auf der Warteliste besteht nicht mehr.",
    invalidTitle: "Dieser Link funktioniert nicht",
    invalidText: "Der Link ist unvollständig oder nicht gültig. Öffne ihn bitte direkt aus deiner E-Mail.",
  },
  login: {
    title: "Admin Login",
    hint: "Bitte melden Sie sich mit Ihrem Administrator-Konto an",
    footer: "Nur für autorisierte Administratoren",
    email: "E-Mail",
    password: "Passwort",
    submit: "Anmelden",
    submitting: "Anmelden...",
    invalidEmail: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
    passwordTooShort: "Das Passwort muss mindestens 6 Zeichen lang sein.",
    failedTitle: "Login fehlgeschlagen",
    failedText: "Bitte überprüfen Sie Ihre Anmeldedaten und versuchen Sie es erneut.",
    remember: "Dieses Gerät merken",
    secondFactor: {
      title: "Bestätigungscode",
      hint: "Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.",
      code: "Code",
      recoveryHint:
        "Kein Zugriff auf die App? Einer Ihrer Wiederherstellungscodes (xxxxx-xxxxx) funktioniert auch, jeder einmal.",
      submit: "Bestätigen",
      wrong: "Der Code stimmt nicht. Bitte nehmen Sie den aktuellen Code aus der App.",
      throttled: "Zu viele falsche Codes. Bitte warten Sie eine Viertelstunde.",
      expired: "Die Anmeldung hat zu lange gedauert. Bitte melden Sie sich erneut an.",
    },
    forgot: "Passwort vergessen?",
    // A legacy password that today's rule refuses (decision 0225).
    weakPassword: {
      title: "Bitte legen Sie ein neues Passwort fest",
      text: "Ihr Passwort stimmt, ist aber kürzer als 12 Zeichen oder zu leicht zu erraten, und meldet Sie deshalb nicht mehr an. Wir haben Ihnen eben eine E-Mail mit einem Link geschickt, über den Sie ein neues Passwort wählen. Keine E-Mail da? Über „Passwort vergessen?“ fordern Sie jederzeit einen neuen Link an.",
    },
    logoutFailedTitle: "Logout fehlgeschlagen",
    logoutFailedText: "Ein Fehler ist aufgetreten.",
  },
  // Getting paid (app/features/core/payments/): payment instructions, payment state, the coach's payments view.
  payment: {
    heading: "So bezahlst du",
    /** Paid by when, in each kind's own words (issue 51): an event's start, a session, a package's first session. */
    intro: (amount: string, kind: PaidKind = "event") =>
      `Bitte überweise ${amount} innerhalb von 14 Tagen, spätestens aber ${payBy(kind)}. Gib dabei unbedingt den Verwendungszweck an – so kann ich deine Zahlung sofort zuordnen.`,
    pageIntro: (amount: string, kind: PaidKind = "event") =>
      `Bitte überweise ${amount}, sobald ich deine Buchung bestätigt habe – spätestens ${payBy(kind)}. Mit dem Verwendungszweck kann ich deine Zahlung sofort zuordnen.`,
    amount: "Betrag",
    recipient: "Empfängerin",
    iban: "IBAN",
    bic: "BIC",
    bank: "Bank",
    reference: "Verwendungszweck",
    qrCaption: "Scanne den GiroCode mit deiner Banking-App – alle Angaben sind dann schon ausgefüllt.",
    qrAlt: "GiroCode für die Überweisung",
    paypal: "Lieber mit PayPal bezahlen",
    /** The choice after the order button, only where online payment is set up (decision 0141). */
    choiceHeading: "Wie möchtest du bezahlen?",
    payOnline: "Jetzt online bezahlen",
    payOnlineHint:
      "Mit Karte, SEPA-Lastschrift, PayPal, Apple Pay oder Google Pay, sicher über Stripe. Sobald die Zahlung da ist, ist deine Buchung bestätigt.",
    payByTransfer: "Überweisung (GiroCode)",
    onlineConfirmingTitle: "Zahlung wird bestätigt …",
    onlineConfirmingText:
      "Danke! Sobald Stripe mir deine Zahlung meldet, steht hier „Bezahlt“. Das dauert meist nur ein paar Sekunden: Lade die Seite gleich neu.",
    onlineFailedTitle: "Online bezahlen hat nicht geklappt",
    onlineInvalid:
      "Dieser Link zum Bezahlen ist ungültig oder abgelaufen. Deine Buchung findest du über den Link in deiner E-Mail.",
    onlineNotOpen:
      "Diese Buchung lässt sich nicht mehr online bezahlen: ihre Reservierung ist abgelaufen, oder sie ist schon bezahlt.",
    onlineUnavailable:
      "Die Online-Zahlung ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal oder überweise den Betrag.",
    states: {
      open: "Offen",
      partial: (paid: string, open: string) => `Teilweise bezahlt: ${paid} erhalten, ${open} offen`,
      paid: (on: string) => `Bezahlt – danke! (eingegangen am ${on})`,
      none: "Keine (die Buchung ist storniert).",
      /** A live booking that owes nothing: free (the intro call), paid by a voucher or a package's credit. */
      nothingDue: "Nichts zu zahlen.",
    },
    admin: {
      column: "Zahlung",
      states: { open: "Offen", partial: "Teilweise", paid: "Bezahlt", none: "Nichts fällig" },
      paidOf: (paid: string, due: string) => `${paid} von ${due}`,
      filterLabel: "Zahlung",
      all: "Alle",
      record: "Zahlung erfassen",
      date: "Eingegangen am",
      method: "Zahlungsart",
      amount: "Betrag (leer = alles Offene)",
      note: "Notiz (optional)",
      submit: "Als bezahlt markieren",
      recorded: (amount: string) => ({ title: "Zahlung erfasst", text: `${amount} wurden verbucht.` }),
      error: "Fehler beim Erfassen der Zahlung",
      tooMuch: "Der Betrag ist höher als der offene Betrag dieser Buchung.",
      nothingOpen: "Für diese Buchung ist nichts mehr offen.",
      /** "Erstatten" of a booking paid online, once it is cancelled (decision 0142). */
      refund: "Erstatten",
      refundAgb: (amount: string) => `Nach AGB erstatten: ${amount}`,
      refundFull: (amount: string) => `Alles erstatten: ${amount}`,
      refundHint: "Geht über Stripe an die Zahlungsart zurück, mit der gezahlt wurde.",
      refunded: (amount: string) => ({ title: "Erstattet", text: `${amount} gehen über Stripe zurück.` }),
      refundError: "Erstattung nicht möglich",
      nothingToRefund: "Für diese Buchung ist nichts (mehr) zu erstatten.",
      refundFailed: "Stripe hat die Erstattung nicht angenommen. Bitte versuchen Sie es gleich noch einmal.",
      openAmounts: "Offene Zahlungen",
      openAmountsHint: "bestätigte Buchungen und fällige Stornogebühren, noch nicht bezahlt",
      nothingOpenDashboard: "Alles bezahlt – nichts offen.",
      statement: {
        nav: "Zahlungsabgleich",
        title: "Kontoauszug abgleichen",
        intro:
          "Laden Sie den Kontoauszug als CSV hoch (bei der Sparkasse: Umsätze → Export → „CSV-CAMT-Format“). Gutschriften, deren Verwendungszweck eine Buchungsnummer („Buchung 1A2B3C4D“) oder eine Gutschein-Bestellung („Gutschein 1A2B3C4D“) nennt, werden offenen Buchungen und Bestellungen zugeordnet. Verbucht wird erst, wenn Sie die Vorschläge bestätigen.",
        file: "Kontoauszug (CSV, höchstens 1 MB)",
        upload: "Hochladen und abgleichen",
        uploading: "Wird gelesen …",
        read: (credits: number, proposals: number) =>
          `${credits} Gutschrift${credits === 1 ? "" : "en"} gelesen, ${proposals} davon passen zu offenen Buchungen.`,
        none: "Keine Gutschrift nennt eine offene Buchung. Zahlungen ohne Buchungsnummer erfassen Sie in der Buchungsliste.",
        proposalsTitle: "Vorschläge",
        columns: {
          pick: "Verbuchen",
          day: "Gebucht am",
          payer: "Auftraggeber/in",
          purpose: "Verwendungszweck",
          amount: "Betrag",
          booking: "Buchung",
          open: "Offen",
        },
        exact: "passt genau",
        differs: "weicht ab",
        /** A voucher order's line (decision 0162): paid only with its exact value. */
        voucher: (reference: string) => `Gutschein ${reference}`,
        voucherDiffers: "weicht ab: bitte unter Gutscheine prüfen",
        pickVoucherLabel: (reference: string, amount: string) =>
          `${amount} für Gutschein ${reference} als bezahlt verbuchen`,
        pickLabel: (reference: string, amount: string) => `${amount} für Buchung ${reference} verbuchen`,
        confirm: "Ausgewählte als bezahlt verbuchen",
        confirming: "Wird verbucht …",
        done: (recorded: number, duplicates: number, refused: number) =>
          [
            `${recorded} Zahlung${recorded === 1 ? "" : "en"} verbucht.`,
            duplicates ? `${duplicates} waren schon verbucht.` : "",
            refused
              ? `${refused} abgelehnt (mehr als offen, Betrag eines Gutscheins abweichend oder Buchung nicht gefunden) – bitte einzeln prüfen.`
              : "",
          ]
            .filter(Boolean)
            .join(" "),
        doneTitle: "Abgleich verbucht",
        errorTitle: "Abgleich nicht möglich",
        errors: {
          no_file: "Bitte wählen Sie eine CSV-Datei aus.",
          too_large: "Die Datei ist größer als 1 MB. Bitte exportieren Sie einen kürzeren Zeitraum.",
          no_header:
            "Diese Datei sieht nicht wie ein Kontoauszug im CSV-CAMT-Format aus (Spalten „Buchungstag“, „Verwendungszweck“, „Betrag“ fehlen).",
          invalid: "Die Auswahl konnte nicht gelesen werden. Bitte laden Sie den Kontoauszug noch einmal hoch.",
          impossibleDate: (line: number, value: string) =>
            `Zeile ${line}: Den Buchungstag „${value}“ gibt es nicht. Bitte prüfen Sie diese Zeile des Kontoauszugs und laden Sie ihn dann noch einmal hoch – verbucht wurde nichts.`,
          nonePicked: "Bitte wählen Sie mindestens einen Vorschlag aus.",
        },
      },
    },
  },
  // The billing address and company fields of the booking form (app/features/core/booking/billing.ts).
  billing: {
    summary: "Rechnungsadresse angeben",
    summaryRequired: "Rechnungsadresse",
    intro:
      "Für deine Rechnung. Bei einem Gesamtpreis bis 250 € reicht dein Name, darüber braucht die Rechnung deine vollständige Anschrift.",
    requiredIntro: "Bei einem Gesamtpreis über 250 € braucht deine Rechnung deine vollständige Anschrift.",
    fields: {
      street: "Straße und Hausnummer",
      postcode: "PLZ",
      city: "Ort",
      country: "Land (nur wenn nicht Deutschland)",
      company: "Ich buche für ein Unternehmen",
      companyName: "Name des Unternehmens",
      vatId: "USt-IdNr. (optional)",
      purchaseOrder: "Bestellnummer (optional)",
    },
    hints: {
      vatId: "Mit Länderkennung, z. B. DE123456789",
      purchaseOrder: "Falls eure Buchhaltung sie auf der Rechnung braucht.",
    },
    validation: {
      tooLong: (max: number) => `Bitte höchstens ${max} Zeichen.`,
      postcodeInvalid: "Bitte gib eine gültige Postleitzahl ein (in Deutschland fünf Ziffern).",
      vatIdInvalid: "Bitte gib eine gültige USt-IdNr. mit Länderkennung ein, z. B. DE123456789.",
      companyRequired: "Bitte gib den Namen des Unternehmens ein.",
      required: {
        billing_street: "Bitte gib Straße und Hausnummer ein.",
        billing_postcode: "Bitte gib die Postleitzahl ein.",
        billing_city: "Bitte gib den Ort ein.",
      },
      addressRequired: (limit: string) =>
        `Bei einem Gesamtpreis über ${limit} braucht deine Rechnung deine vollständige Anschrift. Bitte gib sie unter „Rechnungsadresse“ an.`,
    },
  },
  // Invoices (app/features/core/invoices/): the PDF's wording, the download links and the mail note.
  invoice: {
    titles: { invoice: "Rechnung", cancellation: "Stornorechnung", fee: "Rechnung über eine Stornogebühr" },
    linkLabels: { invoice: "Rechnung", cancellation: "Stornorechnung", fee: "Rechnung Stornogebühr" },
    number: "Rechnungsnummer",
    date: "Rechnungsdatum",
    serviceDate: "Leistungsdatum",
    booking: "Buchungsnummer",
    reference: "Vorgangsnummer",
    purchaseOrder: "Bestellnummer",
    vatId: "USt-IdNr.",
    taxNumber: "Steuernummer",
    recipient: "Rechnungsempfänger/in",
    cancels: (number: string, date: string) => `Diese Stornorechnung hebt die Rechnung ${number} vom ${date} auf.`,
    columns: {
      position: "Pos.",
      description: "Beschreibung",
      quantity: "Menge",
      unit: "Einzelpreis",
      net: "Netto",
      vat: "USt.",
      gross: "Brutto",
    },
    ticket: (title: string, date: string) => `Teilnahme „${title}“ am ${date}`,
    discount: (code: string) => `Rabatt mit Code ${code}`,
    // A value voucher is a payment on the invoice, not a discount (decision 0152).
    voucherPaid: (code: string) => `Bezahlt mit Gutschein ${code}`,
    toPay: "Noch zu zahlen",
    fee: (percent: number, title: string, date: string) => `Stornogebühr ${percent} % gemäß AGB: „${title}“ am ${date}`,
    netTotal: "Summe netto",
    vatTotal: (rate: string) => `Umsatzsteuer ${rate}`,
    grossTotal: "Gesamtbetrag",
    smallBusiness: "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet.",
    reverseCharge:
      "Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge, § 13b UStG, Art. 196 MwStSystRL): Die Umsatzsteuer schuldet der Leistungsempfänger.",
    pay: (amount: string, days: number, reference: string) =>
      `Bitte überweise ${amount} innerhalb von ${days} Tagen unter Angabe von „${reference}“ auf das folgende Konto:`,
    account: (recipient: string, iban: string, bic: string, bank: string) =>
      `${recipient} · IBAN ${iban} · BIC ${bic} · ${bank}`,
    refund: "Bereits gezahlte Beträge erstatte ich dir auf das Konto, von dem sie kamen.",
    paidOn: (date: string) => `Bezahlt am ${date} (online). Vielen Dank, es ist nichts mehr offen.`,
    paidOnManual: (date: string) => `Bezahlt am ${date}. Vielen Dank, es ist nichts mehr offen.`,
    thanks: "Vielen Dank für dein Vertrauen!",
    page: (n: number, of: number) => `Seite ${n} von ${of}`,
    mailNote: (number: string) =>
      `Deine Rechnung ${number} hängt als PDF an; du findest sie auch unter „Meine Buchung“.`,
    cancellationMailNote: (number: string) =>
      `Die Stornorechnung ${number} hängt als PDF an; bereits gezahlte Beträge erstatte ich dir.`,
    documentsMail: {
      subject: (title: string) => `Deine Rechnungsunterlagen zur Stornierung: ${title}`,
      heading: "Deine Rechnungsunterlagen",
      greeting: (name: string) => `Hallo ${name},`,
      text: (title: string) =>
        `zu deiner Stornierung von „${title}“ findest du die Rechnungsunterlagen im Anhang (PDF). Du findest sie auch jederzeit unter „Meine Buchung“.`,
    },
    heading: "Rechnungen",
    download: (label: string, number: string) => `${label} ${number} (PDF)`,
    notFound: "Diese Rechnung gibt es nicht (mehr) unter diesem Link.",
    adminNotFound: "Rechnung nicht gefunden.",
    eInvoiceDownload: (label: string, number: string) => `${label} ${number} (E-Rechnung, XML)`,
    xRechnungDownload: (number: string) => `${number} als XRechnung 3.0`,
    datevInvalid:
      "Bitte geben Sie den Monat als monat=JJJJ-MM an (z. B. monat=2026-11), dazu wahlweise berater (4 bis 7 Ziffern) und mandant (1 bis 5 Ziffern).",
    noEInvoice:
      "Zu dieser Rechnung gibt es keine E-Rechnung: Sie ging nicht an ein Unternehmen, oder ihr fehlt die vollständige Anschrift mit Land.",
  },
  // A visitor's own data, exported or erased by e-mail link (app/features/core/privacy/).
  myData: {
    title: "Deine Daten",
    // In the export, where a journal has private entries (decision 0185).
    privateEntriesNote:
      "Deine privaten Journal-Einträge stehen hier nur mit Datum: Lesen kannst du sie in deinem Journal, mit seinem eigenen Link (so sieht sie niemand sonst, auch nicht über dieses Postfach).",
    metaDescription:
      "Frag per E-Mail-Link ab, welche Daten ich über dich gespeichert habe – als Datei zum Herunterladen oder zum Löschen.",
    request: {
      heading: "Deine Daten bei mir",
      intro:
        "Du möchtest wissen, was ich über dich gespeichert habe, oder alles löschen lassen? Gib die E-Mail-Adresse ein, mit der du gebucht, mir geschrieben oder dich für den Newsletter angemeldet hast. Du bekommst einen persönlichen Link – so kann niemand anderes deine Daten sehen oder löschen.",
      emailLabel: "Deine E-Mail-Adresse",
      button: "Link anfordern",
      busy: "Wird gesendet...",
      sentHeading: "Schau in dein Postfach",
      sentText: (hours: number) =>
        `Wenn ich unter dieser Adresse Daten gespeichert habe, bekommst du in den nächsten Minuten eine E-Mail mit deinem persönlichen Link. Er ist ${hours} Stunden gültig.`,
    },
    mail: {
      subject: (site: string) => `Deine Daten bei ${site}`,
      heading: "Deine Daten",
      greeting: "Hallo,",
      paragraphs: (hours: number) => [
        "du hast auf meiner Website nach den Daten gefragt, die ich über dich gespeichert habe. Über den folgenden Link kannst du sie als Datei herunterladen oder löschen lassen.",
        `Der Link ist ${hours} Stunden gültig. Warst du das nicht? Dann ignoriere diese E-Mail einfach – ohne deinen Klick passiert nichts.`,
      ],
      action: "Zu deinen Daten",
    },
    manage: {
      heading: "Deine Daten",
      intro: "Unter deiner E-Mail-Adresse habe ich gespeichert:",
      nothing: "Unter deiner E-Mail-Adresse ist nichts (mehr) gespeichert.",
      counts: {
        bookings: (n: number) => (n === 1 ? "1 Buchung" : `${n} Buchungen`),
        contactRequests: (n: number) => (n === 1 ? "1 Kontaktanfrage" : `${n} Kontaktanfragen`),
        newsletter: (status: string) =>
          status === "confirmed" ? "deine Newsletter-Anmeldung" : "eine noch nicht bestätigte Newsletter-Anmeldung",
        journals: (n: number) => (n === 1 ? "1 Mindset-Journal" : `${n} Mindset-Journale`),
        waitlist: (n: number) => (n === 1 ? "1 Eintrag auf einer Warteliste" : `${n} Einträge auf Wartelisten`),
        emails: (n: number) => (n === 1 ? "1 E-Mail im Versandprotokoll" : `${n} E-Mails im Versandprotokoll`),
        vouchers: (n: number) => (n === 1 ? "1 Gutschein" : `${n} Gutscheine`),
        withdrawals: (n: number) => (n === 1 ? "1 Widerruf" : `${n} Widerrufe`),
      },
      exportHeading: "Herunterladen",
      exportText: "Alle Angaben als JSON-Datei, die du mit jedem Texteditor öffnen kannst.",
      exportButton: "Daten herunterladen",
      eraseHeading: "Löschen",
      eraseText:
        "Ich lösche deine Kontaktanfragen, deine Newsletter-Anmeldung, deine Wartelisten-Einträge, deine Journale und die E-Mails an dich aus dem Protokoll. Von deinen Buchungen bleibt nur, was ich für die Buchhaltung aufbewahren muss: Buchungsnummer, Veranstaltung, Anzahl der Plätze, Preis und Status – ohne Namen, E-Mail-Adresse und Telefonnummer.",
      upcomingWarning:
        "Für eine kommende Veranstaltung kann ich dich danach nicht mehr erreichen. Wenn du trotzdem teilnehmen möchtest, schreib mir bitte kurz vorher.",
      confirmLabel: "Ja, ich möchte meine Daten endgültig löschen.",
      confirmRequired: "Bitte bestätige, dass du deine Daten endgültig löschen möchtest.",
      eraseButton: "Daten löschen",
      erasing: "Wird gelöscht...",
      erasedHeading: "Deine Daten sind gelöscht",
      erasedText:
        "Alles, was dich persönlich betrifft, ist gelöscht. Von deinen Buchungen bleiben nur die Angaben für die Buchhaltung, ohne Bezug zu dir. Danke für dein Vertrauen!",
      invalid: "Dieser Link ist ungültig. Bitte fordere auf der Seite „Deine Daten“ einen neuen an.",
      expired: "Dieser Link ist abgelaufen oder wurde schon benutzt. Bitte fordere einen neuen an.",
      newLink: "Neuen Link anfordern",
    },
  },
  /**
   * The consumer contract (docs/decisions/0105-order-button-and-early-start.md, 0106): the order
   * buttons that name the duty to pay (§ 312j (3) BGB), the sentence with the AGB and the privacy
   * page beside them, the early-start request (§ 356 (4), § 357a (2) BGB) and the withdrawal
   * function (§ 356a BGB, /widerruf).
   */
  /** Moving a 1:1 session on "Meine Buchung" (decision 0151). */
  sessionMove: {
    title: "Termin verschieben",
    link: "Termin verschieben",
    linkNote: (until: string, hours: number) =>
      `Bis ${until} Uhr (${hours} Stunden vorher) kannst du deinen Termin kostenfrei auf eine andere freie Zeit verschieben.`,
    intro: (until: string) =>
      `Such dir in Ruhe eine neue Zeit aus. Verschieben kannst du kostenfrei bis ${until} Uhr; die alte Zeit gebe ich dann wieder frei.`,
    current: "Bisher",
    tooLate: (hours: number) =>
      `Verschieben geht nur bis ${hours} Stunden vor dem Termin – dafür ist es jetzt leider zu spät. Wenn dir etwas dazwischenkommt, schreib mir bitte direkt.`,
    notPossible: "Dieser Termin lässt sich hier nicht verschieben.",
    noTimes: "Gerade ist keine andere Zeit frei. Schreib mir gern, dann finden wir gemeinsam eine.",
    submit: "Auf diese Zeit verschieben",
    moving: "Wird verschoben …",
    chooseTime: "Bitte wähl eine neue Uhrzeit aus.",
    movedTitle: "Dein Termin ist verschoben",
    movedText: "Ich habe dir eine E-Mail mit der neuen Zeit und dem Kalendereintrag geschickt. Bis bald!",
    taken: "Diese Zeit hat gerade jemand anderes gebucht. Magst du eine dieser Zeiten nehmen?",
    takenNoOther: "Diese Zeit hat gerade jemand anderes gebucht, und danach ist gerade nichts frei.",
    back: "Zurück zu meiner Buchung",
    failedTitle: "Das hat nicht geklappt",
  },
  /** Value vouchers on /gutschein (decision 0152). */
  vouchers: {
    metaTitle: "Gutschein verschenken",
    metaDescription:
      "Verschenk einen Wertgutschein für Workshops, Seminare oder Einzelcoaching: als schön gestaltetes PDF, an dich oder direkt an die beschenkte Person.",
    title: "Schenk ein Stück Klarheit",
    intro:
      "Mit einem Gutschein schenkst du Zeit für sich: für einen Workshop, ein Seminar oder ein Einzelcoaching bei mir. Du wählst den Betrag, die beschenkte Person wählt, was ihr guttut. Der Gutschein gilt drei Jahre lang, jeweils bis zum Jahresende, und was beim ersten Einlösen übrig bleibt, bleibt darauf.",
    amountLegend: "Welcher Betrag?",
    freeAmount: "Eigener Betrag",
    freeAmountLabel: "Eigener Betrag in Euro",
    freeAmountHint: (min: string, max: string) => `Ganze Euro von ${min} bis ${max}.`,
    buyerLegend: "Von dir",
    recipientLegend: "Für wen ist er?",
    recipientName: "Name der beschenkten Person",
    recipientPlaceholder: "Vor- und Nachname",
    message: "Deine persönliche Nachricht (optional)",
    messageHint: (max: number) => `Sie steht auf dem Gutschein. Höchstens ${max} Zeichen.`,
    deliveryLegend: "Wohin soll der Gutschein?",
    toBuyer: "An mich – ich überreiche ihn selbst",
    toRecipient: "Direkt an die beschenkte Person, an einem Tag meiner Wahl",
    recipientEmail: "E-Mail der beschenkten Person",
    deliverOn: "Versand am",
    deliverOnHint:
      "E-Mail und Tag brauche ich nur, wenn der Gutschein direkt an die beschenkte Person geht. Er geht in den ersten Minuten dieses Tages (deutsche Zeit) raus, sobald er bezahlt ist; ohne Datum, sobald er bezahlt ist.",
    submitting: "Wird bestellt...",
    successTitle: "Danke für deine Bestellung!",
    successText: (email: string) =>
      `Ich habe dir die Bestellung mit allen Angaben an ${email} geschickt. Sobald dein Geld da ist, schicke ich den Gutschein als PDF los.`,
    reference: "Bestellnummer",
    paymentIntro: (amount: string) =>
      `Überweise bitte ${amount} mit der Bestellnummer als Verwendungszweck. Am schnellsten geht es mit dem GiroCode in deiner Banking-App.`,
    /** Paying the order online (decision 0162), only where Stripe is set up. */
    payOnlineHint:
      "Mit Karte, SEPA-Lastschrift, PayPal, Apple Pay oder Google Pay, sicher über Stripe. Sobald die Zahlung da ist, schicke ich den Gutschein als PDF los.",
    checkoutItem: (reference: string) => `Wertgutschein ${reference}`,
    paidOnlineTitle: "Danke für deine Zahlung!",
    paidOnlineText:
      "Sobald Stripe mir deine Zahlung meldet, schicke ich dir den Gutschein per E-Mail (oder an dem Tag, den du gewählt hast, an die beschenkte Person). Das dauert meist nur ein paar Sekunden, bei einer SEPA-Lastschrift ein paar Tage.",
    onlineInvalid:
      "Dieser Link zum Bezahlen ist ungültig oder abgelaufen. Du kannst den Gutschein wie in deiner Bestell-E-Mail beschrieben überweisen.",
    onlineNotOpen: "Diese Bestellung ist schon bezahlt: Der Gutschein ist unterwegs.",
    backToVouchers: "Zurück zum Gutschein",
    /** The order's facts above its button (§ 312j (2) BGB, issue 53). */
    facts: {
      what: `Wertgutschein für Workshops, Seminare, Kurse und Einzelcoaching bei ${brand.productName}`,
      value: "Wert",
      chosenAmount: "der oben gewählte Betrag",
      price: (amount: string) => `${amount}: Du zahlst genau den Wert, ohne Aufschlag und ohne Versandkosten.`,
      delivery: "Lieferung",
      deliveryText:
        "Per E-Mail als PDF, sobald dein Geld da ist: an dich oder an die beschenkte Person, auf Wunsch an dem Tag, den du wählst.",
      validity: (day: string) => `Drei Jahre, bis ${day}; einlösbar auch in Teilen, der Rest bleibt auf dem Gutschein.`,
    },
    validation: {
      amount: (min: string, max: string) => `Bitte wähl einen Betrag oder gib ganze Euro von ${min} bis ${max} ein.`,
      recipientName: "Bitte gib den Namen der beschenkten Person ein.",
      messageTooLong: (max: number) => `Deine Nachricht darf höchstens ${max} Zeichen lang sein.`,
      delivery: "Bitte wähl, wohin der Gutschein gehen soll.",
      recipientEmail: "Bitte gib die E-Mail-Adresse der beschenkten Person ein.",
      deliverOn: "Bitte wähl einen Tag ab heute, höchstens ein Jahr im Voraus.",
    },
  },
  /** Packages of 1:1 sessions (decision 0150). */
  packages: {
    metaTitle: "Coaching-Pakete",
    metaDescription: "Mehrere Einzelcoachings zum Paketpreis: einmal buchen, die Termine selbst wählen.",
    title: "Coaching-Pakete",
    intro:
      "Manche Wege brauchen mehr als eine Stunde. Mit einem Paket buchst du mehrere Einzelcoachings auf einmal und suchst dir jeden Termin selbst aus, wann es für dich passt.",
    fromScheduler: "Lieber gleich mehrere Termine? Schau dir meine Coaching-Pakete an.",
    sessions: (credits: number, minutes: number) => `${credits} Termine à ${minutes} Minuten`,
    validMonths: (months: number) => `${months} Monate einlösbar`,
    choose: "Dieses Paket buchen",
    formTitle: (name: string) => `Deine Angaben für „${name}“`,
    successTitle: "Dein Paket ist reserviert!",
    successText:
      "Ich habe dir gerade eine E-Mail geschickt. Bitte bestätige darin deine E-Mail-Adresse; danach buchst du auf „Meine Buchung“ die Termine deines Pakets.",
    confirmHint: (until: string) =>
      `Wichtig: Bitte bestätige deine E-Mail-Adresse über den Button in der E-Mail. Bis ${until} Uhr halte ich das Paket für dich bereit.`,
    backToPackages: "Zurück zu den Paketen",
    invalidChoice: "Dieses Paket kenne ich nicht. Bitte wähl es noch einmal aus.",
    none: "Gerade biete ich keine Pakete an. Schreib mir gern, wenn du mehrere Termine planst.",
    // Meine Buchung of a package.
    left: (left: number, total: number) => `noch ${left} von ${total}`,
    creditsLabel: "Termine",
    validUntil: "Gültig bis",
    usableAfterConfirmation: "Sobald ich deine Paketbuchung bestätigt habe, kannst du hier deine Termine buchen.",
    expired: "Dieses Paket ist abgelaufen; nicht genutzte Termine sind verfallen.",
    usedUp: "Du hast alle Termine dieses Pakets gebucht. Schön, dass du dranbleibst!",
    bookNext: "Nächsten Termin buchen",
    bookTitle: "Termin mit deinem Paket buchen",
    bookIntro: (left: number, total: number, until: string) =>
      `Du hast noch ${left} von ${total} Terminen, einlösbar bis ${until}. Such dir einen Tag und eine Uhrzeit aus.`,
    bookSubmit: "Mit einem Paket-Termin buchen",
    booking: "Wird gebucht …",
    noCredit: "Für diese Zeit ist in deinem Paket kein Termin mehr frei oder das Paket ist nicht mehr gültig.",
  },
  sessions: {
    metaTitle: "Termin buchen: Erstgespräch und Einzelcoaching",
    metaDescription:
      "Buche dein kostenfreies Erstgespräch oder ein Einzelcoaching direkt im Kalender: in Braunschweig, München oder online.",
    title: "Such dir einen Termin aus",
    intro:
      "Ob kostenfreies Erstgespräch oder Einzelcoaching: Wähl in Ruhe aus, was zu dir passt, dann einen Tag und eine Uhrzeit. Ich freue mich auf dich!",
    stepKind: "Was möchtest du buchen?",
    stepPlace: "Wo möchtest du dich treffen?",
    stepDay: "An welchem Tag?",
    stepTime: "Um wie viel Uhr?",
    stepDetails: "Deine Angaben",
    minutes: (n: number) => `${n} Minuten`,
    free: "kostenfrei",
    places: { braunschweig: "Braunschweig (Studio)", muenchen: "München", online: "Online per Video" } as Record<
      string,
      string
    >,
    waitlist: {
      title: "Sag mir Bescheid, wenn ein Termin frei wird",
      intro:
        "Dein Tag ist schon vergeben? Nenn ihn mir: Wird an dem Tag ein Termin frei, schreibe ich dir. Dann halte ich ihn ein paar Stunden nur für dich, und du buchst ihn mit einem Klick auf den Link.",
      dayLabel: "Welcher Tag?",
      earlier: "Ein früherer Tag ist mir auch recht",
      consent:
        "Ich bin einverstanden, dass meine Angaben gespeichert werden, um mich über einen frei werdenden Termin zu informieren. Die Einwilligung kann ich jederzeit per E-Mail widerrufen.",
      consentRequired: "Bitte bestätige die Einwilligung, damit ich dir schreiben darf.",
      dayRequired: "Bitte wähle einen Tag.",
      dayOutside: (last: string) => `Bitte wähle einen Tag zwischen heute und dem ${last}.`,
      freeNow: (day: string) => `Am ${day} ist noch ein Termin frei – wähle ihn oben im Kalender und buche ihn direkt.`,
      submit: "Sag mir Bescheid",
      submitting: "Wird eingetragen...",
      joinedTitle: "Ich sage dir Bescheid",
      joinedText:
        "Danke! Sobald an deinem Tag ein Termin frei wird und du an der Reihe bist, bekommst du eine E-Mail mit dem Link zum Buchen.",
      failedTitle: "Eintragen fehlgeschlagen",
      error: "Es ist ein Fehler aufgetreten. Bitte versuche es später erneut.",
      offerTitle: "Dieser Termin ist für dich reserviert",
      offerText: (until: string) =>
        `Bis ${until} Uhr halte ich ihn nur für dich frei. Gib unten deine Angaben ein und buche ihn.`,
    },
    freeChange: (hours: number) =>
      `Bis ${hours} Stunden vor Beginn kannst du den Termin kostenfrei verschieben oder absagen (AGB § 5a).`,
    timeZoneNote: "(Zeit in Deutschland)",
    noTimes:
      "Gerade sind in den nächsten Wochen keine Termine frei. Schreib mir gern über das Kontaktformular, dann finden wir gemeinsam einen.",
    noTimesAtPlace: "Hier ist gerade kein Termin frei. Schau gern, ob ein anderer Ort für dich passt.",
    when: (day: string, time: string) => `${day}, ${time} Uhr (Zeit in Deutschland)`,
    fields: { note: "Möchtest du mir vorab etwas erzählen? (freiwillig)" },
    placeholders: { note: "Worum soll es gehen? Ein, zwei Sätze genügen." },
    noteTooLong: (max: number) => `Bitte fasse dich etwas kürzer (höchstens ${max} Zeichen).`,
    invalidChoice: "Diesen Termin kenne ich nicht. Bitte wähle Art, Tag und Uhrzeit noch einmal aus.",
    taken: "Diesen Termin hat gerade jemand anderes gebucht. Magst du einen dieser Termine nehmen?",
    takenNoOther: "Diesen Termin hat gerade jemand anderes gebucht, und an den Tagen danach ist gerade nichts frei.",
    successTitle: "Dein Termin ist reserviert!",
    successText:
      "Schön, dass du dich meldest! Ich habe dir gerade eine E-Mail geschickt. Bitte bestätige darin deine E-Mail-Adresse – dann ist dein Termin gebucht.",
    confirmHint: (until: string) =>
      `Wichtig: Bitte bestätige deine E-Mail-Adresse über den Button in der E-Mail. Bis ${until} Uhr halte ich die Zeit für dich frei.`,
    moreTimes: "Einen weiteren Termin buchen",
    dialogLoading: "Einen Moment, ich schaue in meinen Kalender …",
    dialogOpenPage: "Lieber auf einer eigenen Seite buchen",
    weekdays: ["Mo", "Di", "Mi", "Do", "Fr", "Sa", "So"],
    shortDay: (weekday: string, day: string, month: string) => `${weekday}, ${day}.${month}.`,
    calendarHint:
      "Hervorgehobene Tage haben freie Termine. Mit den Pfeiltasten wechselst du im Kalender den Tag, mit Enter wählst du ihn.",
    dayFree: (date: string, selected: boolean) => `${date}, Termine frei${selected ? ", ausgewählt" : ""}`,
    dayClosed: (date: string) => `${date}, nichts frei`,
  },
  contract: {
    orderButton: { paid: "Zahlungspflichtig buchen", free: "Kostenlos anmelden", order: "Zahlungspflichtig bestellen" },
    legalNote: {
      before: "Es gelten meine ",
      terms: "AGB",
      middle: " mit der Widerrufsbelehrung. Wie ich mit deinen Daten umgehe, erkläre ich in der ",
      privacy: "Datenschutzerklärung",
      after: ".",
    },
    earlyStart: {
      label:
        "Ich verlange ausdrücklich, dass die Leistung schon vor Ablauf der 14-tägigen Widerrufsfrist beginnt – die Veranstaltung findet innerhalb der Frist statt. Mir ist bekannt, dass ich bei einem Widerruf für die bis dahin erbrachte Leistung einen anteiligen Betrag zahle und dass mein Widerrufsrecht erlischt, sobald die Leistung vollständig erbracht ist.",
      required:
        "Die Veranstaltung beginnt innerhalb der Widerrufsfrist. Bitte bestätige, dass die Leistung schon vorher beginnen soll – sonst kann ich die Buchung nicht annehmen.",
      /** A paid 1:1 session (and one booked with a package's credit) in its own words (issue 51). */
      session: {
        label:
          "Ich verlange ausdrücklich, dass das Coaching schon vor Ablauf der 14-tägigen Widerrufsfrist beginnt – mein Termin liegt innerhalb der Frist. Mir ist bekannt, dass ich bei einem Widerruf für die bis dahin erbrachte Leistung einen anteiligen Betrag zahle und dass mein Widerrufsrecht erlischt, sobald die Leistung vollständig erbracht ist.",
        required:
          "Dein Termin liegt innerhalb der Widerrufsfrist. Bitte bestätige, dass das Coaching schon vorher beginnen soll – sonst kann ich die Buchung nicht annehmen.",
      },
    },
    /** The facts of § 312j (2) BGB right above the order button (issue 53). */
    orderFacts: {
      heading: "Deine Buchung auf einen Blick",
      headingOrder: "Deine Bestellung auf einen Blick",
      what: "Angebot",
      when: "Termin",
      where: "Ort",
      validity: "Laufzeit",
      price: "Preis",
      cancellation: "Stornierung",
      withdrawal: "Widerrufsrecht",
      payment: "Zahlung",
      cancelEvent: (hours: number, percent: number) =>
        `Bis ${hours} Stunden vor Beginn kostenfrei auf „Meine Buchung“; danach ${percent} % des Preises, bei Nichterscheinen 100 %.`,
      cancelSession: (hours: number, percent: number) =>
        `Bis ${hours} Stunden vorher kostenfrei absagen oder verschieben; danach ${percent} % des Honorars, bei Nichterscheinen 100 %.`,
      cancelPackage: (hours: number) =>
        `Jeden Termin aus dem Paket sagst du bis ${hours} Stunden vorher kostenfrei ab; danach ist die Einheit verbraucht.`,
      withdrawalText:
        "14 Tage ab Vertragsschluss, ohne Angabe von Gründen, über „Vertrag widerrufen“ im Fußbereich jeder Seite. Die Einzelheiten stehen in der Widerrufsbelehrung (AGB § 6).",
      paymentTransfer:
        "Per Überweisung: Nach dem Klick bekommst du die Bankverbindung mit GiroCode, die Rechnung mit meiner Bestätigung.",
      paymentOnline:
        "Nach dem Klick online (Karte, SEPA-Lastschrift, PayPal, Apple Pay oder Google Pay über Stripe) oder per Überweisung mit GiroCode.",
      paymentVoucher:
        "Per Überweisung: Nach dem Klick bekommst du die Bankverbindung mit GiroCode; sobald das Geld da ist, kommt der Gutschein.",
    },
    withdrawLink: "Vertrag widerrufen",
    withdrawal: {
      title: "Vertrag widerrufen",
      intro:
        "Du hast bei mir gebucht und möchtest den Vertrag widerrufen? Sag mir hier, wer du bist und welche Buchung du meinst. Im nächsten Schritt bestätigst du den Widerruf, und du bekommst sofort eine Eingangsbestätigung per E-Mail.",
      fields: {
        name: "Vollständiger Name",
        email: "E-Mail-Adresse",
        reference: "Buchungsnummer (optional)",
      },
      hints: {
        email: "Die Adresse, mit der du gebucht hast. An sie geht die Eingangsbestätigung.",
        reference:
          "Die achtstellige Nummer aus deiner Buchungs-E-Mail, zum Beispiel 3F2A9C1B. Hast du mit dieser Adresse nur eine Buchung, kannst du das Feld leer lassen.",
      },
      placeholders: { name: "Vor- und Nachname", email: "deine@email.de", reference: "3F2A9C1B" },
      next: "Weiter zur Bestätigung",
      checking: "Wird geprüft...",
      reviewTitle: "Bitte prüfe deinen Widerruf",
      reviewText: "Hiermit widerrufe ich den von mir geschlossenen Vertrag über die folgende Buchung:",
      confirm: "Widerruf bestätigen",
      confirming: "Wird übermittelt...",
      change: "Angaben ändern",
      doneTitle: "Dein Widerruf ist eingegangen",
      receivedAt: (when: string) => `Eingegangen am ${when} Uhr (deutsche Zeit).`,
      doneText:
        "Eine Bestätigung mit diesen Angaben habe ich dir gerade per E-Mail geschickt. Was du bereits gezahlt hast, erstatte ich dir innerhalb von 14 Tagen, wie oben angegeben.",
      validation: {
        referenceInvalid: "Die Buchungsnummer hat 8 Zeichen: Ziffern und die Buchstaben A bis F.",
        sessionsRequired: "Bitte wähle, was mit deinen noch gebuchten Terminen passieren soll.",
      },
      contract: {
        booking: "Buchung",
        when: "Termin",
        endsOn: "Widerrufsfrist bis",
        paid: "Bereits gezahlt",
        kept: "Anteil für erhaltene Leistungen",
        refund: "Du bekommst zurück",
        started:
          "Die Veranstaltung hat schon begonnen. Ich nehme deinen Widerruf auf und prüfe selbst, ob und welcher Anteil nach § 357a BGB fällig ist; du hörst von mir.",
        keptNote:
          "Du hast verlangt, dass die Leistung schon während der Widerrufsfrist beginnt. Für die Termine, die schon stattgefunden haben, zahlst du deshalb den anteiligen Preis (§ 357a Abs. 2 BGB).",
        sessionsLegend: "Was soll mit deinen noch gebuchten Paket-Terminen passieren?",
        sessionsCancel: (count: number, refund: string) =>
          `Mit stornieren (${count === 1 ? "1 Termin" : `${count} Termine`}): Sie werden frei. Du bekommst ${refund} zurück.`,
        sessionsKeep: (refund: string) =>
          `Behalten: Die Termine bleiben gebucht und werden anteilig berechnet. Du bekommst ${refund} zurück.`,
      },
      refused: {
        unknown:
          "Zu dieser E-Mail-Adresse finde ich keine Buchung mit dieser Nummer. Bitte prüfe beides: Es zählt die Adresse, mit der du gebucht hast. Es wurde nichts geändert.",
        unknownNoReference:
          "Zu dieser E-Mail-Adresse finde ich keine offene Buchung. Bitte prüfe die Adresse oder gib die Buchungsnummer an. Es wurde nichts geändert.",
        ambiguous:
          "Mit dieser Adresse gibt es mehrere Buchungen. Bitte gib die Buchungsnummer der Buchung an, die du widerrufen möchtest. Es wurde nichts geändert.",
        cancelled: "Diese Buchung ist bereits storniert, es gibt nichts mehr zu widerrufen. Es wurde nichts geändert.",
        lateTitle: "Die Widerrufsfrist ist abgelaufen",
        late: (endsOn: string) =>
          `Die 14-tägige Widerrufsfrist für diese Buchung ist am ${endsOn} abgelaufen. Ein Widerruf ist nicht mehr möglich, und es wurde nichts geändert.`,
        lateCancel:
          "Du kannst die Buchung aber nach den AGB (§ 5 und § 5a) stornieren: mit einem Klick auf „Meine Buchung“ (der Link steht in deiner Buchungs-E-Mail) oder per E-Mail an mich. Dort siehst du vor dem Klick, ob eine Gebühr anfällt.",
      },
      failedTitle: "Das hat nicht geklappt",
      error: "Es ist ein Fehler aufgetreten. Bitte versuche es später erneut oder schreib mir eine E-Mail.",
      rateLimited: "Von deinem Anschluss kamen gerade sehr viele Anfragen. Bitte warte ein paar Minuten.",
      alternative: (email: string) =>
        `Du kannst den Widerruf auch formlos per E-Mail an ${email} oder per Brief erklären.`,
    },
  },
  mindset: {
    chooseAnswer: "Bitte wähle eine Antwort, bevor du weitergehst.",
    tampered:
      "Diese Antworten konnte ich nicht lesen: Das Formular wurde unterwegs verändert. Bitte starte den Test noch einmal.",
    loading: "Der Test wird geladen …",
    openPage: "Mindsettest öffnen",
    busy: "Einen Moment …",
  },
  journal: {
    start: {
      heading: "Ergebnis per E-Mail und Journal starten",
      text: "Ich schicke dir dein Ergebnis per E-Mail und lege dir dein persönliches Journal an: einen Ort, an dem du zwischen unseren Terminen aufschreibst, was dich bewegt. Nur du kommst mit deinem Link hinein.",
      emailLabel: "Deine E-Mail-Adresse",
      /** Stored with every request as proof of what the visitor agreed to: change it and new requests store the new text. */
      consent: `Ja, speichere meine Antworten, mein Ergebnis und meine Journal-Einträge. Mir ist klar, dass sie etwas über meine Gesundheit verraten können (Art. 9 DSGVO); ich willige ausdrücklich ein, dass sie dafür gespeichert werden. Einträge sieht ${brand.coach.firstName} nur, wenn ich sie mit ihr teile. Ich kann alles jederzeit unter „Meine Daten“ löschen.`,
      privacyLead: "Mehr dazu in der",
      privacyLink: "Datenschutzerklärung",
      submit: "Ergebnis per E-Mail und Journal starten",
      busy: "Wird gesendet...",
      sent: {
        title: "Schau in dein Postfach",
        text: "Ich habe dir eine E-Mail geschickt. Bestätige darin mit einem Klick, dann bekommst du dein Ergebnis und den Link zu deinem Journal. Bis dahin speichere ich nichts dauerhaft.",
      },
      errors: {
        consent: "Bitte bestätige, dass deine Antworten dafür gespeichert werden dürfen.",
      },
    },
    confirmMail: {
      subject: "Bitte bestätige dein Mindset-Journal",
      heading: "Fast geschafft!",
      greeting: "Hallo,",
      paragraphs: [
        "du möchtest dein Ergebnis des Mindsettests per E-Mail bekommen und dein Journal starten. Damit niemand ohne dein Einverständnis ein Journal für dich anlegt, bestätige das bitte mit einem Klick auf den Button.",
        "Der Link ist 48 Stunden gültig. Wenn du das nicht warst, ignoriere diese E-Mail einfach – dann wird nichts gespeichert.",
      ],
      action: "Journal bestätigen",
    },
    welcomeMail: {
      subject: "Dein Ergebnis und dein Mindset-Journal",
      heading: "Schön, dass du da bist",
      greeting: "Hallo,",
      resultLead: "Das ist dein Ergebnis des Mindsettests:",
      paragraphs: [
        `In deinem Journal kannst du ab jetzt aufschreiben, was dich bewegt. Jeder Eintrag bleibt privat, außer du teilst ihn ausdrücklich mit ${brand.coach.firstName}.`,
        "Hebe diese E-Mail gut auf: Der Link ist der Schlüssel zu deinem Journal. Gib ihn nicht weiter.",
      ],
      action: "Mein Journal öffnen",
    },
    linkMail: {
      subject: "Dein neuer Link zu deinem Mindset-Journal",
      heading: "Dein neuer Link",
      greeting: "Hallo,",
      paragraphs: [
        "du hast einen neuen Link zu deinem Journal angefordert. Der alte Link öffnet dein Journal ab jetzt nicht mehr.",
        "Hebe diese E-Mail gut auf und gib den Link nicht weiter.",
      ],
      action: "Mein Journal öffnen",
    },
    // Sent when Impulse are started from Meine Buchung and the address already has a journal (decision 0185).
    promptsMail: {
      subject: "Deine Impulse starten: in deinem Mindset-Journal",
      heading: "Starte deine Impulse in deinem Journal",
      greeting: "Hallo,",
      paragraphs: [
        "du möchtest die Impulse zu deiner Buchung bekommen. Du hast schon ein Mindset-Journal, und die Impulse gehören dorthin: Öffne es mit dem Link unten und starte die Reihe unter „Impulse“. Erst dort, in deinem eigenen Journal, gibst du deine Einwilligung.",
        "Warst du das nicht? Dann kannst du diese E-Mail einfach ignorieren; in deinem Journal hat sich nichts verändert. Gib den Link nicht weiter.",
      ],
      action: "Mein Journal öffnen",
    },
    confirmPage: {
      title: "Journal bestätigen",
      heading: "Bestätige dein Journal",
      text: "Ein Klick noch: Bestätige hier, dass ich dein Ergebnis speichern und dein Journal anlegen darf.",
      button: "Journal bestätigen",
      busy: "Wird bestätigt...",
      alreadyText:
        "Dein Journal ist schon angelegt. Den Link dazu findest du in meiner E-Mail „Dein Ergebnis und dein Mindset-Journal“.",
    },
    linkErrors: {
      missing: "Dieser Link ist unvollständig. Bitte öffne ihn direkt aus meiner E-Mail.",
      invalid: "Dieser Link ist ungültig. Bitte öffne ihn direkt aus meiner E-Mail.",
      expired: "Dieser Link ist abgelaufen. Mach den Mindsettest gern noch einmal und fordere eine neue E-Mail an.",
      gone: "Diese Anfrage gibt es nicht mehr. Mach den Mindsettest gern noch einmal und fordere eine neue E-Mail an.",
      closed:
        "Dieser Link öffnet kein Journal (mehr). Vielleicht hast du inzwischen einen neuen Link angefordert: Nimm den aus der neuesten E-Mail.",
    },
    page: {
      title: "Mein Journal",
      heading: "Mein Journal",
      intro: `Hier schreibst du auf, was dich zwischen unseren Terminen bewegt. Deine Einträge sind privat; ${brand.coach.firstName} sieht nur, was du mit ihr teilst.`,
      summaryTitle: "Dein Ergebnis",
      newEntry: "Neuer Eintrag",
      entryLabel: "Was bewegt dich heute?",
      entryHint: "Höchstens 4000 Zeichen.",
      share: `mit ${brand.coach.firstName} teilen`,
      shareHint: "Ohne Häkchen bleibt der Eintrag privat: nur du siehst ihn.",
      save: "Eintrag speichern",
      saving: "Wird gespeichert...",
      saved: "Dein Eintrag ist gespeichert.",
      entriesTitle: "Deine Einträge",
      noEntries: "Noch keine Einträge. Der erste Satz ist der schwerste – und oft der schönste.",
      sharedBadge: `mit ${brand.coach.firstName} geteilt`,
      privateBadge: "privat",
      linkTitle: "Dein Link",
      linkText:
        "Dieser Link ist der einzige Schlüssel zu deinem Journal. Wenn ihn jemand anderes bekommen haben könnte, fordere einen neuen an: Der alte gilt dann nicht mehr, und der neue kommt per E-Mail.",
      newLink: "Neuen Link anfordern",
      newLinkBusy: "Wird angefordert...",
      newLinkSent: "Ich habe dir einen neuen Link geschickt. Dieser hier öffnet dein Journal nicht mehr.",
      myData: "Dein Journal löschen oder herunterladen: Meine Daten",
      errors: {
        entryRequired: "Bitte schreib etwas, bevor du speicherst.",
        entryTooLong: "Dein Eintrag darf höchstens 4000 Zeichen lang sein.",
        full: "Dein Journal ist voll. Lade es unter „Meine Daten“ herunter und starte ein neues.",
      },
    },
  },
  /** Prompt series: one prompt a day by e-mail, answered in the journal (decision 0158). */
  prompts: {
    /** Stored with every start as proof of what the visitor agreed to (UWG § 7: e-mails only with consent). */
    consent:
      "Ja, schick mir jeden Morgen einen Impuls dieser Reihe per E-Mail, bis sie zu Ende ist. Ich kann die Impulse jederzeit mit einem Klick beenden.",
    /** For a start from Meine Buchung: the journal's own consent comes with it (Art. 9 DSGVO). */
    journalConsent: `Und lege mir dafür ein Journal an, falls ich noch keins habe: Meine Einträge können etwas über meine Gesundheit verraten (Art. 9 DSGVO); ich willige ausdrücklich ein, dass sie gespeichert werden. ${brand.coach.firstName} sieht nur, was ich mit ihr teile.`,
    section: {
      heading: "Impulse",
      intro: `Kleine Fragen von ${brand.coach.firstName}, eine an jedem Morgen per E-Mail. Du antwortest hier in deinem Journal – so viel oder so wenig du magst.`,
      running: (day: number, total: number) => `Tag ${day} von ${total}`,
      days: (total: number) => `${total} ${total === 1 ? "Tag" : "Tage"}`,
      start: "Impulse starten",
      startLabel: (name: string) => `Impulse starten: ${name}`,
      starting: "Wird gestartet...",
      started: "Schön, dass du dabei bist! Dein erster Impuls ist schon unterwegs in dein Postfach.",
      already: "Diese Reihe läuft bei dir schon.",
      stop: "Impulse beenden",
      stopLabel: (name: string) => `Impulse beenden: ${name}`,
      consentError: "Bitte bestätige, dass ich dir die Impulse per E-Mail schicken darf.",
      unknown: "Diese Impulsreihe gibt es nicht (mehr). Bitte lade die Seite neu.",
    },
    answer: {
      lead: (day: number) => `Impuls von Tag ${day}`,
      entryFor: (day: number, text: string) => `Antwort auf den Impuls von Tag ${day}: ${text}`,
    },
    mail: {
      subject: (name: string, day: number) => `Dein Impuls für heute – ${name}, Tag ${day}`,
      heading: (day: number, total: number) => `Tag ${day} von ${total}`,
      greeting: "Guten Morgen,",
      lead: "hier ist dein Impuls für heute:",
      after:
        "Nimm dir ein paar ruhige Minuten und schreib deine Gedanken in dein Journal. Niemand liest mit, außer du teilst deinen Eintrag.",
      action: "Im Journal antworten",
      stop: (url: string) => `Keine Impulse mehr? Hier beendest du sie mit einem Klick: ${url}`,
    },
    stopPage: {
      title: "Impulse beenden",
      heading: "Impulse beenden",
      text: (name: string) =>
        `Möchtest du keine Impulse aus „${name}“ mehr bekommen? Ein Klick genügt. Dein Journal und deine Einträge bleiben, wie sie sind.`,
      button: "Impulse beenden",
      busy: "Wird beendet...",
      done: "Erledigt: Du bekommst keine Impulse aus dieser Reihe mehr. Dein Journal bleibt dir.",
      already: "Diese Impulse sind schon beendet. Du bekommst keine weiteren E-Mails aus dieser Reihe.",
      invalid: "Dieser Link ist ungültig. Bitte öffne ihn direkt aus meiner E-Mail.",
      missing: "Dieser Link ist unvollständig. Bitte öffne ihn direkt aus meiner E-Mail.",
      gone: "Diese Impulse gibt es nicht mehr: Es kommen keine E-Mails mehr.",
    },
    bookingPage: {
      title: "Impulse starten",
      heading: (name: string) => `Impulse: ${name}`,
      text: (total: number) =>
        `Zu deiner Buchung gehört eine kleine Reihe von Impulsen: ${total} ${total === 1 ? "Tag" : "Tage"} lang jeden Morgen eine Frage per E-Mail, die du in deinem persönlichen Journal beantwortest. Freiwillig und jederzeit mit einem Klick zu beenden.`,
      offer: (name: string) => `Zu deiner Buchung gehört die Impulsreihe „${name}“.`,
      offerLink: "Impulse ansehen und starten",
      unavailable: "Zu dieser Buchung gibt es (gerade) keine Impulse zum Starten.",
      sentTitle: "Schau in dein Postfach",
      sent: "Danke! Wir haben dir eine E-Mail an die Adresse deiner Buchung geschickt: mit deinem ersten Impuls und dem Link zu deinem persönlichen Journal, oder, wenn du schon ein Journal hast, mit dem Link dorthin, wo du die Impulse startest. Dein Journal öffnet nur sein eigener Link.",
      privacyLead: "Mehr dazu in der",
      privacyLink: "Datenschutzerklärung",
    },
  },
  // The coach's questions before a 1:1 session (decision 0211), asked in the booking form.
  intake: {
    title: "Ein paar Fragen vorab",
    hint: "Damit ich mich gut auf unser Gespräch vorbereiten kann. Deine Antworten liest nur ich.",
    optional: "(freiwillig)",
    required: (label: string) => `Bitte beantworte noch diese Frage: „${label}“`,
    tooLong: (max: number) => `Bitte fasse dich etwas kürzer (höchstens ${max} Zeichen).`,
    invalid: "Diese Antwort enthält Zeichen, die ich nicht speichern kann. Bitte schreib sie noch einmal.",
    eventHint: "Damit ich mich gut auf dich und den Tag vorbereiten kann. Deine Antworten liest nur ich.",
    yes: "Ja",
    no: "Nein",
    choose: (label: string) => `Bitte wähle bei „${label}“ eine der angebotenen Antworten.`,
  },
  // The blog's posts (decision 0161); the page before the first post keeps its web content.
  blog: {
    listTitle: "Gedanken, Geschichten und kleine Übungen",
    listIntro: "Was mich in meiner Arbeit bewegt, rund um Mindset, Sinn und Zukunft. Nimm dir, was dir guttut.",
    readMore: (title: string) => `Weiterlesen: ${title}`,
    readMoreShort: "Weiterlesen",
    back: "Alle Beiträge",
    publishedOn: (date: string) => `Veröffentlicht am ${date}`,
    feed: "Blog als Feed abonnieren (Atom)",
    feedTitle: "Blog",
    germanOnly: "Dieser Beitrag ist nur auf Deutsch erschienen.",
    notFoundTitle: "Diesen Beitrag gibt es nicht",
    notFoundText: "Vielleicht hat sich die Adresse geändert. Alle Beiträge findest du im Blog.",
  },
  /** Courses with several dates (issue 55): one booking for every date. */
  course: {
    summary: (n: number, day: string) => `${n} Termine ab ${day}`,
    datesHeading: "Alle Termine",
    datesIntro: (n: number) => `Ein Kurs, eine Buchung: Mit deinem Platz bist du an allen ${n} Terminen dabei.`,
    dateLabel: (n: number) => `${n}. Termin`,
    online: "Online",
    yourDates: "Deine Termine",
    missTitle: "Einen Termin verpasst du?",
    missText:
      "Sag mir vorher Bescheid, dann halte ich dir einen Nachholplatz frei: denselben Abend in einem anderen Durchgang dieses Kurses, solange dort Plätze frei sind.",
    missButton: (label: string) => `Ich kann am ${label} nicht`,
    missed: "Du hast abgesagt",
    missedToast: {
      title: "Danke, dass du Bescheid sagst",
      text: "Unten findest du, wo du den Termin nachholen kannst.",
    },
    makeupOptions: "Hier kannst du ihn nachholen:",
    makeupNone:
      "Gerade gibt es keinen anderen Durchgang mit freiem Platz an diesem Termin. Schreib mir gern, dann finden wir eine Lösung.",
    makeupButton: (date: string) => `Nachholplatz am ${date} nehmen`,
    makeupTaken: (date: string) => `Dein Nachholplatz: ${date}`,
    makeupToast: { title: "Nachholplatz gebucht", text: "Dein Platz an diesem Termin ist sicher. Bis bald!" },
    makeupRefused: "Dieser Nachholplatz ist leider nicht mehr frei oder schon vergeben.",
    missRefused: "Dieser Termin hat schon begonnen oder du hast ihn schon abgesagt.",
    certificateTitle: "Teilnahmebescheinigung",
    certificateText: "Dein Kurs ist vorbei. Hier ist deine Bescheinigung mit den Terminen, an denen du dabei warst.",
    certificateButton: "Teilnahmebescheinigung (PDF)",
    checkinTitle: "Check-in",
    checkinText: (date: string) => `Schön, dass du da bist! Melde dich hier für den heutigen Termin an: ${date}.`,
    checkinButton: "Ich bin da",
    checkinDone: "Danke, du bist für heute eingecheckt.",
    checkinNone: "Heute ist kein Termin dieses Kurses, für den du eingecheckt werden könntest.",
    present: "Dabei",
    absent: "Nicht dabei",
    pdf: {
      title: "Teilnahmebescheinigung",
      confirms: (name: string, title: string) =>
        `Hiermit bestätige ich, dass ${name} am Kurs „${title}“ teilgenommen hat.`,
      attended: (n: number, of: number) => `Anwesend an ${n} von ${of} Terminen:`,
      content: "Inhalt des Kurses",
      signature: (place: string, date: string) => `${place}, ${date}`,
      role: "Coach und Kursleitung",
      fileName: "teilnahmebescheinigung",
      notAvailable:
        "Die Teilnahmebescheinigung gibt es, sobald der Kurs vorbei ist und deine Anwesenheit erfasst wurde. Schreib mir gern, wenn etwas fehlt.",
    },
  },
} as const;
