import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { participantList } from "../../app/features/core/booking/participants.server";
import { getDb, schema } from "../../app/lib/db.server";
import { insertBooking, insertEvent } from "./booking-fixtures";

/** The participant list for the day of an event (`/admin/events/<id>/teilnehmer`). */
const NOW = new Date("2099-06-02T08:00:00Z");
const MINUTE = 60 * 1000;
const PRICE = 2990;

async function pay(bookingId: string, cents: number) {
  await getDb(env).insert(schema.payments).values({
    booking_id: bookingId,
    amount_cents: cents,
    currency: "EUR",
    method: "transfer",
    paid_on: "2099-06-01",
  });
}

async function addWaitlistEntry(eventId: string, status: "waiting" | "offered" | "removed", tickets = 1) {
  await getDb(env)
    .insert(schema.waitlist)
    .values({
      event_id: eventId,
      full_name: "Wartende Person",
      email: `warte-${crypto.randomUUID()}@example.de`,
      num_tickets: tickets,
      consent_text: "ok",
      created_at: NOW.toISOString(),
      locale: "de",
      status,
      offer_expires_at: status === "offered" ? new Date(NOW.getTime() + 60 * MINUTE).toISOString() : null,
    });
}

describe("participantList", () => {
  it("lists who holds seats, alphabetically regardless of case, with the totals the room is counted by", async () => {
    const event = await insertEvent({ max_attendees: 10, price_cents: PRICE });
    const other = await insertEvent();
    const zoe = (await insertBooking(event.id, "Zoe Zander", { tickets: 2, phone: "0171 2345678" })).id;
    const anna = (await insertBooking(event.id, "Anna Berg")).id;
    await insertBooking(event.id, "ben Adler", { status: "pending", holdUntil: new Date(NOW.getTime() + 30 * MINUTE) });
    // Not on the list: an unconfirmed address whose hold ran out (the cron has not tidied it yet),
    // a cancelled booking, and a booking of another event.
    await insertBooking(event.id, "Carla Abgelaufen", {
      status: "pending",
      holdUntil: new Date(NOW.getTime() - MINUTE),
      createdAt: new Date(NOW.getTime() - 61 * MINUTE),
    });
    await insertBooking(event.id, "Dora Storniert", { status: "cancelled" });
    await insertBooking(other.id, "Emil Anderswo");
    await pay(zoe, 1000);
    await pay(anna, PRICE);
    await addWaitlistEntry(event.id, "waiting");
    await addWaitlistEntry(event.id, "offered", 2);
    await addWaitlistEntry(event.id, "removed");

    const list = await participantList(env, event.id, NOW);
    expect(list).not.toBeNull();
    expect(list!.event).toMatchObject({ id: event.id, title: event.title, max_attendees: 10, cancelled_at: null });
    expect(list!.participants.map((row) => row.full_name)).toEqual(["Anna Berg", "ben Adler", "Zoe Zander"]);
    const [first, second, third] = list!.participants;
    expect(first).toMatchObject({ status: "confirmed", payment: "paid", open_cents: 0, num_tickets: 1 });
    expect(second).toMatchObject({ status: "pending", payment: "open", open_cents: PRICE });
    expect(third).toMatchObject({
      status: "confirmed",
      payment: "partial",
      open_cents: 2 * PRICE - 1000,
      num_tickets: 2,
      phone: "0171 2345678",
      reference: zoe.replace(/-/g, "").slice(0, 8).toUpperCase(),
    });
    expect(list!.totals).toEqual({
      confirmedSeats: 3,
      pendingSeats: 1,
      // The running offer keeps two seats for someone on the waiting list.
      offeredSeats: 2,
      freeSeats: 10 - 3 - 1 - 2,
      // Only confirmed bookings owe their amount (as on the dashboard): Zoe's rest, not ben's.
      openCents: 2 * PRICE - 1000,
      // Waiting or holding an offer; the removed entry is off the list.
      waiting: 2,
    });
  });

  it("an event without bookings has an empty list and all its seats free; an unknown event has none", async () => {
    const event = await insertEvent({ max_attendees: 8 });
    const list = await participantList(env, event.id, NOW);
    expect(list!.participants).toEqual([]);
    expect(list!.totals).toEqual({
      confirmedSeats: 0,
      pendingSeats: 0,
      offeredSeats: 0,
      freeSeats: 8,
      openCents: 0,
      waiting: 0,
    });
    expect(await participantList(env, crypto.randomUUID(), NOW)).toBeNull();
  });

  it("a full event shows no free seat, even when more were booked than it now has", async () => {
    const event = await insertEvent({ max_attendees: 2 });
    await insertBooking(event.id, "Anna Berg", { tickets: 2 });
    // As a coach's older data might hold (the form refuses lowering below the booked seats).
    await env.DB.prepare("UPDATE klarsinn_events SET max_attendees = 1 WHERE id = ?").bind(event.id).run();
    const list = await participantList(env, event.id, NOW);
    expect(list!.totals.freeSeats).toBe(0);
    expect(list!.totals.confirmedSeats).toBe(2);
  });
});
