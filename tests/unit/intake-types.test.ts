/**
 * Intake questions with answer types and per event (decision 0221), in the Workers runtime with real
 * D1: yes/no and choice answers checked with valibot (an answer not offered is refused in her
 * language), the editor's form rules, the database's guard on the type, and an event's questions:
 * asked by its booking form, stored in the booking's batch (or nothing), shown in the participant
 * list and in the bookings CSV.
 */
import { env } from "cloudflare:test";
import * as v from "valibot";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handleEventPageAction } from "../../app/features/core/booking/event-page-action.server";
import { participantList } from "../../app/features/core/booking/participants.server";
import {
  IntakeQuestionForm,
  parseIntakeAnswers,
  type ShownIntakeQuestion,
} from "../../app/features/people/intake/questions";
import {
  addIntakeQuestion,
  intakeAnswersOf,
  intakeQuestionsOf,
  loadEventIntakeEditor,
  shownIntakeQuestions,
} from "../../app/features/people/intake/questions.server";
import { messages } from "../../app/lib/messages";
import { adminMessages } from "../../app/lib/messages.admin";
import { messagesEn } from "../../app/lib/messages.en";
import * as bookingsCsv from "../../app/routes/admin/bookings[.]csv";
import * as questionsRoute from "../../app/routes/admin/fragen";
import { callRoute, createProfile, get, post, sessionCookie } from "./admin-helpers";
import { BOOKINGS, bookingRequest, insertEvent, validFields } from "./booking-fixtures";
import { count, nextIp } from "./contact.fixtures";

const YESNO = "00000000-0000-4000-8000-0000000000b1";
const CHOICE = "00000000-0000-4000-8000-0000000000b2";
const asked: ShownIntakeQuestion[] = [
  { id: YESNO, label: "Warst du schon einmal bei einem Workshop?", kind: "short", type: "yesno", required: true },
  {
    id: CHOICE,
    label: "Wie möchtest du teilnehmen?",
    kind: "short",
    type: "choice",
    options: ["Vor Ort", "Online"],
    required: false,
  },
];
const f = (id: string) => `intake_${id}`;

describe("yes/no and choice answers (valibot)", () => {
  it("stores yes as the word she saw and a choice as the option, in her language", () => {
    expect(parseIntakeAnswers(asked, { [f(YESNO)]: "yes", [f(CHOICE)]: "Online" }, "de")).toEqual({
      ok: true,
      answers: [
        { questionId: YESNO, question: asked[0]!.label, answer: "Ja", order: 0 },
        { questionId: CHOICE, question: asked[1]!.label, answer: "Online", order: 1 },
      ],
    });
    const english = parseIntakeAnswers(asked, { [f(YESNO)]: "no" }, "en");
    expect(english).toEqual({
      ok: true,
      answers: [{ questionId: YESNO, question: asked[0]!.label, answer: "No", order: 0 }],
    });
  });

  it("refuses a forged option and a forged yes/no with a clear message; a required one left out too", () => {
    expect(parseIntakeAnswers(asked, { [f(YESNO)]: "yes", [f(CHOICE)]: "Per Brieftaube" }, "de")).toEqual({
      ok: false,
      fieldErrors: { [f(CHOICE)]: messages.intake.choose("Wie möchtest du teilnehmen?") },
    });
    expect(parseIntakeAnswers(asked, { [f(YESNO)]: "vielleicht" }, "en")).toEqual({
      ok: false,
      fieldErrors: { [f(YESNO)]: messagesEn.intake.choose("Warst du schon einmal bei einem Workshop?") },
    });
    expect(parseIntakeAnswers(asked, {}, "de")).toEqual({
      ok: false,
      fieldErrors: { [f(YESNO)]: messages.intake.required("Warst du schon einmal bei einem Workshop?") },
    });
  });
});

