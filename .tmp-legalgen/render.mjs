// .tmp-legalgen/render.tsx
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";

// app/routes/agb.tsx
import { Link as Link2 } from "react-router";

// app/config/brand.ts
var brand = {
  /** Lowercase short name: table prefix (`klarsinn_events`) and the fixed `on_page` value of public forms. */
  short: "klarsinn",
  name: "Klarsinn",
  productName: "Klarsinn Coaching",
  tagline: "Coaching f\xFCr Mindset, Sinn und Zukunft",
  coach: {
    name: "Johanna Lindner",
    firstName: "Johanna",
    title: "Systemische Coachin und Trainerin"
  },
  siteUrl: "https://klarsinn-coaching.de",
  locations: ["Braunschweig", "M\xFCnchen", "Online"],
  address: {
    street: "Wilhelmitorwall 12",
    postalCode: "38118",
    city: "Braunschweig",
    country: "Deutschland"
  },
  contact: {
    email: "hallo@klarsinn-coaching.de",
    phone: "+49 531 123 456 70",
    phoneDisplay: "0531 123 456 70"
  },
  mail: {
    /** Sender for all automatic e-mails: an address of the domain onboarded to Cloudflare Email Service (README, "E-mail delivery"). */
    from: "buchung@klarsinn-coaching.de",
    fromName: "Klarsinn Coaching",
    /** Where the coach receives booking and contact notifications. */
    coachInbox: "hallo@klarsinn-coaching.de"
  },
  legal: {
    owner: "Johanna Lindner",
    businessForm: "Einzelunternehmen",
    representative: "Johanna Lindner",
    register: "Nicht im Handelsregister eingetragen (Einzelunternehmen)",
    vatId: "DE318456729",
    responsibleForContent: "Johanna Lindner, Wilhelmitorwall 12, 38118 Braunschweig"
  },
  /**
   * Where visitors pay (issue 11): shown in the confirmation e-mail, on "Meine Buchung" and as the
   * EPC QR code ("GiroCode") for EUR bookings. `paypalMe` may be null when there is no PayPal account.
   */
  payment: {
    recipient: "Johanna Lindner",
    iban: "DE02120300000000202051",
    bic: "BYLADEM1001",
    bankName: "Deutsche Kreditbank",
    paypalMe: "https://paypal.me/klarsinncoaching"
  },
  external: {
    mindsetTest: "https://test.klarsinn-coaching.de/mindset",
    bookingCalendar: "https://termine.klarsinn-coaching.de/erstgespraech",
    academy: "https://academy.klarsinn-coaching.de"
  },
  copyrightYear: 2025
};
var embedOrigins = [brand.external.mindsetTest, brand.external.bookingCalendar].map(
  (url) => new URL(url).origin
);

// app/features/content/legal/legal-page.tsx
import { useId } from "react";

// app/features/content/blocks.tsx
import { Link } from "react-router";

// app/lib/i18n.ts
import { useLocation } from "react-router";

