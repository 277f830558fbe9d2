import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { cancelOwnBooking, confirmOwnBooking } from "../../app/features/core/booking/manage.server";
import { sessionMoveDeadline } from "../../app/features/core/booking/policy";
import { confirmByCoach, moveSession } from "../../app/features/core/booking/transitions.server";
import { bookingWithEvent } from "../../app/features/core/invoices/invoices.server";
import {
  bookWithCredit,
  listClientPackages,
  packageCredits,
} from "../../app/features/products/packages/credits.server";
import { addMonths, createPackagePurchase } from "../../app/features/products/packages/purchase.server";
import {
  createSessionBooking,
  planSessionMove,
  type SessionChoice,
} from "../../app/features/products/sessions/booking.server";
import { loadScheduler } from "../../app/features/products/sessions/loader.server";
import { moveOwnSession } from "../../app/features/products/sessions/move.server";
import { signToken } from "../../app/lib/signed-token.server";
import { COACHING_TERMS } from "../../app/config/coaching";
import { berlinWallOf } from "../../app/lib/today";
import { seedAppointmentTypeId, seedPackageId, seedStatements } from "../../db/seed-data";
import { BOOKINGS } from "./booking-fixtures";

/*
 * Packages of 1:1 sessions (decision 0150) and moving a session (0151), in the Workers runtime with
 * real local D1: a credit is used once under concurrency, expires by the Berlin day, comes back on a
 * timely cancellation; a move takes a free time once, refuses a taken one with the next free times,
 * and closes 24 hours before the start.
 */

const HOUR_MS = 3_600_000;
const COACHING_60 = seedAppointmentTypeId(2);
const INTRO = seedAppointmentTypeId(1);
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
  return { full_name: `Paula Paket ${counter}`, email: `paket${counter}@example.de`, phone: "", num_tickets: 1 };
};

/** The booking's status as D1 holds it. */
const statusOf = async (bookingId: string) =>
  (await env.DB.prepare("SELECT status FROM klarsinn_booking WHERE id = ?").bind(bookingId).first<{ status: string }>())
    ?.status;

/**
 * A package bought and its address confirmed: the purchase confirms by itself (decision 0186, the
 * demo package's default), so its credits are usable without the coach's click.
 */
async function boughtPackage(packageId = FIVE, now = new Date()) {
  const purchase = await createPackagePurchase(env, packageId, { ...person(), ...billing }, now);
  if (!purchase.ok) throw new Error(`purchase refused: ${purchase.reason}`);
  const token = await signToken(env, "booking", purchase.bookingId);
  expect(await confirmOwnBooking(env, token, now)).toEqual({ ok: true });
  expect(await statusOf(purchase.bookingId)).toBe("confirmed");
  const row = await bookingWithEvent(env, purchase.bookingId);
  return { purchase, token, eventId: row!.event.id, expiresOn: purchase.expiresOn };
}

/** Free starts of the 60-minute coaching online, from some days out, one per day. */
async function freeStarts(count: number, now = new Date(), typeId = COACHING_60): Promise<number[]> {
  const { days } = await loadScheduler(env, typeId, now);
  return days
    .slice(2)
    .map((day) => day.slots.find((slot) => slot.places.includes("online"))?.startMs)
    .filter((start): start is number => start !== undefined)
    .slice(0, count);
}

const credit = (eventId: string, lastDay: string) => ({ packageEventId: eventId, lastDay });

