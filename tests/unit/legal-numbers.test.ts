import { describe, expect, it } from "vitest";
import { BOOKING_POLICY, WAITLIST_RETENTION_DAYS } from "../../app/features/core/booking/policy";
import { REFUND_DAYS, WITHDRAWAL_PERIOD_DAYS } from "../../app/features/core/booking/contract";
import { cancellationTerms, cancellationTermsEn, legalPageShape } from "../../app/features/extras/content/legal/terms";
import {
  AGB_VERSION,
  WITHDRAWAL_PATH,
  withdrawalTerms,
  withdrawalTermsText,
} from "../../app/features/extras/content/legal/withdrawal-terms";
import { mailMessages } from "../../app/lib/messages.mail";
import { mailMessagesEn } from "../../app/lib/messages.mail.en";
import { messages } from "../../app/lib/messages";
import { RETENTION } from "../../app/features/core/privacy/retention";
import { seedRows } from "../../db/content/index";
import { COACHING_TERMS } from "../../app/config/coaching";
import { brand } from "../../app/config/brand";
import { VAT_WORDING, vatWording } from "../../app/features/core/business/settings";
import { messagesEn } from "../../app/lib/messages.en";

/**
 * The legal texts state numbers the code enforces: cancellation deadline and fee, the hold and the
 * waiting-list offer (BOOKING_POLICY), storage periods (RETENTION, WAITLIST_RETENTION_DAYS). The texts
 * are copy (db/content/legal.ts, seeded into web_content; terms.ts for the e-mails), so nothing ties
 * them to the constants but this test: change a constant without its sentence and it fails.
 */
const { freeCancellationHours: hours, lateCancellationFeePercent: percent } = BOOKING_POLICY;

/** German number words the texts use where a number stands alone at the start of a phrase. */
const germanDays = (n: number, capital = false) =>
  ({ 1: capital ? "Einen Tag" : "einen Tag", 2: capital ? "Zwei Tage" : "zwei Tage" })[n] ?? `${n} Tage`;

