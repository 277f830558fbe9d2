import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { createBooking } from "../../app/features/core/booking/booking.server";
import {
  offerAllFreedSeats,
  purgePastWaitlists,
  runBookingLifecycle,
} from "../../app/features/core/booking/lifecycle.server";
import { WAITLIST_RETENTION_DAYS } from "../../app/features/core/booking/policy";
import { afterSeatsFreed, cancelOwnBooking, confirmOwnBooking } from "../../app/features/core/booking/manage.server";
import { seatsTaken } from "../../app/features/products/events/seats.server";
import { claimOffer } from "../../app/features/core/booking/transitions.server";
import {
  handleWaitlistRequest,
  loadOffer,
  offerFreedSeats,
  removeWaitlistEntry,
} from "../../app/features/core/booking/waitlist.server";
import type { MailContent } from "../../app/features/core/mail/types";
import { messages } from "../../app/lib/messages";
import { signToken } from "../../app/lib/signed-token.server";
import { BOOKINGS, bookingRequest, countRows, insertEvent, ticketsSold } from "./booking-fixtures";

const WAITLIST = "klarsinn_waitlist";
const HOUR = 60 * 60 * 1000;
/** Ten days before the fixtures' event (12 June 2099). */
const NOW = new Date("2099-06-02T08:00:00Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);

let ip = 0;
function join(eventId: string, email: string, tickets = 1, extra: Record<string, string> = {}) {
  const values = { full_name: "Lena Warte", email, num_tickets: String(tickets), consent: "on", ...extra };
  return handleWaitlistRequest(
    env,
    bookingRequest(eventId, values, { ip: `203.0.113.${++ip % 250}` }),
    values,
    eventId,
    NOW,
  );
}

/** A sold-out event: its seats held by one confirmed booking, returned for cancelling later. */
async function soldOut(seats: number, autoConfirm = false) {
  const event = await insertEvent({ max_attendees: seats, auto_confirm: autoConfirm });
  const booking = await createBooking(
    env,
    event.id,
    { full_name: "Erste Buchung", email: "erste@example.de", phone: "", num_tickets: seats, early_start: true },
    NOW,
  );
  if (!booking.ok) throw new Error(booking.reason);
  const token = await signToken(env, "booking", booking.bookingId);
  await confirmOwnBooking(env, token, NOW);
  return { event, token };
}

async function entry(email: string) {
  return env.DB.prepare(`SELECT * FROM ${WAITLIST} WHERE email = ?`).bind(email).first<{
    id: string;
    status: string;
    offer_expires_at: string | null;
    booking_id: string | null;
  }>();
}

async function offerToken(email: string) {
  const row = await entry(email);
  return signToken(env, "waitlist", row!.id);
}

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare(`DELETE FROM ${WAITLIST}`),
    env.DB.prepare(`DELETE FROM ${BOOKINGS}`),
    env.DB.prepare("DELETE FROM rate_limits"),
  ]);
});

describe("joining the waiting list", () => {
  it("takes name, address and tickets with consent on a sold-out event and e-mails no typed text", async () => {
    const { event } = await soldOut(2);
    const answer = await join(event.id, "Lena@Example.de", 2);
    expect(answer).toEqual({ status: 200, result: { ok: true, waitlisted: true } });
    const row = await entry("lena@example.de");
    expect(row?.status).toBe("waiting");
    const mail = await env.DB.prepare("SELECT payload FROM mail_outbox WHERE kind = 'waitlist-joined'").first<{
      payload: string;
    }>();
    const text = (JSON.parse(mail!.payload) as MailContent).text;
    expect(text).toContain(event.title);
    expect(text).not.toContain("Lena");
    // The same address again: the same answer, no second entry, no second e-mail.
    expect((await join(event.id, "lena@example.de", 1)).status).toBe(200);
    expect(await countRows(WAITLIST)).toBe(1);
    expect(await countRows("mail_outbox", "kind = 'waitlist-joined'")).toBe(1);
  });

  it("asks for consent and refuses an event with free seats", async () => {
    const { event } = await soldOut(2);
    const noConsent = await join(event.id, "ohne@example.de", 1, { consent: "" });
    expect(noConsent.status).toBe(400);
    expect(noConsent.result.ok ? null : noConsent.result.fieldErrors?.consent).toBe(messages.waitlist.consentRequired);
    const open = await insertEvent({ max_attendees: 5 });
    const notFull = await join(open.id, "frei@example.de");
    expect(notFull.status).toBe(409);
    expect(await countRows(WAITLIST)).toBe(0);
  });
});

