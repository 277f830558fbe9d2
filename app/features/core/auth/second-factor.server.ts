import { and, count, eq, isNotNull, isNull, lt } from "drizzle-orm";
import { base32 } from "oslo/encoding";
import { createTOTPKeyURI, generateHOTP } from "oslo/otp";
import { brand } from "~/config/brand";
import { getDb, schema } from "~/lib/db.server";
import {
  isBareCodeHash,
  openSecret,
  recoveryCodeHash,
  recoveryCodeMatches,
  sealSecret,
  upgradedCodeHash,
  type KeyEnv,
} from "./at-rest.server";
import { audit } from "./audit.server";

const secondFactorsTable = schema.secondFactors;
const recoveryCodesTable = schema.recoveryCodes;
const STEP_SECONDS = 30;
/** Codes of the previous and the next step count too: phones' clocks drift a little. */
const DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;

const stepAt = (now: number) => Math.floor(now / 1000 / STEP_SECONDS);
const secretBytes = (secret: string) => base32.decode(secret);

/** The code an authenticator app shows for `secret` at `now` (also used by the tests). */
export function totpAt(secret: string, now = Date.now()): Promise<string> {
  return generateHOTP(secretBytes(secret), stepAt(now));
}

/** Which step a code belongs to, within the allowed drift; null if none. */
async function matchingStep(secret: string, code: string, now: number): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const current = stepAt(now);
  for (let step = current - DRIFT_STEPS; step <= current + DRIFT_STEPS; step++) {
    if ((await generateHOTP(secretBytes(secret), step)) === code) return step;
  }
  return null;
}

type FactorEnv = Pick<Env, "DB"> & KeyEnv;

/**
 * The profile's second factor with its secret in plain text (stored sealed, at-rest.server.ts). A row
 * from before encryption, or one sealed under the previous TOKEN_SECRET, is sealed again on this read.
 */
export async function secondFactorOf(env: FactorEnv, profileId: string) {
  const [row] = await getDb(env)
    .select()
    .from(secondFactorsTable)
    .where(eq(secondFactorsTable.profile_id, profileId))
    .limit(1);
  if (!row) return null;
  const opened = await openSecret(env, row.secret, profileId);
  if (!opened) return null;
  if (opened.stale) {
    await getDb(env)
      .update(secondFactorsTable)
      .set({ secret: await sealSecret(env, opened.plain, profileId) })
      .where(and(eq(secondFactorsTable.profile_id, profileId), eq(secondFactorsTable.secret, row.secret)));
  }
  return { ...row, secret: opened.plain };
}

/** Reads only the flag: no key work, so it also answers for a row no key opens (it stays on; a colleague can reset it). */
export async function isSecondFactorEnabled(env: Pick<Env, "DB">, profileId: string): Promise<boolean> {
  const [row] = await getDb(env)
    .select({ enabled: secondFactorsTable.enabled_at })
    .from(secondFactorsTable)
    .where(eq(secondFactorsTable.profile_id, profileId))
    .limit(1);
  return Boolean(row?.enabled);
}

/**
 * Starts (or restarts) the setup: a fresh 160-bit secret, not active until a first code confirms
 * it. Returns the otpauth URI for the QR code and the key for typing in by hand.
 */
export async function startSetup(env: FactorEnv, profileId: string, email: string) {
  if (await isSecondFactorEnabled(env, profileId)) return null;
  const secret = base32.encode(crypto.getRandomValues(new Uint8Array(20)), { includePadding: false });
  const sealed = await sealSecret(env, secret, profileId);
  await getDb(env)
    .insert(secondFactorsTable)
    .values({ profile_id: profileId, secret: sealed })
    .onConflictDoUpdate({
      target: secondFactorsTable.profile_id,
      set: { secret: sealed, enabled_at: null, last_step: 0 },
    });
  return { secret, uri: setupUri(email, secret) };
}

const setupUri = (email: string, secret: string) => createTOTPKeyURI(brand.productName, email, secretBytes(secret));

/** The setup begun but not yet confirmed, shown again (e.g. after a mistyped password); null if none. */
export async function pendingSetup(env: FactorEnv, profileId: string, email: string) {
  const factor = await secondFactorOf(env, profileId);
  if (!factor || factor.enabled_at) return null;
  return { secret: factor.secret, uri: setupUri(email, factor.secret) };
}

const recoveryCode = () => {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

/**
 * Confirms the setup with a first code and turns the second factor on; returns the recovery codes
 * (shown once, stored only as hashes) or null for a wrong code.
 */
export async function confirmSetup(
  env: FactorEnv,
  profileId: string,
  code: string,
  now = Date.now(),
): Promise<string[] | null> {
  const factor = await secondFactorOf(env, profileId);
  if (!factor || factor.enabled_at) return null;
  const step = await matchingStep(factor.secret, code, now);
  if (step === null) return null;
  const db = getDb(env);
  const fresh = await freshCodes(env, profileId);
  await db.batch([
    db
      .update(secondFactorsTable)
      .set({ enabled_at: new Date(now).toISOString(), last_step: step })
      .where(and(eq(secondFactorsTable.profile_id, profileId), isNull(secondFactorsTable.enabled_at))),
    ...fresh.statements,
  ]);
  await audit(env, { actorId: profileId, action: "second-factor-enabled", outcome: "ok" });
  return fresh.codes;
}

/** Ten new codes and the statements that store their hashes in place of every earlier code. */
async function freshCodes(env: FactorEnv, profileId: string) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  const db = getDb(env);
  // Hashes first: awaiting a drizzle query would run it outside the batch.
  const hashes = await Promise.all(codes.map((c) => recoveryCodeHash(env, c)));
  const statements = [
    db.delete(recoveryCodesTable).where(eq(recoveryCodesTable.profile_id, profileId)),
    ...hashes.map((code_hash) => db.insert(recoveryCodesTable).values({ profile_id: profileId, code_hash })),
  ] as const;
  return { codes, statements };
}

