import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  anonymousAuditClientRule,
  anonymousAuditSiteRule,
  purgeAuditLog,
} from "../../app/features/core/auth/audit.server";
import { authenticate, sessionKey } from "../../app/features/core/auth/session.server";
import * as dashboard from "../../app/routes/admin/dashboard";
import * as login from "../../app/routes/admin/login";
import * as logout from "../../app/routes/admin/logout";
import * as profiles from "../../app/routes/admin/profiles";
import { callRoute, createProfile as newProfile, get, post, sessionCookie } from "./admin-helpers";

/**
 * Sessions that can be ended (decision 0003): every trigger ends all sessions and remembered devices of
 * the profile at once, through the profile's session epoch in D1 (strongly consistent), not by
 * finding and deleting KV keys (eventually consistent).
 */
const call = (fn: unknown, request: Request) => callRoute(fn, request);
const uniq = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.de`;
const cookieOf = (id: string) => sessionCookie(id);
/** A session of an administrator who has yet to set up her second factor: her sign-in needs the password only. */
const cookieWithoutFactor = (id: string) => sessionCookie(id, undefined, { secondFactor: false });
const isAdmin = async (cookie: string) => (await authenticate(get("/admin", cookie), env)).status === "admin";
/** Meets today's rule for passwords: a weaker one no longer signs in (decision 0225, tests/unit/legacy-passwords.test.ts). */
const PASSWORD = "Richtig-und-lang-123";
const createProfile = (email: string, isAdmin: boolean, password = PASSWORD) => newProfile(email, isAdmin, password);

async function profileRow(id: string) {
  return (await env.DB.prepare("SELECT * FROM profiles WHERE id = ?").bind(id).first()) as {
    id: string;
    email: string;
    first_name: string | null;
    last_name: string | null;
    is_admin: number;
  };
}

/** The profile form as the back office posts it, with one change applied (confirmed with the actor's password). */
async function saveProfile(actorCookie: string, id: string, change: Record<string, string>, confirm = PASSWORD) {
  const row = await profileRow(id);
  const form = {
    intent: "update",
    id,
    email: row.email,
    first_name: row.first_name ?? "",
    last_name: row.last_name ?? "",
    is_admin: row.is_admin ? "on" : "",
    current_password: confirm,
    ...change,
  };
  if (!form.is_admin) delete (form as Record<string, string>).is_admin;
  return call(profiles.action, post("/admin/profiles", form, actorCookie));
}

describe("ending sessions", () => {
  it("a password change, an e-mail change and a demotion each end every session of that profile", async () => {
    const coach = await createProfile(uniq("coach"), true);
    const acting = await cookieOf(coach);
    const changes: Record<string, string>[] = [
      { password: "ein-ganz-neues-Passwort-7" },
      { email: uniq("neu") },
      { is_admin: "" },
    ];
    for (const change of changes) {
      const target = await createProfile(uniq("ziel"), true);
      const phone = await cookieOf(target);
      const laptop = await cookieOf(target);
      expect(await isAdmin(phone)).toBe(true);
      const saved = await saveProfile(acting, target, change);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(await isAdmin(phone), JSON.stringify(change)).toBe(false);
      expect(await isAdmin(laptop), JSON.stringify(change)).toBe(false);
    }
    // A change of the name only keeps the sessions.
    const target = await createProfile(uniq("name"), true);
    const session = await cookieOf(target);
    expect((await saveProfile(acting, target, { first_name: "Johanna" })).status).toBe(200);
    expect(await isAdmin(session)).toBe(true);
  });

  it("deleting a profile ends its sessions", async () => {
    const coach = await createProfile(uniq("coach"), true);
    const target = await createProfile(uniq("weg"), true);
    const session = await cookieOf(target);
    expect(
      (await call(profiles.action, post("/admin/profiles", { intent: "delete", id: target }, await cookieOf(coach))))
        .status,
    ).toBe(200);
    expect(await isAdmin(session)).toBe(false);
  });

  it("'Alle Sitzungen beenden' signs the profile out in every browser, not only this one", async () => {
    const id = await createProfile(uniq("alle"), true);
    const here = await cookieWithoutFactor(id);
    const elsewhere = await cookieWithoutFactor(id);
    const out = await call(logout.action, post("/admin/logout", { scope: "all" }, here));
    expect(out.status).toBe(302);
    expect(out.location).toBe("/admin/login");
    expect(await isAdmin(here)).toBe(false);
    expect(await isAdmin(elsewhere)).toBe(false);
    expect((await call(dashboard.loader, get("/admin/dashboard", elsewhere))).location).toBe("/admin/login");
    // A fresh sign-in works again.
    const email = (await profileRow(id)).email;
    const again = await call(
      login.action,
      post("/admin/login", { email, password: PASSWORD }, undefined, { "CF-Connecting-IP": "192.0.2.81" }),
    );
    expect(again.status).toBe(302);
    // Without a second factor the sign-in leads to its setup (decision 0225).
    expect(again.location).toBe("/admin/zwei-faktor");
  });

  it("signing in ends the session presented with the request", async () => {
    const id = await createProfile(uniq("wechsel"), true);
    const presented = await cookieWithoutFactor(id);
    const email = (await profileRow(id)).email;
    const answer = await call(
      login.action,
      post("/admin/login", { email, password: PASSWORD }, presented, { "CF-Connecting-IP": "192.0.2.82" }),
    );
    expect(answer.status).toBe(302);
    expect(await env.KV.get(await sessionKey(presented.split("=")[1]!))).toBeNull();
    expect(await isAdmin(presented)).toBe(false);
  });

  it("'Dieses Gerät merken' keeps a session 7 idle days; without it the cookie ends with the browser", async () => {
    const id = await createProfile(uniq("merken"), true);
    const email = (await profileRow(id)).email;
    const headersOf = async (remember: boolean) => {
      const answer = await call(
        login.action,
        post("/admin/login", { email, password: PASSWORD, ...(remember ? { remember: "on" } : {}) }, undefined, {
          "CF-Connecting-IP": "192.0.2.83",
        }),
      );
      return answer.headers.getSetCookie().find((c) => c.startsWith("__Host-admin_session="))!;
    };
    expect(await headersOf(false)).not.toMatch(/Max-Age|Expires/i);
    expect(await headersOf(true)).toContain("Max-Age=604800");
  });
});

describe("audit log", () => {
  it("records sign-ins, denied requests and admin changes with actor, action, table and id, never values", async () => {
    const coach = await createProfile(uniq("prueferin"), true);
    const email = (await profileRow(coach)).email;
    await env.DB.prepare("DELETE FROM audit_log").run();
    const ip = { "CF-Connecting-IP": "192.0.2.84" };
    await call(login.action, post("/admin/login", { email, password: "falsch-falsch" }, undefined, ip));
    await call(login.action, post("/admin/login", { email, password: PASSWORD }, undefined, ip));
    const user = await createProfile(uniq("gast"), false);
    await call(profiles.action, post("/admin/profiles", { intent: "delete", id: coach }, await cookieOf(user)));
    const target = await createProfile(uniq("geaendert"), true);
    await saveProfile(await cookieOf(coach), target, {
      password: "Sehr-Geheimes-Passwort-42",
      last_name: "Vertraulich",
    });

    const { results } = await env.DB.prepare("SELECT * FROM audit_log ORDER BY at, rowid").all<
      Record<string, string | null>
    >();
    expect(results.map((r) => [r.action, r.outcome])).toEqual([
      ["sign-in", "failed"],
      ["sign-in", "ok"],
      ["request-denied", "denied"],
      ["profiles update", "ok"],
    ]);
    expect(results[1]?.actor_id).toBe(coach);
    expect(results[2]).toMatchObject({ actor_id: user, target_table: "/admin/profiles" });
    expect(results[3]).toMatchObject({ actor_id: coach, target_table: "profiles", target_id: target });
    const everything = JSON.stringify(results);
    for (const secret of ["Sehr-Geheimes-Passwort-42", "Vertraulich", "falsch-falsch", email, "scrypt$"]) {
      expect(everything).not.toContain(secret);
    }
  });
});

describe("audit log: security logging within limits", () => {
  it("a failed sign-in records the account tried and the client's address; a successful one no address", async () => {
    const coach = await createProfile(uniq("versucht"), true);
    const email = (await profileRow(coach)).email;
    await env.DB.prepare("DELETE FROM audit_log").run();
    const from = (ip: string) => ({ "CF-Connecting-IP": ip });
    await call(login.action, post("/admin/login", { email, password: "falsch-falsch" }, undefined, from("192.0.2.85")));
    await call(
      login.action,
      post("/admin/login", { email: uniq("niemand"), password: "falsch-falsch" }, undefined, from("2001:db8:5:6:7::1")),
    );
    await call(login.action, post("/admin/login", { email, password: PASSWORD }, undefined, from("192.0.2.86")));
    const { results } = await env.DB.prepare(
      "SELECT outcome, target_table, target_id, client_address FROM audit_log ORDER BY at, rowid",
    ).all();
    expect(results).toEqual([
      { outcome: "failed", target_table: "profiles", target_id: coach, client_address: "192.0.2.85" },
      { outcome: "failed", target_table: "profiles", target_id: null, client_address: "2001:db8:5:6::/64" },
      { outcome: "ok", target_table: null, target_id: null, client_address: null },
    ]);
  });

  it("the address is cleared after seven days (like the server logs); the row stays its twelve months", async () => {
    await env.DB.prepare("DELETE FROM audit_log").run();
    await env.DB.prepare(
      "INSERT INTO audit_log (id, at, action, outcome, client_address) VALUES ('versuch', '2026-11-01T10:00:00.000Z', 'sign-in', 'failed', '192.0.2.87')",
    ).run();
    const address = async () =>
      (
        await env.DB.prepare("SELECT client_address FROM audit_log WHERE id = 'versuch'").first<{
          client_address: string | null;
        }>()
      )?.client_address;
    await purgeAuditLog(env, new Date("2026-11-08T09:59:00.000Z"));
    expect(await address()).toBe("192.0.2.87");
    await purgeAuditLog(env, new Date("2026-11-08T10:01:00.000Z"));
    expect(await address()).toBeNull();
  });

  it("anonymous posts to admin pages write audit rows only within per-client and site-wide ceilings", async () => {
    await env.DB.batch([env.DB.prepare("DELETE FROM audit_log"), env.DB.prepare("DELETE FROM rate_limits")]);
    const anonymous = (ip: string) =>
      call(
        profiles.action,
        post("/admin/profiles", { intent: "delete", id: "x" }, undefined, { "CF-Connecting-IP": ip }),
      );
    const rows = async () =>
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'request-denied'").first<{
        n: number;
      }>())!.n;
    for (let i = 0; i < 25; i++) expect((await anonymous("198.51.100.44")).status).toBe(401);
    expect(await rows()).toBe(anonymousAuditClientRule.limit);
    // Many addresses together: the site-wide ceiling holds.
    for (let i = 0; i < anonymousAuditSiteRule.limit + 20; i++) {
      expect((await anonymous(`10.44.${Math.floor(i / 250)}.${i % 250}`)).status).toBe(401);
    }
    expect(await rows()).toBe(anonymousAuditSiteRule.limit);
  });
});

describe("audit log storage period (/datenschutz: twelve months)", () => {
  it("keeps a row until twelve months have passed, then the nightly purge deletes it", async () => {
    await env.DB.prepare("DELETE FROM audit_log").run();
    await env.DB.prepare(
      "INSERT INTO audit_log (id, at, action, outcome) VALUES ('alt', '2025-11-23T03:00:00.000Z', 'sign-in', 'ok')",
    ).run();
    expect(await purgeAuditLog(env, new Date("2026-11-23T02:59:59.000Z"))).toBe(0);
    expect(await purgeAuditLog(env, new Date("2026-11-23T03:00:01.000Z"))).toBe(1);
  });
});

describe("re-authentication", () => {
  it("an address or password change needs the acting admin's current password; the old address is told", async () => {
    const coach = await createProfile(uniq("coach"), true);
    const acting = await cookieOf(coach);
    const target = await createProfile(uniq("ziel"), true);
    const oldEmail = (await profileRow(target)).email;
    const newEmail = uniq("neu");
    for (const [confirm, status] of [
      ["", 403],
      ["falsches-passwort", 403],
    ] as const) {
      const answer = await saveProfile(acting, target, { email: newEmail }, confirm);
      expect(answer.status).toBe(status);
      expect((await profileRow(target)).email).toBe(oldEmail);
      const refused = await saveProfile(acting, target, { password: "Morgentau-ueber-dem-See-7" }, confirm);
      expect(refused.status).toBe(status);
    }
    expect((await saveProfile(acting, target, { email: newEmail })).status).toBe(200);
    expect((await profileRow(target)).email).toBe(newEmail);
    const notice = await env.DB.prepare(
      "SELECT payload FROM mail_outbox WHERE kind = 'account-email-changed' AND recipient = ?",
    )
      .bind(oldEmail)
      .first<{ payload: string }>();
    expect(JSON.parse(notice!.payload).text).toContain(newEmail);
    // A name change needs no password.
    expect((await saveProfile(acting, target, { first_name: "Rita" }, "")).status).toBe(200);
  });
});
