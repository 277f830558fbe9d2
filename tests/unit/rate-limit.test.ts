import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { CONTACT_RATE_LIMIT } from "../../app/features/people/contact/contact.server";
import { NEWSLETTER_RATE_LIMIT } from "../../app/features/people/newsletter/newsletter.server";
import { hitRateLimit, hitRateLimits, releaseRateLimit, resetRateLimit } from "../../app/lib/rate-limit.server";
import { clientAddress, sameSitePath } from "../../app/lib/request.server";

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM rate_limits").run();
});

describe.each([CONTACT_RATE_LIMIT, NEWSLETTER_RATE_LIMIT])("rate limit $name", (rule) => {
  const start = Date.UTC(2026, 0, 5, 10, 0, 0);

  it("allows `limit` hits and refuses the next one within the window", async () => {
    for (let i = 0; i < rule.limit; i++)
      expect((await hitRateLimit(env, rule, "a", start + i * 1000)).allowed).toBe(true);
    const refused = await hitRateLimit(env, rule, "a", start + 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(rule.windowSeconds - 60);
  });

  it("counts each client separately", async () => {
    for (let i = 0; i <= rule.limit; i++) await hitRateLimit(env, rule, "a", start);
    expect((await hitRateLimit(env, rule, "b", start)).allowed).toBe(true);
  });

  it("starts over in the next window", async () => {
    for (let i = 0; i <= rule.limit; i++) await hitRateLimit(env, rule, "a", start);
    expect((await hitRateLimit(env, rule, "a", start + rule.windowSeconds * 1000)).allowed).toBe(true);
  });

  it("can be reset", async () => {
    for (let i = 0; i <= rule.limit; i++) await hitRateLimit(env, rule, "a", start);
    await resetRateLimit(env, rule, "a");
    expect((await hitRateLimit(env, rule, "a", start)).allowed).toBe(true);
  });

  it("counts concurrent hits atomically", async () => {
    const results = await Promise.all(
      Array.from({ length: rule.limit + 3 }, () => hitRateLimit(env, rule, "burst", start)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(rule.limit);
  });
});

describe("releasing a hit (rules that count failures only)", () => {
  const rule = { name: "release-test", limit: 2, windowSeconds: 900 };
  const start = Date.UTC(2026, 0, 5, 10, 0, 0);

  it("gives back one slot of the current window, never below zero", async () => {
    for (let i = 0; i < 2; i++) await hitRateLimit(env, rule, "a", start);
    await releaseRateLimit(env, rule, "a", start);
    expect((await hitRateLimit(env, rule, "a", start)).allowed).toBe(true);
    expect((await hitRateLimit(env, rule, "a", start)).allowed).toBe(false);
    for (let i = 0; i < 5; i++) await releaseRateLimit(env, rule, "b", start);
    for (let i = 0; i < 2; i++) expect((await hitRateLimit(env, rule, "b", start)).allowed).toBe(true);
    expect((await hitRateLimit(env, rule, "b", start)).allowed).toBe(false);
  });

  it("does not touch the next window's count", async () => {
    const next = start + rule.windowSeconds * 1000;
    for (let i = 0; i < 2; i++) await hitRateLimit(env, rule, "a", next);
    await releaseRateLimit(env, rule, "a", start);
    expect((await hitRateLimit(env, rule, "a", next)).allowed).toBe(false);
  });
});

describe("the two forms' limits are independent", () => {
  it("a client at the contact limit can still sign up for the newsletter", async () => {
    const now = Date.now();
    for (let i = 0; i <= CONTACT_RATE_LIMIT.limit; i++) await hitRateLimit(env, CONTACT_RATE_LIMIT, "c", now);
    expect((await hitRateLimit(env, CONTACT_RATE_LIMIT, "c", now)).allowed).toBe(false);
    expect((await hitRateLimit(env, NEWSLETTER_RATE_LIMIT, "c", now)).allowed).toBe(true);
  });
});

describe("clientAddress", () => {
  it("prefers Cloudflare's CF-Connecting-IP", () => {
    const request = new Request("http://x.test", {
      headers: { "CF-Connecting-IP": "1.2.3.4", "X-Forwarded-For": "5.6.7.8" },
    });
    expect(clientAddress(request)).toBe("1.2.3.4");
  });
});

describe("client key", () => {
  const withHeaders = (headers: Record<string, string>) => new Request("http://x.test", { headers });

  it("ignores X-Forwarded-For, which the client controls", () => {
    const a = clientAddress(withHeaders({ "X-Forwarded-For": "5.6.7.8" }));
    const b = clientAddress(withHeaders({ "X-Forwarded-For": "9.9.9.9" }));
    expect(a).toBe(b);
  });

  it("keys an IPv6 address by its /64, however it is written", () => {
    const keys = [
      "2001:db8:abcd:12::1",
      "2001:0db8:abcd:0012:ffff:ffff:ffff:ffff",
      "2001:DB8:ABCD:12:1234::",
      "2001:db8:abcd:12:5:6:7:8",
    ].map((ip) => clientAddress(withHeaders({ "CF-Connecting-IP": ip })));
    expect(new Set(keys).size).toBe(1);
    expect(clientAddress(withHeaders({ "CF-Connecting-IP": "2001:db8:abcd:13::1" }))).not.toBe(keys[0]);
    expect(clientAddress(withHeaders({ "CF-Connecting-IP": "::1" }))).toBe("0:0:0:0::/64");
  });

  it.each([CONTACT_RATE_LIMIT, NEWSLETTER_RATE_LIMIT])(
    "$name: rotating IPv6 addresses inside one /64 share one bucket",
    async (rule) => {
      const start = Date.UTC(2026, 0, 5, 10, 0, 0);
      const results = [];
      for (let i = 0; i <= rule.limit; i++) {
        const ip = `2001:db8:77:1:${(i + 1).toString(16)}:${(i * 7919).toString(16)}::${i}`;
        results.push(await hitRateLimit(env, rule, clientAddress(withHeaders({ "CF-Connecting-IP": ip })), start));
      }
      expect(results.slice(0, rule.limit).every((r) => r.allowed)).toBe(true);
      expect(results[rule.limit]!.allowed).toBe(false);
    },
  );
});

describe("sameSitePath (redirect targets)", () => {
  const site = "https://klarsinn.test";
  it.each([
    ["https://klarsinn.test//evil.example/x", "/evil.example/x"],
    ["https://klarsinn.test/\\evil.example", "/evil.example"],
    ["https://klarsinn.test///evil.example?a=1", "/evil.example?a=1"],
    ["https://evil.example/kontakt", "/"],
    ["javascript:alert(1)", "/"],
    ["not a url at all", "/not%20a%20url%20at%20all"],
    [null, "/"],
    ["https://klarsinn.test/angebote?x=1", "/angebote?x=1"],
  ])("%s → %s", (referer, expected) => {
    const target = sameSitePath(referer, site);
    expect(target.origin).toBe(site);
    expect(`${target.pathname}${target.search}`).toBe(expected);
    expect(target.pathname.startsWith("//")).toBe(false);
  });
});

describe("a transient D1 failure", () => {
  it("gets one retry and the hit still counts; a lasting failure still fails", async () => {
    let failuresLeft = 1;
    const flaky = new Proxy(env.DB, {
      get(db, name) {
        if (name === "prepare") {
          return (query: string) => {
            if (failuresLeft > 0) {
              failuresLeft--;
              throw new Error("D1_ERROR: database is locked: SQLITE_BUSY");
            }
            return db.prepare(query);
          };
        }
        return Reflect.get(db, name).bind(db);
      },
    });
    const rule = { name: "flaky", limit: 1, windowSeconds: 600 };
    const key = `retry-${crypto.randomUUID()}`;
    expect(await hitRateLimit({ DB: flaky }, rule, key)).toMatchObject({ allowed: true });
    expect(await hitRateLimit({ DB: flaky }, rule, key)).toMatchObject({ allowed: false });

    failuresLeft = 2;
    await expect(hitRateLimit({ DB: flaky }, rule, `${key}-2`)).rejects.toThrow();
  });

  it("gets one retry for several hits counted in one batch too (the client's and the ceiling's)", async () => {
    let failuresLeft = 1;
    const flaky = new Proxy(env.DB, {
      get(db, name) {
        if (name === "batch") {
          return (statements: D1PreparedStatement[]) => {
            if (failuresLeft > 0) {
              failuresLeft--;
              return Promise.reject(new Error("D1_ERROR: database is locked: SQLITE_BUSY"));
            }
            return db.batch(statements);
          };
        }
        return Reflect.get(db, name).bind(db);
      },
    });
    const client = { name: "flaky-client", limit: 1, windowSeconds: 600 };
    const ceiling = { name: "flaky-ceiling", limit: 5, windowSeconds: 60 };
    const key = `retry-${crypto.randomUUID()}`;
    const hits = [
      { rule: client, key },
      { rule: ceiling, key },
    ];
    expect(await hitRateLimits({ DB: flaky }, hits)).toMatchObject({ allowed: true });
    expect(await hitRateLimits({ DB: flaky }, hits)).toMatchObject({ allowed: false, refused: client });

    failuresLeft = 2;
    await expect(hitRateLimits({ DB: flaky }, hits)).rejects.toThrow();
  });
});
