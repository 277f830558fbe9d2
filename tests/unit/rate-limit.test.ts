import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { CONTACT_RATE_LIMIT } from "../../app/features/contact/contact.server";
import { NEWSLETTER_RATE_LIMIT } from "../../app/features/newsletter/newsletter.server";
import { hitRateLimit, resetRateLimit } from "../../app/lib/rate-limit.server";
import { clientAddress } from "../../app/lib/request.server";

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
