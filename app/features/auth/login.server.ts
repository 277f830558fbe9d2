import { eq } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { hitRateLimit, resetRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { createSession, readCookie, serializeCookie, sha256Hex, newToken } from "./session.server";
import { hashPassword, verifyPassword } from "./password";
import type { LoginInput } from "./login-schema";

/**
 * Throttling (counted per attempt, fixed windows in D1):
 * - one account from one client: 5 attempts per 15 minutes (reset after a success);
 * - one client over all accounts: 20 attempts per 15 minutes;
 * - one account over all clients: 50 attempts per 15 minutes. Past that, only browsers that
 *   signed in to this account before (device cookie, OWASP's "device cookies") still get in,
 *   so an attacker spraying from many addresses cannot lock the coach out.
 * A correct password from another client is therefore never blocked by someone else's failures.
 */
export const loginPairRule: RateLimitRule = { name: "login-pair", limit: 5, windowSeconds: 15 * 60 };
export const loginClientRule: RateLimitRule = { name: "login-client", limit: 20, windowSeconds: 15 * 60 };
export const loginAccountRule: RateLimitRule = { name: "login-account", limit: 50, windowSeconds: 15 * 60 };

export const DEVICE_COOKIE = "__Host-admin_device";
const DEVICE_TTL_SECONDS = 180 * 24 * 60 * 60;
const deviceKey = async (token: string) => `device:${await sha256Hex(token)}`;

export type LoginOutcome =
  | { ok: true; cookies: string[] }
  | { ok: false; reason: "invalid" }
  | { ok: false; reason: "throttled"; retryAfterSeconds: number };

// Verifying against a real-looking hash when the e-mail is unknown keeps the timing the same,
// so the answer never reveals whether an account exists.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => (dummyHash ??= hashPassword("kein-echtes-passwort-nur-fuer-gleiche-laufzeit"));

async function isKnownDevice(request: Request, env: Pick<Env, "KV">, profileId: string | undefined) {
  const token = readCookie(request, DEVICE_COOKIE);
  if (!token || !profileId || token.length > 100) return false;
  const record = await env.KV.get<{ profileId: string }>(await deviceKey(token), "json");
  return record?.profileId === profileId;
}

export async function signIn(
  request: Request,
  env: Pick<Env, "DB" | "KV">,
  input: LoginInput,
  client: string,
): Promise<LoginOutcome> {
  const pair = await hitRateLimit(env, loginPairRule, `${input.email}|${client}`);
  const perClient = await hitRateLimit(env, loginClientRule, client);
  const perAccount = await hitRateLimit(env, loginAccountRule, input.email);
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
    .select({ id: schema.profiles.id, isAdmin: schema.profiles.is_admin, hash: schema.credentials.password_hash })
    .from(schema.profiles)
    .innerJoin(schema.credentials, eq(schema.credentials.profile_id, schema.profiles.id))
    .where(eq(schema.profiles.email, input.email))
    .limit(1);

  if (!perAccount.allowed && !(await isKnownDevice(request, env, row?.id))) {
    return { ok: false, reason: "throttled", retryAfterSeconds: perAccount.retryAfterSeconds };
  }

  const valid = await verifyPassword(row?.hash ?? (await getDummyHash()), input.password);
  // Only administrators sign in here; a non-admin gets the same neutral answer as a wrong password.
  if (!row || !valid || !row.isAdmin) return { ok: false, reason: "invalid" };

  await resetRateLimit(env, loginPairRule, `${input.email}|${client}`);
  const deviceToken = newToken();
  await env.KV.put(await deviceKey(deviceToken), JSON.stringify({ profileId: row.id }), {
    expirationTtl: DEVICE_TTL_SECONDS,
  });
  return {
    ok: true,
    cookies: [await createSession(env, row.id), serializeCookie(DEVICE_COOKIE, deviceToken, DEVICE_TTL_SECONDS)],
  };
}
