import { and, eq } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { hitRateLimit, releaseRateLimit, resetRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { logError } from "~/lib/log";
import { createSession, destroySession, readCookie, serializeCookie, sha256Hex, newToken } from "./session.server";
import { hashPassword, isCurrentHash, verifyPassword } from "./password";
import { isSecondFactorEnabled, verifySecondFactor } from "./second-factor.server";
import { MIN_NEW_PASSWORD_LENGTH, passwordProblem } from "./password-policy";
import type { LoginInput } from "./login-schema";

/**
 * Throttling (fixed windows in D1). Only failed attempts count, as OWASP's Authentication Cheat
 * Sheet advises, so several staff behind one office address never lock each other out: every
 * attempt takes a slot up front (atomic, so parallel guesses cannot slip past the limit during the
 * password check) and a successful sign-in gives its slots back.
 * - one account from one client: 5 failed attempts per 15 minutes (reset after a success);
 * - one client over all accounts: 20 failed attempts per 15 minutes;
 * - one account over all clients: 50 failed attempts per 15 minutes. Past that, only browsers that
 *   signed in to this account before (device cookie, OWASP's "device cookies") still get in,
 *   so an attacker spraying from many addresses cannot lock the coach out.
 * A correct password from another client is therefore never blocked by someone else's failures.
 */
export const loginPairRule: RateLimitRule = { name: "login-pair", limit: 5, windowSeconds: 15 * 60 };
export const loginClientRule: RateLimitRule = { name: "login-client", limit: 20, windowSeconds: 15 * 60 };
export const loginAccountRule: RateLimitRule = { name: "login-account", limit: 50, windowSeconds: 15 * 60 };

export const DEVICE_COOKIE = "__Host-admin_device";
const DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;
export const deviceKey = async (token: string) => `device:${await sha256Hex(token)}`;

export type LoginOutcome =
  /** Signed in without a second factor (none is set up yet): the back office opens only its setup (decision 0225). */
  | { ok: true; profileId: string; cookies: string[] }
  /** `profileId`: the account tried, when one has this address (for the audit trail only, never for the answer). */
  | { ok: false; reason: "invalid"; profileId?: string }
  /** The right password, but one today's rule refuses: no session, a reset link instead (decision 0225). */
  | { ok: false; reason: "weak-password"; profileId: string }
  | { ok: false; reason: "second-factor"; challenge: string }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number; profileId?: string };

// Verifying against a real-looking hash when the e-mail is unknown keeps the timing the same,
// so the answer never reveals whether an account exists.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword("kein-echtes-passwort-nur-fuer-gleiche-laufzeit"));

/**
 * Has this browser signed in to any account before (a device cookie KV still remembers)? Lets the
 * coach past the site-wide sign-in ceiling while an attack fills it, as it does past the per-account limit.
 */
export async function isRememberedDevice(request: Request, env: Pick<Env, "KV">): Promise<boolean> {
  const token = readCookie(request, DEVICE_COOKIE);
  if (!token || token.length > 100) return false;
  return (await env.KV.get(await deviceKey(token))) !== null;
}

/** A remembered device counts only for the profile and session epoch it was remembered under. */
async function isKnownDevice(
  request: Request,
  env: Pick<Env, "KV">,
  profile: { id: string; epoch: number } | undefined,
) {
  const token = readCookie(request, DEVICE_COOKIE);
  if (!token || !profile || token.length > 100) return false;
  const record = await env.KV.get<{ profileId: string; epoch?: number }>(await deviceKey(token), "json");
  return record?.profileId === profile.id && (record.epoch ?? 0) === profile.epoch;
}

export async function signIn(
  request: Request,
  env: Pick<Env, "DB" | "KV" | "PASSWORD_REHASH">,
  input: LoginInput,
  client: string,
  now = Date.now(),
): Promise<LoginOutcome> {
  const pair = await hitRateLimit(env, loginPairRule, `${input.email}|${client}`, now);
  const perClient = await hitRateLimit(env, loginClientRule, client, now);
  const perAccount = await hitRateLimit(env, loginAccountRule, input.email, now);
  if (!pair.allowed || !perClient.allowed) {
    return {
      ok: false,
      reason: "throttled",
      retryAfterSeconds: Math.max(
        pair.allowed ? 0 : pair.retryAfterSeconds,
        perClient.allowed ? 0 : perClient.retryAfterSeconds,
      ),
    };
  }

  const [row] = await getDb(env)
    .select({
      id: schema.profiles.id,
      isAdmin: schema.profiles.is_admin,
      epoch: schema.profiles.session_epoch,
      hash: schema.credentials.password_hash,
    })
    .from(schema.profiles)
    .innerJoin(schema.credentials, eq(schema.credentials.profile_id, schema.profiles.id))
    .where(eq(schema.profiles.email, input.email))
    .limit(1);

  if (!perAccount.allowed && !(await isKnownDevice(request, env, row))) {
    return { ok: false, reason: "throttled", retryAfterSeconds: perAccount.retryAfterSeconds, profileId: row?.id };
  }

  const valid = await verifyPassword(row?.hash ?? (await getDummyHash()), input.password);
  // Only administrators sign in here; a non-admin gets the same neutral answer as a wrong password.
  if (!row || !valid || !row.isAdmin) return { ok: false, reason: "invalid", profileId: row?.id };

  await Promise.all([
    resetRateLimit(env, loginPairRule, `${input.email}|${client}`),
    releaseRateLimit(env, loginClientRule, client, now),
    releaseRateLimit(env, loginAccountRule, input.email, now),
  ]);
  // A legacy password (6 to 11 characters, or one of the most common) opens nothing any more, not even
  // the second step: whoever guessed it must also read her mailbox to get further (decision 0225).
  if (isWeak(input.password)) return { ok: false, reason: "weak-password", profileId: row.id };
  // A hash with older, weaker parameters is replaced by one with today's, now that the password is known.
  if (!isCurrentHash(row.hash) && env.PASSWORD_REHASH !== "off") {
    await upgradeHash(env, row.id, row.hash, input.password);
  }
  // With a second factor set up, the password alone opens nothing: a short-lived challenge waits for the code.
  if (await isSecondFactorEnabled(env, row.id)) {
    const challenge = newToken();
    const pending: PendingSignIn = { profileId: row.id, epoch: row.epoch, remember: input.remember };
    await env.KV.put(await challengeKey(challenge), JSON.stringify(pending), { expirationTtl: CHALLENGE_TTL_SECONDS });
    return { ok: false, reason: "second-factor", challenge };
  }
  return {
    ok: true,
    profileId: row.id,
    cookies: await startSignedIn(request, env, row.id, row.epoch, input.remember, now),
  };
}