describe("offers when seats come free", () => {
  it("offers freed seats to the first entry that fits, holds them 24 hours, and the claim books atomically", async () => {
    const { event, token } = await soldOut(2);
    await join(event.id, "gross@example.de", 3); // needs more than will come free
    await join(event.id, "erst@example.de", 2);
    await join(event.id, "dann@example.de", 1);

    expect(await cancelOwnBooking(env, token, later(HOUR))).toEqual({ ok: true });
    expect((await entry("gross@example.de"))?.status).toBe("waiting");
    expect((await entry("erst@example.de"))?.status).toBe("offered");
    expect((await entry("dann@example.de"))?.status).toBe("waiting");
    // The offered seats are held: a regular booking cannot take them meanwhile.
    expect(await seatsTaken(env, event.id, later(HOUR))).toBe(2);
    const regular = await createBooking(
      env,
      event.id,
      { full_name: "Schneller Gast", email: "schnell@example.de", phone: "", num_tickets: 1, early_start: true },
      later(HOUR),
    );
    expect(regular).toMatchObject({ ok: false, reason: "not_enough_seats" });

    const offerMail = await env.DB.prepare(
      "SELECT recipient, payload FROM mail_outbox WHERE kind = 'waitlist-offer'",
    ).first<{ recipient: string; payload: string }>();
    expect(offerMail?.recipient).toBe("erst@example.de");
    expect((JSON.parse(offerMail!.payload) as MailContent).text).toMatch(
      /http:\/\/klarsinn\.test\/warteliste\/[\w-]+\.[\w-]+/,
    );

    const claim = await claimOffer(env, await offerToken("erst@example.de"), later(2 * HOUR));
    expect(claim.ok).toBe(true);
    const claimed = await entry("erst@example.de");
    expect(claimed?.status).toBe("claimed");
    const booking = await env.DB.prepare(`SELECT * FROM ${BOOKINGS} WHERE id = ?`).bind(claimed!.booking_id).first<{
      num_tickets: number;
      status: string;
      hold_expires_at: string | null;
      total_cents: number;
    }>();
    expect(booking).toMatchObject({ num_tickets: 2, status: "pending", hold_expires_at: null, total_cents: 5980 });
    expect(await ticketsSold(event.id)).toBe(2);
    // A second click on the same offer books nothing more.
    expect(await claimOffer(env, await offerToken("erst@example.de"), later(2 * HOUR))).toEqual({
      ok: false,
      reason: "not_possible",
    });
    expect(await ticketsSold(event.id)).toBe(2);
  });

  it("an event that confirms by itself confirms the claimed booking at once, with its invoice, and says so in both e-mails", async () => {
    const { event, token } = await soldOut(1, true);
    await join(event.id, "sofort@example.de", 1);
    await cancelOwnBooking(env, token, later(HOUR));
    const claim = await claimOffer(env, await offerToken("sofort@example.de"), later(2 * HOUR));
    if (!claim.ok) throw new Error(claim.reason);
    const booking = await env.DB.prepare(`SELECT status FROM ${BOOKINGS} WHERE id = ?`)
      .bind(claim.bookingId)
      .first<{ status: string }>();
    expect(booking?.status).toBe("confirmed");
    expect(await countRows("klarsinn_invoice", "booking_id = ? AND kind = 'invoice'", claim.bookingId)).toBe(1);
    const { results } = await env.DB.prepare("SELECT kind, payload FROM mail_outbox WHERE ref_id = ? ORDER BY kind")
      .bind(claim.bookingId)
      .all<{ kind: string; payload: string }>();
    const mails = results.map((r) => ({ kind: r.kind, text: (JSON.parse(r.payload) as MailContent).text }));
    expect(mails.map((m) => m.kind)).toEqual(["booking-confirmation", "booking-notification", "booking-status"]);
    expect(mails[0]?.text).toContain("Deine Buchung ist fest");
    expect(mails[1]?.text).toContain("bestätigt automatisch");
  });

  it("never books one offer twice when many claims arrive at once", async () => {
    const { event, token } = await soldOut(1);
    await join(event.id, "eilig@example.de", 1);
    await cancelOwnBooking(env, token, later(HOUR));
    const offer = await offerToken("eilig@example.de");
    const results = await Promise.all(Array.from({ length: 20 }, () => claimOffer(env, offer, later(2 * HOUR))));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await ticketsSold(event.id)).toBe(1);
    expect(await countRows(BOOKINGS, "event_id = ? AND status != 'cancelled'", event.id)).toBe(1);
  });

  it("CONTROL: a non-atomic claim (read the offer, then insert, then mark) books the same offer several times", async () => {
    const { event, token } = await soldOut(1);
    await join(event.id, "naiv@example.de", 1);
    await cancelOwnBooking(env, token, later(HOUR));
    const { id } = (await entry("naiv@example.de"))!;
    async function naiveClaim() {
      const row = await env.DB.prepare(`SELECT status, num_tickets FROM ${WAITLIST} WHERE id = ?`)
        .bind(id)
        .first<{ status: string; num_tickets: number }>();
      if (row?.status !== "offered") return false;
      await env.DB.prepare(
        `INSERT INTO ${BOOKINGS} (id, event_id, full_name, email, num_tickets, total_price, currency, status)
         VALUES (?, ?, 'Naiv', 'naiv@example.de', ?, 10, 'EUR', 'pending')`,
      )
        .bind(crypto.randomUUID(), event.id, row.num_tickets)
        .run();
      await env.DB.prepare(`UPDATE ${WAITLIST} SET status = 'claimed' WHERE id = ?`).bind(id).run();
      return true;
    }
    const results = await Promise.all(Array.from({ length: 20 }, naiveClaim));
    expect(results.filter(Boolean).length).toBeGreaterThan(1);
    expect(await ticketsSold(event.id)).toBeGreaterThan(1);
  });

  it("never offers the same seats twice when cancellations and the cron run at once", async () => {
    const { event, token } = await soldOut(3);
    for (let i = 0; i < 6; i++) await join(event.id, `reihe${i}@example.de`, 1);
    await Promise.all([
      cancelOwnBooking(env, token, later(HOUR)),
      ...Array.from({ length: 8 }, () => offerFreedSeats(env, event.id, later(HOUR))),
      offerAllFreedSeats(env, later(HOUR)),
    ]);
    expect(await countRows(WAITLIST, "status = 'offered'")).toBe(3);
    expect(await seatsTaken(env, event.id, later(HOUR))).toBe(3);
    expect(await countRows("mail_outbox", "kind = 'waitlist-offer'")).toBe(3);
  });

  it("passes an expired offer to the next entry, and the expired link says so", async () => {
    const { event, token } = await soldOut(1);
    await join(event.id, "langsam@example.de", 1);
    await join(event.id, "naechste@example.de", 1);
    await cancelOwnBooking(env, token, later(HOUR));
    const slow = await offerToken("langsam@example.de");
    expect((await loadOffer(env, slow, later(2 * HOUR)))?.state).toBe("open");

    const dayLater = later(25 * HOUR + 1000);
    expect(await offerAllFreedSeats(env, dayLater)).toBe(1);
    expect((await entry("langsam@example.de"))?.status).toBe("expired");
    expect((await entry("naechste@example.de"))?.status).toBe("offered");
    expect((await loadOffer(env, slow, dayLater))?.state).toBe("expired");
    expect(await claimOffer(env, slow, dayLater)).toEqual({ ok: false, reason: "not_possible" });
    expect((await claimOffer(env, await offerToken("naechste@example.de"), dayLater)).ok).toBe(true);
  });

  it("offers seats when the coach raises the capacity, and removing an offered entry passes its seats on", async () => {
    const { event } = await soldOut(1);
    await join(event.id, "eins@example.de", 1);
    await join(event.id, "zwei@example.de", 1);
    await env.DB.prepare("UPDATE klarsinn_events SET max_attendees = 2 WHERE id = ?").bind(event.id).run();
    await afterSeatsFreed(env, event.id, later(HOUR));
    expect((await entry("eins@example.de"))?.status).toBe("offered");
    expect((await entry("zwei@example.de"))?.status).toBe("waiting");

    expect(await removeWaitlistEntry(env, (await entry("eins@example.de"))!.id, later(2 * HOUR))).toBe(true);
    expect((await entry("eins@example.de"))?.status).toBe("removed");
    expect((await entry("zwei@example.de"))?.status).toBe("offered");
    expect(await removeWaitlistEntry(env, "not-a-uuid")).toBe(false);
  });

  it("refuses forged offer links", async () => {
    const { event } = await soldOut(1);
    await join(event.id, "echt@example.de", 1);
    const real = await offerToken("echt@example.de");
    expect(await loadOffer(env, real.slice(0, -3))).toBeNull();
    expect(await claimOffer(env, await signToken(env, "booking", (await entry("echt@example.de"))!.id))).toEqual({
      ok: false,
      reason: "invalid",
    });
  });
});

