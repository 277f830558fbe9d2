import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb, schema } from "~/lib/db.server";
import { describeError, logError } from "~/lib/log";
import { hitRateLimit } from "~/lib/rate-limit.server";

afterEach(() => vi.restoreAllMocks());

describe("structured logs", () => {
  it("log a real database failure by its class and SQLite's line, never the query's values", async () => {
    const email = `log-test-${crypto.randomUUID()}@example.de`;
    const db = getDb(env);
    await db.insert(schema.profiles).values({ id: crypto.randomUUID(), email, first_name: "Gesine" });
    const failure = await db
      .insert(schema.profiles)
      .values({ id: crypto.randomUUID(), email, first_name: "Gesine" })
      .then(() => null)
      .catch((error: unknown) => error);
    expect(String((failure as Error).message)).toContain(email); // what console.error(error) used to print

    const printed: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => void printed.push(line));
    logError("admin-action-failed", failure);
    expect(printed).toHaveLength(1);
    const line = JSON.parse(printed[0]!) as { event: string; error: string };
    expect(line.event).toBe("admin-action-failed");
    expect(line.error).toMatch(/UNIQUE constraint failed: profiles\.email/);
    expect(printed[0]).not.toContain(email);
    expect(printed[0]).not.toContain("Gesine");
  });

  it("describe anything else by its class only", () => {
    expect(describeError(new TypeError("secret@example.de is not valid"))).toBe("TypeError");
    expect(describeError("text")).toBe("string");
  });

  it("log throttling once per window and rule, without the client's key", async () => {
    const printed: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: string) => void printed.push(line));
    const rule = { name: `log-test-${crypto.randomUUID()}`, limit: 2, windowSeconds: 600 };
    const now = Math.floor(Date.now() / 600_000) * 600_000 + 1000;
    for (let hit = 0; hit < 5; hit++) await hitRateLimit(env, rule, "203.0.113.9", now);
    const throttled = printed
      .map((l) => JSON.parse(l) as { event: string; rule: string })
      .filter((l) => l.event === "throttled");
    expect(throttled).toEqual([{ event: "throttled", rule: rule.name, limit: 2 }]);
    expect(printed.join("\n")).not.toContain("203.0.113.9");
  });
});
