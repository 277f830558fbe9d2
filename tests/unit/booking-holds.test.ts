import { createExecutionContext, env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { handleEventPageAction } from "../../app/features/core/booking/event-page-action.server";
import type { BookingActionResult } from "../../app/features/core/booking/booking.server";
import { confirmOwnBooking } from "../../app/features/core/booking/manage.server";
import { BOOKING_POLICY } from "../../app/features/core/booking/policy";
import { seatsTaken } from "../../app/features/products/events/seats.server";
import { messages } from "../../app/lib/messages";
import { signToken } from "../../app/lib/signed-token.server";
import { post as adminPost } from "./admin-helpers";
import { createTestWorker } from "./app-harness";
import { BOOKINGS, bookingRequest, insertEvent, validFields } from "./booking-fixtures";

// Holds that fill events (docs/decisions/0115-holds-that-fill-events.md): a rush of different
// people fills an event at once and the rest are offered the waiting list; one actor, rotating
// addresses in its /64 or its /48, holds no more than the per-network and per-site caps.

const MINUTE = 60 * 1000;
const person = (i: number, tickets = 1) => ({
  ...validFields,
  email: `person${i}@example.de`,
  num_tickets: String(tickets),
});
/** Twelve households: each its own IPv4 address or its own IPv6 /48. */
const household = (i: number) => (i % 2 ? `198.51.100.${i + 1}` : `2001:db8:${(0x100 + i).toString(16)}:1::7`);
const book = (eventId: string, fields: Record<string, string>, ip: string, now?: Date) =>
  handleEventPageAction(bookingRequest(eventId, fields, { ip }), env, eventId, now) as Promise<{
    status: number;
    result: BookingActionResult;
  }>;
const text = (answer: { result: BookingActionResult }) => (answer.result.ok ? "" : answer.result.message?.text);

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare(`DELETE FROM ${BOOKINGS}`),
    env.DB.prepare("DELETE FROM rate_limits"),
  ]);
});
afterEach(() => vi.restoreAllMocks());

describe("a launch rush fills the event", () => {
  it("gives 12 people booking 6 seats within a second exactly 6 bookings, and offers the other 6 the waiting list", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const event = await insertEvent({ max_attendees: 6 });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => book(event.id, person(i), household(i))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(6);
    expect(await seatsTaken(env, event.id)).toBe(6);
    const late = answers.filter((a) => a.status !== 200);
    expect(late).toHaveLength(6);
    for (const answer of late) {
      expect(answer.status).toBe(409);
      expect(text(answer)).toBe(messages.booking.notEnoughSeats(0));
      // The offer, with the name and address kept for the waiting-list form.
      expect(answer.result).toMatchObject({
        ok: false,
        waitlistOffer: true,
        values: { full_name: validFields.full_name },
      });
    }
  });

  it("shows the waiting-list form in the answer to a late booking, with JavaScript (data) and without (the page)", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const event = await insertEvent({ max_attendees: 1 });
    expect((await book(event.id, person(1), household(1))).status).toBe(200);
    const worker = createTestWorker();
    const through = async (path: string, headers: Record<string, string>) => {
      const request = adminPost(path, person(2), undefined, { "CF-Connecting-IP": household(2), ...headers });
      const response = await worker.fetch(request, env, createExecutionContext());
      return { status: response.status, body: await response.text() };
    };
    const data = await through(`/events/${event.id}.data`, {});
    expect(data.status).toBe(409);
    expect(data.body).toContain("waitlistOffer");
    const page = await through(`/events/${event.id}`, { Accept: "text/html", "Sec-Fetch-Mode": "navigate" });
    expect(page.status).toBe(409);
    expect(page.body).toContain('name="intent" value="waitlist"');
    expect(page.body).toContain(messages.booking.waitlistOffer);
    // The address the visitor typed is in the waiting-list form already.
    expect(page.body).toContain(`value="person2@example.de"`);
  });
});

