import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CRONS } from "../../app/config/crons";
import { createBooking } from "../../app/features/core/booking/booking.server";
import { listBookings } from "../../app/features/core/booking/bookings-list.server";
import { cancelEvent } from "../../app/features/core/booking/event-changes.server";
import { cancelOwnBooking, confirmOwnBooking, withdrawOwnBooking } from "../../app/features/core/booking/manage.server";
import { changeBookingStatus, markAttended, markNoShow } from "../../app/features/core/booking/transitions.server";
import { runCron } from "../../app/features/compositions/cron/jobs.server";
import { seatsTaken } from "../../app/features/products/events/seats.server";
import { recordPayment } from "../../app/features/core/payments/payments.server";
import { getDb, schema } from "../../app/lib/db.server";
import { signToken } from "../../app/lib/signed-token.server";
import { BOOKINGS, insertEvent } from "./booking-fixtures";

/*
 * docs/booking-lifecycle.md, "One cancellation, five callers": the coach's list, "Meine Buchung",
 * the ten-minute cron, calling the event off and the withdrawal each end a booking, and each ends in
 * the one `cancel` of features/core/booking/transitions.server.ts. Seen from outside, with the real D1,
 * queue and KV: the same record change, the outbox keys of its kind of cancellation, the same seat
 * release (the waiting list is offered the seat), and the one log line only `cancel` writes.
 */

/** Ten days before the fixtures' event (12 June 2099, 10:00 Berlin). */
const NOW = new Date("2099-06-02T08:00:00Z");
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const later = (ms: number) => new Date(NOW.getTime() + ms);

let logged: Record<string, unknown>[] = [];
beforeEach(() => {
  logged = [];
  vi.spyOn(console, "log").mockImplementation((line: unknown) => {
    if (typeof line === "string" && line.startsWith("{")) logged.push(JSON.parse(line) as Record<string, unknown>);
  });
});
afterEach(() => vi.restoreAllMocks());

type Stage = "held" | "address-confirmed" | "confirmed";

/** A one-seat event with one booking at `stage` and one person waiting for the seat. */
async function bookedEvent(stage: Stage, { paid = false } = {}) {
  const event = await insertEvent({ max_attendees: 1, price_cents: 5000 });
  const email = `walk-${crypto.randomUUID().slice(0, 8)}@example.de`;
  const booked = await createBooking(
    env,
    event.id,
    { full_name: "Walk Gast", email, phone: "", num_tickets: 1, early_start: true },
    NOW,
    "de",
  );
  if (!booked.ok) throw new Error(booked.reason);
  const id = booked.bookingId;
  const token = await signToken(env, "booking", id);
  if (stage !== "held") expect(await confirmOwnBooking(env, token, later(5 * MINUTE))).toEqual({ ok: true });
  if (stage === "confirmed") expect(await changeBookingStatus(env, id, "confirmed", later(10 * MINUTE))).toBe(true);
  if (paid) {
    expect(await recordPayment(env, id, { paid_on: "2099-06-02", method: "transfer", amount: "", note: "" })).toEqual({
      ok: true,
      amountCents: 5000,
      currency: "EUR",
    });
  }
  await getDb(env)
    .insert(schema.waitlist)
    .values({
      event_id: event.id,
      full_name: "Wartende Person",
      email: `waiting-${id}@example.de`,
      num_tickets: 1,
      consent_text: "ok",
      created_at: NOW.toISOString(),
      locale: "de",
    });
  logged = [];
  return { eventId: event.id, id, token };
}

/** What a cancellation left behind: the record, the e-mails' keys, the invoices, the seats, the waiting list, the trace. */
async function aftermath(eventId: string, id: string, at: Date) {
  const record = await env.DB.prepare(
    `SELECT status, cancelled_by, cancelled_at IS NOT NULL AS stamped, cancellation_fee_cents AS fee,
            withdrawn_at IS NOT NULL AS withdrawn, refund_due_cents AS refund FROM ${BOOKINGS} WHERE id = ?`,
  )
    .bind(id)
    .first();
  const { results: keys } = await env.DB.prepare("SELECT dedupe_key FROM mail_outbox WHERE ref_id = ? ORDER BY rowid")
    .bind(id)
    .all<{ dedupe_key: string }>();
  const { results: invoices } = await env.DB.prepare(
    "SELECT kind FROM klarsinn_invoice WHERE booking_id = ? ORDER BY number",
  )
    .bind(id)
    .all<{ kind: string }>();
  const waiting = await env.DB.prepare("SELECT status FROM klarsinn_waitlist WHERE event_id = ?")
    .bind(eventId)
    .first<{ status: string }>();
  return {
    record,
    keys: keys.map((row) => row.dedupe_key),
    invoices: invoices.map((row) => row.kind),
    seatsTaken: await seatsTaken(env, eventId, at),
    waiting: waiting?.status,
    /** `cancel` writes this line, and nothing else does. */
    cancellations: logged.filter((line) => line.event === "booking-cancelled" && line.eventId === eventId),
    seatsFreedPurges: logged.filter((line) => line.event === "public-pages-purged" && line.reason === "seats-freed"),
  };
}