// app/lib/messages.ts
var messages = {
  notFound: {
    heading: "404",
    text: "Oops! Page not found",
    home: "Return to Home"
  },
  common: {
    error: { title: "Ein Fehler ist aufgetreten", text: "Bitte versuche es sp\xE4ter noch einmal." },
    loading: "L\xE4dt...",
    close: "Schlie\xDFen",
    rateLimited: "Zu viele Anfragen in kurzer Zeit. Bitte warte einen Moment und versuche es dann erneut.",
    forbidden: "Diese Anfrage wurde aus Sicherheitsgr\xFCnden abgelehnt.",
    // Public surface under abuse (issue 14): the site-wide ceiling, whoever sends.
    busy: "Gerade kommen ungew\xF6hnlich viele Anfragen auf einmal an. Bitte versuche es in einer Minute noch einmal."
  },
  cookie: {
    accept: "Alle akzeptieren",
    essential: "Nur Notwendige",
    privacy: "Datenschutzerkl\xE4rung"
  },
  // Public site shell and marketing pages (labels the spec fixes).
  site: {
    nav: {
      about: "About",
      offers: "Angebote",
      why: "Why",
      dates: "Termine",
      topics: "Themen",
      academy: "Academy",
      contact: "Kontakt",
      openMenu: "Men\xFC \xF6ffnen",
      closeMenu: "Men\xFC schlie\xDFen"
    },
    // Site shell around every public page (header, footer, skip link, language switch).
    shell: {
      skipToContent: "Zum Inhalt springen",
      mainNav: "Hauptnavigation",
      home: "Startseite",
      footerOffers: "Angebote",
      footerLinks: "Links",
      footerNewsletter: "Newsletter",
      footerLegal: "Rechtliches",
      blog: "Blog",
      privacy: "Datenschutz",
      imprint: "Impressum",
      terms: "AGB",
      cookieLabel: "Cookie-Hinweis",
      quote: "Zitat",
      step: "Schritt",
      email: "E-Mail",
      phone: "Telefon",
      relatedTitle: "Weitere Themen, die dich interessieren k\xF6nnten",
      relatedEyebrow: "Weiterlesen",
      /** Label of the link to the other language, written in that language. */
      switchLanguage: "English",
      switchLanguageLabel: "This page in English"
    },
    home: {
      discover: "Coaching entdecken",
      mindsetTest: "Kostenloser Mindsettest",
      learnMore: "Mehr erfahren"
    },
    offers: { contactCta: "Kontakt aufnehmen" },
    contact: { bookingTitle: "Termin buchen", bookingButton: "Kostenfreies Erstgespr\xE4ch buchen" },
    courses: {
      heroTitle: "Online Kurse",
      whyTitle: "Warum Online Lernen?",
      howTitle: "So funktioniert's",
      listTitle: "Unsere Online Kurse",
      toCourse: "Zum Kurs",
      toAcademy: (name) => `Zur ${name} Academy`
    },
    embed: {
      notice: (host2) => `Hier wird ein externer Inhalt von ${host2} eingebunden. Beim Laden \xFCbertr\xE4gt dein Browser Daten wie deine IP-Adresse an diesen Anbieter. Deshalb lade ich ihn erst, wenn du es m\xF6chtest.`,
      load: "Inhalt laden",
      remember: "Externe Inhalte k\xFCnftig immer laden",
      direct: "Direkt beim Anbieter \xF6ffnen",
      newTab: "(\xF6ffnet in neuem Tab)"
    }
  },
  contact: {
    submitting: "Wird gesendet...",
    success: { title: "Nachricht gesendet", text: "Vielen Dank f\xFCr deine Nachricht. Ich melde mich in K\xFCrze bei dir." },
    placeholders: { name: "Dein Name", email: "deine@email.de", message: "Wie kann ich dir helfen?" },
    labels: { name: "Name", email: "E-Mail", message: "Nachricht" },
    submit: "Nachricht senden",
    privacyNote: "Ich nutze deine Angaben nur, um dir zu antworten. Mehr dazu in der",
    privacyLink: "Datenschutzerkl\xE4rung",
    errors: {
      nameRequired: "Bitte gib deinen Namen ein.",
      nameTooLong: "Dein Name darf h\xF6chstens 100 Zeichen lang sein.",
      nameInvalid: "Dein Name darf keine Zeilenumbr\xFCche oder Steuerzeichen enthalten.",
      emailRequired: "Bitte gib deine E-Mail-Adresse ein.",
      emailInvalid: "Bitte gib eine g\xFCltige E-Mail-Adresse ein, z. B. name@beispiel.de.",
      emailTooLong: "Deine E-Mail-Adresse darf h\xF6chstens 254 Zeichen lang sein.",
      messageRequired: "Bitte schreib mir kurz, worum es geht.",
      messageTooLong: "Deine Nachricht darf h\xF6chstens 5000 Zeichen lang sein."
    },
    mail: {
      subject: (name) => `Neue Kontaktanfrage von ${name}`,
      heading: "Neue Kontaktanfrage",
      intro: "\xDCber das Kontaktformular der Website ist eine neue Nachricht eingegangen. Antworte einfach auf diese E-Mail, um direkt zu antworten.",
      name: "Name",
      email: "E-Mail",
      page: "Seite",
      received: "Eingegangen",
      message: "Nachricht"
    }
  },
  newsletter: {
    success: { title: "Anmeldung erfolgreich", text: "Vielen Dank f\xFCr deine Anmeldung zum Newsletter!" },
    confirmHint: "Bitte best\xE4tige deine Anmeldung \xFCber den Link in der E-Mail.",
    label: "E-Mail-Adresse f\xFCr den Newsletter",
    submit: "Abonnieren",
    submitting: "Wird angemeldet...",
    /** Stored with every sign-up as proof of what the visitor agreed to: change it and new sign-ups store the new text. */
    consent: "Einmal im Monat schicke ich dir Impulse zu Mindset, Sinn und Zukunft und die n\xE4chsten Termine. Du kannst dich jederzeit mit einem Klick abmelden.",
    privacyLead: "Mehr dazu in der",
    privacyLink: "Datenschutzerkl\xE4rung",
    errors: {
      emailRequired: "Bitte gib deine E-Mail-Adresse ein.",
      emailInvalid: "Bitte gib eine g\xFCltige E-Mail-Adresse ein, z. B. name@beispiel.de.",
      emailTooLong: "Deine E-Mail-Adresse darf h\xF6chstens 254 Zeichen lang sein."
    },
    confirmMail: {
      subject: "Bitte best\xE4tige deine Anmeldung zum Newsletter",
      heading: "Fast geschafft!",
      greeting: "Hallo,",
      paragraphs: [
        "sch\xF6n, dass du meinen Newsletter lesen m\xF6chtest. Damit niemand ohne dein Einverst\xE4ndnis eingetragen wird, best\xE4tige deine Anmeldung bitte mit einem Klick auf den Button.",
        "Der Link ist 48 Stunden g\xFCltig. Wenn du dich nicht angemeldet hast, ignoriere diese E-Mail einfach \u2013 dann passiert nichts und deine Adresse wird nicht verwendet."
      ],
      action: "Anmeldung best\xE4tigen"
    },
    welcomeMail: {
      subject: "Willkommen bei meinem Newsletter",
      heading: "Sch\xF6n, dass du dabei bist",
      greeting: "Hallo,",
      paragraphs: [
        "deine Anmeldung ist best\xE4tigt. Ab jetzt bekommst du etwa einmal im Monat Impulse zu Mindset, Sinn und Zukunft und erf\xE4hrst zuerst von neuen Workshops und Terminen."
      ]
    },
    unsubscribeFootnote: (url) => `Du m\xF6chtest keine E-Mails mehr von mir? Hier kannst du dich abmelden: ${url}`,
    confirmPage: {
      title: "Newsletter best\xE4tigen",
      heading: "Best\xE4tige deine Anmeldung",
      text: "Ein Klick noch, dann bist du dabei: Best\xE4tige hier, dass du meinen Newsletter bekommen m\xF6chtest.",
      button: "Anmeldung best\xE4tigen",
      busy: "Wird best\xE4tigt...",
      doneHeading: "Deine Anmeldung ist best\xE4tigt",
      doneText: "Danke f\xFCr dein Vertrauen! Du bekommst ab jetzt etwa einmal im Monat Post von mir.",
      alreadyText: "Deine Anmeldung war schon best\xE4tigt \u2013 du musst nichts weiter tun.",
      unsubscribeHint: "Du hast es dir anders \xFCberlegt?",
      unsubscribeLink: "Newsletter abbestellen"
    },
    unsubscribeMail: {
      subject: "Dein Link zum Abbestellen des Newsletters",
      heading: "Newsletter abbestellen",
      greeting: "Hallo,",
      paragraphs: [
        "du m\xF6chtest meinen Newsletter nicht mehr bekommen? Mit dem Button meldest du dich ab, und ich l\xF6sche deine Adresse sofort.",
        "Wenn du das nicht angefragt hast, ignoriere diese E-Mail einfach \u2013 dann bleibt alles, wie es ist."
      ],
      action: "Newsletter abbestellen"
    },
    unsubscribePage: {
      title: "Newsletter abbestellen",
      heading: "Newsletter abbestellen",
      requestText: "Gib die E-Mail-Adresse ein, mit der du angemeldet bist. Du bekommst eine E-Mail mit deinem pers\xF6nlichen Abmeldelink \u2013 so kann niemand anderes dich abmelden.",
      requestButton: "Abmeldelink senden",
      requestBusy: "Wird gesendet...",
      requestedHeading: "Schau in dein Postfach",
      requestedText: "Wenn diese Adresse f\xFCr meinen Newsletter eingetragen ist, bekommst du in wenigen Minuten eine E-Mail mit deinem Abmeldelink.",
      text: "M\xF6chtest du meinen Newsletter wirklich nicht mehr bekommen? Dann best\xE4tige hier \u2013 ich l\xF6sche deine Adresse sofort.",
      button: "Jetzt abmelden",
      busy: "Wird abgemeldet...",
      doneHeading: "Du bist abgemeldet",
      doneText: "Deine E-Mail-Adresse ist gel\xF6scht und du bekommst keinen Newsletter mehr. Alles Gute f\xFCr deinen Weg!"
    },
    tokenErrors: {
      heading: "Das hat leider nicht geklappt",
      missing: "Dieser Link ist unvollst\xE4ndig. Bitte \xF6ffne ihn direkt aus der E-Mail.",
      invalid: "Dieser Link ist ung\xFCltig. Bitte \xF6ffne ihn direkt aus der E-Mail.",
      expired: "Dieser Best\xE4tigungslink ist abgelaufen. Melde dich einfach noch einmal an \u2013 du bekommst dann sofort einen neuen Link.",
      gone: "Zu diesem Link gibt es keine Anmeldung mehr. Vielleicht hast du dich bereits abgemeldet."
    },
    backHome: "Zur Startseite"
  },
  events: {
    heroTitle: "Veranstaltungen",
    heroSubtitle: "Entdecke kommende Events, Workshops und Vortr\xE4ge",
    tabCalendar: "Kalenderansicht",
    tabList: "Listenansicht",
    noDate: "Kein Datum ausgew\xE4hlt",
    noEventsOnDay: "Keine Veranstaltungen an diesem Tag",
    emptyDay: "An diesem Tag gibt es keine Veranstaltungen. Bitte w\xE4hle ein anderes Datum.",
    emptyList: "Es sind derzeit keine Veranstaltungen geplant.",
    details: "Details ansehen",
    loading: "L\xE4dt Veranstaltungen...",
    loadError: "Fehler beim Laden der Veranstaltungen",
    countOnDay: (n) => `${n} Veranstaltung(en) an diesem Tag`,
    /** Category names as shown (the stored values are the German ones of the spec). */
    categories: {
      Workshop: "Workshop",
      Seminar: "Seminar",
      Vortrag: "Vortrag",
      Konferenz: "Konferenz",
      Webinar: "Webinar"
    }
  },
  eventDetail: {
    loading: "L\xE4dt Veranstaltungsdetails...",
    notFoundTitle: "Veranstaltung nicht gefunden",
    notFoundText: "Die gesuchte Veranstaltung existiert nicht oder wurde entfernt.",
    backToOverview: "Zur\xFCck zur Event\xFCbersicht",
    allEvents: "Alle Veranstaltungen",
    description: "Beschreibung",
    details: "Details",
    venue: "Veranstaltungsort",
    attendees: "Teilnehmerzahl",
    maxAttendees: (n) => `Maximal ${n} Teilnehmer`,
    price: "Preis",
    bookTitle: "Event buchen",
    bookText: "Sichere dir deinen Platz f\xFCr diese Veranstaltung",
    seatsLeft: (n) => `Noch ${n} ${n === 1 ? "Platz" : "Pl\xE4tze"} frei`,
    soldOut: "Ausgebucht",
    past: "Diese Veranstaltung hat bereits stattgefunden.",
    addToCalendar: "Zum Kalender hinzuf\xFCgen",
    eventIdRequired: "Event ID is required",
    dateTime: "Datum und Uhrzeit",
    pageTitle: (title3, date) => `${title3} am ${date}`
  },
  booking: {
    submitting: "Wird gebucht...",
    successTitle: "Buchung erfolgreich!",
    successText: "Vielen Dank f\xFCr deine Buchung. Du erh\xE4ltst in K\xFCrze eine Best\xE4tigung per E-Mail.",
    moreEvents: "Weitere Veranstaltungen",
    toastSuccess: { title: "Buchung erfolgreich", text: "Deine Buchungsanfrage wurde erfolgreich \xFCbermittelt." },
    toastError: {
      title: "Fehler bei der Buchung",
      text: "Es ist ein Fehler aufgetreten. Bitte versuche es sp\xE4ter erneut."
    },
    // Form labels and server answers beyond the spec's fixed strings.
    fields: {
      fullName: "Vollst\xE4ndiger Name",
      email: "E-Mail",
      phone: "Telefon (optional)",
      tickets: "Anzahl Tickets",
      honeypot: "Bitte dieses Feld leer lassen"
    },
    placeholders: { fullName: "Vor- und Nachname", email: "deine@email.de", phone: "0531 123456" },
    ticketsHint: (max) => `Bis zu ${max} Tickets pro Buchung`,
    submit: "Jetzt verbindlich buchen",
    total: "Gesamtpreis",
    reference: "Buchungsnummer",
    notBookable: "F\xFCr diese Veranstaltung sind keine Buchungen mehr m\xF6glich.",
    validation: {
      nameRequired: "Bitte gib deinen vollst\xE4ndigen Namen ein.",
      nameTooLong: (max) => `Dein Name darf h\xF6chstens ${max} Zeichen lang sein.`,
      nameInvalid: "Bitte gib deinen Namen nur mit Buchstaben ein (Leerzeichen, Bindestrich, Apostroph und Punkt gehen auch).",
      emailRequired: "Bitte gib deine E-Mail-Adresse ein.",
      emailInvalid: "Bitte gib eine g\xFCltige E-Mail-Adresse ein.",
      phoneInvalid: "Bitte gib eine g\xFCltige Telefonnummer ein (nur Ziffern, Leerzeichen und + - / ( )).",
      ticketsNotANumber: "Bitte gib die Anzahl der Tickets als ganze Zahl an.",
      ticketsRange: (min, max) => `Du kannst zwischen ${min} und ${max} Tickets pro Buchung buchen.`,
      checkInput: "Bitte pr\xFCfe deine Angaben."
    },
    notEnoughSeats: (left) => left === 0 ? "Diese Veranstaltung ist leider ausgebucht. Es sind keine Pl\xE4tze mehr frei." : left === 1 ? "Es ist nur noch 1 Platz frei." : `Es sind nur noch ${left} Pl\xE4tze frei.`,
    pastEvent: "Diese Veranstaltung hat bereits begonnen und kann nicht mehr gebucht werden.",
    rateLimited: "Von deinem Anschluss kamen gerade sehr viele Buchungen. Bitte warte ein paar Minuten und versuche es dann noch einmal.",
    // Limits against seat hoarding (README "Bookings from first click to the day").
    emailEventLimit: (left) => left === 0 ? "Mit dieser E-Mail-Adresse sind f\xFCr diese Veranstaltung schon 10 Tickets gebucht \u2013 mehr geht pro Adresse nicht." : `Mit dieser E-Mail-Adresse kannst du f\xFCr diese Veranstaltung noch h\xF6chstens ${left} ${left === 1 ? "Ticket" : "Tickets"} buchen.`,
    emailUnconfirmedLimit: "F\xFCr diese E-Mail-Adresse warten schon mehrere Buchungen auf ihre Best\xE4tigung. Bitte best\xE4tige sie zuerst \xFCber den Link in deinen E-Mails.",
    holdsFull: "Gerade sind viele Pl\xE4tze vorl\xE4ufig reserviert und warten auf ihre Best\xE4tigung. Bitte versuche es in einer Stunde noch einmal \u2013 oder schreib mir, dann finden wir einen Weg.",
    confirmHint: (until) => `Wichtig: Bitte best\xE4tige deine Buchung \xFCber den Button in der E-Mail. Bis ${until} Uhr halte ich deine Pl\xE4tze f\xFCr dich frei.`
  },
  // "Meine Buchung" (/buchung/<token>): the visitor's own view of one booking.
  manageBooking: {
    title: "Meine Buchung",
    invalidTitle: "Dieser Link funktioniert nicht",
    invalidText: "Der Link ist unvollst\xE4ndig oder nicht g\xFCltig. \xD6ffne ihn bitte direkt aus deiner E-Mail \u2013 oder schreib mir, dann helfe ich dir weiter.",
    reference: "Buchungsnummer",
    event: "Veranstaltung",
    date: "Datum",
    time: "Uhrzeit",
    place: "Ort",
    tickets: "Tickets",
    total: "Gesamtpreis",
    status: "Status",
    payment: "Zahlung",
    states: {
      unconfirmed: "Bitte best\xE4tigen",
      expired: "Reservierung abgelaufen",
      pending: "Angefragt \u2013 wartet auf meine Best\xE4tigung",
      confirmed: "Best\xE4tigt",
      cancelled: "Storniert"
    },
    unconfirmedText: (until) => `Deine Pl\xE4tze sind bis ${until} Uhr f\xFCr dich reserviert. Bitte best\xE4tige deine Buchung, damit sie verbindlich bei mir ankommt.`,
    confirm: "Buchung best\xE4tigen",
    confirming: "Wird best\xE4tigt...",
    confirmedToast: {
      title: "Buchung best\xE4tigt",
      text: "Danke! Deine Buchung ist bei mir angekommen. Ich melde mich bald mit allen Infos."
    },
    expiredText: "Du hast die Buchung nicht rechtzeitig best\xE4tigt, deshalb sind die Pl\xE4tze wieder frei. Wenn noch Pl\xE4tze frei sind, kannst du gern neu buchen.",
    toEvent: "Zur Veranstaltung",
    calendar: "In meinen Kalender (.ics)",
    cancelTitle: "Buchung stornieren",
    termsFree: (until) => `Bis ${until} Uhr kannst du kostenfrei stornieren (48 Stunden vor Beginn).`,
    termsFee: (fee) => `Die Veranstaltung beginnt in weniger als 48 Stunden. Wenn du jetzt stornierst, werden nach den AGB 50 % f\xE4llig: ${fee}. Du kannst stattdessen auch kostenfrei eine Ersatzperson schicken \u2013 antworte dazu einfach auf deine Buchungs-E-Mail.`,
    termsUnconfirmed: "Deine Buchung ist noch nicht best\xE4tigt, eine Stornierung ist deshalb kostenfrei.",
    termsClosed: "Die Veranstaltung hat schon begonnen, eine Stornierung \xFCber diese Seite ist nicht mehr m\xF6glich. Schreib mir gern, wenn etwas ist.",
    cancel: "Kostenfrei stornieren",
    cancelWithFee: (fee) => `Stornieren (${fee} f\xE4llig)`,
    cancelling: "Wird storniert...",
    cancelConfirmTitle: "Wirklich stornieren?",
    cancelConfirmText: "Deine Pl\xE4tze werden sofort wieder frei. Das l\xE4sst sich nicht r\xFCckg\xE4ngig machen.",
    keep: "Behalten",
    cancelledToast: {
      title: "Buchung storniert",
      text: "Deine Buchung ist storniert. Du bekommst gleich eine E-Mail."
    },
    cancelledText: (when) => `Du hast diese Buchung am ${when} Uhr storniert.`,
    cancelledByCoach: "Diese Buchung wurde storniert. Bei Fragen antworte einfach auf meine E-Mail.",
    feeDue: (fee) => `Nach den AGB ist eine Stornogeb\xFChr von ${fee} f\xE4llig.`,
    failedTitle: "Das hat nicht geklappt",
    notPossible: "Das ist f\xFCr diese Buchung gerade nicht m\xF6glich. Lade die Seite neu, um den aktuellen Stand zu sehen.",
    error: "Es ist ein Fehler aufgetreten. Bitte versuche es sp\xE4ter erneut."
  },
  // Waiting list of a sold-out event (/events/<id>) and its offers (/warteliste/<token>).
  waitlist: {
    title: "Auf die Warteliste",
    text: "Diese Veranstaltung ist ausgebucht. Trag dich ein: Sobald Pl\xE4tze frei werden, bekommst du eine E-Mail und kannst sie 24 Stunden lang f\xFCr dich buchen.",
    submit: "Auf die Warteliste",
    submitting: "Wird eingetragen...",
    consent: "Ich bin einverstanden, dass meine Angaben gespeichert werden, um mich \xFCber frei werdende Pl\xE4tze zu informieren. Die Einwilligung kann ich jederzeit per E-Mail widerrufen.",
    consentRequired: "Bitte best\xE4tige die Einwilligung, damit ich dich benachrichtigen darf.",
    joinedTitle: "Du stehst auf der Warteliste",
    joinedText: "Danke! Ich habe dir eine E-Mail geschickt. Sobald Pl\xE4tze frei werden, melde ich mich \u2013 dann hast du 24 Stunden Zeit, sie zu buchen.",
    failedTitle: "Eintragen fehlgeschlagen",
    error: "Es ist ein Fehler aufgetreten. Bitte versuche es sp\xE4ter erneut.",
    notSoldOut: "Es sind gerade wieder Pl\xE4tze frei \u2013 du kannst direkt buchen. Lade die Seite neu.",
    offerTitle: "Dein Platz ist frei geworden",
    offerText: (tickets, until) => `F\xFCr dich ${tickets === 1 ? "ist 1 Platz" : `sind ${tickets} Pl\xE4tze`} bis ${until} Uhr reserviert. Mit einem Klick buchst du ${tickets === 1 ? "ihn" : "sie"} verbindlich.`,
    claim: "Jetzt verbindlich buchen",
    claiming: "Wird gebucht...",
    claimedTitle: "Gebucht!",
    claimedText: "Deine Buchung ist angekommen. Alle Angaben findest du auf der Seite deiner Buchung.",
    toBooking: "Zu meiner Buchung",
    expiredTitle: "Das Angebot ist abgelaufen",
    expiredText: "Die 24 Stunden sind um, deshalb habe ich die Pl\xE4tze an die n\xE4chste Person auf der Warteliste weitergegeben. Schau gern nach weiteren Terminen.",
    waitingText: "Du stehst auf der Warteliste. Sobald Pl\xE4tze frei werden, bekommst du eine E-Mail.",
    removedText: "Dieser Eintrag auf der Warteliste besteht nicht mehr.",
    invalidTitle: "Dieser Link funktioniert nicht",
    invalidText: "Der Link ist unvollst\xE4ndig oder nicht g\xFCltig. \xD6ffne ihn bitte direkt aus deiner E-Mail."
  },
  login: {
    title: "Admin Login",
    hint: "Bitte melden Sie sich mit Ihrem Administrator-Konto an",
    footer: "Nur f\xFCr autorisierte Administratoren",
    email: "E-Mail",
    password: "Passwort",
    submit: "Anmelden",
    submitting: "Anmelden...",
    invalidEmail: "Bitte geben Sie eine g\xFCltige E-Mail-Adresse ein.",
    passwordTooShort: "Das Passwort muss mindestens 6 Zeichen lang sein.",
    failedTitle: "Login fehlgeschlagen",
    failedText: "Bitte \xFCberpr\xFCfen Sie Ihre Anmeldedaten und versuchen Sie es erneut.",
    remember: "Dieses Ger\xE4t merken",
    secondFactor: {
      title: "Best\xE4tigungscode",
      hint: "Geben Sie den 6-stelligen Code aus Ihrer Authenticator-App ein.",
      code: "Code",
      recoveryHint: "Kein Zugriff auf die App? Einer Ihrer Wiederherstellungscodes (xxxxx-xxxxx) funktioniert auch, jeder einmal.",
      submit: "Best\xE4tigen",
      wrong: "Der Code stimmt nicht. Bitte nehmen Sie den aktuellen Code aus der App.",
      throttled: "Zu viele falsche Codes. Bitte warten Sie eine Viertelstunde.",
      expired: "Die Anmeldung hat zu lange gedauert. Bitte melden Sie sich erneut an."
    },
    forgot: "Passwort vergessen?",
    logoutFailedTitle: "Logout fehlgeschlagen",
    logoutFailedText: "Ein Fehler ist aufgetreten."
  },
  // Back office (spec 2 "Admin area", 5 and 8). The admin strings of the spec address the user with "Sie".
  admin: {
    auth: {
      unauthorized: "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.",
      forbidden: "F\xFCr diese Aktion fehlen Ihnen die Administratorrechte.",
      throttled: (minutes) => `Zu viele Anmeldeversuche. Bitte warten Sie ${minutes} ${minutes === 1 ? "Minute" : "Minuten"} und versuchen Sie es dann erneut.`,
      toLogin: "Zur Anmeldung"
    },
    panel: "Admin Panel",
    nav: {
      label: "Admin-Navigation",
      dashboard: "Dashboard",
      profiles: "Profile",
      contacts: "Kontaktanfragen",
      newsletter: "Newsletter",
      events: "Events",
      bookings: "Buchungen",
      webContent: "Web Content",
      journals: "Mindset Journal",
      emails: "E-Mails",
      waitlist: "Wartelisten",
      audit: "Protokoll",
      campaigns: "Newsletter senden",
      secondFactor: "Zwei-Faktor",
      openMenu: "Men\xFC \xF6ffnen",
      closeMenu: "Men\xFC schlie\xDFen"
    },
    logout: "Abmelden",
    logoutEverywhere: "Alle Sitzungen beenden",
    passwordChange: {
      title: "Bitte w\xE4hlen Sie ein neues Passwort",
      text: "Ihr Passwort ist k\xFCrzer als 12 Zeichen oder zu leicht zu erraten. Die Anmeldung klappt noch, aber bitte \xE4ndern Sie es jetzt in Ihrem Profil.",
      link: "Zu den Profilen"
    },
    website: "Website",
    loading: "L\xE4dt...",
    dashboard: {
      title: "Dashboard",
      profiles: "Benutzerprofile",
      events: "Events",
      contacts: "Kontaktanfragen",
      subscribers: "Newsletter Abonnenten",
      bookings: "Gebuchte Pl\xE4tze",
      bookingsHint: (taken, capacity, pending) => `von ${capacity} Pl\xE4tzen in kommenden Events \xB7 ${pending} ${pending === 1 ? "Buchung wartet" : "Buchungen warten"} auf Best\xE4tigung`,
      loadError: "Fehler beim Laden der Statistiken"
    },
    table: {
      empty: "Keine Daten vorhanden",
      actions: "Aktionen",
      add: "Neu hinzuf\xFCgen",
      view: "Ansehen",
      edit: "Bearbeiten",
      delete: "L\xF6schen",
      search: "Suchen",
      searchLabel: "Suche",
      reset: "Zur\xFCcksetzen",
      previous: "Zur\xFCck",
      next: "Weiter",
      pageOf: (page, pages2, total) => `Seite ${page} von ${pages2} \xB7 ${total} Eintr\xE4ge`,
      yes: "Ja",
      no: "Nein",
      emptyValue: "-"
    },
    confirmDelete: {
      title: "Eintrag l\xF6schen",
      text: "M\xF6chten Sie diesen Eintrag wirklich l\xF6schen? Diese Aktion kann nicht r\xFCckg\xE4ngig gemacht werden.",
      cancel: "Abbrechen",
      confirm: "L\xF6schen"
    },
    form: {
      save: "Speichern",
      saving: "Speichern...",
      cancel: "Abbrechen",
      invalidEmail: "Bitte geben Sie eine g\xFCltige E-Mail-Adresse ein.",
      invalidNumber: "Bitte geben Sie eine Zahl ein.",
      invalidDate: "Bitte geben Sie ein g\xFCltiges Datum ein.",
      invalidOption: "Bitte w\xE4hlen Sie einen Eintrag aus der Liste.",
      tooLong: (max) => `Bitte h\xF6chstens ${max} Zeichen eingeben.`,
      atLeast: (min) => `Der Wert muss mindestens ${min} sein.`,
      wholeNumber: "Bitte geben Sie eine ganze Zahl ein.",
      choose: "Bitte w\xE4hlen",
      invalidRequest: "Die Anfrage war unvollst\xE4ndig. Bitte laden Sie die Seite neu und versuchen Sie es erneut.",
      // Issue 12: an unexpected failure (e.g. the database refusing a write), below the action's own title.
      unexpected: "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es in einem Moment erneut.",
      notFound: "Der Eintrag existiert nicht mehr. Vielleicht wurde er gerade gel\xF6scht.",
      // Public surface under abuse (issue 14): bounds and conflicts of admin forms.
      atMost: (max) => `Der Wert darf h\xF6chstens ${max.toLocaleString("de-DE")} sein.`,
      decimals: (places) => `Bitte h\xF6chstens ${places} Nachkommastellen eingeben.`,
      controlCharacters: "Bitte entfernen Sie Steuerzeichen aus dem Text (z. B. aus kopierten Inhalten).",
      invalidTime: "Bitte geben Sie eine Uhrzeit wie 09:30 ein.",
      conflict: "Diesen Eintrag gibt es inzwischen bereits \u2013 vermutlich wurde er gerade zeitgleich angelegt. Bitte laden Sie die Liste neu."
    },
    status: {
      read: "Gelesen",
      unread: "Ungelesen",
      pending: "Ausstehend",
      confirmed: "Best\xE4tigt",
      cancelled: "Storniert"
    },
    profiles: {
      title: "Profile",
      dialog: "Profil erstellen/bearbeiten",
      columns: { email: "E-Mail", firstName: "Vorname", lastName: "Nachname", isAdmin: "Admin", created: "Erstellt" },
      fields: {
        email: "E-Mail",
        firstName: "Vorname",
        lastName: "Nachname",
        isAdmin: "Administrator",
        password: "Passwort (optional)",
        passwordHint: "Nur ausf\xFCllen, um ein neues Passwort f\xFCr die Anmeldung zu setzen (mindestens 12 Zeichen, kein verbreitetes Passwort). Alle Sitzungen des Profils enden dann.",
        currentPassword: "Ihr aktuelles Passwort",
        currentPasswordHint: "Nur n\xF6tig, wenn Sie eine E-Mail-Adresse oder ein Passwort \xE4ndern."
      },
      required: { email: "E-Mail ist erforderlich" },
      passwordTooShort: "Das Passwort muss mindestens 6 Zeichen lang sein.",
      emailTaken: "Diese E-Mail-Adresse geh\xF6rt bereits zu einem Profil.",
      notSelf: "Sie k\xF6nnen Ihr eigenes Profil weder l\xF6schen noch sich selbst die Administratorrechte entziehen.",
      lastAdmin: "Das letzte Administrator-Profil kann weder gel\xF6scht noch herabgestuft werden.",
      loadError: "Fehler beim Laden der Profile",
      deleteError: "Fehler beim L\xF6schen des Profils",
      saveError: "Fehler beim Speichern des Profils",
      resetSecondFactor: "Zwei-Faktor zur\xFCcksetzen",
      secondFactorReset: {
        title: "Zwei-Faktor zur\xFCckgesetzt",
        text: "Die Zwei-Faktor-Anmeldung des Profils ist aus, seine Sitzungen sind beendet. Es kann sie neu einrichten."
      },
      deleted: { title: "Profil gel\xF6scht", text: "Das Profil wurde erfolgreich gel\xF6scht." },
      created: { title: "Profil erstellt", text: "Das Profil wurde erfolgreich erstellt." },
      updated: { title: "Profil aktualisiert", text: "Das Profil wurde erfolgreich aktualisiert." }
    },
    contacts: {
      title: "Kontaktanfragen",
      details: "Kontaktanfrage Details",
      columns: {
        name: "Name",
        email: "E-Mail",
        message: "Nachricht",
        created: "Datum",
        status: "Status",
        page: "Seite"
      },
      loadError: "Fehler beim Laden der Kontaktanfragen",
      deleteError: "Fehler beim L\xF6schen der Kontaktanfrage",
      markReadError: "Fehler beim Aktualisieren des Status",
      deleted: { title: "Kontaktanfrage gel\xF6scht", text: "Die Kontaktanfrage wurde erfolgreich gel\xF6scht." }
    },
    emails: {
      title: "E-Mail-Protokoll",
      details: "E-Mail Details",
      columns: {
        recipient: "Empf\xE4nger",
        subject: "Betreff",
        kind: "Art",
        status: "Status",
        created: "Zeit"
      },
      fields: {
        sentAt: "Gesendet am",
        attempts: "Versuche",
        error: "Fehler",
        providerId: "Nachrichten-ID",
        links: "Links im Text",
        text: "Text"
      },
      status: { queued: "In Warteschlange", sent: "Gesendet", failed: "Fehlgeschlagen" },
      kinds: {
        "booking-confirmation": "Buchungsbest\xE4tigung",
        "booking-notification": "Neue Buchung (an dich)",
        "booking-status": "Buchungsstatus",
        "booking-cancelled": "Stornierung (an Besucher)",
        "booking-cancelled-notification": "Stornierung (an dich)",
        "booking-reminder": "Erinnerung",
        "coach-digest": "Offene Buchungen (an dich)",
        "waitlist-joined": "Warteliste: Eintrag",
        "waitlist-offer": "Warteliste: Platz frei",
        "password-reset": "Passwort zur\xFCcksetzen",
        "newsletter-campaign": "Newsletter",
        "newsletter-test": "Newsletter: Test",
        "password-changed": "Passwort ge\xE4ndert",
        "contact-notification": "Kontaktanfrage (an dich)",
        "newsletter-confirm": "Newsletter: Best\xE4tigung",
        "newsletter-welcome": "Newsletter: Willkommen",
        "newsletter-unsubscribe-link": "Newsletter: Abmeldelink"
      },
      bodyCleared: "Der Text wurde nach Ablauf der Speicherfrist gel\xF6scht; Empf\xE4nger, Betreff und Status bleiben.",
      resend: "Erneut senden",
      resent: {
        title: "E-Mail wird erneut gesendet",
        text: "Die E-Mail wurde erfolgreich wieder in die Warteschlange gestellt."
      },
      loadError: "Fehler beim Laden der E-Mails",
      resendError: "Fehler beim erneuten Senden",
      notResendable: "Nur fehlgeschlagene E-Mails mit gespeichertem Text k\xF6nnen erneut gesendet werden."
    },
    newsletter: {
      title: "Newsletter",
      exportCsv: "Best\xE4tigte als CSV exportieren",
      csv: { signedUp: "Angemeldet am", confirmed: "Best\xE4tigt am", consent: "Einwilligungstext" },
      columns: { email: "E-Mail", page: "Anmeldeseite", created: "Datum", status: "Status" },
      loadError: "Fehler beim Laden der Newsletter-Abonnements",
      deleteError: "Fehler beim L\xF6schen des Abonnements",
      deleted: { title: "Abonnement gel\xF6scht", text: "Das Abonnement wurde erfolgreich gel\xF6scht." }
    },
    events: {
      title: "Events",
      dialog: "Event erstellen/bearbeiten",
      columns: {
        title: "Titel",
        date: "Datum",
        location: "Ort",
        price: "Preis",
        maxAttendees: "Max. Teilnehmer",
        category: "Kategorie",
        seats: "Gebucht / frei"
      },
      fields: {
        title: "Titel",
        description: "Beschreibung",
        category: "Kategorie",
        date: "Datum",
        startTime: "Startzeit",
        endTime: "Endzeit",
        location: "Ort",
        imageUrl: "Bild-URL (optional)",
        maxAttendees: "Maximale Teilnehmeranzahl",
        price: "Preis",
        currency: "W\xE4hrung"
      },
      required: {
        title: "Titel ist erforderlich",
        description: "Beschreibung ist erforderlich",
        date: "Datum ist erforderlich",
        startTime: "Startzeit ist erforderlich",
        endTime: "Endzeit ist erforderlich",
        location: "Ort ist erforderlich",
        price: "Preis ist erforderlich",
        currency: "W\xE4hrung ist erforderlich",
        maxAttendees: "Maximale Teilnehmeranzahl ist erforderlich",
        category: "Kategorie ist erforderlich"
      },
      invalidImageUrl: "Bitte geben Sie eine vollst\xE4ndige Adresse (https://...) oder einen Pfad wie /images/bild.webp ein.",
      seats: (taken, free) => `${taken} / ${free}`,
      hasBookings: (n) => `F\xFCr dieses Event ${n === 1 ? "gibt es eine Buchung" : `gibt es ${n} Buchungen`}. Es kann deshalb nicht gel\xF6scht werden \u2013 stornieren Sie die Buchungen oder lassen Sie das Event bestehen.`,
      belowBooked: (taken) => `Es sind bereits ${taken} Pl\xE4tze gebucht. Die maximale Teilnehmeranzahl darf nicht darunter liegen.`,
      loadError: "Fehler beim Laden der Events",
      deleteError: "Fehler beim L\xF6schen des Events",
      saveError: "Fehler beim Speichern des Events",
      deleted: { title: "Event gel\xF6scht", text: "Das Event wurde erfolgreich gel\xF6scht." },
      created: { title: "Event erstellt", text: "Das Event wurde erfolgreich erstellt." },
      updated: { title: "Event aktualisiert", text: "Das Event wurde erfolgreich aktualisiert." }
    },
    bookings: {
      title: "Buchungen",
      columns: {
        created: "Gebucht am",
        event: "Event",
        name: "Name",
        email: "E-Mail",
        tickets: "Tickets",
        total: "Gesamt",
        status: "Status",
        mail: "Best\xE4tigungs-E-Mail"
      },
      holdUntil: (until) => `E-Mail unbest\xE4tigt, reserviert bis ${until}`,
      expired: "Reservierung verfallen (E-Mail nicht best\xE4tigt)",
      cancelledBy: {
        visitor: (when) => `Vom Gast storniert am ${when}`,
        coach: (when) => `Von Ihnen storniert am ${when}`
      },
      feeDue: (fee) => `Stornogeb\xFChr f\xE4llig: ${fee}`,
      csv: {
        cancelledBy: "Storniert von",
        cancelledAt: "Storniert am",
        fee: "Stornogeb\xFChr",
        by: { visitor: "Gast", coach: "Backoffice", expired: "Reservierung verfallen" }
      },
      filterLabel: "Event",
      allEvents: "Alle Events",
      filter: "Filtern",
      exportCsv: "Als CSV exportieren",
      confirm: "Best\xE4tigen",
      cancel: "Stornieren",
      mail: { queued: "In Warteschlange", sent: "Versendet", failed: "Fehlgeschlagen", none: "Keine" },
      confirmCancel: {
        title: "Buchung stornieren",
        text: (name, tickets, event) => `Die Buchung von ${name} (${tickets} ${tickets === 1 ? "Ticket" : "Tickets"}) f\xFCr \u201E${event}\u201C wird storniert. Die Pl\xE4tze werden sofort wieder frei, und ${name} erh\xE4lt eine E-Mail.`,
        cancel: "Zur\xFCck",
        confirm: "Stornieren"
      },
      loadError: "Fehler beim Laden der Buchungen",
      updateError: "Fehler beim Aktualisieren der Buchung",
      notAllowed: "Diese Buchung hat diesen Status bereits oder wurde storniert.",
      confirmed: {
        title: "Buchung best\xE4tigt",
        text: "Die Buchung wurde erfolgreich best\xE4tigt. Die Kundin oder der Kunde erh\xE4lt eine E-Mail."
      },
      cancelled: {
        title: "Buchung storniert",
        text: "Die Buchung wurde erfolgreich storniert, die Pl\xE4tze sind wieder frei. Die Kundin oder der Kunde erh\xE4lt eine E-Mail."
      }
    },
    webContent: {
      title: "Web Content",
      dialog: "Inhalt erstellen/bearbeiten",
      columns: { page: "Seite", section: "Sektion", key: "Schl\xFCssel", updated: "Aktualisiert" },
      fields: {
        page: "Seite",
        section: "Sektion",
        key: "Schl\xFCssel",
        de: "Deutscher Inhalt",
        en: "Englischer Inhalt"
      },
      required: {
        page: "Seite ist erforderlich",
        section: "Sektion ist erforderlich",
        key: "Schl\xFCssel ist erforderlich",
        de: "Deutscher Inhalt ist erforderlich",
        en: "Englischer Inhalt ist erforderlich"
      },
      duplicate: "F\xFCr diese Seite und Sektion gibt es diesen Schl\xFCssel bereits.",
      loadError: "Fehler beim Laden der Web-Inhalte",
      deleteError: "Fehler beim L\xF6schen des Inhalts",
      saveError: "Fehler beim Speichern des Inhalts",
      deleted: { title: "Inhalt gel\xF6scht", text: "Der Inhalt wurde erfolgreich gel\xF6scht." },
      created: { title: "Inhalt erstellt", text: "Der Inhalt wurde erfolgreich erstellt." },
      updated: { title: "Inhalt aktualisiert", text: "Der Inhalt wurde erfolgreich aktualisiert." },
      // The editor's help (issue 9): grouping, live links, markers, formatting subset.
      columns2: { de: "Deutsch", en: "Englisch", live: "Live" },
      allPages: "Alle Seiten",
      pagesLabel: "Nach Seite filtern",
      englishMissing: "Englisch fehlt",
      unused: "Nicht verwendet",
      unusedHint: "Diesen Schl\xFCssel liest keine Seite: \xC4nderungen hier erscheinen nirgends.",
      liveDe: "Deutsch",
      liveEn: "Englisch",
      liveLabel: (lang, path) => `Live-Seite ${path} auf ${lang} \xF6ffnen (neuer Tab)`,
      formatHelp: "Textauszeichnung: Leerzeile = neuer Absatz, **fett**, *kursiv*, [Linktext](https://\u2026 oder /seite), Zeilen mit \u201E- \u201C = Liste, \u201E## \u201C = Zwischen\xFCberschrift. HTML wird als Text angezeigt."
    },
    journals: {
      title: "Mindset Journal",
      details: "Journal Details",
      columns: { email: "E-Mail", created: "Datum", summary: "Zusammenfassung" },
      noSummary: "Keine Zusammenfassung",
      entries: "Eintr\xE4ge",
      loadError: "Fehler beim Laden der Mindset Journals",
      deleteError: "Fehler beim L\xF6schen des Journals",
      deleted: { title: "Journal gel\xF6scht", text: "Das Journal wurde erfolgreich gel\xF6scht." }
    },
    waitlist: {
      title: "Wartelisten",
      columns: {
        event: "Event",
        name: "Name",
        tickets: "Pl\xE4tze",
        status: "Status",
        created: "Eingetragen am"
      },
      status: {
        waiting: "Wartet",
        offered: "Angebot l\xE4uft",
        claimed: "Gebucht",
        expired: "Angebot verfallen",
        removed: "Entfernt"
      },
      offerUntil: (until) => `bis ${until}`,
      loadError: "Fehler beim Laden der Wartelisten",
      deleteError: "Fehler beim Entfernen des Eintrags",
      notRemovable: "Dieser Eintrag wartet nicht mehr und kann nicht entfernt werden.",
      deleted: {
        title: "Eintrag entfernt",
        text: "Der Eintrag wurde von der Warteliste entfernt. Lief ein Angebot, geht es an die n\xE4chste Person."
      }
    },
    campaigns: {
      title: "Newsletter senden",
      compose: "Neuer Newsletter",
      subject: "Betreff",
      body: "Text",
      bodyHint: "Abs\xE4tze mit einer Leerzeile trennen. Jede E-Mail bekommt automatisch den pers\xF6nlichen Abmeldelink.",
      save: "Als Entwurf speichern",
      saving: "Wird gespeichert...",
      subjectRequired: "Bitte geben Sie einen Betreff ein.",
      bodyRequired: "Bitte geben Sie einen Text ein.",
      oneLine: "Der Betreff muss in eine Zeile passen.",
      tooLong: (max) => `H\xF6chstens ${max} Zeichen.`,
      testPrefix: "[Test]",
      test: "Test an mich",
      send: "An alle senden",
      columns: { subject: "Betreff", status: "Status", progress: "Versand", created: "Erstellt" },
      status: { draft: "Entwurf", sending: "Wird gesendet", sent: "Gesendet" },
      progress: (sent, queued, failed, total) => `${sent} von ${total} gesendet${queued ? `, ${queued} in Warteschlange` : ""}${failed ? `, ${failed} fehlgeschlagen` : ""}`,
      created: { title: "Entwurf gespeichert", text: "Schicken Sie sich zuerst einen Test, dann an alle." },
      testSent: { title: "Test unterwegs", text: "Der Test geht an Ihre Adresse; Sie finden ihn auch unter E-Mails." },
      sent: (n) => ({
        title: "Newsletter unterwegs",
        text: `Der Newsletter geht an ${n} best\xE4tigte Abonnentinnen und Abonnenten.`
      }),
      confirmSend: {
        title: "Newsletter an alle senden",
        text: (subject) => `\u201E${subject}\u201C geht jetzt an alle best\xE4tigten Abonnentinnen und Abonnenten. Das l\xE4sst sich nicht zur\xFCckholen.`,
        cancel: "Zur\xFCck",
        confirm: "Jetzt senden"
      },
      deleted: { title: "Entwurf gel\xF6scht", text: "Der Entwurf wurde gel\xF6scht." },
      saveError: "Fehler beim Speichern des Newsletters",
      sendError: "Fehler beim Senden des Newsletters",
      deleteError: "Fehler beim L\xF6schen des Entwurfs",
      alreadySent: "Dieser Newsletter wurde bereits gesendet.",
      loadError: "Fehler beim Laden der Newsletter"
    },
    audit: {
      title: "Protokoll",
      columns: { at: "Zeit", actor: "Wer", action: "Aktion", target: "Betroffen", outcome: "Ergebnis" },
      outcome: { ok: "Erfolgreich", failed: "Fehlgeschlagen", denied: "Verweigert", throttled: "Gebremst" },
      actions: {
        "sign-in": "Anmeldung",
        "request-denied": "Zugriff verweigert",
        "password-reset-requested": "Link \u201EPasswort vergessen\u201C angefordert",
        "password-reset": "Passwort \xFCber den Link neu gesetzt",
        "re-authentication": "Best\xE4tigung mit dem Passwort"
      },
      intents: {
        create: "angelegt",
        update: "ge\xE4ndert",
        delete: "gel\xF6scht",
        markRead: "als gelesen markiert",
        resend: "erneut gesendet",
        confirm: "best\xE4tigt",
        cancel: "storniert",
        test: "Test gesendet",
        send: "gesendet"
      },
      loadError: "Fehler beim Laden des Protokolls"
    },
    secondFactor: {
      title: "Zwei-Faktor-Anmeldung",
      offText: "Sch\xFCtzen Sie Ihr Konto mit einem zweiten Faktor: Nach dem Passwort fragt die Anmeldung nach einem Code aus einer Authenticator-App auf Ihrem Handy (zum Beispiel Google Authenticator, Microsoft Authenticator oder 2FAS).",
      start: "Einrichten",
      qrLabel: "QR-Code f\xFCr Ihre Authenticator-App",
      scanStep: "Scannen Sie den QR-Code mit Ihrer Authenticator-App. Am Handy selbst:",
      openInApp: "direkt in der App \xF6ffnen",
      keyStep: "Oder geben Sie diesen Schl\xFCssel von Hand ein:",
      codeStep: "Tragen Sie den 6-stelligen Code ein, den die App jetzt anzeigt.",
      code: "Code aus der App",
      confirm: "Best\xE4tigen und einschalten",
      wrongCode: "Der Code stimmt nicht. Bitte nehmen Sie den aktuellen Code aus der App.",
      enabledTitle: "Zwei-Faktor-Anmeldung ist eingeschaltet",
      enabledText: "Ab sofort fragt jede Anmeldung nach dem Code. Alle anderen Sitzungen wurden beendet.",
      codesIntro: "Ihre Wiederherstellungscodes: Bewahren Sie sie sicher auf (ausgedruckt oder im Passwortmanager). Jeder funktioniert einmal, falls Ihr Handy fehlt. Sie werden nur jetzt angezeigt.",
      codesLabel: "Wiederherstellungscodes",
      onText: "Die Zwei-Faktor-Anmeldung ist eingeschaltet. Zum Ausschalten best\xE4tigen Sie mit Ihrem Passwort.",
      remove: "Ausschalten",
      removedText: "Die Zwei-Faktor-Anmeldung ist ausgeschaltet. Sie k\xF6nnen sie jederzeit neu einrichten.",
      alreadyOn: "Die Zwei-Faktor-Anmeldung ist bereits eingeschaltet."
    },
    reauth: {
      required: "Bitte best\xE4tigen Sie die \xC4nderung mit Ihrem aktuellen Passwort.",
      wrong: "Ihr aktuelles Passwort stimmt nicht.",
      emailChangedSubject: "Ihre E-Mail-Adresse im Backoffice wurde ge\xE4ndert",
      emailChangedText: (to) => `Die Anmeldeadresse Ihres Backoffice-Kontos wurde soeben auf ${to} ge\xE4ndert, und alle Sitzungen wurden beendet. Waren Sie das nicht, antworten Sie bitte sofort auf diese E-Mail.`
    },
    // New passwords and "Passwort vergessen" (issue 12).
    password: {
      tooShort: (min) => `Das neue Passwort muss mindestens ${min} Zeichen lang sein.`,
      tooLong: (max) => `Das Passwort darf h\xF6chstens ${max} Zeichen lang sein.`,
      common: "Dieses Passwort ist zu verbreitet und wird als Erstes ausprobiert. Bitte w\xE4hlen Sie ein anderes.",
      brandWord: "Das Passwort darf den Namen der Website oder der Coachin nicht enthalten.",
      mismatch: "Die beiden Passw\xF6rter stimmen nicht \xFCberein."
    },
    reset: {
      title: "Passwort vergessen",
      text: "Geben Sie die E-Mail-Adresse Ihres Kontos ein. Sie erhalten einen Link, mit dem Sie ein neues Passwort setzen k\xF6nnen.",
      email: "E-Mail",
      submit: "Link anfordern",
      submitting: "Wird gesendet...",
      sentTitle: "Bitte schauen Sie in Ihr Postfach",
      sentText: "Wenn zu dieser Adresse ein Administrator-Konto geh\xF6rt, ist ein Link unterwegs. Er gilt 30 Minuten und nur einmal.",
      throttled: "Zu viele Anfragen. Bitte warten Sie eine Viertelstunde und versuchen Sie es dann erneut.",
      backToLogin: "Zur\xFCck zur Anmeldung",
      newTitle: "Neues Passwort setzen",
      newText: "W\xE4hlen Sie ein neues Passwort mit mindestens 12 Zeichen. Danach sind alle Ihre Sitzungen beendet.",
      password: "Neues Passwort",
      confirm: "Neues Passwort wiederholen",
      save: "Passwort speichern",
      saving: "Wird gespeichert...",
      doneTitle: "Passwort ge\xE4ndert",
      doneText: "Ihr neues Passwort gilt ab sofort. Bitte melden Sie sich damit an.",
      invalidTitle: "Dieser Link gilt nicht mehr",
      invalidText: "Der Link ist abgelaufen, wurde schon benutzt oder ist unvollst\xE4ndig. Fordern Sie einfach einen neuen an.",
      requestNew: "Neuen Link anfordern",
      mailSubject: "Ihr Link zum neuen Passwort",
      mailHeading: "Passwort zur\xFCcksetzen",
      mailText: "Sie haben einen Link angefordert, um ein neues Passwort f\xFCr das Backoffice zu setzen. Er gilt 30 Minuten und nur einmal. Haben Sie nichts angefordert, ignorieren Sie diese E-Mail; Ihr Passwort bleibt, wie es ist.",
      mailAction: "Neues Passwort setzen",
      changedSubject: "Ihr Passwort wurde ge\xE4ndert",
      changedHeading: "Ihr Passwort wurde ge\xE4ndert",
      changedText: "Das Passwort Ihres Backoffice-Kontos wurde soeben ge\xE4ndert, und alle Sitzungen wurden beendet. Waren Sie das nicht, antworten Sie bitte sofort auf diese E-Mail."
    },
    bookingMail: {
      confirmedSubject: (title3) => `Deine Buchung ist best\xE4tigt: ${title3}`,
      confirmedHeading: "Deine Buchung ist best\xE4tigt",
      confirmedText: (title3) => `ich freue mich sehr: Deine Buchung f\xFCr \u201E${title3}\u201C ist jetzt verbindlich best\xE4tigt. Dein Platz ist f\xFCr dich reserviert.`,
      cancelledSubject: (title3) => `Deine Buchung wurde storniert: ${title3}`,
      cancelledHeading: "Deine Buchung wurde storniert",
      cancelledText: (title3) => `deine Buchung f\xFCr \u201E${title3}\u201C wurde storniert. Falls das f\xFCr dich \xFCberraschend kommt oder du einen anderen Termin suchst, antworte einfach auf diese E-Mail \u2013 ich helfe dir gern weiter.`,
      greeting: (name) => `Hallo ${name},`,
      closing: "Ich freue mich auf dich!",
      details: {
        event: "Veranstaltung",
        date: "Datum",
        time: "Uhrzeit",
        location: "Ort",
        tickets: "Tickets",
        total: "Gesamtpreis"
      }
    }
  },
  // Getting paid (issue 11): payment instructions, payment state, the coach's payments view.
  payment: {
    heading: "So bezahlst du",
    intro: (amount) => `Bitte \xFCberweise ${amount} innerhalb von 14 Tagen, sp\xE4testens aber vor Beginn der Veranstaltung. Gib dabei unbedingt den Verwendungszweck an \u2013 so kann ich deine Zahlung sofort zuordnen.`,
    pageIntro: (amount) => `Bitte \xFCberweise ${amount}, sobald ich deine Buchung best\xE4tigt habe \u2013 sp\xE4testens vor Beginn der Veranstaltung. Mit dem Verwendungszweck kann ich deine Zahlung sofort zuordnen.`,
    amount: "Betrag",
    recipient: "Empf\xE4ngerin",
    iban: "IBAN",
    bic: "BIC",
    bank: "Bank",
    reference: "Verwendungszweck",
    qrCaption: "Scanne den GiroCode mit deiner Banking-App \u2013 alle Angaben sind dann schon ausgef\xFCllt.",
    paypal: "Lieber mit PayPal bezahlen",
    states: {
      open: "Offen",
      partial: (paid, open) => `Teilweise bezahlt: ${paid} erhalten, ${open} offen`,
      paid: (on) => `Bezahlt \u2013 danke! (eingegangen am ${on})`,
      none: "Keine (die Buchung ist storniert)."
    },
    admin: {
      column: "Zahlung",
      states: { open: "Offen", partial: "Teilweise", paid: "Bezahlt", none: "Nichts f\xE4llig" },
      paidOf: (paid, due) => `${paid} von ${due}`,
      filterLabel: "Zahlung",
      all: "Alle",
      record: "Zahlung erfassen",
      date: "Eingegangen am",
      method: "Zahlungsart",
      amount: "Betrag (leer = alles Offene)",
      note: "Notiz (optional)",
      submit: "Als bezahlt markieren",
      recorded: (amount) => ({ title: "Zahlung erfasst", text: `${amount} wurden verbucht.` }),
      error: "Fehler beim Erfassen der Zahlung",
      tooMuch: "Der Betrag ist h\xF6her als der offene Betrag dieser Buchung.",
      nothingOpen: "F\xFCr diese Buchung ist nichts mehr offen.",
      openAmounts: "Offene Zahlungen",
      openAmountsHint: "best\xE4tigte Buchungen und f\xE4llige Stornogeb\xFChren, noch nicht bezahlt",
      nothingOpenDashboard: "Alles bezahlt \u2013 nichts offen."
    }
  },
  // Public surface under abuse (issue 14): a visitor's own data, exported or erased by e-mail link.
  myData: {
    title: "Deine Daten",
    metaDescription: "Frag per E-Mail-Link ab, welche Daten ich \xFCber dich gespeichert habe \u2013 als Datei zum Herunterladen oder zum L\xF6schen.",
    request: {
      heading: "Deine Daten bei mir",
      intro: "Du m\xF6chtest wissen, was ich \xFCber dich gespeichert habe, oder alles l\xF6schen lassen? Gib die E-Mail-Adresse ein, mit der du gebucht, mir geschrieben oder dich f\xFCr den Newsletter angemeldet hast. Du bekommst einen pers\xF6nlichen Link \u2013 so kann niemand anderes deine Daten sehen oder l\xF6schen.",
      emailLabel: "Deine E-Mail-Adresse",
      button: "Link anfordern",
      busy: "Wird gesendet...",
      sentHeading: "Schau in dein Postfach",
      sentText: (hours) => `Wenn ich unter dieser Adresse Daten gespeichert habe, bekommst du in den n\xE4chsten Minuten eine E-Mail mit deinem pers\xF6nlichen Link. Er ist ${hours} Stunden g\xFCltig.`
    },
    mail: {
      subject: (site) => `Deine Daten bei ${site}`,
      heading: "Deine Daten",
      greeting: "Hallo,",
      paragraphs: (hours) => [
        "du hast auf meiner Website nach den Daten gefragt, die ich \xFCber dich gespeichert habe. \xDCber den folgenden Link kannst du sie als Datei herunterladen oder l\xF6schen lassen.",
        `Der Link ist ${hours} Stunden g\xFCltig. Warst du das nicht? Dann ignoriere diese E-Mail einfach \u2013 ohne deinen Klick passiert nichts.`
      ],
      action: "Zu deinen Daten"
    },
    manage: {
      heading: "Deine Daten",
      intro: "Unter deiner E-Mail-Adresse habe ich gespeichert:",
      nothing: "Unter deiner E-Mail-Adresse ist nichts (mehr) gespeichert.",
      counts: {
        bookings: (n) => n === 1 ? "1 Buchung" : `${n} Buchungen`,
        contactRequests: (n) => n === 1 ? "1 Kontaktanfrage" : `${n} Kontaktanfragen`,
        newsletter: (status) => status === "confirmed" ? "deine Newsletter-Anmeldung" : "eine noch nicht best\xE4tigte Newsletter-Anmeldung",
        journals: (n) => n === 1 ? "1 Mindset-Journal" : `${n} Mindset-Journale`,
        waitlist: (n) => n === 1 ? "1 Eintrag auf einer Warteliste" : `${n} Eintr\xE4ge auf Wartelisten`,
        emails: (n) => n === 1 ? "1 E-Mail im Versandprotokoll" : `${n} E-Mails im Versandprotokoll`
      },
      exportHeading: "Herunterladen",
      exportText: "Alle Angaben als JSON-Datei, die du mit jedem Texteditor \xF6ffnen kannst.",
      exportButton: "Daten herunterladen",
      eraseHeading: "L\xF6schen",
      eraseText: "Ich l\xF6sche deine Kontaktanfragen, deine Newsletter-Anmeldung, deine Wartelisten-Eintr\xE4ge, deine Journale und die E-Mails an dich aus dem Protokoll. Von deinen Buchungen bleibt nur, was ich f\xFCr die Buchhaltung aufbewahren muss: Buchungsnummer, Veranstaltung, Anzahl der Pl\xE4tze, Preis und Status \u2013 ohne Namen, E-Mail-Adresse und Telefonnummer.",
      upcomingWarning: "F\xFCr eine kommende Veranstaltung kann ich dich danach nicht mehr erreichen. Wenn du trotzdem teilnehmen m\xF6chtest, schreib mir bitte kurz vorher.",
      confirmLabel: "Ja, ich m\xF6chte meine Daten endg\xFCltig l\xF6schen.",
      confirmRequired: "Bitte best\xE4tige, dass du deine Daten endg\xFCltig l\xF6schen m\xF6chtest.",
      eraseButton: "Daten l\xF6schen",
      erasing: "Wird gel\xF6scht...",
      erasedHeading: "Deine Daten sind gel\xF6scht",
      erasedText: "Alles, was dich pers\xF6nlich betrifft, ist gel\xF6scht. Von deinen Buchungen bleiben nur die Angaben f\xFCr die Buchhaltung, ohne Bezug zu dir. Danke f\xFCr dein Vertrauen!",
      invalid: "Dieser Link ist ung\xFCltig. Bitte fordere auf der Seite \u201EDeine Daten\u201C einen neuen an.",
      expired: "Dieser Link ist abgelaufen oder wurde schon benutzt. Bitte fordere einen neuen an.",
      newLink: "Neuen Link anfordern"
    }
  }
};

