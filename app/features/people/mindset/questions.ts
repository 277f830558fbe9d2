import type { TopicSlug } from "~/config/pages";

/**
 * The test's structure: which question speaks to which theme, in the order they are asked. The
 * words (question, four answers) are web content, page "mindsettest", one section per question id
 * (db/content/mindsettest.ts), so the coach edits them in the back office. Themes are the topic
 * pages, so a result can link to them.
 */
export const MINDSET_QUESTIONS = [
  { id: "q01", theme: "mindset" },
  { id: "q02", theme: "mindset" },
  { id: "q03", theme: "zukunftsbilder" },
  { id: "q04", theme: "selbsterkenntnis" },
  { id: "q05", theme: "selbsterkenntnis" },
  { id: "q06", theme: "glueck" },
  { id: "q07", theme: "glueck" },
  { id: "q08", theme: "lebensziele" },
  { id: "q09", theme: "sinn" },
  { id: "q10", theme: "sinn" },
  { id: "q11", theme: "vergangenheit" },
  { id: "q12", theme: "gegenwartsfreude" },
  { id: "q13", theme: "gegenwartsfreude" },
  { id: "q14", theme: "zukunftsgestaltung" },
] as const satisfies readonly { id: string; theme: TopicSlug }[];

export type QuestionId = (typeof MINDSET_QUESTIONS)[number]["id"];

/** The four answers' keys in the content, from "not yet" to "very much"; the value posted is the index. */
export const ANSWER_KEYS = ["a1", "a2", "a3", "a4"] as const;
export const ANSWER_VALUES = ["0", "1", "2", "3"] as const;
export type AnswerValue = 0 | 1 | 2 | 3;
export const MAX_ANSWER: AnswerValue = 3;

/** The answers given so far, by question id. */
export type Answers = Partial<Record<QuestionId, AnswerValue>>;

/** The hidden field that says which question the form shows (0-based). */
export const STEP_FIELD = "step";
/** The button that goes one question back instead of on. */
export const INTENT_FIELD = "intent";
