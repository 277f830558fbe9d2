import type { LegalSlug } from "~/config/pages";
import { COACHING_TERMS } from "~/config/coaching";
import { AGB_VERSION } from "./withdrawal-terms";

/**
 * Cancellation terms: the one source for the AGB page (/agb) and the booking confirmation e-mail.
 * Change them here and both say the same.
 */
export const cancellationTerms = {
  heading: "Stornierung und Terminabsagen",
  /** One line per rule, in the order they apply. */
  rules: [
    "Bis 48 Stunden vor dem Termin kannst du kostenfrei stornieren.",
    "Bei einer Stornierung weniger als 48 Stunden vor dem Termin werden 50 % des Honorars fällig.",
    "Erscheinst du ohne Absage nicht zum Termin, werden 100 % des Honorars fällig.",
    "Ein Kurs mit mehreren Terminen ist ein Vertrag über den ganzen Kurs: Du buchst, stornierst und widerrufst ihn als Ganzes, mit einer Rechnung. Die Fristen zählen ab dem ersten Termin; einzelne Termine, die du nicht wahrnimmst, werden nicht erstattet, du kannst sie aber nach vorheriger Absage auf „Meine Buchung“ in einem anderen Durchgang nachholen, solange dort Plätze frei sind.",
  ],
  /** Short form for e-mails and small print. */
  summary:
    "Kostenfreie Stornierung bis 48 Stunden vor dem Termin; danach 50 % des Honorars, bei Nichterscheinen 100 %.",
  /** How to cancel: on "Meine Buchung" (app/routes/buchung.$token.tsx) or in text form, so there is a record. */
  howTo:
    "Du kannst bis zum Beginn der Veranstaltung mit einem Klick auf der Seite „Meine Buchung“ stornieren, die du über den Link in deiner Buchungs-E-Mail erreichst; dort steht vor dem Klick, ob und welche Gebühr anfällt. Außerdem ist eine Stornierung in Textform möglich, zum Beispiel per E-Mail. Maßgeblich ist der Zeitpunkt des Klicks bzw. der Eingang der Nachricht.",
  /** Free rebooking and substitutes soften the rule for real life. */
  substitute:
    "Du kannst jederzeit kostenfrei eine Ersatzperson benennen, die deinen Platz bei einer Veranstaltung übernimmt.",
} as const;

/** The same rules in English, for e-mails to visitors who booked on the English site. */
export const cancellationTermsEn = {
  heading: "Cancellations and rescheduling",
  rules: [
    "You can cancel free of charge up to 48 hours before the appointment.",
    "If you cancel less than 48 hours before the appointment, 50% of the fee is due.",
    "If you do not show up without cancelling, 100% of the fee is due.",
    "A course with several dates is one contract for the whole course: you book, cancel and withdraw from it as a whole, with one invoice. The deadlines count from the first date; single dates you miss are not refunded, but if you let me know beforehand on “My booking” you can make them up in another run while places are free there.",
  ],
  substitute: "You can name a substitute to take your place at an event at any time, free of charge.",
} as const;

/**
 * A 1:1 session's and a package's rules (AGB § 5a) for its e-mails: the free-change hours of the
 * session (its appointment type's setting, issue 51), the share from COACHING_TERMS (app/config/coaching.ts).
 */
export const sessionCancellationTermsFor = (hours: number) => ({
  heading: "Absagen und Verschieben von Einzelterminen (§ 5a)",
  rules: [
    `Bis ${hours} Stunden vor dem Termin kannst du ihn kostenfrei absagen oder auf „Meine Buchung“ verschieben.`,
    `Sagst du später ab, werden ${COACHING_TERMS.lateCancellationFeePercent} % des Honorars fällig; bei einem Termin aus einem Paket ist die Einheit verbraucht.`,
    "Erscheinst du ohne Absage nicht zum Termin, werden 100 % des Honorars fällig; bei einem Termin aus einem Paket ist die Einheit verbraucht.",
  ],
});

export const sessionCancellationTermsEnFor = (hours: number) => ({
  heading: "Cancelling and moving one-to-one sessions (§ 5a)",
  rules: [
    `You can cancel a session free of charge, or move it on "My booking", up to ${hours} hours before it starts.`,
    `If you cancel later, ${COACHING_TERMS.lateCancellationFeePercent}% of the fee is due; for a session from a package, the session is used up.`,
    "If you do not show up without cancelling, 100% of the fee is due; for a session from a package, the session is used up.",
  ],
});

/** Date of the current version of the privacy policy (shown on its page; the AGB's is AGB_VERSION). */
export const legalVersionDate = "27. November 2026";

/** How each legal page shows: the AGB and the privacy policy are long (a table of contents) and dated. */
export const legalPageShape: Record<LegalSlug, { toc: boolean; updated?: string }> = {
  agb: { toc: true, updated: AGB_VERSION.de },
  datenschutz: { toc: true, updated: legalVersionDate },
  impressum: { toc: false },
};