/** The outbox keys every booking carries from before it was cancelled. */
const keysBefore = (id: string, stage: Stage) => [
  `booking-confirmation:${id}`,
  ...(stage === "held" ? [] : [`booking-notification:${id}`]),
  ...(stage === "confirmed" ? [`booking-status:${id}:confirmed`] : []),
];

describe("one cancellation, five callers", () => {
  it("the coach's list: cancel by the coach, her e-mail with the Stornorechnung, the seat offered", async () => {
    const { eventId, id } = await bookedEvent("confirmed");
    const at = later(HOUR);
    expect(await changeBookingStatus(env, id, "cancelled", at)).toBe(true);
    const after = await aftermath(eventId, id, at);
    expect(after.record).toMatchObject({
      status: "cancelled",
      cancelled_by: "coach",
      stamped: 1,
      fee: 0,
      withdrawn: 0,
    });
    expect(after.keys).toEqual([...keysBefore(id, "confirmed"), `booking-status:${id}:cancelled`]);
    expect(after.invoices).toEqual(["invoice", "cancellation"]);
    expect(after.cancellations).toEqual([{ event: "booking-cancelled", by: "coach", eventId, late: false }]);
    // The one seat is free of the booking and held by the offer to the person waiting.
    expect(after.waiting).toBe("offered");
    expect(after.seatsTaken).toBe(1);
    expect(after.seatsFreedPurges).toHaveLength(1);
  });

  it('"Meine Buchung": cancel by the visitor, both sides told in the same batch, the documents mailed, the seat offered', async () => {
    const { eventId, id, token } = await bookedEvent("confirmed");
    const at = later(HOUR);
    expect(await cancelOwnBooking(env, token, at)).toEqual({ ok: true });
    const after = await aftermath(eventId, id, at);
    expect(after.record).toMatchObject({
      status: "cancelled",
      cancelled_by: "visitor",
      stamped: 1,
      fee: 0,
      withdrawn: 0,
    });
    expect(after.keys).toEqual([
      ...keysBefore(id, "confirmed"),
      `booking-cancelled:visitor:${id}`,
      `booking-cancelled:coach:${id}`,
      `invoice-documents:${id}`,
    ]);
    expect(after.invoices).toEqual(["invoice", "cancellation"]);
    expect(after.cancellations).toEqual([{ event: "booking-cancelled", by: "visitor", eventId, late: false }]);
    // The one seat is free of the booking and held by the offer to the person waiting.
    expect(after.waiting).toBe("offered");
    expect(after.seatsTaken).toBe(1);
    expect(after.seatsFreedPurges).toHaveLength(1);
  });

  it("the cron: cancel by the expired hold, no e-mail and no invoice, the seat offered", async () => {
    const { eventId, id } = await bookedEvent("held");
    const at = later(61 * MINUTE);
    await runCron(CRONS.bookingLifecycle, env, at.getTime());
    const after = await aftermath(eventId, id, at);
    expect(after.record).toMatchObject({ status: "cancelled", cancelled_by: "expired", stamped: 1, withdrawn: 0 });
    expect(after.keys).toEqual(keysBefore(id, "held"));
    expect(after.invoices).toEqual([]);
    expect(after.cancellations).toEqual([{ event: "booking-cancelled", by: "expired", eventId, late: false }]);
    // The one seat is free of the booking and held by the offer to the person waiting.
    expect(after.waiting).toBe("offered");
    expect(after.seatsTaken).toBe(1);
    expect(after.seatsFreedPurges).toHaveLength(1);
  });

  it("the event called off: cancel for the event, the e-mail that it is off, no seat offered (the list is closed)", async () => {
    const { eventId, id } = await bookedEvent("confirmed");
    const at = later(HOUR);
    expect(await cancelEvent(env, eventId, at)).toEqual({ ok: true, cancelled: 1, left: 0 });
    const after = await aftermath(eventId, id, at);
    expect(after.record).toMatchObject({
      status: "cancelled",
      cancelled_by: "coach",
      stamped: 1,
      fee: 0,
      withdrawn: 0,
    });
    expect(after.keys).toEqual([...keysBefore(id, "confirmed"), `booking-status:${id}:cancelled`]);
    expect(after.invoices).toEqual(["invoice", "cancellation"]);
    expect(after.cancellations).toEqual([{ event: "booking-cancelled", by: "event-called-off", eventId, late: false }]);
    expect(after.seatsTaken).toBe(0);
    expect(after.waiting).toBe("removed");
    expect(after.seatsFreedPurges).toHaveLength(0);
  });

  it("the withdrawal: free inside the fee window, the Stornorechnung, what was paid recorded to be refunded", async () => {
    const { eventId, id, token } = await bookedEvent("confirmed", { paid: true });
    // A day before the start: cancelling would cost half; withdrawing costs nothing.
    const at = new Date("2099-06-11T08:00:00Z");
    expect(await withdrawOwnBooking(env, token, at)).toEqual({ ok: true });
    const after = await aftermath(eventId, id, at);
    expect(after.record).toMatchObject({
      status: "cancelled",
      cancelled_by: "visitor",
      stamped: 1,
      fee: 0,
      withdrawn: 1,
      refund: 5000,
    });
    expect(after.keys).toEqual([
      ...keysBefore(id, "confirmed"),
      `booking-cancelled:visitor:${id}`,
      `booking-cancelled:coach:${id}`,
      `invoice-documents:${id}`,
    ]);
    expect(after.invoices).toEqual(["invoice", "cancellation"]);
    expect(after.cancellations).toEqual([{ event: "booking-cancelled", by: "withdrawal", eventId, late: false }]);
    // The one seat is free of the booking and held by the offer to the person waiting.
    expect(after.waiting).toBe("offered");
    expect(after.seatsTaken).toBe(1);
    // The coach's bookings list shows what goes back.
    const [listed] = await listBookings(env, { eventId }, 10);
    expect(listed).toMatchObject({ id, refund_due_cents: 5000, paid_cents: 5000, due_cents: 0 });
    expect(listed?.withdrawn_at).toBe(at.toISOString());
    // The same moment by the visitor's own cancellation would have cost the fee: the withdrawal is what differs.
    const other = await bookedEvent("confirmed");
    expect(await cancelOwnBooking(env, other.token, at)).toEqual({ ok: true });
    expect((await aftermath(other.eventId, other.id, at)).record).toMatchObject({ fee: 2500, withdrawn: 0 });
  });

  it("each cancellation happens once: a second one from any caller is refused and changes nothing", async () => {
    const { eventId, id, token } = await bookedEvent("confirmed");
    const at = later(HOUR);
    expect(await cancelOwnBooking(env, token, at)).toEqual({ ok: true });
    const first = await aftermath(eventId, id, at);
    expect(await changeBookingStatus(env, id, "cancelled", at)).toBe(false);
    expect(await cancelOwnBooking(env, token, at)).toEqual({ ok: false, reason: "not_possible" });
    expect(await withdrawOwnBooking(env, token, at)).toEqual({ ok: false, reason: "not_possible" });
    const second = await aftermath(eventId, id, at);
    expect(second.keys).toEqual(first.keys);
    expect(second.invoices).toEqual(first.invoices);
    expect(second.record).toEqual(first.record);
    expect(second.cancellations).toHaveLength(1);
  });
});

describe("attendance", () => {
  it("is recorded for a confirmed booking once the event has begun, and only then", async () => {
    const { id } = await bookedEvent("confirmed");
    const before = new Date("2099-06-12T07:00:00Z");
    const during = new Date("2099-06-12T09:00:00Z");
    expect(await markAttended(env, id, before)).toEqual({ ok: false, reason: "not_possible" });
    expect(await markNoShow(env, id, during)).toMatchObject({ ok: true });
    expect(await markAttended(env, id, during)).toMatchObject({ ok: true });
    const row = await env.DB.prepare(`SELECT attendance FROM ${BOOKINGS} WHERE id = ?`).bind(id).first();
    expect(row).toEqual({ attendance: "attended" });
    const held = await bookedEvent("held");
    expect(await markAttended(env, held.id, during)).toEqual({ ok: false, reason: "not_possible" });
  });
});
