import { env } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cancelOwnBooking } from "../../app/features/core/booking/manage.server";
import { createSessionBooking } from "../../app/features/products/sessions/booking.server";
import { loadScheduler } from "../../app/features/products/sessions/loader.server";
import { handleSessionBookingRequest, schedulerView } from "../../app/features/products/sessions/page.server";
import { handleSessionWaitlistJoin } from "../../app/features/products/sessions/waitlist-join.server";
import { WAITLIST_INTENT } from "../../app/features/products/sessions/waitlist-schema";
import {
  offerFreeSessionTimes,
  openSessionWaitlist,
  SESSION_OFFER_HOURS,
} from "../../app/features/products/sessions/waitlist.server";
import { signToken } from "../../app/lib/signed-token.server";
import { seedAppointmentTypeId, seedStatements } from "../../db/seed-data";
import { BOOKINGS } from "./booking-fixtures";

/*
 * The 1:1 waiting list (issue 51, decision 0207): a cancelled session's time is offered to ONE person
 * at a time who asked for that day, held for her until the offer lapses, then passed to the next.
 * The offer's link (GET) changes nothing; the booking form's POST with it books, once.
 */

const INTRO = seedAppointmentTypeId(1);
const HOUR = 60 * 60 * 1000;
const now = new Date();
let ip = 0;

const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://klarsinn.test${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": `198.51.100.${++ip}` },
    body: new URLSearchParams(fields),
  });

const join = (email: string, day: string, extra: Record<string, string> = {}) =>
  handleSessionWaitlistJoin(
    post("/termin", {
      intent: WAITLIST_INTENT,
      type: INTRO,
      tag: day,
      full_name: "Lena Warte",
      email,
      consent: "on",
      ...extra,
    }),
    env,
    now,
  );

const entryOf = (email: string) =>
  env.DB.prepare("SELECT * FROM session_waitlist WHERE email = ?")
    .bind(email)
    .first<{ id: string; status: string; offer_starts_at: string | null; booking_id: string | null }>();

const offerMails = async () =>
  (
    await env.DB.prepare("SELECT recipient, payload FROM mail_outbox WHERE kind = 'session-waitlist-offer'").all<{
      recipient: string;
      payload: string;
    }>()
  ).results;

const sessionsHolding = (day: string) =>
  env.DB.prepare(
    `SELECT COUNT(*) AS n FROM klarsinn_events e WHERE e.kind = 'session' AND e.event_date = ?
       AND EXISTS (SELECT 1 FROM ${BOOKINGS} b WHERE b.event_id = e.id AND b.status <> 'cancelled')`,
  )
    .bind(day)
    .first<{ n: number }>();

let day = "";
let firstBooking = "";

