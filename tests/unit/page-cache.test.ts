/**
 * The edge cache for public pages (app/lib/page-cache.server.ts) through the whole Worker, with the
 * real Cache API of workerd: what is cached, that each answer has its own nonce and form key, and
 * that every kind of change purges it (docs/decisions/0020-page-cache.md).
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { changeBookingStatus } from "../../app/features/core/booking/transitions.server";
import { runBookingLifecycle } from "../../app/features/core/booking/lifecycle.server";
import { updateEvent } from "../../app/features/core/booking/event-changes.server";
import { createEvent } from "../../app/features/products/events/editing.server";
import { PAGE_CACHE_HEADER, purgePublicPages } from "../../app/lib/page-cache.server";
import { staticSecurityHeaders } from "../../workers/security";
import { createTestWorker } from "./app-harness";
import { createProfile, ORIGIN, post, sessionCookie } from "./admin-helpers";
import { BOOKINGS, insertEvent } from "./booking-fixtures";
import { gatedDb } from "./d1-gate";

const worker = createTestWorker();
/** The bench and these tests make many bookings in a second; the site-wide form ceiling is not under test. */
const bindings = { ...env, PUBLIC_POST_CEILING_FACTOR: "1000" };

async function fetchPage(request: Request | string, useBindings: Env = bindings) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(
    typeof request === "string" ? new Request(`${ORIGIN}${request}`) : request,
    useBindings,
    ctx,
  );
  const html = await response.text();
  // The page is stored in the background (waitUntil): done before the next request.
  await waitOnExecutionContext(ctx);
  return { status: response.status, cache: response.headers.get(PAGE_CACHE_HEADER), html, headers: response.headers };
}

/** Two GETs: the second one must come from the cache, or the purge tests below prove nothing. */
async function warm(path: string) {
  await fetchPage(path);
  const second = await fetchPage(path);
  expect(second.cache, path).toBe("HIT");
  return second;
}

let ip = 0;
function bookingPost(eventId: string, tickets: number, email = `gast${++ip}@example.de`) {
  return post(
    `/events/${eventId}`,
    { full_name: "Jana Vogt", email, phone: "", num_tickets: String(tickets), idempotency_key: crypto.randomUUID() },
    undefined,
    { "CF-Connecting-IP": `198.51.100.${ip % 250}` },
  );
}

const seatsText = (n: number) => `Noch ${n} ${n === 1 ? "Platz" : "Plätze"} frei`;

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare("DELETE FROM klarsinn_waitlist"),
    env.DB.prepare(`DELETE FROM ${BOOKINGS}`),
    env.DB.prepare("DELETE FROM klarsinn_events"),
  ]);
  await purgePublicPages(env, "event-deleted");
});

describe("what the page cache keeps", () => {
  it("serves the second anonymous GET from the cache, with a fresh nonce that matches its CSP", async () => {
    const first = await fetchPage("/angebote");
    expect(first.cache).toBe("MISS");
    const second = await fetchPage("/angebote");
    expect(second.cache).toBe("HIT");
    const nonceOf = (headers: Headers) => /'nonce-([^']+)'/.exec(headers.get("Content-Security-Policy") ?? "")![1]!;
    const [firstNonce, secondNonce] = [nonceOf(first.headers), nonceOf(second.headers)];
    expect(secondNonce).not.toBe(firstNonce);
    expect(second.html).not.toContain(firstNonce);
    const scriptNonces = [...second.html.matchAll(/<script[^>]*\snonce="([^"]+)"/g)].map((m) => m[1]);
    expect(scriptNonces.length).toBeGreaterThan(0);
    expect(new Set(scriptNonces)).toEqual(new Set([secondNonce]));
    expect(second.html).not.toContain("__PAGE_CACHE_NONCE__");
    // Browsers must not keep a page whose nonce is per response.
    expect(second.headers.get("Cache-Control")).toBe("no-cache");
  });

  it("gives every answer of an event page its own booking form key", async () => {
    const event = await insertEvent();
    const keyOf = (html: string) => /name="idempotency_key" value="([^"]+)"/.exec(html)?.[1];
    const first = await fetchPage(`/events/${event.slug}`);
    const second = await fetchPage(`/events/${event.slug}`);
    expect(second.cache).toBe("HIT");
    expect(keyOf(first.html)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(second.html)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(second.html)).not.toBe(keyOf(first.html));
    // The key also sits in the hydration data; the old one appears nowhere.
    expect(second.html).not.toContain(keyOf(first.html));
  });

  it("keys by the full URL: another query or path is another page", async () => {
    await warm("/events");
    expect((await fetchPage("/events?ansicht=kalender")).cache).toBe("MISS");
    expect((await fetchPage("/events?ansicht=kalender")).cache).toBe("HIT");
    expect((await fetchPage("/en/events")).cache).not.toBe("HIT");
  });

  it("never caches requests with cookies, the back office, token pages, POSTs or errors", async () => {
    await warm("/angebote");
    const withCookie = await fetchPage(new Request(`${ORIGIN}/angebote`, { headers: { Cookie: "x=1" } }));
    expect(withCookie.cache).toBe("BYPASS");
    for (const path of [
      "/admin/login",
      "/meine-daten",
      "/buchung/abc.def",
      "/warteliste/abc.def",
      "/sitemap.xml",
      // The English link pages (decision 0040), also with a token without a dot.
      "/en/meine-daten",
      "/en/newsletter/abmelden",
      "/en/buchung/abc",
      "/en/warteliste/abc",
    ]) {
      await fetchPage(path);
      expect((await fetchPage(path)).cache, path).toBe("BYPASS");
    }
    await fetchPage("/gibt-es-nicht");
    expect((await fetchPage("/gibt-es-nicht")).cache).toBe("BYPASS");
    const event = await insertEvent();
    const booked = await fetchPage(bookingPost(event.id, 1));
    expect(booked.status).toBe(200);
    expect(booked.cache).toBeNull();
  });
});

