import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { createBooking } from "../../app/features/core/booking/booking.server";
import { HOME_NEXT_EVENTS, listNextEvents, listPublicEvents } from "../../app/features/products/events/cache.server";
import { findEvent } from "../../app/features/products/events/event.server";
import { calendarDateLib, calendarStart } from "../../app/features/products/events/events-calendar";
import { addDays, addHours, format, isSameDay } from "date-fns";
import { de } from "date-fns/locale/de";
import { enGB } from "date-fns/locale/en-GB";
import {
  berlinDateTime,
  formatLongDate,
  formatLongDay,
  hasStarted,
  parseEventDate,
  toIsoDay,
} from "../../app/features/products/events/format";
import { formatPrice } from "../../app/lib/money";
import { buildIcs, escapeIcsText, icsFileName } from "../../app/features/products/events/ics";
import { eventTextsIn, localizeEvent } from "../../app/features/products/events/localize";
import { getDb, schema } from "../../app/lib/db.server";
import { purgePublicPages } from "../../app/lib/page-cache.server";
import { BOOKINGS, insertEvent } from "./booking-fixtures";

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare(`DELETE FROM ${BOOKINGS}`),
    env.DB.prepare("DELETE FROM klarsinn_events"),
  ]);
});

describe("public events list (one D1 statement, no KV)", () => {
  it("lists events with their free seats and writes no KV key", async () => {
    const event = await insertEvent({ max_attendees: 5 });
    const first = await listPublicEvents(env);
    expect(first.map((e) => [e.id, e.seats_left])).toEqual([[event.id, 5]]);
    expect((await env.KV.list()).keys.map((k) => k.name)).not.toContain("events:v2");
  });

  it("shows the new seat count right after a booking", async () => {
    const event = await insertEvent({ max_attendees: 5 });
    await listPublicEvents(env);
    const result = await createBooking(env, event.id, {
      full_name: "Jana Vogt",
      email: "jana@example.de",
      phone: "",
      num_tickets: 3,
    });
    expect(result.ok).toBe(true);
    expect((await listPublicEvents(env))[0]?.seats_left).toBe(2);
    expect((await findEvent(env, event.id))?.seats_left).toBe(2);
  });

  it("drops a deleted event and shows a changed one", async () => {
    const keep = await insertEvent({ title: "Bleibt" });
    const gone = await insertEvent({ title: "Fällt aus", event_date: "2099-07-01" });
    expect((await listPublicEvents(env)).map((e) => e.id)).toEqual([keep.id, gone.id]);

    await getDb(env).delete(schema.events).where(eq(schema.events.id, gone.id));
    await getDb(env).update(schema.events).set({ title: "Bleibt, neuer Titel" }).where(eq(schema.events.id, keep.id));

    expect((await listPublicEvents(env)).map((e) => e.title)).toEqual(["Bleibt, neuer Titel"]);
  });

  it("counts held bookings and running offers, not cancelled or expired holds", async () => {
    const event = await insertEvent({ max_attendees: 10 });
    const past = new Date(Date.now() - 60_000).toISOString();
    const future = new Date(Date.now() + 60_000).toISOString();
    const insert = (tickets: number, status: string, holdUntil: string | null) =>
      env.DB.prepare(
        `INSERT INTO ${BOOKINGS} (id, event_id, full_name, email, num_tickets, total_price, currency, status, hold_expires_at) VALUES (?, ?, 'A', 'a@example.de', ?, 1, 'EUR', ?, ?)`,
      )
        .bind(crypto.randomUUID(), event.id, tickets, status, holdUntil)
        .run();
    await insert(1, "confirmed", null);
    await insert(2, "pending", future);
    await insert(3, "pending", past);
    await insert(4, "cancelled", null);
    expect((await listPublicEvents(env))[0]?.seats_left).toBe(7);
    expect((await findEvent(env, event.id))?.seats_left).toBe(7);
    expect(await findEvent(env, "nicht-da")).toBeNull();
  });
});