beforeAll(async () => {
  await env.DB.batch(seedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
  // One intro call a day: one booked session fills its day.
  await env.DB.prepare("UPDATE appointment_types SET max_per_day = 1 WHERE id = ?").bind(INTRO).run();
  const { days } = await loadScheduler(env, INTRO, now);
  // Far enough ahead that an offer lapses (12 h) and the next one still fits the minimum notice.
  const chosen = days.find((candidate) => candidate.slots[0]!.startMs > now.getTime() + 3 * 24 * HOUR)!;
  day = chosen.day;
  const booked = await createSessionBooking(
    env,
    { typeId: INTRO, startMs: chosen.slots[0]!.startMs, place: "online" },
    { full_name: "Erste Klientin", email: "erste@example.de", phone: "", num_tickets: 1 },
    now,
  );
  if (!booked.ok) throw new Error(`booking refused: ${booked.reason}`);
  firstBooking = booked.bookingId;
});
beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("the 1:1 waiting list", () => {
  it("takes a wish for a full day, refuses one for a day with a free time, and checks its input", async () => {
    expect((await loadScheduler(env, INTRO, now)).days.some((candidate) => candidate.day === day)).toBe(false);
    expect((await join("anna@example.de", day)).status).toBe(200);
    expect((await join("berta@example.de", day)).status).toBe(200);
    expect((await entryOf("anna@example.de"))?.status).toBe("waiting");
    const freeDay = (await loadScheduler(env, INTRO, now)).days[0]!.day;
    const free = await join("carla@example.de", freeDay);
    expect(free.status).toBe(409);
    expect(free.result.ok).toBe(false);
    expect((await join("dora@example.de", "2020-01-01")).status).toBe(400);
    expect((await join("dora@example.de", day, { consent: "" })).status).toBe(400);
    expect((await join("dora@example.de", "kein-tag")).status).toBe(400);
    expect(await entryOf("carla@example.de")).toBeNull();
    expect(await entryOf("dora@example.de")).toBeNull();
    // Nothing is free yet: nobody is told.
    expect(await offerFreeSessionTimes(env, now)).toBe(0);
    expect(await offerMails()).toHaveLength(0);
  });

  it("offers the cancelled session's time to the first in line only, held from everyone else", async () => {
    const cancelled = await cancelOwnBooking(env, await signToken(env, "booking", firstBooking), now);
    expect(cancelled.ok).toBe(true);
    expect(await offerFreeSessionTimes(env, now)).toBe(1);
    const anna = await entryOf("anna@example.de");
    expect(anna?.status).toBe("offered");
    expect((await entryOf("berta@example.de"))?.status).toBe("waiting");
    const mails = await offerMails();
    expect(mails.map((mail) => mail.recipient)).toEqual(["anna@example.de"]);
    expect(mails[0]!.payload).toContain("angebot=");
    // The coach sees who waits and whose offer runs.
    expect((await openSessionWaitlist(env)).map((wish) => [wish.email, wish.status])).toEqual([
      ["anna@example.de", "offered"],
      ["berta@example.de", "waiting"],
    ]);
    // A second run offers nothing more: the day's one time is held for Anna.
    expect(await offerFreeSessionTimes(env, now)).toBe(0);
    // The scheduler does not show the held time to others, and a booking of it is refused.
    expect((await loadScheduler(env, INTRO, now)).days.some((candidate) => candidate.day === day)).toBe(false);
    const other = await createSessionBooking(
      env,
      { typeId: INTRO, startMs: Date.parse(anna!.offer_starts_at!), place: "online" },
      { full_name: "Vordrängler", email: "vor@example.de", phone: "", num_tickets: 1 },
      now,
    );
    expect(other).toMatchObject({ ok: false, reason: "taken" });
  });

  it("the offer's link (GET) shows the time and changes nothing", async () => {
    const anna = await entryOf("anna@example.de");
    const token = await signToken(env, "session-offer", anna!.id);
    const start = Date.parse(anna!.offer_starts_at!);
    const before = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${BOOKINGS}`).first<{ n: number }>();
    const view = await schedulerView(
      env,
      new URL(`http://klarsinn.test/termin?art=${INTRO}&ort=online&tag=${day}&zeit=${start}&angebot=${token}`),
      now,
    );
    expect(view.slot?.startMs).toBe(start);
    expect(view.offer?.token).toBe(token);
    expect((await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${BOOKINGS}`).first<{ n: number }>())?.n).toBe(before?.n);
    expect((await entryOf("anna@example.de"))?.status).toBe("offered");
    // A forged token opens nothing.
    const forged = await schedulerView(
      env,
      new URL(`http://klarsinn.test/termin?art=${INTRO}&ort=online&tag=${day}&zeit=${start}&angebot=x${token}`),
      now,
    );
    expect(forged.offer).toBeNull();
    expect(forged.slot).toBeNull();
  });

  it("a lapsed offer passes the time to the next in line, whose POST books it once", async () => {
    const later = new Date(now.getTime() + (SESSION_OFFER_HOURS + 1) * HOUR);
    expect(await offerFreeSessionTimes(env, later)).toBe(1);
    expect((await entryOf("anna@example.de"))?.status).toBe("expired");
    const berta = await entryOf("berta@example.de");
    expect(berta?.status).toBe("offered");
    const token = await signToken(env, "session-offer", berta!.id);
    const form = {
      type: INTRO,
      place: "online",
      start: String(Date.parse(berta!.offer_starts_at!)),
      full_name: "Berta Warte",
      email: "berta@example.de",
      num_tickets: "1",
      angebot: token,
    };
    // Anna's old link no longer holds anything for her.
    const annaToken = await signToken(env, "session-offer", (await entryOf("anna@example.de"))!.id);
    const anna = await handleSessionBookingRequest(
      post("/termin", { ...form, email: "anna@example.de", full_name: "Anna Warte", angebot: annaToken }),
      env,
      later,
    );
    expect(anna.status).toBe(409);
    const booked = await handleSessionBookingRequest(post("/termin", form), env, later);
    expect(booked.status).toBe(200);
    expect(booked.result.ok).toBe(true);
    const claimed = await entryOf("berta@example.de");
    expect(claimed?.status).toBe("claimed");
    expect(claimed?.booking_id).toBeTruthy();
    // The same link again (another tab) books nothing more.
    const again = await handleSessionBookingRequest(
      post("/termin", { ...form, email: "berta2@example.de" }),
      env,
      later,
    );
    expect(again.status).toBe(409);
    expect((await sessionsHolding(day))?.n).toBe(1);
  });
});
