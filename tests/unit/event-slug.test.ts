/**
 * Readable event addresses (decision 0168): the rule (db/event-slug.ts), the same rule in migration
 * 0035's SQL, unique addresses on create, kept on later edits, the old id's 301, the booking form
 * posting to either address, and the links of the sitemap, all through the Worker with real D1.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { baseEventSlug, EVENT_SLUG_PATTERN, SLUG_TITLE_MAX, titleSlug } from "../../db/event-slug";
import { updateEvent } from "../../app/features/core/booking/event-changes.server";
import { createEvent, type EventValues } from "../../app/features/products/events/editing.server";
import { createTestWorker } from "./app-harness";
import { BOOKINGS, countRows, insertEvent, validFields } from "./booking-fixtures";

const ORIGIN = "http://klarsinn.test";
const worker = createTestWorker();

let ip = 0;
async function send(path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set("CF-Connecting-IP", `198.51.100.${++ip}`);
  if (init.method === "POST") headers.set("Origin", ORIGIN);
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { ...init, headers, redirect: "manual" }),
    env,
    ctx,
  );
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, location: response.headers.get("Location"), text };
}

const eventValues = (overrides: Partial<EventValues> = {}): EventValues => ({
  title: "Selbstwert-Workshop",
  description: "Ein Tag für dich.",
  category: "Workshop",
  event_date: "2099-12-12",
  start_time: "10:00",
  end_time: "16:00",
  location: "Klarsinn Studio, Braunschweig",
  max_attendees: 12,
  price: 120,
  currency: "EUR",
  ...overrides,
});

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare(`DELETE FROM ${BOOKINGS}`),
    env.DB.prepare("DELETE FROM klarsinn_events"),
  ]);
});

describe("the rule: date and title, spelled in a-z, 0-9 and hyphens", () => {
  it("spells umlauts and ß out, drops accents, joins words with single hyphens", () => {
    expect(baseEventSlug({ event_date: "2026-12-12", title: "Selbstwert-Workshop" })).toBe(
      "2026-12-12-selbstwert-workshop",
    );
    expect(titleSlug("Über Größe & Mut: Fühlen, ÄRGER, Öl – Straße!")).toBe(
      "ueber-groesse-mut-fuehlen-aerger-oel-strasse",
    );
    expect(titleSlug("Café Résumé à la Crème")).toBe("cafe-resume-a-la-creme");
    expect(titleSlug("  --Lebensziele 2026++  ")).toBe("lebensziele-2026");
    // Nothing readable in the title: the date alone.
    expect(baseEventSlug({ event_date: "2026-12-12", title: "🙂 ✨" })).toBe("2026-12-12");
  });

  it("caps the title at a word boundary, and a single endless word at the cap", () => {
    const long = "Gegenwartsfreude und Achtsamkeit im Winter: ein langer Abend für dich und deine Gedanken";
    const capped = titleSlug(long);
    expect(capped.length).toBeLessThanOrEqual(SLUG_TITLE_MAX);
    expect(capped).toBe("gegenwartsfreude-und-achtsamkeit-im-winter-ein-langer-abend");
    expect(titleSlug("x".repeat(80))).toBe("x".repeat(SLUG_TITLE_MAX));
    for (const title of [long, "Über Größe & Mut", "x".repeat(80)]) {
      expect(baseEventSlug({ event_date: "2026-12-12", title })).toMatch(EVENT_SLUG_PATTERN);
    }
  });
});

describe("unique, given on create, kept on edits", () => {
  it("a second and third event of the same date and title get -2 and -3; another date none", async () => {
    const first = await createEvent(env, eventValues());
    const second = await createEvent(env, eventValues());
    const third = await createEvent(env, eventValues({ title: "Selbstwert – Workshop!" }));
    const otherDay = await createEvent(env, eventValues({ event_date: "2099-12-13" }));
    expect([first.slug, second.slug, third.slug, otherDay.slug]).toEqual([
      "2099-12-12-selbstwert-workshop",
      "2099-12-12-selbstwert-workshop-2",
      "2099-12-12-selbstwert-workshop-3",
      "2099-12-13-selbstwert-workshop",
    ]);
    // A title that ends in a number of its own is no suffix: the next free one is found anyway.
    const numbered = await createEvent(env, eventValues({ title: "Selbstwert-Workshop 4" }));
    const fourth = await createEvent(env, eventValues());
    expect(numbered.slug).toBe("2099-12-12-selbstwert-workshop-4");
    expect(fourth.slug).toBe("2099-12-12-selbstwert-workshop-5");
  });

  it("keeps the address when title and date change, and the page answers there", async () => {
    const { id, slug } = await createEvent(env, eventValues());
    const saved = await updateEvent(env, id, { title: "Selbstwert kompakt", event_date: "2099-12-19" });
    expect(saved.ok).toBe(true);
    const row = await env.DB.prepare("SELECT slug FROM klarsinn_events WHERE id = ?")
      .bind(id)
      .first<{ slug: string }>();
    expect(row?.slug).toBe(slug);
    const page = await send(`/events/${slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain("Selbstwert kompakt");
  });
});

describe("migration 0035 fills older events by the same rule", () => {
  it("its SQL gives every event without an address the app's one, oldest first for twins", async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.includes("event_slugs"));
    const fills = (migration?.queries ?? []).filter((query) => /^\s*(--[^\n]*\n\s*)*(WITH|UPDATE)\b/.test(query));
    expect(fills).toHaveLength(2);
    const titles = [
      "Selbstwert-Workshop: Über Größe & Mut",
      "Café Résumé à la Crème – ÆØŒ ẞ Ÿ",
      "Gegenwartsfreude und Achtsamkeit im Winter: ein langer Abend für dich und deine Gedanken",
      "x".repeat(80),
      "🙂 ✨",
      "Selbstwert-Workshop: Über Größe & Mut",
      "Selbstwert-Workshop: Über Größe & Mut",
    ];
    const rows = [];
    for (const [n, title] of titles.entries()) {
      rows.push(
        await insertEvent({
          title,
          slug: null,
          event_date: "2098-03-14",
          created_at: `2026-01-0${n + 1}T10:00:00.000Z`,
        }),
      );
    }
    for (const query of fills) await env.DB.prepare(query).run();
    const stored = await env.DB.prepare("SELECT id, slug FROM klarsinn_events").all<{ id: string; slug: string }>();
    const slugOf = new Map(stored.results.map((row) => [row.id, row.slug]));
    const base = (title: string) => baseEventSlug({ event_date: "2098-03-14", title });
    expect(rows.map((row) => slugOf.get(row.id))).toEqual([
      base(titles[0]!),
      base(titles[1]!),
      base(titles[2]!),
      base(titles[3]!),
      "2098-03-14",
      `${base(titles[0]!)}-2`,
      `${base(titles[0]!)}-3`,
    ]);
    expect(base(titles[1]!)).toBe("2098-03-14-cafe-resume-a-la-creme-aeooe-ss-y");
  });
});

describe("the page at its readable address; the id's address moves there for good", () => {
  it("answers the readable address and names it as canonical, hreflang and in the calendar link", async () => {
    const { slug } = await createEvent(env, eventValues({ title: "Selbstwert-Workshop", title_en: "Self-Worth" }));
    const german = await send(`/events/${slug}`);
    expect(german.status).toBe(200);
    expect(german.text).toContain(`<link rel="canonical" href="https://klarsinn-coaching.de/events/${slug}"/>`);
    expect(german.text).toContain(`hrefLang="en" href="https://klarsinn-coaching.de/en/events/${slug}"`);
    expect(german.text).toContain(`href="/events/${slug}/kalender.ics"`);
    expect(german.text).toContain(`"url":"https://klarsinn-coaching.de/events/${slug}"`);
    const english = await send(`/en/events/${slug}`);
    expect(english.status).toBe(200);
    expect(english.text).toContain("Self-Worth");
    expect(english.text).toContain(`href="/en/events/${slug}/kalender.ics"`);
    const calendar = await send(`/events/${slug}/kalender.ics`);
    expect(calendar.status).toBe(200);
    expect(calendar.text).toContain(`URL:https://klarsinn-coaching.de/events/${slug}`);
  });

  it("the id answers 301 to the readable address in both languages, the query kept", async () => {
    const { id, slug } = await createEvent(env, eventValues());
    const german = await send(`/events/${id}?utm_source=newsletter&ansicht=liste`);
    expect(german.status).toBe(301);
    expect(german.location).toBe(`/events/${slug}?utm_source=newsletter&ansicht=liste`);
    const english = await send(`/en/events/${id}?ref=mail`);
    expect(english.status).toBe(301);
    expect(english.location).toBe(`/en/events/${slug}?ref=mail`);
    expect((await send(`/events/${id}`)).location).toBe(`/events/${slug}`);
    // The old calendar link still downloads.
    const calendar = await send(`/events/${id}/kalender.ics`);
    expect(calendar.status).toBe(200);
    expect(calendar.text).toContain(`URL:https://klarsinn-coaching.de/events/${slug}`);
  });

  it("an event without an address (a row from before) gets one on its id's first visit", async () => {
    const old = await insertEvent({ title: "Ältere Werkstatt", slug: null, event_date: "2099-02-03" });
    const moved = await send(`/events/${old.id}`);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe("/events/2099-02-03-aeltere-werkstatt");
    const row = await env.DB.prepare("SELECT slug FROM klarsinn_events WHERE id = ?")
      .bind(old.id)
      .first<{ slug: string }>();
    expect(row?.slug).toBe("2099-02-03-aeltere-werkstatt");
    expect((await send("/events/2099-02-03-aeltere-werkstatt")).status).toBe(200);
  });

  it("unknown and malformed addresses are 404, as is a 1:1 session's id", async () => {
    await createEvent(env, eventValues());
    for (const path of [
      "/events/2099-12-12-gibt-es-nicht",
      "/en/events/2099-12-12-gibt-es-nicht",
      "/events/00000000-0000-4000-8000-00000000dead",
      "/events/2099-12-12-Selbstwert-Workshop",
      "/events/2099-12-12--selbstwert",
      `/events/2099-12-12-${"a".repeat(200)}`,
    ]) {
      expect((await send(path)).status, path).toBe(404);
    }
    const session = await insertEvent({ kind: "session", title: "Coaching" });
    expect((await send(`/events/${session.id}`)).status).toBe(404);
  });
});

describe("the booking form posts to either address", () => {
  const post = (path: string, fields: Record<string, string>) =>
    send(path, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });

  it("books through the readable address and through the id (pages loaded before)", async () => {
    const { id, slug } = await createEvent(env, eventValues({ price: 0 }));
    const bySlug = await post(`/events/${slug}`, { ...validFields, email: "neu@example.de" });
    expect(bySlug.status).toBe(200);
    const byId = await post(`/en/events/${id}`, { ...validFields, email: "alt@example.org" });
    expect(byId.status).toBe(200);
    expect(await countRows(BOOKINGS, "event_id = ?", id)).toBe(2);
    const unknown = await post("/events/2099-12-12-gibt-es-nicht", { ...validFields, email: "x@example.de" });
    expect(unknown.status).toBe(404);
    expect(await countRows(BOOKINGS)).toBe(2);
  });
});

describe("every link the site makes uses the readable address", () => {
  it("the sitemap, the events list and the home page's next events", async () => {
    const { id, slug } = await createEvent(env, eventValues());
    const sitemap = await send("/sitemap.xml");
    expect(sitemap.text).toContain(`<loc>https://klarsinn-coaching.de/events/${slug}</loc>`);
    expect(sitemap.text).toContain(`<loc>https://klarsinn-coaching.de/en/events/${slug}</loc>`);
    expect(sitemap.text).not.toContain(id);
    for (const path of ["/events", "/en/events", "/"]) {
      const page = await send(path);
      expect(page.text, path).toContain(`/events/${slug}"`);
      expect(page.text.slice(0, page.text.indexOf("</main>")), path).not.toContain(`/events/${id}`);
    }
  });
});
