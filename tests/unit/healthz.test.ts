import { env, createExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createHttpApp } from "../../workers/http";
import { MAX_FORM_BODY_BYTES } from "../../workers/security";

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
    expect(csp).toContain("base-uri 'none'");
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
    const own = await request("/contact", {
      method: "POST",
      headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(own.status).toBe(200);
    expect(appCalls).toBe(before + 1);
  });
});

describe("form bodies only, bounded, checked before parsing", () => {
  const post = (body: BodyInit | null, contentType?: string, extra: RequestInit = {}) =>
    request("/contact", {
      method: "POST",
      headers: { Origin: ORIGIN, ...(contentType ? { "Content-Type": contentType } : {}) },
      body,
      ...extra,
    });

  it.each([
    ["application/json", JSON.stringify({ email: "a@b.de" })],
    ["text/plain", "email=a@b.de"],
    [undefined, "email=a@b.de"],
    ["application/xml", "<a/>"],
  ])("refuses %s with 415 before the app runs", async (type, body) => {
    const before = appCalls;
    const response = await post(body, type);
    expect(response.status).toBe(415);
    expect(await response.text()).toContain("Formular");
    expect(appCalls).toBe(before);
  });

  it("accepts url-encoded and multipart forms", async () => {
    const before = appCalls;
    expect((await post("email=a%40b.de", "application/x-www-form-urlencoded; charset=UTF-8")).status).toBe(200);
    const form = new FormData();
    form.set("email", "a@b.de");
    expect((await request("/contact", { method: "POST", headers: { Origin: ORIGIN }, body: form })).status).toBe(200);
    expect(appCalls).toBe(before + 2);
  });

  it("refuses a body over the limit with 413 (declared length)", async () => {
    const before = appCalls;
    const response = await post("a=" + "x".repeat(MAX_FORM_BODY_BYTES), "application/x-www-form-urlencoded");
    expect(response.status).toBe(413);
    expect(appCalls).toBe(before);
  });

  it("refuses a streamed body without length once it passes the limit", async () => {
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 100) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamingApp = createHttpApp(async (req) => {
      await req.text();
      return new Response("read");
    });
    const response = await streamingApp.fetch(
      new Request(`${ORIGIN}/contact`, {
        method: "POST",
        headers: { Origin: ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
        body: stream,
        duplex: "half",
      } as RequestInit),
      env,
      createExecutionContext(),
    );
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(100);
  });
});