// app/lib/messages.en.ts
var messagesEn = {
  notFound: { heading: "404", text: "Oops! Page not found", home: "Return to Home" },
  common: {
    error: { title: "Something went wrong", text: "Please try again later." },
    loading: "Loading...",
    close: "Close",
    rateLimited: "Too many requests in a short time. Please wait a moment and try again.",
    forbidden: "This request was refused for security reasons.",
    busy: "An unusual number of requests is arriving right now. Please try again in a minute."
  },
  cookie: { accept: "Accept all", essential: "Essential only", privacy: "privacy policy" },
  site: {
    nav: {
      about: "About",
      offers: "Offers",
      why: "Why",
      dates: "Dates",
      topics: "Topics",
      academy: "Academy",
      contact: "Contact",
      openMenu: "Open menu",
      closeMenu: "Close menu"
    },
    shell: {
      skipToContent: "Skip to content",
      mainNav: "Main navigation",
      home: "Home",
      footerOffers: "Offers",
      footerLinks: "Links",
      footerNewsletter: "Newsletter",
      footerLegal: "Legal",
      blog: "Blog",
      privacy: "Privacy",
      imprint: "Legal notice",
      terms: "Terms",
      cookieLabel: "Cookie notice",
      quote: "Quote",
      step: "Step",
      email: "Email",
      phone: "Phone",
      relatedTitle: "More topics you might find interesting",
      relatedEyebrow: "Read on",
      switchLanguage: "Deutsch",
      switchLanguageLabel: "Diese Seite auf Deutsch"
    },
    home: { discover: "Discover coaching", mindsetTest: "Free mindset test", learnMore: "Learn more" },
    offers: { contactCta: "Get in touch" },
    contact: { bookingTitle: "Book a call", bookingButton: "Book your free intro call" },
    courses: {
      heroTitle: "Online courses",
      whyTitle: "Why learn online?",
      howTitle: "How it works",
      listTitle: "Our online courses",
      toCourse: "Go to course",
      toAcademy: (name) => `Visit the ${name} Academy`
    },
    embed: {
      notice: (host2) => `This embeds external content from ${host2}. Loading it sends data such as your IP address to that provider, so I only load it when you ask me to.`,
      load: "Load content",
      remember: "Always load external content from now on",
      direct: "Open directly at the provider",
      newTab: "(opens in a new tab)"
    }
  },
  contact: {
    ...messages.contact,
    submitting: "Sending...",
    success: { title: "Message sent", text: "Thank you for your message. I will get back to you shortly." },
    placeholders: { name: "Your name", email: "you@example.com", message: "How can I help you?" },
    labels: { name: "Name", email: "Email", message: "Message" },
    submit: "Send message",
    privacyNote: "I only use your details to reply to you. More about this in the",
    privacyLink: "privacy policy",
    errors: {
      nameRequired: "Please enter your name.",
      nameTooLong: "Your name can be at most 100 characters long.",
      nameInvalid: "Your name cannot contain line breaks or control characters.",
      emailRequired: "Please enter your email address.",
      emailInvalid: "Please enter a valid email address, e.g. name@example.com.",
      emailTooLong: "Your email address can be at most 254 characters long.",
      messageRequired: "Please tell me briefly what it is about.",
      messageTooLong: "Your message can be at most 5000 characters long."
    }
  },
  newsletter: {
    ...messages.newsletter,
    success: { title: "Signed up", text: "Thank you for signing up to the newsletter!" },
    confirmHint: "Please confirm your sign-up with the link in the email.",
    label: "Email address for the newsletter",
    submit: "Subscribe",
    submitting: "Signing up...",
    consent: "Once a month I send you ideas on mindset, meaning and the future, plus the next dates. You can unsubscribe at any time with one click.",
    privacyLead: "More about this in the",
    privacyLink: "privacy policy",
    errors: {
      emailRequired: "Please enter your email address.",
      emailInvalid: "Please enter a valid email address, e.g. name@example.com.",
      emailTooLong: "Your email address can be at most 254 characters long."
    },
    confirmMail: {
      subject: "Please confirm your newsletter sign-up",
      heading: "Almost done!",
      greeting: "Hello,",
      paragraphs: [
        "lovely that you want to read my newsletter. So that nobody is signed up without their consent, please confirm with a click on the button.",
        "The link is valid for 48 hours. If you did not sign up, simply ignore this email \u2013 nothing will happen and your address will not be used."
      ],
      action: "Confirm sign-up"
    },
    welcomeMail: {
      subject: "Welcome to my newsletter",
      heading: "Lovely to have you with me",
      greeting: "Hello,",
      paragraphs: [
        "your sign-up is confirmed. From now on you will get ideas on mindset, meaning and the future about once a month, and you will be the first to hear about new workshops and dates."
      ]
    },
    unsubscribeFootnote: (url) => `Don't want any more emails from me? You can unsubscribe here: ${url}`,
    backHome: "Back to the home page"
  },
  events: {
    heroTitle: "Events",
    heroSubtitle: "Discover upcoming events, workshops and talks",
    tabCalendar: "Calendar view",
    tabList: "List view",
    noDate: "No date selected",
    noEventsOnDay: "No events on this day",
    emptyDay: "There are no events on this day. Please choose another date.",
    emptyList: "There are no events planned at the moment.",
    details: "View details",
    loading: "Loading events...",
    loadError: "Error loading the events",
    countOnDay: (n) => `${n} event${n === 1 ? "" : "s"} on this day`,
    categories: {
      Workshop: "Workshop",
      Seminar: "Seminar",
      Vortrag: "Talk",
      Konferenz: "Conference",
      Webinar: "Webinar"
    }
  },
  eventDetail: {
    loading: "Loading event details...",
    notFoundTitle: "Event not found",
    notFoundText: "The event you are looking for does not exist or has been removed.",
    backToOverview: "Back to the events overview",
    allEvents: "All events",
    description: "Description",
    details: "Details",
    venue: "Venue",
    attendees: "Participants",
    maxAttendees: (n) => `Up to ${n} participants`,
    price: "Price",
    bookTitle: "Book this event",
    bookText: "Secure your place at this event",
    seatsLeft: (n) => `${n} ${n === 1 ? "place" : "places"} left`,
    soldOut: "Sold out",
    past: "This event has already taken place.",
    addToCalendar: "Add to calendar",
    eventIdRequired: "Event ID is required",
    dateTime: "Date and time",
    pageTitle: (title3, date) => `${title3} on ${date}`
  },
  booking: {
    submitting: "Booking...",
    successTitle: "Booking successful!",
    successText: "Thank you for your booking. You will receive a confirmation by email shortly.",
    moreEvents: "More events",
    toastSuccess: { title: "Booking successful", text: "Your booking request has been sent." },
    toastError: { title: "Booking failed", text: "Something went wrong. Please try again later." },
    fields: {
      fullName: "Full name",
      email: "Email",
      phone: "Phone (optional)",
      tickets: "Number of tickets",
      honeypot: "Please leave this field empty"
    },
    placeholders: { fullName: "First and last name", email: "you@example.com", phone: "+49 531 123456" },
    ticketsHint: (max) => `Up to ${max} tickets per booking`,
    submit: "Book now",
    total: "Total",
    reference: "Booking reference",
    notBookable: "This event can no longer be booked.",
    validation: {
      nameRequired: "Please enter your full name.",
      nameTooLong: (max) => `Your name can be at most ${max} characters long.`,
      nameInvalid: "Please enter your name using letters only (spaces, hyphens, apostrophes and full stops are fine).",
      emailRequired: "Please enter your email address.",
      emailInvalid: "Please enter a valid email address.",
      phoneInvalid: "Please enter a valid phone number (digits, spaces and + - / ( ) only).",
      ticketsNotANumber: "Please enter the number of tickets as a whole number.",
      ticketsRange: (min, max) => `You can book between ${min} and ${max} tickets per booking.`,
      checkInput: "Please check your details."
    },
    notEnoughSeats: (left) => left === 0 ? "Sorry, this event is fully booked. There are no places left." : left === 1 ? "Only 1 place is left." : `Only ${left} places are left.`,
    pastEvent: "This event has already started and can no longer be booked.",
    rateLimited: "A great many bookings came from your connection just now. Please wait a few minutes and try again.",
    emailEventLimit: (left) => left === 0 ? "10 tickets have already been booked for this event with this email address \u2013 that is the maximum per address." : `With this email address you can book at most ${left} more ${left === 1 ? "ticket" : "tickets"} for this event.`,
    emailUnconfirmedLimit: "Several bookings for this email address are still waiting to be confirmed. Please confirm them first using the link in your emails.",
    holdsFull: "Many places are provisionally reserved right now and waiting for confirmation. Please try again in an hour \u2013 or write to me and we will find a way.",
    confirmHint: (until) => `Important: please confirm your booking with the button in the email. I will hold your places for you until ${until}.`
  }
};

