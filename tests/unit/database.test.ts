import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { seedBookingId, seedStatements, seedEvents } from "../../db/seed-data";
import { brand } from "../../app/config/brand";
import { bookingReference } from "../../app/features/core/payments/reference";

async function count(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? -1;
}
async function runSeed(today: Date) {
  await env.DB.batch(seedStatements(today).map((sql) => env.DB.prepare(sql)));
}

const tables = [
  "profiles",
  "credentials",
  "contact_submissions",
  "newsletter_subscriptions",
  `${brand.short}_events`,
  `${brand.short}_booking`,
  "web_content",
  "mindset_journal",
  "mail_outbox",
  "rate_limits",
];

describe("migrations", () => {
  it("create every table of the data model in an empty database", async () => {
    const { results } = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all<{
      name: string;
    }>();
    const names = results.map((r) => r.name);
    for (const table of tables) expect(names).toContain(table);
    for (const table of tables) expect(await count(table)).toBe(0);
  });

  it("enforce the constraints the data demands", async () => {
    const insertEvent = (currency: string, category: string, max: number) =>
      env.DB.prepare(
        `INSERT INTO ${brand.short}_events (id, title, description, category, event_date, start_time, end_time, location, max_attendees, price, currency)
         VALUES (?, 'T', 'D', ?, '2030-01-01', '10:00', '11:00', 'Ort', ?, 10, ?)`,
      )
        .bind(crypto.randomUUID(), category, max, currency)
        .run();
    await expect(insertEvent("GBP", "Workshop", 5)).rejects.toThrow(/CHECK/);
    await expect(insertEvent("EUR", "Party", 5)).rejects.toThrow(/CHECK/);
    await expect(insertEvent("EUR", "Workshop", 0)).rejects.toThrow(/CHECK/);
    const booking = env.DB.prepare(
      `INSERT INTO ${brand.short}_booking (id, event_id, full_name, email, num_tickets, total_price, currency)
       VALUES (?, 'no-such-event', 'A', 'a@example.de', 1, 10, 'EUR')`,
    ).bind(crypto.randomUUID());
    await expect(booking.run()).rejects.toThrow(/FOREIGN KEY/);
  });
});

describe("seed", () => {
  it("fills every list and is idempotent", async () => {
    const today = new Date("2026-11-22T12:00:00Z");
    await runSeed(today);
    const first = await Promise.all(tables.map(count));
    await runSeed(new Date("2026-12-24T12:00:00Z"));
    const second = await Promise.all(tables.map(count));
    expect(second).toEqual(first);

    expect(await count(`${brand.short}_events`)).toBe(seedEvents.length);
    for (const table of ["contact_submissions", "newsletter_subscriptions", "web_content", "mindset_journal"]) {
      expect(await count(table)).toBeGreaterThan(0);
    }
    // Dates keep the first run's anchor.
    const first6 = await env.DB.prepare(
      `SELECT event_date FROM ${brand.short}_events ORDER BY event_date DESC LIMIT 1`,
    ).first<{
      event_date: string;
    }>();
    expect(first6?.event_date).toBe("2027-01-12");
  });

  it("covers all categories and currencies, mostly upcoming within eight weeks, one event with two seats left", async () => {
    await runSeed(new Date("2026-11-22T12:00:00Z"));
    const { results } = await env.DB.prepare(
      `SELECT e.category, e.currency, e.event_date, e.max_attendees - COALESCE(SUM(b.num_tickets), 0) AS seats_left
         FROM ${brand.short}_events e LEFT JOIN ${brand.short}_booking b ON b.event_id = e.id AND b.status != 'cancelled'
         GROUP BY e.id`,
    ).all<{ category: string; currency: string; event_date: string; seats_left: number }>();
    expect(new Set(results.map((r) => r.category)).size).toBe(5);
    expect(new Set(results.map((r) => r.currency)).size).toBe(3);
    const upcoming = results.filter((r) => r.event_date >= "2026-11-22" && r.event_date <= "2027-01-17");
    const past = results.filter((r) => r.event_date < "2026-11-22");
    expect(upcoming.length).toBeGreaterThan(results.length / 2);
    expect(past.length).toBeGreaterThanOrEqual(2);
    expect(results.filter((r) => r.seats_left === 2)).toHaveLength(1);
  });

  it("gives every demo booking its own Buchungsnummer, and a database seeded with the former ids gets no second copy", async () => {
    const BOOKINGS = `${brand.short}_booking`;
    await env.DB.prepare(`DELETE FROM ${BOOKINGS}`).run();
    await runSeed(new Date("2026-11-22T12:00:00Z"));
    const { results } = await env.DB.prepare(`SELECT id FROM ${BOOKINGS}`).all<{ id: string }>();
    const numbers = results.map((row) => bookingReference(row.id));
    expect(numbers.length).toBeGreaterThan(5);
    expect(new Set(numbers).size).toBe(numbers.length);
    // Issue 56: every seeded number used to be "B0000000".
    expect(numbers).not.toContain("B0000000");
    for (const number of numbers) expect(number).toMatch(/^[0-9A-F]{8}$/);

    // A local database from before: demo booking 1 under its former id. Seeding again adds no twin.
    const former = "b000000-0000-4000-8000-000000000001";
    await env.DB.prepare(`UPDATE ${BOOKINGS} SET id = ? WHERE id = ?`).bind(former, seedBookingId(1)).run();
    await runSeed(new Date("2026-11-22T12:00:00Z"));
    expect(await count(BOOKINGS)).toBe(numbers.length);
    const twin = await env.DB.prepare(`SELECT id FROM ${BOOKINGS} WHERE id = ?`).bind(seedBookingId(1)).first();
    expect(twin).toBeNull();
  });
});

describe("migration 0039: the visitor texts in their language", () => {
  it("replaces the delivered English words on German pages, and leaves a text the coach edited", async () => {
    const migration = (
      env as unknown as { TEST_MIGRATIONS: { name: string; queries: string[] }[] }
    ).TEST_MIGRATIONS.find((m) => m.name.startsWith("0039_"));
    expect(migration).toBeDefined();
    await env.DB.prepare("DELETE FROM web_content").run();
    const row = (page: string, section: string, key: string, de: string, en: string) =>
      env.DB.prepare(
        "INSERT INTO web_content (id, page, section, content_key, content_de, content_en) VALUES (?, ?, ?, ?, ?, ?)",
      ).bind(crypto.randomUUID(), page, section, key, de, en);
    await env.DB.batch([
      row("not-found", "body", "text", "Oops! Page not found", "Oops! Page not found"),
      row("not-found", "body", "home", "Zurück nach Hause", "Return to Home"),
      row("home", "why", "eyebrow", "Why", "Why"),
    ]);
    // Its data statements (issue 56) after the schema changes the test database already has.
    const texts = migration!.queries.filter((query) => query.includes("UPDATE `web_content`"));
    expect(texts).toHaveLength(5);
    await env.DB.batch(texts.map((query) => env.DB.prepare(query)));
    const { results } = await env.DB.prepare(
      "SELECT page || '/' || content_key AS place, content_de, content_en FROM web_content ORDER BY place",
    ).all<{ place: string; content_de: string; content_en: string }>();
    expect(results).toEqual([
      { place: "home/eyebrow", content_de: "Warum", content_en: "Why" },
      // Her own words stay.
      { place: "not-found/home", content_de: "Zurück nach Hause", content_en: "Return to Home" },
      { place: "not-found/text", content_de: "Diese Seite gibt es leider nicht.", content_en: "Oops! Page not found" },
    ]);
  });
});
