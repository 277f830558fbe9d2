/**
 * The next small step after a session (decision 0222), in the Workers runtime with real D1: the coach
 * sends it from her client's page once a session has begun; the client gets one e-mail in du-form
 * (German or English as she booked) with the coach's text as plain text, never as HTML; a second send
 * writes nothing; her page shows it; it is in her data export and goes with her erasure and with the
 * retention purge.
 */
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import type { MailContent } from "../../app/features/core/mail/types";
import { purgeExpiredRecords } from "../../app/features/core/privacy/retention.server";
import { clientIdOf, clientRecord } from "../../app/features/people/clients/clients.server";
import { nextStepKey, sendNextStep } from "../../app/features/people/session-mails/next-step.server";
import { adminMessages } from "../../app/lib/messages.admin";
import { mailMessages } from "../../app/lib/messages.mail";
import { mailMessagesEn } from "../../app/lib/messages.mail.en";
import * as clientPage from "../../app/routes/admin/klientinnen.$id";
import { action as requestAction } from "../../app/routes/meine-daten";
import { action as exportAction } from "../../app/routes/meine-daten.export";
import { action as manageAction } from "../../app/routes/meine-daten.verwalten";
import { callRoute, createProfile, post, sessionCookie } from "./admin-helpers";
import { insertBooking, insertEvent } from "./booking-fixtures";
import { count, formPost, ORIGIN, routeArgs, settle } from "./contact.fixtures";

const STEP = "Nimm dir morgens zwei Minuten <b>nur</b> für dich & deinen Atem.";
const NOW = new Date("2026-12-07T12:00:00Z");

const session = (day: string, overrides: Parameters<typeof insertEvent>[0] = {}) =>
  insertEvent({ title: "Einzelcoaching", kind: "session", slug: null, event_date: day, ...overrides });

async function sessionOf(email: string, day = "2026-12-04", locale: "de" | "en" = "de") {
  const event = await session(day);
  const booking = await insertBooking(event.id, "Lea Sommer", { email, locale });
  return { booking, clientId: await clientIdOf(env, email) };
}

const mailsOf = (bookingId: string) =>
  env.DB.prepare("SELECT kind, dedupe_key, subject, payload FROM mail_outbox WHERE ref_id = ? AND kind = ?")
    .bind(bookingId, "session-next-step")
    .all<{ kind: string; dedupe_key: string; subject: string; payload: string }>()
    .then((rows) => rows.results);

beforeEach(async () => {
  await env.DB.batch(
    ["session_next_steps", "mail_outbox", "clients", "klarsinn_booking", "klarsinn_events", "rate_limits"].map((t) =>
      env.DB.prepare(`DELETE FROM ${t}`),
    ),
  );
});

