import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createBooking } from "../../app/features/core/booking/booking.server";
import { signToken } from "../../app/lib/signed-token.server";
import * as manage from "../../app/routes/buchung.$token";
import * as manageIcs from "../../app/routes/buchung.$token.kalender[.]ics";
import * as offer from "../../app/routes/warteliste.$token";
import { get, post, routerContext, run } from "./admin-helpers";
import { BOOKINGS, insertEvent } from "./booking-fixtures";

/**
 * The pages behind the links in booking e-mails, called as React Router calls them: a GET never
 * changes anything, bad input gets a 4xx with a German message, never a 500.
 */
type Fn = (args: {
  request: Request;
  context: ReturnType<typeof routerContext>;
  params: Record<string, string>;
}) => unknown;
const call = (fn: unknown, request: Request, token: string) =>
  run(() => (fn as Fn)({ request, context: routerContext(), params: { token } }));

async function freshBooking() {
  const event = await insertEvent();
  const booking = await createBooking(env, event.id, {
    full_name: "Ida Link",
    email: `ida-${crypto.randomUUID()}@example.de`,
    phone: "",
    num_tickets: 1,
  });
  if (!booking.ok) throw new Error(booking.reason);
  return { id: booking.bookingId, token: await signToken(env, "booking", booking.bookingId) };
}

const stateOf = async (id: string) =>
  (await env.DB.prepare(`SELECT status, hold_expires_at FROM ${BOOKINGS} WHERE id = ?`).bind(id).first()) as {
    status: string;
    hold_expires_at: string | null;
  };

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM mail_outbox"), env.DB.prepare(`DELETE FROM ${BOOKINGS}`)]);
});

describe("/buchung/<token>", () => {
  it("shows the booking on GET without changing it, privately and never cached", async () => {
    const { id, token } = await freshBooking();
    const before = await stateOf(id);
    const page = await call(manage.loader, get(`/buchung/${token}`), token);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ booking: { state: "unconfirmed", tickets: 1 } });
    expect(await stateOf(id)).toEqual(before);
    expect(manage.headers({} as never)).toEqual({ "Cache-Control": "private, no-store" });
  });

  it("answers 404 with the German text for a forged or foreign token, and 400 for an unknown intent", async () => {
    const { id, token } = await freshBooking();
    for (const bad of [token.slice(0, -1), "kaputt", await signToken(env, "waitlist", id), "a".repeat(2000)]) {
      expect((await call(manage.loader, get(`/buchung/x`), bad)).status).toBe(404);
      const answer = await call(manage.action, post(`/buchung/x`, { intent: "cancel" }), bad);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ ok: false, text: expect.stringContaining("Link") });
    }
    for (const intent of ["", "delete", "confirm\u0000", "x".repeat(5000)]) {
      expect((await call(manage.action, post(`/buchung/${token}`, { intent }), token)).status).toBe(400);
    }
    const notForm = new Request("http://klarsinn.test/buchung/x", { method: "POST", body: "{}" });
    expect((await call(manage.action, notForm, token)).status).toBe(400);
    expect((await stateOf(id)).status).toBe("pending");
  });

  it("confirms and cancels by POST; a second cancel answers 409", async () => {
    const { id, token } = await freshBooking();
    expect((await call(manage.action, post(`/buchung/${token}`, { intent: "confirm" }), token)).status).toBe(200);
    expect((await stateOf(id)).hold_expires_at).toBeNull();
    expect((await call(manage.action, post(`/buchung/${token}`, { intent: "cancel" }), token)).status).toBe(200);
    expect((await stateOf(id)).status).toBe("cancelled");
    expect((await call(manage.action, post(`/buchung/${token}`, { intent: "cancel" }), token)).status).toBe(409);
  });

  it("serves the calendar file only for a valid token of a booking that is not cancelled", async () => {
    const { token } = await freshBooking();
    const ics = await call(manageIcs.loader, get(`/buchung/${token}/kalender.ics`), token);
    expect(ics.status).toBe(200);
    expect(ics.headers.get("Content-Type")).toContain("text/calendar");
    expect((await call(manageIcs.loader, get(`/buchung/x/kalender.ics`), "kaputt")).status).toBe(404);
  });
});

describe("/warteliste/<token>", () => {
  it("answers 404 for forged links on GET and POST and books nothing", async () => {
    const { id } = await freshBooking();
    for (const bad of ["kaputt", await signToken(env, "booking", id)]) {
      expect((await call(offer.loader, get(`/warteliste/x`), bad)).status).toBe(404);
      expect((await call(offer.action, post(`/warteliste/x`, {}), bad)).status).toBe(404);
    }
    expect((await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${BOOKINGS}`).first<{ n: number }>())?.n).toBe(1);
  });
});
