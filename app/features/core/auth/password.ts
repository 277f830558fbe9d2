import { scrypt, timingSafeEqual } from "node:crypto";
import { encodeHex } from "oslo/encoding";

/**
 * scrypt with N=2^14, r=8, p=5 (16 MiB): one of OWASP's equivalent scrypt settings, chosen
 * because the higher-memory ones do not fit a Worker's 128 MB. node:crypto's scrypt runs in
 * workerd (nodejs_compat) and in Node, so the Worker and the admin CLI produce and verify the
 * same hashes. Format as oslo's Scrypt wrote it (hex salt ":" hex key), the parameters travel
 * with each hash. (oslo/password itself cannot be bundled: its index pulls native argon2/bcrypt.)
 */
const PARAMS = { N: 16384, r: 8, p: 5, dkLen: 32 } as const;
const PREFIX = `scrypt$N=${PARAMS.N},r=${PARAMS.r},p=${PARAMS.p}$`;

function deriveKey(password: string, salt: string, N: number, r: number, p: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, PARAMS.dkLen, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
      error ? reject(error) : resolve(new Uint8Array(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = encodeHex(crypto.getRandomValues(new Uint8Array(16)));
  const key = await deriveKey(password, salt, PARAMS.N, PARAMS.r, PARAMS.p);
  return `${PREFIX}${salt}:${encodeHex(key)}`;
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([0-9a-f]+):([0-9a-f]{64})$/.exec(stored);
  if (!match) return false;
  const [, N, r, p, salt, keyHex] = match;
  // Refuse absurd parameters from a tampered row instead of burning memory.
  if (Number(N) > 2 ** 17 || Number(r) > 16 || Number(p) > 16) return false;
  const key = await deriveKey(password, salt!, Number(N), Number(r), Number(p));
  const expected = new Uint8Array(keyHex!.match(/../g)!.map((byte) => Number.parseInt(byte, 16)));
  return timingSafeEqual(key, expected);
}

/** Was this hash made with today's parameters? Else the next successful sign-in stores it anew (login.server.ts). */
export const isCurrentHash = (stored: string) => stored.startsWith(PREFIX);

export { MIN_PASSWORD_LENGTH } from "./constants.ts";
