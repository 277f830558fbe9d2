import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startCheckout } from "../../app/features/core/booking/online-payment.server";
import { checkoutToken } from "../../app/features/core/payments/stripe.server";
import { BOOKINGS, insertBooking, insertEvent } from "./booking-fixtures";

// Holds fair by construction (decision 0115, amended): a hold is extended for online payment only
// once Stripe really made a Checkout session, once per booking, and a session whose seats are gone
// meanwhile is expired again. Stripe is played by a fetch stand-in inside the Workers runtime.

const MINUTE = 60_000;
const stripeEnv = { ...env, STRIPE_SECRET_KEY: "sk_test_unit_only", STRIPE_API_BASE: "http://stripe.stand-in.test" };

interface Call {
  path: string;
  idempotencyKey: string | null;
  body: string;
}
function stripeStandIn(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input as RequestInfo, init as RequestInit);
    const call = {
      path: new URL(request.url).pathname,
      idempotencyKey: request.headers.get("Idempotency-Key"),
      body: await request.text(),
    };
    calls.push(call);
    return answer(call);
  });
  return calls;
}
const session = (id = "cs_test_1") =>
  Response.json({ id, object: "checkout.session", url: `https://checkout.stand-in.test/${id}` });

async function heldBooking(now: Date) {
  const event = await insertEvent({ max_attendees: 4, price_cents: 2990 });
  const booking = await insertBooking(event.id, "Mara Stern", {
    status: "pending",
    createdAt: now,
    holdUntil: new Date(now.getTime() + 15 * MINUTE),
  });
  return { booking, token: await checkoutToken(env, booking.id, now.getTime()) };
}
const holdOf = async (id: string) =>
  (await env.DB.prepare(`SELECT hold_expires_at FROM ${BOOKINGS} WHERE id = ?`).bind(id).first<{
    hold_expires_at: string | null;
  }>())!.hold_expires_at;

beforeEach(async () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  await env.DB.prepare(`DELETE FROM ${BOOKINGS}`).run();
});
afterEach(() => vi.restoreAllMocks());

describe("a hold is extended for online payment only once a Checkout session exists", () => {
  it("leaves the hold as it was when Stripe fails or cannot be reached", async () => {
    const now = new Date();
    const { booking, token } = await heldBooking(now);
    const before = await holdOf(booking.id);
    stripeStandIn(() => new Response(JSON.stringify({ error: { type: "api_error" } }), { status: 500 }));
    for (let i = 0; i < 3; i++) {
      expect(await startCheckout(stripeEnv, token, new Date(now.getTime() + i * MINUTE))).toEqual({
        ok: false,
        reason: "provider_failed",
      });
    }
    expect(await holdOf(booking.id)).toBe(before);
    vi.restoreAllMocks();
    vi.spyOn(globalThis, "fetch").mockRejectedValue(new TypeError("network unreachable"));
    expect((await startCheckout(stripeEnv, token, now)).ok).toBe(false);
    expect(await holdOf(booking.id)).toBe(before);
  });

  it("extends it once when the session exists; a second click gets the same session, not half an hour more", async () => {
    const now = new Date();
    const { booking, token } = await heldBooking(now);
    const calls = stripeStandIn(() => session());
    expect(await startCheckout(stripeEnv, token, now)).toMatchObject({ ok: true });
    const extended = await holdOf(booking.id);
    expect(new Date(extended!).getTime()).toBeGreaterThanOrEqual(now.getTime() + 31 * MINUTE);
    expect(await startCheckout(stripeEnv, token, new Date(now.getTime() + 10 * MINUTE))).toMatchObject({ ok: true });
    expect(await startCheckout(stripeEnv, token, new Date(now.getTime() + 25 * MINUTE))).toMatchObject({ ok: true });
    expect(await holdOf(booking.id)).toBe(extended);
    const creates = calls.filter((c) => c.path === "/v1/checkout/sessions");
    expect(new Set(creates.map((c) => c.idempotencyKey)).size).toBe(1);
  });

  it("expires the new session again when the seats were released meanwhile", async () => {
    const now = new Date();
    const { booking, token } = await heldBooking(now);
    const calls = stripeStandIn(async (call) => {
      if (call.path === "/v1/checkout/sessions") {
        // The hold ends while Stripe makes the session (the lifecycle job released it).
        await env.DB.prepare(`UPDATE ${BOOKINGS} SET status = 'cancelled' WHERE id = ?`).bind(booking.id).run();
        return session("cs_test_gone");
      }
      return session("cs_test_gone");
    });
    expect(await startCheckout(stripeEnv, token, now)).toEqual({ ok: false, reason: "not_open" });
    expect(calls.map((c) => c.path)).toContain("/v1/checkout/sessions/cs_test_gone/expire");
  });
});
