import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { changeBookingStatus, claimOffer } from "../../app/features/core/booking/transitions.server";
import { dashboardStats } from "../../app/features/compositions/dashboard/figures.server";
import {
  CANCELLATIONS_PER_RUN,
  cancelEvent,
  finishEventCancellations,
} from "../../app/features/core/booking/event-changes.server";
import { createBooking } from "../../app/features/core/booking/booking.server";
import { cancelOwnBooking, confirmOwnBooking } from "../../app/features/core/booking/manage.server";
import { handleWaitlistRequest, WAITLIST_CLOSED_PER_RUN } from "../../app/features/core/booking/waitlist.server";
import { findPublicEvent, listPublicEvents } from "../../app/features/products/events/cache.server";
import type { MailContent } from "../../app/features/core/mail/types";
import { getDb, schema } from "../../app/lib/db.server";
import { messages } from "../../app/lib/messages";
import { signToken } from "../../app/lib/signed-token.server";
import { createTestWorker } from "./app-harness";
import { ORIGIN } from "./admin-helpers";
import { BOOKINGS, bookingRequest, countRows, insertEvent } from "./booking-fixtures";
import { countingDb } from "./counting-db";

/** Decision 0094: the coach calls an event off; nobody has to be chased by hand. */
const WAITLIST = "klarsinn_waitlist";
/** Ten days before the fixtures' event (12 June 2099). */
const NOW = new Date("2099-06-02T08:00:00Z");
const HOUR = 60 * 60 * 1000;

interface OutboxMail {
  kind: string;
  subject: string;
  text: string;
  attachments: string[];
  files: { filename: string; content: string }[];
}
/** The content of a mail's calendar attachment. */
const calendarOf = (mail: OutboxMail) => mail.files.find((file) => file.filename.endsWith(".ics"))?.content ?? "";
async function mailsTo(address: string): Promise<OutboxMail[]> {
  const { results } = await env.DB.prepare(
    "SELECT kind, subject, payload FROM mail_outbox WHERE recipient = ? ORDER BY rowid",
  )
    .bind(address)
    .all<{ kind: string; subject: string; payload: string }>();
  return results.map((row) => {
    const payload = JSON.parse(row.payload) as MailContent;
    return {
      kind: row.kind,
      subject: row.subject,
      text: payload.text,
      attachments: (payload.attachments ?? []).map((attachment) => attachment.filename),
      files: (payload.attachments ?? []).map(({ filename, content }) => ({ filename, content: String(content) })),
    };
  });
}

async function book(eventId: string, email: string, { locale = "de" as "de" | "en", at = NOW } = {}) {
  const booked = await createBooking(
    env,
    eventId,
    { full_name: `Gast ${email}`, email, phone: "", num_tickets: 1, early_start: true },
    at,
    locale,
  );
  if (!booked.ok) throw new Error(booked.reason);
  return booked.bookingId;
}

const statusOf = (id: string) =>
  env.DB.prepare(`SELECT status, cancelled_by FROM ${BOOKINGS} WHERE id = ?`)
    .bind(id)
    .first<{ status: string; cancelled_by: string | null }>();

async function addToWaitlist(eventId: string, email: string, locale: "de" | "en" = "de", status = "waiting") {
  await getDb(env)
    .insert(schema.waitlist)
    .values({
      event_id: eventId,
      full_name: "Wartende Person",
      email,
      num_tickets: 1,
      consent_text: "ok",
      created_at: NOW.toISOString(),
      locale,
      status: status as "waiting",
    });
}

/** The same env with every D1 statement counted: D1 allows 1,000 per Worker invocation (paid plan). */
function countingEnv() {
  const { db, statements } = countingDb();
  return { env: { ...env, DB: db }, statements };
}

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare(`DELETE FROM ${WAITLIST}`),
    env.DB.prepare("DELETE FROM rate_limits"),
  ]);
});

