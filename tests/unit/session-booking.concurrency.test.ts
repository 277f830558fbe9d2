import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { cancelOwnBooking, confirmOwnBooking } from "../../app/features/core/booking/manage.server";
import { listPublicEvents } from "../../app/features/products/events/cache.server";
import { findEvent } from "../../app/features/products/events/event.server";
import { createSessionBooking, type SessionChoice } from "../../app/features/products/sessions/booking.server";
import { loadScheduler } from "../../app/features/products/sessions/loader.server";
import { signToken } from "../../app/lib/signed-token.server";
import { seedAppointmentTypeId, seedStatements } from "../../db/seed-data";
import { BOOKINGS } from "./booking-fixtures";

const CONCURRENT = 24;
const MINUTE_MS = 60_000;
const INTRO = seedAppointmentTypeId(1);
const COACHING_60 = seedAppointmentTypeId(2);
const visitor = (i: number) => ({
  full_name: `Gast ${String.fromCharCode(65 + (i % 26))}`,
  email: `gast${i}@example.de`,
  phone: "",
  num_tickets: 1,
  early_start: true,
  note: `Notiz ${i}`,
});

/** Sessions whose booking still holds the time, and their bookings. */
async function heldSessionsAt(typeId: string): Promise<{ event_id: string; blocked_from: string }[]> {
  const { results } = await env.DB.prepare(
    `SELECT e.id AS event_id, e.blocked_from FROM klarsinn_events e JOIN ${BOOKINGS} b ON b.event_id = e.id
     WHERE e.kind = 'session' AND e.appointment_type_id = ? AND b.status != 'cancelled'`,
  )
    .bind(typeId)
    .all<{ event_id: string; blocked_from: string }>();
  return results;
}

/** The first free start of a type at a place, from some days out (clear of the minimum notice). */
async function firstFree(typeId: string, place: SessionChoice["place"], fromDayIndex = 2) {
  const { days } = await loadScheduler(env, typeId);
  const day = days.slice(fromDayIndex).find((d) => d.slots.some((s) => s.places.includes(place)))!;
  const slot = day.slots.find((s) => s.places.includes(place))!;
  return { day, slot, choice: { typeId, startMs: slot.startMs, place } satisfies SessionChoice };
}

/**
 * CONTROL: a deliberately naive session booking (is the time offered? then write the session and
 * its booking, with awaits in between) — what the guarded insert replaces. It lives only here, to
 * show that the test below would catch an implementation like it.
 */
async function naiveSessionBooking(choice: SessionChoice, i: number): Promise<boolean> {
  const { days } = await loadScheduler(env, choice.typeId);
  if (!days.some((d) => d.slots.some((s) => s.startMs === choice.startMs))) return false;
  const id = crypto.randomUUID();
  const start = new Date(choice.startMs).toISOString();
  await env.DB.prepare(
    `INSERT INTO klarsinn_events (id, title, description, category, event_date, start_time, end_time, location,
       max_attendees, price, price_cents, currency, kind, appointment_type_id, session_place, blocked_from, blocked_until)
     VALUES (?, 'Naiv', 'Naiv', 'Seminar', '2099-01-01', '10:00', '10:30', 'Online', 1, 0, 0, 'EUR', 'session', ?, 'online', ?, ?)`,
  )
    .bind(id, choice.typeId, start, new Date(choice.startMs + 40 * MINUTE_MS).toISOString())
    .run();
  await env.DB.prepare(
    `INSERT INTO ${BOOKINGS} (id, event_id, full_name, email, num_tickets, total_price, currency, status)
     VALUES (?, ?, ?, ?, 1, 0, 'EUR', 'pending')`,
  )
    .bind(crypto.randomUUID(), id, `Gast ${i}`, `naiv${i}@example.de`)
    .run();
  return true;
}

