/**
 * Intake questions (decision 0211) in the Workers runtime with real D1: the answers' rules (valibot,
 * German and English), the booking form on /termin that asks them and stores the answers in the
 * booking's own batch (or nothing), the client record that shows them, and the personal-data duties:
 * exported with her data, deleted by her erasure and by the retention purge with the contact data.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { clientIdOf, clientRecord } from "../../app/features/people/clients/clients.server";
import { parseIntakeAnswers, type ShownIntakeQuestion } from "../../app/features/people/intake/questions";
import {
  addIntakeQuestion,
  intakeAnswersOf,
  intakeQuestionsOf,
  moveIntakeQuestion,
} from "../../app/features/people/intake/questions.server";
import type { MailContent } from "../../app/features/core/mail/types";
import { purgeExpiredRecords } from "../../app/features/core/privacy/retention.server";
import { handleSessionBookingRequest } from "../../app/features/products/sessions/page.server";
import { loadScheduler } from "../../app/features/products/sessions/loader.server";
import { messages } from "../../app/lib/messages";
import { messagesEn } from "../../app/lib/messages.en";
import { action as requestAction } from "../../app/routes/meine-daten";
import { action as exportAction } from "../../app/routes/meine-daten.export";
import { action as manageAction } from "../../app/routes/meine-daten.verwalten";
import { seedAppointmentTypeId, seedStatements } from "../../db/seed-data";
import { BOOKINGS, insertBooking, insertEvent } from "./booking-fixtures";
import { count, formPost, nextIp, ORIGIN, routeArgs, settle } from "./contact.fixtures";

const INTRO = seedAppointmentTypeId(1);
/** A free-text question's fields besides its wording (decision 0221). */
const TEXT = { label_en: "", answer_type: "text", options: [], options_en: [] } as const;

const questions: ShownIntakeQuestion[] = [
  { id: "00000000-0000-4000-8000-000000000001", label: "Worum soll es gehen?", kind: "long", required: true },
  {
    id: "00000000-0000-4000-8000-000000000002",
    label: "Wie hast du von mir erfahren?",
    kind: "short",
    required: false,
  },
];
const field = (i: number) => `intake_${questions[i]!.id}`;

describe("the answers' rules (valibot)", () => {
  it("a required question left empty is refused in the visitor's language; an empty optional one is left out", () => {
    expect(parseIntakeAnswers(questions, { [field(0)]: "   " }, "de")).toEqual({
      ok: false,
      fieldErrors: { [field(0)]: messages.intake.required("Worum soll es gehen?") },
    });
    expect(parseIntakeAnswers(questions, {}, "en")).toEqual({
      ok: false,
      fieldErrors: { [field(0)]: messagesEn.intake.required("Worum soll es gehen?") },
    });
    expect(parseIntakeAnswers(questions, { [field(0)]: "  Mehr Gelassenheit im Job. ", [field(1)]: "" }, "de")).toEqual(
      {
        ok: true,
        answers: [
          {
            questionId: questions[0]!.id,
            question: "Worum soll es gehen?",
            answer: "Mehr Gelassenheit im Job.",
            order: 0,
          },
        ],
      },
    );
  });

  it("refuses an answer longer than its field and control characters", () => {
    const long = parseIntakeAnswers(questions, { [field(0)]: "ok", [field(1)]: "x".repeat(201) }, "de");
    expect(long).toEqual({ ok: false, fieldErrors: { [field(1)]: messages.intake.tooLong(200) } });
    const control = parseIntakeAnswers(questions, { [field(0)]: "a\u0000b" }, "de");
    expect(control).toEqual({ ok: false, fieldErrors: { [field(0)]: messages.intake.invalid } });
  });
});

