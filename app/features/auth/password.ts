import { Scrypt } from "oslo/password";

/**
 * scrypt with N=2^14, r=8, p=5 (16 MiB): one of OWASP's equivalent scrypt settings, chosen
 * because the higher-memory ones do not fit a Worker's 128 MB. Pure JS, so the Worker and the
 * admin CLI (Node) produce and verify the same hashes. The parameters travel with each hash.
 */
const PARAMS = { N: 16384, r: 8, p: 5, dkLen: 32 } as const;
const PREFIX = `scrypt$N=${PARAMS.N},r=${PARAMS.r},p=${PARAMS.p}$`;

export async function hashPassword(password: string): Promise<string> {
  return PREFIX + (await new Scrypt(PARAMS).hash(password));
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$(.+)$/.exec(stored);
  if (!match) return false;
  const [, N, r, p, hash] = match;
  return new Scrypt({ N: Number(N), r: Number(r), p: Number(p), dkLen: PARAMS.dkLen }).verify(hash!, password);
}

export const MIN_PASSWORD_LENGTH = 6;