describe("under load (docs/decisions/0046-page-cache-under-load.md)", () => {
  afterEach(() => vi.useRealTimers());

  it("renders a seat page again behind the answer once it is past half its age; the next visitor gets the new copy", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    await warm("/events");
    // A change no purge announces (a hold expiring by the clock, or a purge in another data centre).
    const title = `Leise geändert ${crypto.randomUUID().slice(0, 8)}`;
    await insertEvent({ title });
    vi.setSystemTime(Date.now() + 600);
    const stale = await fetchPage("/events");
    expect(stale.cache).toBe("HIT");
    expect(stale.html).not.toContain(title);
    vi.setSystemTime(Date.now() + 10);
    const next = await fetchPage("/events");
    expect(next.cache).toBe("HIT");
    expect(next.html).toContain(title);
  });

  it("renders a missing page once for requests that arrive together, each with its own nonce", async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetchPage("/angebote")));
    expect(answers.map((answer) => answer.cache).sort()).toEqual(["HIT", "HIT", "HIT", "HIT", "MISS"]);
    const nonces = answers.map(
      (answer) => /'nonce-([^']+)'/.exec(answer.headers.get("Content-Security-Policy") ?? "")![1],
    );
    expect(new Set(nonces).size).toBe(5);
    for (const [i, answer] of answers.entries()) expect(answer.html).toContain(`nonce="${nonces[i]}"`);
  });
});

