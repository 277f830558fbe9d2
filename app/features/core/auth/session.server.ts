import { eq, sql } from "drizzle-orm";
import { base64url, encodeHex } from "oslo/encoding";
import { createContext, data, redirect, type RouterContextProvider } from "react-router";
import { getDb, schema } from "~/lib/db.server";
import { adminMessages } from "~/lib/messages.admin";
import { clientAddress } from "~/lib/request.server";
import { audit, auditAnonymous } from "./audit.server";

/**
 * Admin sessions in KV. The browser holds a random 256-bit token; KV only ever sees its SHA-256,
 * so a leaked KV listing cannot be replayed. The admin flag is NOT part of the session: it is read
 * from D1 on every request, so removing it (or the profile) ends access at once.
 */
export const SESSION_COOKIE = "__Host-admin_session";
/**
 * Two kinds of session (docs/decisions/0114-sessions-and-sign-in-trail.md):
 * - without "Dieses Gerät merken" the cookie is a browser-session cookie (no Max-Age: closing the
 *   browser ends it), and the server ends it after 2 idle hours and at most 12 hours after sign-in;
 * - with it, a persistent cookie: 7 idle days, at most 30 days after sign-in.
 * The idle time is KV's expirationTtl (an unused session drops out); either kind stays revocable
 * (deleting its KV entry, or the profile's session epoch).
 */
export const SESSION_IDLE_SECONDS = 2 * 60 * 60;
export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;
const idleSeconds = (record: Pick<SessionRecord, "remember">) =>
  record.remember ? SESSION_TTL_SECONDS : SESSION_IDLE_SECONDS;
/** Absolute cap of a remembered session: even an active one ends 30 days after sign-in. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Absolute cap of a session on a device not remembered: a working day. */
export const SESSION_WORKDAY_MAX_AGE_MS = 12 * 60 * 60 * 1000;
const maxAgeMs = (record: Pick<SessionRecord, "remember">) =>
  record.remember ? SESSION_MAX_AGE_MS : SESSION_WORKDAY_MAX_AGE_MS;
/** The session cookie: persistent only on a remembered device, else gone with the browser. */
const sessionCookieOf = (token: string, record: Pick<SessionRecord, "remember">) =>
  serializeCookie(SESSION_COOKIE, token, record.remember ? SESSION_TTL_SECONDS : null);
/** KV allows about one write per second per key; renewing at most hourly keeps far below that. */
export const SESSION_RENEW_AFTER_MS = 60 * 60 * 1000;

export interface SessionRecord {
  profileId: string;
  createdAt: number;
  renewedAt: number;
  /**
   * The profile's `session_epoch` when the session began. Ending every session of a profile bumps
   * the epoch in D1, which every request reads anyway: revocation holds at once, everywhere,
   * although KV itself is only eventually consistent (sessions created before the epoch existed count as 0).
   */
  epoch?: number;
  remember?: boolean;
}

export interface AdminUser {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  /** Has she a second factor switched on? Without one the back office opens only its setup (resolveAdmin). */
  second_factor?: boolean;
}

export type AuthState =
  | { status: "anonymous" }
  | { status: "forbidden"; user: AdminUser }
  | { status: "admin"; user: AdminUser; setCookie?: string };

export function newToken(): string {
  return base64url.encode(crypto.getRandomValues(new Uint8Array(32)), { includePadding: false });
}

export async function sha256Hex(value: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value));
  return encodeHex(digest);
}

export const sessionKey = async (token: string) => `session:${await sha256Hex(token)}`;

/** Reads one cookie by name from a request (no dependency on a cookie library). */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("Cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=") || undefined;
  }
  return undefined;
}

/**
 * `__Host-` cookies must be Secure, Path=/ and without Domain; browsers treat 127.0.0.1 as secure.
 * Without a lifetime (null) it is a browser-session cookie.
 */
export function serializeCookie(name: string, value: string, maxAgeSeconds: number | null): string {
  const lifetime = maxAgeSeconds === null ? "" : `; Max-Age=${maxAgeSeconds}`;
  return `${name}=${value}; Path=/; HttpOnly; Secure; SameSite=Lax${lifetime}`;
}

/** Starts a fresh session (a new token at every sign-in) and returns its Set-Cookie header. */
export async function createSession(
  env: Pick<Env, "KV">,
  profileId: string,
  now = Date.now(),
  options: { epoch: number; remember: boolean } = { epoch: 0, remember: false },
): Promise<string> {
  const token = newToken();
  const record: SessionRecord = { profileId, createdAt: now, renewedAt: now, ...options };
  await env.KV.put(await sessionKey(token), JSON.stringify(record), { expirationTtl: idleSeconds(record) });
  return sessionCookieOf(token, record);
}

/**
 * Ends every other session of the profile but keeps this browser signed in: bumps the epoch and
 * returns the Set-Cookie of a fresh session of the same kind under the new one (e.g. after turning on a second factor).
 */
export async function endOtherSessions(
  request: Request,
  env: Pick<Env, "DB" | "KV">,
  profileId: string,
): Promise<string> {
  const token = readCookie(request, SESSION_COOKIE);
  const current =
    token && token.length <= 100 ? await env.KV.get<SessionRecord>(await sessionKey(token), "json") : null;
  await endAllSessions(env, profileId);
  const [row] = await getDb(env)
    .select({ epoch: schema.profiles.session_epoch })
    .from(schema.profiles)
    .where(eq(schema.profiles.id, profileId))
    .limit(1);
  await destroySession(request, env);
  return createSession(env, profileId, Date.now(), { epoch: row?.epoch ?? 0, remember: current?.remember ?? false });
}

/**
 * Ends every session and remembered device of a profile at once (password or e-mail change,
 * demotion, password reset, "Alle Sitzungen beenden"): one increment of its epoch in D1.
 */
