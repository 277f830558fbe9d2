import { asc, eq, inArray, sql } from "drizzle-orm";
import { compiledStatement, getDb, schema } from "~/lib/db.server";
import type { Locale } from "~/lib/locale";
import {
  type IntakeAnswer,
  type IntakeKind,
  MAX_INTAKE_QUESTIONS,
  type ShownIntakeQuestion,
  type StoredIntakeAnswer,
} from "./questions";

/**
 * The coach's intake questions per appointment type, and the visitor's answers (decision 0211).
 * Answers are written in the booking's own batch and read only by the back office.
 */

const questionsTable = schema.intakeQuestions;
const answersTable = schema.intakeAnswers;
const bookingsTable = schema.bookings;
const p = sql.placeholder;
const col = (column: { name: string }) => sql.identifier(column.name);

export type IntakeQuestion = typeof questionsTable.$inferSelect;
export type { StoredIntakeAnswer };

/** A type's questions in her order. */
export async function intakeQuestionsOf(env: Pick<Env, "DB">, typeId: string): Promise<IntakeQuestion[]> {
  return getDb(env)
    .select()
    .from(questionsTable)
    .where(eq(questionsTable.appointment_type_id, typeId))
    .orderBy(asc(questionsTable.sort_order), asc(questionsTable.created_at));
}

/** Every type's questions, for the back office's editor. */
export async function allIntakeQuestions(env: Pick<Env, "DB">): Promise<IntakeQuestion[]> {
  return getDb(env)
    .select()
    .from(questionsTable)
    .orderBy(asc(questionsTable.appointment_type_id), asc(questionsTable.sort_order), asc(questionsTable.created_at));
}

/** The questions as the booking form asks them, in the page's language. */
export function showIntakeQuestions(questions: readonly IntakeQuestion[], locale: Locale): ShownIntakeQuestion[] {
  return questions.map((question) => {
    const english = locale === "en" && question.label_en;
    return {
      id: question.id,
      label: english ? question.label_en! : question.label,
      ...(locale === "en" && !english ? { lang: "de" as const } : {}),
      kind: question.kind,
      required: question.required,
    };
  });
}

/** The booking form's questions for one type (none for an unknown type). */
export async function shownIntakeQuestions(
  env: Pick<Env, "DB">,
  typeId: string,
  locale: Locale,
): Promise<ShownIntakeQuestion[]> {
  return showIntakeQuestions(await intakeQuestionsOf(env, typeId), locale);
}

export interface IntakeQuestionInput {
  label: string;
  label_en: string;
  kind: IntakeKind;
  required: boolean;
}

/** A new question at the end of the type's list; refused past MAX_INTAKE_QUESTIONS. */
export async function addIntakeQuestion(
  env: Pick<Env, "DB">,
  typeId: string,
  input: IntakeQuestionInput,
): Promise<"added" | "full" | "no_type"> {
  const db = getDb(env);
  const [type] = await db
    .select({ id: schema.appointmentTypes.id })
    .from(schema.appointmentTypes)
    .where(eq(schema.appointmentTypes.id, typeId));
  if (!type) return "no_type";
  const existing = await intakeQuestionsOf(env, typeId);
  if (existing.length >= MAX_INTAKE_QUESTIONS) return "full";
  await db.insert(questionsTable).values({
    appointment_type_id: typeId,
    label: input.label,
    label_en: input.label_en || null,
    kind: input.kind,
    required: input.required,
    sort_order: (existing.at(-1)?.sort_order ?? -1) + 1,
  });
  return "added";
}

export async function updateIntakeQuestion(
  env: Pick<Env, "DB">,
  id: string,
  input: IntakeQuestionInput,
): Promise<boolean> {
  const changed = await getDb(env)
    .update(questionsTable)
    .set({ label: input.label, label_en: input.label_en || null, kind: input.kind, required: input.required })
    .where(eq(questionsTable.id, id))
    .returning({ id: questionsTable.id });
  return changed.length > 0;
}

/** Deletes a question; answers already given keep its wording (intake_answers.question). */
export async function deleteIntakeQuestion(env: Pick<Env, "DB">, id: string): Promise<boolean> {
  const deleted = await getDb(env)
    .delete(questionsTable)
    .where(eq(questionsTable.id, id))
    .returning({ id: questionsTable.id });
  return deleted.length > 0;
}

/** Moves a question one place up or down within its type (swaps the two orders in one batch). */
export async function moveIntakeQuestion(env: Pick<Env, "DB">, id: string, direction: "up" | "down"): Promise<boolean> {
  const db = getDb(env);
  const [question] = await db.select().from(questionsTable).where(eq(questionsTable.id, id));
  if (!question) return false;
  const list = await intakeQuestionsOf(env, question.appointment_type_id);
  const index = list.findIndex((row) => row.id === id);
  const other = list[direction === "up" ? index - 1 : index + 1];
  if (!other) return true;
  // The list's positions as the new orders: older rows may share one sort_order.
  const orders = list.map((row, i) => ({ id: row.id, order: i }));
  const swapped = orders.map((row) =>
    row.id === id
      ? { ...row, order: orders.find((o) => o.id === other.id)!.order }
      : row.id === other.id
        ? { ...row, order: index }
        : row,
  );
  const [first, ...rest] = swapped.map((row) =>
    db.update(questionsTable).set({ sort_order: row.order }).where(eq(questionsTable.id, row.id)),
  );
  await db.batch([first!, ...rest]);
  return true;
}

/** One answer, written only onto the booking the same batch made (like the visitor's note). */
const answerInsert = compiledStatement<"bookingId" | "questionId" | "question" | "answer" | "order">(
  () => sql`
    INSERT INTO ${answersTable} (${col(answersTable.booking_id)}, ${col(answersTable.question_id)}, ${col(answersTable.question)}, ${col(answersTable.answer)}, ${col(answersTable.sort_order)})
    SELECT ${p("bookingId")}, ${p("questionId")}, ${p("question")}, ${p("answer")}, ${p("order")}
    WHERE EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${bookingsTable.id} = ${p("bookingId")})
    ON CONFLICT DO NOTHING`,
);

/** The statements that store the answers with the booking, for the booking's own batch. */
export function intakeAnswerWrites(
  env: Pick<Env, "DB">,
  bookingId: string,
  answers: readonly IntakeAnswer[] | undefined,
): D1PreparedStatement[] {
  return (answers ?? []).map((answer) =>
    answerInsert(env, {
      bookingId,
      questionId: answer.questionId,
      question: answer.question,
      answer: answer.answer,
      order: answer.order,
    }),
  );
}

/** The answers given with these bookings, in the questions' order, by booking. */
export async function intakeAnswersOf(
  env: Pick<Env, "DB">,
  bookingIds: readonly string[],
): Promise<Map<string, StoredIntakeAnswer[]>> {
  const byBooking = new Map<string, StoredIntakeAnswer[]>();
  const ids = [...new Set(bookingIds)];
  // One bound parameter per booking, in chunks well under D1's 100.
  for (let start = 0; start < ids.length; start += 90) {
    const rows = await getDb(env)
      .select({ bookingId: answersTable.booking_id, question: answersTable.question, answer: answersTable.answer })
      .from(answersTable)
      .where(inArray(answersTable.booking_id, ids.slice(start, start + 90)))
      .orderBy(asc(answersTable.booking_id), asc(answersTable.sort_order));
    for (const row of rows) byBooking.set(row.bookingId, [...(byBooking.get(row.bookingId) ?? []), row]);
  }
  return byBooking;
}
