import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paymentMismatch, SEPA_HOLD_DAYS } from "../../app/features/core/booking/payment-check.server";
import { seatsTaken } from "../../app/features/products/events/seats.server";
import { BOOKINGS, countRows, insertBooking, insertEvent } from "./booking-fixtures";
import { deliver, stripeEnv, stripeEvent } from "./stripe-signed";

/*
 * Payments that do not fit their booking (issue 54, decision 0214): a session in another currency or
 * for another amount is refused, paid back and logged without personal data; a payment after the
 * hold ended is paid back and both sides are told, and the event is never oversold. Stripe's API is
 * played by a fetch stand-in; its webhook is signed as in stripe-webhook.test.ts.
 */

const MINUTE = 60 * 1000;
const environment = { ...stripeEnv, STRIPE_API_BASE: "http://stripe.stand-in.test" };

const session = (bookingId: string, overrides: Record<string, unknown> = {}) => ({
  id: `cs_test_${bookingId.slice(0, 8)}`,
  object: "checkout.session",
  mode: "payment",
  status: "complete",
  payment_status: "paid",
  amount_total: 2990,
  currency: "eur",
  client_reference_id: bookingId,
  metadata: { booking_id: bookingId },
  payment_intent: `pi_${bookingId.replace(/-/g, "").slice(0, 16)}`,
  ...overrides,
});

let refundCalls: string[] = [];
let logLines: string[] = [];

beforeEach(async () => {
  refundCalls = [];
  logLines = [];
  vi.spyOn(console, "log").mockImplementation((line: unknown) => void logLines.push(String(line)));
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init as RequestInit);
    const body = await request.text();
    if (new URL(request.url).pathname === "/v1/refunds") {
      refundCalls.push(body);
      return Response.json({ id: `re_${refundCalls.length}`, object: "refund", status: "succeeded" });
    }
    return new Response("not here", { status: 404 });
  });
  await env.DB.batch([
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare("DELETE FROM klarsinn_stripe_event"),
    env.DB.prepare(`DELETE FROM ${BOOKINGS}`),
    env.DB.prepare("DELETE FROM klarsinn_waitlist"),
  ]);
});
afterEach(() => vi.restoreAllMocks());

const rowOf = (id: string) =>
  env.DB.prepare(`SELECT status, hold_expires_at FROM ${BOOKINGS} WHERE id = ?`)
    .bind(id)
    .first<{ status: string; hold_expires_at: string | null }>();
const payments = (id: string) => countRows("klarsinn_payment", "booking_id = ?", id);
const mails = (kind: string) => countRows("mail_outbox", "kind = ?", kind);

async function heldBooking(holdUntil = new Date(Date.now() + 31 * MINUTE), seats = 4) {
  const event = await insertEvent({ max_attendees: seats });
  const booking = await insertBooking(event.id, "Mara Stern", { status: "pending", holdUntil });
  return { event, booking };
}

describe("paymentMismatch", () => {
  const booking = { currency: "EUR", total_cents: 2990, voucher_cents: 0 };
  it("accepts the owed cents in euro only", () => {
    expect(paymentMismatch(booking, { amountCents: 2990, currency: "eur" })).toBeNull();
    expect(paymentMismatch(booking, { amountCents: 2990, currency: "jpy" })).toBe("currency");
    expect(paymentMismatch(booking, { amountCents: 2989, currency: "eur" })).toBe("amount");
    expect(paymentMismatch(booking, { amountCents: 29900, currency: "eur" })).toBe("amount");
    expect(paymentMismatch({ ...booking, voucher_cents: 990 }, { amountCents: 2000, currency: "EUR" })).toBeNull();
  });
});