// app/features/content/blocks.tsx
import { jsx, jsxs } from "react/jsx-runtime";
function Eyebrow({ children }) {
  return /* @__PURE__ */ jsx("p", { className: "text-sm font-semibold tracking-[0.14em] text-accent uppercase", children });
}

// app/features/content/legal/legal-page.tsx
import { jsx as jsx2, jsxs as jsxs2 } from "react/jsx-runtime";
function LegalPage({
  eyebrow,
  title: title3,
  updated,
  intro,
  toc,
  children
}) {
  return /* @__PURE__ */ jsxs2("article", { className: "bg-paper", children: [
    /* @__PURE__ */ jsx2("header", { className: "bg-gradient-to-b from-sand to-paper", children: /* @__PURE__ */ jsxs2("div", { className: "mx-auto max-w-3xl px-5 pt-28 pb-10 sm:pt-36", children: [
      /* @__PURE__ */ jsx2(Eyebrow, { children: eyebrow }),
      /* @__PURE__ */ jsx2("h1", { className: "mt-4 text-3xl leading-tight hyphens-auto sm:text-5xl", children: title3 }),
      updated ? /* @__PURE__ */ jsxs2("p", { className: "mt-4 text-muted", children: [
        "Stand: ",
        updated
      ] }) : null,
      intro ? /* @__PURE__ */ jsx2("div", { className: "mt-6 text-lg leading-relaxed text-muted", children: intro }) : null
    ] }) }),
    toc ? /* @__PURE__ */ jsx2("nav", { "aria-label": "Inhaltsverzeichnis", className: "mx-auto max-w-3xl px-5 pb-10", children: /* @__PURE__ */ jsxs2("div", { className: "rounded-2xl border border-line bg-white p-6", children: [
      /* @__PURE__ */ jsx2("p", { className: "font-semibold", children: "Inhalt" }),
      /* @__PURE__ */ jsx2("ol", { className: "mt-3 grid gap-x-8 gap-y-1.5 text-accent sm:grid-cols-2", children: toc.map((item) => /* @__PURE__ */ jsx2("li", { children: /* @__PURE__ */ jsx2("a", { href: `#${item.id}`, className: "underline-offset-4 hover:underline", children: item.title }) }, item.id)) })
    ] }) }) : null,
    /* @__PURE__ */ jsx2("div", { className: "mx-auto max-w-3xl space-y-12 px-5 pb-20 lg:pb-28", children })
  ] });
}
function LegalSection({ id, title: title3, children }) {
  const headingId = useId();
  return /* @__PURE__ */ jsxs2("section", { id, "aria-labelledby": headingId, className: "scroll-mt-24", children: [
    /* @__PURE__ */ jsx2("h2", { id: headingId, className: "text-2xl leading-snug", children: title3 }),
    /* @__PURE__ */ jsx2("div", { className: "mt-4 space-y-4 leading-relaxed text-ink/90 [&_a]:text-accent [&_a]:underline [&_a]:underline-offset-4 [&_h3]:mt-6 [&_h3]:font-sans [&_h3]:text-lg [&_h3]:font-semibold [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6", children })
  ] });
}
function PostalAddress({ lines }) {
  return /* @__PURE__ */ jsx2("address", { className: "not-italic", children: lines.map((line) => /* @__PURE__ */ jsx2("span", { className: "block", children: line }, line)) });
}