describe("calling an event off", () => {
  it("cancels every booking that holds seats with one e-mail each, in its language, and closes the waiting list", async () => {
    const event = await insertEvent({ title_en: "Mindset workshop: from brooding to doing" });
    // Confirmed by the coach: invoiced, so the cancellation issues a Stornorechnung with its e-mail.
    const invoiced = await book(event.id, "rechnung@example.de");
    expect(await changeBookingStatus(env, invoiced, "confirmed", NOW)).toBe(true);
    const english = await book(event.id, "english@example.de", { locale: "en" });
    // Cancelled by its visitor before: stays as it was, no second e-mail.
    const selfCancelled = await book(event.id, "selbst@example.de");
    expect((await cancelOwnBooking(env, await signToken(env, "booking", selfCancelled), NOW)).ok).toBe(true);
    // An unconfirmed hold that ran out holds no seat: the lifecycle marks it expired, nobody is mailed.
    const expired = await book(event.id, "abgelaufen@example.de", { at: new Date(NOW.getTime() - 2 * HOUR) });
    await addToWaitlist(event.id, "warteliste@example.de", "en");
    const mailsBefore = await countRows("mail_outbox");

    const result = await cancelEvent(env, event.id, NOW);

    expect(result).toEqual({ ok: true, cancelled: 2, left: 0 });
    expect(await statusOf(invoiced)).toEqual({ status: "cancelled", cancelled_by: "coach" });
    expect(await statusOf(english)).toEqual({ status: "cancelled", cancelled_by: "coach" });
    expect(await statusOf(selfCancelled)).toEqual({ status: "cancelled", cancelled_by: "visitor" });
    expect((await statusOf(expired))?.status).toBe("pending");

    const [german] = (await mailsTo("rechnung@example.de")).filter((mail) => mail.subject.startsWith("Abgesagt"));
    expect(german?.subject).toBe(`Abgesagt: ${event.title}`);
    expect(german?.text).toContain("Deine Buchung ist damit kostenlos storniert");
    expect(await countRows("klarsinn_invoice", "booking_id = ? AND kind = 'cancellation'", invoiced)).toBe(1);
    expect(german?.attachments.some((name) => name.startsWith("stornorechnung-"))).toBe(true);
    // Its calendar file has the UID of the booking's first e-mail's file, so calendars mark the entry off.
    const [first] = await mailsTo("rechnung@example.de");
    const uid = /UID:(\S+)/.exec(calendarOf(first!))?.[1];
    expect(uid).toBeTruthy();
    expect(calendarOf(german!)).toContain(`UID:${uid}`);
    expect(calendarOf(german!)).toMatch(/SEQUENCE:1\r\nSTATUS:CANCELLED/);
    const [inEnglish] = (await mailsTo("english@example.de")).filter((mail) => mail.kind === "booking-status");
    expect(inEnglish?.subject).toBe("Cancelled: Mindset workshop: from brooding to doing");
    expect(inEnglish?.text).toContain("cancelled free of charge");
    expect(await mailsTo("abgelaufen@example.de")).toHaveLength(1); // its first e-mail only
    expect((await mailsTo("selbst@example.de")).some((mail) => mail.subject.startsWith("Abgesagt"))).toBe(false);

    const waiting = await env.DB.prepare(`SELECT status FROM ${WAITLIST} WHERE email = ?`)
      .bind("warteliste@example.de")
      .first<{ status: string }>();
    expect(waiting?.status).toBe("removed");
    const [waitlistMail] = await mailsTo("warteliste@example.de");
    expect(waitlistMail).toMatchObject({
      kind: "waitlist-event-cancelled",
      subject: "Cancelled: Mindset workshop: from brooding to doing",
    });

    // Off the public lists; its own page still knows it, as called off.
    expect((await listPublicEvents(env, NOW)).map((shown) => shown.id)).not.toContain(event.id);
    expect((await findPublicEvent(env, event.id, NOW))?.cancelled_at).toBe(NOW.toISOString());

    // A second call (a double click, a retry after a failure) sends nothing twice.
    const mailsAfter = await countRows("mail_outbox");
    expect(mailsAfter).toBe(mailsBefore + 3);
    expect(await cancelEvent(env, event.id, NOW)).toEqual({ ok: true, cancelled: 0, left: 0 });
    expect(await countRows("mail_outbox")).toBe(mailsAfter);
  });

  it("leaves the dashboard's seats of upcoming events", async () => {
    const event = await insertEvent({ max_attendees: 37 });
    const before = await dashboardStats(env);
    await cancelEvent(env, event.id);
    expect((await dashboardStats(env)).capacity).toBe(before.capacity - 37);
  });

  it("answers not_found for an unknown event and changes nothing", async () => {
    expect(await cancelEvent(env, crypto.randomUUID(), NOW)).toEqual({ ok: false, reason: "not_found" });
  });

  it("takes no booking afterwards, neither through a copy the isolate remembers nor through a fresh read", async () => {
    const remembered = await insertEvent();
    await book(remembered.id, "vorher@example.de"); // the isolate now remembers this event
    const fresh = await insertEvent();
    await cancelEvent(env, remembered.id, NOW);
    await cancelEvent(env, fresh.id, NOW);
    for (const event of [remembered, fresh]) {
      const refused = await createBooking(
        env,
        event.id,
        { full_name: "Zu Spät", email: `spaet-${event.id}@example.de`, phone: "", num_tickets: 1, early_start: true },
        NOW,
      );
      expect(refused).toEqual({ ok: false, reason: "cancelled" });
      expect(await countRows(BOOKINGS, "event_id = ? AND status != 'cancelled'", event.id)).toBe(0);
    }
  });

  it("refuses a waiting-list entry and a claim of an offer made before it, with a clear message", async () => {
    const event = await insertEvent({ max_attendees: 1 });
    const first = await book(event.id, "erste@example.de");
    await confirmOwnBooking(env, await signToken(env, "booking", first), NOW);
    const values = { full_name: "Lena Warte", email: "lena@example.de", num_tickets: "1", consent: "on" };
    const joined = await handleWaitlistRequest(env, bookingRequest(event.id, values), values, event.id, NOW);
    expect(joined.result).toMatchObject({ ok: true });
    // The seat comes free and is offered to Lena; then the coach calls the event off.
    await cancelOwnBooking(env, await signToken(env, "booking", first), NOW);
    const entry = await env.DB.prepare(`SELECT id, status FROM ${WAITLIST} WHERE email = ?`)
      .bind("lena@example.de")
      .first<{ id: string; status: string }>();
    expect(entry?.status).toBe("offered");
    await cancelEvent(env, event.id, NOW);

    expect(await claimOffer(env, await signToken(env, "waitlist", entry!.id), NOW)).toEqual({
      ok: false,
      reason: "not_possible",
    });
    const late = { ...values, email: "spaet@example.de" };
    const refused = await handleWaitlistRequest(
      env,
      bookingRequest(event.id, late, { ip: "203.0.113.99" }),
      late,
      event.id,
      NOW,
    );
    expect(refused.status).toBe(409);
    expect(refused.result).toMatchObject({ ok: false, message: { text: messages.booking.eventCancelled } });
  });

  it(`cancels ${CANCELLATIONS_PER_RUN} bookings per request within D1's 1,000 queries, and the cron the rest`, async () => {
    const event = await insertEvent({ max_attendees: 100, price_cents: 0 });
    const extra = 5;
    const ids = Array.from({ length: CANCELLATIONS_PER_RUN + extra }, () => crypto.randomUUID());
    await env.DB.batch(
      ids.map((id, index) =>
        env.DB.prepare(
          `INSERT INTO ${BOOKINGS} (id, event_id, full_name, email, num_tickets, total_cents, total_price, currency,
             status, created_at, locale) VALUES (?, ?, 'Gast', ?, 1, 0, 0, 'EUR', 'confirmed', ?, 'de')`,
        ).bind(id, event.id, `gast-${index}@example.de`, new Date(NOW.getTime() - HOUR + index).toISOString()),
      ),
    );

    const request = countingEnv();
    expect(await cancelEvent(request.env, event.id, NOW)).toEqual({
      ok: true,
      cancelled: CANCELLATIONS_PER_RUN,
      left: extra,
    });
    expect(request.statements()).toBeLessThanOrEqual(1000);

    const cron = countingEnv();
    expect(await finishEventCancellations(cron.env, NOW)).toBe(extra);
    expect(cron.statements()).toBeLessThanOrEqual(1000);
    expect(await countRows(BOOKINGS, "event_id = ? AND status = 'cancelled'", event.id)).toBe(ids.length);
    expect(await countRows("mail_outbox", "kind = 'booking-status' AND subject LIKE 'Abgesagt:%'")).toBe(ids.length);
    // Nothing left: the next run has nothing to do.
    expect(await finishEventCancellations(env, NOW)).toBe(0);
  });

  it(`closes at most ${WAITLIST_CLOSED_PER_RUN} waiting-list entries per run; the cron closes the rest`, async () => {
    const event = await insertEvent();
    const entries = WAITLIST_CLOSED_PER_RUN + 3;
    await env.DB.batch(
      Array.from({ length: entries }, (_, index) =>
        env.DB.prepare(
          `INSERT INTO ${WAITLIST} (id, event_id, full_name, email, num_tickets, consent_text, created_at, locale)
           VALUES (?, ?, 'Wartend', ?, 1, 'ok', ?, 'de')`,
        ).bind(crypto.randomUUID(), event.id, `w-${index}@example.de`, NOW.toISOString()),
      ),
    );
    const request = countingEnv();
    await cancelEvent(request.env, event.id, NOW);
    expect(request.statements()).toBeLessThanOrEqual(1000);
    expect(await countRows(WAITLIST, "event_id = ? AND status = 'removed'", event.id)).toBe(WAITLIST_CLOSED_PER_RUN);
    await finishEventCancellations(env, NOW);
    expect(await countRows(WAITLIST, "event_id = ? AND status = 'removed'", event.id)).toBe(entries);
    expect(await countRows("mail_outbox", "kind = 'waitlist-event-cancelled'")).toBe(entries);
  });
});

