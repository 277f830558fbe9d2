import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MINDSET_QUESTIONS } from "../../app/features/people/mindset/questions";
import {
  PUBLIC_POST_CEILINGS,
  PUBLIC_POST_CLIENT_LIMITS,
  type PublicPostKind,
  publicPostKind,
} from "../../app/lib/public-ceiling.server";
import { post } from "./admin-helpers";
import { createTestWorker } from "./app-harness";
import { BOOKINGS, insertEvent } from "./booking-fixtures";
import { atWindowStart } from "./clock";
import { clearFormTables, settle } from "./contact.fixtures";

// Limits by route class (docs/decisions/0184-limits-by-route-class.md): one client, or one class of
// posts, cannot lock the others out; real traffic (20 people taking the test at once) passes.

const worker = createTestWorker();
const send = async (request: Request) => {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  await settle();
  return response;
};
const as = (ip: string, extra: Record<string, string> = {}) => ({ "CF-Connecting-IP": ip, ...extra });

/** Step `n` (0-based) of the test with every question up to it answered, as the form posts it. */
const step = (n: number) => {
  const form: Record<string, string> = { step: String(n) };
  MINDSET_QUESTIONS.slice(0, n + 1).forEach((q, i) => (form[q.id] = String(i % 4)));
  return form;
};

async function takeWholeTest(ip: string, path = "/mindsettest.data") {
  const statuses: number[] = [];
  for (let n = 0; n < MINDSET_QUESTIONS.length; n++)
    statuses.push((await send(post(path, step(n), undefined, as(ip)))).status);
  return statuses;
}

beforeEach(async () => {
  await clearFormTables();
  await env.DB.batch([env.DB.prepare(`DELETE FROM ${BOOKINGS}`), env.DB.prepare("DELETE FROM rate_limits")]);
});
afterEach(() => vi.restoreAllMocks());

