import { env } from "cloudflare:test";
import { beforeEach, expect, it } from "vitest";
import { dayAtAGlance } from "../../app/features/compositions/dashboard/today.server";
import { insertBooking, insertEvent } from "./booking-fixtures";

const NOW = new Date("2026-12-07T08:00:00Z");

beforeEach(async () => {
  await env.DB.batch(
    ["klarsinn_booking", "klarsinn_events", "mindset_journal", "contact_submissions"].map((t) =>
      env.DB.prepare(`DELETE FROM ${t}`),
    ),
  );
});

it("'Ihr Tag': sessions today and tomorrow in Berlin, new shared entries, unread requests", async () => {
  for (const [day, time, name] of [
    ["2026-12-07", "10:00", "Anna Schmidt"],
    ["2026-12-08", "09:00", "Bea Keller"],
    ["2026-12-09", "09:00", "Clara Vogt"],
  ] as const) {
    const event = await insertEvent({ title: "Einzelcoaching", kind: "session", event_date: day, start_time: time });
    await insertBooking(event.id, name);
  }
  const entries = JSON.stringify([
    { kind: "entry", id: "a", date: "2026-12-06T20:00:00.000Z", text: "neu", shared: true },
    { kind: "entry", id: "b", date: "2026-11-01T20:00:00.000Z", text: "alt", shared: true },
    { kind: "entry", id: "c", date: "2026-12-06T21:00:00.000Z", text: "privat", shared: false },
  ]);
  await env.DB.batch([
    env.DB.prepare("INSERT INTO mindset_journal (id, email, journal_entries) VALUES ('j', 'a@example.de', ?)").bind(
      entries,
    ),
    env.DB.prepare(
      "INSERT INTO contact_submissions (id, name, email, message, is_read) VALUES ('r1', 'A', 'a@example.de', 'x', 0), ('r2', 'B', 'b@example.de', 'y', 1)",
    ),
  ]);
  const day = await dayAtAGlance(env, NOW);
  expect(day).toMatchObject({ today: "2026-12-07", tomorrow: "2026-12-08", shared: 1, unread: 1 });
  expect(day.sessions.map((s) => [s.day, s.start, s.name])).toEqual([
    ["2026-12-07", "10:00", "Anna Schmidt"],
    ["2026-12-08", "09:00", "Bea Keller"],
  ]);
});
