import { and, count, desc, eq, ne, or, sql } from "drizzle-orm";
import { StatusBadge, type Column } from "~/features/admin/data-table";
import {
  failed,
  loadListPage,
  notFound,
  runAdminAction,
  searchAcross,
  validateForm,
} from "~/features/admin/crud.server";
import { EditableList } from "~/features/admin/form-dialog";
import { formatBool, formatDateTime, orDash } from "~/features/admin/format";
import { profileFields, ProfileSchema } from "~/features/admin/resources";
import { hashPassword } from "~/features/auth/password";
import { requireAdmin } from "~/features/auth/session.server";
import { getCloudflare } from "~/lib/context";
import { getDb, schema } from "~/lib/db.server";
import { messages } from "~/lib/messages";
import type { Route } from "./+types/profiles";

const m = messages.admin.profiles;
const p = schema.profiles;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  const me = await requireAdmin(request, env);
  const list = await loadListPage(request, env, async ({ db, q, offset, limit }) => {
    const where = searchAcross(q, [p.email, p.first_name, p.last_name]);
    const [rows, [total]] = await Promise.all([
      db.select().from(p).where(where).orderBy(desc(p.created_at)).limit(limit).offset(offset),
      db.select({ n: count() }).from(p).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  });
  return { ...list, me: me.id };
}

/** Is anyone other than `exceptId` still an administrator? (the last admin must stay one) */
const otherAdminExists = (exceptId: string) =>
  sql`EXISTS (SELECT 1 FROM ${p} WHERE ${p.is_admin} = 1 AND ${p.id} != ${exceptId})`;

export async function action(args: Route.ActionArgs) {
  return runAdminAction(args, m.saveError, {
    create: async ({ form, env }) => {
      const parsed = validateForm(ProfileSchema, form, m.saveError);
      if (!parsed.ok) return parsed.result;
      const { password, ...profile } = parsed.data;
      const db = getDb(env);
      const [taken] = await db.select({ id: p.id }).from(p).where(eq(p.email, profile.email)).limit(1);
      if (taken) return { ...failed(m.saveError, m.emailTaken), fieldErrors: { email: m.emailTaken } };
      const id = crypto.randomUUID();
      const insert = db.insert(p).values({ id, ...profile });
      // The account record: the profile plus, when a password is given, its credential (one batch).
      if (password) {
        const hash = await hashPassword(password);
        await db.batch([insert, db.insert(schema.credentials).values({ profile_id: id, password_hash: hash })]);
      } else {
        await insert;
      }
      return { ok: true, toast: m.created };
    },
    update: async ({ form, env, id, user }) => {
      const parsed = validateForm(ProfileSchema, form, m.saveError);
      if (!parsed.ok) return parsed.result;
      const { password, ...profile } = parsed.data;
      if (id === user.id && !profile.is_admin) return failed(m.saveError, m.notSelf);
      const db = getDb(env);
      const [clash] = await db
        .select({ id: p.id })
        .from(p)
        .where(and(eq(p.email, profile.email), ne(p.id, id)))
        .limit(1);
      if (clash) return { ...failed(m.saveError, m.emailTaken), fieldErrors: { email: m.emailTaken } };
      // Demoting only succeeds while another admin remains: one atomic statement, no race.
      const guard = profile.is_admin ? undefined : otherAdminExists(id);
      const updated = await db
        .update(p)
        .set(profile)
        .where(and(eq(p.id, id), guard))
        .returning({ id: p.id });
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
      return { ok: true, toast: m.updated };
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
  });
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns: Column<Row>[] = [
  { key: "email", label: m.columns.email, format: (row) => row.email },
  { key: "first_name", label: m.columns.firstName, format: (row) => orDash(row.first_name) },
  { key: "last_name", label: m.columns.lastName, format: (row) => orDash(row.last_name) },
  {
    key: "is_admin",
    label: m.columns.isAdmin,
    format: (row) => <StatusBadge tone={row.is_admin ? "green" : "grey"}>{formatBool(row.is_admin)}</StatusBadge>,
  },
  {
    key: "created_at",
    label: m.columns.created,
    format: (row) => formatDateTime(row.created_at),
    className: "whitespace-nowrap",
  },
];

export default function Profiles({ loaderData }: Route.ComponentProps) {
  return <EditableList texts={m} list={loaderData} columns={columns} fields={profileFields} schema={ProfileSchema} />;
}