// app/features/events/format.ts
import { format } from "date-fns";
import { de } from "date-fns/locale/de";
import { enGB } from "date-fns/locale/en-GB";

// app/features/booking/policy.ts
var BOOKING_POLICY = {
  /** An unconfirmed booking holds its seats this long; the first e-mail's link confirms it. */
  holdMinutes: 60,
  /**
   * Unconfirmed holds may take at most this share of an event's seats (or one booking, if it is
   * larger), so scripted bookings from throw-away addresses never block a whole event.
   */
  unconfirmedSharePercent: 50,
  /** Open unconfirmed bookings one address may have across the site. */
  unconfirmedPerEmail: 3,
  /** Tickets one address may hold for one event, across its bookings (the form allows 10 per booking). */
  ticketsPerEmailAndEvent: 10,
  /** Free cancellation until this many hours before the start (AGB). */
  freeCancellationHours: 48,
  /** Share of the total due for a later cancellation, in percent (AGB). */
  lateCancellationFeePercent: 50,
  /** A waiting-list offer holds the freed seats this long. */
  offerHours: 24,
  /** Reminders go out this many hours before the start. */
  reminderHours: 48,
  /** The coach's digest of bookings awaiting her decision: each morning at this Berlin hour. */
  digestHour: 7
};
var HOUR_MS = 60 * 60 * 1e3;
var WAITLIST_RETENTION_DAYS = 7;

// app/features/content/legal/terms.ts
var cancellationTerms = {
  heading: "Stornierung und Terminabsagen",
  /** One line per rule, in the order they apply. */
  rules: [
    "Bis 48 Stunden vor dem Termin kannst du kostenfrei stornieren.",
    "Bei einer Stornierung weniger als 48 Stunden vor dem Termin werden 50 % des Honorars f\xE4llig.",
    "Erscheinst du ohne Absage nicht zum Termin, werden 100 % des Honorars f\xE4llig."
  ],
  /** Short form for e-mails and small print. */
  summary: "Kostenfreie Stornierung bis 48 Stunden vor dem Termin; danach 50 % des Honorars, bei Nichterscheinen 100 %.",
  /** How to cancel: on "Meine Buchung" (app/routes/buchung.$token.tsx) or in text form, so there is a record. */
  howTo: "Du kannst bis zum Beginn der Veranstaltung mit einem Klick auf der Seite \u201EMeine Buchung\u201C stornieren, die du \xFCber den Link in deiner Buchungs-E-Mail erreichst; dort steht vor dem Klick, ob und welche Geb\xFChr anf\xE4llt. Au\xDFerdem ist eine Stornierung in Textform m\xF6glich, zum Beispiel per E-Mail. Ma\xDFgeblich ist der Zeitpunkt des Klicks bzw. der Eingang der Nachricht.",
  /** Free rebooking and substitutes soften the rule for real life. */
  substitute: "Du kannst jederzeit kostenfrei eine Ersatzperson benennen, die deinen Platz bei einer Veranstaltung \xFCbernimmt."
};
var legalVersionDate = "1. November 2025";

