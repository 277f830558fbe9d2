import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { berlinOffsetMinutes, berlinWallOf, berlinWallToMs } from "../../app/lib/today";
import { loadAvailabilityEditor, saveHolidaySetting } from "../../app/features/products/sessions/editor.server";
import { holidaysBetween } from "../../app/features/products/sessions/holidays";
import { loadScheduler } from "../../app/features/products/sessions/loader.server";
import {
  type Availability,
  type BusyInterval,
  type FreeDay,
  freeSlots,
  type SlotType,
} from "../../app/features/products/sessions/slots.server";
import { seedAppointmentTypeId, seedStatements } from "../../db/seed-data";
import { insertBooking, insertEvent } from "./booking-fixtures";

const MINUTE_MS = 60_000;

const type = (overrides: Partial<SlotType> = {}): SlotType => ({
  duration_minutes: 60,
  buffer_before_minutes: 0,
  buffer_after_minutes: 0,
  min_notice_minutes: 0,
  horizon_days: 14,
  max_per_day: null,
  places: ["braunschweig", "online"],
  ...overrides,
});
/** Monday 09:00–12:00 in Braunschweig and online, nothing else. */
const mondayMornings: Availability = {
  weekly: [{ weekday: 1, start: "09:00", end: "12:00", places: ["braunschweig", "online"] }],
  exceptions: [],
};
/** Sunday 2027-01-03, noon in Berlin: the next day is Monday 2027-01-04 (winter time, UTC+1). */
const SUNDAY_NOON = new Date("2027-01-03T11:00:00Z");
const MONDAY = "2027-01-04";
const at = (day: string, clock: string) =>
  new Date(`${day}T${clock}:00${day < "2027-03-28" || day >= "2027-10-31" ? "+01:00" : "+02:00"}`).getTime();
const times = (days: FreeDay[], day: string) => days.find((d) => d.day === day)?.slots.map((s) => s.time) ?? [];

