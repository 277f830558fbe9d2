import { and, count, desc, eq, getTableColumns, ne, or, sql } from "drizzle-orm";
import { writtenUnlessDuplicate } from "~/lib/db-errors";
import { getDb, schema } from "~/lib/db.server";
import { type PageQuery, searchAcross, withTotal } from "~/lib/search.server";
import { hashPassword } from "./password";
import { confirmWithPassword, notifyEmailChanged } from "./reauth.server";
import { removeSecondFactor } from "./second-factor.server";
import { endAllSessions } from "./session.server";

/**
 * The back office's accounts: create, change, reset a second factor, delete. Credentials, a new
 * administrator and a promotion need the acting admin's current password; the last administrator
 * stays one. The back office turns each refusal into its message (app/features/compositions/admin/profiles.server.ts).
 */
const profilesTable = schema.profiles;

export interface ProfileValues {
  email: string;
  first_name: string | null;
  last_name: string | null;
  is_admin: boolean;
}

/** Who acts, and the password she confirmed it with (checked before any change that needs it). */
export interface Acting {
  actorId: string;
  currentPassword: string | null | undefined;
}

export type ProfileRefusal =
  "reauth_missing" | "reauth_wrong" | "reauth_throttled" | "email_taken" | "not_self" | "last_admin" | "not_found";
export type ProfileChange = { ok: true } | { ok: false; reason: ProfileRefusal };

const refused = (reason: ProfileRefusal): ProfileChange => ({ ok: false, reason });
const done: ProfileChange = { ok: true };

/** One page of the accounts, newest first, each with whether a second factor is on. */
export function profilesPage(env: Pick<Env, "DB">, { q, offset, limit }: PageQuery) {
  const db = getDb(env);
  const where = searchAcross(q, [profilesTable.email, profilesTable.first_name, profilesTable.last_name]);
  return withTotal(
    db
      .select({
        ...getTableColumns(profilesTable),
        has_second_factor: sql<number>`EXISTS (SELECT 1 FROM ${schema.secondFactors} WHERE ${schema.secondFactors.profile_id} = ${profilesTable.id} AND ${schema.secondFactors.enabled_at} IS NOT NULL)`,
      })
      .from(profilesTable)
      .where(where)
      .orderBy(desc(profilesTable.created_at))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(profilesTable).where(where),
  );
}

/** Null when the acting admin's current password is right (reauth.server.ts), else why not. */
async function reauthenticated(env: Pick<Env, "DB">, { actorId, currentPassword }: Acting) {
  const check = await confirmWithPassword(env, actorId, currentPassword);
  if (check === "ok") return null;
  return refused(check === "missing" ? "reauth_missing" : check === "throttled" ? "reauth_throttled" : "reauth_wrong");
}

/** Is anyone other than `exceptId` still an administrator? (the last admin must stay one) */
const otherAdminExists = (exceptId: string) =>
  sql`EXISTS (SELECT 1 FROM ${profilesTable} WHERE ${profilesTable.is_admin} = 1 AND ${profilesTable.id} != ${exceptId})`;

/** A new account, with a password when one is given; a new administrator is confirmed by the acting one. */
export async function createProfile(
  env: Pick<Env, "DB">,
  profile: ProfileValues,
  password: string | null | undefined,
  acting: Acting,
): Promise<ProfileChange> {
  // A new administrator is a new way into the back office: the acting admin confirms it.
  if (profile.is_admin) {
    const refusal = await reauthenticated(env, acting);
    if (refusal) return refusal;
  }
  const db = getDb(env);
  const [taken] = await db
    .select({ id: profilesTable.id })
    .from(profilesTable)
    .where(eq(profilesTable.email, profile.email))
    .limit(1);
  if (taken) return refused("email_taken");
  const id = crypto.randomUUID();
  const insert = db.insert(profilesTable).values({ id, ...profile });
  const hash = password ? await hashPassword(password) : null;
  // The account record: the profile plus, when a password is given, its credential (one batch).
  const written = await writtenUnlessDuplicate(() =>
    hash ? db.batch([insert, db.insert(schema.credentials).values({ profile_id: id, password_hash: hash })]) : insert,
  );
  return written ? done : refused("email_taken");
}

