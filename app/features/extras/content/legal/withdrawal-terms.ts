import { brand } from "~/config/brand";

/**
 * The Widerrufsbelehrung and the Muster-Widerrufsformular (Anlage 1 and 2 zu Art. 246a EGBGB) with
 * the coach's data from the brand module: the one source for the contract e-mail and its PDF
 * (decision 0107). The AGB (§ 6, db/content/legal.ts) quote them word for word;
 * tests/unit/legal-numbers.test.ts holds both in step. German is the binding text; English
 * bookings get the English one (the model text of Directive 2011/83/EU, Annex I).
 */

/** Version of the AGB in force: shown on /agb and named in every contract e-mail. Change it with the text. */
export const AGB_VERSION = { de: "7. Dezember 2026", en: "7 December 2026" } as const;

/** The same version as stored with each booking and voucher the visitor agreed to (decision 0192). */
export const AGB_VERSION_ID = "2026-12-07";

/** The path of the withdrawal function (§ 356a BGB), German and under /en (decision 0030). */
export const WITHDRAWAL_PATH = "/widerruf";

const address = `${brand.address.street}, ${brand.address.postalCode} ${brand.address.city}`;
const withdrawUrl = `${brand.siteUrl}${WITHDRAWAL_PATH}`;

export interface WithdrawalTerms {
  heading: string;
  sections: { title: string; paragraphs: string[] }[];
  form: { heading: string; intro: string; lines: string[] };
}

/**
 * Anlage 1 zu Art. 246a § 1 Abs. 2 Satz 2 EGBGB, filled in for a contract for services as its
 * Gestaltungshinweise say ([1] b, [2], [3], [6]); in the model's own words, "Sie" and "wir"
 * included (decision 0192; the wording diff: docs/legal-wording.md). The last section is not part
 * of the model: the information on when the right expires (Art. 246a § 1 Abs. 3 EGBGB, § 356 (4) BGB).
 */
export const withdrawalTerms: WithdrawalTerms = {
  heading: "Widerrufsbelehrung",
  sections: [
    {
      title: "Widerrufsrecht",
      paragraphs: [
        "Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.",
        "Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.",
        `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${brand.productName}, Inhaberin ${brand.coach.name}, ${address}, Telefon ${brand.contact.phoneDisplay}, E-Mail ${brand.contact.email}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Sie können das Muster-Widerrufsformular oder eine andere eindeutige Erklärung auch auf unserer Webseite (${withdrawUrl}) elektronisch ausfüllen und übermitteln. Machen Sie von dieser Möglichkeit Gebrauch, so werden wir Ihnen unverzüglich (z. B. per E-Mail) eine Bestätigung über den Eingang eines solchen Widerrufs übermitteln.`,
        "Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.",
      ],
    },
    {
      title: "Folgen des Widerrufs",
      paragraphs: [
        "Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.",
        "Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen soll, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.",
      ],
    },
    {
      title: "Vorzeitiges Erlöschen des Widerrufsrechts",
      paragraphs: [
        "Das Widerrufsrecht erlischt bei einem Vertrag über die Erbringung von Dienstleistungen mit der vollständigen Erbringung der Dienstleistung, wenn Sie vor Beginn der Erbringung ausdrücklich zugestimmt haben, dass wir mit der Erbringung der Dienstleistung vor Ablauf der Widerrufsfrist beginnen, und Ihre Kenntnis davon bestätigt haben, dass Ihr Widerrufsrecht mit vollständiger Vertragserfüllung durch uns erlischt.",
      ],
    },
  ],
  form: {
    heading: "Muster-Widerrufsformular",
    intro:
      "(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)",
    lines: [
      `– An ${brand.productName}, Inhaberin ${brand.coach.name}, ${address}, E-Mail ${brand.contact.email}:`,
      "– Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)",
      "– Bestellt am (*)/erhalten am (*)",
      "– Name des/der Verbraucher(s)",
      "– Anschrift des/der Verbraucher(s)",
      "– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)",
      "– Datum",
      "(*) Unzutreffendes streichen.",
    ],
  },
};

/**
 * The English model text of Directive 2011/83/EU, Annex I(A) and (B), filled in the same way; a
 * translation for English bookings, the German text is the binding one.
 */
export const withdrawalTermsEn: WithdrawalTerms = {
  heading: "Information on the right of withdrawal",
  sections: [
    {
      title: "Right of withdrawal",
      paragraphs: [
        "You have the right to withdraw from this contract within 14 days without giving any reason.",
        "The withdrawal period will expire after 14 days from the day of the conclusion of the contract.",
        `To exercise the right of withdrawal, you must inform us (${brand.productName}, owner ${brand.coach.name}, ${address}, Germany, telephone ${brand.contact.phone}, e-mail ${brand.contact.email}) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or e-mail). You may use the attached model withdrawal form, but it is not obligatory. You can also electronically fill in and submit the model withdrawal form or any other unequivocal statement on our website (${brand.siteUrl}/en${WITHDRAWAL_PATH}). If you use this option, we will communicate to you an acknowledgement of receipt of such a withdrawal on a durable medium (e.g. by e-mail) without delay.`,
        "To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.",
      ],
    },
    {
      title: "Effects of withdrawal",
      paragraphs: [
        "If you withdraw from this contract, we shall reimburse to you all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without undue delay and in any event not later than 14 days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement.",
        "If you requested to begin the performance of services during the withdrawal period, you shall pay us an amount which is in proportion to what has been provided until you have communicated us your withdrawal from this contract, in comparison with the full coverage of the contract.",
      ],
    },
    {
      title: "Early expiry of the right of withdrawal",
      paragraphs: [
        "For a contract for services, the right of withdrawal expires once the service has been provided in full if, before performance began, you expressly agreed that we begin the performance before the withdrawal period ends and acknowledged that you lose your right of withdrawal once we have fully performed the contract.",
      ],
    },
  ],
  form: {
    heading: "Model withdrawal form",
    intro: "(complete and return this form only if you wish to withdraw from the contract)",
    lines: [
      `— To ${brand.productName}, owner ${brand.coach.name}, ${address}, Germany, e-mail ${brand.contact.email}:`,
      "— I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*),",
      "— Ordered on (*)/received on (*),",
      "— Name of consumer(s),",
      "— Address of consumer(s),",
      "— Signature of consumer(s) (only if this form is notified on paper),",
      "— Date",
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