describe("Berlin wall clock", () => {
  it("agrees with Intl's Europe/Berlin for every quarter hour of 2027, the change days included", () => {
    const intl = new Intl.DateTimeFormat("en-CA", {
      timeZone: "Europe/Berlin",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    const mismatches: string[] = [];
    for (let ms = Date.UTC(2027, 0, 1); ms < Date.UTC(2028, 0, 1); ms += 15 * MINUTE_MS) {
      const parts = Object.fromEntries(intl.formatToParts(ms).map((p) => [p.type, p.value]));
      const wall = berlinWallOf(ms);
      const expected = `${parts.year}-${parts.month}-${parts.day} ${Number(parts.hour) * 60 + Number(parts.minute)}`;
      if (`${wall.day} ${wall.minutes}` !== expected) mismatches.push(new Date(ms).toISOString());
    }
    expect(mismatches).toEqual([]);
    expect(berlinOffsetMinutes(Date.parse("2027-03-28T00:59:00Z"))).toBe(60);
    expect(berlinOffsetMinutes(Date.parse("2027-03-28T01:00:00Z"))).toBe(120);
    expect(berlinOffsetMinutes(Date.parse("2027-10-31T00:59:00Z"))).toBe(120);
    expect(berlinOffsetMinutes(Date.parse("2027-10-31T01:00:00Z"))).toBe(60);
  });

  it("reads wall times on the change days: the missing hour an hour later, the doubled hour first in summer time", () => {
    expect(new Date(berlinWallToMs("2027-03-28", 60)).toISOString()).toBe("2027-03-28T00:00:00.000Z");
    expect(new Date(berlinWallToMs("2027-03-28", 150)).toISOString()).toBe("2027-03-28T01:30:00.000Z");
    expect(new Date(berlinWallToMs("2027-03-28", 180)).toISOString()).toBe("2027-03-28T01:00:00.000Z");
    expect(new Date(berlinWallToMs("2027-10-31", 150)).toISOString()).toBe("2027-10-31T00:30:00.000Z");
    expect(new Date(berlinWallToMs("2027-10-31", 180)).toISOString()).toBe("2027-10-31T02:00:00.000Z");
  });
});

describe("free times", () => {
  it("offers every half hour at which the session fits into the range, at the type's places", () => {
    const days = freeSlots({ type: type(), availability: mondayMornings, busy: [], now: SUNDAY_NOON });
    expect(times(days, MONDAY)).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00"]);
    expect(days.find((d) => d.day === MONDAY)?.slots[0]).toEqual({
      startMs: at(MONDAY, "09:00"),
      time: "09:00",
      places: ["braunschweig", "online"],
    });
    // Only Mondays: two in the fortnight.
    expect(days.map((d) => d.day)).toEqual([MONDAY, "2027-01-11"]);
    // A type only in München finds none of her Braunschweig/online hours.
    expect(
      freeSlots({ type: type({ places: ["muenchen"] }), availability: mondayMornings, busy: [], now: SUNDAY_NOON }),
    ).toEqual([]);
    // The places of one start are those of the type that the hours offer.
    const onlineOnly = freeSlots({
      type: type({ places: ["online"] }),
      availability: mondayMornings,
      busy: [],
      now: SUNDAY_NOON,
    });
    expect(onlineOnly[0]?.slots[0]?.places).toEqual(["online"]);
  });

  it("keeps the buffers before and after clear of anything busy", () => {
    const busy: BusyInterval[] = [{ startMs: at(MONDAY, "10:30"), endMs: at(MONDAY, "11:00") }];
    // Without buffers: a 60-minute session may end at 10:30 or start at 11:00.
    expect(times(freeSlots({ type: type(), availability: mondayMornings, busy, now: SUNDAY_NOON }), MONDAY)).toEqual([
      "09:00",
      "09:30",
      "11:00",
    ]);
    // 15 minutes after: 09:30–10:30 + 15 overlaps; 15 minutes before: 11:00 − 15 overlaps.
    const buffered = type({ buffer_before_minutes: 15, buffer_after_minutes: 15 });
    expect(times(freeSlots({ type: buffered, availability: mondayMornings, busy, now: SUNDAY_NOON }), MONDAY)).toEqual([
      "09:00",
    ]);
    // Buffers may reach outside her hours: 09:00 − 15 minutes is fine when nothing is busy then.
    expect(
      times(freeSlots({ type: buffered, availability: mondayMornings, busy: [], now: SUNDAY_NOON }), MONDAY),
    ).toEqual(["09:00", "09:30", "10:00", "10:30", "11:00"]);
    // Overlapping busy intervals (an all-morning block around a short one) block as their union.
    const nested: BusyInterval[] = [
      { startMs: at(MONDAY, "08:00"), endMs: at(MONDAY, "11:30") },
      { startMs: at(MONDAY, "09:00"), endMs: at(MONDAY, "09:15") },
    ];
    expect(
      times(freeSlots({ type: type(), availability: mondayMornings, busy: nested, now: SUNDAY_NOON }), MONDAY),
    ).toEqual([]);
  });

  it("offers nothing sooner than the minimum notice", () => {
    const now = new Date(at(MONDAY, "08:10"));
    expect(
      times(
        freeSlots({ type: type({ min_notice_minutes: 120 }), availability: mondayMornings, busy: [], now }),
        MONDAY,
      ),
    ).toEqual(["10:30", "11:00"]);
    // 24 hours from Sunday noon: Monday is all open (after Sunday 12:00 + 24 h), the one before is not.
    const saturday = new Date(at("2027-01-02", "10:00"));
    expect(
      times(
        freeSlots({
          type: type({ min_notice_minutes: 24 * 60 }),
          availability: mondayMornings,
          busy: [],
          now: saturday,
        }),
        MONDAY,
      ),
    ).toHaveLength(5);
  });

  it("looks no further ahead than the horizon: today plus horizon − 1 days", () => {
    const days = (horizon: number) =>
      freeSlots({
        type: type({ horizon_days: horizon }),
        availability: mondayMornings,
        busy: [],
        now: SUNDAY_NOON,
      }).map((d) => d.day);
    expect(days(1)).toEqual([]);
    expect(days(2)).toEqual([MONDAY]);
    expect(days(8)).toEqual([MONDAY]);
    expect(days(9)).toEqual([MONDAY, "2027-01-11"]);
  });

  it("offers no more times on a day that has its most sessions of the type", () => {
    const run = (booked: number) =>
      freeSlots({
        type: type({ max_per_day: 2 }),
        availability: mondayMornings,
        busy: [],
        bookedPerDay: new Map([[MONDAY, booked]]),
        now: SUNDAY_NOON,
      }).map((d) => d.day);
    expect(run(1)).toEqual([MONDAY, "2027-01-11"]);
    expect(run(2)).toEqual(["2027-01-11"]);
  });

  it("honours days off, part days off and extra hours with their places", () => {
    const availability: Availability = {
      weekly: mondayMornings.weekly,
      exceptions: [
        { day: MONDAY, kind: "off", start: null, end: null, places: [] },
        { day: "2027-01-11", kind: "off", start: "09:30", end: "11:00", places: [] },
        { day: "2027-01-06", kind: "extra", start: "14:00", end: "16:00", places: ["online"] },
        // Extra hours only where the type is not: nothing.
        { day: "2027-01-07", kind: "extra", start: "14:00", end: "16:00", places: ["muenchen"] },
      ],
    };
    const days = freeSlots({ type: type(), availability, busy: [], now: SUNDAY_NOON });
    expect(days.map((d) => d.day)).toEqual(["2027-01-06", "2027-01-11"]);
    expect(times(days, "2027-01-06")).toEqual(["14:00", "14:30", "15:00"]);
    expect(days[0]?.slots[0]?.places).toEqual(["online"]);
    expect(times(days, "2027-01-11")).toEqual(["11:00"]);
  });

  it("counts real time across the spring change (2027-03-28): no 02:xx, every session really 60 minutes", () => {
    const now = new Date("2027-03-26T12:00:00Z");
    const availability: Availability = {
      weekly: [{ weekday: 7, start: "09:00", end: "11:00", places: ["online"] }],
      exceptions: [{ day: "2027-03-28", kind: "extra", start: "01:00", end: "05:00", places: ["online"] }],
    };
    const busy: BusyInterval[] = [
      { startMs: Date.parse("2027-03-28T02:30:00Z"), endMs: Date.parse("2027-03-28T02:45:00Z") },
    ];
    const days = freeSlots({ type: type({ horizon_days: 3 }), availability, busy, now });
    const sunday = days.find((d) => d.day === "2027-03-28")!;
    // 01:00 CET is 00:00 UTC; 05:00 CEST is 03:00 UTC: three real hours. 04:30 CEST (02:30 UTC) is
    // busy: 03:30 ends just then, 04:00 would run into it.
    expect(sunday.slots.map((s) => s.time)).toEqual(["01:00", "01:30", "03:00", "03:30", "09:00", "09:30", "10:00"]);
    expect(sunday.slots.map((s) => new Date(s.startMs).toISOString().slice(11, 16))).toEqual([
      "00:00",
      "00:30",
      "01:00",
      "01:30",
      "07:00",
      "07:30",
      "08:00",
    ]);
  });

  it("counts real time across the autumn change (2027-10-31): the doubled hour is offered once per instant", () => {
    const now = new Date("2027-10-29T12:00:00Z");
    const availability: Availability = {
      weekly: [{ weekday: 7, start: "09:00", end: "10:00", places: ["online"] }],
      exceptions: [{ day: "2027-10-31", kind: "extra", start: "01:00", end: "03:30", places: ["online"] }],
    };
    const days = freeSlots({ type: type({ horizon_days: 3 }), availability, busy: [], now });
    const sunday = days.find((d) => d.day === "2027-10-31")!;
    // 01:00 CEST (23:00 UTC) to 03:30 CET (02:30 UTC): three and a half real hours.
    expect(sunday.slots.map((s) => `${s.time}=${new Date(s.startMs).toISOString().slice(11, 16)}`)).toEqual([
      "01:00=23:00",
      "01:30=23:30",
      "02:00=00:00",
      "02:30=00:30",
      "02:00=01:00",
      "02:30=01:30",
      "09:00=08:00",
    ]);
  });
});

describe("public holidays (Niedersachsen by default)", () => {
  /** Every day 09:00–12:00 online. */
  const everyMorning: Availability = {
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: "09:00", end: "12:00", places: ["online"] })),
    exceptions: [],
  };
  /** Monday 2026-12-21, 08:00 in Berlin (07:00 UTC): the Christmas week and New Year's Day ahead. */
  const CHRISTMAS_WEEK = new Date("2026-12-21T07:00:00Z");

  it("leaves the holidays of a week out of its free times, Berlin days, and keeps the days around them", () => {
    const holidays = holidaysBetween("NI", "2026-12-21", "2027-01-03");
    expect([...holidays]).toEqual(["2026-12-25", "2026-12-26", "2027-01-01"]);
    const days = freeSlots({
      type: type({ horizon_days: 14, places: ["online"] }),
      availability: everyMorning,
      busy: [],
      holidays,
      now: CHRISTMAS_WEEK,
    });
    const offered = days.map((d) => d.day);
    expect(offered).toEqual([
      "2026-12-21",
      "2026-12-22",
      "2026-12-23",
      "2026-12-24",
      "2026-12-27",
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-02",
      "2027-01-03",
    ]);
    // The first time of Christmas Eve is 09:00 Berlin, 08:00 UTC: the days are Berlin's.
    expect(new Date(days[3]!.slots[0]!.startMs).toISOString()).toBe("2026-12-24T08:00:00.000Z");
    // Without the holidays the same week offers them.
    const plain = freeSlots({
      type: type({ horizon_days: 14, places: ["online"] }),
      availability: everyMorning,
      busy: [],
      now: CHRISTMAS_WEEK,
    });
    expect(plain.map((d) => d.day)).toContain("2026-12-25");
  });

  it("still offers extra hours she entered on a holiday", () => {
    const availability: Availability = {
      ...everyMorning,
      exceptions: [{ day: "2026-12-26", kind: "extra", start: "14:00", end: "15:00", places: ["online"] }],
    };
    const days = freeSlots({
      type: type({ horizon_days: 7, places: ["online"] }),
      availability,
      busy: [],
      holidays: holidaysBetween("NI", "2026-12-21", "2026-12-28"),
      now: CHRISTMAS_WEEK,
    });
    expect(times(days, "2026-12-25")).toEqual([]);
    expect(times(days, "2026-12-26")).toEqual(["14:00"]);
  });

  it("follows the Bundesland: Reformationstag in Niedersachsen, Fronleichnam and Allerheiligen in Bayern, none for 'none'", () => {
    expect(holidaysBetween("NI", "2027-10-31", "2027-11-01")).toEqual(new Set(["2027-10-31"]));
    expect(holidaysBetween("BY", "2027-10-31", "2027-11-01")).toEqual(new Set(["2027-11-01"]));
    expect(holidaysBetween("BY", "2027-05-27", "2027-05-27")).toEqual(new Set(["2027-05-27"]));
    expect(holidaysBetween("NI", "2027-05-27", "2027-05-27")).toEqual(new Set());
    expect(holidaysBetween("none", "2026-12-20", "2027-01-02")).toEqual(new Set());
  });
});

