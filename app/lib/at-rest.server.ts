import { base64url } from "oslo/encoding";
import { brand } from "~/config/brand";
import { MIN_TOKEN_SECRET_BYTES, TokenSecretMissingError } from "./signed-token.server";

/**
 * Secrets at rest (docs/decisions/0113-second-factor-secrets-at-rest.md): keys derived with
 * HKDF-SHA-256 from TOKEN_SECRET, one per purpose (its own `info` label), so no new secret has to be
 * deployed and a leaked database alone opens nothing. During a rotation TOKEN_SECRET_PREVIOUS still
 * opens what the old key sealed; the callers then store it again under the current key. Used by the
 * second factor (app/features/core/auth/at-rest.server.ts) and the coach's private notes about her
 * clients (app/features/core/privacy/client-notes.server.ts, decision 0195).
 */
export type KeyEnv = Pick<Env, "TOKEN_SECRET" | "TOKEN_SECRET_PREVIOUS">;

/** The `info` label of each purpose's key: never change one, or what it sealed no longer opens. */
export const AT_REST_PURPOSES = {
  secondFactorSecret: `${brand.short} second-factor secret aes-256-gcm v1`,
  recoveryCode: `${brand.short} recovery code hmac-sha-256 v1`,
  clientNote: `${brand.short} client note aes-256-gcm v1`,
} as const;
export type AtRestPurpose = keyof typeof AT_REST_PURPOSES;

const encoder = new TextEncoder();
/** The prefix of a sealed value; anything without it is a row from before (plain text). */
export const SEALED = "v1.";

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

const AES: AesKeyGenParams = { name: "AES-GCM", length: 256 };
const HMAC: HmacImportParams = { name: "HMAC", hash: "SHA-256" };

/** Current key first, then the previous one while a rotation runs. Never works with a missing or short secret. */
export function keysOf(env: KeyEnv, purpose: AtRestPurpose, algorithm: "AES-GCM" | "HMAC"): Promise<CryptoKey>[] {
  if (!strong(env.TOKEN_SECRET)) throw new TokenSecretMissingError();
  const secrets = [env.TOKEN_SECRET, ...(strong(env.TOKEN_SECRET_PREVIOUS) ? [env.TOKEN_SECRET_PREVIOUS] : [])];
  return secrets.map((secret) => keyFrom(secret, AT_REST_PURPOSES[purpose], algorithm === "AES-GCM" ? AES : HMAC));
}

/**
 * AES-256-GCM with a fresh 96-bit IV under the purpose's key; `boundTo` (a row's owner: a profile id,
 * a client's address) is bound as additional data, so a value copied to another row opens nothing.
 * Stored as `v1.` + base64url(IV ‖ ciphertext).
 */
export async function sealText(env: KeyEnv, purpose: AtRestPurpose, plain: string, boundTo: string): Promise<string> {
  const [key] = keysOf(env, purpose, "AES-GCM");
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: "AES-GCM", iv, additionalData: encoder.encode(boundTo) },
    await key!,
    encoder.encode(plain),
  );
  const bytes = new Uint8Array(iv.length + sealed.byteLength);
  bytes.set(iv);
  bytes.set(new Uint8Array(sealed), iv.length);
  return `${SEALED}${base64url.encode(bytes, { includePadding: false })}`;
}

/**
 * A sealed value in plain text, and whether it was sealed under the previous key (`stale`: store it
 * again); null if it is not sealed or no key opens it (a wrong key, another row's value).
 */
export async function openText(
  env: KeyEnv,
  purpose: AtRestPurpose,
  stored: string,
  boundTo: string,
): Promise<{ plain: string; stale: boolean } | null> {
  if (!stored.startsWith(SEALED)) return null;
  let bytes: Uint8Array;
  try {
    bytes = base64url.decode(stored.slice(SEALED.length), { strict: false });
  } catch {
    return null;
  }
  for (const [index, key] of keysOf(env, purpose, "AES-GCM").entries()) {
    try {
      const plain = await crypto.subtle.decrypt(
        { name: "AES-GCM", iv: bytes.slice(0, 12), additionalData: encoder.encode(boundTo) },
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
