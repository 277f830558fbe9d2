import * as v from "valibot";
import type { INTAKE_ANSWER_TYPES, INTAKE_KINDS } from "~db/enums";
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MULTILINE } from "~/lib/forms";
import { getMessages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { adminMessages } from "~/lib/messages.admin";

/**
 * Intake questions (decision 0211): what the coach asks before a 1:1 session of one appointment
 * type, and the rules of the visitor's answers. Free of server code: the booking form renders them.
 */

export type IntakeKind = (typeof INTAKE_KINDS)[number];
export type IntakeAnswerType = (typeof INTAKE_ANSWER_TYPES)[number];

/** A question as the booking form asks it, in the page's language. */
export interface ShownIntakeQuestion {
  id: string;
  label: string;
  /** Marks the German wording on an English page (the coach wrote no English one). */
  lang?: "de";
  kind: IntakeKind;
  /** Free text, yes/no, or one of `options` (decision 0221); absent: free text. */
  type?: IntakeAnswerType;
  /** A choice's answers as shown (each is also its field value). */
  options?: string[];
  /** Marks German answers on an English page. */
  optionsLang?: "de";
  required: boolean;
}

/** The editor's one list of answer forms: free text of one line or several, yes/no, a choice. */
export const INTAKE_FORMS = ["short", "long", "yesno", "choice"] as const;
export type IntakeForm = (typeof INTAKE_FORMS)[number];
/** A choice offers two to eight answers of at most 100 characters. */
export const INTAKE_OPTIONS = { min: 2, max: 8, length: 100 } as const;
/** The stored answers of a choice: one per line, trimmed, empty lines left out. */
export const optionLines = (text: string | null | undefined) =>
  (text ?? "")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
/** A stored question's form in the editor's one list. */
export const intakeFormOf = (question: { kind: IntakeKind; answer_type: IntakeAnswerType }): IntakeForm =>
  question.answer_type === "text" ? question.kind : question.answer_type;

/** An answer as the booking writes it, with the question's wording as the visitor saw it. */
export interface IntakeAnswer {
  questionId: string;
  question: string;
  answer: string;
  order: number;
}

/** An answer as the back office reads it. */
export interface StoredIntakeAnswer {
  bookingId: string;
  question: string;
  answer: string;
}

/** One line or a few paragraphs: what each kind of answer may hold. */
export const INTAKE_MAX_LENGTH: Record<IntakeKind, number> = { short: 200, long: 2000 };
/** At most this many questions per appointment type: the form stays a form, not a questionnaire. */
export const MAX_INTAKE_QUESTIONS = 10;
export const INTAKE_LABEL_MAX_LENGTH = 300;

/** The form field of one question: `intake_<question id>`. */
export const intakeField = (questionId: string) => `intake_${questionId}`;
export const isIntakeField = (name: string) => /^intake_[0-9a-f-]{36}$/.test(name);

/** The intake answers the visitor sent, to give back to a form that was refused. */
export const sentIntakeValues = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).filter(([name]) => isIntakeField(name)));

/**
 * The visitor's answers checked like every field (valibot): trimmed, required ones not empty, each
 * within its length; empty optional answers are left out. Errors by field name, in her language.
 */