/** Each fact: where it is stated, the German wording and (where an English text states it) the English one. */
const facts: { page: "agb" | "datenschutz"; what: string; de: string; en?: string }[] = [
  {
    page: "agb",
    what: "free cancellation deadline",
    de: `Bis ${hours} Stunden vor dem Termin kannst du kostenfrei stornieren.`,
    en: `You can cancel free of charge up to ${hours} hours before the appointment.`,
  },
  {
    page: "agb",
    what: "late cancellation fee",
    de: `Bei einer Stornierung weniger als ${hours} Stunden vor dem Termin werden ${percent} % des Honorars fällig.`,
    en: `If you cancel less than ${hours} hours before the appointment, ${percent}% of the fee is due.`,
  },
  {
    page: "agb",
    what: "unconfirmed hold",
    de: `Bestätigst du nicht innerhalb von ${BOOKING_POLICY.holdMinutes} Minuten, verfällt`,
  },
  {
    page: "agb",
    what: "waiting-list offer",
    de: `${BOOKING_POLICY.offerHours} Stunden lang mit einem Klick verbindlich buchen`,
  },
  {
    page: "datenschutz",
    what: "unconfirmed hold",
    de: `Nicht bestätigte Reservierungen verfallen nach ${BOOKING_POLICY.holdMinutes} Minuten`,
  },
  {
    page: "datenschutz",
    what: "reminder",
    de: `${germanDays(BOOKING_POLICY.reminderHours / 24, true)} vor der Veranstaltung schicke ich dir eine Erinnerung`,
  },
  {
    page: "datenschutz",
    what: "waiting-list entries",
    de: `Einträge lösche ich automatisch ${WAITLIST_RETENTION_DAYS} Tage nach der Veranstaltung`,
  },
  {
    page: "datenschutz",
    what: "1:1 waiting-list entries (the cron deletes them WAITLIST_RETENTION_DAYS after their last day)",
    de: `Gelöscht wird dein Eintrag automatisch ${WAITLIST_RETENTION_DAYS} Tage nach dem letzten gewünschten Tag`,
  },
  {
    page: "datenschutz",
    what: "address of a failed sign-in",
    de: `die IP-Adresse eines fehlgeschlagenen Anmeldeversuchs nur ${RETENTION.signInAddressDays === 7 ? "sieben" : RETENTION.signInAddressDays} Tage`,
  },
  {
    page: "datenschutz",
    what: "contact requests",
    de: `spätestens nach ${RETENTION.contactMonths} Monaten`,
  },
  {
    page: "datenschutz",
    what: "booking contact data",
    de: `${RETENTION.bookingContactDays} Tage nach dem Veranstaltungstag werden sie automatisch anonymisiert`,
  },
  {
    page: "datenschutz",
    what: "intake answers (decision 0211)",
    de: `sie werden wie deine Kontaktdaten ${RETENTION.bookingContactDays} Tage nach dem Termin gelöscht`,
  },
  {
    page: "datenschutz",
    what: "unconfirmed newsletter sign-ups",
    de: `Nicht bestätigte Anmeldungen lösche ich nach ${RETENTION.pendingSubscriptionDays} Tagen`,
  },
  {
    page: "datenschutz",
    what: "unconfirmed mindset journal requests",
    de: `Nicht bestätigte Anfragen lösche ich nach ${RETENTION.pendingJournalHours} Stunden`,
  },
  {
    page: "datenschutz",
    what: "unused mindset journals",
    de: `Ein Journal, in das du ${RETENTION.idleJournalMonths} Monate lang nichts mehr geschrieben hast, lösche ich`,
  },
  {
    page: "datenschutz",
    what: "ended prompt series and their consent record",
    de: `Eine beendete Impulsreihe (von dir beendet oder alle Impulse verschickt) lösche ich samt Einwilligungsnachweis ${RETENTION.endedPromptSeriesMonths} Monate nach ihrem Ende`,
  },
  {
    page: "datenschutz",
    what: "newsletter e-mails of a left address",
    de: `spätestens ${RETENTION.leftNewsletterMailDays} Tage nach der Abmeldung`,
  },
  {
    page: "datenschutz",
    what: "e-mail text (mail section)",
    de: `den Text der Nachricht selbst nur ${RETENTION.mailBodyDays} Tage`,
  },
  {
    page: "datenschutz",
    what: "e-mail text and log (storage list)",
    de: `der Text jeder E-Mail ${RETENTION.mailBodyDays} Tage nach dem Versand; Empfänger, Betreff, Art, Status und Zeitpunkt bis zu ${RETENTION.mailLogMonths} Monate`,
  },
  {
    page: "datenschutz",
    what: "data request link",
    de: `(${RETENTION.dataRequestHours} Stunden gültig)`,
  },
  {
    page: "datenschutz",
    what: "rate-limit counters",
    de: `Zähler zum Missbrauchsschutz höchstens ${germanDays(RETENTION.rateLimitDays)}`,
  },
];

/** Paragraphs and list items of the seeded texts, with line breaks as spaces (the wording may wrap). */
const flat = (text: string) => text.replace(/\s+/g, " ");

function seeded(page: string) {
  const rows = seedRows().filter((row) => row.page === page);
  return { rows, de: flat(rows.map((row) => row.content_de).join("\n")) };
}

