import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { confirmSetup, startSetup, totpAt, verifySecondFactor } from "../../app/features/auth/second-factor.server";
import { authenticate } from "../../app/features/auth/session.server";
import * as login from "../../app/routes/admin/login";
import * as profiles from "../../app/routes/admin/profiles";
import * as secondFactorPage from "../../app/routes/admin/zwei-faktor";
import { decode } from "./qr-decode";
import { callRoute, createProfile, get, post, sessionCookie } from "./admin-helpers";

const call = (fn: unknown, request: Request) => callRoute(fn, request);
const uniq = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.de`;
const PASSWORD = "richtig-123";
/** A fixed clock: 2026-11-23 09:00:00 UTC, the middle of a 30-second step. */
const T0 = Date.UTC(2026, 10, 23, 9, 0, 15);

async function enabledAdmin() {
  const email = uniq("totp");
  const id = await createProfile(email, true);
  const setup = (await startSetup(env, id, email))!;
  const codes = (await confirmSetup(env, id, await totpAt(setup.secret, T0), T0))!;
  return { id, email, secret: setup.secret, codes };
}

describe("TOTP with a fixed clock", () => {
  it("setup needs a right code; the URI names the site and the account", async () => {
    const email = uniq("setup");
    const id = await createProfile(email, true);
    const setup = (await startSetup(env, id, email))!;
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.+\?.*secret=/);
    expect(setup.uri).toContain(encodeURIComponent(email));
    expect(await confirmSetup(env, id, "000000", T0)).toBeNull();
    const codes = await confirmSetup(env, id, await totpAt(setup.secret, T0), T0);
    expect(codes).toHaveLength(10);
    // Once on, a second setup cannot silently replace the secret.
    expect(await startSetup(env, id, email)).toBeNull();
  });

  it("accepts the current code and its neighbours, each step only once, nothing older", async () => {
    const { id, secret } = await enabledAdmin();
    const later = T0 + 5 * 60_000;
    expect(await verifySecondFactor(env, id, await totpAt(secret, later - 30_000), later)).toBe(true);
    expect(await verifySecondFactor(env, id, await totpAt(secret, later - 30_000), later)).toBe(false); // replay
    expect(await verifySecondFactor(env, id, await totpAt(secret, later), later)).toBe(true);
    expect(await verifySecondFactor(env, id, await totpAt(secret, later - 90_000), later + 1000)).toBe(false);
    expect(await verifySecondFactor(env, id, "12345", later)).toBe(false);
  });

  it("a recovery code works once", async () => {
    const { id, codes } = await enabledAdmin();
    expect(await verifySecondFactor(env, id, codes[0]!.toUpperCase(), T0)).toBe(true);
    expect(await verifySecondFactor(env, id, codes[0]!, T0)).toBe(false);
    expect(await verifySecondFactor(env, id, codes[1]!, T0)).toBe(true);
  });
});

describe("sign-in with a second factor", () => {
  it("the password alone opens nothing; the code completes it; a wrong code is refused", async () => {
    const { email, secret } = await enabledAdmin();
    const ip = { "CF-Connecting-IP": "192.0.2.150" };
    const first = await call(login.action, post("/admin/login", { email, password: PASSWORD }, undefined, ip));
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie()).toEqual([]);
    const { challenge } = first.body as { step: string; challenge: string };
    expect(first.body).toMatchObject({ step: "code" });

    const wrong = await call(
      login.action,
      post("/admin/login", { intent: "second-factor", challenge, code: "000000" }, undefined, ip),
    );
    expect(wrong.status).toBe(401);
    const ok = await call(
      login.action,
      post("/admin/login", { intent: "second-factor", challenge, code: await totpAt(secret) }, undefined, ip),
    );
    expect(ok.status).toBe(302);
    const cookie = ok.headers
      .getSetCookie()
      .find((c) => c.startsWith("__Host-admin_session="))!
      .split(";")[0]!;
    expect((await authenticate(get("/admin", cookie), env)).status).toBe("admin");
    // The challenge is used up.
    const again = await call(
      login.action,
      post("/admin/login", { intent: "second-factor", challenge, code: await totpAt(secret) }, undefined, ip),
    );
    expect(again.status).toBe(410);
  });

  it("stops guessing after five wrong codes, even with a fresh password step", async () => {
    const { email, secret } = await enabledAdmin();
    const ip = { "CF-Connecting-IP": "192.0.2.151" };
    const challengeOf = async () =>
      (
        (await call(login.action, post("/admin/login", { email, password: PASSWORD }, undefined, ip))).body as {
          challenge: string;
        }
      ).challenge;
    for (let i = 0; i < 5; i++) {
      const answer = await call(
        login.action,
        post(
          "/admin/login",
          { intent: "second-factor", challenge: await challengeOf(), code: "111111" },
          undefined,
          ip,
        ),
      );
      expect(answer.status).toBe(401);
    }
    const blocked = await call(
      login.action,
      post(
        "/admin/login",
        { intent: "second-factor", challenge: await challengeOf(), code: await totpAt(secret) },
        undefined,
        ip,
      ),
    );
    expect(blocked.status).toBe(429);
  });

  it("another admin can reset a lost second factor, confirmed with the acting admin's password", async () => {
    const { id } = await enabledAdmin();
    const coach = await sessionCookie(await createProfile(uniq("kollegin"), true));
    const refused = await call(
      profiles.action,
      post("/admin/profiles", { intent: "reset-2fa", id, current_password: "falsch" }, coach),
    );
    expect(refused.status).toBe(403);
    const done = await call(
      profiles.action,
      post("/admin/profiles", { intent: "reset-2fa", id, current_password: PASSWORD }, coach),
    );
    expect(done.status).toBe(200);
    expect(await env.DB.prepare("SELECT 1 FROM second_factors WHERE profile_id = ?").bind(id).first()).toBeNull();
  });
});

describe("setup page", () => {
  it("shows the otpauth link as a QR image that reads back to exactly that link", async () => {
    const id = await createProfile(uniq("qr"), true);
    const cookie = await sessionCookie(id);
    const answer = await call(secondFactorPage.action, post("/admin/zwei-faktor", { intent: "start" }, cookie));
    expect(answer.status).toBe(200);
    const body = answer.body as { step: string; uri: string; qr: string };
    expect(body.qr).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(decode(body.uri)).toBe(body.uri);
    expect(decodeURIComponent(body.qr)).toContain("<svg");
  });
});