describe("a session's time is sold once", () => {
  beforeAll(async () => {
    await env.DB.batch(seedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
  });

  it(`gives one intro call time to exactly one of ${CONCURRENT} people booking it at once; the others hear it is taken, with the next free times`, async () => {
    const { choice } = await firstFree(INTRO, "online");
    const results = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) => createSessionBooking(env, choice, visitor(i))),
    );
    const won = results.filter((r) => r.ok);
    expect(won).toHaveLength(1);
    for (const r of results.filter((r) => !r.ok)) {
      expect(r.ok === false && r.reason).toBe("taken");
      if (!r.ok && r.reason === "taken") {
        expect(r.next.length).toBeGreaterThan(0);
        expect(r.next.every((n) => n.startMs > choice.startMs)).toBe(true);
      }
    }
    const held = await heldSessionsAt(INTRO);
    expect(held).toHaveLength(1);
    // No leftover session rows from the refused requests, one e-mail for the one booking.
    const rows = await env.DB.prepare(`SELECT COUNT(*) AS n FROM klarsinn_events WHERE kind = 'session'`).first<{
      n: number;
    }>();
    expect(rows?.n).toBe(1);
    const booking = await env.DB.prepare(`SELECT id, note, total_cents FROM ${BOOKINGS} WHERE event_id = ?`)
      .bind(held[0]!.event_id)
      .first<{ id: string; note: string; total_cents: number }>();
    expect(booking?.total_cents).toBe(0);
    expect(booking?.note).toMatch(/^Notiz \d+$/);
    const mails = await env.DB.prepare(`SELECT kind FROM mail_outbox WHERE ref_id = ?`)
      .bind(booking!.id)
      .all<{ kind: string }>();
    expect(mails.results.map((m) => m.kind)).toEqual(["booking-confirmation"]);

    // The time is no longer offered; the session is in no public list and has no public page.
    const after = await loadScheduler(env, INTRO);
    expect(after.days.some((d) => d.slots.some((s) => s.startMs === choice.startMs))).toBe(false);
    expect((await listPublicEvents(env)).some((e) => e.id === held[0]!.event_id)).toBe(false);
    expect(await findEvent(env, held[0]!.event_id)).toBeNull();

    // The ordinary lifecycle: confirmed through the e-mail link, cancelled on Meine Buchung — the
    // time is free again.
    const token = await signToken(env, "booking", booking!.id);
    expect(await confirmOwnBooking(env, token)).toEqual({ ok: true });
    expect(await cancelOwnBooking(env, token)).toEqual({ ok: true });
    const freed = await loadScheduler(env, INTRO);
    expect(freed.days.some((d) => d.slots.some((s) => s.startMs === choice.startMs))).toBe(true);
  });

  it("refuses overlapping times, not just the same start: buffers included, one of two 60-minute sessions half an hour apart", async () => {
    const { day, slot } = await firstFree(COACHING_60, "braunschweig", 3);
    const later = day.slots.find((s) => s.startMs === slot.startMs + 30 * MINUTE_MS);
    expect(later).toBeDefined();
    const choices: SessionChoice[] = Array.from({ length: CONCURRENT }, (_, i) => ({
      typeId: COACHING_60,
      startMs: i % 2 ? later!.startMs : slot.startMs,
      place: "braunschweig",
    }));
    const results = await Promise.all(
      choices.map((choice, i) =>
        createSessionBooking(env, choice, {
          ...visitor(100 + i),
          billing_street: "Hauptstraße 1",
          billing_postcode: "38100",
          billing_city: "Braunschweig",
        }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok && r.reason === "taken")).toHaveLength(CONCURRENT - 1);
    const [held] = await heldSessionsAt(COACHING_60);
    // The session blocks its time with its buffers: 15 minutes before its start.
    const winner = results.findIndex((r) => r.ok);
    expect(Date.parse(held!.blocked_from)).toBe(choices[winner]!.startMs - 15 * MINUTE_MS);
    // A paid session costs its price, decided by the server.
    const paid = await env.DB.prepare(`SELECT total_cents FROM ${BOOKINGS} WHERE event_id = ?`)
      .bind(held!.event_id)
      .first<{ total_cents: number }>();
    expect(paid?.total_cents).toBe(14000);
  });

  it("CONTROL: a check-then-write booking sells the same time several times under the same load", async () => {
    const { choice } = await firstFree(INTRO, "online", 5);
    const accepted = await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => naiveSessionBooking(choice, i)));
    expect(accepted.filter(Boolean).length).toBeGreaterThan(1);
  });
});
