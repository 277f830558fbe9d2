import * as v from "valibot";
import {
  ANSWER_VALUES,
  type Answers,
  type AnswerValue,
  INTENT_FIELD,
  MINDSET_QUESTIONS,
  STEP_FIELD,
} from "./questions";

/**
 * One step of the test as a plain form post (docs/decisions/0137-mindset-test-in-the-form.md): the
 * answers so far travel as hidden fields named by question id, the question shown as `step`, the
 * answer to it as its radio group. Nothing is kept on the server between steps.
 */
export interface QuestionStep {
  kind: "step";
  step: number;
  answers: Answers;
}
export type StepView = QuestionStep | { kind: "result"; answers: Answers };

export type StepOutcome =
  | { ok: true; view: StepView }
  /** The question shown was not answered: the same step again, with a message. */
  | { ok: false; reason: "unanswered"; view: QuestionStep }
  /** Not what our form posts (a changed hidden field, an answer out of range). */
  | { ok: false; reason: "tampered" };

const answerField = v.optional(v.picklist(ANSWER_VALUES));

const StepSchema = v.object({
  [STEP_FIELD]: v.pipe(v.string(), v.regex(/^\d{1,2}$/), v.transform(Number), v.maxValue(MINDSET_QUESTIONS.length - 1)),
  [INTENT_FIELD]: v.optional(v.picklist(["next", "back"]), "next"),
  ...(Object.fromEntries(MINDSET_QUESTIONS.map((q) => [q.id, answerField])) as Record<
    (typeof MINDSET_QUESTIONS)[number]["id"],
    typeof answerField
  >),
});

/** The first step: the first question, nothing answered. */
export const firstStep: QuestionStep = { kind: "step", step: 0, answers: {} };

/**
 * Reads one posted step. Every question before the one shown must be answered (the hidden fields),
 * later ones may be (after going back); "back" keeps them all and shows the previous question.
 */
export function readStep(values: Record<string, string>): StepOutcome {
  const parsed = v.safeParse(StepSchema, values);
  if (!parsed.success) return { ok: false, reason: "tampered" };
  const { step, intent } = parsed.output;
  const answers: Answers = {};
  for (const { id } of MINDSET_QUESTIONS) {
    const value = parsed.output[id];
    if (value !== undefined) answers[id] = Number(value) as AnswerValue;
  }
  if (MINDSET_QUESTIONS.slice(0, step).some((q) => answers[q.id] === undefined)) {
    return { ok: false, reason: "tampered" };
  }
  if (intent === "back") return { ok: true, view: { kind: "step", step: Math.max(0, step - 1), answers } };
  const shown = MINDSET_QUESTIONS[step]!;
  if (answers[shown.id] === undefined)
    return { ok: false, reason: "unanswered", view: { kind: "step", step, answers } };
  // Every earlier question is answered (checked above), so after the last one the test is complete.
  if (step + 1 < MINDSET_QUESTIONS.length) return { ok: true, view: { kind: "step", step: step + 1, answers } };
  return { ok: true, view: { kind: "result", answers } };
}
