import { describe, expect, it } from "vitest";
import {
  addDays,
  berlinDayBounds,
  berlinNow,
  berlinOffset,
  berlinParts,
  berlinToday,
  berlinWallToMs,
  formatBerlinDateTime,
} from "../../app/lib/today";

const HOUR_MS = 3_600_000;

describe("Berlin time, the one module (app/lib/today.ts)", () => {
  it("writes every quarter hour of 2026 as Intl's Europe/Berlin does, both change days included", () => {
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
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 15 * 60_000) {
      const p = Object.fromEntries(intl.formatToParts(ms).map((part) => [part.type, part.value]));
      const ours = berlinParts(new Date(ms + 59_999)); // seconds are cut off, as Intl does
      const want = `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
      if (`${ours.year}-${ours.month}-${ours.day} ${ours.hour}:${ours.minute}` !== want) {
        mismatches.push(new Date(ms).toISOString());
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("turns the day at Berlin's midnight, not UTC's, to the second", () => {
    expect(berlinNow(new Date("2026-01-14T22:59:59Z"))).toEqual({ day: "2026-01-14", time: "23:59" });
    expect(berlinNow(new Date("2026-01-14T23:00:00Z"))).toEqual({ day: "2026-01-15", time: "00:00" });
    expect(berlinToday(new Date("2026-07-14T21:59:59Z"))).toBe("2026-07-14");
    expect(berlinToday(new Date("2026-07-14T22:00:00Z"))).toBe("2026-07-15");
  });

  it("springs forward on 2026-03-29: 01:59 is followed by 03:00, and the day has 23 hours", () => {
    expect(berlinNow(new Date("2026-03-29T00:59:00Z"))).toEqual({ day: "2026-03-29", time: "01:59" });
    expect(berlinNow(new Date("2026-03-29T01:00:00Z"))).toEqual({ day: "2026-03-29", time: "03:00" });
    const { start, end } = berlinDayBounds("2026-03-29");
    expect(start.toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(end.toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(end.getTime() - start.getTime()).toBe(23 * HOUR_MS);
    // 02:30 does not exist that night: it is read as an hour later.
    expect(new Date(berlinWallToMs("2026-03-29", 150)).toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(berlinOffset("2026-03-28")).toBe("+01:00");
    expect(berlinOffset("2026-03-29")).toBe("+02:00");
  });

  it("falls back on 2026-10-25: 02:59 summer time is followed by 02:00 winter time, and the day has 25 hours", () => {
    expect(berlinNow(new Date("2026-10-25T00:59:00Z"))).toEqual({ day: "2026-10-25", time: "02:59" });
    expect(berlinNow(new Date("2026-10-25T01:00:00Z"))).toEqual({ day: "2026-10-25", time: "02:00" });
    const { start, end } = berlinDayBounds("2026-10-25");
    expect(start.toISOString()).toBe("2026-10-24T22:00:00.000Z");
    expect(end.toISOString()).toBe("2026-10-25T23:00:00.000Z");
    expect(end.getTime() - start.getTime()).toBe(25 * HOUR_MS);
    // 02:30 happens twice that night: the first, summer-time one counts.
    expect(new Date(berlinWallToMs("2026-10-25", 150)).toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(berlinOffset("2026-10-25")).toBe("+01:00");
    expect(berlinOffset("2026-10-24")).toBe("+02:00");
  });

  it("has 24 hours on an ordinary day and counts calendar days across the changes", () => {
    const { start, end } = berlinDayBounds("2026-11-27");
    expect(start.toISOString()).toBe("2026-11-26T23:00:00.000Z");
    expect(end.getTime() - start.getTime()).toBe(24 * HOUR_MS);
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDays("2026-10-25", 1)).toBe("2026-10-26");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
  });

  it("writes an instant out in Berlin time in both styles and languages", () => {
    // 23:30 UTC on 28 March is already 29 March in Berlin (00:30, winter time); after 01:00 UTC it is summer time.
    const lateNight = new Date("2026-03-28T23:30:00Z");
    const afterSpring = new Date("2026-03-29T12:05:00Z");
    expect(formatBerlinDateTime(lateNight)).toBe("29.03.2026, 00:30");
    expect(formatBerlinDateTime(afterSpring, "de")).toBe("29.03.2026, 14:05");
    expect(formatBerlinDateTime(afterSpring, "en")).toBe("29 March 2026 at 14:05");
    expect(formatBerlinDateTime(afterSpring, "de", "long")).toBe("29. März 2026 um 14:05");
    expect(formatBerlinDateTime(afterSpring, "en", "long")).toBe("29 March 2026 at 14:05");
    expect(formatBerlinDateTime(new Date("2026-10-25T23:00:00Z"), "de", "long")).toBe("26. Oktober 2026 um 00:00");
  });
});
