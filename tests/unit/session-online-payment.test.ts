import { env } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { checkoutProduct } from "../../app/features/core/booking/online-payment.server";
import { bookingWithEvent } from "../../app/features/core/invoices/invoices.server";
import { packageCredits } from "../../app/features/products/packages/credits.server";
import { createPackagePurchase } from "../../app/features/products/packages/purchase.server";
import { handleSessionBookingRequest } from "../../app/features/products/sessions/page.server";
import { createSessionBooking } from "../../app/features/products/sessions/booking.server";
import { loadScheduler } from "../../app/features/products/sessions/loader.server";
import { seedAppointmentTypeId, seedPackageId, seedStatements } from "../../db/seed-data";
import { BOOKINGS } from "./booking-fixtures";
import { deliver, stripeEnv, stripeEvent } from "./stripe-signed";
import { verifyToken } from "../../app/lib/signed-token.server";

/*
 * Paid 1:1 sessions and packages paid online (issue 51): the events' Checkout and the signed webhook
 * take any booking of an events row (decisions 0130, 0141, 0150). The webhook confirms a session and
 * a package purchase with the invoice issued as paid and one e-mail; the package's credits become
 * usable at once; the amount is the booking's, decided by the server.
 */

const COACHING_60 = seedAppointmentTypeId(2);
const FIVE = seedPackageId(1);
const billing = {
  billing_street: "Lindenweg 3",
  billing_postcode: "38100",
  billing_city: "Braunschweig",
  billing_country: "DE",
};
let counter = 0;
const person = () => {
  counter++;
  // The form's name rule takes letters only: the count spelled as letters.
  return {
    full_name: `Olga ${"ABCDEFGHIJKLMNOP"[counter]}online`,
    email: `online-1to1-${counter}@example.de`,
    phone: "",
    num_tickets: 1,
  };
};

const checkoutSession = (bookingId: string, amountCents: number) => ({
  id: `cs_test_${bookingId.slice(0, 8)}`,
  object: "checkout.session",
  mode: "payment",
  status: "complete",
  payment_status: "paid",
  amount_total: amountCents,
  currency: "eur",
  client_reference_id: bookingId,
  metadata: { booking_id: bookingId },
  payment_intent: `pi_${bookingId.replace(/-/g, "").slice(0, 16)}`,
});

async function freeStart(index: number, now = new Date()): Promise<number> {
  const { days } = await loadScheduler(env, COACHING_60, now);
  const starts = days
    .slice(2)
    .map((day) => day.slots.find((slot) => slot.places.includes("online"))?.startMs)
    .filter((start): start is number => start !== undefined);
  return starts[index]!;
}

const paidState = async (bookingId: string) => {
  const booking = await env.DB.prepare(
    `SELECT status, hold_expires_at, email_confirmed_at, total_cents FROM ${BOOKINGS} WHERE id = ?`,
  )
    .bind(bookingId)
    .first<{
      status: string;
      hold_expires_at: string | null;
      email_confirmed_at: string | null;
      total_cents: number;
    }>();
  const payments = await env.DB.prepare("SELECT amount_cents, method FROM klarsinn_payment WHERE booking_id = ?")
    .bind(bookingId)
    .all<{ amount_cents: number; method: string }>();
  const invoice = await env.DB.prepare(
    "SELECT gross_cents, snapshot FROM klarsinn_invoice WHERE booking_id = ? AND kind = 'invoice'",
  )
    .bind(bookingId)
    .first<{ gross_cents: number; snapshot: string }>();
  const mails = await env.DB.prepare("SELECT payload FROM mail_outbox WHERE ref_id = ? AND kind = 'booking-status'")
    .bind(bookingId)
    .all<{ payload: string }>();
  return { booking, payments: payments.results, invoice, mails: mails.results };
};