describe("sending the step", () => {
  it("sends one e-mail in du-form with her text escaped; a second send writes and sends nothing", async () => {
    const { booking, clientId } = await sessionOf("lea@example.de");
    expect(await sendNextStep(env, clientId, booking.id, STEP, NOW)).toBe("sent");
    expect(await sendNextStep(env, clientId, booking.id, "Etwas anderes", NOW)).toBe("already_sent");
    const mails = await mailsOf(booking.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ dedupe_key: nextStepKey(booking.id), subject: mailMessages.nextStep.subject });
    const content = JSON.parse(mails[0]!.payload) as MailContent;
    expect(content.text).toContain(STEP);
    expect(content.text).toContain(mailMessages.nextStep.intro);
    expect(content.html).toContain("&lt;b&gt;nur&lt;/b&gt; für dich &amp; deinen Atem");
    expect(content.html).not.toContain("<b>nur</b>");
    expect(content.text).not.toContain("Etwas anderes");

    const record = await clientRecord(env, clientId, NOW);
    const shown = record?.bookings.find((b) => b.id === booking.id);
    expect(shown?.nextStep).toMatchObject({ step: STEP, sentAt: NOW.toISOString() });
  });

  it("in English for an English booking", async () => {
    const { booking, clientId } = await sessionOf("lea.en@example.com", "2026-12-04", "en");
    expect(await sendNextStep(env, clientId, booking.id, "Breathe for two minutes.", NOW)).toBe("sent");
    expect((await mailsOf(booking.id))[0]?.subject).toBe(mailMessagesEn.nextStep.subject);
  });

  it("not before the session began, not for a cancelled one, not for someone else's or an event", async () => {
    const { booking: later, clientId } = await sessionOf("frueh@example.de", "2026-12-20");
    expect(await sendNextStep(env, clientId, later.id, STEP, NOW)).toBe("not_yet");
    expect((await clientRecord(env, clientId, NOW))?.bookings[0]?.nextStepState).toBe("not_yet");

    const cancelled = await insertBooking((await session("2026-12-01")).id, "Lea Sommer", {
      email: "frueh@example.de",
      status: "cancelled",
    });
    expect(await sendNextStep(env, clientId, cancelled.id, STEP, NOW)).toBe("not_possible");

    const { booking: hers } = await sessionOf("andere@example.de");
    expect(await sendNextStep(env, clientId, hers.id, STEP, NOW)).toBe("not_found");
    const workshop = await insertEvent({ event_date: "2026-12-01" });
    const seat = await insertBooking(workshop.id, "Lea Sommer", { email: "frueh@example.de" });
    expect(await sendNextStep(env, clientId, seat.id, STEP, NOW)).toBe("not_found");
    expect(await count("session_next_steps")).toBe(0);
    expect(await count("mail_outbox", "kind = 'session-next-step'")).toBe(0);
  });

  it("the page's form: an empty step is refused beside the field (4xx), nothing sent; a good one is sent", async () => {
    const admin = await sessionCookie(await createProfile(`step-${crypto.randomUUID()}@example.de`, true));
    const { booking, clientId } = await sessionOf("formular@example.de");
    const path = `/admin/klientinnen/${clientId}`;
    const empty = await callRoute(
      clientPage.action,
      post(path, { intent: "nextStep", id: clientId, booking: booking.id, step: "   " }, admin),
      { params: { id: clientId } },
    );
    expect(empty.status).toBe(422);
    expect((empty.body as { fieldErrors: Record<string, string> }).fieldErrors.step).toBe(
      adminMessages.clients.nextStep.required,
    );
    const tooLong = await callRoute(
      clientPage.action,
      post(path, { intent: "nextStep", id: clientId, booking: booking.id, step: "x".repeat(501) }, admin),
      { params: { id: clientId } },
    );
    expect(tooLong.status).toBe(422);
    expect(await count("session_next_steps")).toBe(0);
    const sent = await callRoute(
      clientPage.action,
      post(path, { intent: "nextStep", id: clientId, booking: booking.id, step: "Zwei Minuten atmen." }, admin),
      { params: { id: clientId } },
    );
    expect(sent.status).toBe(200);
    const again = await callRoute(
      clientPage.action,
      post(path, { intent: "nextStep", id: clientId, booking: booking.id, step: "Noch einmal." }, admin),
      { params: { id: clientId } },
    );
    expect(again.status).toBe(409);
    expect(await count("mail_outbox", "kind = 'session-next-step'")).toBe(1);
  });
});

describe("her data rights", () => {
  it("her export carries the step; her erasure deletes it, someone else's stays", async () => {
    const email = "export.schritt@example.de";
    const { booking, clientId } = await sessionOf(email);
    await sendNextStep(env, clientId, booking.id, STEP, NOW);
    const other = await sessionOf("bleibt@example.de");
    await sendNextStep(env, other.clientId, other.booking.id, "Ein anderer Schritt.", NOW);

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
    const body = (await response.json()) as { session_next_steps: { booking_id: string; step: string }[] };
    expect(body.session_next_steps).toEqual([expect.objectContaining({ booking_id: booking.id, step: STEP })]);
    expect(JSON.stringify(body)).not.toContain("Ein anderer Schritt");

    await manageAction(routeArgs(formPost("/meine-daten/verwalten", { token, intent: "erase", confirm: "yes" })));
    expect(await count("session_next_steps", "booking_id = ?", booking.id)).toBe(0);
    expect(await count("session_next_steps", "booking_id = ?", other.booking.id)).toBe(1);
  });

  it("the retention purge deletes it with the booking's contact data; a recent session's stays", async () => {
    const old = await insertBooking((await session("2020-01-10")).id, "Alte Buchung");
    const recent = await insertBooking((await session("2099-01-10")).id, "Neue Buchung");
    for (const booking of [old, recent])
      await env.DB.prepare("INSERT INTO session_next_steps (booking_id, step) VALUES (?, 'Schritt')")
        .bind(booking.id)
        .run();
    const report = await purgeExpiredRecords(env);
    expect(report.sessionNextSteps).toBeGreaterThanOrEqual(1);
    expect(await count("session_next_steps", "booking_id = ?", old.id)).toBe(0);
    expect(await count("session_next_steps", "booking_id = ?", recent.id)).toBe(1);
  });
});
