import { and, count, desc, eq, getTableColumns, ne, or, sql } from "drizzle-orm";
import { hashPassword } from "~/features/auth/password";
import { confirmWithPassword, notifyEmailChanged } from "~/features/auth/reauth.server";
import { removeSecondFactor } from "~/features/auth/second-factor.server";
import { endAllSessions } from "~/features/auth/session.server";
import { getDb, schema } from "~/lib/db.server";
import { adminMessages } from "~/lib/messages.admin";
import {
  failed,
  type Handler,
  loadListPage,
  notFound,
  searchAcross,
  validateForm,
  writtenUnlessDuplicate,
  withTotal,
} from "./crud.server";
import { ProfileSchema } from "./resources";

const m = adminMessages.profiles;
const r = adminMessages.reauth;
const p = schema.profiles;

/** The accounts list of the back office: page and search from the URL, with each one's second-factor state. */
export function listProfiles(request: Request, env: Pick<Env, "DB">) {
  return loadListPage(request, env, async ({ db, q, offset, limit }) => {
    const where = searchAcross(q, [p.email, p.first_name, p.last_name]);
    return withTotal(
      db
        .select({
          ...getTableColumns(p),
          has_second_factor: sql<number>`EXISTS (SELECT 1 FROM ${schema.secondFactors} WHERE ${schema.secondFactors.profile_id} = ${p.id} AND ${schema.secondFactors.enabled_at} IS NOT NULL)`,
        })
        .from(p)
        .where(where)
        .orderBy(desc(p.created_at))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(p).where(where),
    );
  });
}

/**
 * Re-authentication for a credential change, a new administrator or a promotion (reauth.server.ts):
 * null when the acting admin's current password is right, else the refusal for the dialog.
 */
async function reauthenticated(env: Pick<Env, "DB">, actorId: string, currentPassword: string | null | undefined) {
  const check = await confirmWithPassword(env, actorId, currentPassword);
  if (check === "ok") return null;
  const text = check === "missing" ? r.required : r.wrong;
  return { ...failed(m.saveError, text, 403), fieldErrors: { current_password: text } };
}

const emailTaken = () => ({ ...failed(m.saveError, m.emailTaken), fieldErrors: { email: m.emailTaken } });

/** Is anyone other than `exceptId` still an administrator? (the last admin must stay one) */
const otherAdminExists = (exceptId: string) =>
  sql`EXISTS (SELECT 1 FROM ${p} WHERE ${p.is_admin} = 1 AND ${p.id} != ${exceptId})`;

/** Each action's own failure title, also for a malformed request or an unexpected error. */
export const profileFailureTitles = {
  create: m.saveError,
  update: m.saveError,
  delete: m.deleteError,
  "reset-2fa": m.saveError,
};

/** Accounts: create, change (re-authenticated for credentials and admin rights), reset a second factor, delete; the last admin stays one. */
export const profileHandlers: Record<keyof typeof profileFailureTitles, Handler> = {
  create: async ({ form, env, user }) => {
    const parsed = validateForm(ProfileSchema, form, m.saveError);
    if (!parsed.ok) return parsed.result;
    const { password, current_password, ...profile } = parsed.data;
    // A new administrator is a new way into the back office: the acting admin confirms it.
    if (profile.is_admin) {
      const refused = await reauthenticated(env, user.id, current_password);
      if (refused) return refused;
    }
    const db = getDb(env);
    const [taken] = await db.select({ id: p.id }).from(p).where(eq(p.email, profile.email)).limit(1);
    if (taken) return emailTaken();
    const id = crypto.randomUUID();
    const insert = db.insert(p).values({ id, ...profile });
    const hash = password ? await hashPassword(password) : null;
    // The account record: the profile plus, when a password is given, its credential (one batch).
    const written = await writtenUnlessDuplicate(() =>
      hash ? db.batch([insert, db.insert(schema.credentials).values({ profile_id: id, password_hash: hash })]) : insert,
    );
    if (!written) return emailTaken();
    return { ok: true, toast: m.created };
  },
  update: async ({ form, env, id, user }) => {
    const parsed = validateForm(ProfileSchema, form, m.saveError);
    if (!parsed.ok) return parsed.result;
    const { password, current_password, ...profile } = parsed.data;
    if (id === user.id && !profile.is_admin) return failed(m.saveError, m.notSelf);
    const db = getDb(env);
    const [before] = await db.select({ email: p.email, is_admin: p.is_admin }).from(p).where(eq(p.id, id)).limit(1);
    const emailChanged = Boolean(before && before.email !== profile.email);
    const promoted = Boolean(before && !before.is_admin && profile.is_admin);
    if (password || emailChanged || promoted) {
      const refused = await reauthenticated(env, user.id, current_password);
      if (refused) return refused;
    }
    const [clash] = await db
      .select({ id: p.id })
      .from(p)
      .where(and(eq(p.email, profile.email), ne(p.id, id)))
      .limit(1);
    if (clash) return emailTaken();
    // Demoting only succeeds while another admin remains: one atomic statement, no race.
    const guard = profile.is_admin ? undefined : otherAdminExists(id);
    let updated: { id: string }[] = [];
    const written = await writtenUnlessDuplicate(async () => {
      updated = await db
        .update(p)
        .set(profile)
        .where(and(eq(p.id, id), guard))
        .returning({ id: p.id });
    });
    if (!written) return emailTaken();
    if (updated.length === 0) {
      const [exists] = await db.select({ id: p.id }).from(p).where(eq(p.id, id)).limit(1);
      return exists ? failed(m.saveError, m.lastAdmin) : notFound(m.saveError);
    }
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
    // A new password or address, or a demotion, ends every session and remembered device of the profile.
    if (password || emailChanged || (before?.is_admin && !profile.is_admin)) await endAllSessions(env, id);
    if (before && emailChanged) await notifyEmailChanged(env, id, before.email, profile.email);
    return { ok: true, toast: m.updated };
  },
  // A colleague lost her phone: another administrator turns her second factor off (with her own password).
  "reset-2fa": async ({ form, env, id, user }) => {
    const check = await confirmWithPassword(env, user.id, form.current_password);
    if (check !== "ok") return failed(m.saveError, check === "missing" ? r.required : r.wrong, 403);
    await removeSecondFactor(env, id, user.id);
    await endAllSessions(env, id);
    return { ok: true, toast: m.secondFactorReset };
  },
  delete: async ({ env, id, user }) => {
    if (id === user.id) return failed(m.deleteError, m.notSelf);
    const db = getDb(env);
    const deleted = await db
      .delete(p)
      .where(and(eq(p.id, id), or(eq(p.is_admin, false), otherAdminExists(id))))
      .returning({ id: p.id });
    if (deleted.length === 0) {
      const [exists] = await db.select({ id: p.id }).from(p).where(eq(p.id, id)).limit(1);
      return exists ? failed(m.deleteError, m.lastAdmin) : notFound(m.deleteError);
    }
    return { ok: true, toast: m.deleted };
  },
};