describe("packages: bought like an event, credits used in the session's own batch", () => {
  beforeAll(async () => {
    await env.DB.batch(seedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
  });

  it("a purchase is a booking of a private package row with its invoice once confirmed, and credits only then", async () => {
    const now = new Date();
    const purchase = await createPackagePurchase(env, FIVE, { ...person(), ...billing }, now);
    expect(purchase.ok).toBe(true);
    if (!purchase.ok) return;
    expect(purchase.totalCents).toBe(63000);
    const row = await bookingWithEvent(env, purchase.bookingId);
    expect(row!.event.kind).toBe("package");
    expect(row!.event.event_date).toBe(purchase.expiresOn);
    // Not yet confirmed by the coach: no credit to use.
    const waiting = await packageCredits(env, row!.event.id, row!.booking.status, now);
    expect(waiting).toMatchObject({ total: 5, used: 0, left: 5, state: "waiting" });
    const [start] = await freeStarts(1, now);
    const refused = await createSessionBooking(
      env,
      { typeId: COACHING_60, startMs: start!, place: "online" },
      { ...person(), early_start: true },
      now,
      "de",
      undefined,
      undefined,
      credit(row!.event.id, purchase.expiresOn),
    );
    expect(refused).toEqual({ ok: false, reason: "no_credit" });
    const token = await signToken(env, "booking", purchase.bookingId);
    await confirmOwnBooking(env, token, now);
    // Confirmed by itself with the address (decision 0186): her click has nothing left to confirm.
    expect(await statusOf(purchase.bookingId)).toBe("confirmed");
    expect((await confirmByCoach(env, purchase.bookingId, now)).ok).toBe(false);
    // The confirmation issued the package's invoice, as for an event (GiroCode on Meine Buchung).
    const invoices = await env.DB.prepare("SELECT kind FROM klarsinn_invoice WHERE booking_id = ?")
      .bind(purchase.bookingId)
      .all<{ kind: string }>();
    expect(invoices.results.map((i) => i.kind)).toEqual(["invoice"]);
    const usable = await packageCredits(env, row!.event.id, "confirmed", now);
    expect(usable).toMatchObject({ left: 5, state: "usable" });
    // Its e-mails (the visitor's first one and the coach's confirmation) name the last day its credits
    // count, not a date with an empty time.
    const mails = await env.DB.prepare(
      "SELECT kind, payload FROM mail_outbox WHERE ref_id = ? AND kind IN ('booking-confirmation', 'booking-status')",
    )
      .bind(purchase.bookingId)
      .all<{ kind: string; payload: string }>();
    expect(mails.results.map((mail) => mail.kind).sort()).toEqual(["booking-confirmation", "booking-status"]);
    for (const mail of mails.results) {
      const { text } = JSON.parse(mail.payload) as { text: string };
      expect(text).toMatch(/^Paket: 5er-Paket Einzelcoaching\nGültig bis: \S.*\nOrt: /m);
      expect(text).not.toMatch(/^Uhrzeit:/m);
    }
  });

  it("the last credit, wanted by 10 bookings at once at 10 different free times, books exactly one session", async () => {
    const now = new Date();
    const { eventId, expiresOn } = await boughtPackage();
    // Four of five used: book them one by one.
    const starts = await freeStarts(14, now);
    expect(starts.length).toBe(14);
    for (const start of starts.slice(0, 4)) {
      const used = await createSessionBooking(
        env,
        { typeId: COACHING_60, startMs: start, place: "online" },
        { ...person(), early_start: true },
        now,
        "de",
        undefined,
        undefined,
        credit(eventId, expiresOn),
      );
      expect(used.ok).toBe(true);
    }
    expect(await packageCredits(env, eventId, "confirmed", now)).toMatchObject({ used: 4, left: 1 });
    const results = await Promise.all(
      starts
        .slice(4, 14)
        .map((start) =>
          createSessionBooking(
            env,
            { typeId: COACHING_60, startMs: start, place: "online" },
            { ...person(), early_start: true },
            now,
            "de",
            undefined,
            undefined,
            credit(eventId, expiresOn),
          ),
        ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual(Array(9).fill("no_credit"));
    expect(await packageCredits(env, eventId, "confirmed", now)).toMatchObject({ used: 5, left: 0, state: "used_up" });
    // Nothing half-written: one credit use per booked session, no session row without its booking.
    const orphans = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM klarsinn_events e WHERE e.kind = 'session'
         AND NOT EXISTS (SELECT 1 FROM ${BOOKINGS} b WHERE b.event_id = e.id)`,
    ).first<{ n: number }>();
    expect(orphans?.n).toBe(0);
    const uses = await env.DB.prepare("SELECT COUNT(*) AS n FROM package_credit_uses WHERE package_event_id = ?")
      .bind(eventId)
      .first<{ n: number }>();
    expect(uses?.n).toBe(5);
  });

  it("credits expire at the end of their last day in Berlin, and no session after that day takes one", async () => {
    const { eventId, expiresOn } = await boughtPackage();
    expect(expiresOn).toBe(addMonths(new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Berlin" }), 12));
    // 23:30 in Berlin on the last day (CET in winter, CEST in summer: one or two hours ahead of UTC).
    const lastEvening = new Date(`${expiresOn}T23:30:00+01:00`);
    const offset = Number(
      lastEvening.toLocaleString("en-GB", { timeZone: "Europe/Berlin", hour: "2-digit", hourCycle: "h23" }),
    );
    const berlinLate = offset === 23 ? lastEvening : new Date(`${expiresOn}T23:30:00+02:00`);
    expect((await packageCredits(env, eventId, "confirmed", berlinLate))?.state).toBe("usable");
    // One hour later it is the next day in Berlin, though still the last day in UTC.
    const berlinNextDay = new Date(berlinLate.getTime() + HOUR_MS);
    expect(berlinNextDay.toISOString().slice(0, 10)).toBe(expiresOn);
    expect((await packageCredits(env, eventId, "confirmed", berlinNextDay))?.state).toBe("expired");
    // A session on a day after the last one is refused, whatever the credits left.
    const [start] = await freeStarts(1);
    const result = await createSessionBooking(
      env,
      { typeId: COACHING_60, startMs: start!, place: "online" },
      { ...person(), early_start: true },
      new Date(),
      "de",
      undefined,
      undefined,
      credit(eventId, "2000-01-01"),
    );
    expect(result).toEqual({ ok: false, reason: "no_credit" });
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2026-11-27", 12)).toBe("2027-11-27");
  });

  it("a session cancelled in time gives its credit back; cancelled too late, the credit stays used", async () => {
    const now = new Date();
    const { token, eventId } = await boughtPackage();
    const starts = await freeStarts(2, now);
    const booked: string[] = [];
    for (const start of starts) {
      const answer = await bookWithCredit(
        env,
        token,
        { start: String(start), place: "online", early_start: "on" },
        "de",
        now,
      );
      expect(answer.answer.ok, JSON.stringify(answer)).toBe(true);
      if (answer.answer.ok) booked.push(answer.answer.manage.split("/").pop()!);
    }
    expect(await packageCredits(env, eventId, "confirmed", now)).toMatchObject({ used: 2, left: 3 });
    // Each session's own Meine Buchung: confirmed there like any booking.
    for (const sessionToken of booked) expect(await confirmOwnBooking(env, sessionToken, now)).toEqual({ ok: true });

    // In time: more than 24 hours before.
    expect(await cancelOwnBooking(env, booked[0], now)).toEqual({ ok: true });
    expect(await packageCredits(env, eventId, "confirmed", now)).toMatchObject({ used: 1, left: 4 });

    // Too late: an hour before the start.
    const late = new Date(starts[1]! - HOUR_MS);
    expect(await cancelOwnBooking(env, booked[1], late)).toEqual({ ok: true });
    expect(await packageCredits(env, eventId, "confirmed", late)).toMatchObject({ used: 1, left: 4 });
    const forfeited = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM package_credit_uses WHERE package_event_id = ? AND forfeited = 1",
    )
      .bind(eventId)
      .first<{ n: number }>();
    expect(forfeited?.n).toBe(1);
    // Each cancellation e-mail says what became of the credit, with § 5a's hours, not a fee.
    const mails = await env.DB.prepare(
      `SELECT m.payload FROM mail_outbox m JOIN ${BOOKINGS} b ON b.id = m.ref_id
         JOIN package_credit_uses u ON u.session_event_id = b.event_id
       WHERE u.package_event_id = ? AND m.kind = 'booking-cancelled' ORDER BY b.cancelled_at`,
    )
      .bind(eventId)
      .all<{ payload: string }>();
    const texts = mails.results.map((mail) => (JSON.parse(mail.payload) as { text: string }).text);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toContain("Der Termin ist wieder in deinem Paket gutgeschrieben.");
    expect(texts[1]).toContain(
      `weniger als ${COACHING_TERMS.freeChangeHours} Stunden vor dem Termin eingegangen ist, ist dieser Termin nach meinen AGB aus deinem Paket verbraucht`,
    );
    for (const text of texts) expect(text).not.toMatch(/Gebühr|kostenfrei\.$/m);
  });
});

describe("moving a session (AGB § 5a)", () => {
  /** A confirmed intro call at the n-th free online start from now. */
  async function bookedIntro(start: number, now = new Date()) {
    const choice: SessionChoice = { typeId: INTRO, startMs: start, place: "online" };
    const result = await createSessionBooking(env, choice, { ...person(), early_start: true }, now);
    if (!result.ok) throw new Error(`booking refused: ${result.reason}`);
    const token = await signToken(env, "booking", result.bookingId);
    expect(await confirmOwnBooking(env, token, now)).toEqual({ ok: true });
    return { token, bookingId: result.bookingId };
  }

  it("moves to a free time in one write, mails the new time, and frees the old one", async () => {
    const now = new Date();
    const [from, to] = await freeStarts(2, now, INTRO);
    const { token, bookingId } = await bookedIntro(from!, now);
    const moved = await moveOwnSession(env, token, { start: String(to) }, "de", now);
    expect(moved.status).toBe(200);
    const row = await bookingWithEvent(env, bookingId);
    expect(Date.parse(row!.event.blocked_from!)).toBe(to);
    const mails = await env.DB.prepare("SELECT kind FROM mail_outbox WHERE ref_id = ? ORDER BY kind")
      .bind(bookingId)
      .all<{ kind: string }>();
    expect(mails.results.map((m) => m.kind)).toEqual(
      expect.arrayContaining(["session-moved", "session-moved-notification"]),
    );
    const { days } = await loadScheduler(env, INTRO, now);
    expect(days.some((day) => day.slots.some((slot) => slot.startMs === from))).toBe(true);
    expect(days.some((day) => day.slots.some((slot) => slot.startMs === to))).toBe(false);
  });

  it("answers a time someone else holds with 409 and the next free times, and writes nothing", async () => {
    const now = new Date();
    const [a, b] = await freeStarts(2, now, INTRO);
    const first = await bookedIntro(a!, now);
    await bookedIntro(b!, now);
    const before = await bookingWithEvent(env, first.bookingId);
    const answer = await moveOwnSession(env, first.token, { start: String(b) }, "de", now);
    expect(answer.status).toBe(409);
    expect(answer.answer.ok).toBe(false);
    if (!answer.answer.ok) {
      expect(answer.answer.next?.length).toBeGreaterThan(0);
      expect(answer.answer.next!.every((time) => time.startMs >= b!)).toBe(true);
    }
    expect((await bookingWithEvent(env, first.bookingId))!.event).toEqual(before!.event);
  });

  it("two moves of one session at once: one wins, the other is refused", async () => {
    const now = new Date();
    const [from, x, y] = await freeStarts(3, now, INTRO);
    const { bookingId } = await bookedIntro(from!, now);
    const row = (await bookingWithEvent(env, bookingId))!;
    const results = await Promise.all([
      moveSession(env, row, x!, planSessionMove(env, now), now),
      moveSession(env, row, y!, planSessionMove(env, now), now),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it(`is open until exactly ${COACHING_TERMS.freeChangeHours} hours before the start and closed a millisecond later`, async () => {
    const real = new Date();
    const [from, to] = await freeStarts(2, real, INTRO);
    const { bookingId } = await bookedIntro(from!, real);
    const row = (await bookingWithEvent(env, bookingId))!;
    const deadline = from! - COACHING_TERMS.freeChangeHours * HOUR_MS;
    expect(sessionMoveDeadline(row.event, new Date(deadline))?.getTime()).toBe(deadline);
    expect(sessionMoveDeadline(row.event, new Date(deadline + 1))).toBeNull();
    const tooLate = await moveSession(
      env,
      row,
      to!,
      planSessionMove(env, new Date(deadline + 1)),
      new Date(deadline + 1),
    );
    expect(tooLate).toEqual({ ok: false, reason: "too_late" });
    expect((await bookingWithEvent(env, bookingId))!.event.start_time).toBe(row.event.start_time);
    const inTime = await moveSession(env, row, to!, planSessionMove(env, new Date(deadline)), new Date(deadline));
    expect(inTime.ok).toBe(true);
  });
});

describe("the coach's list of her clients' packages", () => {
  it("shows each held package with its person, credits left and state; not one whose hold ran out", async () => {
    const now = new Date();
    const usable = await boughtPackage(FIVE, now);
    const [start] = await freeStarts(1, now);
    const booked = await createSessionBooking(
      env,
      { typeId: COACHING_60, startMs: start!, place: "online" },
      { ...person(), early_start: true },
      now,
      "de",
      undefined,
      undefined,
      credit(usable.eventId, usable.expiresOn),
    );
    expect(booked.ok).toBe(true);
    const waiting = await createPackagePurchase(env, FIVE, { ...person(), ...billing }, now);
    if (!waiting.ok) throw new Error(waiting.reason);

    const list = await listClientPackages(env, now);
    const usableRow = list.find((row) => row.bookingId === usable.purchase.bookingId);
    expect(usableRow).toMatchObject({ name: "5er-Paket Einzelcoaching", total: 5, left: 4, state: "usable" });
    expect(usableRow!.email).toMatch(/@example\.de$/);
    expect(list.find((row) => row.bookingId === waiting.bookingId)).toMatchObject({ left: 5, state: "waiting" });
    // Its unconfirmed hold has run out a day later: that purchase is no package any more.
    const later = new Date(now.getTime() + 24 * HOUR_MS);
    expect((await listClientPackages(env, later)).some((row) => row.bookingId === waiting.bookingId)).toBe(false);
  });
});

describe("moving a session of a package", () => {
  it("stays within the package's days: a later time is refused with free times up to its last day", async () => {
    const now = new Date();
    const { eventId } = await boughtPackage(FIVE, now);
    const [first, second, , late] = await freeStarts(4, now);
    const lastDay = berlinWallOf(second!).day;
    await env.DB.prepare("UPDATE package_purchases SET expires_on = ? WHERE event_id = ?").bind(lastDay, eventId).run();
    const booked = await createSessionBooking(
      env,
      { typeId: COACHING_60, startMs: first!, place: "online" },
      { ...person(), early_start: true },
      now,
      "de",
      undefined,
      undefined,
      credit(eventId, lastDay),
    );
    if (!booked.ok) throw new Error(`booking refused: ${booked.reason}`);
    const row = (await bookingWithEvent(env, booked.bookingId))!;

    const after = await moveSession(env, row, late!, planSessionMove(env, now), now);
    expect(after).toMatchObject({ ok: false, reason: "taken" });
    const next = after.ok || after.reason !== "taken" ? [] : after.next;
    expect(next.length).toBeGreaterThan(0);
    expect(next.every((time) => berlinWallOf(time.startMs).day <= lastDay)).toBe(true);
    expect((await bookingWithEvent(env, booked.bookingId))!.event.start_time).toBe(row.event.start_time);

    expect((await moveSession(env, row, second!, planSessionMove(env, now), now)).ok).toBe(true);
  });
});

describe("the video room of an online session (decision 0147)", () => {
  const ROOM = "https://meet.example.org/johanna-lindner";
  const statusMailOf = async (bookingId: string) =>
    (
      await env.DB.prepare("SELECT payload FROM mail_outbox WHERE ref_id = ? AND kind = 'booking-status'")
        .bind(bookingId)
        .first<{ payload: string }>()
    )?.payload ?? "";
  const allMailsOf = async (bookingId: string) =>
    (
      await env.DB.prepare("SELECT payload FROM mail_outbox WHERE ref_id = ?")
        .bind(bookingId)
        .all<{ payload: string }>()
    ).results
      .map((row) => row.payload)
      .join("\n");

  async function confirmedIntro(start: number, now: Date) {
    const choice: SessionChoice = { typeId: INTRO, startMs: start, place: "online" };
    const result = await createSessionBooking(env, choice, { ...person(), early_start: true }, now);
    if (!result.ok) throw new Error(`booking refused: ${result.reason}`);
    const token = await signToken(env, "booking", result.bookingId);
    const beforeAddress = await allMailsOf(result.bookingId);
    // The intro call is booked at once when the address is confirmed (decision 0186).
    expect(await confirmOwnBooking(env, token, now)).toEqual({ ok: true });
    expect(await statusOf(result.bookingId)).toBe("confirmed");
    return { bookingId: result.bookingId, beforeCoach: beforeAddress };
  }

  it("comes with the confirmation only, as its button, where the type has a link", async () => {
    const now = new Date();
    const [withRoom, withoutRoom] = await freeStarts(2, now, INTRO);
    await env.DB.prepare("UPDATE appointment_types SET meeting_url = ? WHERE id = ?").bind(ROOM, INTRO).run();
    const linked = await confirmedIntro(withRoom!, now);
    // Nothing before the coach's confirmation carries it: an address nobody confirmed never gets it.
    expect(linked.beforeCoach).not.toContain(ROOM);
    const mail = await statusMailOf(linked.bookingId);
    expect(mail).toContain(ROOM);
    expect(mail).toContain("Zum Videoraum");

    await env.DB.prepare("UPDATE appointment_types SET meeting_url = NULL WHERE id = ?").bind(INTRO).run();
    const unlinked = await confirmedIntro(withoutRoom!, now);
    const plain = await statusMailOf(unlinked.bookingId);
    expect(plain).toContain("Dein Termin ist bestätigt");
    expect(plain).not.toContain("Zum Videoraum");
  });
});
