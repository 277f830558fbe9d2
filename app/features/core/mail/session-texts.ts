import * as v from "valibot";
import type { SESSION_MAIL_KINDS } from "~db/enums";
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MULTILINE } from "~/lib/forms";
import type { Locale } from "~/lib/locale";
import { adminMessages } from "~/lib/messages.admin";

/**
 * The e-mails around a session whose timing and texts the coach edits (decision 0212): the reminder
 * (every booking, events too), the check-in before a 1:1 session and the follow-up after it. Texts
 * with placeholders, German and English; free of server code, so the editor's live preview renders
 * exactly what the server renders.
 */

export type SessionMailKind = (typeof SESSION_MAIL_KINDS)[number];
export const SESSION_MAIL_KIND_LIST: readonly SessionMailKind[] = ["reminder", "checkin", "followup"];

export interface SessionMailText {
  /** Reminder and check-in: hours before the start; follow-up: hours after the end. */
  hours: number;
  subject: string;
  body: string;
  subject_en: string;
  body_en: string;
}

/** What a placeholder stands for, filled per booking. */
export interface PlaceholderValues {
  name: string;
  termin: string;
  datum: string;
  uhrzeit: string;
  ort: string;
}

export const PLACEHOLDERS: readonly (keyof PlaceholderValues)[] = ["name", "termin", "datum", "uhrzeit", "ort"];

/** The delivered texts: the reminder's are the ones it had in code before (messages.mail*.ts). */
export const DEFAULT_SESSION_MAIL_TEXTS: Record<SessionMailKind, SessionMailText> = {
  reminder: {
    hours: 48,
    subject: "Erinnerung: {termin} am {datum}",
    body: "in zwei Tagen ist es so weit: „{termin}“. Ich freue mich schon sehr auf dich!\n\nHier sind noch einmal alle Angaben. Falls dir etwas dazwischenkommt, kannst du über den Button unten deine Buchung ansehen oder stornieren – oder eine Ersatzperson schicken.",
    subject_en: "Reminder: {termin} on {datum}",
    body_en:
      "in two days it's time: “{termin}”. I am really looking forward to seeing you!\n\nHere are all the details once more. If something comes up, the button below takes you to your booking, where you can view or cancel it – or send a substitute.",
  },
  checkin: {
    hours: 24,
    subject: "Worum soll es morgen gehen?",
    body: "morgen um {uhrzeit} Uhr sehen wir uns: „{termin}“. Worauf möchtest du dich konzentrieren?\n\nWenn du magst, nimm dir vorher ein paar Minuten und schreib deine Gedanken auf. Ein Satz genügt – oder bring sie einfach mit. Ich freue mich auf dich!",
    subject_en: "What would you like to focus on tomorrow?",
    body_en:
      "tomorrow at {uhrzeit} we will meet: “{termin}”. What would you like to focus on?\n\nIf you like, take a few minutes beforehand and write down your thoughts. One sentence is plenty – or simply bring them along. I am looking forward to seeing you!",
  },
  followup: {
    hours: 3,
    subject: "Danke für unsere gemeinsame Zeit",
    body: "danke für unser Gespräch heute. Was nimmst du mit, und was ist dein nächster kleiner Schritt?\n\nHalte es gern in deinem Journal fest, solange es noch frisch ist. Wenn du einen Eintrag mit mir teilst, lese ich ihn vor unserem nächsten Termin.",
    subject_en: "Thank you for our time together",
    body_en:
      "thank you for our conversation today. What are you taking with you, and what is your next small step?\n\nFeel free to note it in your journal while it is still fresh. If you share an entry with me, I will read it before our next session.",
  },
};

export const SESSION_MAIL_HOURS = { min: 1, max: 336 } as const;
export const SUBJECT_MAX_LENGTH = 150;
export const BODY_MAX_LENGTH = 3000;

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The placeholders a text uses that the e-mails do not know; empty when every one is known. */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1] ?? "")
    .filter((name) => !(PLACEHOLDERS as readonly string[]).includes(name));
}

/** Whether every brace belongs to a placeholder (`{` … `}` with no brace inside). */
const bracesClosed = (text: string) => !/[{}]/.test(text.replace(PLACEHOLDER, ""));

const m = adminMessages.sessionMails.validation;

/** A text with placeholders: trimmed, not empty, within its length, every placeholder known (German messages). */
const templateText = (label: string, max: number, multiline: boolean) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.nonEmpty(m.required(label)),
    v.maxLength(max, m.tooLong(label, max)),
    v.check(
      (text) => !(multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS).test(text),
      m.controlCharacters(label),
    ),
    v.check(bracesClosed, m.braces(label)),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const unknown = unknownPlaceholders(dataset.value);
      if (unknown.length) addIssue({ message: m.unknownPlaceholder(label, unknown, PLACEHOLDERS) });
    }),
  );

const f = adminMessages.sessionMails.fields;

/** The editor's form for one kind's timing and texts. */
export const SessionMailTextSchema = v.object({
  hours: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.regex(/^\d{1,3}$/, m.hours(SESSION_MAIL_HOURS.min, SESSION_MAIL_HOURS.max)),
    v.transform(Number),
    v.minValue(SESSION_MAIL_HOURS.min, m.hours(SESSION_MAIL_HOURS.min, SESSION_MAIL_HOURS.max)),
    v.maxValue(SESSION_MAIL_HOURS.max, m.hours(SESSION_MAIL_HOURS.min, SESSION_MAIL_HOURS.max)),
  ),
  subject: templateText(f.subject, SUBJECT_MAX_LENGTH, false),
  body: templateText(f.body, BODY_MAX_LENGTH, true),
  subject_en: templateText(f.subject_en, SUBJECT_MAX_LENGTH, false),
  body_en: templateText(f.body_en, BODY_MAX_LENGTH, true),
});

export const SESSION_MAIL_FIELDS = ["hours", "subject", "body", "subject_en", "body_en"] as const;

/** The text with each placeholder replaced; an unknown one stays as written (the editor refuses it anyway). */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    (PLACEHOLDERS as readonly string[]).includes(name) ? values[name as keyof PlaceholderValues] : whole,
  );
}

/** Subject and paragraphs (split at blank lines) in one language, filled. */
export function renderSessionMailText(
  text: SessionMailText,
  locale: Locale,
  values: PlaceholderValues,
): { subject: string; paragraphs: string[] } {
  const subject = locale === "en" ? text.subject_en : text.subject;
  const body = locale === "en" ? text.body_en : text.body;
  return {
    subject: fillPlaceholders(subject, values).replace(/\s+/g, " ").trim(),
    paragraphs: fillPlaceholders(body, values)
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
  };
}

/** The example booking the editor's preview fills the placeholders with. */
export const PREVIEW_VALUES: Record<Locale, PlaceholderValues> = {
  de: {
    name: "Marie Beispiel",
    termin: "Einzelcoaching (60 Minuten)",
    datum: "Donnerstag, 17. Dezember 2026",
    uhrzeit: "10:00",
    ort: "Online per Video",
  },
  en: {
    name: "Marie Example",
    termin: "1:1 coaching (60 minutes)",
    datum: "Thursday, 17 December 2026",
    uhrzeit: "10:00",
    ort: "Online by video",
  },
};
