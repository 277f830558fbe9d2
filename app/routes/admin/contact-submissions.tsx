import { count, desc, eq } from "drizzle-orm";
import { useState } from "react";
import { useFetcher } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { DataTable, StatusBadge, type Column } from "~/features/admin/data-table";
import { loadListPage, notFound, runAdminAction, searchAcross } from "~/features/admin/crud.server";
import { formatDateTime, orDash, preview } from "~/features/admin/format";
import { useLoadErrorToast, useResultToast, type AdminResult } from "~/features/admin/result";
import { requireAdmin } from "~/features/auth/session.server";
import { getCloudflare } from "~/lib/context";
import { getDb, schema } from "~/lib/db.server";
import { messages } from "~/lib/messages";
import type { Route } from "./+types/contact-submissions";

const m = messages.admin.contacts;
const c = schema.contactSubmissions;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  return loadListPage(request, env, async ({ db, q, offset, limit }) => {
    const where = searchAcross(q, [c.name, c.email, c.message]);
    const [rows, [total]] = await Promise.all([
      db.select().from(c).where(where).orderBy(desc(c.created_at)).limit(limit).offset(offset),
      db.select({ n: count() }).from(c).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  });
}

/** Each action's own failure title (spec 8), also for a malformed request or an unexpected error. */
const failureTitles = { markRead: m.markReadError, delete: m.deleteError };

export async function action(args: Route.ActionArgs) {
  return runAdminAction(args, failureTitles, {
    // Opening the detail marks it read (spec 4); there is no way back to unread. Silent on success.
    markRead: async ({ env, id }) => {
      const updated = await getDb(env).update(c).set({ is_read: true }).where(eq(c.id, id)).returning({ id: c.id });
      return updated.length ? { ok: true } : notFound(m.markReadError);
    },
    delete: async ({ env, id }) => {
      const deleted = await getDb(env).delete(c).where(eq(c.id, id)).returning({ id: c.id });
      return deleted.length ? { ok: true, toast: m.deleted } : notFound(m.deleteError);
    },
  });
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns: Column<Row>[] = [
  { key: "name", label: m.columns.name, format: (row) => row.name },
  { key: "email", label: m.columns.email, format: (row) => row.email },
  {
    key: "message",
    label: m.columns.message,
    format: (row) => preview(row.message),
    className: "min-w-56 max-md:break-words",
  },
  {
    key: "created_at",
    label: m.columns.created,
    format: (row) => formatDateTime(row.created_at),
    className: "whitespace-nowrap",
  },
  {
    key: "is_read",
    label: m.columns.status,
    format: (row) => (
      <StatusBadge tone={row.is_read ? "green" : "yellow"}>
        {row.is_read ? messages.admin.status.read : messages.admin.status.unread}
      </StatusBadge>
    ),
  },
  { key: "on_page", label: m.columns.page, format: (row) => orDash(row.on_page) },
];

export default function ContactSubmissions({ loaderData }: Route.ComponentProps) {
  const [viewing, setViewing] = useState<Row | null>(null);
  const markRead = useFetcher<AdminResult>();
  useLoadErrorToast(m.loadError, loaderData.error);
  useResultToast(markRead.data);

  function open(row: Row) {
    setViewing(row);
    if (!row.is_read) markRead.submit({ intent: "markRead", id: row.id }, { method: "post" });
  }

  return (
    <>
      <DataTable
        title={m.title}
        rows={loaderData.rows}
        columns={columns}
        page={loaderData.page}
        search={{ label: messages.admin.table.searchLabel }}
        onView={open}
        canDelete
      />
      <Dialog
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title={m.details}
        className="w-[calc(100%-1.5rem)] max-w-2xl"
      >
        {viewing ? (
          <dl className="grid gap-4 p-5 sm:grid-cols-[8rem_1fr]">
            <dt className="font-medium text-muted">{m.columns.name}</dt>
            <dd>{viewing.name}</dd>
            <dt className="font-medium text-muted">{m.columns.email}</dt>
            <dd>
              <a className="text-accent underline underline-offset-4" href={`mailto:${viewing.email}`}>
                {viewing.email}
              </a>
            </dd>
            <dt className="font-medium text-muted">{m.columns.created}</dt>
            <dd>{formatDateTime(viewing.created_at)}</dd>
            <dt className="font-medium text-muted">{m.columns.page}</dt>
            <dd>{orDash(viewing.on_page)}</dd>
            <dt className="font-medium text-muted">{m.columns.message}</dt>
            <dd className="rounded-xl bg-paper p-4 whitespace-pre-wrap break-words">{viewing.message}</dd>
          </dl>
        ) : null}
      </Dialog>
    </>
  );
}
