import { createMessageBatch, env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createBooking, handleBookingRequest } from "../../app/features/core/booking/booking.server";
import { expireHolds, queueCoachDigest, queueReminders } from "../../app/features/core/booking/lifecycle.server";
import { coachDigestMail } from "../../app/features/core/booking/mail";
import { cancelOwnBooking, confirmOwnBooking, loadManagedBooking } from "../../app/features/core/booking/manage.server";
import { BOOKING_POLICY, cancellationQuote, eventStart } from "../../app/features/core/booking/policy";
import { bookingFormSchema } from "../../app/features/core/booking/schema";
import { seatsTaken } from "../../app/features/products/events/seats.server";
import { changeBookingStatus } from "../../app/features/core/booking/transitions.server";
import { handleMailBatch } from "../../app/features/core/mail/consumer.server";
import type { Mailer } from "../../app/features/core/mail/mailer.server";
import type { MailContent, MailJob } from "../../app/features/core/mail/types";
import { parseForm } from "../../app/lib/forms";
import { messages } from "../../app/lib/messages";
import { signToken } from "../../app/lib/signed-token.server";
import { BOOKINGS, bookingRequest, countRows, insertEvent, validFields } from "./booking-fixtures";

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
/** The fixtures' event: Friday 12 June 2099, 10:00 in Berlin (summer time), i.e. 08:00 UTC. */
const START = new Date("2099-06-12T08:00:00Z");
const before = (ms: number) => new Date(START.getTime() - ms);

const guest = (i: number, tickets = 1) => ({
  full_name: `Gast Nummer`,
  email: `gast${i}@example.de`,
  phone: "",
  num_tickets: tickets,
  // The fixtures' event is ten days ahead: inside the withdrawal period (contract.ts).
  early_start: true,
});

async function bookAt(eventId: string, now: Date, input = guest(1)) {
  const result = await createBooking(env, eventId, input, now);
  if (!result.ok) throw new Error(`booking refused: ${result.reason}`);
  return { ...result, token: await signToken(env, "booking", result.bookingId) };
}

async function bookingRow(id: string) {
  return env.DB.prepare(`SELECT * FROM ${BOOKINGS} WHERE id = ?`).bind(id).first<Record<string, unknown>>();
}

async function mailsOf(refId: string) {
  const { results } = await env.DB.prepare(
    "SELECT kind, recipient, payload FROM mail_outbox WHERE ref_id = ? ORDER BY kind",
  )
    .bind(refId)
    .all<{ kind: string; recipient: string; payload: string }>();
  return results.map((r) => ({ ...r, mail: JSON.parse(r.payload) as MailContent }));
}

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare("DELETE FROM klarsinn_waitlist"),
    env.DB.prepare(`DELETE FROM ${BOOKINGS}`),
    env.DB.prepare("DELETE FROM rate_limits"),
  ]);
});

describe("cancellation terms by the hour (AGB)", () => {
  const event = { event_date: "2099-06-12", start_time: "10:00" };

  it("reads the start in Berlin time, summer and winter", () => {
    expect(eventStart(event).toISOString()).toBe("2099-06-12T08:00:00.000Z");
    expect(eventStart({ event_date: "2099-01-15", start_time: "18:30" }).toISOString()).toBe(
      "2099-01-15T17:30:00.000Z",
    );
  });

  it("is free up to 48 hours before, then half the total, and closed from the start", () => {
    expect(cancellationQuote(event, 8970, before(72 * HOUR)).kind).toBe("free");
    expect(cancellationQuote(event, 8970, before(48 * HOUR)).kind).toBe("free");
    expect(cancellationQuote(event, 8970, before(48 * HOUR - MINUTE))).toEqual({
      kind: "fee",
      percent: 50,
      feeCents: 4485,
    });
    expect(cancellationQuote(event, 8970, before(MINUTE))).toMatchObject({ kind: "fee", feeCents: 4485 });
    expect(cancellationQuote(event, 8970, START)).toEqual({ kind: "closed" });
    // Odd totals round to the cent.
    expect(cancellationQuote(event, 2999, before(HOUR))).toMatchObject({ feeCents: 1500 });
  });
});