describe("the booking form asks the type's questions", () => {
  let required = "";
  let optional = "";
  beforeAll(async () => {
    await env.DB.batch(seedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
    await env.DB.prepare("DELETE FROM intake_questions").run();
    await addIntakeQuestion(
      env,
      { type: INTRO },
      { ...TEXT, label: "Worum soll es gehen?", kind: "long", required: true },
    );
    await addIntakeQuestion(
      env,
      { type: INTRO },
      {
        ...TEXT,
        label: "Wie hast du von mir erfahren?",
        label_en: "How did you hear of me?",
        kind: "short",
        required: false,
      },
    );
    const stored = await intakeQuestionsOf(env, { type: INTRO });
    required = stored[0]!.id;
    optional = stored[1]!.id;
  });

  async function freeStart(index: number): Promise<number> {
    const { days } = await loadScheduler(env, INTRO);
    const slots = days.slice(2).flatMap((day) => day.slots.filter((slot) => slot.places.includes("online")));
    return slots[index]!.startMs;
  }

  const post = (fields: Record<string, string>, path = "/termin") =>
    handleSessionBookingRequest(
      new Request(`${ORIGIN}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": nextIp() },
        body: new URLSearchParams(fields),
      }),
      env,
    );

  const form = async (email: string, index: number, answers: Record<string, string>) => ({
    type: INTRO,
    place: "online",
    start: String(await freeStart(index)),
    full_name: "Ida Intake",
    email,
    phone: "",
    num_tickets: "1",
    early_start: "on",
    ...answers,
  });

  it("moves a question up and keeps the order", async () => {
    expect(await moveIntakeQuestion(env, "type", optional, "up")).toBe(true);
    expect((await intakeQuestionsOf(env, { type: INTRO })).map((q) => q.id)).toEqual([optional, required]);
    expect(await moveIntakeQuestion(env, "type", optional, "down")).toBe(true);
    expect((await intakeQuestionsOf(env, { type: INTRO })).map((q) => q.id)).toEqual([required, optional]);
  });

  it("without the required answer: 400, the question's message, the answers kept, nothing booked", async () => {
    const answer = await post(await form("ida.ohne@example.de", 0, { [`intake_${optional}`]: "Instagram" }));
    expect(answer.status).toBe(400);
    expect(answer.result.ok).toBe(false);
    expect(answer.result.intake?.errors).toEqual({
      [`intake_${required}`]: messages.intake.required("Worum soll es gehen?"),
    });
    expect(answer.result.intake?.values).toEqual({ [`intake_${optional}`]: "Instagram" });
    expect(await count(BOOKINGS, "email = ?", "ida.ohne@example.de")).toBe(0);
  });

  it("with the answers: booked, the answers stored with the wording she saw, shown on her client record", async () => {
    const email = "ida.intake@example.de";
    const answer = await post(
      await form(email, 1, {
        [`intake_${required}`]: "Ich möchte im Job gelassener werden.",
        [`intake_${optional}`]: "Über eine Freundin",
      }),
    );
    expect(answer.result).toMatchObject({ ok: true });
    const booking = await env.DB.prepare(`SELECT id FROM ${BOOKINGS} WHERE email = ?`)
      .bind(email)
      .first<{ id: string }>();
    const answers = (await intakeAnswersOf(env, [booking!.id])).get(booking!.id);
    expect(answers).toEqual([
      { bookingId: booking!.id, question: "Worum soll es gehen?", answer: "Ich möchte im Job gelassener werden." },
      { bookingId: booking!.id, question: "Wie hast du von mir erfahren?", answer: "Über eine Freundin" },
    ]);
    const record = await clientRecord(env, await clientIdOf(env, email));
    expect(record?.bookings.find((b) => b.id === booking!.id)?.intake).toEqual(answers);
  });

  it("the English form asks in English where the coach wrote it, and answers in English", async () => {
    const answer = await post(await form("ida.en@example.de", 2, {}), "/en/termin");
    expect(answer.status).toBe(400);
    expect(answer.result.intake?.errors?.[`intake_${required}`]).toBe(
      messagesEn.intake.required("Worum soll es gehen?"),
    );
  });

  it("her export carries the answers; her erasure deletes them, someone else's stay", async () => {
    const email = "ida.export@example.de";
    await post(await form(email, 3, { [`intake_${required}`]: "Klarheit für meinen nächsten Schritt." }));
    await post(await form("other.person@example.de", 4, { [`intake_${required}`]: "Etwas ganz anderes." }));
    await requestAction(routeArgs(formPost("/meine-daten", { email })));
    await settle();
    const row = await env.DB.prepare(
      "SELECT payload FROM mail_outbox WHERE kind = 'data-request' AND recipient = ? ORDER BY created_at DESC LIMIT 1",
    )
      .bind(email)
      .first<{ payload: string }>();
    const text = (JSON.parse(row?.payload ?? "{}") as MailContent).text ?? "";
    const token = decodeURIComponent(text.match(new RegExp(`${ORIGIN}/meine-daten/verwalten\\?token=(\\S+)`))![1]!);
    const response = (await exportAction(routeArgs(formPost("/meine-daten/export", { token })))) as Response;
    const body = (await response.json()) as { intake_answers: { question: string; answer: string }[] };
    expect(body.intake_answers).toEqual([
      expect.objectContaining({ question: "Worum soll es gehen?", answer: "Klarheit für meinen nächsten Schritt." }),
    ]);
    expect(JSON.stringify(body)).not.toContain("Etwas ganz anderes");

    await manageAction(routeArgs(formPost("/meine-daten/verwalten", { token, intent: "erase", confirm: "yes" })));
    expect(await count("intake_answers", "answer = ?", "Klarheit für meinen nächsten Schritt.")).toBe(0);
    expect(await count("intake_answers", "answer = ?", "Etwas ganz anderes.")).toBe(1);
  });
});

describe("retention", () => {
  it("the answers go with the contact data, 90 days after the session; a recent session's stay", async () => {
    const old = await insertEvent({ event_date: "2020-01-10", kind: "session", slug: null });
    const recent = await insertEvent({ event_date: "2099-01-10", kind: "session", slug: null });
    const oldBooking = await insertBooking(old.id, "Alte Buchung");
    const recentBooking = await insertBooking(recent.id, "Neue Buchung");
    for (const booking of [oldBooking, recentBooking])
      await env.DB.prepare(
        "INSERT INTO intake_answers (booking_id, question_id, question, answer) VALUES (?, 'q', 'Frage?', 'Antwort')",
      )
        .bind(booking.id)
        .run();
    const report = await purgeExpiredRecords(env);
    expect(report.intakeAnswers).toBeGreaterThanOrEqual(1);
    expect(await count("intake_answers", "booking_id = ?", oldBooking.id)).toBe(0);
    expect(await count("intake_answers", "booking_id = ?", recentBooking.id)).toBe(1);
  });
});
