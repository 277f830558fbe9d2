import { createExecutionContext, env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { verifyPassword } from "../../app/features/core/auth/password";
import { passwordProblem } from "../../app/features/core/auth/password-policy";
import {
  completePasswordReset,
  isResetTokenUsable,
  requestPasswordReset,
  RESET_TTL_MS,
} from "../../app/features/core/auth/password-reset.server";
import { authenticate, createSession } from "../../app/features/core/auth/session.server";
import { ProfileSchema } from "../../app/features/compositions/admin/resources";
import type { MailContent } from "../../app/features/core/mail/types";
import { cloudflareContext } from "../../app/lib/context";
import { parseForm } from "../../app/lib/forms";
import { adminMessages } from "../../app/lib/messages.admin";
import * as forgot from "../../app/routes/admin/passwort-vergessen";
import * as newPassword from "../../app/routes/admin/passwort-neu.$token";
import { createProfile, get, post, routerContext, run } from "./admin-helpers";
import { atWindowStart } from "./clock";
import { createTestWorker } from "./app-harness";

type Fn = (args: { request: Request; context: ReturnType<typeof routerContext>; params: object }) => Promise<unknown>;
const uniq = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}@example.de`;
const NEW = "Morgentau-ueber-dem-See-7";

/** The link from the newest reset e-mail to `to` (as the mail log shows it). */
async function resetToken(to: string): Promise<string | null> {
  const row = await env.DB.prepare(
    "SELECT payload FROM mail_outbox WHERE kind = 'password-reset' AND recipient = ? ORDER BY created_at DESC LIMIT 1",
  )
    .bind(to)
    .first<{ payload: string }>();
  if (!row) return null;
  const text = (JSON.parse(row.payload) as MailContent).text;
  return /\/admin\/passwort-neu\/([\w-]+)/.exec(text)?.[1] ?? null;
}

const hashOf = async (id: string) =>
  (await env.DB.prepare("SELECT password_hash FROM credentials WHERE profile_id = ?").bind(id).first<{
    password_hash: string;
  }>())!.password_hash;

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM rate_limits"), env.DB.prepare("DELETE FROM password_resets")]);
});

describe("new passwords", () => {
  it("need 12 characters and are neither common nor built from the brand's words", () => {
    expect(passwordProblem(NEW)).toBeNull();
    for (const weak of [
      "Passwort2024!",
      "qwertzuiop12",
      "123456789012",
      "aaaaaaaaaaaa",
      "Klarsinn-2026-Herbst",
      "Lindner-Coaching1",
    ]) {
      expect(passwordProblem(weak), weak).not.toBeNull();
    }
    const form = { email: "a@example.de", first_name: "", last_name: "", password: "zu-kurz" };
    const short = parseForm(ProfileSchema, form);
    expect(!short.success && short.fieldErrors.password).toBe(adminMessages.password.tooShort(12));
    expect(parseForm(ProfileSchema, { ...form, password: "Passwort12345" }).success).toBe(false);
    expect(parseForm(ProfileSchema, { ...form, password: NEW }).success).toBe(true);
  });
});

describe("password reset", () => {
  it("mails a single-use link that sets a new password, ends every session and sends a notice", async () => {
    const email = uniq("vergessen");
    const id = await createProfile(email, true);
    const session = (await createSession(env, id)).split(";")[0]!;
    const before = await hashOf(id);

    await requestPasswordReset(env, email);
    const token = await resetToken(email);
    expect(token).toBeTruthy();
    // Only the token's hash is stored.
    expect(await env.DB.prepare("SELECT 1 FROM password_resets WHERE token_hash = ?").bind(token).first()).toBeNull();
    expect(await isResetTokenUsable(env, token!)).toBe(true);

    expect(await completePasswordReset(env, token!, NEW)).toEqual({ ok: true });
    expect(await hashOf(id)).not.toBe(before);
    expect(await verifyPassword(await hashOf(id), NEW)).toBe(true);
    expect((await authenticate(get("/admin", session), env)).status).toBe("anonymous");
    expect(
      await env.DB.prepare("SELECT 1 AS x FROM mail_outbox WHERE kind = 'password-changed' AND recipient = ?")
        .bind(email)
        .first(),
    ).toEqual({ x: 1 });
    // Single use.
    expect(await isResetTokenUsable(env, token!)).toBe(false);
    expect(await completePasswordReset(env, token!, "Noch-ein-anderes-Passwort-9")).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(await verifyPassword(await hashOf(id), NEW)).toBe(true);
  });

  it("expires after 30 minutes", async () => {
    const email = uniq("spaet");
    await createProfile(email, true);
    const requested = new Date();
    await requestPasswordReset(env, email, requested);
    const token = (await resetToken(email))!;
    const justBefore = new Date(requested.getTime() + RESET_TTL_MS - 1000);
    const after = new Date(requested.getTime() + RESET_TTL_MS);
    expect(await isResetTokenUsable(env, token, justBefore)).toBe(true);
    expect(await isResetTokenUsable(env, token, after)).toBe(false);
    expect(await completePasswordReset(env, token, NEW, after)).toEqual({ ok: false, reason: "invalid" });
  });

  it("two tabs using one link at once: exactly one sets the password", async () => {
    const email = uniq("zweitabs");
    await createProfile(email, true);
    await requestPasswordReset(env, email);
    const token = (await resetToken(email))!;
    const results = await Promise.all([
      completePasswordReset(env, token, NEW),
      completePasswordReset(env, token, "Anderes-Passwort-fuer-Tab-2"),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it("answers the same for known, unknown and non-admin addresses, and mails only the administrator", async () => {
    const admin = uniq("bekannt");
    const user = uniq("kein-admin");
    await createProfile(admin, true);
    await createProfile(user, false);
    const answers: Promise<unknown>[] = [];
    for (const [i, email] of [admin, user, uniq("unbekannt")].entries()) {
      const ctx = { waitUntil: (p: Promise<unknown>) => void answers.push(p) } as unknown as ExecutionContext;
      // The work after the answer runs in waitUntil: collected here and awaited below.
      const context = routerContext();
      context.set(cloudflareContext, { ...context.get(cloudflareContext), ctx });
      const answer = await run(() =>
        (forgot.action as unknown as Fn)({
          request: post("/admin/passwort-vergessen", { email }, undefined, { "CF-Connecting-IP": `192.0.2.${90 + i}` }),
          context,
          params: {},
        }),
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ ok: true, sent: true });
    }
    await Promise.all(answers);
    expect(await resetToken(admin)).toBeTruthy();
    expect(await resetToken(user)).toBeNull();
  });

  it("throttles requests per client and per address", async () => {
    const email = uniq("flut");
    await createProfile(email, true);
    for (let i = 0; i < 5; i++) await requestPasswordReset(env, email);
    const { n } = (await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM password_resets WHERE profile_id = (SELECT id FROM profiles WHERE email = ?)",
    )
      .bind(email)
      .first<{ n: number }>())!;
    expect(n).toBe(3);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const answer = await run(() =>
        (forgot.action as unknown as Fn)({
          request: post("/admin/passwort-vergessen", { email: uniq("x") }, undefined, {
            "CF-Connecting-IP": "192.0.2.99",
          }),
          context: routerContext(),
          params: {},
        }),
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("the new-password page: GET changes nothing, a bad link answers 410, mismatched passwords 400", async () => {
    const email = uniq("seite");
    const id = await createProfile(email, true);
    await requestPasswordReset(env, email);
    const token = (await resetToken(email))!;
    const call = (fn: unknown, request: Request, t: string) =>
      run(() => (fn as Fn)({ request, context: routerContext(), params: { token: t } }));
    expect((await call(newPassword.loader, get(`/admin/passwort-neu/${token}`), token)).status).toBe(200);
    expect(await isResetTokenUsable(env, token)).toBe(true);
    expect((await call(newPassword.loader, get("/admin/passwort-neu/x"), "x")).status).toBe(410);
    const mismatch = await call(
      newPassword.action,
      post(`/admin/passwort-neu/${token}`, { password: NEW, confirm: `${NEW}x` }),
      token,
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ fieldErrors: { confirm: adminMessages.password.mismatch } });
    const done = await call(
      newPassword.action,
      post(`/admin/passwort-neu/${token}`, { password: NEW, confirm: NEW }),
      token,
    );
    expect(done.status).toBe(200);
    expect(await verifyPassword(await hashOf(id), NEW)).toBe(true);
  });

  it("a completed reset ends every other open link of the account", async () => {
    const email = uniq("zwei-links");
    await createProfile(email, true);
    await requestPasswordReset(env, email, new Date(Date.now() - 60_000));
    const older = (await resetToken(email))!;
    await requestPasswordReset(env, email);
    const newer = (await resetToken(email))!;
    expect(newer).not.toBe(older);
    expect(await isResetTokenUsable(env, older)).toBe(true);
    expect(await completePasswordReset(env, newer, NEW)).toEqual({ ok: true });
    expect(await isResetTokenUsable(env, older)).toBe(false);
    expect(await completePasswordReset(env, older, "Noch-ein-anderes-Passwort-9")).toEqual({
      ok: false,
      reason: "invalid",
    });
  });

  it("rotating IPv6 /64s inside one /48 multiplies nothing: 3 links an hour for the account, 10 requests per site", async () => {
    const email = uniq("rotation");
    await createProfile(email, true);
    const statuses = await atWindowStart(async () => {
      const answers: number[] = [];
      const pending: Promise<unknown>[] = [];
      for (let i = 0; i < 12; i++) {
        const ctx = { waitUntil: (p: Promise<unknown>) => void pending.push(p) } as unknown as ExecutionContext;
        const context = routerContext();
        context.set(cloudflareContext, { ...context.get(cloudflareContext), ctx });
        const answer = await run(() =>
          (forgot.action as unknown as Fn)({
            request: post("/admin/passwort-vergessen", { email }, undefined, {
              "CF-Connecting-IP": `2001:db8:4711:${(i + 1).toString(16)}::1`,
            }),
            context,
            params: {},
          }),
        );
        answers.push(answer.status);
      }
      await Promise.all(pending);
      return answers;
    });
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual([429, 429]);
    const { n } = (await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM password_resets WHERE profile_id = (SELECT id FROM profiles WHERE email = ?)",
    )
      .bind(email)
      .first<{ n: number }>())!;
    expect(n).toBe(3);
  });

  it("strangers cannot use up the owner's resets: her own request still gets its link", async () => {
    const email = uniq("ziel");
    await createProfile(email, true);
    // Three strangers, each as often as their own limits allow.
    for (const stranger of ["198.51.100.7", "198.51.100.8", "2001:db8:7::1"]) {
      for (let i = 0; i < 3; i++) await requestPasswordReset(env, email, new Date(), stranger);
    }
    await env.DB.prepare("DELETE FROM mail_outbox WHERE recipient = ?").bind(email).run();
    await requestPasswordReset(env, email, new Date(), "203.0.113.20");
    expect(await resetToken(email)).toBeTruthy();
  });

  it("a successful reset answers 200 through the whole Worker, without JavaScript too", async () => {
    const email = uniq("status");
    await createProfile(email, true);
    await requestPasswordReset(env, email);
    const token = (await resetToken(email))!;
    const response = await createTestWorker().fetch(
      post(`/admin/passwort-neu/${token}`, { password: NEW, confirm: NEW }, undefined, {
        "CF-Connecting-IP": "192.0.2.201",
      }),
      env,
      createExecutionContext(),
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(adminMessages.reset.doneTitle);
    expect(await isResetTokenUsable(env, token)).toBe(false);
  });
});