describe("Meine Buchung: confirm and cancel", () => {
  it("opening the page changes nothing; the POST confirms the address and notifies the coach once", async () => {
    const event = await insertEvent();
    const now = before(10 * 24 * HOUR);
    const booking = await bookAt(event.id, now);
    const view = await loadManagedBooking(env, booking.token, now);
    expect(view).toMatchObject({ state: "unconfirmed", reference: booking.reference, tickets: 1, total: "29,90 EUR" });
    expect((await bookingRow(booking.bookingId))?.hold_expires_at).toBeTruthy();
    expect((await mailsOf(booking.bookingId)).map((m) => m.kind)).toEqual(["booking-confirmation"]);

    expect(await confirmOwnBooking(env, booking.token, new Date(now.getTime() + 5 * MINUTE))).toEqual({ ok: true });
    expect(await confirmOwnBooking(env, booking.token, new Date(now.getTime() + 6 * MINUTE))).toEqual({ ok: true });
    const row = await bookingRow(booking.bookingId);
    expect(row).toMatchObject({ hold_expires_at: null, status: "pending" });
    expect(row?.email_confirmed_at).toBeTruthy();
    const mails = await mailsOf(booking.bookingId);
    expect(mails.map((m) => m.kind)).toEqual(["booking-confirmation", "booking-notification"]);
    expect(mails[1]?.recipient).toBe("hallo@klarsinn-coaching.de");
    expect((await loadManagedBooking(env, booking.token, now))?.state).toBe("pending");
  });

  it("an event that confirms by itself: the address's confirmation makes the booking final, with its invoice and one e-mail each", async () => {
    const manual = await insertEvent();
    const automatic = await insertEvent({ auto_confirm: true });
    const now = before(10 * 24 * HOUR);
    const a = await bookAt(manual.id, now, guest(1));
    const b = await bookAt(automatic.id, now, guest(2));
    const later = new Date(now.getTime() + 5 * MINUTE);
    expect(await confirmOwnBooking(env, a.token, later)).toEqual({ ok: true });
    expect(await confirmOwnBooking(env, b.token, later)).toEqual({ ok: true });

    expect((await bookingRow(a.bookingId))?.status).toBe("pending");
    expect(await countRows("klarsinn_invoice", "booking_id = ?", a.bookingId)).toBe(0);
    expect((await bookingRow(b.bookingId))?.status).toBe("confirmed");
    expect(await countRows("klarsinn_invoice", "booking_id = ?", b.bookingId)).toBe(1);
    expect((await loadManagedBooking(env, b.token, later))?.state).toBe("confirmed");

    const mails = await mailsOf(b.bookingId);
    expect(mails.map((m) => m.kind)).toEqual(["booking-confirmation", "booking-notification", "booking-status"]);
    expect(mails[1]?.mail.text).toContain("bestätigt automatisch: Die Buchung ist fest");
    expect((await mailsOf(a.bookingId))[1]?.mail.text).toContain("wartet auf deine Bestätigung im Backoffice");

    // A second press (another tab) changes nothing: no second invoice, no second e-mail.
    expect(await confirmOwnBooking(env, b.token, new Date(later.getTime() + MINUTE))).toEqual({ ok: true });
    expect(await countRows("klarsinn_invoice", "booking_id = ?", b.bookingId)).toBe(1);
    expect(await mailsOf(b.bookingId)).toHaveLength(3);
  });

  it("an event that confirms by itself leaves a free booking without an invoice, and an expired hold as it is", async () => {
    const free = await insertEvent({ auto_confirm: true, price_cents: 0 });
    const now = before(10 * 24 * HOUR);
    const booking = await bookAt(free.id, now);
    await confirmOwnBooking(env, booking.token, new Date(now.getTime() + MINUTE));
    expect((await bookingRow(booking.bookingId))?.status).toBe("confirmed");
    expect(await countRows("klarsinn_invoice", "booking_id = ?", booking.bookingId)).toBe(0);

    const late = await bookAt(free.id, now, guest(3));
    const expired = new Date(now.getTime() + 48 * HOUR);
    expect(await confirmOwnBooking(env, late.token, expired)).toEqual({ ok: false, reason: "not_possible" });
    expect((await bookingRow(late.bookingId))?.status).toBe("pending");
  });

  it("refuses forged, foreign-purpose and truncated tokens", async () => {
    const event = await insertEvent();
    const booking = await bookAt(event.id, before(10 * 24 * HOUR));
    expect(await loadManagedBooking(env, booking.token.slice(0, -2))).toBeNull();
    expect(await loadManagedBooking(env, await signToken(env, "unsubscribe", booking.bookingId))).toBeNull();
    expect(await loadManagedBooking(env, "x".repeat(600))).toBeNull();
    expect(await cancelOwnBooking(env, booking.token.slice(1))).toEqual({ ok: false, reason: "invalid" });
    expect((await bookingRow(booking.bookingId))?.status).toBe("pending");
  });

  it("cancels for free 48 hours or more before the start: seats free at once, both sides get an e-mail", async () => {
    const event = await insertEvent({ max_attendees: 2 });
    const booking = await bookAt(event.id, before(5 * 24 * HOUR), guest(1, 2));
    await confirmOwnBooking(env, booking.token, before(5 * 24 * HOUR));
    expect(await seatsTaken(env, event.id, before(48 * HOUR))).toBe(2);

    expect(await cancelOwnBooking(env, booking.token, before(48 * HOUR))).toEqual({ ok: true });
    expect(await bookingRow(booking.bookingId)).toMatchObject({
      status: "cancelled",
      cancelled_by: "visitor",
      cancellation_fee_cents: 0,
      cancelled_at: before(48 * HOUR).toISOString(),
    });
    expect(await seatsTaken(env, event.id, before(48 * HOUR))).toBe(0);
    const mails = await mailsOf(booking.bookingId);
    const visitor = mails.find((m) => m.kind === "booking-cancelled");
    const coach = mails.find((m) => m.kind === "booking-cancelled-notification");
    expect(visitor?.mail.text).toContain("kostenfrei");
    expect(coach?.recipient).toBe("hallo@klarsinn-coaching.de");
    // A second click changes nothing and sends nothing.
    expect(await cancelOwnBooking(env, booking.token, before(47 * HOUR))).toEqual({
      ok: false,
      reason: "not_possible",
    });
    expect((await mailsOf(booking.bookingId)).length).toBe(mails.length);
  });

  it("records the 50 % fee one minute inside the 48 hours", async () => {
    const event = await insertEvent({ price_cents: 2990 });
    const booking = await bookAt(event.id, before(5 * 24 * HOUR), guest(2, 3));
    await confirmOwnBooking(env, booking.token, before(5 * 24 * HOUR));
    const view = await loadManagedBooking(env, booking.token, before(48 * HOUR - MINUTE));
    expect(view?.terms).toEqual({ kind: "fee", fee: "44,85 EUR" });

    expect(await cancelOwnBooking(env, booking.token, before(48 * HOUR - MINUTE))).toEqual({ ok: true });
    expect(await bookingRow(booking.bookingId)).toMatchObject({
      cancelled_by: "visitor",
      cancellation_fee_cents: 4485,
    });
    const visitor = (await mailsOf(booking.bookingId)).find((m) => m.kind === "booking-cancelled");
    expect(visitor?.mail.text).toContain("44,85 EUR");
  });

  it("allows no self-cancellation once the event has started", async () => {
    const event = await insertEvent();
    const booking = await bookAt(event.id, before(5 * 24 * HOUR));
    await confirmOwnBooking(env, booking.token, before(5 * 24 * HOUR));
    expect((await loadManagedBooking(env, booking.token, START))?.terms).toEqual({ kind: "closed" });
    expect(await cancelOwnBooking(env, booking.token, START)).toEqual({ ok: false, reason: "not_possible" });
    expect((await bookingRow(booking.bookingId))?.status).toBe("pending");
  });

  it("an unconfirmed booking cancels for free even late, and the coach is not bothered with it", async () => {
    const event = await insertEvent();
    const booking = await bookAt(event.id, before(HOUR + 10 * MINUTE));
    expect(await cancelOwnBooking(env, booking.token, before(HOUR))).toEqual({ ok: true });
    expect(await bookingRow(booking.bookingId)).toMatchObject({ cancellation_fee_cents: 0 });
    expect((await mailsOf(booking.bookingId)).map((m) => m.kind)).toEqual([
      "booking-cancelled",
      "booking-confirmation",
    ]);
  });

  it("the admin list's cancellation by the coach records who and when", async () => {
    const event = await insertEvent();
    const booking = await bookAt(event.id, new Date());
    expect(await changeBookingStatus(env, booking.bookingId, "cancelled")).toBe(true);
    expect(await bookingRow(booking.bookingId)).toMatchObject({ status: "cancelled", cancelled_by: "coach" });
  });
});