export async function endAllSessions(env: Pick<Env, "DB">, profileId: string): Promise<void> {
  await getDb(env)
    .update(schema.profiles)
    .set({ session_epoch: sql`${schema.profiles.session_epoch} + 1` })
    .where(eq(schema.profiles.id, profileId));
}

/** Deletes the session of this request (if any) and returns a Set-Cookie header that clears the cookie. */
export async function destroySession(request: Request, env: Pick<Env, "KV">): Promise<string> {
  const token = readCookie(request, SESSION_COOKIE);
  if (token) await env.KV.delete(await sessionKey(token));
  return serializeCookie(SESSION_COOKIE, "", 0);
}

/**
 * Who is asking: one KV read and one D1 read. Called once per admin request, by the admin
 * middleware (app/features/compositions/admin/middleware.server.ts), which puts the result into the router
 * context; everything else reads it from there with `requireAdmin(context)` (docs/decisions/0007-identity-in-context.md).
 */
export async function authenticate(
  request: Request,
  env: Pick<Env, "KV" | "DB">,
  now = Date.now(),
): Promise<AuthState> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token || token.length > 100) return { status: "anonymous" };
  const key = await sessionKey(token);
  const record = await env.KV.get<SessionRecord>(key, "json");
  if (!record || now - record.createdAt > maxAgeMs(record)) return { status: "anonymous" };

  const [profile] = await getDb(env)
    .select({
      id: schema.profiles.id,
      email: schema.profiles.email,
      first_name: schema.profiles.first_name,
      last_name: schema.profiles.last_name,
      is_admin: schema.profiles.is_admin,
      session_epoch: schema.profiles.session_epoch,
      factor: schema.secondFactors.enabled_at,
    })
    .from(schema.profiles)
    // The same one D1 read: the second factor's flag comes along (administrators need one, decision 0225).
    .leftJoin(schema.secondFactors, eq(schema.secondFactors.profile_id, schema.profiles.id))
    .where(eq(schema.profiles.id, record.profileId))
    .limit(1);
  // A missing profile row means not admin; the session stays useless until it expires.
  if (!profile) return { status: "anonymous" };
  // Ended by "Alle Sitzungen beenden", a password or e-mail change, a demotion or a reset.
  if ((record.epoch ?? 0) !== profile.session_epoch) return { status: "anonymous" };
  const user: AdminUser = {
    id: profile.id,
    email: profile.email,
    first_name: profile.first_name,
    last_name: profile.last_name,
    second_factor: Boolean(profile.factor),
  };
  if (!profile.is_admin) return { status: "forbidden", user };

  if (now - record.renewedAt < SESSION_RENEW_AFTER_MS) return { status: "admin", user };
  const renewed: SessionRecord = { ...record, renewedAt: now };
  await env.KV.put(key, JSON.stringify(renewed), { expirationTtl: idleSeconds(record) });
  return { status: "admin", user, setCookie: sessionCookieOf(token, record) };
}

/** The one back-office page an administrator without a second factor can open: its setup. */
export const SECOND_FACTOR_SETUP = "/admin/zwei-faktor";
const opensWithoutSecondFactor = (request: Request) =>
  new URL(request.url).pathname.replace(/\/?_?\.data$/, "").replace(/\/$/, "") === SECOND_FACTOR_SETUP;

const isRead = (request: Request) => request.method === "GET" || request.method === "HEAD";

/** The signed-in administrator of this request, set by the admin middleware before any admin loader or action runs. */
export const adminContext = createContext<AdminUser>();

/**
 * The admin of this request, as the admin middleware resolved it. Every admin loader and action calls
 * this; outside the admin layout (no middleware ran) it throws, so a misplaced route fails loudly.
 */
export function requireAdmin(context: Readonly<RouterContextProvider>): AdminUser {
  return context.get(adminContext);
}

/**
 * The server-side guard, run once per admin request by the admin middleware. Pages: no admin →
 * redirect to the login. Actions: 401 without a session, 403 for a signed-in non-admin; no loader or
 * action runs. Returns the admin and, when the session was renewed, its Set-Cookie header.
 */
export async function resolveAdmin(
  request: Request,
  env: Pick<Env, "KV" | "DB">,
): Promise<{ user: AdminUser; setCookie?: string }> {
  const state = await authenticate(request, env);
  if (state.status === "admin") {
    if (!state.user.second_factor && !opensWithoutSecondFactor(request)) {
      // An administrator without a second factor may only set one up (decision 0225): every other
      // page leads there, every other change is refused, whatever the page or the menu shows.
      if (isRead(request)) throw redirect(SECOND_FACTOR_SETUP, { headers: { "Cache-Control": "no-store" } });
      await audit(env, {
        action: "request-denied",
        targetTable: new URL(request.url).pathname.slice(0, 80),
        outcome: "denied",
        actorId: state.user.id,
      });
      throw data({ error: adminMessages.secondFactor.required }, { status: 403 });
    }
    return { user: state.user, setCookie: state.setCookie };
  }
  // Denied: a signed-in non-admin anywhere, or a change attempted without a session (throttled: anyone can send those).
  const denied = {
    action: "request-denied",
    targetTable: new URL(request.url).pathname.slice(0, 80),
    outcome: "denied",
  } as const;
  if (state.status === "forbidden") await audit(env, { ...denied, actorId: state.user.id });
  else if (!isRead(request)) await auditAnonymous(env, clientAddress(request), denied);
  if (isRead(request)) throw redirect("/admin/login", { headers: { "Cache-Control": "no-store" } });
  if (state.status === "anonymous") throw data({ error: adminMessages.auth.unauthorized }, { status: 401 });
  throw data({ error: adminMessages.auth.forbidden }, { status: 403 });
}
