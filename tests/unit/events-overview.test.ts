import { createExecutionContext, env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { inDateOrder, splitByStart } from "../../app/features/products/events/overview";
import { berlinToday } from "../../app/lib/today";
import { createTestWorker } from "./app-harness";
import { BOOKINGS, insertBooking, insertEvent } from "./booking-fixtures";

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare("DELETE FROM klarsinn_waitlist"),
    env.DB.prepare(`DELETE FROM ${BOOKINGS}`),
    env.DB.prepare("DELETE FROM klarsinn_events"),
  ]);
});

const at = (event_date: string, start_time: string, id = `${event_date} ${start_time}`) => ({
  id,
  event_date,
  start_time,
});
const ids = (events: { id: string }[]) => events.map((e) => e.id);

describe("splitByStart: upcoming soonest first, past most recent first, judged in Berlin", () => {
  // 08:30 UTC on a winter day is 09:30 in Berlin.
  const morning = new Date("2026-11-27T08:30:00Z");

  it("puts an event that has begun today under the past ones, and sorts both sections", () => {
    const events = [
      at("2026-11-20", "18:00"),
      at("2026-11-27", "10:00"),
      at("2026-11-27", "09:00"),
      at("2026-12-01", "10:00"),
      at("2026-11-27", "ganztägig"),
      at("2026-11-27", "9:45"),
      at("2026-10-02", "09:30"),
      at("2026-11-26", "19:00"),
    ];
    const { upcoming, past } = splitByStart(events, morning);
    // "9:45" is read as 09:45; an unreadable time stays bookable all day and comes last in it.
    expect(ids(upcoming)).toEqual(["2026-11-27 9:45", "2026-11-27 10:00", "2026-11-27 ganztägig", "2026-12-01 10:00"]);
    expect(ids(past)).toEqual(["2026-11-27 09:00", "2026-11-26 19:00", "2026-11-20 18:00", "2026-10-02 09:30"]);
    // The calendar gets every event back in date order.
    expect(ids(inDateOrder({ upcoming, past }))).toEqual([
      "2026-10-02 09:30",
      "2026-11-20 18:00",
      "2026-11-26 19:00",
      "2026-11-27 09:00",
      "2026-11-27 9:45",
      "2026-11-27 10:00",
      "2026-11-27 ganztägig",
      "2026-12-01 10:00",
    ]);
  });

  it("uses Berlin's day and clock, not UTC's, around midnight", () => {
    // 23:30 UTC on the 27th is already 00:30 on the 28th in Berlin.
    const lateUtc = new Date("2026-11-27T23:30:00Z");
    const { upcoming, past } = splitByStart(
      [at("2026-11-27", "23:45"), at("2026-11-28", "00:15"), at("2026-11-28", "10:00")],
      lateUtc,
    );
    expect(ids(past)).toEqual(["2026-11-28 00:15", "2026-11-27 23:45"]);
    expect(ids(upcoming)).toEqual(["2026-11-28 10:00"]);
    // In summer Berlin is two hours ahead: 21:59 UTC is 23:59 on the same day.
    const summer = splitByStart(
      [at("2026-07-01", "23:30"), at("2026-07-02", "00:30")],
      new Date("2026-07-01T21:59:00Z"),
    );
    expect(ids(summer.past)).toEqual(["2026-07-01 23:30"]);
    expect(ids(summer.upcoming)).toEqual(["2026-07-02 00:30"]);
  });
});

describe("/events and a past event's page, rendered by the Worker from D1", () => {
  const worker = createTestWorker();
  const get = async (path: string) => {
    const response = await worker.fetch(new Request(`http://klarsinn.test${path}`), env, createExecutionContext());
    return { status: response.status, html: await response.text() };
  };
  const daysFromToday = (days: number) => {
    const [y, m, d] = berlinToday().split("-").map(Number);
    return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
  };

  it("lists upcoming events first with price and seats, past ones under their heading without either", async () => {
    const soon = await insertEvent({ title: "Bald: Werkstatt", event_date: daysFromToday(3), price_cents: 14900 });
    const free = await insertEvent({ title: "Gratis: Abendimpuls", event_date: daysFromToday(8), price_cents: 0 });
    const full = await insertEvent({ title: "Voll: Kleingruppe", event_date: daysFromToday(5), max_attendees: 2 });
    await insertBooking(full.id, "Anna Voll", { tickets: 2 });
    const lastWeek = await insertEvent({ title: "Vorbei: Rückblick", event_date: daysFromToday(-7) });
    const lastMonth = await insertEvent({ title: "Lange her: Werte", event_date: daysFromToday(-30) });

    const { status, html } = await get("/events?ansicht=liste");
    expect(status).toBe(200);
    const order = [soon, full, free, lastWeek, lastMonth].map((e) => html.indexOf(`>${e.title}</h3>`));
    expect(order.every((i) => i > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const heading = html.indexOf(">Vergangene Veranstaltungen</h2>");
    expect(heading).toBeGreaterThan(order[2]!);
    expect(heading).toBeLessThan(order[3]!);

    const upcomingPart = html.slice(0, heading);
    expect(upcomingPart).toContain("149,00 EUR");
    expect(upcomingPart).toContain(">kostenlos<");
    expect(upcomingPart).toContain("Ausgebucht – Warteliste offen");
    expect(upcomingPart.match(/Noch 10 Plätze frei/g)).toHaveLength(2);
    // Up to the end of the page's content (the hydration data behind it carries every field).
    const pastPart = html.slice(heading, html.indexOf("</main>", heading));
    expect(pastPart).not.toMatch(/Plätze? frei|EUR|kostenlos|Ausgebucht/);
    expect(pastPart.match(/Hat stattgefunden/g)).toHaveLength(2);
  });

  it("a past event's page says it has taken place, with no form and no seats-left line", async () => {
    const past = await insertEvent({ title: "Vorbei: Rückblick", event_date: daysFromToday(-1) });
    const { status, html } = await get(`/events/${past.slug}`);
    expect(status).toBe(200);
    const content = html.slice(0, html.indexOf("</main>"));
    expect(content).toContain("Diese Veranstaltung hat bereits stattgefunden.");
    expect(content).not.toMatch(/Plätze? frei/);
    expect(html).not.toContain('name="num_tickets"');
    // The same event tomorrow would be on offer: the check above is about the date alone.
    const next = await insertEvent({ title: "Morgen: Werkstatt", event_date: daysFromToday(1) });
    const upcoming = await get(`/events/${next.slug}`);
    expect(upcoming.html).toContain("Noch 10 Plätze frei");
    expect(upcoming.html).toContain('name="num_tickets"');
  });
});
