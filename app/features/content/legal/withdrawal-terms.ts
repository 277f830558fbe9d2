import { brand } from "~/config/brand";

/**
 * The Widerrufsbelehrung and the Muster-Widerrufsformular (Anlage 1 and 2 zu Art. 246a EGBGB) with
 * the coach's data from the brand module: the one source for the contract e-mail and its PDF
 * (decision 0107). The AGB (§ 6, db/content/legal.ts) quote them word for word;
 * tests/unit/legal-numbers.test.ts holds both in step. German is the binding text; English
 * bookings get the English one (the model text of Directive 2011/83/EU, Annex I).
 */

/** Version of the AGB in force: shown on /agb and named in every contract e-mail. Change it with the text. */
export const AGB_VERSION = { de: "27. November 2026", en: "27 November 2026" } as const;

/** The same version as stored with each booking and voucher the visitor agreed to (decision 0192). */
export const AGB_VERSION_ID = "2026-11-27";

/** The path of the withdrawal function (§ 356a BGB), German and under /en (decision 0030). */
export const WITHDRAWAL_PATH = "/widerruf";

const address = `${brand.address.street}, ${brand.address.postalCode} ${brand.address.city}`;
const withdrawUrl = `${brand.siteUrl}${WITHDRAWAL_PATH}`;

export interface WithdrawalTerms {
  heading: string;
  sections: { title: string; paragraphs: string[] }[];
  form: { heading: string; intro: string; lines: string[] };
}

export const withdrawalTerms: WithdrawalTerms = {
  heading: "Widerrufsbelehrung",
  sections: [
    {
      title: "Widerrufsrecht",
      paragraphs: [
        "Du hast das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsschlusses.",
        `Um dein Widerrufsrecht auszuüben, musst du mich (${brand.productName}, Inhaberin ${brand.coach.name}, ${address}, Telefon ${brand.contact.phoneDisplay}, E-Mail ${brand.contact.email}) mittels einer eindeutigen Erklärung (zum Beispiel ein mit der Post versandter Brief oder eine E-Mail) über deinen Entschluss, diesen Vertrag zu widerrufen, informieren. Du kannst dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Du kannst den Widerruf auch über die Schaltfläche „Vertrag widerrufen“ erklären, die du unten auf jeder Seite dieser Website findest (${withdrawUrl}). Zur Wahrung der Widerrufsfrist reicht es aus, dass du die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absendest.`,
      ],
    },
    {
      title: "Folgen des Widerrufs",
      paragraphs: [
        "Wenn du diesen Vertrag widerrufst, habe ich dir alle Zahlungen, die ich von dir erhalten habe, unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über deinen Widerruf dieses Vertrags bei mir eingegangen ist. Für diese Rückzahlung verwende ich dasselbe Zahlungsmittel, das du bei der ursprünglichen Transaktion eingesetzt hast, es sei denn, mit dir wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden dir wegen dieser Rückzahlung Entgelte berechnet.",
        "Hast du verlangt, dass die Dienstleistung während der Widerrufsfrist beginnen soll, so hast du mir einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem du mich von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichtest, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.",
      ],
    },
    {
      title: "Vorzeitiges Erlöschen",
      paragraphs: [
        "Das Widerrufsrecht erlischt bei einem Vertrag über die Erbringung von Dienstleistungen, wenn die Dienstleistung vollständig erbracht wurde und mit der Ausführung erst begonnen wurde, nachdem du dazu deine ausdrückliche Zustimmung gegeben und gleichzeitig deine Kenntnis davon bestätigt hast, dass du dein Widerrufsrecht bei vollständiger Vertragserfüllung verlierst.",
      ],
    },
  ],
  form: {
    heading: "Muster-Widerrufsformular",
    intro: "(Wenn du den Vertrag widerrufen willst, fülle bitte dieses Formular aus und sende es zurück.)",
    lines: [
      `An ${brand.productName}, Inhaberin ${brand.coach.name}`,
      brand.address.street,
      `${brand.address.postalCode} ${brand.address.city}`,
      `E-Mail: ${brand.contact.email}`,
      "Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über die Erbringung der folgenden Dienstleistung (*): …",
      "Bestellt am (*) / erhalten am (*): …",
      "Name des/der Verbraucher(s): …",
      "Anschrift des/der Verbraucher(s): …",
      "Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier): …",
      "Datum: …",
      "(*) Unzutreffendes streichen.",
    ],
  },
};

export const withdrawalTermsEn: WithdrawalTerms = {
  heading: "Information on the right of withdrawal",
  sections: [
    {
      title: "Right of withdrawal",
      paragraphs: [
        "You have the right to withdraw from this contract within fourteen days without giving any reason. The withdrawal period expires after fourteen days from the day of the conclusion of the contract.",
        `To exercise the right of withdrawal, you must inform me (${brand.productName}, owner ${brand.coach.name}, ${address}, Germany, phone ${brand.contact.phone}, email ${brand.contact.email}) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or an email). You may use the attached model withdrawal form, but it is not obligatory. You can also withdraw with the button “Withdraw from contract” at the bottom of every page of this website (${brand.siteUrl}/en${WITHDRAWAL_PATH}). To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.`,
      ],
    },
    {
      title: "Effects of withdrawal",
      paragraphs: [
        "If you withdraw from this contract, I shall reimburse to you all payments received from you without undue delay and in any event not later than fourteen days from the day on which I am informed about your decision to withdraw from this contract. I will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement.",
        "If you requested to begin the performance of services during the withdrawal period, you shall pay me an amount which is in proportion to what has been provided until you have communicated to me your withdrawal from this contract, in comparison with the full coverage of the contract.",
      ],
    },
    {
      title: "Early expiry",
      paragraphs: [
        "For a contract for services, the right of withdrawal expires once the service has been provided in full if its performance began only after you gave your express consent and at the same time acknowledged that you lose your right of withdrawal once the contract has been fully performed.",
      ],
    },
  ],
  form: {
    heading: "Model withdrawal form",
    intro: "(Complete and return this form only if you wish to withdraw from the contract.)",
    lines: [
      `To ${brand.productName}, owner ${brand.coach.name}`,
      brand.address.street,
      `${brand.address.postalCode} ${brand.address.city}, Germany`,
      `Email: ${brand.contact.email}`,
      "I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract for the provision of the following service (*): …",
      "Ordered on (*) / received on (*): …",
      "Name of consumer(s): …",
      "Address of consumer(s): …",
      "Signature of consumer(s) (only if this form is notified on paper): …",
      "Date: …",
      "(*) Delete as appropriate.",
    ],
  },
};

/** The terms in the booking's language. */
export const withdrawalTermsIn = (locale: "de" | "en") => (locale === "en" ? withdrawalTermsEn : withdrawalTerms);

/** The terms as plain text lines for an e-mail: headings, paragraphs, the form. */
export function withdrawalTermsText(terms: WithdrawalTerms): string[] {
  return [
    terms.heading.toUpperCase(),
    ...terms.sections.flatMap((section) => [section.title, ...section.paragraphs]),
    terms.form.heading.toUpperCase(),
    terms.form.intro,
    terms.form.lines.join("\n"),
  ];
}