describe("limits by route class", () => {
  it("names each public post's class, in both languages, with and without .data", () => {
    const cases: [string, PublicPostKind][] = [
      ["/mindsettest", "mindset"],
      ["/en/mindsettest.data", "mindset"],
      ["/widerruf", "withdrawal"],
      ["/en/widerruf.data", "withdrawal"],
      ["/meine-daten", "privacy"],
      ["/meine-daten/verwalten.data", "privacy"],
      ["/meine-daten/export", "privacy"],
      ["/termin", "sessions"],
      ["/pakete", "sessions"],
      ["/buchung/abc.def/termin", "sessions"],
      ["/en/buchung/abc.def/verschieben.data", "sessions"],
      ["/buchung/bezahlen", "payment"],
      ["/gutschein/bezahlen.data", "payment"],
      ["/gutschein", "vouchers"],
      ["/buchung/abc.def", "my-booking"],
      ["/buchung/abc.def/impulse", "my-booking"],
      ["/warteliste/abc.def", "my-booking"],
      ["/journal", "journal"],
      ["/journal/abc.def", "journal"],
      ["/journal/impulse/beenden", "journal"],
      ["/impressum", "other"],
    ];
    for (const [path, kind] of cases) expect(publicPostKind(path), path).toBe(kind);
  });

  it("20 people taking the whole mindset test within one minute all get through", () =>
    atWindowStart(async () => {
      vi.spyOn(console, "log").mockImplementation(() => {});
      const people = Array.from({ length: 20 }, (_, i) => `198.51.100.${i + 1}`);
      const statuses = (await Promise.all(people.map((ip) => takeWholeTest(ip)))).flat();
      expect(statuses).toHaveLength(20 * MINDSET_QUESTIONS.length);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
    }));

  it("one client flooding the mindset test gets 429 itself; a withdrawal and a booking from others get through", () =>
    atWindowStart(async () => {
      vi.spyOn(console, "log").mockImplementation(() => {});
      const event = await insertEvent({ max_attendees: 10 });
      const flood = PUBLIC_POST_CLIENT_LIMITS.mindset! + 20;
      const statuses: number[] = [];
      for (let i = 0; i < flood; i++) {
        statuses.push((await send(post("/mindsettest.data", step(i % 3), undefined, as("203.0.113.66")))).status);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(PUBLIC_POST_CLIENT_LIMITS.mindset!);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);

      // The flooder's 429 says when to try again, in German, for the fetcher and the plain browser post.
      const refused = await send(post("/mindsettest.data", step(0), undefined, as("203.0.113.66")));
      expect(refused.status).toBe(429);
      const wait = Number(refused.headers.get("Retry-After"));
      expect(wait).toBeGreaterThan(0);
      expect(await refused.text()).toMatch(/Bitte versuche es in \d+ (Minuten|Sekunden) noch einmal\./);
      const page = await send(
        post(
          "/mindsettest",
          step(0),
          undefined,
          as("203.0.113.66", { Accept: "text/html", "Sec-Fetch-Mode": "navigate" }),
        ),
      );
      expect(page.status).toBe(429);
      const html = await page.text();
      expect(html).toContain('<html lang="de">');
      expect(html).toContain("Einen Moment, bitte");
      expect(html).toMatch(/Bitte versuche es in \d+ Minuten noch einmal/);
      expect(html).toContain('href="/mindsettest"');
      expect(html).not.toContain("Return to Home");
      const english = await send(
        post(
          "/en/mindsettest",
          step(0),
          undefined,
          as("203.0.113.66", { Accept: "text/html", "Sec-Fetch-Mode": "navigate" }),
        ),
      );
      expect(await english.text()).toMatch(/<html lang="en">[\s\S]*Please try again in \d+ minutes\./);

      // Others: the test itself, a withdrawal and a booking answer as if nothing happened.
      expect((await send(post("/mindsettest.data", step(0), undefined, as("198.51.100.31")))).status).toBe(200);
      const withdrawal = await send(
        post(
          "/widerruf",
          { full_name: "Ruth Berger", email: "ruth@example.de", reference: "0000ABCD", step: "review" },
          undefined,
          as("198.51.100.32"),
        ),
      );
      // The ordinary answer to a number that fits no contract (decision 0193), not the limit's 429.
      expect(withdrawal.status).toBe(404);
      const booking = await send(
        post(
          `/events/${event.id}`,
          { full_name: "Lena Brandt", email: "lena@example.de", phone: "", num_tickets: "1" },
          undefined,
          as("198.51.100.33"),
        ),
      );
      expect(booking.status).toBe(200);
      const data = await send(post("/meine-daten", { email: "ruth@example.de" }, undefined, as("198.51.100.34")));
      expect(data.status).toBe(200);
    }));

  it("a class whose ceiling is full blocks only itself: mindset steps up to its ceiling leave 'other' posts alone", () =>
    atWindowStart(async () => {
      vi.spyOn(console, "log").mockImplementation(() => {});
      // More steps than the whole "other" ceiling, from distinct people (each within its own limit).
      const steps = PUBLIC_POST_CEILINGS.other + 10;
      for (let i = 0; i < steps; i++) {
        expect((await send(post("/mindsettest.data", step(0), undefined, as(`198.51.100.${i + 1}`)))).status).toBe(200);
      }
      const asked = await send(post("/meine-daten", { email: "frage@example.de" }, undefined, as("203.0.113.9")));
      expect(asked.status).toBe(200);
    }));

  it("the other public posts have a limit per client too: session moves, credit bookings, checkout starts", () =>
    atWindowStart(async () => {
      vi.spyOn(console, "log").mockImplementation(() => {});
      for (const [path, kind] of [
        ["/buchung/gefaelscht.token/verschieben", "sessions"],
        ["/buchung/gefaelscht.token/termin", "sessions"],
        ["/buchung/bezahlen", "payment"],
      ] as const) {
        await env.DB.prepare("DELETE FROM rate_limits").run();
        const limit = PUBLIC_POST_CLIENT_LIMITS[kind]!;
        for (let i = 0; i < limit; i++) {
          expect((await send(post(path, { slot: "x" }, undefined, as("203.0.113.77")))).status, path).not.toBe(429);
        }
        expect((await send(post(path, { slot: "x" }, undefined, as("203.0.113.77")))).status, path).toBe(429);
        expect((await send(post(path, { slot: "x" }, undefined, as("203.0.113.78")))).status, path).not.toBe(429);
      }
    }));
});