export function parseIntakeAnswers(
  questions: readonly ShownIntakeQuestion[],
  values: Record<string, string | undefined>,
  locale: Locale,
): { ok: true; answers: IntakeAnswer[] } | { ok: false; fieldErrors: Record<string, string> } {
  const m = getMessages(locale).intake;
  const entries = Object.fromEntries(
    questions.map((question) => {
      const type = question.type ?? "text";
      if (type !== "text") {
        // Yes/no and a choice: only an offered answer (a forged one is refused), or none.
        const offered = type === "yesno" ? ["yes", "no"] : (question.options ?? []);
        const base = v.pipe(v.optional(v.string(), ""), v.picklist(["", ...offered], m.choose(question.label)));
        return [
          intakeField(question.id),
          question.required ? v.pipe(base, v.nonEmpty(m.required(question.label))) : base,
        ] as const;
      }
      const max = INTAKE_MAX_LENGTH[question.kind];
      const base = v.pipe(
        v.optional(v.string(), ""),
        v.trim(),
        v.maxLength(max, m.tooLong(max)),
        v.check((text) => !CONTROL_CHARACTERS_MULTILINE.test(text), m.invalid),
      );
      return [
        intakeField(question.id),
        question.required ? v.pipe(base, v.nonEmpty(m.required(question.label))) : base,
      ] as const;
    }),
  );
  const result = v.safeParse(v.object(entries), values);
  if (!result.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of result.issues) {
      const key = v.getDotPath(issue);
      if (key) fieldErrors[key] ??= issue.message;
    }
    return { ok: false, fieldErrors };
  }
  const output = result.output as Record<string, string>;
  // Yes and no are stored in the words she saw, like the question.
  const stored = (question: ShownIntakeQuestion, answer: string) =>
    question.type === "yesno" ? (answer === "yes" ? m.yes : m.no) : answer;
  return {
    ok: true,
    answers: questions.flatMap((question, order) => {
      const answer = output[intakeField(question.id)] ?? "";
      return answer
        ? [{ questionId: question.id, question: question.label, answer: stored(question, answer), order }]
        : [];
    }),
  };
}

const e = adminMessages.intakeEditor;

const labelText = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.maxLength(INTAKE_LABEL_MAX_LENGTH, e.labelTooLong(INTAKE_LABEL_MAX_LENGTH)),
  v.check((text) => !CONTROL_CHARACTERS.test(text), e.error),
);
const optionList = v.pipe(
  v.optional(v.string(), ""),
  v.maxLength(INTAKE_OPTIONS.max * (INTAKE_OPTIONS.length + 2), e.optionsTooMany(INTAKE_OPTIONS.max)),
  v.check((text) => !CONTROL_CHARACTERS_MULTILINE.test(text), e.error),
  v.transform((text: string) => optionLines(text)),
  v.maxLength(INTAKE_OPTIONS.max, e.optionsTooMany(INTAKE_OPTIONS.max)),
  v.check(
    (lines) => lines.every((line) => line.length <= INTAKE_OPTIONS.length),
    e.optionTooLong(INTAKE_OPTIONS.length),
  ),
  v.check((lines) => new Set(lines).size === lines.length, e.optionsTwice),
);

/**
 * The back office's form for one question (German messages): its wording, its answer form (free text of
 * one line or several, yes/no, a choice of her list), required or not. A choice needs two answers or
 * more; the English ones, when given, as many as the German.
 */
export const IntakeQuestionForm = v.pipe(
  v.object({
    label: v.pipe(labelText, v.nonEmpty(e.labelRequired)),
    label_en: labelText,
    kind: v.picklist(INTAKE_FORMS, e.error),
    options: optionList,
    options_en: optionList,
    required: v.pipe(
      v.optional(v.string(), ""),
      v.transform((value) => value === "on"),
    ),
  }),
  v.forward(
    v.check((form) => form.kind !== "choice" || form.options.length >= INTAKE_OPTIONS.min, e.optionsTooFew),
    ["options"],
  ),
  v.forward(
    v.check(
      (form) => form.kind !== "choice" || !form.options_en.length || form.options_en.length === form.options.length,
      e.optionsEnCount,
    ),
    ["options_en"],
  ),
  v.transform(({ kind, options, options_en, ...rest }) => ({
    ...rest,
    kind: kind === "long" ? ("long" as const) : ("short" as const),
    answer_type: kind === "yesno" || kind === "choice" ? kind : ("text" as const),
    options: kind === "choice" ? options : [],
    options_en: kind === "choice" ? options_en : [],
  })),
);
export const INTAKE_QUESTION_FIELDS = ["label", "label_en", "kind", "options", "options_en", "required"] as const;
