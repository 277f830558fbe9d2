import { encodeHex } from "oslo/encoding";
import { keysOf, type KeyEnv, openText, sealText, SEALED } from "~/lib/at-rest.server";
import { sha256Hex } from "./session.server";

/**
 * Second-factor secrets at rest (docs/decisions/0113-second-factor-secrets-at-rest.md), with the keys
 * and the AES-GCM sealing of app/lib/at-rest.server.ts (derived from TOKEN_SECRET, one per purpose).
 */
export type { KeyEnv };

const encoder = new TextEncoder();
const SALTED = "h1$";

/** AES-256-GCM with a fresh 96-bit IV; the profile id is bound as additional data, so a row cannot be moved to another. */
export const sealSecret = (env: KeyEnv, plain: string, profileId: string): Promise<string> =>
  sealText(env, "secondFactorSecret", plain, profileId);

/**
 * The stored secret in plain text, and whether it should be stored again (a row from before
 * encryption, or one sealed under the previous key); null if no key opens it.
 */
export async function openSecret(
  env: KeyEnv,
  stored: string,
  profileId: string,
): Promise<{ plain: string; stale: boolean } | null> {
  if (!stored.startsWith(SEALED)) return { plain: stored, stale: true };
  return openText(env, "secondFactorSecret", stored, profileId);
}

async function saltedDigest(key: Promise<CryptoKey>, salt: string, codeSha256: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await key, encoder.encode(`${salt}:${codeSha256}`));
  return `${SALTED}${salt}$${encodeHex(mac)}`;
}

/**
 * A recovery code as stored: HMAC-SHA-256 with the server key over a per-code salt and the code's
 * SHA-256. Hashing the SHA-256 (not the code) lets a row from before, which holds just that SHA-256,
 * be upgraded without knowing the code (`upgradedCodeHash`).
 */
export async function recoveryCodeHash(env: KeyEnv, code: string): Promise<string> {
  return upgradedCodeHash(env, await sha256Hex(code));
}

/** A bare SHA-256 row (before salting) under the current key, salted. */
export function upgradedCodeHash(env: KeyEnv, codeSha256: string): Promise<string> {
  const [key] = keysOf(env, "recoveryCode", "HMAC");
  const salt = encodeHex(crypto.getRandomValues(new Uint8Array(16)));
  return saltedDigest(key!, salt, codeSha256);
}

export const isBareCodeHash = (stored: string) => !stored.startsWith(SALTED);

/** Does the stored hash belong to this code? (bare SHA-256 rows from before count too, until upgraded) */
export async function recoveryCodeMatches(env: KeyEnv, stored: string, code: string): Promise<boolean> {
  const codeSha256 = await sha256Hex(code);
  if (isBareCodeHash(stored)) return timingSafeEqualText(stored, codeSha256);
  const salt = stored.slice(SALTED.length).split("$")[0] ?? "";
  for (const key of keysOf(env, "recoveryCode", "HMAC")) {
    if (timingSafeEqualText(await saltedDigest(key, salt, codeSha256), stored)) return true;
  }
  return false;
}

function timingSafeEqualText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