describe("the hit path (docs/decisions/0060-page-cache-hit-path.md)", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const nonceOf = (headers: Headers) => /'nonce-([^']+)'/.exec(headers.get("Content-Security-Policy") ?? "")?.[1];
  const keysOf = (html: string) => [...html.matchAll(/name="idempotency_key" value="([^"]+)"/g)].map((m) => m[1]);

  it("gives hits from memory their own nonce (the one in their CSP), their own form key and no marker", async () => {
    const event = await insertEvent();
    const miss = await fetchPage(`/events/${event.slug}`);
    expect(miss.cache).toBe("MISS");
    const hits = [await fetchPage(`/events/${event.slug}`), await fetchPage(`/events/${event.slug}`)];
    const seen = new Set([nonceOf(miss.headers)]);
    const keys = new Set(keysOf(miss.html));
    for (const hit of hits) {
      expect(hit.cache).toBe("HIT");
      const nonce = nonceOf(hit.headers);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(seen.has(nonce)).toBe(false);
      seen.add(nonce);
      const scriptNonces = [...hit.html.matchAll(/\snonce="([^"]+)"/g)].map((m) => m[1]);
      expect(scriptNonces.length).toBeGreaterThan(0);
      expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
      const [key] = keysOf(hit.html);
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(keys.has(key)).toBe(false);
      keys.add(key);
      for (const html of [hit.html, miss.html]) {
        expect(html).not.toContain("__PAGE_CACHE_NONCE__");
        expect(html).not.toContain("00000000-0000-4000-8000-0000f0e3c4e7");
      }
    }
  });

  it("answers a hit with the headers of the miss that stored it: security headers, no-cache, nothing internal", async () => {
    const miss = await fetchPage("/sinn");
    const hit = await fetchPage("/sinn");
    expect([miss.cache, hit.cache]).toEqual(["MISS", "HIT"]);
    const names = (headers: Headers) => [...headers.keys()].sort();
    expect(names(hit.headers)).toEqual(names(miss.headers));
    for (const [name, value] of Object.entries(staticSecurityHeaders)) expect(hit.headers.get(name), name).toBe(value);
    expect(hit.headers.get("Content-Security-Policy")).toBe(
      miss.headers.get("Content-Security-Policy")!.replaceAll(nonceOf(miss.headers)!, nonceOf(hit.headers)!),
    );
    expect(hit.headers.get("Cache-Control")).toBe("no-cache");
    expect(hit.headers.get("Content-Type")).toBe(miss.headers.get("Content-Type"));
    expect(names(hit.headers).filter((name) => name.startsWith("x-page-") && name !== "x-page-cache")).toEqual([]);
  });

  it("still passes requests with a cookie, HEADs and POSTs to the full path", async () => {
    await warm("/angebote");
    const withCookie = await fetchPage(new Request(`${ORIGIN}/angebote`, { headers: { Cookie: "x=1" } }));
    expect(withCookie.cache).toBe("BYPASS");
    expect(nonceOf(withCookie.headers)).toBeTruthy();
    const head = await fetchPage(new Request(`${ORIGIN}/angebote`, { method: "HEAD" }));
    expect(head.cache).not.toBe("HIT");
    const foreign = await fetchPage(
      new Request(`${ORIGIN}/angebote`, { method: "POST", headers: { Origin: "https://evil.example" } }),
    );
    expect(foreign.status).toBe(403);
  });

  it("reads the generation once for the requests that need it together, and a purge still wins", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    await warm("/angebote");
    // Past the generation's memo: the next requests must ask the Cache API again, together once.
    vi.setSystemTime(Date.now() + 300);
    const cache = (caches as unknown as { default: Cache }).default;
    const match = vi.spyOn(cache, "match");
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetchPage("/angebote")));
    expect(answers.map((answer) => answer.cache)).toEqual(["HIT", "HIT", "HIT", "HIT", "HIT"]);
    const generationReads = match.mock.calls.filter(([key]) => String(key).includes("/__page-cache/generation"));
    expect(generationReads).toHaveLength(1);
    await purgePublicPages(env, "content-edit");
    expect((await fetchPage("/angebote")).cache).toBe("MISS");
  });
});