beforeAll(async () => {
  await env.DB.batch(seedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
});
beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("a paid 1:1 session paid online", () => {
  it("the signed webhook confirms it, records the payment and issues the invoice as paid, with one e-mail", async () => {
    const booked = await createSessionBooking(
      env,
      { typeId: COACHING_60, startMs: await freeStart(0), place: "online" },
      { ...person(), early_start: true },
    );
    if (!booked.ok) throw new Error(`booking refused: ${booked.reason}`);
    expect(booked.totalCents).toBeGreaterThan(0);
    const response = await deliver(
      stripeEvent("checkout.session.completed", checkoutSession(booked.bookingId, booked.totalCents)),
    );
    expect(response.status).toBe(200);
    const state = await paidState(booked.bookingId);
    expect(state.booking).toMatchObject({ status: "confirmed", hold_expires_at: null });
    expect(state.booking?.email_confirmed_at).not.toBeNull();
    expect(state.payments).toEqual([{ amount_cents: booked.totalCents, method: "provider" }]);
    expect(state.invoice?.gross_cents).toBe(booked.totalCents);
    expect((JSON.parse(state.invoice!.snapshot) as { paidOn?: string }).paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(state.mails).toHaveLength(1);
    expect(state.mails[0]!.payload).toContain("online eingegangen");
    expect(state.mails[0]!.payload).not.toContain("IBAN");
    // The same event again (Stripe's repeated delivery) changes nothing.
    await deliver(stripeEvent("checkout.session.completed", checkoutSession(booked.bookingId, booked.totalCents)));
    expect((await paidState(booked.bookingId)).payments).toHaveLength(1);
  });

  it("an amount below the session's price confirms nothing", async () => {
    const booked = await createSessionBooking(
      env,
      { typeId: COACHING_60, startMs: await freeStart(1), place: "online" },
      { ...person(), early_start: true },
    );
    if (!booked.ok) throw new Error(`booking refused: ${booked.reason}`);
    await deliver(stripeEvent("checkout.session.completed", checkoutSession(booked.bookingId, 100)));
    const state = await paidState(booked.bookingId);
    expect(state.booking?.status).toBe("pending");
    expect(state.invoice).toBeNull();
    expect(state.mails).toHaveLength(0);
  });

  it("/termin's answer offers 'Jetzt online bezahlen' with a checkout token for this booking where Stripe is set", async () => {
    const start = await freeStart(2);
    const body = new URLSearchParams({
      type: COACHING_60,
      place: "online",
      start: String(start),
      ...person(),
      num_tickets: "1",
      early_start: "on",
      ...billing,
    });
    const request = new Request("http://klarsinn.test/termin", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "198.51.100.61" },
      body,
    });
    const withStripe = await handleSessionBookingRequest(request, stripeEnv as unknown as Env);
    expect(withStripe.result).toMatchObject({ ok: true });
    const token = withStripe.result.onlinePayment?.token;
    expect(token).toBeTruthy();
    const check = await verifyToken(env, token, "checkout");
    expect(check.ok).toBe(true);
    // Without the key: the transfer as before, no online choice.
    body.set("start", String(await freeStart(3)));
    body.set("email", "ohne-stripe@example.de");
    const without = await handleSessionBookingRequest(
      new Request("http://klarsinn.test/termin", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": "198.51.100.62" },
        body,
      }),
      env,
    );
    expect(without.result).toMatchObject({ ok: true });
    expect(without.result.payment).toBeDefined();
    expect(without.result.onlinePayment).toBeUndefined();
  });
});

describe("a package paid online", () => {
  it("the signed webhook confirms the purchase with its paid invoice, and its credits are usable at once", async () => {
    const now = new Date();
    const purchase = await createPackagePurchase(env, FIVE, { ...person(), ...billing }, now);
    if (!purchase.ok) throw new Error(`purchase refused: ${purchase.reason}`);
    const row = await bookingWithEvent(env, purchase.bookingId);
    expect(await packageCredits(env, row!.event.id, row!.booking.status, now)).toMatchObject({ state: "waiting" });
    const response = await deliver(
      stripeEvent("checkout.session.completed", checkoutSession(purchase.bookingId, purchase.totalCents)),
    );
    expect(response.status).toBe(200);
    const state = await paidState(purchase.bookingId);
    expect(state.booking).toMatchObject({ status: "confirmed", hold_expires_at: null, total_cents: 63000 });
    expect(state.payments).toEqual([{ amount_cents: 63000, method: "provider" }]);
    expect(state.invoice?.gross_cents).toBe(63000);
    expect(state.mails).toHaveLength(1);
    expect(await packageCredits(env, row!.event.id, "confirmed", now)).toMatchObject({ left: 5, state: "usable" });
  });
});

describe("what Stripe's page names and where 'back' leads", () => {
  it("an event's seats and page, a session's kind, day and time and its scheduler, a package and /pakete", async () => {
    const session = await createSessionBooking(
      env,
      { typeId: COACHING_60, startMs: await freeStart(4), place: "online" },
      { ...person(), early_start: true },
    );
    if (!session.ok) throw new Error(`booking refused: ${session.reason}`);
    const sessionRow = (await bookingWithEvent(env, session.bookingId))!;
    const product = checkoutProduct(sessionRow.event, sessionRow.booking);
    expect(product.page).toBe(`/termin?art=${COACHING_60}`);
    expect(product.name).toContain(sessionRow.event.title);
    expect(product.name).toContain(sessionRow.event.start_time);
    expect(product.name).not.toContain("×");

    const purchase = await createPackagePurchase(env, FIVE, { ...person(), ...billing });
    if (!purchase.ok) throw new Error(`purchase refused: ${purchase.reason}`);
    const packageRow = (await bookingWithEvent(env, purchase.bookingId))!;
    expect(checkoutProduct(packageRow.event, packageRow.booking)).toEqual({
      name: packageRow.event.title,
      page: "/pakete",
    });

    const event = { ...sessionRow.event, kind: "event" as const, slug: "achtsam-fuehren" };
    expect(checkoutProduct(event, { ...sessionRow.booking, num_tickets: 2 })).toEqual({
      name: `${event.title} (2×)`,
      page: "/events/achtsam-fuehren",
    });
  });
});
