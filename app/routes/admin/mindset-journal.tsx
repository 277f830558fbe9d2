import { count, desc, eq } from "drizzle-orm";
import { useState } from "react";
import { Dialog } from "~/components/ui/dialog";
import { DataTable, type Column } from "~/features/admin/data-table";
import { loadListPage, notFound, runAdminAction, searchAcross } from "~/features/admin/crud.server";
import { formatDateTime, preview } from "~/features/admin/format";
import { useLoadErrorToast } from "~/features/admin/result";
import { requireAdmin } from "~/features/auth/session.server";
import { getCloudflare } from "~/lib/context";
import { getDb, schema } from "~/lib/db.server";
import { messages } from "~/lib/messages";
import type { Route } from "./+types/mindset-journal";

const m = messages.admin.journals;
const j = schema.mindsetJournal;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  return loadListPage(request, env, async ({ db, q, offset, limit }) => {
    const where = searchAcross(q, [j.email, j.summary]);
    const [rows, [total]] = await Promise.all([
      db.select().from(j).where(where).orderBy(desc(j.created_at)).limit(limit).offset(offset),
      db.select({ n: count() }).from(j).where(where),
    ]);
    // Entries are shown as formatted JSON (spec 2); format once on the server.
    const shaped = rows.map((row) => ({ ...row, journal_entries: JSON.stringify(row.journal_entries, null, 2) }));
    return { rows: shaped, total: total?.n ?? 0 };
  });
}

/** Each action's own failure title (spec 8), also for a malformed request or an unexpected error. */
const failureTitles = { delete: m.deleteError };

export async function action(args: Route.ActionArgs) {
  return runAdminAction(args, failureTitles, {
    delete: async ({ env, id }) => {
      const deleted = await getDb(env).delete(j).where(eq(j.id, id)).returning({ id: j.id });
      return deleted.length ? { ok: true, toast: m.deleted } : notFound(m.deleteError);
    },
  });
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns: Column<Row>[] = [
  { key: "email", label: m.columns.email, format: (row) => row.email },
  {
    key: "created_at",
    label: m.columns.created,
    format: (row) => formatDateTime(row.created_at),
    className: "whitespace-nowrap",
  },
  { key: "summary", label: m.columns.summary, format: (row) => preview(row.summary), className: "min-w-56" },
];

export default function MindsetJournal({ loaderData }: Route.ComponentProps) {
  const [viewing, setViewing] = useState<Row | null>(null);
  useLoadErrorToast(m.loadError, loaderData.error);
  return (
    <>
      <DataTable
        title={m.title}
        rows={loaderData.rows}
        columns={columns}
        page={loaderData.page}
        search={{ label: messages.admin.table.searchLabel }}
        onView={setViewing}
        canDelete
      />
      <Dialog
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={m.details}
        className="w-[calc(100%-1.5rem)] max-w-3xl"
      >
        {viewing ? (
          <dl className="grid gap-4 p-5 sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium text-muted">{m.columns.email}</dt>
            <dd>{viewing.email}</dd>
            <dt className="font-medium text-muted">{m.columns.created}</dt>
            <dd>{formatDateTime(viewing.created_at)}</dd>
            <dt className="font-medium text-muted">{m.columns.summary}</dt>
            <dd className="whitespace-pre-wrap">{viewing.summary || m.noSummary}</dd>
            <dt className="font-medium text-muted">{m.entries}</dt>
            <dd className="min-w-0">
              <pre className="max-h-[50vh] overflow-auto rounded-xl bg-ink p-4 text-xs text-paper">
                {viewing.journal_entries}
              </pre>
            </dd>
          </dl>
        ) : null}
      </Dialog>
    </>
  );
}