describe("purged by every change a public page shows", () => {
  it("a booking: the event page shows the new free seats at once", async () => {
    const event = await insertEvent({ max_attendees: 10 });
    expect((await warm(`/events/${event.slug}`)).html).toContain(seatsText(10));
    await warm("/events");
    expect((await fetchPage(bookingPost(event.id, 2))).status).toBe(200);
    const after = await fetchPage(`/events/${event.slug}`);
    expect(after.cache).toBe("MISS");
    expect(after.html).toContain(seatsText(8));
    expect((await fetchPage("/events")).cache).toBe("MISS");
  });

  it("a booking concerns the seat pages alone: content pages stay cached, nothing shared is written (ADR 0087)", async () => {
    const event = await insertEvent({ max_attendees: 10 });
    await warm(`/events/${event.slug}`);
    await warm("/en/events");
    await warm("/angebote");
    await warm("/en");
    const cache = (caches as unknown as { default: Cache }).default;
    const put = vi.spyOn(cache, "put");
    expect((await fetchPage(bookingPost(event.id, 1))).status).toBe(200);
    const generationWrites = put.mock.calls.filter(([key]) => String(key).includes("/__page-cache/generation"));
    expect(generationWrites).toHaveLength(0);
    put.mockRestore();
    expect((await fetchPage(`/events/${event.slug}`)).cache).toBe("MISS");
    expect((await fetchPage("/en/events")).cache).toBe("MISS");
    expect((await fetchPage("/angebote")).cache).toBe("HIT");
    expect((await fetchPage("/en")).cache).toBe("HIT");
  });

  it("a booking during a seat page's render: that render is never served from the cache afterwards", async () => {
    const event = await insertEvent({ max_attendees: 10 });
    // The render reads the event from D1 before the booking and is held there until it is made.
    const gate = gatedDb(/klarsinn_events/);
    const rendering = fetchPage(`/events/${event.slug}`, { ...bindings, DB: gate.db });
    await vi.waitFor(() => expect(gate.heldCount()).toBeGreaterThan(0));
    expect((await fetchPage(bookingPost(event.id, 3))).status).toBe(200);
    gate.release();
    const before = await rendering;
    expect(before.cache).toBe("MISS");
    const after = await fetchPage(`/events/${event.slug}`);
    expect(after.cache).toBe("MISS");
    expect(after.html).toContain(seatsText(7));
    expect((await fetchPage(`/events/${event.slug}`)).cache).toBe("HIT");
  });

  it("a cancellation by the coach", async () => {
    const event = await insertEvent({ max_attendees: 10 });
    expect((await fetchPage(bookingPost(event.id, 3))).status).toBe(200);
    expect((await warm(`/events/${event.slug}`)).html).toContain(seatsText(7));
    const booking = await env.DB.prepare(`SELECT id FROM ${BOOKINGS} WHERE event_id = ?`)
      .bind(event.id)
      .first<{ id: string }>();
    expect(await changeBookingStatus(env, booking!.id, "cancelled")).toBe(true);
    const after = await fetchPage(`/events/${event.slug}`);
    expect(after.cache).toBe("MISS");
    expect(after.html).toContain(seatsText(10));
  });

  it("an expired hold, when the lifecycle run tidies it up", async () => {
    const event = await insertEvent({ max_attendees: 10 });
    expect((await fetchPage(bookingPost(event.id, 4))).status).toBe(200);
    await warm("/events");
    await runBookingLifecycle(env, new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect((await fetchPage("/events")).cache).toBe("MISS");
  });

  it("an event created or edited by the coach", async () => {
    const event = await insertEvent({ title: "Alter Titel" });
    expect((await warm("/events")).html).toContain("Alter Titel");
    expect((await updateEvent(env, event.id, { title: "Neuer Titel" })).ok).toBe(true);
    const edited = await fetchPage("/events");
    expect(edited.cache).toBe("MISS");
    expect(edited.html).toContain("Neuer Titel");

    await warm("/events");
    await createEvent(env, {
      title: "Ganz neu",
      description: event.description,
      category: event.category,
      event_date: "2099-08-01",
      start_time: event.start_time,
      end_time: event.end_time,
      location: event.location,
      max_attendees: 10,
      price: 29.9,
      currency: "EUR",
    });
    const created = await fetchPage("/events");
    expect(created.cache).toBe("MISS");
    expect(created.html).toContain("Ganz neu");
  });

  it("an event deleted in the back office", async () => {
    const event = await insertEvent({ title: "Fällt aus" });
    const admin = await sessionCookie(await createProfile(`admin-${crypto.randomUUID()}@example.de`, true));
    expect((await warm("/events")).html).toContain("Fällt aus");
    const deleted = await fetchPage(post("/admin/events", { intent: "delete", id: event.id }, admin));
    expect(deleted.status).toBeLessThan(400);
    const after = await fetchPage("/events");
    expect(after.cache).toBe("MISS");
    expect(after.html).not.toContain("Fällt aus");
  });

  it("a text saved in the back office's web content", async () => {
    const admin = await sessionCookie(await createProfile(`admin-${crypto.randomUUID()}@example.de`, true));
    await warm("/");
    await warm("/angebote");
    const saved = await fetchPage(
      post(
        "/admin/web-content",
        {
          intent: "create",
          page: "home",
          section: "hero",
          content_key: `title-${crypto.randomUUID()}`,
          content_de: "Neuer Text",
          content_en: "New text",
        },
        admin,
      ),
    );
    expect(saved.status).toBeLessThan(400);
    expect((await fetchPage("/")).cache).toBe("MISS");
    expect((await fetchPage("/angebote")).cache).toBe("MISS");
  });
});

describe("bookings never write a hot KV key", () => {
  it("answers 50 concurrent bookings with success while every KV write fails, and the list is right afterwards", async () => {
    const event = await insertEvent({ max_attendees: 100 });
    // Production KV answers 429 to a second write of one key within a second; here every write throws.
    const keysWritten: string[] = [];
    const kvRefusingWrites = {
      ...bindings,
      KV: new Proxy(env.KV, {
        get: (kv, name) =>
          name === "put"
            ? (key: string) => {
                keysWritten.push(key);
                return Promise.reject(new Error("KV PUT failed: 429 Too Many Requests"));
              }
            : Reflect.get(kv, name).bind(kv),
      }),
    } as Env;
    await warm("/events");
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => fetchPage(bookingPost(event.id, 1), kvRefusingWrites)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 50 }, () => 200));
    // Nothing on the booking path writes KV at all, so no key can become hot.
    expect(keysWritten).toEqual([]);
    const taken = await env.DB.prepare(`SELECT SUM(num_tickets) AS n FROM ${BOOKINGS} WHERE event_id = ?`)
      .bind(event.id)
      .first<{ n: number }>();
    expect(taken?.n).toBe(50);
    const page = await fetchPage(`/events/${event.slug}`);
    expect(page.html).toContain(seatsText(50));
    const list = await fetchPage("/events");
    expect(list.cache).toBe("MISS");
    expect(list.html).toContain(String.raw`\"seats_left\",50`);
  }, 60_000);
});

