import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { compiledStatement, getDb, schema } from "~/lib/db.server";
import type { Locale } from "~/lib/locale";
import {
  type IntakeAnswer,
  type IntakeAnswerType,
  type IntakeKind,
  MAX_INTAKE_QUESTIONS,
  optionLines,
  type ShownIntakeQuestion,
  type StoredIntakeAnswer,
} from "./questions";

/**
 * The coach's intake questions per appointment type and per event, and the visitor's answers
 * (decisions 0211, 0221).
 * Answers are written in the booking's own batch and read only by the back office.
 */

const questionsTable = schema.intakeQuestions;
const eventQuestionsTable = schema.eventIntakeQuestions;
const answersTable = schema.intakeAnswers;
const bookingsTable = schema.bookings;
const p = sql.placeholder;
const col = (column: { name: string }) => sql.identifier(column.name);

/**
 * Whose questions: an appointment type's (/termin) or an event's (its booking form, decision 0221).
 * The two tables have the same columns but the owner's; the functions below take either.
 */
export type IntakeOwner = { type: string } | { event: string };

/** A question as the editor and the form read it, whoever owns it. */
export interface IntakeQuestion {
  id: string;
  owner_id: string;
  label: string;
  label_en: string | null;
  kind: IntakeKind;
  answer_type: IntakeAnswerType;
  options: string | null;
  options_en: string | null;
  required: boolean;
  sort_order: number;
}
export type { StoredIntakeAnswer };

/** The table of the owner's kind, seen through the type table's columns (the same names and types). */
function tableOf(owner: IntakeOwner | "type" | "event") {
  const event = typeof owner === "string" ? owner === "event" : "event" in owner;
  const table = (event ? eventQuestionsTable : questionsTable) as unknown as typeof questionsTable;
  const ownerColumn = event ? eventQuestionsTable.event_id : questionsTable.appointment_type_id;
  return { table, ownerColumn: ownerColumn as typeof questionsTable.appointment_type_id };
}
const ownerId = (owner: IntakeOwner) => ("event" in owner ? owner.event : owner.type);

function selectQuestions(env: Pick<Env, "DB">, kind: "type" | "event") {
  const { table, ownerColumn } = tableOf(kind);
  return getDb(env)
    .select({
      id: table.id,
      owner_id: ownerColumn,
      label: table.label,
      label_en: table.label_en,
      kind: table.kind,
      answer_type: table.answer_type,
      options: table.options,
      options_en: table.options_en,
      required: table.required,
      sort_order: table.sort_order,
    })
    .from(table)
    .$dynamic();
}

/** An owner's questions in her order. */
export async function intakeQuestionsOf(env: Pick<Env, "DB">, owner: IntakeOwner): Promise<IntakeQuestion[]> {
  const { table, ownerColumn } = tableOf(owner);
  return selectQuestions(env, "event" in owner ? "event" : "type")
    .where(eq(ownerColumn, ownerId(owner)))
    .orderBy(asc(table.sort_order), asc(table.created_at));
}

/** Every type's questions, for the back office's editor. */
export async function allIntakeQuestions(env: Pick<Env, "DB">): Promise<IntakeQuestion[]> {
  return selectQuestions(env, "type").orderBy(
    asc(questionsTable.appointment_type_id),
    asc(questionsTable.sort_order),
    asc(questionsTable.created_at),
  );
}

/** The questions as the booking form asks them, in the page's language. */
export function showIntakeQuestions(questions: readonly IntakeQuestion[], locale: Locale): ShownIntakeQuestion[] {
  return questions.map((question) => {
    const english = locale === "en" && question.label_en;
    const englishOptions = locale === "en" ? optionLines(question.options_en) : [];
    const options = optionLines(question.options);
    return {
      id: question.id,
      label: english ? question.label_en! : question.label,
      ...(locale === "en" && !english ? { lang: "de" as const } : {}),
      kind: question.kind,
      type: question.answer_type,
      ...(question.answer_type === "choice"
        ? englishOptions.length === options.length
          ? { options: englishOptions }
          : { options, ...(locale === "en" ? { optionsLang: "de" as const } : {}) }
        : {}),
      required: question.required,
    };
  });
}

/** An event (not a session's or a package's row) whose questions the coach edits, or undefined. */
async function eventOf(env: Pick<Env, "DB">, eventId: string) {
  const events = schema.events;
  const [event] = await getDb(env)
    .select({ id: events.id, title: events.title, event_date: events.event_date, start_time: events.start_time })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.kind, "event")));
  return event;
}

/** The editor of one event's questions: the event and its questions, or null for no such event. */
export async function loadEventIntakeEditor(env: Pick<Env, "DB">, eventId: string) {
  const event = await eventOf(env, eventId);
  return event ? { event, questions: await intakeQuestionsOf(env, { event: event.id }) } : null;
}

