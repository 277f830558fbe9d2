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

describe("/healthz", () => {
  it("answers 200 JSON once D1 answers", async () => {
    const response = await request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("answers 503 when D1 fails", async () => {
    const brokenDb = {
      prepare: () => {
        throw new Error("D1 down");
      },
    } as unknown as D1Database;
    const response = await request("/healthz", undefined, { ...env, DB: brokenDb });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "error" });
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
    const own = await request("/contact", { method: "POST", headers: { Origin: ORIGIN } });
    expect(own.status).toBe(200);
    expect(appCalls).toBe(before + 1);
  });
});
