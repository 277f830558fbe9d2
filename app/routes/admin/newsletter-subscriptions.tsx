import { count, desc, eq } from "drizzle-orm";
import { buttonClass } from "~/components/ui/button";
import { DataTable, StatusBadge, type Column } from "~/features/admin/data-table";
import { Icon } from "~/features/admin/icons";
import { loadListPage, notFound, runAdminAction, searchAcross } from "~/features/admin/crud.server";
import { formatDateTime, orDash } from "~/features/admin/format";
import { useLoadErrorToast } from "~/features/admin/result";
import { requireAdmin } from "~/features/auth/session.server";
import { getCloudflare } from "~/lib/context";
import { getDb, schema } from "~/lib/db.server";
import { messages } from "~/lib/messages";
import type { Route } from "./+types/newsletter-subscriptions";

const m = messages.admin.newsletter;
const n = schema.newsletterSubscriptions;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  return loadListPage(request, env, async ({ db, q, offset, limit }) => {
    const where = searchAcross(q, [n.email]);
    const [rows, [total]] = await Promise.all([
      db
        .select({ id: n.id, email: n.email, on_page: n.on_page, created_at: n.created_at, status: n.status })
        .from(n)
        .where(where)
        .orderBy(desc(n.created_at))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(n).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  });
}

/** Delete only: subscriptions are neither added nor edited here (spec 6). */
/** Each action's own failure title (spec 8), also for a malformed request or an unexpected error. */
const failureTitles = { delete: m.deleteError };

export async function action(args: Route.ActionArgs) {
  return runAdminAction(args, failureTitles, {
    delete: async ({ env, id }) => {
      const deleted = await getDb(env).delete(n).where(eq(n.id, id)).returning({ id: n.id });
      return deleted.length ? { ok: true, toast: m.deleted } : notFound(m.deleteError);
    },
  });
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns: Column<Row>[] = [
  { key: "email", label: m.columns.email, format: (row) => row.email },
  { key: "on_page", label: m.columns.page, format: (row) => orDash(row.on_page) },
  {
    key: "created_at",
    label: m.columns.created,
    format: (row) => formatDateTime(row.created_at),
    className: "whitespace-nowrap",
  },
  {
    key: "status",
    label: m.columns.status,
    format: (row) => (
      <StatusBadge tone={row.status === "confirmed" ? "green" : "yellow"}>
        {row.status === "confirmed" ? messages.admin.status.confirmed : messages.admin.status.pending}
      </StatusBadge>
    ),
  },
];

export default function NewsletterSubscriptions({ loaderData }: Route.ComponentProps) {
  useLoadErrorToast(m.loadError, loaderData.error);
  return (
    <DataTable
      title={m.title}
      rows={loaderData.rows}
      columns={columns}
      page={loaderData.page}
      search={{ label: messages.admin.table.searchLabel }}
      toolbar={
        <a
          href="/admin/newsletter-subscriptions.csv"
          className={buttonClass("secondary", "sm", "h-10 sm:ml-auto")}
          download
        >
          <Icon name="download" />
          {m.exportCsv}
        </a>
      }
      canDelete
    />
  );
}
