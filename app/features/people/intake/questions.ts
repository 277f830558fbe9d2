import * as v from "valibot";
import type { INTAKE_KINDS } from "~db/enums";
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MULTILINE } from "~/lib/forms";
import { getMessages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { adminMessages } from "~/lib/messages.admin";

/**
 * Intake questions (decision 0211): what the coach asks before a 1:1 session of one appointment
 * type, and the rules of the visitor's answers. Free of server code: the booking form renders them.
 */

export type IntakeKind = (typeof INTAKE_KINDS)[number];

/** A question as the booking form asks it, in the page's language. */
export interface ShownIntakeQuestion {
  id: string;
  label: string;
  /** Marks the German wording on an English page (the coach wrote no English one). */
  lang?: "de";
  kind: IntakeKind;
  required: boolean;
}

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
  return {
    ok: true,
    answers: questions.flatMap((question, order) => {
      const answer = output[intakeField(question.id)] ?? "";
      return answer ? [{ questionId: question.id, question: question.label, answer, order }] : [];
    }),
  };
}

const e = adminMessages.intakeEditor;

/** The back office's form for one question (German messages). */
export const IntakeQuestionForm = v.object({
  label: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.nonEmpty(e.labelRequired),
    v.maxLength(INTAKE_LABEL_MAX_LENGTH, e.labelTooLong(INTAKE_LABEL_MAX_LENGTH)),
    v.check((text) => !CONTROL_CHARACTERS.test(text), e.error),
  ),
  label_en: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.maxLength(INTAKE_LABEL_MAX_LENGTH, e.labelTooLong(INTAKE_LABEL_MAX_LENGTH)),
    v.check((text) => !CONTROL_CHARACTERS.test(text), e.error),
  ),
  kind: v.picklist(["short", "long"] as const satisfies readonly IntakeKind[], e.error),
  required: v.pipe(
    v.optional(v.string(), ""),
    v.transform((value) => value === "on"),
  ),
});
export const INTAKE_QUESTION_FIELDS = ["label", "label_en", "kind", "required"] as const;