describe("unconfirmed holds expire", () => {
  it("holds the seats for the hold time, then frees them even before the cron runs; a late confirmation is refused", async () => {
    const event = await insertEvent({ max_attendees: 2 });
    const booked = before(5 * 24 * HOUR);
    const booking = await bookAt(event.id, booked, guest(1, 2));
    const holdEnd = new Date(booked.getTime() + BOOKING_POLICY.holdMinutes * MINUTE);
    expect(await seatsTaken(env, event.id, new Date(holdEnd.getTime() - 1000))).toBe(2);
    expect(await seatsTaken(env, event.id, holdEnd)).toBe(0);
    // Someone else may book the freed seats right away.
    expect((await createBooking(env, event.id, guest(2, 2), holdEnd)).ok).toBe(true);
    expect(await confirmOwnBooking(env, booking.token, holdEnd)).toEqual({ ok: false, reason: "not_possible" });

    expect(await expireHolds(env, new Date(holdEnd.getTime() + MINUTE))).toBe(1);
    expect(await bookingRow(booking.bookingId)).toMatchObject({ status: "cancelled", cancelled_by: "expired" });
    expect((await loadManagedBooking(env, booking.token, holdEnd))?.state).toBe("expired");
  });
});

describe("no abuse through the booking form", () => {
  it("refuses names that carry links, addresses or digits, and collapses line breaks", () => {
    const base = { ...validFields };
    for (const name of ["Klick http://evil.example", "www.evil.example", "Anna <b>", "Gewinn 1000 EUR", "a@b.de"]) {
      const parsed = parseForm(bookingFormSchema, { ...base, full_name: name });
      expect(parsed.success, name).toBe(false);
      if (!parsed.success) expect(parsed.fieldErrors.full_name).toBe(messages.booking.validation.nameInvalid);
    }
    for (const name of ["Dr. Anna-Lena O'Brien", "Nguyễn Văn An", "José María", "Zoë Müller"]) {
      expect(parseForm(bookingFormSchema, { ...base, full_name: name }).success, name).toBe(true);
    }
    const collapsed = parseForm(bookingFormSchema, { ...base, full_name: "Anna\r\n\r\nBerlin" });
    expect(collapsed.success && collapsed.data.full_name).toBe("Anna Berlin");
  });

  it("caps unconfirmed holds under many addresses in one IPv6 /64 and across many /64s of one /48 (decision 0115)", async () => {
    const event = await insertEvent({ max_attendees: 20 });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        handleBookingRequest(
          bookingRequest(
            event.id,
            { ...validFields, email: `bot${i}@wegwerf.example`, num_tickets: "1" },
            { ip: i % 2 ? `2001:db8:1:1::${i.toString(16)}` : `2001:db8:2:${i.toString(16)}::1` },
          ),
          env,
          event.id,
        ),
      ),
    );
    const ok = answers.filter((a) => a.status === 200).length;
    // Three open holds for the one /64, six for the other /48; the rest stays bookable.
    expect(ok).toBe(BOOKING_POLICY.unconfirmedPerNetwork + BOOKING_POLICY.unconfirmedPerSite);
    expect(await seatsTaken(env, event.id)).toBe(ok);
    const refused = answers.find((a) => a.status === 409);
    expect(refused?.result.ok ? "" : refused?.result.message?.text).toBe(messages.booking.networkUnconfirmedLimit);
  });

  it("limits one address to three unconfirmed bookings and ten tickets per event", async () => {
    const events = await Promise.all(Array.from({ length: 4 }, () => insertEvent({ max_attendees: 40 })));
    const now = before(10 * 24 * HOUR);
    const sameAddress = { ...guest(7), email: "viel@example.de" };
    for (const event of events.slice(0, 3))
      expect((await createBooking(env, event.id, sameAddress, now)).ok).toBe(true);
    expect(await createBooking(env, events[3]!.id, sameAddress, now)).toEqual({
      ok: false,
      reason: "email_unconfirmed_limit",
    });

    const event = events[0]!;
    const first = await bookAt(event.id, now, { ...guest(8), email: "gruppe@example.de", num_tickets: 8 });
    await confirmOwnBooking(env, first.token, now);
    expect(
      await createBooking(env, event.id, { ...guest(8), email: "gruppe@example.de", num_tickets: 3 }, now),
    ).toEqual({
      ok: false,
      reason: "email_event_limit",
      ticketsLeft: 2,
    });
    expect(
      (await createBooking(env, event.id, { ...guest(8), email: "gruppe@example.de", num_tickets: 2 }, now)).ok,
    ).toBe(true);
  });
});