// app/routes/agb.tsx
import { jsx as jsx3, jsxs as jsxs3 } from "react/jsx-runtime";
var { address, contact, legal } = brand;
var provider = `${brand.productName}, Inhaberin ${legal.owner}`;
var sections = [
  { id: "geltungsbereich", title: "Geltungsbereich" },
  { id: "gegenstand", title: "Vertragsgegenstand" },
  { id: "vertragsschluss", title: "Vertragsschluss" },
  { id: "preise", title: "Preise und Zahlung" },
  { id: "stornierung", title: "Stornierung" },
  { id: "widerruf", title: "Widerrufsrecht f\xFCr Verbraucher" },
  { id: "mitwirkung", title: "Mitwirkung und Eigenverantwortung" },
  { id: "haftung", title: "Haftung" },
  { id: "vertraulichkeit", title: "Vertraulichkeit und Urheberrecht" },
  { id: "schluss", title: "Schlussbestimmungen" }
];
function title(id) {
  const index = sections.findIndex((s) => s.id === id);
  return `\xA7 ${index + 1} ${sections[index].title}`;
}
function AgbPage() {
  return /* @__PURE__ */ jsxs3(
    LegalPage,
    {
      eyebrow: "Rechtliches",
      title: "Allgemeine Gesch\xE4ftsbedingungen",
      updated: legalVersionDate,
      toc: sections.map((s) => ({ id: s.id, title: title(s.id) })),
      children: [
        /* @__PURE__ */ jsxs3(LegalSection, { id: "geltungsbereich", title: title("geltungsbereich"), children: [
          /* @__PURE__ */ jsxs3("p", { children: [
            "Diese Allgemeinen Gesch\xE4ftsbedingungen (AGB) gelten f\xFCr alle Vertr\xE4ge \xFCber Leistungen von ",
            provider,
            ",",
            " ",
            address.street,
            ", ",
            address.postalCode,
            " ",
            address.city,
            " (im Folgenden \u201EAnbieterin\u201C), mit ihren Kundinnen und Kunden (im Folgenden \u201EKundin\u201C oder \u201Edu\u201C). Sie gelten f\xFCr Verbraucher im Sinne des \xA7 13 BGB ebenso wie f\xFCr Unternehmer im Sinne des \xA7 14 BGB, soweit im Einzelnen nichts anderes bestimmt ist."
          ] }),
          /* @__PURE__ */ jsx3("p", { children: "Abweichende Bedingungen der Kundin gelten nur, wenn die Anbieterin ihnen ausdr\xFCcklich in Textform zugestimmt hat. F\xFCr Online Kurse auf der Academy-Plattform gelten erg\xE4nzend die dort ver\xF6ffentlichten Nutzungsbedingungen." })
        ] }),
        /* @__PURE__ */ jsxs3(LegalSection, { id: "gegenstand", title: title("gegenstand"), children: [
          /* @__PURE__ */ jsx3("p", { children: "Die Anbieterin erbringt Dienstleistungen im Bereich Coaching, Training und Vortrag, insbesondere:" }),
          /* @__PURE__ */ jsxs3("ul", { children: [
            /* @__PURE__ */ jsx3("li", { children: "Einzelcoaching (eine Sitzung dauert 60 bis 90 Minuten), vor Ort in Braunschweig oder M\xFCnchen oder online," }),
            /* @__PURE__ */ jsx3("li", { children: "Gruppenworkshops (3 bis 4 Stunden) und Veranstaltungen," }),
            /* @__PURE__ */ jsx3("li", { children: "Keynotes (30 bis 60 Minuten), Impulsvortr\xE4ge und Inhouse Trainings f\xFCr Unternehmen," }),
            /* @__PURE__ */ jsx3("li", { children: "ein kostenloses, unverbindliches Erstgespr\xE4ch von 30 Minuten." })
          ] }),
          /* @__PURE__ */ jsx3("p", { children: "Coaching ist ein Beratungs- und Begleitungsprozess. Es ist keine Psychotherapie, keine Heilbehandlung und keine Rechts- oder Steuerberatung und ersetzt diese nicht. Die Anbieterin schuldet eine fachgerechte Durchf\xFChrung, nicht jedoch einen bestimmten Erfolg." })
        ] }),
        /* @__PURE__ */ jsxs3(LegalSection, { id: "vertragsschluss", title: title("vertragsschluss"), children: [
          /* @__PURE__ */ jsx3("p", { children: "Die Darstellung der Leistungen und Veranstaltungen auf dieser Website ist kein rechtlich bindendes Angebot, sondern eine Einladung, eine Anfrage oder Buchung abzugeben." }),
          /* @__PURE__ */ jsxs3("ol", { children: [
            /* @__PURE__ */ jsxs3("li", { children: [
              /* @__PURE__ */ jsx3("strong", { children: "Veranstaltungen:" }),
              " Mit dem Absenden des Buchungsformulars reservierst du die gew\xE4hlte Anzahl Pl\xE4tze. Du erh\xE4ltst eine E-Mail mit dem Button \u201EBuchung best\xE4tigen\u201C; mit dem Klick darauf gibst du ein verbindliches Angebot ab. Best\xE4tigst du nicht innerhalb von ",
              BOOKING_POLICY.holdMinutes,
              " Minuten, verf\xE4llt die Reservierung und die Pl\xE4tze werden wieder frei. Der Vertrag kommt zustande, wenn die Anbieterin die Buchung per E-Mail best\xE4tigt oder dir die Zahlungsinformationen zusendet."
            ] }),
            /* @__PURE__ */ jsxs3("li", { children: [
              /* @__PURE__ */ jsx3("strong", { children: "Warteliste:" }),
              " Ist eine Veranstaltung ausgebucht, kannst du dich auf die Warteliste setzen. Werden Pl\xE4tze frei, erh\xE4lt die erste Person auf der Liste, f\xFCr die die freien Pl\xE4tze reichen, eine E-Mail und kann die Pl\xE4tze ",
              BOOKING_POLICY.offerHours,
              " Stunden lang mit einem Klick verbindlich buchen; danach geht das Angebot an die n\xE4chste Person. Ein Anspruch auf einen Platz besteht nicht."
            ] }),
            /* @__PURE__ */ jsxs3("li", { children: [
              /* @__PURE__ */ jsx3("strong", { children: "Coaching, Vortr\xE4ge und Trainings:" }),
              " Der Vertrag kommt durch die Best\xE4tigung eines individuell vereinbarten Termins oder Angebots in Textform (zum Beispiel per E-Mail) zustande."
            ] })
          ] }),
          /* @__PURE__ */ jsx3("p", { children: "Die Vertragssprache ist Deutsch. Der Vertragstext wird nicht gesondert gespeichert; du erh\xE4ltst alle Angaben per E-Mail." })
        ] }),
        /* @__PURE__ */ jsxs3(LegalSection, { id: "preise", title: title("preise"), children: [
          /* @__PURE__ */ jsx3("p", { children: "Es gelten die zum Zeitpunkt der Buchung angegebenen Preise. Alle Preise sind Endpreise und enthalten die gesetzliche Umsatzsteuer. Bei Veranstaltungen errechnet sich der Gesamtpreis aus dem Preis pro Platz multipliziert mit der Anzahl der gebuchten Pl\xE4tze." }),
          /* @__PURE__ */ jsx3("p", { children: "Die Zahlung erfolgt wahlweise" }),
          /* @__PURE__ */ jsxs3("ul", { children: [
            /* @__PURE__ */ jsx3("li", { children: "per Bank\xFCberweisung auf das in der Rechnung angegebene Konto oder" }),
            /* @__PURE__ */ jsx3("li", { children: "per PayPal." })
          ] }),
          /* @__PURE__ */ jsx3("p", { children: "Rechnungen sind innerhalb von 14 Tagen nach Rechnungsdatum ohne Abzug f\xE4llig, sp\xE4testens jedoch vor Beginn der Veranstaltung bzw. des Termins. Reisekosten f\xFCr Vortr\xE4ge und Inhouse Trainings au\xDFerhalb von Braunschweig werden gesondert vereinbart." })
        ] }),
        /* @__PURE__ */ jsxs3(LegalSection, { id: "stornierung", title: title("stornierung"), children: [
          /* @__PURE__ */ jsx3("p", { children: "F\xFCr die Absage gebuchter Termine und Veranstaltungen durch die Kundin gilt:" }),
          /* @__PURE__ */ jsx3("ul", { children: cancellationTerms.rules.map((rule) => /* @__PURE__ */ jsx3("li", { children: rule }, rule)) }),
          /* @__PURE__ */ jsx3("p", { children: cancellationTerms.howTo }),
          /* @__PURE__ */ jsx3("p", { children: cancellationTerms.substitute }),
          /* @__PURE__ */ jsx3("p", { children: "Der Kundin bleibt der Nachweis unbenommen, dass der Anbieterin kein oder ein wesentlich geringerer Schaden entstanden ist. Das gesetzliche Widerrufsrecht (\xA7 6) bleibt von diesen Regelungen unber\xFChrt." }),
          /* @__PURE__ */ jsx3("p", { children: "Muss die Anbieterin einen Termin aus wichtigem Grund absagen, etwa wegen Krankheit oder zu geringer Teilnehmerzahl, informiert sie dich so fr\xFCh wie m\xF6glich. Bereits gezahlte Betr\xE4ge werden vollst\xE4ndig erstattet oder auf Wunsch auf einen Ersatztermin angerechnet. Weitergehende Anspr\xFCche bestehen nur im Rahmen von \xA7 8." })
        ] }),
        /* @__PURE__ */ jsxs3(LegalSection, { id: "widerruf", title: title("widerruf"), children: [
          /* @__PURE__ */ jsx3("p", { children: "Verbraucherinnen und Verbrauchern steht bei Vertr\xE4gen, die \xFCber diese Website, per E-Mail oder Telefon geschlossen werden (Fernabsatzvertr\xE4ge), ein gesetzliches Widerrufsrecht zu." }),
          /* @__PURE__ */ jsx3("h3", { children: "Widerrufsbelehrung" }),
          /* @__PURE__ */ jsxs3("p", { children: [
            /* @__PURE__ */ jsx3("strong", { children: "Widerrufsrecht." }),
            " Du hast das Recht, binnen vierzehn Tagen ohne Angabe von Gr\xFCnden diesen Vertrag zu widerrufen. Die Widerrufsfrist betr\xE4gt vierzehn Tage ab dem Tag des Vertragsschlusses."
          ] }),
          /* @__PURE__ */ jsxs3("p", { children: [
            "Um dein Widerrufsrecht auszu\xFCben, musst du mich (",
            provider,
            ", ",
            address.street,
            ", ",
            address.postalCode,
            " ",
            address.city,
            ", Telefon ",
            contact.phoneDisplay,
            ", E-Mail ",
            /* @__PURE__ */ jsx3("a", { href: `mailto:${contact.email}`, children: contact.email }),
            ") mittels einer eindeutigen Erkl\xE4rung (zum Beispiel ein mit der Post versandter Brief oder eine E-Mail) \xFCber deinen Entschluss, diesen Vertrag zu widerrufen, informieren. Du kannst daf\xFCr das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Zur Wahrung der Widerrufsfrist reicht es aus, dass du die Mitteilung \xFCber die Aus\xFCbung des Widerrufsrechts vor Ablauf der Widerrufsfrist absendest."
          ] }),
          /* @__PURE__ */ jsxs3("p", { children: [
            /* @__PURE__ */ jsx3("strong", { children: "Folgen des Widerrufs." }),
            " Wenn du diesen Vertrag widerrufst, habe ich dir alle Zahlungen, die ich von dir erhalten habe, unverz\xFCglich und sp\xE4testens binnen vierzehn Tagen ab dem Tag zur\xFCckzuzahlen, an dem die Mitteilung \xFCber deinen Widerruf dieses Vertrags bei mir eingegangen ist. F\xFCr diese R\xFCckzahlung verwende ich dasselbe Zahlungsmittel, das du bei der urspr\xFCnglichen Transaktion eingesetzt hast, es sei denn, mit dir wurde ausdr\xFCcklich etwas anderes vereinbart; in keinem Fall werden dir wegen dieser R\xFCckzahlung Entgelte berechnet."
          ] }),
          /* @__PURE__ */ jsx3("p", { children: "Hast du verlangt, dass die Dienstleistung w\xE4hrend der Widerrufsfrist beginnen soll, so hast du mir einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem du mich von der Aus\xFCbung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichtest, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht." }),
          /* @__PURE__ */ jsxs3("p", { children: [
            /* @__PURE__ */ jsx3("strong", { children: "Vorzeitiges Erl\xF6schen." }),
            " Das Widerrufsrecht erlischt bei einem Vertrag \xFCber die Erbringung von Dienstleistungen, wenn die Dienstleistung vollst\xE4ndig erbracht wurde und mit der Ausf\xFChrung erst begonnen wurde, nachdem du dazu deine ausdr\xFCckliche Zustimmung gegeben und gleichzeitig deine Kenntnis davon best\xE4tigt hast, dass du dein Widerrufsrecht bei vollst\xE4ndiger Vertragserf\xFCllung verlierst."
          ] }),
          /* @__PURE__ */ jsx3("h3", { children: "Muster-Widerrufsformular" }),
          /* @__PURE__ */ jsxs3("div", { className: "rounded-2xl border border-line bg-white p-6", children: [
            /* @__PURE__ */ jsx3("p", { children: "(Wenn du den Vertrag widerrufen willst, f\xFClle bitte dieses Formular aus und sende es zur\xFCck.)" }),
            /* @__PURE__ */ jsx3(
              PostalAddress,
              {
                lines: [
                  `An ${provider}`,
                  address.street,
                  `${address.postalCode} ${address.city}`,
                  `E-Mail: ${contact.email}`
                ]
              }
            ),
            /* @__PURE__ */ jsx3("p", { className: "mt-4", children: "Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag \xFCber die Erbringung der folgenden Dienstleistung (*): \u2026" }),
            /* @__PURE__ */ jsx3("p", { children: "Bestellt am (*) / erhalten am (*): \u2026" }),
            /* @__PURE__ */ jsx3("p", { children: "Name des/der Verbraucher(s): \u2026" }),
            /* @__PURE__ */ jsx3("p", { children: "Anschrift des/der Verbraucher(s): \u2026" }),
            /* @__PURE__ */ jsx3("p", { children: "Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier): \u2026" }),
            /* @__PURE__ */ jsx3("p", { children: "Datum: \u2026" }),
            /* @__PURE__ */ jsx3("p", { className: "text-sm text-muted", children: "(*) Unzutreffendes streichen." })
          ] })
        ] }),
        /* @__PURE__ */ jsxs3(LegalSection, { id: "mitwirkung", title: title("mitwirkung"), children: [
          /* @__PURE__ */ jsx3("p", { children: "Coaching lebt von deiner aktiven Mitarbeit. Du entscheidest selbst, welche Impulse du umsetzt, und tr\xE4gst die Verantwortung f\xFCr deine Entscheidungen und Handlungen innerhalb und au\xDFerhalb der Sitzungen." }),
          /* @__PURE__ */ jsx3("p", { children: "Befindest du dich in psychotherapeutischer oder \xE4rztlicher Behandlung oder leidest du an einer psychischen Erkrankung, teile dies der Anbieterin bitte vor Beginn des Coachings mit, damit gemeinsam gepr\xFCft werden kann, ob ein Coaching derzeit sinnvoll ist." })
        ] }),
        /* @__PURE__ */ jsxs3(LegalSection, { id: "haftung", title: title("haftung"), children: [
          /* @__PURE__ */ jsx3("p", { children: "Die Anbieterin haftet unbeschr\xE4nkt f\xFCr Sch\xE4den aus der Verletzung des Lebens, des K\xF6rpers oder der Gesundheit sowie f\xFCr Sch\xE4den, die auf Vorsatz oder grober Fahrl\xE4ssigkeit der Anbieterin, ihrer gesetzlichen Vertreter oder Erf\xFCllungsgehilfen beruhen, und nach dem Produkthaftungsgesetz." }),
          /* @__PURE__ */ jsx3("p", { children: "Bei leicht fahrl\xE4ssiger Verletzung wesentlicher Vertragspflichten (Pflichten, deren Erf\xFCllung die ordnungsgem\xE4\xDFe Durchf\xFChrung des Vertrags \xFCberhaupt erst erm\xF6glicht und auf deren Einhaltung du regelm\xE4\xDFig vertrauen darfst) ist die Haftung auf den vertragstypischen, vorhersehbaren Schaden begrenzt. Im \xDCbrigen ist die Haftung f\xFCr leichte Fahrl\xE4ssigkeit ausgeschlossen." }),
          /* @__PURE__ */ jsx3("p", { children: "F\xFCr die Anreise zu Veranstaltungen und f\xFCr mitgebrachte Gegenst\xE4nde \xFCbernimmt die Anbieterin keine Haftung, soweit nicht einer der vorgenannten F\xE4lle vorliegt." })
        ] }),
        /* @__PURE__ */ jsxs3(LegalSection, { id: "vertraulichkeit", title: title("vertraulichkeit"), children: [
          /* @__PURE__ */ jsxs3("p", { children: [
            "Die Anbieterin behandelt alle Informationen aus dem Coaching streng vertraulich, auch \xFCber das Vertragsende hinaus. Ausgenommen sind F\xE4lle, in denen eine gesetzliche Pflicht zur Offenlegung besteht. Wie personenbezogene Daten verarbeitet werden, erkl\xE4rt die ",
            /* @__PURE__ */ jsx3(Link2, { to: "/datenschutz", children: "Datenschutzerkl\xE4rung" }),
            "."
          ] }),
          /* @__PURE__ */ jsx3("p", { children: "Arbeitsbl\xE4tter, Pr\xE4sentationen und sonstige Unterlagen sind urheberrechtlich gesch\xFCtzt. Du darfst sie f\xFCr deinen pers\xF6nlichen Gebrauch nutzen, aber nicht ohne Zustimmung vervielf\xE4ltigen, weitergeben oder ver\xF6ffentlichen. Ton-, Bild- und Videoaufnahmen von Sitzungen und Veranstaltungen sind nur mit Zustimmung aller Beteiligten erlaubt." })
        ] }),
        /* @__PURE__ */ jsxs3(LegalSection, { id: "schluss", title: title("schluss"), children: [
          /* @__PURE__ */ jsx3("p", { children: "Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Bei Verbraucherinnen und Verbrauchern gilt diese Rechtswahl nur, soweit dadurch nicht der Schutz zwingender Bestimmungen des Rechts des Staates entzogen wird, in dem sie ihren gew\xF6hnlichen Aufenthalt haben." }),
          /* @__PURE__ */ jsxs3("p", { children: [
            "Ist die Kundin Kaufmann, juristische Person des \xF6ffentlichen Rechts oder \xF6ffentlich-rechtliches Sonderverm\xF6gen, ist Gerichtsstand f\xFCr alle Streitigkeiten aus diesem Vertrag ",
            address.city,
            "."
          ] }),
          /* @__PURE__ */ jsx3("p", { children: "Sollten einzelne Bestimmungen dieser AGB unwirksam sein oder werden, bleibt die Wirksamkeit der \xFCbrigen Bestimmungen unber\xFChrt. An die Stelle der unwirksamen Bestimmung tritt die gesetzliche Regelung." })
        ] })
      ]
    }
  );
}

// app/routes/datenschutz.tsx
import { Link as Link3 } from "react-router";

// app/features/privacy/retention.ts
var RETENTION = {
  contactMonths: 12,
  mailLogMonths: 12,
  /** The text of a sent or failed e-mail (names, phone numbers, links with tokens): 14 days to check or resend it. */
  mailBodyDays: 14,
  pendingSubscriptionDays: 30,
  /**
   * Newsletter e-mails (confirmation, welcome, unsubscribe link) of an address that is no longer
   * subscribed (unsubscribed, or never confirmed and forgotten): deleted once they are this old, so
   * at the latest this many days after the unsubscribe.
   */
  leftNewsletterMailDays: 7,
  /**
   * Days after the event when a booking's contact data (name, e-mail address, phone) is anonymised,
   * here and in the e-mail log; reference, event, tickets, total, currency and status stay for the
   * accounts (commercial and tax retention).
   */
  bookingContactDays: 90,
  /** A request to export or erase one's data (the address behind the e-mail link): as long as the link is valid. */
  dataRequestHours: 24,
  /** Rate-limit counters: deleted once their window started more than a day ago (the longest window is a day). */
  rateLimitDays: 1
};