// What is personal is the route's own word, whatever the path's letter case, and markers come only
// from the cache itself (docs/decisions/0117-page-cache-asks-the-route.md).
describe("the page cache asks the route", () => {
  it("never keeps a data link's page, also as /MEINE-DATEN/verwalten (other letter case), and says no-store", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const email = `daten-${crypto.randomUUID().slice(0, 8)}@example.de`;
    // Only an address with stored data gets a link: a booking.
    const event = await insertEvent();
    expect((await fetchPage(bookingPost(event.id, 1, email))).status).toBe(200);
    const asked = await fetchPage(post("/meine-daten", { email }, undefined, { "CF-Connecting-IP": "198.51.100.77" }));
    expect(asked.status).toBe(200);
    const row = await env.DB.prepare(
      "SELECT payload FROM mail_outbox WHERE kind = 'data-request' AND recipient = ? ORDER BY created_at DESC LIMIT 1",
    )
      .bind(email)
      .first<{ payload: string }>();
    const token = /verwalten\?token=(\S+)/.exec((JSON.parse(row!.payload) as { text: string }).text)![1]!;
    for (const path of [`/MEINE-DATEN/verwalten?token=${token}`, `/meine-daten/Verwalten?token=${token}`]) {
      const first = await fetchPage(path);
      const second = await fetchPage(path);
      expect(first.status, path).toBe(200);
      for (const answer of [first, second]) {
        expect(answer.cache, path).toBe("BYPASS");
        expect(answer.headers.get("Cache-Control"), path).toContain("no-store");
      }
    }
  });

  it("keeps the link pages of the newsletter out in any letter case", async () => {
    for (const path of [
      "/NEWSLETTER/bestaetigen?token=x.y",
      "/newsletter/Abmelden?token=x.y",
      "/En/Newsletter/abmelden",
    ]) {
      const first = await fetchPage(path);
      const second = await fetchPage(path);
      expect(second.cache, path).not.toBe("HIT");
      if (first.status === 200) expect(first.headers.get("Cache-Control"), path).toContain("no-store");
    }
  });

  it("keeps a seat page in other letter case for a second at most, like /events", async () => {
    const event = await insertEvent({ max_attendees: 5 });
    const path = `/EVENTS/${event.slug}`;
    await warm(path);
    expect((await fetchPage(bookingPost(event.id, 1))).status).toBe(200);
    const after = await fetchPage(path);
    expect(after.cache).not.toBe("HIT");
    expect(after.html).toContain(seatsText(4));
  });

  it("never stores a page whose query string carries the cache's own markers", async () => {
    for (const marker of ["__PAGE_CACHE_NONCE__", "00000000-0000-4000-8000-0000f0e3c4e7"]) {
      const path = `/?x=${marker}`;
      const first = await fetchPage(path);
      const second = await fetchPage(path);
      expect(second.cache, marker).not.toBe("HIT");
      // The marker stays the visitor's own text: no answer's nonce or form key lands in its place.
      for (const answer of [first, second]) expect(answer.html, marker).toContain(marker);
    }
  });
});
