import { and, asc, count, eq, ne } from "drizzle-orm";
import { type Column } from "~/features/admin/data-table";
import {
  failed,
  loadListPage,
  notFound,
  runAdminAction,
  searchAcross,
  validateForm,
  writtenUnlessDuplicate,
} from "~/features/admin/crud.server";
import { EditableList } from "~/features/admin/form-dialog";
import { formatDateTime } from "~/features/admin/format";
import { webContentFields, WebContentSchema } from "~/features/admin/resources";
import { requireAdmin } from "~/features/auth/session.server";
import { getCloudflare } from "~/lib/context";
import { getDb, schema } from "~/lib/db.server";
import { messages } from "~/lib/messages";
import type { Route } from "./+types/web-content";

const m = messages.admin.webContent;
const w = schema.webContent;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  return loadListPage(request, env, async ({ db, q, offset, limit }) => {
    const where = searchAcross(q, [w.page, w.section, w.content_key, w.content_de]);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(w)
        .where(where)
        .orderBy(asc(w.page), asc(w.section), asc(w.content_key))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(w).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  });
}

const duplicateResult = () => ({ ...failed(m.saveError, m.duplicate), fieldErrors: { content_key: m.duplicate } });

async function duplicate(env: Env, value: { page: string; section: string; content_key: string }, exceptId = "") {
  const [row] = await getDb(env)
    .select({ id: w.id })
    .from(w)
    .where(
      and(
        eq(w.page, value.page),
        eq(w.section, value.section),
        eq(w.content_key, value.content_key),
        ne(w.id, exceptId),
      ),
    )
    .limit(1);
  return row ? duplicateResult() : null;
}

/** Each action's own failure title (spec 8), also for a malformed request or an unexpected error. */
const failureTitles = { create: m.saveError, update: m.saveError, delete: m.deleteError };

export async function action(args: Route.ActionArgs) {
  return runAdminAction(args, failureTitles, {
    create: async ({ form, env }) => {
      const parsed = validateForm(WebContentSchema, form, m.saveError);
      if (!parsed.ok) return parsed.result;
      const clash = await duplicate(env, parsed.data);
      if (clash) return clash;
      const written = await writtenUnlessDuplicate(() => getDb(env).insert(w).values(parsed.data));
      if (!written) return duplicateResult();
      return { ok: true, toast: m.created };
    },
    update: async ({ form, env, id }) => {
      const parsed = validateForm(WebContentSchema, form, m.saveError);
      if (!parsed.ok) return parsed.result;
      const clash = await duplicate(env, parsed.data, id);
      if (clash) return clash;
      let updated: { id: string }[] = [];
      const written = await writtenUnlessDuplicate(async () => {
        updated = await getDb(env)
          .update(w)
          .set({ ...parsed.data, updated_at: new Date().toISOString() })
          .where(eq(w.id, id))
          .returning({ id: w.id });
      });
      if (!written) return duplicateResult();
      return updated.length ? { ok: true, toast: m.updated } : notFound(m.saveError);
    },
    delete: async ({ env, id }) => {
      const deleted = await getDb(env).delete(w).where(eq(w.id, id)).returning({ id: w.id });
      return deleted.length ? { ok: true, toast: m.deleted } : notFound(m.deleteError);
    },
  });
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns: Column<Row>[] = [
  { key: "page", label: m.columns.page, format: (row) => row.page },
  { key: "section", label: m.columns.section, format: (row) => row.section },
  { key: "content_key", label: m.columns.key, format: (row) => row.content_key },
  {
    key: "updated_at",
    label: m.columns.updated,
    format: (row) => formatDateTime(row.updated_at),
    className: "whitespace-nowrap",
  },
];

export default function WebContent({ loaderData }: Route.ComponentProps) {
  return (
    <EditableList texts={m} list={loaderData} columns={columns} fields={webContentFields} schema={WebContentSchema} />
  );
}