// app/routes/datenschutz.tsx
import { jsx as jsx4, jsxs as jsxs4 } from "react/jsx-runtime";
var { address: address2, contact: contact2, legal: legal2, external } = brand;
var host = (url) => new URL(url).host;
var sections2 = [
  { id: "verantwortliche", title: "Verantwortliche" },
  { id: "ueberblick", title: "Das Wichtigste in K\xFCrze" },
  { id: "hosting", title: "Hosting und Server-Logs" },
  { id: "kontakt", title: "Kontaktformular und E-Mail" },
  { id: "buchungen", title: "Buchung von Veranstaltungen" },
  { id: "newsletter", title: "Newsletter" },
  { id: "email-versand", title: "E-Mail-Versand" },
  { id: "cookies", title: "Cookies und lokaler Speicher" },
  { id: "externe-inhalte", title: "Externe Inhalte nach Einwilligung" },
  { id: "schriften", title: "Schriftarten" },
  { id: "verwaltung", title: "Verwaltungsbereich" },
  { id: "speicherdauer", title: "Speicherdauer" },
  { id: "rechtsgrundlagen", title: "Rechtsgrundlagen" },
  { id: "rechte", title: "Deine Rechte" },
  { id: "aenderungen", title: "Aktualit\xE4t dieser Erkl\xE4rung" }
];
var title2 = (id) => sections2.find((s) => s.id === id).title;
function Section({ id, children }) {
  return /* @__PURE__ */ jsx4(LegalSection, { id, title: title2(id), children });
}
function DatenschutzPage() {
  return /* @__PURE__ */ jsxs4(
    LegalPage,
    {
      eyebrow: "Rechtliches",
      title: "Datenschutzerkl\xE4rung",
      updated: legalVersionDate,
      intro: /* @__PURE__ */ jsx4("p", { children: "Der Schutz deiner Daten ist mir wichtig. Hier erf\xE4hrst du genau, welche personenbezogenen Daten diese Website verarbeitet, warum, wie lange und welche Rechte du hast. Ich erhebe nur, was f\xFCr den jeweiligen Zweck n\xF6tig ist, und verzichte bewusst auf Tracking und Analyse-Tools." }),
      toc: sections2,
      children: [
        /* @__PURE__ */ jsxs4(Section, { id: "verantwortliche", children: [
          /* @__PURE__ */ jsx4("p", { children: "Verantwortlich f\xFCr die Datenverarbeitung auf dieser Website im Sinne der DSGVO ist:" }),
          /* @__PURE__ */ jsx4(
            PostalAddress,
            {
              lines: [
                `${legal2.owner}, ${brand.productName}`,
                address2.street,
                `${address2.postalCode} ${address2.city}`,
                address2.country
              ]
            }
          ),
          /* @__PURE__ */ jsxs4("p", { children: [
            "Telefon: ",
            contact2.phoneDisplay,
            /* @__PURE__ */ jsx4("br", {}),
            "E-Mail: ",
            /* @__PURE__ */ jsx4("a", { href: `mailto:${contact2.email}`, children: contact2.email })
          ] }),
          /* @__PURE__ */ jsx4("p", { children: "Eine Datenschutzbeauftragte ist nicht benannt, da die gesetzlichen Voraussetzungen daf\xFCr nicht vorliegen. Bei allen Fragen zum Datenschutz kannst du dich direkt an mich wenden." })
        ] }),
        /* @__PURE__ */ jsx4(Section, { id: "ueberblick", children: /* @__PURE__ */ jsxs4("ul", { children: [
          /* @__PURE__ */ jsx4("li", { children: "Kein Tracking, keine Analyse-Tools, keine Werbe-Cookies." }),
          /* @__PURE__ */ jsx4("li", { children: "Schriftarten liegen auf meinem eigenen Server; es werden keine Google Fonts geladen." }),
          /* @__PURE__ */ jsx4("li", { children: "Externe Inhalte (Mindsettest und Buchungskalender) werden erst geladen, wenn du im Cookie-Hinweis \u201EAlle akzeptieren\u201C w\xE4hlst." }),
          /* @__PURE__ */ jsx4("li", { children: "Daten aus Formularen verwende ich nur, um deine Anfrage, Buchung oder Newsletter-Anmeldung zu bearbeiten." })
        ] }) }),
        /* @__PURE__ */ jsxs4(Section, { id: "hosting", children: [
          /* @__PURE__ */ jsx4("p", { children: "Diese Website wird bei der Cloudflare, Inc., 101 Townsend St., San Francisco, CA 94107, USA (\u201ECloudflare\u201C) betrieben. Ich nutze dabei folgende Dienste:" }),
          /* @__PURE__ */ jsxs4("ul", { children: [
            /* @__PURE__ */ jsxs4("li", { children: [
              /* @__PURE__ */ jsx4("strong", { children: "Cloudflare Workers" }),
              " zum Ausliefern der Seiten und zum Verarbeiten von Formularen,"
            ] }),
            /* @__PURE__ */ jsxs4("li", { children: [
              /* @__PURE__ */ jsx4("strong", { children: "Cloudflare D1" }),
              " als Datenbank f\xFCr Kontaktanfragen, Buchungen, Newsletter-Anmeldungen und Veranstaltungen,"
            ] }),
            /* @__PURE__ */ jsxs4("li", { children: [
              /* @__PURE__ */ jsx4("strong", { children: "Cloudflare KV" }),
              " als Zwischenspeicher (etwa f\xFCr die Veranstaltungsliste) und f\xFCr Sitzungen des Verwaltungsbereichs,"
            ] }),
            /* @__PURE__ */ jsxs4("li", { children: [
              /* @__PURE__ */ jsx4("strong", { children: "Cloudflare Queues" }),
              " als Warteschlange, damit E-Mails zuverl\xE4ssig zugestellt werden."
            ] })
          ] }),
          /* @__PURE__ */ jsx4("p", { children: "Beim Aufruf jeder Seite verarbeitet Cloudflare technisch notwendige Daten: deine IP-Adresse, Datum und Uhrzeit, die aufgerufene Adresse, die \xFCbertragene Datenmenge, den Referrer sowie Browser und Betriebssystem (User-Agent). Diese Server-Logs dienen der Auslieferung der Website, der Fehleranalyse und der Abwehr von Angriffen. Sie werden h\xF6chstens sieben Tage gespeichert und nicht mit anderen Daten zusammengef\xFChrt." }),
          /* @__PURE__ */ jsx4("p", { children: "Um Formulare vor massenhaftem Missbrauch zu sch\xFCtzen, z\xE4hle ich Absendungen pro IP-Adresse in kurzen Zeitfenstern. Dazu wird die IP-Adresse zusammen mit einem Z\xE4hler kurzzeitig in der Datenbank gespeichert." }),
          /* @__PURE__ */ jsx4("p", { children: "Mit Cloudflare besteht ein Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO. Cloudflare kann Daten auch in den USA verarbeiten. Cloudflare ist unter dem EU-US Data Privacy Framework zertifiziert; auf dieser Grundlage besteht ein Angemessenheitsbeschluss der EU-Kommission (Art. 45 DSGVO). Erg\xE4nzend sind die Standardvertragsklauseln der EU-Kommission (Art. 46 Abs. 2 lit. c DSGVO) vereinbart. Rechtsgrundlage ist mein berechtigtes Interesse an einer sicheren, schnellen und zuverl\xE4ssigen Website (Art. 6 Abs. 1 lit. f DSGVO)." })
        ] }),
        /* @__PURE__ */ jsxs4(Section, { id: "kontakt", children: [
          /* @__PURE__ */ jsxs4("p", { children: [
            "Wenn du mir \xFCber das Kontaktformular schreibst, verarbeite ich deinen ",
            /* @__PURE__ */ jsx4("strong", { children: "Namen" }),
            ", deine",
            " ",
            /* @__PURE__ */ jsx4("strong", { children: "E-Mail-Adresse" }),
            " und deine ",
            /* @__PURE__ */ jsx4("strong", { children: "Nachricht" }),
            " sowie den Zeitpunkt der Anfrage. Die Anfrage wird in der Datenbank (Cloudflare D1) gespeichert, und ich erhalte eine Benachrichtigung per E-Mail, damit ich dir z\xFCgig antworten kann. Dasselbe gilt, wenn du mir direkt eine E-Mail schreibst oder mich anrufst."
          ] }),
          /* @__PURE__ */ jsx4("p", { children: "Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, wenn deine Anfrage auf einen Vertrag (etwa ein Coaching) zielt, und im \xDCbrigen mein berechtigtes Interesse, Anfragen zu beantworten (Art. 6 Abs. 1 lit. f DSGVO)." })
        ] }),
        /* @__PURE__ */ jsxs4(Section, { id: "buchungen", children: [
          /* @__PURE__ */ jsxs4("p", { children: [
            "Wenn du einen Platz f\xFCr eine Veranstaltung buchst, verarbeite ich deinen ",
            /* @__PURE__ */ jsx4("strong", { children: "vollst\xE4ndigen Namen" }),
            ", deine ",
            /* @__PURE__ */ jsx4("strong", { children: "E-Mail-Adresse" }),
            ", optional deine ",
            /* @__PURE__ */ jsx4("strong", { children: "Telefonnummer" }),
            ", die",
            " ",
            /* @__PURE__ */ jsx4("strong", { children: "Anzahl der Pl\xE4tze" }),
            ", den Gesamtpreis und den Zeitpunkt der Buchung. Du erh\xE4ltst eine E-Mail mit einem pers\xF6nlichen Link zu \u201EMeine Buchung\u201C; erst wenn du dort deine Buchung best\xE4tigst, werde ich \xFCber sie benachrichtigt. Diese erste E-Mail enth\xE4lt nichts, was du ins Formular geschrieben hast (weder Namen noch Telefonnummer), damit niemand das Formular nutzen kann, um anderen Nachrichten zu schicken. Die Telefonnummer nutze ich nur, um dich bei kurzfristigen \xC4nderungen zu erreichen. Zwei Tage vor der Veranstaltung schicke ich dir eine Erinnerung."
          ] }),
          /* @__PURE__ */ jsxs4("p", { children: [
            "Stornierst du auf \u201EMeine Buchung\u201C, speichere ich, wann du storniert hast und welche Geb\xFChr nach den AGB f\xE4llig ist. Nicht best\xE4tigte Reservierungen verfallen nach ",
            BOOKING_POLICY.holdMinutes,
            " Minuten; sie bleiben als verfallen gekennzeichnet gespeichert wie andere Buchungen."
          ] }),
          /* @__PURE__ */ jsxs4("p", { children: [
            /* @__PURE__ */ jsx4("strong", { children: "Warteliste:" }),
            " Tr\xE4gst du dich f\xFCr eine ausgebuchte Veranstaltung auf die Warteliste ein, speichere ich Namen, E-Mail-Adresse, die gew\xFCnschte Anzahl Pl\xE4tze, deine Einwilligung und den Zeitpunkt. Werden Pl\xE4tze frei, bekommst du eine E-Mail mit einem Angebot. Grundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die du jederzeit per E-Mail widerrufen kannst. Eintr\xE4ge l\xF6sche ich automatisch",
            " ",
            WAITLIST_RETENTION_DAYS,
            " Tage nach der Veranstaltung."
          ] }),
          /* @__PURE__ */ jsx4("p", { children: "Rechtsgrundlage ist die Durchf\xFChrung des Vertrags bzw. vorvertraglicher Ma\xDFnahmen (Art. 6 Abs. 1 lit. b DSGVO) und f\xFCr rechnungsrelevante Daten die Erf\xFCllung gesetzlicher Aufbewahrungspflichten (Art. 6 Abs. 1 lit. c DSGVO)." })
        ] }),
        /* @__PURE__ */ jsxs4(Section, { id: "newsletter", children: [
          /* @__PURE__ */ jsxs4("p", { children: [
            "F\xFCr den Newsletter brauche ich nur deine ",
            /* @__PURE__ */ jsx4("strong", { children: "E-Mail-Adresse" }),
            ". Ich nutze das Double-Opt-in-Verfahren: Nach der Anmeldung erh\xE4ltst du eine E-Mail mit einem Best\xE4tigungslink. Erst wenn du ihn anklickst, bist du angemeldet. So ist sichergestellt, dass niemand eine fremde Adresse eintragen kann."
          ] }),
          /* @__PURE__ */ jsxs4("p", { children: [
            "Zum Nachweis deiner Einwilligung speichere ich den Zeitpunkt der Anmeldung und der Best\xE4tigung, die Seite, auf der du dich angemeldet hast, und den Wortlaut des Einwilligungstextes. Du kannst den Newsletter jederzeit abbestellen: \xFCber den Abmeldelink in jeder Ausgabe, auf der Seite",
            " ",
            /* @__PURE__ */ jsx4(Link3, { to: "/newsletter/abmelden", children: "Newsletter abbestellen" }),
            " oder mit einer kurzen Nachricht an mich."
          ] }),
          /* @__PURE__ */ jsx4("p", { children: "Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die du jederzeit mit Wirkung f\xFCr die Zukunft widerrufen kannst. Die Protokollierung der Anmeldung beruht auf meinem berechtigten Interesse, die Einwilligung nachweisen zu k\xF6nnen (Art. 6 Abs. 1 lit. f i. V. m. Art. 7 Abs. 1 DSGVO)." })
        ] }),
        /* @__PURE__ */ jsx4(Section, { id: "email-versand", children: /* @__PURE__ */ jsxs4("p", { children: [
          "Alle automatischen E-Mails dieser Website (Buchungs- und Anmeldebest\xE4tigungen, Benachrichtigungen an mich) werden \xFCber den E-Mail-Dienst von Cloudflare (Email Service) versendet. Dabei verarbeitet Cloudflare die Empf\xE4ngeradresse und den Inhalt der Nachricht zum Zweck der Zustellung. Zur Nachverfolgung der Zustellung speichere ich Empf\xE4nger, Betreff, Art, Versandstatus und Zeitpunkt; den Text der Nachricht selbst nur",
          " ",
          RETENTION.mailBodyDays,
          " Tage, damit ich eine nicht zugestellte E-Mail erneut senden kann. Es gelten die Angaben zu Cloudflare unter \u201EHosting und Server-Logs\u201C."
        ] }) }),
        /* @__PURE__ */ jsxs4(Section, { id: "cookies", children: [
          /* @__PURE__ */ jsx4("p", { children: "Diese Website setzt keine Cookies f\xFCr Werbung, Statistik oder Tracking. Verwendet werden nur:" }),
          /* @__PURE__ */ jsxs4("ul", { children: [
            /* @__PURE__ */ jsxs4("li", { children: [
              /* @__PURE__ */ jsx4("strong", { children: "Lokaler Speicher \u201EcookiesAccepted\u201C:" }),
              " Deine Auswahl im Cookie-Hinweis (\u201EAlle akzeptieren\u201C oder \u201ENur Notwendige\u201C) wird im lokalen Speicher deines Browsers abgelegt, damit der Hinweis nicht bei jedem Seitenaufruf erscheint. Diese Information verl\xE4sst deinen Browser nicht. Du kannst sie jederzeit l\xF6schen, indem du die Websitedaten in deinem Browser entfernst; dann fragt dich die Website erneut."
            ] }),
            /* @__PURE__ */ jsxs4("li", { children: [
              /* @__PURE__ */ jsx4("strong", { children: "Sitzungs-Cookies des Verwaltungsbereichs:" }),
              " Nur wenn sich eine Administratorin oder ein Administrator anmeldet, werden technisch notwendige Cookies gesetzt (siehe \u201EVerwaltungsbereich\u201C). Besucherinnen und Besucher der \xF6ffentlichen Seiten erhalten keine Cookies."
            ] })
          ] }),
          /* @__PURE__ */ jsx4("p", { children: "Das Speichern deiner Auswahl ist f\xFCr den von dir gew\xFCnschten Dienst unbedingt erforderlich (\xA7 25 Abs. 2 Nr. 2 TDDDG); Rechtsgrundlage der Verarbeitung ist Art. 6 Abs. 1 lit. f DSGVO." })
        ] }),
        /* @__PURE__ */ jsxs4(Section, { id: "externe-inhalte", children: [
          /* @__PURE__ */ jsx4("p", { children: "Zwei Angebote dieser Website sind externe Seiten, die in einem Fenster eingebettet werden:" }),
          /* @__PURE__ */ jsxs4("ul", { children: [
            /* @__PURE__ */ jsxs4("li", { children: [
              "der ",
              /* @__PURE__ */ jsx4("strong", { children: "kostenlose Mindsettest" }),
              " (",
              host(external.mindsetTest),
              ") und"
            ] }),
            /* @__PURE__ */ jsxs4("li", { children: [
              "der ",
              /* @__PURE__ */ jsx4("strong", { children: "Buchungskalender" }),
              " f\xFCr das kostenlose Erstgespr\xE4ch (",
              host(external.bookingCalendar),
              ")."
            ] })
          ] }),
          /* @__PURE__ */ jsxs4("p", { children: [
            "Diese Inhalte werden ",
            /* @__PURE__ */ jsx4("strong", { children: "nur geladen, wenn du im Cookie-Hinweis \u201EAlle akzeptieren\u201C gew\xE4hlt hast" }),
            ". Erst dann baut dein Browser eine Verbindung zu diesen Seiten auf; dabei werden deine IP-Adresse, Browserdaten und die einbettende Seite \xFCbermittelt. Was du im Mindsettest oder im Buchungskalender eingibst, verarbeitet der jeweilige Dienst; es gelten zus\xE4tzlich die dort angegebenen Datenschutzhinweise."
          ] }),
          /* @__PURE__ */ jsxs4("p", { children: [
            "Rechtsgrundlage ist deine Einwilligung (Art. 6 Abs. 1 lit. a DSGVO, \xA7 25 Abs. 1 TDDDG). Du kannst sie jederzeit widerrufen, indem du die Websitedaten in deinem Browser l\xF6schst und beim n\xE4chsten Besuch \u201ENur Notwendige\u201C w\xE4hlst. Ohne Einwilligung erreichst du mich jederzeit \xFCber das",
            " ",
            /* @__PURE__ */ jsx4(Link3, { to: "/contact", children: "Kontaktformular" }),
            "."
          ] })
        ] }),
        /* @__PURE__ */ jsx4(Section, { id: "schriften", children: /* @__PURE__ */ jsx4("p", { children: "Die Schriftarten dieser Website (Inter und Fraunces) werden von meinem eigenen Server ausgeliefert. Es wird keine Verbindung zu Google Fonts oder anderen Schriftanbietern aufgebaut." }) }),
        /* @__PURE__ */ jsx4(Section, { id: "verwaltung", children: /* @__PURE__ */ jsx4("p", { children: "Der Verwaltungsbereich unter /admin ist nur f\xFCr berechtigte Administratorinnen und Administratoren zug\xE4nglich. Bei der Anmeldung werden E-Mail-Adresse und ein sicher gehashtes Passwort gepr\xFCft. Danach setzt die Website ein Sitzungs-Cookie (HttpOnly, Secure, SameSite) mit einer zuf\xE4lligen Kennung, das nach sieben Tagen ohne Nutzung und sp\xE4testens nach 30 Tagen abl\xE4uft, sowie ein Ger\xE4te-Cookie, das Anmeldeversuche von bekannten Ger\xE4ten vor Sperren durch Angriffe sch\xFCtzt (Laufzeit 180 Tage). Beide sind f\xFCr die sichere Anmeldung unbedingt erforderlich (\xA7 25 Abs. 2 Nr. 2 TDDDG, Art. 6 Abs. 1 lit. f DSGVO)." }) }),
        /* @__PURE__ */ jsxs4(Section, { id: "speicherdauer", children: [
          /* @__PURE__ */ jsx4("p", { children: "Ich speichere personenbezogene Daten nur so lange, wie es f\xFCr den jeweiligen Zweck erforderlich ist oder gesetzliche Aufbewahrungsfristen es verlangen. Abgelaufene Eintr\xE4ge l\xF6scht die Website jede Nacht automatisch:" }),
          /* @__PURE__ */ jsxs4("ul", { children: [
            /* @__PURE__ */ jsxs4("li", { children: [
              /* @__PURE__ */ jsx4("strong", { children: "Kontaktanfragen:" }),
              " bis die Anfrage erledigt ist, danach l\xF6sche ich sie sp\xE4testens nach",
              " ",
              RETENTION.contactMonths,
              " Monaten, sofern daraus kein Vertrag entstanden ist."
            ] }),
            /* @__PURE__ */ jsxs4("li", { children: [
              /* @__PURE__ */ jsx4("strong", { children: "Buchungen:" }),
              " Deinen Namen, deine E-Mail-Adresse und deine Telefonnummer brauche ich nur rund um die Veranstaltung: ",
              RETENTION.bookingContactDays,
              " Tage nach dem Veranstaltungstag werden sie automatisch anonymisiert, auch im Protokoll der E-Mails zu deiner Buchung. Was die Buchhaltung braucht (Buchungsnummer, Veranstaltung, Anzahl der Pl\xE4tze, Gesamtpreis und Status), bleibt bis zum Ablauf der handels- und steuerrechtlichen Aufbewahrungsfristen (bis zu zehn Jahre) gespeichert \u2013 ohne Bezug zu deiner Person."
            ] }),
            /* @__PURE__ */ jsxs4("li", { children: [
              /* @__PURE__ */ jsx4("strong", { children: "Newsletter:" }),
              " bis zu deiner Abmeldung; mit der Abmeldung wird dein Eintrag sofort gel\xF6scht. Nicht best\xE4tigte Anmeldungen l\xF6sche ich nach ",
              RETENTION.pendingSubscriptionDays,
              " Tagen. Die Newsletter-E-Mails an eine abgemeldete oder nie best\xE4tigte Adresse (Best\xE4tigung, Willkommen, Abmeldelink) verschwinden auch aus dem E-Mail-Protokoll, sp\xE4testens ",
              RETENTION.leftNewsletterMailDays,
              " Tage nach der Abmeldung."
            ] }),
            /* @__PURE__ */ jsxs4("li", { children: [
              /* @__PURE__ */ jsx4("strong", { children: "Protokoll versendeter E-Mails:" }),
              " der Text jeder E-Mail ",
              RETENTION.mailBodyDays,
              " Tage nach dem Versand; Empf\xE4nger, Betreff, Art, Status und Zeitpunkt bis zu ",
              RETENTION.mailLogMonths,
              " Monate."
            ] }),
            /* @__PURE__ */ jsxs4("li", { children: [
              /* @__PURE__ */ jsx4("strong", { children: "Protokoll des Backoffice" }),
              " (Anmeldungen und \xC4nderungen der Administratorinnen, ohne Inhalte): zw\xF6lf Monate."
            ] }),
            /* @__PURE__ */ jsxs4("li", { children: [
              /* @__PURE__ */ jsx4("strong", { children: "Server-Logs:" }),
              " h\xF6chstens sieben Tage; Z\xE4hler zum Missbrauchsschutz h\xF6chstens einen Tag."
            ] })
          ] })
        ] }),
        /* @__PURE__ */ jsxs4(Section, { id: "rechtsgrundlagen", children: [
          /* @__PURE__ */ jsx4("p", { children: "Die Verarbeitung beruht je nach Zweck auf einer der folgenden Rechtsgrundlagen der DSGVO:" }),
          /* @__PURE__ */ jsxs4("ul", { children: [
            /* @__PURE__ */ jsxs4("li", { children: [
              /* @__PURE__ */ jsx4("strong", { children: "Art. 6 Abs. 1 lit. a DSGVO" }),
              ": deine Einwilligung (Newsletter, externe Inhalte),"
            ] }),
            /* @__PURE__ */ jsxs4("li", { children: [
              /* @__PURE__ */ jsx4("strong", { children: "Art. 6 Abs. 1 lit. b DSGVO" }),
              ": Vertrag oder vorvertragliche Ma\xDFnahmen (Buchungen, Coaching-Anfragen),"
            ] }),
            /* @__PURE__ */ jsxs4("li", { children: [
              /* @__PURE__ */ jsx4("strong", { children: "Art. 6 Abs. 1 lit. c DSGVO" }),
              ": gesetzliche Pflichten (Aufbewahrung von Rechnungsdaten),"
            ] }),
            /* @__PURE__ */ jsxs4("li", { children: [
              /* @__PURE__ */ jsx4("strong", { children: "Art. 6 Abs. 1 lit. f DSGVO" }),
              ": berechtigte Interessen (sicherer Betrieb der Website, Beantwortung allgemeiner Anfragen, Nachweis von Einwilligungen)."
            ] })
          ] })
        ] }),
        /* @__PURE__ */ jsxs4(Section, { id: "rechte", children: [
          /* @__PURE__ */ jsx4("p", { children: "Du hast jederzeit das Recht auf:" }),
          /* @__PURE__ */ jsxs4("ul", { children: [
            /* @__PURE__ */ jsx4("li", { children: "Auskunft \xFCber deine bei mir gespeicherten Daten (Art. 15 DSGVO)," }),
            /* @__PURE__ */ jsx4("li", { children: "Berichtigung unrichtiger Daten (Art. 16 DSGVO)," }),
            /* @__PURE__ */ jsx4("li", { children: "L\xF6schung (Art. 17 DSGVO)," }),
            /* @__PURE__ */ jsx4("li", { children: "Einschr\xE4nkung der Verarbeitung (Art. 18 DSGVO)," }),
            /* @__PURE__ */ jsx4("li", { children: "Daten\xFCbertragbarkeit (Art. 20 DSGVO)," }),
            /* @__PURE__ */ jsxs4("li", { children: [
              /* @__PURE__ */ jsx4("strong", { children: "Widerspruch" }),
              " gegen Verarbeitungen, die auf Art. 6 Abs. 1 lit. f DSGVO beruhen, aus Gr\xFCnden, die sich aus deiner besonderen Situation ergeben (Art. 21 DSGVO),"
            ] }),
            /* @__PURE__ */ jsx4("li", { children: "Widerruf einer erteilten Einwilligung mit Wirkung f\xFCr die Zukunft (Art. 7 Abs. 3 DSGVO)." })
          ] }),
          /* @__PURE__ */ jsxs4("p", { children: [
            "Eine formlose Nachricht an ",
            /* @__PURE__ */ jsx4("a", { href: `mailto:${contact2.email}`, children: contact2.email }),
            " gen\xFCgt. Auskunft und L\xF6schung kannst du auch direkt selbst ansto\xDFen: Auf der Seite ",
            /* @__PURE__ */ jsx4(Link3, { to: "/meine-daten", children: "Deine Daten" }),
            " ",
            "schicke ich dir einen pers\xF6nlichen Link (",
            RETENTION.dataRequestHours,
            " Stunden g\xFCltig), \xFCber den du alles, was unter deiner E-Mail-Adresse gespeichert ist, als Datei herunterladen oder l\xF6schen kannst. Von Buchungen bleibt dabei nur, was ich f\xFCr die Buchhaltung aufbewahren muss."
          ] }),
          /* @__PURE__ */ jsx4("p", { children: "Au\xDFerdem hast du das Recht, dich bei einer Datenschutz-Aufsichtsbeh\xF6rde zu beschweren (Art. 77 DSGVO). Zust\xE4ndig f\xFCr mich ist:" }),
          /* @__PURE__ */ jsx4(
            PostalAddress,
            {
              lines: ["Die Landesbeauftragte f\xFCr den Datenschutz Niedersachsen", "Prinzenstra\xDFe 5", "30159 Hannover"]
            }
          )
        ] }),
        /* @__PURE__ */ jsx4(Section, { id: "aenderungen", children: /* @__PURE__ */ jsxs4("p", { children: [
          "Diese Datenschutzerkl\xE4rung hat den Stand vom ",
          legalVersionDate,
          ". Ich passe sie an, wenn sich die Website oder die rechtlichen Vorgaben \xE4ndern. Es gilt die jeweils hier ver\xF6ffentlichte Fassung."
        ] }) })
      ]
    }
  );
}