describe("storage period (/datenschutz)", () => {
  it(`deletes an event's waiting list ${WAITLIST_RETENTION_DAYS} days after the event, not a day earlier`, async () => {
    const { event } = await soldOut(1);
    await join(event.id, "vorbei@example.de", 1);
    // The event is on 12 June 2099 (Berlin).
    expect(await purgePastWaitlists(env, new Date("2099-06-19T12:00:00Z"))).toBe(0);
    expect(await countRows(WAITLIST)).toBe(1);
    expect(await purgePastWaitlists(env, new Date("2099-06-20T12:00:00Z"))).toBe(1);
    expect(await countRows(WAITLIST)).toBe(0);
  });

  it("the lifecycle cron runs every step and reports what it did, twice without doing anything twice", async () => {
    const { event } = await soldOut(1);
    await join(event.id, "cron@example.de", 1);
    await env.DB.prepare(`UPDATE ${BOOKINGS} SET status = 'cancelled' WHERE event_id = ?`).bind(event.id).run();
    const first = await runBookingLifecycle(env, later(HOUR));
    expect(first).toMatchObject({ offersMade: 1, remindersQueued: 0, waitlistEntriesDeleted: 0 });
    const second = await runBookingLifecycle(env, later(HOUR));
    expect(second).toMatchObject({ offersMade: 0 });
    expect(await countRows("mail_outbox", "kind = 'waitlist-offer'")).toBe(1);
  });
});
