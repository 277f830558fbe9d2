import { base64url, encodeHex } from "oslo/encoding";
import { brand } from "~/config/brand";
import { MIN_TOKEN_SECRET_BYTES, TokenSecretMissingError } from "~/lib/signed-token.server";
import { sha256Hex } from "./session.server";

/**
 * Second-factor secrets at rest (docs/decisions/0113-second-factor-secrets-at-rest.md): keys derived
 * with HKDF-SHA-256 from TOKEN_SECRET, one per purpose (its own `info` label), so no new secret has to
 * be deployed and a leaked database alone opens nothing. During a rotation TOKEN_SECRET_PREVIOUS still
 * opens what the old key sealed; the callers then store it again under the current key.
 */
export type KeyEnv = Pick<Env, "TOKEN_SECRET" | "TOKEN_SECRET_PREVIOUS">;

const encoder = new TextEncoder();
const TOTP_INFO = `${brand.short} second-factor secret aes-256-gcm v1`;
const RECOVERY_INFO = `${brand.short} recovery code hmac-sha-256 v1`;
/** Prefixes that say how a value was stored; anything without one is a row from before (plain or bare SHA-256). */
const SEALED = "v1.";
const SALTED = "h1$";

const strong = (secret: string | undefined): secret is string =>
  !!secret && encoder.encode(secret).length >= MIN_TOKEN_SECRET_BYTES;

const derived = new Map<string, Promise<CryptoKey>>();

/** The purpose's key from one TOKEN_SECRET (derived once per isolate). */
function keyFrom(secret: string, info: string, algorithm: AesKeyGenParams | HmacImportParams): Promise<CryptoKey> {
  const id = `${info}\u0000${secret}`;
  let key = derived.get(id);
  if (!key) {
    key = crypto.subtle
      .importKey("raw", encoder.encode(secret), "HKDF", false, ["deriveKey"])
      .then((master) =>
        crypto.subtle.deriveKey(
          { name: "HKDF", hash: "SHA-256", salt: new Uint8Array(0), info: encoder.encode(info) },
          master,
          algorithm,
          false,
          algorithm.name === "AES-GCM" ? ["encrypt", "decrypt"] : ["sign"],
        ),
      );
    derived.set(id, key);
  }
  return key;
}

/** Current key first, then the previous one while a rotation runs. Never works with a missing or short secret. */
function keysOf(env: KeyEnv, info: string, algorithm: AesKeyGenParams | HmacImportParams): Promise<CryptoKey>[] {
  if (!strong(env.TOKEN_SECRET)) throw new TokenSecretMissingError();
  const secrets = [env.TOKEN_SECRET, ...(strong(env.TOKEN_SECRET_PREVIOUS) ? [env.TOKEN_SECRET_PREVIOUS] : [])];
  return secrets.map((secret) => keyFrom(secret, info, algorithm));
}

const AES: AesKeyGenParams = { name: "AES-GCM", length: 256 };
const HMAC: HmacImportParams = { name: "HMAC", hash: "SHA-256" };

/** AES-256-GCM with a fresh 96-bit IV; the profile id is bound as additional data, so a row cannot be moved to another. */
export async function sealSecret(env: KeyEnv, plain: string, profileId: string): Promise<string> {
  const [key] = keysOf(env, TOTP_INFO, AES);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: encoder.encode(profileId) },
    await key!,
    encoder.encode(plain),
  );
  const bytes = new Uint8Array(iv.length + sealed.byteLength);
  bytes.set(iv);
  bytes.set(new Uint8Array(sealed), iv.length);
  return `${SEALED}${base64url.encode(bytes, { includePadding: false })}`;
}

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
  let bytes: Uint8Array;
  try {
    bytes = base64url.decode(stored.slice(SEALED.length), { strict: false });
  } catch {
    return null;
  }
  const keys = keysOf(env, TOTP_INFO, AES);
  for (const [index, key] of keys.entries()) {
    try {
      const plain = await crypto.subtle.decrypt(
        { name: "AES-GCM", iv: bytes.slice(0, 12), additionalData: encoder.encode(profileId) },
        await key,
        bytes.slice(12),
      );
      return { plain: new TextDecoder().decode(plain), stale: index > 0 };
    } catch {
      // Not this key: try the next one.
    }
  }
  return null;
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
  const [key] = keysOf(env, RECOVERY_INFO, HMAC);
  const salt = encodeHex(crypto.getRandomValues(new Uint8Array(16)));
  return saltedDigest(key!, salt, codeSha256);
}

export const isBareCodeHash = (stored: string) => !stored.startsWith(SALTED);

/** Does the stored hash belong to this code? (bare SHA-256 rows from before count too, until upgraded) */
export async function recoveryCodeMatches(env: KeyEnv, stored: string, code: string): Promise<boolean> {
  const codeSha256 = await sha256Hex(code);
  if (isBareCodeHash(stored)) return timingSafeEqualText(stored, codeSha256);
  const salt = stored.slice(SALTED.length).split("$")[0] ?? "";
  for (const key of keysOf(env, RECOVERY_INFO, HMAC)) {
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
