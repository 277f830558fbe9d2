import { base64url } from "oslo/encoding";
/**
 * Signed links in e-mails (newsletter, "Meine Buchung", waiting-list offers): HMAC-SHA256
 * (WebCrypto) over a small JSON payload with the record's id, the purpose and an optional expiry.
 * The purpose is signed too, so an unsubscribe link can never confirm a subscription, and a
 * booking link never opens a waiting-list offer.
 */
export type TokenPurpose =
  | "confirm"
  | "unsubscribe"
  | "booking"
  | "waitlist"
  /** A free 1:1 time offered from the session waiting list (decision 0207): opens /termin on it. */
  | "session-offer"
  | "data-request"
  /** The pay button after the order button (decision 0141). */
  | "checkout"
  /** The pay button after a voucher order (decision 0162): may start a payment of that order only. */
  | "voucher-checkout"
  /** A journal asked for after the mindset test (double opt-in; expires like "confirm"). */
  | "journal-confirm"
  /** "Mein Journal": signs the journal id with its current link key (decision 0144). */
  | "journal"
  /** "Impulse beenden": one prompt subscription's stop link (decision 0158). */
  | "prompt-stop";

/**
 * Confirmation links expire (double opt-in proof should be fresh). The others never do: what they
 * may still do is decided by the record's state (a cancelled booking, an expired offer).
 */
export const CONFIRM_TOKEN_TTL_SECONDS = 48 * 60 * 60;

interface TokenPayload {
  /** purpose */
  p: TokenPurpose;
  /** id of the subscription, booking or waiting-list entry */
  s: string;
  /** expiry, seconds since epoch */
  e?: number;
}

/** `expiresAt` (ms) only for a link signed with a lifetime of its own. */
export type TokenCheck = { ok: true; id: string; expiresAt?: number } | { ok: false; reason: "invalid" | "expired" };

/** An HMAC-SHA256 key needs at least 32 random bytes (generate with `openssl rand -base64 32`). */
export const MIN_TOKEN_SECRET_BYTES = 32;

export class TokenSecretMissingError extends Error {
  constructor() {
    super(
      `TOKEN_SECRET is missing or shorter than ${MIN_TOKEN_SECRET_BYTES} bytes: links in e-mails cannot be signed or checked`,
    );
    this.name = "TokenSecretMissingError";
  }
}

const encoder = new TextEncoder();

const toBase64Url = (bytes: Uint8Array) => base64url.encode(bytes, { includePadding: false });

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

const strongEnough = (secret: string | undefined): secret is string =>
  !!secret && encoder.encode(secret).length >= MIN_TOKEN_SECRET_BYTES;

/** Never signs with an empty or short key: that is a deployment error, logged loudly. */
async function hmacKey(env: Pick<Env, "TOKEN_SECRET">): Promise<CryptoKey> {
  const secret = env.TOKEN_SECRET;
  if (!strongEnough(secret)) {
    const error = new TokenSecretMissingError();
    console.error(`signed-token: ${error.message}. Set it with \`wrangler secret put TOKEN_SECRET\`.`);
    throw error;
  }
  return importHmacKey(secret);
}

function importHmacKey(secret: string): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
}

export async function signToken(
  env: Pick<Env, "TOKEN_SECRET">,
  purpose: TokenPurpose,
  id: string,
  now = Date.now(),
  /** Links that open something sensitive expire (the data link: RETENTION.dataRequestHours). */
  ttlSeconds = purpose === "confirm" ? CONFIRM_TOKEN_TTL_SECONDS : undefined,
): Promise<string> {
  const payload: TokenPayload = { p: purpose, s: id };
  if (ttlSeconds) payload.e = Math.floor(now / 1000) + ttlSeconds;
  const body = toBase64Url(encoder.encode(JSON.stringify(payload)));
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(env), encoder.encode(body));
  return `${body}.${toBase64Url(new Uint8Array(signature))}`;
}

/**
 * Checks signature (constant time, via WebCrypto), purpose and expiry. Throws only for a missing secret.
 * During a rotation links signed with TOKEN_SECRET_PREVIOUS stay valid; new links use TOKEN_SECRET.
 */
export async function verifyToken(
  env: Pick<Env, "TOKEN_SECRET" | "TOKEN_SECRET_PREVIOUS">,
  token: string | null | undefined,
  purpose: TokenPurpose,
  now = Date.now(),
): Promise<TokenCheck> {
  // A missing or oversized token is refused before any key work.
  if (!token || token.length > 512) return { ok: false, reason: "invalid" };
  const key = await hmacKey(env);
  const [body, signatureText, ...rest] = token.split(".");
  if (!body || !signatureText || rest.length > 0) return { ok: false, reason: "invalid" };
  const signature = fromBase64Url(signatureText);
  if (!signature) return { ok: false, reason: "invalid" };
  const signed = encoder.encode(body);
  const previous = env.TOKEN_SECRET_PREVIOUS;
  const valid =
    (await crypto.subtle.verify("HMAC", key, signature, signed)) ||
    (strongEnough(previous) && (await crypto.subtle.verify("HMAC", await importHmacKey(previous), signature, signed)));
  if (!valid) return { ok: false, reason: "invalid" };

  let payload: TokenPayload;
  try {
    const bytes = fromBase64Url(body);
    if (!bytes) return { ok: false, reason: "invalid" };
    payload = JSON.parse(new TextDecoder().decode(bytes)) as TokenPayload;
  } catch {
    return { ok: false, reason: "invalid" };
  }
  if (payload.p !== purpose || typeof payload.s !== "string" || !payload.s) return { ok: false, reason: "invalid" };
  if (payload.e !== undefined && (typeof payload.e !== "number" || payload.e * 1000 < now)) {
    return { ok: false, reason: "expired" };
  }
  return payload.e === undefined
    ? { ok: true, id: payload.s }
    : { ok: true, id: payload.s, expiresAt: payload.e * 1000 };
}

/**
 * The record a link names: `load` runs with the token's id only when the token is genuine, of this
 * purpose and not expired; null for anything else, and when the record is gone.
 */
export async function loadByToken<T>(
  env: Pick<Env, "TOKEN_SECRET" | "TOKEN_SECRET_PREVIOUS">,
  token: string | null | undefined,
  purpose: TokenPurpose,
  load: (id: string) => Promise<T | null | undefined>,
): Promise<T | null> {
  const check = await verifyToken(env, token, purpose);
  return check.ok ? ((await load(check.id)) ?? null) : null;
}

/**
 * A stable pseudonym for a value the database must compare but should not hold (a client's network):
 * HMAC-SHA256 under TOKEN_SECRET, 128 bits, base64url. Without the secret it cannot be traced back
 * by trying every address; after a key rotation the same value gets a new pseudonym.
 */
export async function pseudonym(env: Pick<Env, "TOKEN_SECRET">, kind: string, value: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(env), encoder.encode(`${kind}:${value}`));
  return toBase64Url(new Uint8Array(mac, 0, 16));
}