describe("a session that does not fit its booking", () => {
  it("refuses 66,500 JPY: nothing recorded, the booking unchanged, the money back, the coach told, no personal data logged", async () => {
    const { booking } = await heldBooking();
    const before = await rowOf(booking.id);
    const response = await deliver(
      stripeEvent("checkout.session.completed", session(booking.id, { amount_total: 66500, currency: "jpy" })),
      {},
      environment,
    );
    expect(response.status).toBe(200);
    expect(await payments(booking.id)).toBe(0);
    expect(await rowOf(booking.id)).toEqual(before);
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]).toContain(`payment_intent=${session(booking.id).payment_intent}`);
    expect(await mails("payment-refused-notification")).toBe(1);
    expect(await mails("booking-status")).toBe(0);
    const refused = logLines.find((line) => line.includes("online-payment-refused"));
    expect(refused).toContain('"reason":"currency"');
    expect(refused).not.toContain(booking.email);
    expect(refused).not.toContain("Mara");
  });

  it("refuses a euro amount that is not the booking's", async () => {
    const { booking } = await heldBooking();
    await deliver(
      stripeEvent("checkout.session.completed", session(booking.id, { amount_total: 1000 })),
      {},
      environment,
    );
    expect(await payments(booking.id)).toBe(0);
    expect((await rowOf(booking.id))?.status).toBe("pending");
    expect(logLines.find((line) => line.includes("online-payment-refused"))).toContain('"reason":"amount"');
  });
});

describe("a payment after the hold ended", () => {
  it("never oversells: the seat went to someone else, the late payer is paid back and told, the coach too", async () => {
    const { event, booking: late } = await heldBooking(new Date(Date.now() - MINUTE), 1);
    // Her hold ran out; someone else booked the one seat.
    await insertBooking(event.id, "Ida Früh", { status: "confirmed" });
    expect(await seatsTaken(env, event.id)).toBe(1);
    const response = await deliver(stripeEvent("checkout.session.completed", session(late.id)), {}, environment);
    expect(response.status).toBe(200);
    expect((await rowOf(late.id))?.status).not.toBe("confirmed");
    expect(await seatsTaken(env, event.id)).toBe(1);
    expect(refundCalls).toHaveLength(1);
    expect(await countRows("klarsinn_refund", "1 = 1")).toBe(1);
    const toHer = await env.DB.prepare("SELECT recipient, subject FROM mail_outbox WHERE kind = 'payment-late'").first<{
      recipient: string;
      subject: string;
    }>();
    expect(toHer?.recipient).toBe(late.email);
    expect(toHer?.subject).toContain("zurück");
    expect(await mails("payment-late-notification")).toBe(1);
    expect(logLines.find((line) => line.includes("online-payment-late"))).not.toContain(late.email);
  });

  it("pays back a payment for a cancelled booking as well", async () => {
    const { booking } = await heldBooking();
    await env.DB.prepare(`UPDATE ${BOOKINGS} SET status = 'cancelled' WHERE id = ?`).bind(booking.id).run();
    await deliver(stripeEvent("checkout.session.completed", session(booking.id)), {}, environment);
    expect((await rowOf(booking.id))?.status).toBe("cancelled");
    expect(refundCalls).toHaveLength(1);
    expect(await mails("payment-late")).toBe(1);
  });

  it("a payment in time still confirms, with nothing paid back", async () => {
    const { booking } = await heldBooking();
    await deliver(stripeEvent("checkout.session.completed", session(booking.id)), {}, environment);
    expect((await rowOf(booking.id))?.status).toBe("confirmed");
    expect(refundCalls).toHaveLength(0);
    expect(await mails("payment-late")).toBe(0);
  });
});