/**
 * Changes account `id`. A new password or address, or a promotion, is confirmed by the acting admin;
 * a demotion holds only while another admin remains. A new password or address, or a demotion, ends
 * every session and remembered device of the account; a new address is told to the old one.
 */
export async function updateProfile(
  env: Pick<Env, "DB" | "MAIL_QUEUE">,
  id: string,
  profile: ProfileValues,
  password: string | null | undefined,
  acting: Acting,
): Promise<ProfileChange> {
  if (id === acting.actorId && !profile.is_admin) return refused("not_self");
  const db = getDb(env);
  const [before] = await db
    .select({ email: profilesTable.email, is_admin: profilesTable.is_admin })
    .from(profilesTable)
    .where(eq(profilesTable.id, id))
    .limit(1);
  const emailChanged = Boolean(before && before.email !== profile.email);
  const promoted = Boolean(before && !before.is_admin && profile.is_admin);
  if (password || emailChanged || promoted) {
    const refusal = await reauthenticated(env, acting);
    if (refusal) return refusal;
  }
  const [clash] = await db
    .select({ id: profilesTable.id })
    .from(profilesTable)
    .where(and(eq(profilesTable.email, profile.email), ne(profilesTable.id, id)))
    .limit(1);
  if (clash) return refused("email_taken");
  // Demoting only succeeds while another admin remains: one atomic statement, no race.
  const guard = profile.is_admin ? undefined : otherAdminExists(id);
  let updated: { id: string }[] = [];
  const written = await writtenUnlessDuplicate(async () => {
    updated = await db
      .update(profilesTable)
      .set(profile)
      .where(and(eq(profilesTable.id, id), guard))
      .returning({ id: profilesTable.id });
  });
  if (!written) return refused("email_taken");
  if (updated.length === 0) return refused((await exists(env, id)) ? "last_admin" : "not_found");
  if (password) {
    const hash = await hashPassword(password);
    await db
      .insert(schema.credentials)
      .values({ profile_id: id, password_hash: hash })
      .onConflictDoUpdate({
        target: schema.credentials.profile_id,
        set: { password_hash: hash, updated_at: new Date().toISOString() },
      });
  }
  if (password || emailChanged || (before?.is_admin && !profile.is_admin)) await endAllSessions(env, id);
  if (before && emailChanged) await notifyEmailChanged(env, id, before.email, profile.email);
  return done;
}

/** A colleague lost her phone: another administrator turns her second factor off (with her own password). */
export async function resetSecondFactor(env: Pick<Env, "DB">, id: string, acting: Acting): Promise<ProfileChange> {
  const refusal = await reauthenticated(env, acting);
  if (refusal) return refusal;
  await removeSecondFactor(env, id, acting.actorId);
  await endAllSessions(env, id);
  return done;
}

/** Deletes account `id`: never one's own, never the last administrator. */
export async function deleteProfile(env: Pick<Env, "DB">, id: string, actorId: string): Promise<ProfileChange> {
  if (id === actorId) return refused("not_self");
  const deleted = await getDb(env)
    .delete(profilesTable)
    .where(and(eq(profilesTable.id, id), or(eq(profilesTable.is_admin, false), otherAdminExists(id))))
    .returning({ id: profilesTable.id });
  if (deleted.length > 0) return done;
  return refused((await exists(env, id)) ? "last_admin" : "not_found");
}

async function exists(env: Pick<Env, "DB">, id: string): Promise<boolean> {
  const [row] = await getDb(env)
    .select({ id: profilesTable.id })
    .from(profilesTable)
    .where(eq(profilesTable.id, id))
    .limit(1);
  return Boolean(row);
}
