/**
 * Everything brand-specific lives here: the product is fictional and can be renamed in one place.
 */
export const brand = {
  /** Lowercase short name: table prefix (`klarsinn_events`) and the fixed `on_page` value of public forms. */
  short: "klarsinn",
  name: "Klarsinn",
  productName: "Klarsinn Coaching",
  tagline: "Coaching für Mindset, Sinn und Zukunft",
  coach: {
    name: "Johanna Lindner",
    firstName: "Johanna",
    title: "Systemische Coachin und Trainerin",
  },
  siteUrl: "https://klarsinn-coaching.de",
  locations: ["Braunschweig", "München", "Online"],
  address: {
    street: "Wilhelmitorwall 12",
    postalCode: "38118",
    city: "Braunschweig",
    country: "Deutschland",
  },
  contact: {
    email: "hallo@klarsinn-coaching.de",
    phone: "+49 531 123 456 70",
    phoneDisplay: "0531 123 456 70",
  },
  mail: {
    /** Sender for all automatic e-mails: an address of the domain onboarded to Cloudflare Email Service (docs/operations.md, "E-mail delivery"). */
    from: "buchung@klarsinn-coaching.de",
    fromName: "Klarsinn Coaching",
    /** Where the coach receives booking and contact notifications. */
    coachInbox: "hallo@klarsinn-coaching.de",
  },
  legal: {
    owner: "Johanna Lindner",
    businessForm: "Einzelunternehmen",
    representative: "Johanna Lindner",
    register: "Nicht im Handelsregister eingetragen (Einzelunternehmen)",
    vatId: "DE318456729",
    responsibleForContent: "Johanna Lindner, Wilhelmitorwall 12, 38118 Braunschweig",
  },
  /**
   * Where visitors pay (app/features/core/payments/instructions.ts): shown in the confirmation e-mail, on "Meine Buchung" and as the
   * EPC QR code ("GiroCode") for EUR bookings. `paypalMe` may be null when there is no PayPal account.
   */
  payment: {
    recipient: "Johanna Lindner",
    iban: "DE02120300000000202051",
    bic: "BYLADEM1001",
    bankName: "Deutsche Kreditbank",
    paypalMe: "https://paypal.me/klarsinncoaching" as string | null,
  },
  /**
   * Invoices (app/features/core/invoices/, decisions 0010 and 0011). Prices on the site include VAT (AGB); the invoice
   * shows net, rate and VAT per line. A small business under § 19 UStG sets `smallBusiness: true`:
   * then no VAT is shown and the invoice carries the § 19 note. `taxNumber` (Steuernummer) is printed
   * when there is no VAT ID (`legal.vatId`); § 14 UStG wants one of the two.
   */
  invoice: {
    smallBusiness: false as boolean,
    /** Basis points: 1900 = 19 %. */
    vatRateBp: 1900,
    taxNumber: null as string | null,
    /** Days the invoice gives for the transfer. */
    paymentTermDays: 14,
  },
  external: {
    mindsetTest: "https://test.klarsinn-coaching.de/mindset",
    bookingCalendar: "https://termine.klarsinn-coaching.de/erstgespraech",
    academy: "https://academy.klarsinn-coaching.de",
  },
} as const;

/** The phone number as a link dials it: digits and the leading plus, no spaces. */
export const phoneHref = `tel:${brand.contact.phone.replace(/\s/g, "")}`;

/** Origins of the third-party embeds; the Content-Security-Policy allows exactly these as frames. */
export const embedOrigins = [brand.external.mindsetTest, brand.external.bookingCalendar].map(
  (url) => new URL(url).origin,
);