describe("the editor's form", () => {
  const e = adminMessages.intakeEditor;
  const form = (fields: Record<string, string>) =>
    v.safeParse(IntakeQuestionForm, { label: "Wie möchtest du teilnehmen?", label_en: "", ...fields });

  it("a choice needs two answers or more, one per line; English ones as many as German", () => {
    const one = form({ kind: "choice", options: "Vor Ort" });
    expect(one.success).toBe(false);
    expect(one.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([["options", e.optionsTooFew]]);
    const uneven = form({ kind: "choice", options: "Vor Ort\r\nOnline\n\n", options_en: "On site" });
    expect(uneven.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ["options_en", e.optionsEnCount],
    ]);
    const twice = form({ kind: "choice", options: "Online\nOnline" });
    expect(twice.issues?.[0]?.message).toBe(e.optionsTwice);
    const good = form({
      kind: "choice",
      options: " Vor Ort \r\nOnline\n",
      options_en: "On site\nOnline",
      required: "on",
    });
    expect(good.output).toEqual({
      label: "Wie möchtest du teilnehmen?",
      label_en: "",
      kind: "short",
      answer_type: "choice",
      options: ["Vor Ort", "Online"],
      options_en: ["On site", "Online"],
      required: true,
    });
  });

  it("yes/no and long text keep no options; an unknown kind is refused", () => {
    expect(form({ kind: "yesno", options: "a\nb" }).output).toMatchObject({ answer_type: "yesno", options: [] });
    expect(form({ kind: "long" }).output).toMatchObject({ kind: "long", answer_type: "text" });
    expect(form({ kind: "vielleicht" }).success).toBe(false);
  });

  it("the database refuses an answer type that is none (migration 0041's trigger)", async () => {
    const type = await env.DB.prepare("SELECT id FROM appointment_types LIMIT 1").first<{ id: string }>();
    const typeId =
      type?.id ??
      (await env.DB.prepare(
        "INSERT INTO appointment_types (id, name, description, duration_minutes, places) VALUES ('t-guard', 'Erstgespräch', 'Kennenlernen', 30, '[\"online\"]') RETURNING id",
      ).first<{ id: string }>())!.id;
    await expect(
      env.DB.prepare(
        "INSERT INTO intake_questions (id, appointment_type_id, label, answer_type) VALUES ('q-guard', ?, 'Frage?', 'maybe')",
      )
        .bind(typeId)
        .run(),
    ).rejects.toThrow(/answer_type/);
    await env.DB.prepare(
      "INSERT INTO intake_questions (id, appointment_type_id, label, answer_type) VALUES ('q-guard', ?, 'Frage?', 'yesno')",
    )
      .bind(typeId)
      .run();
    await expect(
      env.DB.prepare("UPDATE intake_questions SET answer_type = 'maybe' WHERE id = 'q-guard'").run(),
    ).rejects.toThrow(/answer_type/);
  });
});