describe("one actor cannot block an event", () => {
  it("a rush of 10 people and one actor at once: the people fill the event, the actor holds 3 at most (issue 54)", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const event = await insertEvent({ max_attendees: 10 });
    // The actor: 20 one-seat bookings from rotating addresses in one /64, fired with the crowd.
    const actor = Array.from({ length: 20 }, (_, i) =>
      book(event.id, person(100 + i), `2001:db8:66:1::${(i + 1).toString(16)}`),
    );
    const crowd = Array.from({ length: 10 }, (_, i) => book(event.id, person(i), household(i)));
    const [actorAnswers, crowdAnswers] = await Promise.all([Promise.all(actor), Promise.all(crowd)]);
    const actorHeld = actorAnswers.filter((a) => a.status === 200).length;
    expect(actorHeld).toBeLessThanOrEqual(BOOKING_POLICY.unconfirmedPerNetwork);
    // Every seat the actor does not hold goes to a person of the crowd, and nothing is oversold.
    expect(crowdAnswers.filter((a) => a.status === 200).length).toBe(10 - actorHeld);
    expect(await seatsTaken(env, event.id)).toBe(10);
  });

  it("holds at most 3 unconfirmed bookings from 30 addresses inside one /64", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const event = await insertEvent({ max_attendees: 40 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => book(event.id, person(i), `2001:db8:77:1::${(i + 1).toString(16)}`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(BOOKING_POLICY.unconfirmedPerNetwork);
    expect(await seatsTaken(env, event.id)).toBe(BOOKING_POLICY.unconfirmedPerNetwork);
    // The others: "confirm first" or, past the client's own limit, "too many": never booked.
    for (const answer of answers.filter((a) => a.status !== 200)) expect([409, 429]).toContain(answer.status);
    expect(answers.some((a) => text(a) === messages.booking.networkUnconfirmedLimit)).toBe(true);
  });

  it("holds at most 6 unconfirmed bookings from 30 /64s of one /48", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const event = await insertEvent({ max_attendees: 40 });
    const sameSite = await Promise.all(
      Array.from({ length: 30 }, (_, i) => book(event.id, person(i), `2001:db8:77:${(i + 1).toString(16)}::1`)),
    );
    expect(sameSite.filter((a) => a.status === 200)).toHaveLength(BOOKING_POLICY.unconfirmedPerSite);
    for (const answer of sameSite.filter((a) => a.status !== 200)) {
      expect(answer.status).toBe(409);
      expect(text(answer)).toBe(messages.booking.networkUnconfirmedLimit);
    }
    expect(await seatsTaken(env, event.id)).toBe(BOOKING_POLICY.unconfirmedPerSite);
  });

  it("lets one site hold at most half an event's seats unconfirmed: a 10-ticket hold of 14 seats is refused, 7 are held", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    // Priced so that ten tickets stay under the invoice's address limit (250 €, billing.ts): the cap decides.
    const event = await insertEvent({ max_attendees: 14, price_cents: 2000 });
    const ten = await book(event.id, person(1, 10), "2001:db8:99:1::1");
    expect(ten.status).toBe(409);
    expect(text(ten)).toBe(messages.booking.unconfirmedTicketsLimit(7));
    const seven = await book(event.id, person(1, 7), "2001:db8:99:1::1");
    expect(seven.status).toBe(200);
    // A new address in another /64 of the same /48 cannot renew or add to it.
    const renewed = await book(event.id, person(2, 1), "2001:db8:99:2::1");
    expect(renewed.status).toBe(409);
    expect(text(renewed)).toBe(messages.booking.unconfirmedTicketsLimit(0));
    expect(await seatsTaken(env, event.id)).toBe(7);

    // A real group confirms through the e-mail link and books the rest.
    const { results } = await env.DB.prepare(`SELECT id FROM ${BOOKINGS} WHERE event_id = ?`)
      .bind(event.id)
      .all<{ id: string }>();
    expect(await confirmOwnBooking(env, await signToken(env, "booking", results[0]!.id))).toEqual({ ok: true });
    expect((await book(event.id, person(1, 3), "2001:db8:99:1::1")).status).toBe(200);
    expect(await seatsTaken(env, event.id)).toBe(10);
  });

  it("frees an unconfirmed hold after 15 minutes, not an hour", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const event = await insertEvent({ max_attendees: 4 });
    const start = new Date(Date.now() - 60 * MINUTE);
    expect((await book(event.id, person(1, 2), "203.0.113.50", start)).status).toBe(200);
    expect(await seatsTaken(env, event.id, new Date(start.getTime() + 14 * MINUTE))).toBe(2);
    expect(await seatsTaken(env, event.id, new Date(start.getTime() + 15 * MINUTE))).toBe(0);
    expect(BOOKING_POLICY.holdMinutes).toBe(15);
  });
});
