import { afterEach, describe, expect, it, vi } from "vitest";
import { berlinNow, berlinToday } from "../../app/lib/today";
import * as dashboard from "../../app/routes/admin/dashboard";
import { callRoute, createProfile, get, sessionCookie } from "./admin-helpers";
import { insertEvent } from "./booking-fixtures";

afterEach(() => vi.useRealTimers());

describe("one notion of today: Berlin's calendar day", () => {
  it("is already the next day in Berlin shortly before midnight UTC (winter, UTC+1)", () => {
    expect(berlinToday(new Date("2026-11-23T22:59:59Z"))).toBe("2026-11-23");
    expect(berlinToday(new Date("2026-11-23T23:00:00Z"))).toBe("2026-11-24");
    expect(berlinNow(new Date("2026-11-23T23:30:00Z"))).toEqual({ day: "2026-11-24", time: "00:30" });
  });

  it("switches two hours before midnight UTC in summer (UTC+2)", () => {
    expect(berlinToday(new Date("2026-06-30T21:59:59Z"))).toBe("2026-06-30");
    expect(berlinToday(new Date("2026-06-30T22:00:00Z"))).toBe("2026-07-01");
  });
});

type Stats = { stats: { capacity: number } | null };

describe("dashboard", () => {
  it("counts the seats of events from Berlin's today on, also between 23:00 and 00:00 UTC", async () => {
    const cookie = await sessionCookie(await createProfile("heute-admin@example.de", true));
    // Only these two events exist in this file's database.
    await insertEvent({ event_date: "2026-11-23", max_attendees: 7 }); // yesterday in Berlin at 00:30
    await insertEvent({ event_date: "2026-11-24", max_attendees: 11 }); // today in Berlin
    const capacityAt = async (iso: string) => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date(iso));
      const outcome = await callRoute(dashboard.loader, get("/admin/dashboard", cookie));
      vi.useRealTimers();
      return (outcome.body as Stats).stats?.capacity;
    };
    // 23:30 UTC on the 23rd is 00:30 on the 24th in Berlin: the 23rd's event is over.
    expect(await capacityAt("2026-11-23T23:30:00Z")).toBe(11);
    // Earlier that evening both still lie ahead.
    expect(await capacityAt("2026-11-23T20:00:00Z")).toBe(18);
  });
});