describe("an event's questions", () => {
  let eventId = "";
  let slug = "";
  let admin = "";
  let yesno = "";
  let choice = "";
  beforeAll(async () => {
    admin = await sessionCookie(await createProfile("fragen-admin@example.de", true));
    const event = await insertEvent({ title: "Selbstwert-Workshop", max_attendees: 20 });
    eventId = event.id;
    slug = event.slug!;
    const text = { label_en: "", kind: "short", options: [], options_en: [] } as const;
    await addIntakeQuestion(
      env,
      { event: eventId },
      { ...text, label: "Warst du schon einmal bei einem Workshop?", answer_type: "yesno", required: true },
    );
    await addIntakeQuestion(
      env,
      { event: eventId },
      {
        ...text,
        label: "Wie möchtest du teilnehmen?",
        label_en: "How would you like to take part?",
        answer_type: "choice",
        options: ["Vor Ort", "Online"],
        options_en: ["On site", "Online"],
        required: true,
      },
    );
    [yesno, choice] = (await intakeQuestionsOf(env, { event: eventId })).map((question) => question.id) as [
      string,
      string,
    ];
  });
  beforeEach(async () => {
    await env.DB.batch([env.DB.prepare("DELETE FROM rate_limits")]);
  });

  const book = (fields: Record<string, string>, locale: "de" | "en" = "de") =>
    handleEventPageAction(bookingRequest(slug, fields, { ip: nextIp(), locale }), env, eventId);

  it("the editor shows the event's questions; a session's row is no event to edit", async () => {
    const editor = await loadEventIntakeEditor(env, eventId);
    expect(editor?.questions.map((question) => question.answer_type)).toEqual(["yesno", "choice"]);
    const session = await insertEvent({ kind: "session", slug: null });
    expect(await loadEventIntakeEditor(env, session.id)).toBeNull();
    const page = await callRoute(questionsRoute.loader, get(`/admin/events/${eventId}/fragen`, admin), {
      params: { id: eventId },
    });
    expect(page.status).toBe(200);
    expect((page.body as { groups: { questions: unknown[] }[] }).groups[0]!.questions).toHaveLength(2);
  });

  it("the coach adds a choice question on the event's page; one with a single answer is refused, nothing stored", async () => {
    const other = await insertEvent({ title: "Frühlings-Workshop" });
    const path = `/admin/events/${other.id}/fragen`;
    const refused = await callRoute(
      questionsRoute.action,
      post(path, { intent: "add", id: other.id, label: "Was isst du?", kind: "choice", options: "Alles" }, admin),
      { params: { id: other.id } },
    );
    expect(refused.status).toBe(422);
    expect((refused.body as { fieldErrors: Record<string, string> }).fieldErrors.options).toBe(
      adminMessages.intakeEditor.optionsTooFew,
    );
    expect(await count("event_intake_questions", "event_id = ?", other.id)).toBe(0);
    // Another event's id on this event's page adds nothing.
    const elsewhere = await callRoute(
      questionsRoute.action,
      post(path, { intent: "add", id: eventId, label: "Was isst du?", kind: "yesno" }, admin),
      { params: { id: other.id } },
    );
    expect(elsewhere.status).toBe(404);
    const added = await callRoute(
      questionsRoute.action,
      post(
        path,
        { intent: "add", id: other.id, label: "Was isst du?", kind: "choice", options: "Alles\nVegetarisch\nVegan" },
        admin,
      ),
      { params: { id: other.id } },
    );
    expect(added.status).toBe(200);
    const [stored] = await intakeQuestionsOf(env, { event: other.id });
    expect(stored).toMatchObject({ answer_type: "choice", options: "Alles\nVegetarisch\nVegan", required: false });
  });

  it("the English form offers the English answers", async () => {
    const shown = await shownIntakeQuestions(env, { event: eventId }, "en");
    expect(shown[1]).toMatchObject({ label: "How would you like to take part?", options: ["On site", "Online"] });
    expect(shown[0]).toMatchObject({ lang: "de", type: "yesno" });
  });

  it("a forged option: 400 with the question's message, the answers kept, nothing booked", async () => {
    const email = "forged@example.de";
    const answer = await book({ ...validFields, email, [f(yesno)]: "yes", [f(choice)]: "Per Brieftaube" });
    expect(answer.status).toBe(400);
    expect(answer.result.ok).toBe(false);
    expect(answer.result.message?.text).toBe(messages.intake.choose("Wie möchtest du teilnehmen?"));
    expect("intake" in answer.result && answer.result.intake).toEqual({
      values: { [f(yesno)]: "yes", [f(choice)]: "Per Brieftaube" },
      errors: { [f(choice)]: messages.intake.choose("Wie möchtest du teilnehmen?") },
    });
    expect(await count(BOOKINGS, "email = ?", email)).toBe(0);
    const english = await book({ ...validFields, email, [f(yesno)]: "yes", [f(choice)]: "Vor Ort" }, "en");
    expect(english.status).toBe(400);
    expect(english.result.message?.text).toBe(messagesEn.intake.choose("How would you like to take part?"));
  });

  it("with the answers: booked, stored with the booking, in the participant list and the CSV", async () => {
    const email = "ja.online@example.de";
    const answer = await book({ ...validFields, email, [f(yesno)]: "yes", [f(choice)]: "Online" });
    expect(answer.result.ok).toBe(true);
    const booking = await env.DB.prepare(`SELECT id FROM ${BOOKINGS} WHERE email = ?`)
      .bind(email)
      .first<{ id: string }>();
    const stored = (await intakeAnswersOf(env, [booking!.id])).get(booking!.id);
    expect(stored).toEqual([
      { bookingId: booking!.id, question: "Warst du schon einmal bei einem Workshop?", answer: "Ja" },
      { bookingId: booking!.id, question: "Wie möchtest du teilnehmen?", answer: "Online" },
    ]);

    const list = await participantList(env, eventId);
    expect(list?.participants.find((row) => row.id === booking!.id)?.intake).toEqual(stored);

    const csv = await callRoute(bookingsCsv.loader, get(`/admin/bookings.csv?event=${eventId}`, admin));
    const lines = String(csv.body)
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toContain('"Warst du schon einmal bei einem Workshop?";"Wie möchtest du teilnehmen?"');
    expect(lines.find((line) => line.includes(email))).toMatch(/"Ja";"Online"$/);
  });
});