describe("the event's page once it is called off", () => {
  const worker = createTestWorker();
  async function get(path: string) {
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request(`${ORIGIN}${path}`), env, ctx);
    const text = await response.text();
    await waitOnExecutionContext(ctx);
    return { status: response.status, text };
  }

  it("says so in both languages, offers no form, and tells search engines and calendars", async () => {
    const event = await insertEvent({ title_en: "Mindset workshop" });
    const booked = await book(event.id, "seite@example.de", { at: new Date() });
    await cancelEvent(env, event.id);
    const german = await get(`/events/${event.slug}`);
    expect(german.status).toBe(200);
    expect(german.text).toContain(messages.eventDetail.cancelledText);
    expect(german.text).not.toContain('name="num_tickets"');
    expect(german.text).not.toContain(messages.eventDetail.addToCalendar);
    // The booker's own page says why her booking is cancelled.
    const manage = await get(`/buchung/${await signToken(env, "booking", booked)}`);
    expect(manage.text).toContain(messages.manageBooking.eventCancelled);
    expect(german.text).toContain("https://schema.org/EventCancelled");
    const english = await get(`/en/events/${event.slug}`);
    expect(english.text).toContain("Unfortunately, this event has been cancelled.");
    const calendar = await get(`/events/${event.id}/kalender.ics`);
    expect(calendar.text).toContain("STATUS:CANCELLED");
    const list = await get("/events?ansicht=liste");
    expect(list.text).not.toContain(event.id);
  });
});
