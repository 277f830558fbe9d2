import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  confirmSetup,
  startSetup,
  totpAt,
  verifySecondFactor,
} from "../../app/features/core/auth/second-factor.server";
import { adminMessages } from "../../app/lib/messages.admin";
import * as layout from "../../app/routes/admin/layout";
import * as secondFactorPage from "../../app/routes/admin/zwei-faktor";
import { callRoute, createProfile, get, post, sessionCookie, snapshot } from "./admin-helpers";
import { createTestWorker, serverBuild } from "./app-harness";

/**
 * Administrators need a second factor (issue 54, decision 0225): one without it can, after her
 * password, open nothing in the back office but its setup. The guard is the admin layout's
 * middleware, so the check runs over every route of the route table behind it, through the whole
 * Worker, for pages, fetcher reads (.data) and posts alike.
 */
const ORIGIN = "http://klarsinn.test";
const worker = createTestWorker();
const PASSWORD = "Richtig-und-lang-123";
const uniq = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.de`;

async function send(path: string, cookie: string, method = "GET", body?: string) {
  const headers = new Headers({ Cookie: cookie, Origin: ORIGIN, "CF-Connecting-IP": "198.51.100.77" });
  if (body !== undefined) headers.set("Content-Type", "application/x-www-form-urlencoded");
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, { method, body, headers }), env, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, location: response.headers.get("Location"), text };
}

/** Every route behind the admin layout, as an address (a parameter filled with a made-up id). */
const behindLayout = Object.values(serverBuild.routes).flatMap((route) => {
  if (!route || route.parentId !== "routes/admin/layout") return [];
  const module = route.module as unknown as Record<string, unknown>;
  const path = `/${(route.path ?? "admin").replace(/:[a-z]+/gi, "x-unbekannt")}`;
  return [
    { id: route.id, path, page: "default" in module, hasLoader: "loader" in module, hasAction: "action" in module },
  ];
});

describe("an administrator without a second factor", () => {
  it("is led from every back-office page to the setup, and every change elsewhere is refused", async () => {
    const id = await createProfile(uniq("ohne"), true, PASSWORD);
    const cookie = await sessionCookie(id, undefined, { secondFactor: false });
    expect(behindLayout.length).toBeGreaterThan(30);
    const before = await snapshot();
    for (const route of behindLayout) {
      if (route.id === "routes/admin/zwei-faktor") continue;
      if (route.hasLoader) {
        const page = await send(route.path, cookie);
        expect(page.status, route.path).toBe(302);
        expect(page.location, route.path).toBe("/admin/zwei-faktor");
      }
      if (route.page) {
        // A client-side navigation's read: the redirect travels in the answer, no data of the page.
        const read = await send(`${route.path}.data`, cookie);
        expect(read.status, `${route.path}.data`).toBeLessThan(400);
        expect(read.text, `${route.path}.data`).toContain("/admin/zwei-faktor");
      }
      if (route.hasAction) {
        const change = await send(route.path, cookie, "POST", "intent=create&id=x");
        expect(change.status, `POST ${route.path}`).toBe(403);
        expect(change.text).toContain("Zwei-Faktor-Anmeldung");
      }
    }
    expect(await snapshot()).toBe(before);
    // The setup itself opens, page and post.
    expect((await send("/admin/zwei-faktor", cookie)).status).toBe(200);
    expect((await send("/admin/zwei-faktor", cookie, "POST", "intent=start")).status).toBe(200);
  }, 60_000);

  it("gets the refusal in German from an action called directly, and a menu that shows only the setup", async () => {
    const id = await createProfile(uniq("menue"), true, PASSWORD);
    const cookie = await sessionCookie(id, undefined, { secondFactor: false });
    const { action: profilesAction } = await import("../../app/routes/admin/profiles");
    const refused = await callRoute(
      profilesAction,
      post("/admin/profiles", { intent: "create", email: "x@example.de" }, cookie),
    );
    expect(refused).toMatchObject({ status: 403, body: { error: adminMessages.secondFactor.required } });
    const menu = await callRoute(layout.loader, get("/admin/zwei-faktor", cookie));
    expect(menu.body).toMatchObject({ setupOnly: true });
    // Once the factor is on, everything opens again.
    const started = await callRoute(secondFactorPage.action, post("/admin/zwei-faktor", { intent: "start" }, cookie));
    const { secret } = started.body as { secret: string };
    const done = await callRoute(
      secondFactorPage.action,
      post("/admin/zwei-faktor", { intent: "confirm", code: await totpAt(secret), current_password: PASSWORD }, cookie),
    );
    expect(done.body).toMatchObject({ step: "codes" });
    const fresh = done.headers.getSetCookie()[0]!.split(";")[0]!;
    expect((await send("/admin/bookings", fresh)).status).toBe(200);
    expect((await callRoute(layout.loader, get("/admin/bookings", fresh))).body).toMatchObject({ setupOnly: false });
  });
});

describe("recovery codes", () => {
  async function enabled() {
    const email = uniq("codes");
    const id = await createProfile(email, true, PASSWORD);
    const setup = (await startSetup(env, id, email))!;
    const now = Date.now();
    const codes = (await confirmSetup(env, id, await totpAt(setup.secret, now), now))!;
    const cookie = await sessionCookie(id);
    return { id, codes, cookie };
  }

  it("new ones need the current password, are shown once, and void the old ones, used or not", async () => {
    const { id, codes, cookie } = await enabled();
    expect(await verifySecondFactor(env, id, codes[0]!)).toBe(true);
    const page = await callRoute(secondFactorPage.loader, get("/admin/zwei-faktor", cookie));
    expect(page.body).toMatchObject({ enabled: true, unused: 9 });

    // Bad input for the new intent (the malformed-input sweep reads a 403 as the session check, so it is here).
    const noPassword = await callRoute(
      secondFactorPage.action,
      post("/admin/zwei-faktor", { intent: "renew" }, cookie),
    );
    expect(noPassword.status).toBe(403);
    for (const current_password of ["", "falsch-falsch", "x".repeat(10_000), "richtig\u0000-123"]) {
      const refused = await callRoute(
        secondFactorPage.action,
        post("/admin/zwei-faktor", { intent: "renew", current_password }, cookie),
      );
      expect(refused.status).toBe(403);
    }
    expect(await verifySecondFactor(env, id, codes[1]!)).toBe(true);

    const renewed = await callRoute(
      secondFactorPage.action,
      post("/admin/zwei-faktor", { intent: "renew", current_password: PASSWORD }, cookie),
    );
    expect(renewed.status).toBe(200);
    const fresh = (renewed.body as { step: string; codes: string[]; renewed: boolean }).codes;
    expect(renewed.body).toMatchObject({ step: "codes", renewed: true });
    expect(fresh).toHaveLength(10);
    expect(new Set(fresh).size).toBe(10);
    // Only hashes are stored.
    const stored = await env.DB.prepare("SELECT code_hash FROM recovery_codes WHERE profile_id = ?").bind(id).all();
    expect(JSON.stringify(stored.results)).not.toContain(fresh[0]!);
    expect(stored.results).toHaveLength(10);
    // The old codes are void, the new ones work once each.
    expect(await verifySecondFactor(env, id, codes[2]!)).toBe(false);
    expect(await verifySecondFactor(env, id, fresh[0]!)).toBe(true);
    expect(await verifySecondFactor(env, id, fresh[0]!)).toBe(false);
    expect((await callRoute(secondFactorPage.loader, get("/admin/zwei-faktor", cookie))).body).toMatchObject({
      unused: 9,
    });
  });

  it("cannot be renewed without a second factor", async () => {
    const id = await createProfile(uniq("keine"), true, PASSWORD);
    const cookie = await sessionCookie(id, undefined, { secondFactor: false });
    const answer = await callRoute(
      secondFactorPage.action,
      post("/admin/zwei-faktor", { intent: "renew", current_password: PASSWORD }, cookie),
    );
    expect(answer.status).toBe(409);
    expect(await env.DB.prepare("SELECT 1 FROM recovery_codes WHERE profile_id = ?").bind(id).first()).toBeNull();
  });
});