describe("the home page's next events", () => {
  // 2026-03-29 is the day Berlin moves to summer time; "now" is 10:30 Berlin (08:30 UTC) that day.
  const now = new Date("2026-03-29T08:30:00Z");

  it("names the next three that can still be booked, soonest first, in the page's language", async () => {
    // The home page keeps the list until the next purge (every event change purges): start from one.
    await purgePublicPages(env, "event-created");
    await insertEvent({ title: "Begonnen", event_date: "2026-03-29", start_time: "10:00" });
    await insertEvent({ title: "Vergangen", event_date: "2026-03-01" });
    const later = await insertEvent({ title: "Heute Abend", event_date: "2026-03-29", start_time: "19:00" });
    await insertEvent({ title: "Im Mai", event_date: "2026-05-08", title_en: "In May" });
    await insertEvent({ title: "Im April", event_date: "2026-04-17" });
    await insertEvent({ title: "Im Juni", event_date: "2026-06-05" });
    await insertEvent({ title: "Abgesagt", event_date: "2026-04-01", cancelled_at: "2026-03-20T10:00:00.000Z" });

    const german = await listNextEvents(env, "de", now);
    expect(german.map((event) => event.title)).toEqual(["Heute Abend", "Im April", "Im Mai"]);
    expect(german).toHaveLength(HOME_NEXT_EVENTS);
    expect(german[0]!.id).toBe(later.id);
    const english = await listNextEvents(env, "en", now);
    expect(english.map((event) => [event.title, event.lang.title])).toEqual([
      ["Heute Abend", "de"],
      ["Im April", "de"],
      // In the page's own language the card needs no lang attribute; a German title fallback does.
      ["In May", undefined],
    ]);
  });

  it("keeps the list until the next purge, and leaves the section out when D1 fails", async () => {
    await purgePublicPages(env, "event-created");
    await insertEvent({ title: "Im April", event_date: "2026-04-17" });
    expect((await listNextEvents(env, "de", now)).map((event) => event.title)).toEqual(["Im April"]);
    // Held: a second render reads nothing, so even a D1 that fails does not matter yet.
    const failing = {
      SITE_URL: env.SITE_URL,
      DB: {
        prepare: () => {
          throw new Error("D1 is down");
        },
      },
    } as unknown as Pick<Env, "DB" | "SITE_URL">;
    expect((await listNextEvents(failing, "de", now)).map((event) => event.title)).toEqual(["Im April"]);
    // After an event change's purge it reads again: D1 down leaves the section out, the page answers.
    await purgePublicPages(env, "event-updated");
    expect(await listNextEvents(failing, "de", now)).toEqual([]);
  });
});

