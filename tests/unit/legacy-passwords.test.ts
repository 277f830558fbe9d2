import { env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "../../app/features/core/auth/password";
import { getCloudflare } from "../../app/lib/context";
import { messages } from "../../app/lib/messages";
import * as login from "../../app/routes/admin/login";
import { callRoute, createProfile, giveSecondFactor, post, routerContext } from "./admin-helpers";

/**
 * Passwords from before today's rule (issue 54, decision 0225): the sign-in form still lets 6
 * characters through (the spec), but a right password that the rule for new ones refuses opens
 * nothing; it gets a reset link by e-mail instead. A hash with older scrypt parameters is stored
 * again with today's at the next successful sign-in.
 */
const uniq = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.de`;
let ip = 0;
async function signIn(email: string, password: string, rehash: "off" | undefined = undefined) {
  // The upgrade switched on, as in production (the unit run turns it off for its light test hashes).
  const context = routerContext({ ...env, PASSWORD_REHASH: rehash });
  const answer = await callRoute(
    login.action,
    post("/admin/login", { email, password }, undefined, { "CF-Connecting-IP": `192.0.2.${200 + (ip++ % 50)}` }),
    { context },
  );
  await waitOnExecutionContext(getCloudflare(context).ctx);
  return answer;
}
const hashOf = async (id: string) =>
  (await env.DB.prepare("SELECT password_hash FROM credentials WHERE profile_id = ?")
    .bind(id)
    .first<{ password_hash: string }>())!.password_hash;
const resetMails = async (email: string) =>
  (
    await env.DB.prepare("SELECT count(*) AS n FROM mail_outbox WHERE kind = 'password-reset' AND recipient = ?")
      .bind(email)
      .first<{ n: number }>()
  )?.n ?? 0;

describe("a legacy password below today's rule", () => {
  it.each([
    ["six characters, as the spec once allowed", "sonne1"],
    ["eleven characters", "richtig-123"],
    ["a common word with digits", "Sonnenschein2024!"],
  ])("%s: right, yet no session; a reset link goes to her mailbox", async (_, password) => {
    const email = uniq("alt");
    const id = await createProfile(email, true, password);
    const answer = await signIn(email, password);
    expect(answer.status).toBe(403);
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(answer.body).toMatchObject({ message: messages.login.weakPassword });
    expect(await resetMails(email)).toBe(1);
    const trail = await env.DB.prepare(
      "SELECT action, outcome FROM audit_log WHERE actor_id = ? AND action = 'sign-in'",
    )
      .bind(id)
      .all();
    expect(trail.results).toEqual([{ action: "sign-in", outcome: "denied" }]);
    // A wrong guess still gets the neutral answer: nothing is sent.
    const wrong = await signIn(email, `${password}x`);
    expect(wrong.status).toBe(401);
    expect(await resetMails(email)).toBe(1);
  });

  it("is refused even with a second factor: the password step never reaches the code", async () => {
    const email = uniq("alt-2fa");
    const id = await createProfile(email, true, "richtig-123");
    await giveSecondFactor(id);
    const answer = await signIn(email, "richtig-123");
    expect(answer.status).toBe(403);
    expect(answer.body).not.toHaveProperty("challenge");
  });
});

describe("a hash with older parameters", () => {
  it("is stored again with today's at a successful sign-in, and only then", async () => {
    const email = uniq("rehash");
    const password = "Morgentau-ueber-dem-See-7";
    // The test accounts' light scrypt (N=2^10, p=1) stands in for a hash from before.
    const id = await createProfile(email, true, password);
    const old = await hashOf(id);
    expect(old).toMatch(/^scrypt\$N=1024,r=8,p=1\$/);
    expect((await signIn(email, "Falsch-aber-lang-123")).status).toBe(401);
    expect(await hashOf(id)).toBe(old);
    // The unit run's switch (vitest.config.ts) keeps it, for its test accounts' speed.
    expect((await signIn(email, password, "off")).status).toBe(302);
    expect(await hashOf(id)).toBe(old);

    expect((await signIn(email, password)).status).toBe(302);
    const upgraded = await hashOf(id);
    expect(upgraded).toMatch(/^scrypt\$N=16384,r=8,p=5\$[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(await verifyPassword(upgraded, password)).toBe(true);
    // Today's hash stays as it is at the next sign-in.
    expect((await signIn(email, password)).status).toBe(302);
    expect(await hashOf(id)).toBe(upgraded);
  });
});