/** Stores the password again under today's parameters, unless it changed meanwhile (the old hash is the condition). */
async function upgradeHash(env: Pick<Env, "DB">, profileId: string, old: string, password: string) {
  try {
    await getDb(env)
      .update(schema.credentials)
      .set({ password_hash: await hashPassword(password), updated_at: new Date().toISOString() })
      .where(and(eq(schema.credentials.profile_id, profileId), eq(schema.credentials.password_hash, old)));
  } catch (error) {
    // The sign-in itself stands; the next one tries again.
    logError("admin-password-rehash-failed", error);
  }
}

/** The session and the remembered-device cookie of a completed sign-in. */
async function startSignedIn(
  request: Request,
  env: Pick<Env, "KV">,
  profileId: string,
  epoch: number,
  remember: boolean,
  now: number,
): Promise<string[]> {
  // Signing in ends the session presented with the request (no session fixation, no stale second session).
  await destroySession(request, env).catch((error: unknown) => logError("admin-previous-session-end-failed", error));
  const deviceToken = newToken();
  await env.KV.put(await deviceKey(deviceToken), JSON.stringify({ profileId, epoch }), {
    expirationTtl: DEVICE_TTL_SECONDS,
  });
  return [
    await createSession(env, profileId, now, { epoch, remember }),
    serializeCookie(DEVICE_COOKIE, deviceToken, DEVICE_TTL_SECONDS),
  ];
}

interface PendingSignIn {
  profileId: string;
  epoch: number;
  remember: boolean;
}

/** A password the sign-in form lets through (MIN_PASSWORD_LENGTH, 6 characters) that the rule for new ones refuses. */
const isWeak = (password: string) => password.length < MIN_NEW_PASSWORD_LENGTH || passwordProblem(password) !== null;
/** A password was right; the second step has five minutes. */
const CHALLENGE_TTL_SECONDS = 5 * 60;
const challengeKey = async (token: string) => `sign-in-challenge:${await sha256Hex(token)}`;
/** Codes guessed per account: 5 per 15 minutes, whatever the client (a 6-digit code has a million values). */
export const secondFactorRule: RateLimitRule = { name: "second-factor", limit: 5, windowSeconds: 15 * 60 };

export type SecondStepOutcome =
  | { ok: true; profileId: string; cookies: string[] }
  | { ok: false; reason: "expired" | "invalid" | "throttled"; profileId?: string };

/** The sign-in's second step: the code from the authenticator app, or a recovery code. */
export async function completeSecondFactor(
  request: Request,
  env: Pick<Env, "DB" | "KV" | "TOKEN_SECRET" | "TOKEN_SECRET_PREVIOUS">,
  challenge: string,
  code: string,
  now = Date.now(),
): Promise<SecondStepOutcome> {
  if (!challenge || challenge.length > 100) return { ok: false, reason: "expired" };
  const key = await challengeKey(challenge);
  const pending = await env.KV.get<PendingSignIn>(key, "json");
  if (!pending) return { ok: false, reason: "expired" };
  const limit = await hitRateLimit(env, secondFactorRule, pending.profileId, now);
  if (!limit.allowed) return { ok: false, reason: "throttled", profileId: pending.profileId };
  if (!(await verifySecondFactor(env, pending.profileId, code, now))) {
    return { ok: false, reason: "invalid", profileId: pending.profileId };
  }
  await env.KV.delete(key);
  await resetRateLimit(env, secondFactorRule, pending.profileId);
  return {
    ok: true,
    profileId: pending.profileId,
    cookies: await startSignedIn(request, env, pending.profileId, pending.epoch, pending.remember, now),
  };
}