describe("the legal texts state the numbers the code enforces", () => {
  it.each(facts)("$page: $what (German, as seeded)", ({ page, de }) => {
    expect(seeded(page).de).toContain(flat(de));
  });

  it.each(facts.filter((fact) => fact.en))(
    "$page: $what (English: every seeded English row of the section, and the e-mail terms)",
    ({ page, de, en }) => {
      // Where the coach (or a later seed) gives the German row an English version, it must say the same.
      const rows = seeded(page).rows.filter((row) => flat(row.content_de).includes(flat(de)));
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows.filter((r) => r.content_en.trim() !== "")) expect(flat(row.content_en)).toContain(en);
      expect(cancellationTermsEn.rules).toContain(en);
    },
  );

  it("the cancellation terms of the e-mails quote the AGB word for word", () => {
    const agb = seeded("agb").de;
    for (const rule of cancellationTerms.rules) expect(agb).toContain(rule);
    expect(cancellationTerms.summary).toContain(`bis ${hours} Stunden`);
    expect(cancellationTerms.summary).toContain(`danach ${percent} %`);
  });
});

/** The seeded Markdown as a reader sees it: links by their text, no bold marks. */
const plain = (markdown: string) => flat(markdown.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1").replace(/\*\*/g, ""));

describe("the withdrawal terms: AGB, contract e-mail and code say the same (decisions 0105–0107)", () => {
  const agb = plain(seeded("agb").de);

  it("the AGB § 6 quote the contract e-mail's Widerrufsbelehrung and Muster-Widerrufsformular word for word", () => {
    for (const section of withdrawalTerms.sections) {
      // The model's headings stand on their own line (decision 0192).
      expect(agb).toContain(`${section.title} ${flat(section.paragraphs[0]!)}`);
      for (const paragraph of section.paragraphs) expect(agb).toContain(flat(paragraph));
    }
    expect(agb).toContain(withdrawalTerms.form.intro);
    expect(agb).toContain(flat(withdrawalTerms.form.lines.join("\n")));
    // The e-mail's text is built from the same module.
    const mailText = withdrawalTermsText(withdrawalTerms).join("\n");
    for (const section of withdrawalTerms.sections) for (const p of section.paragraphs) expect(mailText).toContain(p);
  });

  it("the periods the code counts are the ones the texts name (fourteen days)", () => {
    const words: Record<number, string> = { 14: "vierzehn" };
    expect(WITHDRAWAL_PERIOD_DAYS).toBe(14);
    expect(REFUND_DAYS).toBe(14);
    expect(agb).toContain(
      `Die Widerrufsfrist beträgt ${words[WITHDRAWAL_PERIOD_DAYS]} Tage ab dem Tag des Vertragsabschlusses.`,
    );
    expect(agb).toContain(`spätestens binnen ${words[REFUND_DAYS]} Tagen ab dem Tag zurückzuzahlen`);
    expect(messages.contract.earlyStart.label).toContain(`${WITHDRAWAL_PERIOD_DAYS}-tägigen Widerrufsfrist`);
    expect(mailMessages.withdrawal.paragraphs("")[1]).toContain(`innerhalb von ${REFUND_DAYS} Tagen`);
    expect(mailMessagesEn.withdrawal.paragraphs("")[1]).toContain(`within ${REFUND_DAYS} days`);
  });

  it("the AGB name the order buttons and the withdrawal function as the site shows them", () => {
    expect(agb).toContain(`mit dem Klick auf „${messages.contract.orderButton.paid}“`);
    expect(agb).toContain(`„${messages.contract.orderButton.free}“`);
    expect(agb).toContain(`über die Schaltfläche „${messages.contract.withdrawLink}“ erklären`);
    expect(agb).toContain(WITHDRAWAL_PATH);
  });

  it("the AGB page shows the version the contract e-mail names", () => {
    expect(legalPageShape.agb.updated).toBe(AGB_VERSION.de);
    expect(mailMessages.contractTerms.intro(AGB_VERSION.de)).toContain(`Fassung vom ${AGB_VERSION.de}`);
    expect(mailMessagesEn.contractTerms.intro(AGB_VERSION.en)).toContain(AGB_VERSION.en);
  });

  it("the privacy policy tells what the withdrawal function and the early-start request store", () => {
    const privacy = plain(seeded("datenschutz").de);
    expect(privacy).toContain(
      "Widerruf: Erklärst du über „Vertrag widerrufen“ einen Widerruf, speichere ich Namen, E-Mail-Adresse, Buchungsnummer",
    );
    expect(privacy).toContain("speichere ich dieses Verlangen mit Zeitpunkt und Fassung des Textes bei der Buchung");
  });
});

describe("the AGB's § 5a states the 1:1 hours the code enforces (decisions 0151, 0208)", () => {
  const { freeChangeHours, lateCancellationFeePercent } = COACHING_TERMS;
  const rows = seedRows().filter((row) => row.page === "agb" && row.section === "coaching");

  it("in German and in English: the kind's window named at booking, the default from the one constant", () => {
    const de = flat(rows.map((row) => row.content_de).join("\n"));
    const en = flat(rows.map((row) => row.content_en).join("\n"));
    expect(de).toContain(
      `Bis zu der Frist, die beim Buchen für die Terminart genannt ist (in der Regel ${freeChangeHours} Stunden vor dem Termin), kannst du ihn kostenfrei absagen oder auf „Meine Buchung“ auf eine andere freie Zeit verschieben.`,
    );
    expect(de).toContain(`werden ${lateCancellationFeePercent} % des Honorars fällig`);
    expect(de).toContain("Erscheinst du ohne Absage nicht zum Termin, werden 100 % des Honorars fällig");
    expect(en).toContain(
      `up to the notice stated for its kind when you book (usually ${freeChangeHours} hours before it starts)`,
    );
    expect(en).toContain(`${lateCancellationFeePercent}% of the fee is due`);
    expect(en).toContain("If you do not show up without cancelling, 100% of the fee is due");
  });
});

describe("the VAT wording follows her § 19 UStG setting, both ways (decision 0154)", () => {
  const agbRows = seedRows().filter((row) => row.page === "agb");
  const agbDe = flat(agbRows.map((row) => row.content_de).join("\n"));
  const agbEn = flat(agbRows.map((row) => row.content_en).join("\n"));

  it("the seeded AGB state the regular sentence the AGB page swaps, in the price section and the description", () => {
    expect(agbDe).toContain(VAT_WORDING.agb.regular);
    expect(agbDe).toContain(VAT_WORDING.agbSummary.regular[0]);
    expect(agbEn).toContain(VAT_WORDING.agbSummary.regular[1]);
    expect(agbDe).not.toContain(VAT_WORDING.agb.smallBusiness);
  });

  it("§ 19 on: no 'enthalten die Umsatzsteuer' and no 'inkl. MwSt.' left; off again: the AGB as seeded", () => {
    for (const text of [agbDe, agbEn]) {
      const small = vatWording(text, true);
      expect(small).not.toContain(VAT_WORDING.agb.regular);
      expect(small).not.toMatch(/inkl\. MwSt\.|incl\. VAT/);
      expect(vatWording(small, false)).toBe(text);
      expect(vatWording(text, false)).toBe(text);
    }
    expect(vatWording(agbDe, true)).toContain(VAT_WORDING.agb.smallBusiness);
  });

  it("AGB, invoice and price note name the same law, and the invoice rate is the one the price note names", () => {
    for (const text of [
      VAT_WORDING.agb.smallBusiness,
      messages.invoice.smallBusiness,
      messages.booking.vatNote.smallBusiness,
      messagesEn.booking.vatNote.smallBusiness,
    ]) {
      expect(text).toContain("§ 19 UStG");
    }
    expect(messages.booking.vatNote.regular("19 %")).toBe("inkl. 19 % USt.");
    expect(brand.invoice.vatRateBp).toBe(1900);
  });

  it("the AGB's payment term is the invoice's", () => {
    expect(agbDe).toContain(
      `Rechnungen sind innerhalb von ${brand.invoice.paymentTermDays} Tagen nach Rechnungsdatum ohne Abzug fällig`,
    );
  });
});
