import { env, createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createHttpApp } from "../../workers/http";

const ORIGIN = "http://example.test";
// The React Router handler is not part of these checks; this one records whether it ran.
let appCalls = 0;
const app = createHttpApp(async () => {
  appCalls++;
  return new Response("app");
});
const request = (path: string, init?: RequestInit, bindings: Env = env) =>
  app.fetch(new Request(`${ORIGIN}${path}`, init), bindings, createExecutionContext());

const failing = (what: string) =>
  new Proxy(
    {},
    {
      get: () => () => {
        throw new Error(`${what} down`);
      },
    },
  );

describe("/healthz", () => {
  it("answers 200 JSON naming every check once D1, KV and the queue answer", async () => {
    const response = await request("/healthz");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({
      status: "ok",
      checks: { database: "ok", kv: "ok", queue: "ok" },
      oldestQueuedMailSeconds: null,
    });
  });

  it.each([
    ["database", { DB: failing("D1") as D1Database }],
    ["kv", { KV: failing("KV") as KVNamespace }],
    ["queue", { MAIL_QUEUE: undefined as unknown as Env["MAIL_QUEUE"] }],
  ])("answers 503 and names %s when it fails, the others still ok", async (name, broken) => {
    const response = await request("/healthz", undefined, { ...env, ...broken });
    expect(response.status).toBe(503);
    const body = (await response.json()) as { status: string; checks: Record<string, string> };
    expect(body.status).toBe("error");
    for (const [check, state] of Object.entries(body.checks)) {
      expect(state).toBe(check === name ? "unavailable" : "ok");
    }
  });

  it("reports the age of the oldest unsent e-mail and no personal data", async () => {
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000).toISOString();
    await env.DB.prepare(
      "INSERT INTO mail_outbox (id, dedupe_key, kind, recipient, subject, payload, status, created_at) VALUES (?, ?, 'test', ?, 'Betreff', '{}', 'queued', ?)",
    )
      .bind(crypto.randomUUID(), `healthz-${crypto.randomUUID()}`, "jemand@example.de", tenMinutesAgo)
      .run();
    const response = await request("/healthz");
    const text = await response.text();
    const body = JSON.parse(text) as { oldestQueuedMailSeconds: number };
    expect(body.oldestQueuedMailSeconds).toBeGreaterThanOrEqual(599);
    expect(body.oldestQueuedMailSeconds).toBeLessThan(700);
    expect(text).not.toContain("example.de");
  });
});

describe("cross-cutting protection", () => {
  it("sets the security headers with a fresh nonce per response", async () => {
    const first = await request("/");
    const second = await request("/");
    const csp = first.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toBe(second.headers.get("Content-Security-Policy"));
    expect(first.headers.get("Strict-Transport-Security")).toContain("max-age=");
    expect(first.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(first.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("Permissions-Policy")).toContain("camera=()");
  });

  it("refuses non-GET requests from another origin before the app runs", async () => {
    const before = appCalls;
    const foreign = await request("/contact", { method: "POST", headers: { Origin: "https://evil.example" } });
    const missing = await request("/contact", { method: "POST" });
    expect(foreign.status).toBe(403);
    expect(missing.status).toBe(403);
    expect(appCalls).toBe(before);
    const own = await request("/contact", { method: "POST", headers: { Origin: ORIGIN } });
    expect(own.status).toBe(200);
    expect(appCalls).toBe(before + 1);
  });
});
