import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import operations from "../../docs/operations.md?raw";
import { HANDLED_STRIPE_EVENTS } from "../../app/features/core/booking/online-payment.server";
import { seatsTaken } from "../../app/features/products/events/seats.server";
import { BOOKINGS, countRows, insertBooking, insertEvent } from "./booking-fixtures";
import { deliver, signatureFor, stripeEvent, WEBHOOK_SECRET as SECRET } from "./stripe-signed";

// The webhook /webhooks/stripe through the whole Worker (docs/decisions/0141-stripe-checkout-and-webhook.md):
// payloads signed here with the same library's helper, the real local D1 behind it.

const MINUTE = 60 * 1000;

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

async function bookingRow(id: string) {
  return env.DB.prepare(`SELECT status, hold_expires_at, email_confirmed_at FROM ${BOOKINGS} WHERE id = ?`)
    .bind(id)
    .first<{ status: string; hold_expires_at: string | null; email_confirmed_at: string | null }>();
}
const payments = (bookingId: string) => countRows("klarsinn_payment", "booking_id = ?", bookingId);
const statusMails = (bookingId: string) =>
  countRows("mail_outbox", "ref_id = ? AND kind = 'booking-status'", bookingId);

async function heldBooking() {
  const event = await insertEvent({ max_attendees: 4 });
  const booking = await insertBooking(event.id, "Mara Stern", {
    status: "pending",
    holdUntil: new Date(Date.now() + 31 * MINUTE),
  });
  return { event, booking };
}

beforeEach(async () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  await env.DB.batch([
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare("DELETE FROM klarsinn_stripe_event"),
    env.DB.prepare(`DELETE FROM ${BOOKINGS}`),
  ]);
});
afterEach(() => vi.restoreAllMocks());

describe("checkout.session.completed, paid", () => {
  it("confirms the booking, records the payment, issues the invoice as paid and queues one e-mail", async () => {
    const { booking } = await heldBooking();
    const response = await deliver(stripeEvent("checkout.session.completed", session(booking.id)));
    expect(response.status).toBe(200);
    const row = await bookingRow(booking.id);
    expect(row).toMatchObject({ status: "confirmed", hold_expires_at: null });
    expect(row?.email_confirmed_at).not.toBeNull();
    const payment = await env.DB.prepare(
      "SELECT amount_cents, method, provider_ref FROM klarsinn_payment WHERE booking_id = ?",
    )
      .bind(booking.id)
      .first();
    expect(payment).toEqual({
      amount_cents: 2990,
      method: "provider",
      provider_ref: session(booking.id).payment_intent,
    });
    const invoice = await env.DB.prepare("SELECT gross_cents, snapshot FROM klarsinn_invoice WHERE booking_id = ?")
      .bind(booking.id)
      .first<{ gross_cents: number; snapshot: string }>();
    expect(invoice?.gross_cents).toBe(2990);
    const snapshot = JSON.parse(invoice!.snapshot) as { paidOn?: string; payment: unknown };
    expect(snapshot.paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(snapshot.payment).toBeNull();
    expect(await statusMails(booking.id)).toBe(1);
    const mail = await env.DB.prepare("SELECT payload FROM mail_outbox WHERE ref_id = ? AND kind = 'booking-status'")
      .bind(booking.id)
      .first<{ payload: string }>();
    // Paid: the e-mail says so and asks for no transfer.
    expect(mail!.payload).toContain("online eingegangen");
    expect(mail!.payload).not.toContain("IBAN");
  });

  it("refuses an amount below the total (decision 0214): nothing recorded, the booking left pending", async () => {
    const { booking } = await heldBooking();
    const response = await deliver(
      stripeEvent("checkout.session.completed", session(booking.id, { amount_total: 1000 })),
    );
    expect(response.status).toBe(200);
    expect((await bookingRow(booking.id))?.status).toBe("pending");
    expect(await payments(booking.id)).toBe(0);
    expect(await statusMails(booking.id)).toBe(0);
  });
});

describe("signatures", () => {
  it("answers 400 and changes nothing for a missing, a wrong, a foreign-secret and an outdated signature", async () => {
    const { booking } = await heldBooking();
    const payload = stripeEvent("checkout.session.completed", session(booking.id));
    const answers = [
      await deliver(payload, { signature: null }),
      await deliver(payload, { signature: "t=1,v1=deadbeef" }),
      await deliver(payload, { secret: "whsec_someone_else" }),
      await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 60 * 60 }),
      // The body changed after signing.
      await deliver(payload.replace('"amount_total":2990', '"amount_total":1'), {
        signature: await signatureFor(payload, SECRET),
      }),
    ];
    expect(answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 400]);
    expect((await bookingRow(booking.id))?.status).toBe("pending");
    expect(await payments(booking.id)).toBe(0);
    expect(await countRows("klarsinn_stripe_event")).toBe(0);
    expect(await countRows("mail_outbox")).toBe(0);
  });

  it("is not there without Stripe's secrets (the site as before): 404, nothing read", async () => {
    const { booking } = await heldBooking();
    const response = await deliver(stripeEvent("checkout.session.completed", session(booking.id)), {}, { ...env });
    expect(response.status).toBe(404);
    expect((await bookingRow(booking.id))?.status).toBe("pending");
  });
});