describe("a retried submission books once", () => {
  it("answers a repeated form (same idempotency key) with the first booking, also when sent at the same moment", async () => {
    const event = await insertEvent({ max_attendees: 10 });
    const key = crypto.randomUUID();
    const fields = { ...validFields, num_tickets: "2", idempotency_key: key };
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        handleBookingRequest(bookingRequest(event.id, fields, { ip: `192.0.2.${40 + i}` }), env, event.id),
      ),
    );
    for (const a of answers) expect(a.status).toBe(200);
    const references = new Set(answers.map((a) => (a.result.ok ? a.result.reference : "")));
    expect(references.size).toBe(1);
    expect(await countRows(BOOKINGS, "event_id = ?", event.id)).toBe(1);
    expect(await countRows("mail_outbox")).toBe(1);
    // A new form (new key) is a new booking.
    const again = await handleBookingRequest(
      bookingRequest(event.id, { ...fields, email: "zweite@example.de", idempotency_key: crypto.randomUUID() }),
      env,
      event.id,
    );
    expect(again.status).toBe(200);
    expect(await countRows(BOOKINGS, "event_id = ?", event.id)).toBe(2);
  });
});

describe("reminders and the coach's digest", () => {
  it("reminds every confirmed booking once, two days before, however often the cron runs", async () => {
    const event = await insertEvent();
    const confirmed = await bookAt(event.id, before(10 * 24 * HOUR), guest(1));
    await confirmOwnBooking(env, confirmed.token, before(10 * 24 * HOUR));
    await changeBookingStatus(env, confirmed.bookingId, "confirmed");
    const pending = await bookAt(event.id, before(10 * 24 * HOUR), guest(2));
    await confirmOwnBooking(env, pending.token, before(10 * 24 * HOUR));

    expect(await queueReminders(env, before(49 * HOUR))).toBe(0);
    expect(await queueReminders(env, before(47 * HOUR))).toBe(1);
    expect(await queueReminders(env, before(47 * HOUR))).toBe(0);
    expect(await queueReminders(env, before(46 * HOUR + 50 * MINUTE))).toBe(0);
    const reminders = (await mailsOf(confirmed.bookingId)).filter((m) => m.kind === "booking-reminder");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.mail.text).toMatch(/Meine Buchung: http:\/\/klarsinn\.test\/buchung\//);
    expect(reminders[0]?.mail.attachments?.[0]?.contentType).toBe("text/calendar");
    expect((await mailsOf(pending.bookingId)).some((m) => m.kind === "booking-reminder")).toBe(false);
    // After the start nobody is reminded any more.
    expect(await queueReminders(env, START)).toBe(0);

    // The queue delivers the reminder's message twice (at-least-once): it is sent once.
    const row = await env.DB.prepare("SELECT id FROM mail_outbox WHERE kind = 'booking-reminder'").first<{
      id: string;
    }>();
    const sent: MailContent[] = [];
    const mailer: Mailer = { send: async (mail) => void sent.push(mail) };
    const delivery = () =>
      createMessageBatch<MailJob>("klarsinn-mail", [
        { id: crypto.randomUUID(), timestamp: new Date(), attempts: 1, body: { outboxId: row!.id } },
      ]);
    await Promise.all([handleMailBatch(delivery(), env, mailer), handleMailBatch(delivery(), env, mailer)]);
    await handleMailBatch(delivery(), env, mailer);
    // The test worker's own consumer may have sent it already; never more than once in all.
    expect(sent.length).toBeLessThanOrEqual(1);
    expect(
      await env.DB.prepare("SELECT status FROM mail_outbox WHERE id = ?").bind(row!.id).first<{ status: string }>(),
    ).toEqual({ status: "sent" });
  });

  it("sends one digest in the 7 o'clock hour (Berlin) only when bookings wait for a decision", async () => {
    const event = await insertEvent();
    const sevenBerlin = new Date("2099-06-01T05:05:00Z");
    expect(await queueCoachDigest(env, sevenBerlin)).toBe(false); // nothing waiting
    const booking = await bookAt(event.id, new Date("2099-05-31T18:00:00Z"));
    expect(await queueCoachDigest(env, sevenBerlin)).toBe(false); // address not confirmed yet
    await confirmOwnBooking(env, booking.token, new Date("2099-05-31T18:10:00Z"));
    expect(await queueCoachDigest(env, new Date("2099-06-01T04:55:00Z"))).toBe(false); // 06:55 Berlin
    expect(await queueCoachDigest(env, sevenBerlin)).toBe(true);
    expect(await queueCoachDigest(env, new Date("2099-06-01T05:15:00Z"))).toBe(true);
    expect(await countRows("mail_outbox", "kind = 'coach-digest'")).toBe(1);
    const digest = await env.DB.prepare("SELECT payload FROM mail_outbox WHERE kind = 'coach-digest'").first<{
      payload: string;
    }>();
    expect((JSON.parse(digest!.payload) as MailContent).text).toContain("Gast Nummer: 1 Platz für");
  });

  it("counts seats for an event only: a 1:1 session or a package waits as itself (issue 51)", () => {
    const line = { tickets: 1, eventDate: "2099-06-12", createdAt: "2099-06-01T05:00:00.000Z" };
    const { text } = coachDigestMail(
      "2099-06-01",
      [
        { ...line, fullName: "Eva Event", kind: "event", eventTitle: "Zukunftsbilder malen" },
        { ...line, fullName: "Sara Session", kind: "session", eventTitle: "Einzelcoaching (60 Minuten)" },
        { ...line, fullName: "Paula Paket", kind: "package", eventTitle: "Fünf Termine" },
      ],
      "https://example.de",
    );
    expect(text).toContain("Eva Event: 1 Platz für „Zukunftsbilder malen“");
    expect(text).toContain("Sara Session: „Einzelcoaching (60 Minuten)“ am");
    expect(text).toContain("Paula Paket: „Fünf Termine“ am");
    expect(text.match(/Platz/g)).toHaveLength(1);
  });
});
