import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  confirmSetup,
  isSecondFactorEnabled,
  startSetup,
  totpAt,
  verifySecondFactor,
} from "../../app/features/core/auth/second-factor.server";
import { authenticate } from "../../app/features/core/auth/session.server";
import * as login from "../../app/routes/admin/login";
import * as profiles from "../../app/routes/admin/profiles";
import * as secondFactorPage from "../../app/routes/admin/zwei-faktor";
import { decode } from "./qr-decode";
import { callRoute, createProfile as newProfile, get, post, sessionCookie } from "./admin-helpers";

const call = (fn: unknown, request: Request) => callRoute(fn, request);
const uniq = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.de`;
/** Meets today's rule for passwords: a weaker one no longer signs in (decision 0225). */
const PASSWORD = "Richtig-und-lang-123";
const createProfile = (email: string, isAdmin: boolean) => newProfile(email, isAdmin, PASSWORD);
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
    const cookie = await sessionCookie(id, undefined, { secondFactor: false });
    const answer = await call(secondFactorPage.action, post("/admin/zwei-faktor", { intent: "start" }, cookie));
    expect(answer.status).toBe(200);
    const body = answer.body as { step: string; uri: string; qr: string };
    expect(body.qr).toMatch(/^data:image\/svg\+xml;charset=utf-8,/);
    expect(decode(body.uri)).toBe(body.uri);
    expect(decodeURIComponent(body.qr)).toContain("<svg");
  });
});

describe("re-authentication for credential changes", () => {
  it("turning the second factor on needs the current password, even in a fresh session", async () => {
    const id = await createProfile(uniq("reauth-totp"), true);
    const cookie = await sessionCookie(id, undefined, { secondFactor: false });
    const started = await call(secondFactorPage.action, post("/admin/zwei-faktor", { intent: "start" }, cookie));
    const { secret } = started.body as { secret: string };
    const code = await totpAt(secret);
    for (const current_password of [undefined, "falsch-falsch"]) {
      const form = { intent: "confirm", code, ...(current_password ? { current_password } : {}) };
      const refused = await call(secondFactorPage.action, post("/admin/zwei-faktor", form, cookie));
      expect(refused.status).toBe(403);
      // The same key stays on the page, so the app that scanned it still fits.
      expect(refused.body).toMatchObject({ step: "scan", secret });
      expect(await isSecondFactorEnabled(env, id)).toBe(false);
    }
    const done = await call(
      secondFactorPage.action,
      post("/admin/zwei-faktor", { intent: "confirm", code, current_password: PASSWORD }, cookie),
    );
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ step: "codes" });
    expect(await isSecondFactorEnabled(env, id)).toBe(true);
  });

  it("creating an administrator and promoting a profile need the acting admin's password", async () => {
    const coach = await sessionCookie(await createProfile(uniq("reauth-coach"), true));
    const newAdmin = { email: uniq("neu-admin"), first_name: "", last_name: "", is_admin: "on" };
    const exists = async (email: string, admin: boolean) =>
      (await env.DB.prepare("SELECT is_admin FROM profiles WHERE email = ?").bind(email).first<{ is_admin: number }>())
        ?.is_admin === (admin ? 1 : 0);

    for (const current_password of [undefined, "falsch-falsch"]) {
      const form = { intent: "create", ...newAdmin, ...(current_password ? { current_password } : {}) };
      const refused = await call(profiles.action, post("/admin/profiles", form, coach));
      expect(refused.status).toBe(403);
      expect(await exists(newAdmin.email, true)).toBe(false);
    }
    const created = await call(
      profiles.action,
      post("/admin/profiles", { intent: "create", ...newAdmin, current_password: PASSWORD }, coach),
    );
    expect(created.status).toBe(200);
    expect(await exists(newAdmin.email, true)).toBe(true);

    // A plain profile needs no password; making it an administrator does.
    const plainEmail = uniq("kein-admin");
    const plain = await call(
      profiles.action,
      post("/admin/profiles", { intent: "create", email: plainEmail, first_name: "", last_name: "" }, coach),
    );
    expect(plain.status).toBe(200);
    const { id } = (await env.DB.prepare("SELECT id FROM profiles WHERE email = ?").bind(plainEmail).first<{
      id: string;
    }>())!;
    const promote = { intent: "update", id, email: plainEmail, first_name: "", last_name: "", is_admin: "on" };
    const refused = await call(profiles.action, post("/admin/profiles", promote, coach));
    expect(refused.status).toBe(403);
    expect(await exists(plainEmail, false)).toBe(true);
    const promoted = await call(
      profiles.action,
      post("/admin/profiles", { ...promote, current_password: PASSWORD }, coach),
    );
    expect(promoted.status).toBe(200);
    expect(await exists(plainEmail, true)).toBe(true);
  });
});

describe("secrets at rest", () => {
  const sha256 = async (text: string) =>
    [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))]
      .map((b) => b.toString(16).padStart(2, "0"))
      .join("");
  const stored = async (id: string) =>
    (await env.DB.prepare("SELECT secret FROM second_factors WHERE profile_id = ?")
      .bind(id)
      .first<{ secret: string }>())!.secret;
  const codeHashes = async (id: string) =>
    (
      await env.DB.prepare("SELECT code_hash FROM recovery_codes WHERE profile_id = ?")
        .bind(id)
        .all<{ code_hash: string }>()
    ).results.map((row) => row.code_hash);

  it("the TOTP secret is stored encrypted, and the recovery codes salted and keyed", async () => {
    const { id, secret, codes } = await enabledAdmin();
    const row = await stored(id);
    expect(row).not.toContain(secret);
    expect(row).toMatch(/^v1\./);
    const hashes = await codeHashes(id);
    expect(hashes).toHaveLength(10);
    for (const code of codes) expect(hashes).not.toContain(await sha256(code));
    // A salt of its own per code: no two rows share one.
    const salts = hashes.map((hash) => hash.split("$")[1]);
    expect(new Set(salts).size).toBe(10);
    // Sealed to its own row: copied onto another profile it opens nothing.
    const other = await createProfile(uniq("kopie"), true);
    await env.DB.prepare("INSERT INTO second_factors (profile_id, secret, enabled_at) VALUES (?, ?, ?)")
      .bind(other, row, new Date().toISOString())
      .run();
    expect(await verifySecondFactor(env, other, await totpAt(secret, T0 + 60_000), T0 + 60_000)).toBe(false);
  });

  it("rows from before keep working and are upgraded on their next use", async () => {
    const id = await createProfile(uniq("alt"), true);
    const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const codes = ["abcde-fghjk", "mnpqr-stuvw"];
    await env.DB.batch([
      env.DB.prepare("INSERT INTO second_factors (profile_id, secret, enabled_at) VALUES (?, ?, ?)").bind(
        id,
        secret,
        new Date(T0).toISOString(),
      ),
      ...(await Promise.all(
        codes.map(async (code) =>
          env.DB.prepare("INSERT INTO recovery_codes (id, profile_id, code_hash) VALUES (?, ?, ?)").bind(
            crypto.randomUUID(),
            id,
            await sha256(code),
          ),
        ),
      )),
    ]);
    expect(await verifySecondFactor(env, id, await totpAt(secret, T0 + 60_000), T0 + 60_000)).toBe(true);
    expect(await stored(id)).toMatch(/^v1\./);
    for (const hash of await codeHashes(id)) expect(hash).toMatch(/^h1\$/);
    expect(await verifySecondFactor(env, id, codes[0]!, T0 + 60_000)).toBe(true);
    expect(await verifySecondFactor(env, id, codes[0]!, T0 + 60_000)).toBe(false);
    for (const hash of await codeHashes(id)) expect(hash).toMatch(/^h1\$/);
    expect(await verifySecondFactor(env, id, codes[1]!, T0 + 60_000)).toBe(true);
  });

  it("a TOKEN_SECRET rotation: the previous key still opens the secret, which is then sealed under the new one", async () => {
    const { id, secret, codes } = await enabledAdmin();
    const rotated = {
      ...env,
      TOKEN_SECRET: "rotated-secret-for-the-test-0123456789abcdef",
      TOKEN_SECRET_PREVIOUS: env.TOKEN_SECRET,
    };
    const before = await stored(id);
    expect(await verifySecondFactor(rotated, id, await totpAt(secret, T0 + 60_000), T0 + 60_000)).toBe(true);
    expect(await stored(id)).not.toBe(before);
    expect(await verifySecondFactor(rotated, id, codes[0]!, T0 + 60_000)).toBe(true);
    // After the rotation (previous key gone) the re-sealed secret still opens.
    const after = { ...rotated, TOKEN_SECRET_PREVIOUS: "" };
    expect(await verifySecondFactor(after, id, await totpAt(secret, T0 + 120_000), T0 + 120_000)).toBe(true);
  });
});