describe("SEPA under way", () => {
  it("keeps the seats while the debit runs: the hold moves on to the debit's days", async () => {
    const { booking } = await heldBooking();
    await deliver(
      stripeEvent("checkout.session.completed", session(booking.id, { payment_status: "unpaid" })),
      {},
      environment,
    );
    const row = await rowOf(booking.id);
    expect(row?.status).toBe("pending");
    expect(new Date(row!.hold_expires_at!).getTime()).toBeGreaterThan(Date.now() + (SEPA_HOLD_DAYS - 1) * 86_400_000);
  });

  /** A booking whose debit is under way: its session completed unpaid, its hold moved on by the debit's days. */
  async function debitUnderWay(seats = 1) {
    const held = await heldBooking(undefined, seats);
    await deliver(
      stripeEvent("checkout.session.completed", session(held.booking.id, { payment_status: "unpaid" })),
      {},
      environment,
    );
    expect(await seatsTaken(env, held.event.id)).toBe(1);
    return held;
  }
  const intent = (bookingId: string, method: string) => ({
    id: session(bookingId).payment_intent,
    object: "payment_intent",
    status: "requires_payment_method",
    amount: 2990,
    currency: "eur",
    metadata: { booking_id: bookingId },
    last_payment_error: { code: "payment_method_provider_decline", payment_method: { id: "pm_1", type: method } },
  });
  const waiting = (eventId: string) =>
    env.DB.prepare(
      "INSERT INTO klarsinn_waitlist (id, event_id, full_name, email, num_tickets, consent_text, status) VALUES (?, ?, 'Lena Warte', 'lena.warte@example.de', 1, 'ja', 'waiting')",
    )
      .bind(crypto.randomUUID(), eventId)
      .run();
  const waitlistStatus = () =>
    env.DB.prepare("SELECT status FROM klarsinn_waitlist WHERE email = 'lena.warte@example.de'").first<{
      status: string;
    }>();

  it("a failed debit frees the seat at once: cancelled, offered to the waiting list, payer and coach told", async () => {
    const { event, booking } = await debitUnderWay();
    await waiting(event.id);
    const failed = stripeEvent(
      "checkout.session.async_payment_failed",
      session(booking.id, { payment_status: "unpaid" }),
    );
    expect((await deliver(failed, {}, environment)).status).toBe(200);
    const row = await env.DB.prepare(`SELECT status, cancelled_by, hold_expires_at FROM ${BOOKINGS} WHERE id = ?`)
      .bind(booking.id)
      .first();
    expect(row).toMatchObject({ status: "cancelled", cancelled_by: "payment_failed" });
    expect(await payments(booking.id)).toBe(0);
    // The one seat is now held by the offer to the waiting list (the booking's is free).
    expect((await waitlistStatus())?.status).toBe("offered");
    expect(await seatsTaken(env, event.id)).toBe(1);
    const toHer = await env.DB.prepare(
      "SELECT recipient, subject FROM mail_outbox WHERE kind = 'payment-failed'",
    ).first<{
      recipient: string;
      subject: string;
    }>();
    expect(toHer?.recipient).toBe(booking.email);
    expect(toHer?.subject).toContain("Lastschrift");
    expect(await mails("payment-failed-notification")).toBe(1);
    expect(await mails("waitlist-offer")).toBe(1);
    expect(logLines.find((line) => line.includes("online-payment-failed"))).not.toContain(booking.email);
  });

  it("payment_intent.payment_failed for a SEPA debit does the same, and the session's event after it adds nothing", async () => {
    const { event, booking } = await debitUnderWay();
    await deliver(stripeEvent("payment_intent.payment_failed", intent(booking.id, "sepa_debit")), {}, environment);
    expect((await rowOf(booking.id))?.status).toBe("cancelled");
    expect(await seatsTaken(env, event.id)).toBe(0);
    await deliver(
      stripeEvent("checkout.session.async_payment_failed", session(booking.id, { payment_status: "unpaid" })),
      {},
      environment,
    );
    expect(await mails("payment-failed")).toBe(1);
    expect(await mails("payment-failed-notification")).toBe(1);
  });

  it("a card declined on Stripe's page ends nothing: the visitor may try again within her hold", async () => {
    const { booking } = await heldBooking();
    await deliver(stripeEvent("payment_intent.payment_failed", intent(booking.id, "card")), {}, environment);
    expect((await rowOf(booking.id))?.status).toBe("pending");
    expect(await mails("payment-failed")).toBe(0);
  });

  it("a booking the coach confirmed meanwhile stays confirmed; only she hears of the failed debit", async () => {
    const { event, booking } = await debitUnderWay();
    await env.DB.prepare(`UPDATE ${BOOKINGS} SET status = 'confirmed', hold_expires_at = NULL WHERE id = ?`)
      .bind(booking.id)
      .run();
    await deliver(
      stripeEvent("checkout.session.async_payment_failed", session(booking.id, { payment_status: "unpaid" })),
      {},
      environment,
    );
    expect((await rowOf(booking.id))?.status).toBe("confirmed");
    expect(await seatsTaken(env, event.id)).toBe(1);
    expect(await mails("payment-failed")).toBe(0);
    const notice = await env.DB.prepare(
      "SELECT payload FROM mail_outbox WHERE kind = 'payment-failed-notification'",
    ).first<{ payload: string }>();
    expect(notice?.payload).toContain("bleibt, wie sie ist");
  });
});
