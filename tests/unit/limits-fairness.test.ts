import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createBooking } from "../../app/features/core/booking/booking.server";
import { handleError } from "../../app/entry.server";
import { cutTokens, logError } from "../../app/lib/log";
import { PUBLIC_POST_CEILINGS } from "../../app/lib/public-ceiling.server";
import { signToken } from "../../app/lib/signed-token.server";
import { post } from "./admin-helpers";
import { createTestWorker } from "./app-harness";
import { BOOKINGS, insertEvent } from "./booking-fixtures";
import { atWindowStart } from "./clock";
import { clearFormTables, count, settle } from "./contact.fixtures";

// Limits no one can turn against others (docs/decisions/0116-limits-count-what-passed.md).

const FLOODER = "203.0.113.66";
const worker = createTestWorker();
const send = async (request: Request) => {
  const ctx = createExecutionContext();
  const response = await worker.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  await settle();
  return response;
};

beforeEach(async () => {
  await clearFormTables();
  await env.DB.batch([env.DB.prepare(`DELETE FROM ${BOOKINGS}`), env.DB.prepare("DELETE FROM rate_limits")]);
});
afterEach(() => vi.restoreAllMocks());

describe("the site-wide ceilings count only posts that passed their client's checks and validation", () => {
  it(`lets another visitor cancel and ask for her data after one address sent ${PUBLIC_POST_CEILINGS.other + 1} bad posts in a minute`, () =>
    atWindowStart(async () => {
      vi.spyOn(console, "log").mockImplementation(() => {});
      vi.spyOn(console, "error").mockImplementation(() => {});
      const event = await insertEvent({ max_attendees: 10 });
      const booked = await createBooking(env, event.id, {
        full_name: "Ruth Berger",
        email: "ruth@example.de",
        phone: "",
        num_tickets: 1,
      });
      if (!booked.ok) throw new Error(booked.reason);
      const token = await signToken(env, "booking", booked.bookingId);

      const flood = PUBLIC_POST_CEILINGS.other + 1;
      for (let i = 0; i < flood; i++) {
        const bad =
          i % 3 === 0
            ? post("/meine-daten", { email: "keine-adresse" }, undefined, { "CF-Connecting-IP": FLOODER })
            : i % 3 === 1
              ? post("/buchung/gefaelscht.token", { intent: "cancel" }, undefined, { "CF-Connecting-IP": FLOODER })
              : post(`/buchung/${token}`, { intent: "loeschen" }, undefined, { "CF-Connecting-IP": FLOODER });
        expect((await send(bad)).status).toBeGreaterThanOrEqual(400);
      }

      const cancelled = await send(
        post(`/buchung/${token}`, { intent: "cancel" }, undefined, { "CF-Connecting-IP": "198.51.100.20" }),
      );
      expect(cancelled.status).toBe(200);
      const asked = await send(
        post("/meine-daten", { email: "ruth@example.de" }, undefined, { "CF-Connecting-IP": "198.51.100.21" }),
      );
      expect(asked.status).toBe(200);
      expect(await count("data_requests")).toBe(1);
    }));

  it("still refuses the post past the ceiling when the posts before it passed", () =>
    atWindowStart(async () => {
      vi.spyOn(console, "log").mockImplementation(() => {});
      for (let i = 0; i < PUBLIC_POST_CEILINGS.other; i++) {
        const ok = await send(
          post("/meine-daten", { email: `frage${i}@example.de` }, undefined, {
            "CF-Connecting-IP": `198.51.100.${i + 1}`,
          }),
        );
        expect(ok.status).toBe(200);
      }
      const refused = await send(
        post("/meine-daten", { email: "spaet@example.de" }, undefined, { "CF-Connecting-IP": "198.51.100.200" }),
      );
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    }));
});

describe("methods a page does not answer", () => {
  for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS"]) {
    it(`answers ${method} /contact with 405 and Allow before any handler, storing and logging nothing`, async () => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => {});
      const response = await send(
        new Request(`${new URL(post("/contact", {}).url).origin}/contact`, {
          method,
          body:
            method === "OPTIONS"
              ? null
              : new URLSearchParams({ name: "Eva", email: "eva@example.de", message: "Hallo du, wie geht es?" }),
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Origin: new URL(post("/contact", {}).url).origin,
            "CF-Connecting-IP": "198.51.100.30",
          },
        }),
      );
      expect(response.status).toBe(405);
      expect(response.headers.get("Allow")).toBe("GET, HEAD, POST");
      expect(await count("contact_submissions")).toBe(0);
      expect(await count("rate_limits")).toBe(0);
      expect(errors).not.toHaveBeenCalled();
    });
  }

  it("answers a post to a page without a form 405 with Allow, and logs no error for it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await send(post("/about", { a: "b" }, undefined, { "CF-Connecting-IP": "198.51.100.31" }));
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
    expect(errors).not.toHaveBeenCalled();
  });
});

describe("log lines never carry a whole token", () => {
  it("cuts a booking token from the path of a failed request and from a query string", async () => {
    const token = await signToken(env, "booking", crypto.randomUUID());
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    handleError(new Error("D1 down"), {
      request: new Request(`http://klarsinn.test/buchung/${token}`),
      params: {},
      context: undefined as never,
    });
    logError("manage-booking-action-failed", new Error("x"), { path: `/meine-daten/verwalten?token=${token}` });
    const lines = errors.mock.calls.map((call) => String(call[0]));
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).not.toContain(token);
      expect(line).not.toContain(token.split(".")[1]!);
      expect(line).toContain(token.slice(0, 6));
    }
    expect(cutTokens("event-id 6f1c1d1e-0000-4000-8000-000000000000")).toBe(
      "event-id 6f1c1d1e-0000-4000-8000-000000000000",
    );
  });
});

describe("a busy platform under the HTTP layer", () => {
  /** The real D1, except that the rate-limit counters fail as a busy or locked database does. */
  const busyDb = new Proxy(env.DB, {
    get(target, name, receiver) {
      if (name === "prepare")
        return (sql: string) => {
          const statement = target.prepare(sql);
          if (!sql.includes("rate_limits")) return statement;
          const failing = {
            bind: () => failing,
            first: () => Promise.reject(new Error("D1_ERROR: database is locked")),
            run: () => Promise.reject(new Error("D1_ERROR: database is locked")),
            all: () => Promise.reject(new Error("D1_ERROR: database is locked")),
            raw: () => Promise.reject(new Error("D1_ERROR: database is locked")),
          };
          return failing;
        };
      const value = Reflect.get(target, name, receiver) as unknown;
      return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });

  it("answers a malformed post 503 with Retry-After, never 500, when the ceiling's counter fails", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      post("/meine-daten", { email: "kaputt" }, undefined, { "CF-Connecting-IP": "198.51.100.40" }),
      { ...env, DB: busyDb },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await response.text()).toContain("Bitte versuche es");
    expect(response.headers.get("Content-Security-Policy")).toBeTruthy();
    expect(errors.mock.calls.map((call) => String(call[0])).join("\n")).toContain("http-layer-failed");
  });
});
