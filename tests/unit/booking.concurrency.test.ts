import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createBooking } from "../../app/features/core/booking/booking.server";
import { confirmOwnBooking } from "../../app/features/core/booking/manage.server";
import { seatsTaken } from "../../app/features/products/events/seats.server";
import { signToken } from "../../app/lib/signed-token.server";
import { messages } from "../../app/lib/messages";
import { BOOKINGS, insertEvent, ticketsSold } from "./booking-fixtures";

const CONCURRENT = 60;
const SEATS = 10;
const visitor = (i: number) => ({ full_name: `Gast ${i}`, email: `gast${i}@example.de`, phone: "", num_tickets: 1 });

/**
 * CONTROL: a deliberately naive implementation (read the free seats, then insert, with an await
 * in between) — what the atomic statement replaces. It lives only here, to show that the test
 * below would catch an implementation like it.
 */
async function naiveBooking(eventId: string, i: number): Promise<boolean> {
  const event = await env.DB.prepare(`SELECT max_attendees FROM klarsinn_events WHERE id = ?`)
    .bind(eventId)
    .first<{ max_attendees: number }>();
  const taken = await seatsTaken(env, eventId);
  if (!event || taken + 1 > event.max_attendees) return false;
  await env.DB.prepare(
    `INSERT INTO ${BOOKINGS} (id, event_id, full_name, email, num_tickets, total_price, currency, status)
     VALUES (?, ?, ?, ?, 1, 10, 'EUR', 'pending')`,
  )
    .bind(crypto.randomUUID(), eventId, `Gast ${i}`, `gast${i}@example.de`)
    .run();
  return true;
}

describe("capacity under concurrency", () => {
  it(`sells exactly ${SEATS} seats when ${CONCURRENT} visitors book at the same moment, twice`, async () => {
    const event = await insertEvent({ max_attendees: SEATS, price_cents: 4900 });
    const rush = (offset: number) =>
      Promise.all(Array.from({ length: CONCURRENT }, (_, i) => createBooking(env, event.id, visitor(offset + i))));

    // First rush: every seat goes, at once, to exactly ten different people (no share cap on
    // unconfirmed holds: a rush fills the event, decision 0115); the rest hear it is sold out.
    const soldOut = (results: Awaited<ReturnType<typeof rush>>) => {
      for (const r of results.filter((r) => !r.ok)) {
        expect(r).toEqual({ ok: false, reason: "not_enough_seats", seatsLeft: 0 });
        if (!r.ok && r.reason === "not_enough_seats") {
          expect(messages.booking.notEnoughSeats(r.seatsLeft)).toMatch(/ausgebucht/);
        }
      }
    };
    const first = await rush(0);
    expect(first.filter((r) => r.ok)).toHaveLength(SEATS);
    soldOut(first);
    // Their owners confirm through the e-mail link: the holds become seats for good.
    const { results: held } = await env.DB.prepare(`SELECT id FROM ${BOOKINGS} WHERE event_id = ?`)
      .bind(event.id)
      .all<{ id: string }>();
    for (const { id } of held)
      expect(await confirmOwnBooking(env, await signToken(env, "booking", id))).toEqual({ ok: true });

    // Second rush: nothing is left, nobody books.
    const second = await rush(CONCURRENT);
    expect(second.filter((r) => r.ok)).toHaveLength(0);
    soldOut(second);
    expect(await ticketsSold(event.id)).toBe(SEATS);
    // One e-mail per booking, plus the coach's notification for each confirmed one; none for refusals.
    const mails = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM mail_outbox WHERE ref_id IN (SELECT id FROM ${BOOKINGS} WHERE event_id = ?)`,
    )
      .bind(event.id)
      .first<{ n: number }>();
    expect(mails?.n).toBe(SEATS + SEATS);
    const orphans = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM mail_outbox WHERE kind LIKE 'booking-%' AND ref_id NOT IN (SELECT id FROM ${BOOKINGS})`,
    ).first<{ n: number }>();
    expect(orphans?.n).toBe(0);
  });

  it("mixed ticket counts never exceed the capacity, and refusals name the seats really left", async () => {
    const event = await insertEvent({ max_attendees: SEATS });
    const results = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) =>
        createBooking(env, event.id, { ...visitor(i), num_tickets: (i % 3) + 1 }),
      ),
    );
    const sold = await ticketsSold(event.id);
    expect(sold).toBeLessThanOrEqual(SEATS);
    const booked = results.reduce((sum, r, i) => sum + (r.ok ? (i % 3) + 1 : 0), 0);
    expect(booked).toBe(sold);
    for (const [i, r] of results.entries()) {
      if (!r.ok && r.reason === "not_enough_seats") expect(r.seatsLeft).toBeLessThan((i % 3) + 1);
    }
  });

  it("CONTROL: a non-atomic check-then-insert oversells under the same load", async () => {
    const event = await insertEvent({ max_attendees: SEATS });
    const accepted = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => naiveBooking(event.id, i)));
    expect(accepted.filter(Boolean).length).toBeGreaterThan(SEATS);
    expect(await ticketsSold(event.id)).toBeGreaterThan(SEATS);
  });
});