/**
 * New recovery codes for a profile whose second factor is on (the caller has asked for the password
 * again): the earlier ones, used or not, stop working in the same batch. Null when no factor is on.
 */
export async function replaceRecoveryCodes(env: FactorEnv, profileId: string): Promise<string[] | null> {
  if (!(await isSecondFactorEnabled(env, profileId))) return null;
  const fresh = await freshCodes(env, profileId);
  await getDb(env).batch([...fresh.statements]);
  await audit(env, { actorId: profileId, action: "recovery-codes-renewed", outcome: "ok" });
  return fresh.codes;
}

/** How many of her recovery codes are still unused (shown on the page, so she knows when to make new ones). */
export async function unusedRecoveryCodeCount(env: Pick<Env, "DB">, profileId: string): Promise<number> {
  const [row] = await getDb(env)
    .select({ count: count() })
    .from(recoveryCodesTable)
    .where(and(eq(recoveryCodesTable.profile_id, profileId), isNull(recoveryCodesTable.used_at)));
  return row?.count ?? 0;
}

/**
 * Checks a sign-in's second step: a current TOTP code (each step once: the UPDATE only moves
 * `last_step` forward, so a replayed code fails) or an unused recovery code (used up by the UPDATE).
 */
export async function verifySecondFactor(
  env: FactorEnv,
  profileId: string,
  code: string,
  now = Date.now(),
): Promise<boolean> {
  const factor = await secondFactorOf(env, profileId);
  if (!factor?.enabled_at) return false;
  const db = getDb(env);
  const cleaned = code.trim().toLowerCase();
  const step = await matchingStep(factor.secret, cleaned, now);
  if (step !== null) {
    const moved = await db
      .update(secondFactorsTable)
      .set({ last_step: step })
      .where(
        and(
          eq(secondFactorsTable.profile_id, profileId),
          lt(secondFactorsTable.last_step, step),
          isNotNull(secondFactorsTable.enabled_at),
        ),
      )
      .returning({ id: secondFactorsTable.profile_id });
    // The recovery codes of a row from before are salted on this first use too, not only when one is needed.
    if (moved.length > 0) await upgradedCodes(env, profileId);
    return moved.length > 0;
  }
  if (!/^[a-z0-9]{5}-[a-z0-9]{5}$/.test(cleaned)) return false;
  const unused = await upgradedCodes(env, profileId);
  let matching: string | undefined;
  for (const row of unused) if (await recoveryCodeMatches(env, row.code_hash, cleaned)) matching = row.id;
  if (!matching) return false;
  const used = await db
    .update(recoveryCodesTable)
    .set({ used_at: new Date(now).toISOString() })
    .where(and(eq(recoveryCodesTable.id, matching), isNull(recoveryCodesTable.used_at)))
    .returning({ id: recoveryCodesTable.id });
  return used.length > 0;
}

/**
 * The profile's unused recovery codes; codes stored as a bare SHA-256 (before salting) are salted and
 * keyed here first, so every row is upgraded the first time the profile uses its second factor.
 */
async function upgradedCodes(env: FactorEnv, profileId: string) {
  const db = getDb(env);
  const rows = await db
    .select({ id: recoveryCodesTable.id, code_hash: recoveryCodesTable.code_hash })
    .from(recoveryCodesTable)
    .where(and(eq(recoveryCodesTable.profile_id, profileId), isNull(recoveryCodesTable.used_at)));
  return Promise.all(
    rows.map(async (row) => {
      if (!isBareCodeHash(row.code_hash)) return row;
      const code_hash = await upgradedCodeHash(env, row.code_hash);
      await db
        .update(recoveryCodesTable)
        .set({ code_hash })
        .where(and(eq(recoveryCodesTable.id, row.id), eq(recoveryCodesTable.code_hash, row.code_hash)));
      return { ...row, code_hash };
    }),
  );
}

/** Turns the second factor off (own choice with password, or an admin resetting a colleague's lost phone). */
export async function removeSecondFactor(env: Pick<Env, "DB">, profileId: string, actorId: string): Promise<void> {
  const db = getDb(env);
  await db.batch([
    db.delete(secondFactorsTable).where(eq(secondFactorsTable.profile_id, profileId)),
    db.delete(recoveryCodesTable).where(eq(recoveryCodesTable.profile_id, profileId)),
  ]);
  await audit(env, {
    actorId,
    action: "second-factor-removed",
    targetTable: "profiles",
    targetId: profileId,
    outcome: "ok",
  });
}