// app/routes/impressum.tsx
import { jsx as jsx5, jsxs as jsxs5 } from "react/jsx-runtime";
var { legal: legal3, address: address3, contact: contact3 } = brand;
function ImpressumPage() {
  return /* @__PURE__ */ jsxs5(LegalPage, { eyebrow: "Rechtliches", title: "Impressum", children: [
    /* @__PURE__ */ jsxs5(LegalSection, { title: "Angaben gem\xE4\xDF \xA7 5 DDG", children: [
      /* @__PURE__ */ jsx5(
        PostalAddress,
        {
          lines: [
            `${brand.productName}`,
            `Inhaberin: ${legal3.owner} (${legal3.businessForm})`,
            address3.street,
            `${address3.postalCode} ${address3.city}`,
            address3.country
          ]
        }
      ),
      /* @__PURE__ */ jsxs5("p", { children: [
        /* @__PURE__ */ jsx5("strong", { children: "Vertreten durch:" }),
        " ",
        legal3.representative
      ] })
    ] }),
    /* @__PURE__ */ jsx5(LegalSection, { title: "Kontakt", children: /* @__PURE__ */ jsxs5("dl", { className: "grid grid-cols-[auto_1fr] gap-x-6 gap-y-2", children: [
      /* @__PURE__ */ jsx5("dt", { className: "font-semibold", children: "Telefon" }),
      /* @__PURE__ */ jsx5("dd", { children: /* @__PURE__ */ jsx5("a", { href: `tel:${contact3.phone.replace(/\s+/g, "")}`, children: contact3.phoneDisplay }) }),
      /* @__PURE__ */ jsx5("dt", { className: "font-semibold", children: "E-Mail" }),
      /* @__PURE__ */ jsx5("dd", { children: /* @__PURE__ */ jsx5("a", { href: `mailto:${contact3.email}`, children: contact3.email }) }),
      /* @__PURE__ */ jsx5("dt", { className: "font-semibold", children: "Website" }),
      /* @__PURE__ */ jsx5("dd", { children: new URL(brand.siteUrl).host })
    ] }) }),
    /* @__PURE__ */ jsx5(LegalSection, { title: "Registereintrag", children: /* @__PURE__ */ jsx5("p", { children: legal3.register }) }),
    /* @__PURE__ */ jsx5(LegalSection, { title: "Umsatzsteuer", children: /* @__PURE__ */ jsxs5("p", { children: [
      "Umsatzsteuer-Identifikationsnummer gem\xE4\xDF \xA7 27 a Umsatzsteuergesetz: ",
      /* @__PURE__ */ jsx5("strong", { children: legal3.vatId })
    ] }) }),
    /* @__PURE__ */ jsx5(LegalSection, { title: "Berufsbezeichnung", children: /* @__PURE__ */ jsxs5("p", { children: [
      brand.coach.title,
      ". Die Berufsbezeichnung \u201ECoach\u201C ist in Deutschland gesetzlich nicht gesch\xFCtzt; es besteht keine Kammerzugeh\xF6rigkeit. Coaching ist keine Psychotherapie und ersetzt keine \xE4rztliche oder psychotherapeutische Behandlung."
    ] }) }),
    /* @__PURE__ */ jsx5(LegalSection, { title: "Verantwortlich f\xFCr den Inhalt nach \xA7 18 Abs. 2 MStV", children: /* @__PURE__ */ jsx5("p", { children: legal3.responsibleForContent }) }),
    /* @__PURE__ */ jsx5(LegalSection, { title: "EU-Streitschlichtung", children: /* @__PURE__ */ jsxs5("p", { children: [
      "Die Europ\xE4ische Kommission hat ihre Plattform zur Online-Streitbeilegung (OS-Plattform) zum 20. Juli 2025 eingestellt. Bei Fragen oder Beschwerden kannst du dich jederzeit direkt an mich wenden:",
      " ",
      /* @__PURE__ */ jsx5("a", { href: `mailto:${contact3.email}`, children: contact3.email }),
      "."
    ] }) }),
    /* @__PURE__ */ jsx5(LegalSection, { title: "Verbraucherstreitbeilegung / Universalschlichtungsstelle", children: /* @__PURE__ */ jsx5("p", { children: "Ich bin nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen." }) }),
    /* @__PURE__ */ jsxs5(LegalSection, { title: "Haftung f\xFCr Inhalte", children: [
      /* @__PURE__ */ jsx5("p", { children: "Die Inhalte dieser Website wurden mit gr\xF6\xDFter Sorgfalt erstellt. F\xFCr die Richtigkeit, Vollst\xE4ndigkeit und Aktualit\xE4t der Inhalte kann ich jedoch keine Gew\xE4hr \xFCbernehmen. Als Diensteanbieterin bin ich gem\xE4\xDF \xA7 7 Abs. 1 DDG f\xFCr eigene Inhalte auf diesen Seiten nach den allgemeinen Gesetzen verantwortlich. Nach \xA7\xA7 8 bis 10 DDG bin ich als Diensteanbieterin jedoch nicht verpflichtet, \xFCbermittelte oder gespeicherte fremde Informationen zu \xFCberwachen oder nach Umst\xE4nden zu forschen, die auf eine rechtswidrige T\xE4tigkeit hinweisen." }),
      /* @__PURE__ */ jsx5("p", { children: "Verpflichtungen zur Entfernung oder Sperrung der Nutzung von Informationen nach den allgemeinen Gesetzen bleiben hiervon unber\xFChrt. Eine diesbez\xFCgliche Haftung ist jedoch erst ab dem Zeitpunkt der Kenntnis einer konkreten Rechtsverletzung m\xF6glich. Sobald mir entsprechende Rechtsverletzungen bekannt werden, entferne ich diese Inhalte umgehend." }),
      /* @__PURE__ */ jsx5("p", { children: "Die Inhalte dieser Website dienen der allgemeinen Information und ersetzen keine individuelle Beratung, Diagnose oder Therapie." })
    ] }),
    /* @__PURE__ */ jsxs5(LegalSection, { title: "Haftung f\xFCr Links", children: [
      /* @__PURE__ */ jsx5("p", { children: "Diese Website enth\xE4lt Links zu externen Websites Dritter, etwa zur Academy und zum Buchungskalender, auf deren Inhalte ich keinen Einfluss habe. Deshalb kann ich f\xFCr diese fremden Inhalte auch keine Gew\xE4hr \xFCbernehmen. F\xFCr die Inhalte der verlinkten Seiten ist stets die jeweilige Anbieterin oder der jeweilige Anbieter verantwortlich. Die verlinkten Seiten wurden zum Zeitpunkt der Verlinkung auf m\xF6gliche Rechtsverst\xF6\xDFe \xFCberpr\xFCft; rechtswidrige Inhalte waren zu diesem Zeitpunkt nicht erkennbar." }),
      /* @__PURE__ */ jsx5("p", { children: "Eine permanente inhaltliche Kontrolle der verlinkten Seiten ist ohne konkrete Anhaltspunkte einer Rechtsverletzung nicht zumutbar. Bei Bekanntwerden von Rechtsverletzungen entferne ich derartige Links umgehend." })
    ] }),
    /* @__PURE__ */ jsxs5(LegalSection, { title: "Urheberrecht", children: [
      /* @__PURE__ */ jsx5("p", { children: "Die auf dieser Website ver\xF6ffentlichten Texte, Illustrationen und Gestaltungen unterliegen dem deutschen Urheberrecht. Vervielf\xE4ltigung, Bearbeitung, Verbreitung und jede Art der Verwertung au\xDFerhalb der Grenzen des Urheberrechts bed\xFCrfen meiner vorherigen schriftlichen Zustimmung. Downloads und Kopien dieser Seite sind nur f\xFCr den privaten, nicht kommerziellen Gebrauch gestattet." }),
      /* @__PURE__ */ jsx5("p", { children: "Soweit Inhalte auf dieser Seite nicht von mir erstellt wurden, werden die Urheberrechte Dritter beachtet; Zitate sind als solche gekennzeichnet. Solltest du trotzdem auf eine Urheberrechtsverletzung aufmerksam werden, bitte ich um einen entsprechenden Hinweis. Bei Bekanntwerden von Rechtsverletzungen entferne ich derartige Inhalte umgehend." })
    ] })
  ] });
}

// .tmp-legalgen/render.tsx
import { jsx as jsx6 } from "react/jsx-runtime";
var pages = { agb: AgbPage, datenschutz: DatenschutzPage, impressum: ImpressumPage };
var out = {};
for (const [name, Page] of Object.entries(pages)) {
  const router = createMemoryRouter([{ path: "*", element: /* @__PURE__ */ jsx6(Page, { loaderData: {}, params: {}, matches: [] }) }], { initialEntries: ["/"] });
  out[name] = renderToStaticMarkup(/* @__PURE__ */ jsx6(RouterProvider, { router }));
}
console.log(JSON.stringify(out));