describe("replays, duplicates and order", () => {
  it("a replayed event (same id) changes nothing the second time", async () => {
    const { booking } = await heldBooking();
    const payload = stripeEvent("checkout.session.completed", session(booking.id));
    expect((await deliver(payload)).status).toBe(200);
    const replay = await deliver(payload);
    expect(replay.status).toBe(200);
    expect(await replay.text()).toBe("Already handled");
    expect(await payments(booking.id)).toBe(1);
    expect(await statusMails(booking.id)).toBe(1);
    expect(await countRows("klarsinn_stripe_event")).toBe(1);
  });

  it("the same payment in two events, delivered at once, is recorded once with one e-mail and one invoice", async () => {
    const { booking } = await heldBooking();
    const answers = await Promise.all([
      deliver(stripeEvent("checkout.session.completed", session(booking.id))),
      deliver(stripeEvent("checkout.session.completed", session(booking.id))),
      deliver(stripeEvent("checkout.session.async_payment_succeeded", session(booking.id))),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await payments(booking.id)).toBe(1);
    expect(await statusMails(booking.id)).toBe(1);
    expect(await countRows("klarsinn_invoice", "booking_id = ?", booking.id)).toBe(1);
  });

  it("an expiry that arrives after the payment leaves the paid booking and its seats alone", async () => {
    const { event, booking } = await heldBooking();
    await deliver(stripeEvent("checkout.session.completed", session(booking.id)));
    const late = await deliver(stripeEvent("checkout.session.expired", session(booking.id, { status: "expired" })));
    expect(late.status).toBe(200);
    expect((await bookingRow(booking.id))?.status).toBe("confirmed");
    expect(await seatsTaken(env, event.id)).toBe(1);
  });

  it("SEPA: completed while unpaid changes nothing; async_payment_succeeded then confirms, even before the completed event", async () => {
    const { booking } = await heldBooking();
    const processing = session(booking.id, { payment_status: "unpaid" });
    const succeeded = stripeEvent("checkout.session.async_payment_succeeded", session(booking.id));
    // Out of order: the success first, the "completed, unpaid" afterwards.
    expect((await deliver(succeeded)).status).toBe(200);
    expect((await deliver(stripeEvent("checkout.session.completed", processing))).status).toBe(200);
    expect((await bookingRow(booking.id))?.status).toBe("confirmed");
    expect(await payments(booking.id)).toBe(1);
    expect(await statusMails(booking.id)).toBe(1);
  });

  it("a failed debit records nothing and frees the booking's seats at once (decision 0227)", async () => {
    const { event, booking } = await heldBooking();
    const failed = stripeEvent(
      "checkout.session.async_payment_failed",
      session(booking.id, { payment_status: "unpaid" }),
    );
    expect((await deliver(failed)).status).toBe(200);
    expect((await bookingRow(booking.id))?.status).toBe("cancelled");
    expect(await seatsTaken(env, event.id)).toBe(0);
    expect(await payments(booking.id)).toBe(0);
  });
});

describe("the events it acts on", () => {
  it("are the ones the operations guide subscribes the endpoint to, no more and no fewer", () => {
    const step = operations.slice(operations.indexOf("Developers → Webhooks"));
    const subscribed = step.slice(0, step.indexOf("signing secret")).match(/`[a-z_]+(?:\.[a-z_]+)+`/g) ?? [];
    expect(subscribed.map((name) => name.slice(1, -1)).sort()).toEqual([...HANDLED_STRIPE_EVENTS].sort());
  });

  it("an event without a handler is answered 200, recorded as seen, and changes nothing of the booking", async () => {
    const { booking } = await heldBooking();
    const response = await deliver(stripeEvent("customer.created", { id: "cus_test", object: "customer" }));
    expect(response.status).toBe(200);
    expect(await payments(booking.id)).toBe(0);
    expect(await statusMails(booking.id)).toBe(0);
    expect((await bookingRow(booking.id))?.status).toBe("pending");
  });
});

describe("checkout.session.expired", () => {
  it("frees the seats of a hold whose session ran out", async () => {
    const event = await insertEvent({ max_attendees: 4 });
    const booking = await insertBooking(event.id, "Lea Sommer", {
      status: "pending",
      holdUntil: new Date(Date.now() - MINUTE),
    });
    const response = await deliver(stripeEvent("checkout.session.expired", session(booking.id, { status: "expired" })));
    expect(response.status).toBe(200);
    expect((await bookingRow(booking.id))?.status).toBe("cancelled");
    expect(await seatsTaken(env, event.id)).toBe(0);
  });

  it("does not cancel a hold that still runs (a session's expiry never shortens the hold)", async () => {
    const { booking } = await heldBooking();
    await deliver(stripeEvent("checkout.session.expired", session(booking.id, { status: "expired" })));
    expect((await bookingRow(booking.id))?.status).toBe("pending");
  });
});

describe("charge.refunded", () => {
  it("records the refunded running total once, whatever the number of deliveries", async () => {
    const { booking } = await heldBooking();
    const paid = session(booking.id);
    await deliver(stripeEvent("checkout.session.completed", paid));
    const charge = (amountRefunded: number) => ({
      id: "ch_test_1",
      object: "charge",
      amount: 2990,
      amount_refunded: amountRefunded,
      currency: "eur",
      refunded: amountRefunded === 2990,
      payment_intent: paid.payment_intent,
    });
    await deliver(stripeEvent("charge.refunded", charge(1495)));
    await deliver(stripeEvent("charge.refunded", charge(1495)));
    const sum = () =>
      env.DB.prepare("SELECT COALESCE(SUM(amount_cents), 0) AS s FROM klarsinn_refund WHERE booking_id = ?")
        .bind(booking.id)
        .first<{ s: number }>();
    expect((await sum())?.s).toBe(1495);
    // The rest later: the total grows to the whole amount, and an older delivery arriving late adds nothing.
    await deliver(stripeEvent("charge.refunded", charge(2990)));
    await deliver(stripeEvent("charge.refunded", charge(1495)));
    expect((await sum())?.s).toBe(2990);
  });
});