/** The booking form's questions of one owner (none for an unknown one). */
export async function shownIntakeQuestions(
  env: Pick<Env, "DB">,
  owner: IntakeOwner,
  locale: Locale,
): Promise<ShownIntakeQuestion[]> {
  return showIntakeQuestions(await intakeQuestionsOf(env, owner), locale);
}

export interface IntakeQuestionInput {
  label: string;
  label_en: string;
  kind: IntakeKind;
  answer_type: IntakeAnswerType;
  options: readonly string[];
  options_en: readonly string[];
  required: boolean;
}

const storedFields = (input: IntakeQuestionInput) => ({
  label: input.label,
  label_en: input.label_en || null,
  kind: input.kind,
  answer_type: input.answer_type,
  options: input.options.length ? input.options.join("\n") : null,
  options_en: input.options_en.length ? input.options_en.join("\n") : null,
  required: input.required,
});

/** A new question at the end of the owner's list; refused past MAX_INTAKE_QUESTIONS. */
export async function addIntakeQuestion(
  env: Pick<Env, "DB">,
  owner: IntakeOwner,
  input: IntakeQuestionInput,
): Promise<"added" | "full" | "no_type"> {
  const db = getDb(env);
  const found =
    "event" in owner
      ? await eventOf(env, owner.event)
      : (
          await db
            .select({ id: schema.appointmentTypes.id })
            .from(schema.appointmentTypes)
            .where(eq(schema.appointmentTypes.id, owner.type))
        )[0];
  if (!found) return "no_type";
  const existing = await intakeQuestionsOf(env, owner);
  if (existing.length >= MAX_INTAKE_QUESTIONS) return "full";
  const { table, ownerColumn } = tableOf(owner);
  await db.insert(table).values({
    [ownerColumn.name === "event_id" ? "event_id" : "appointment_type_id"]: ownerId(owner),
    ...storedFields(input),
    sort_order: (existing.at(-1)?.sort_order ?? -1) + 1,
  } as typeof questionsTable.$inferInsert);
  return "added";
}

export async function updateIntakeQuestion(
  env: Pick<Env, "DB">,
  kind: "type" | "event",
  id: string,
  input: IntakeQuestionInput,
): Promise<boolean> {
  const { table } = tableOf(kind);
  const changed = await getDb(env)
    .update(table)
    .set(storedFields(input))
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return changed.length > 0;
}

/** Deletes a question; answers already given keep its wording (intake_answers.question). */
export async function deleteIntakeQuestion(env: Pick<Env, "DB">, kind: "type" | "event", id: string): Promise<boolean> {
  const { table } = tableOf(kind);
  const deleted = await getDb(env).delete(table).where(eq(table.id, id)).returning({ id: table.id });
  return deleted.length > 0;
}

/** Moves a question one place up or down within its owner's list (swaps the two orders in one batch). */
export async function moveIntakeQuestion(
  env: Pick<Env, "DB">,
  kind: "type" | "event",
  id: string,
  direction: "up" | "down",
): Promise<boolean> {
  const db = getDb(env);
  const { table } = tableOf(kind);
  const [question] = await selectQuestions(env, kind).where(eq(table.id, id));
  if (!question) return false;
  const list = await intakeQuestionsOf(
    env,
    kind === "event" ? { event: question.owner_id } : { type: question.owner_id },
  );
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
    db.update(table).set({ sort_order: row.order }).where(eq(table.id, row.id)),
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

/**
 * The answers for the bookings CSV (decision 0221): of one event's bookings, or of every booking, in
 * one read, by booking; and the questions as columns, in the order they were asked.
 */
export async function intakeAnswersForExport(
  env: Pick<Env, "DB">,
  eventId: string | undefined,
): Promise<{ questions: string[]; byBooking: Map<string, Map<string, string>> }> {
  // Every answer when the export is not of one event: the table is small (retention empties it).
  const db = getDb(env);
  const rows = await db
    .select({ bookingId: answersTable.booking_id, question: answersTable.question, answer: answersTable.answer })
    .from(answersTable)
    .where(
      eventId
        ? inArray(
            answersTable.booking_id,
            db.select({ id: bookingsTable.id }).from(bookingsTable).where(eq(bookingsTable.event_id, eventId)),
          )
        : undefined,
    )
    .orderBy(asc(answersTable.sort_order), asc(answersTable.booking_id));
  const questions = [...new Set(rows.map((row) => row.question))];
  const byBooking = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const answers = byBooking.get(row.bookingId) ?? new Map<string, string>();
    answers.set(row.question, row.answer);
    byBooking.set(row.bookingId, answers);
  }
  return { questions, byBooking };
}