describe("loading free times from D1", () => {
  beforeAll(async () => {
    await env.DB.batch(seedStatements(new Date()).map((sql) => env.DB.prepare(sql)));
  });

  it("offers the seeded intro call in the coming days, and her events and held sessions block their time", async () => {
    const now = new Date();
    const intro = seedAppointmentTypeId(1);
    const before = await loadScheduler(env, intro, now);
    expect(before.types.map((t) => t.name)).toEqual([
      "Kostenfreies Erstgespräch",
      "Einzelcoaching (60 Minuten)",
      "Einzelcoaching (90 Minuten)",
    ]);
    expect(before.type?.places).toEqual(["online"]);
    expect(before.days.length).toBeGreaterThan(10);
    const firstDay = before.days[0]!;
    const slot = firstDay.slots[0]!;
    const startWall = berlinWallOf(slot.startMs);
    const clock = (minutes: number) =>
      `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

    // An event of hers on that time blocks it; called off, it does not.
    const event = await insertEvent({
      event_date: startWall.day,
      start_time: clock(startWall.minutes),
      end_time: clock(startWall.minutes + 30),
    });
    const blocked = (data: typeof before) => !data.days.some((d) => d.slots.some((s) => s.startMs === slot.startMs));
    expect(blocked(await loadScheduler(env, intro, now))).toBe(true);
    await env.DB.prepare(`UPDATE klarsinn_events SET cancelled_at = ? WHERE id = ?`)
      .bind(now.toISOString(), event.id)
      .run();
    expect(blocked(await loadScheduler(env, intro, now))).toBe(false);

    // A session there blocks it while its booking holds the seat, not once it is cancelled.
    const session = await insertEvent({
      kind: "session",
      appointment_type_id: intro,
      event_date: startWall.day,
      start_time: clock(startWall.minutes),
      end_time: clock(startWall.minutes + 30),
      max_attendees: 1,
      price_cents: 0,
      blocked_from: new Date(slot.startMs).toISOString(),
      blocked_until: new Date(slot.startMs + 40 * MINUTE_MS).toISOString(),
    });
    expect(blocked(await loadScheduler(env, intro, now))).toBe(false);
    const booking = await insertBooking(session.id, "Lea Brandt", { priceCents: 0 });
    expect(blocked(await loadScheduler(env, intro, now))).toBe(true);
    await env.DB.prepare(`UPDATE klarsinn_booking SET status = 'cancelled' WHERE id = ?`).bind(booking.id).run();
    expect(blocked(await loadScheduler(env, intro, now))).toBe(false);

    // Her own calendar (the last good copy of her iCal feed) blocks it; removed from the copy, it does not.
    // Stored as [startMs, endMs] pairs (app/features/core/calendar/busy-times.server.ts).
    const busy = JSON.stringify([[slot.startMs - 5 * MINUTE_MS, slot.startMs + 10 * MINUTE_MS]]);
    await env.DB.prepare(`INSERT INTO klarsinn_calendar_feed (id, busy_json, busy_count) VALUES (1, ?, 1)`)
      .bind(busy)
      .run();
    expect(blocked(await loadScheduler(env, intro, now))).toBe(true);
    await env.DB.prepare(`UPDATE klarsinn_calendar_feed SET busy_json = '[]', busy_count = 0 WHERE id = 1`).run();
    expect(blocked(await loadScheduler(env, intro, now))).toBe(false);

    // No type chosen, or an unknown one: the types, no times.
    expect((await loadScheduler(env, null, now)).days).toEqual([]);
    expect((await loadScheduler(env, crypto.randomUUID(), now)).type).toBeNull();
  });

  it("closes 25.12., 26.12. and 01.01. by default (Niedersachsen), and opens them when she sets no Bundesland", async () => {
    // Monday 2026-12-21 in Berlin; the seeded intro call is online on Thursday to Saturday.
    const now = new Date("2026-12-21T07:00:00Z");
    const intro = seedAppointmentTypeId(1);
    expect((await loadAvailabilityEditor(env, now)).holidays).toBe("NI");
    const days = (await loadScheduler(env, intro, now)).days.map((d) => d.day);
    expect(days).toContain("2026-12-24");
    expect(days).toContain("2027-01-02");
    for (const holiday of ["2026-12-25", "2026-12-26", "2027-01-01"]) expect(days).not.toContain(holiday);
    // Her choice on /admin/verfuegbarkeit: no Bundesland, holidays like any day.
    await saveHolidaySetting(env, "none", now);
    expect((await loadAvailabilityEditor(env, now)).holidays).toBe("none");
    try {
      const open = (await loadScheduler(env, intro, now)).days.map((d) => d.day);
      expect(open).toEqual(expect.arrayContaining(["2026-12-25", "2026-12-26", "2027-01-01"]));
    } finally {
      await env.DB.prepare(`DELETE FROM availability_settings`).run();
    }
  });
});