describe("event formats", () => {
  it("formats prices, long dates and Berlin times as the spec shows them", () => {
    expect(formatPrice(14900, "EUR")).toBe("149,00 EUR");
    expect(formatPrice(123450, "CHF")).toBe("1.234,50 CHF");
    expect(formatLongDate("2026-11-27")).toBe("Freitag, 27. November 2026");
    expect(berlinDateTime("2026-11-27", "10:00")).toBe("2026-11-27T10:00:00+01:00");
    expect(berlinDateTime("2026-07-01", "9:30")).toBe("2026-07-01T09:30:00+02:00");
  });

  it("writes prices exactly as Intl.NumberFormat does, in both languages", () => {
    // formatPrice is hand-made so a browser need not load ICU to hydrate the event page (decision 0091).
    const amounts = [0, 1, 9, 10, 99, 100, 101, 4900, 14900, 99999, 100000, 123456, 1000000, 123456789, 99999999999];
    for (let i = 0; i < 500; i++) amounts.push(Math.floor((i * 7919 * 104729) % 10 ** ((i % 11) + 1)));
    for (const [lang, intl] of [
      ["de", "de-DE"],
      ["en", "en-GB"],
    ] as const) {
      const numbers = new Intl.NumberFormat(intl, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      for (const cents of [...amounts, ...amounts.filter((a) => a > 0).map((a) => -a)]) {
        expect(formatPrice(cents, "EUR", lang)).toBe(`${numbers.format(cents / 100)} EUR`);
      }
    }
    expect(formatPrice(123450, "CHF", "en")).toBe("1,234.50 CHF");
  });

  it("writes long dates as date-fns' long pattern does, every day of two years, in both languages", () => {
    // formatLongDay assembles Intl's names (the calendar labels 42 days per render); date-fns is the reference.
    expect(formatLongDate("2026-11-27", "en")).toBe("Friday, 27 November 2026");
    const first = new Date(2027, 0, 1);
    for (let offset = 0; offset < 731; offset++) {
      const day = addDays(first, offset); // through 2028, a leap year
      expect(formatLongDay(day, "de")).toBe(format(day, "EEEE, d. MMMM yyyy", { locale: de }));
      expect(formatLongDay(day, "en")).toBe(format(day, "EEEE, d MMMM yyyy", { locale: enGB }));
      expect(toIsoDay(day)).toBe(format(day, "yyyy-MM-dd"));
      expect(parseEventDate(toIsoDay(day)).getTime()).toBe(day.getTime());
    }
  });

  it("gives the calendar date-fns' own answers for the dates it asks about per day, every day of two years", () => {
    const { format: calendarFormat, isSameDay: calendarSameDay } = calendarDateLib;
    const first = new Date(2027, 0, 1);
    for (let offset = 0; offset < 731; offset++) {
      const day = addDays(first, offset);
      for (const pattern of ["yyyy-MM-dd", "yyyy-MM", "LLLL y", "cccccc"]) {
        expect(calendarFormat!(day, pattern, { locale: de })).toBe(format(day, pattern, { locale: de }));
      }
      const evening = addHours(day, 23);
      for (const other of [day, evening, addDays(day, 1), addDays(day, 7), addDays(day, 365)]) {
        expect(calendarSameDay!(day, other)).toBe(isSameDay(day, other));
      }
    }
  });

  it("treats an event as started from its start time in Berlin", () => {
    const event = { event_date: "2026-11-27", start_time: "10:00" };
    expect(hasStarted(event, new Date("2026-11-27T08:59:00Z"))).toBe(false); // 09:59 in Berlin
    expect(hasStarted(event, new Date("2026-11-27T09:00:00Z"))).toBe(true);
    expect(hasStarted(event, new Date("2026-11-26T23:30:00Z"))).toBe(false);
  });

  it("opens the calendar on the first upcoming event, else the most recent one", () => {
    const events = [{ event_date: "2026-10-12" }, { event_date: "2026-11-27" }, { event_date: "2026-12-04" }];
    const none = new URLSearchParams();
    expect(calendarStart(none, events, "2026-11-22")).toEqual({ initialDate: "2026-11-27", initialMonth: "2026-11" });
    expect(calendarStart(none, events, "2026-11-27").initialDate).toBe("2026-11-27");
    expect(calendarStart(none, events, "2027-03-01")).toEqual({ initialDate: "2026-12-04", initialMonth: "2026-12" });
    expect(calendarStart(none, [], "2027-03-01")).toEqual({ initialDate: null, initialMonth: "2027-03" });
  });

  it("opens the day or month of the URL (the calendar without JavaScript), ignoring nonsense", () => {
    const events = [{ event_date: "2026-11-27" }];
    const at = (query: string) => calendarStart(new URLSearchParams(query), events, "2026-11-22");
    expect(at("tag=2026-12-04")).toEqual({ initialDate: "2026-12-04", initialMonth: "2026-12" });
    expect(at("monat=2027-01")).toEqual({ initialDate: "2026-11-27", initialMonth: "2027-01" });
    for (const nonsense of ["tag=2026-13-40", "tag=morgen", "monat=2027-13", "monat=<script>"]) {
      expect(at(nonsense), nonsense).toEqual({ initialDate: "2026-11-27", initialMonth: "2026-11" });
    }
  });
});

describe("an event's texts per language (decision 0093)", () => {
  const german = { title: "Werte als Kompass", description: "Ein Seminartag." };
  it("English pages take each English text the coach wrote, and fall back to German for each one she left empty", () => {
    const both = { ...german, title_en: "Values as a Compass", description_en: "A seminar day." };
    expect(eventTextsIn(both, "en")).toEqual({
      title: "Values as a Compass",
      description: "A seminar day.",
      lang: { title: "en", description: "en" },
    });
    expect(eventTextsIn({ ...both, description_en: null }, "en")).toEqual({
      title: "Values as a Compass",
      description: "Ein Seminartag.",
      lang: { title: "en", description: "de" },
    });
    // Blank counts as empty: a space typed by mistake must not blank the English page.
    expect(eventTextsIn({ ...both, title_en: "  ", description_en: "" }, "en").lang).toEqual({
      title: "de",
      description: "de",
    });
  });

  it("German pages always show the German texts", () => {
    const both = { ...german, title_en: "Values as a Compass", description_en: "A seminar day." };
    expect(eventTextsIn(both, "de")).toEqual({ ...german, lang: { title: "de", description: "de" } });
  });

  it("a localized event carries no copy of the other language", () => {
    const shown = localizeEvent({ id: "x", ...german, title_en: "Values as a Compass", description_en: null }, "en");
    expect(shown).toEqual({
      id: "x",
      title: "Values as a Compass",
      description: "Ein Seminartag.",
      lang: { title: undefined, description: "de" },
    });
  });
});

describe("calendar file (.ics)", () => {
  const event = {
    id: "00000000-0000-4000-8000-000000000001",
    slug: "2026-11-27-werte-wege-ziele",
    title: "Werte, Wege; Ziele",
    description:
      "Zeile eins\nZeile zwei mit Backslash \\ und einem sehr langen Satz, der die Zeile deutlich über fünfundsiebzig Oktette hinaus verlängert.",
    event_date: "2026-11-27",
    start_time: "10:00",
    end_time: "14:00",
    location: "Klarsinn Studio, Braunschweig",
    title_en: null,
    description_en: null,
  };

  it("escapes text, folds long lines and uses Berlin local times with a UID", () => {
    expect(escapeIcsText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    const ics = buildIcs(event, new Date("2026-11-01T12:00:00Z"));
    const lines = ics.split("\r\n");
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(lines).toContain("DTSTART;TZID=Europe/Berlin:20261127T100000");
    expect(lines).toContain("DTEND;TZID=Europe/Berlin:20261127T140000");
    expect(lines).toContain("SUMMARY:Werte\\, Wege\\; Ziele");
    expect(lines).toContain(`UID:${event.id}@klarsinn-coaching.de`);
    expect(lines).toContain("DTSTAMP:20261101T120000Z");
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("DESCRIPTION:Zeile eins\\nZeile zwei mit Backslash \\\\ und");
  });

  it("speaks the visitor's language: English texts and the English page's link where the coach wrote them", () => {
    const english = { ...event, title_en: "Values, Paths; Goals", description_en: "Line one" };
    const unfolded = (ics: string) => ics.replace(/\r\n /g, "");
    const en = unfolded(buildIcs(english, new Date("2026-11-01T12:00:00Z"), "en"));
    expect(en).toContain("SUMMARY:Values\\, Paths\\; Goals");
    // The page's readable address (decision 0168), not the id it was linked by before.
    expect(en).toContain(`DESCRIPTION:Line one\\n\\nhttps://klarsinn-coaching.de/en/events/${event.slug}`);
    const de = unfolded(buildIcs(english, new Date("2026-11-01T12:00:00Z"), "de"));
    expect(de).toContain("SUMMARY:Werte\\, Wege\\; Ziele");
    expect(de).toContain(`URL:https://klarsinn-coaching.de/events/${event.slug}`);
  });

  it("moves the end to the next day for events past midnight and falls back to all-day", () => {
    const late = buildIcs({ ...event, start_time: "22:00", end_time: "01:00" });
    expect(late).toContain("DTEND;TZID=Europe/Berlin:20261128T010000");
    const allDay = buildIcs({ ...event, start_time: "ganztägig", end_time: "" });
    expect(allDay).toContain("DTSTART;VALUE=DATE:20261127");
    expect(allDay).toContain("DTEND;VALUE=DATE:20261128");
  });

  it("names the file in plain ASCII", () => {
    expect(icsFileName("Glück & Größe: Über Maß")).toBe("gluck-grosse-uber-mass.ics");
  });
});
