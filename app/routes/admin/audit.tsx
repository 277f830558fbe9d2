import { count, desc, eq } from "drizzle-orm";
import { DataTable, StatusBadge, type Column } from "~/features/admin/data-table";
import { loadListPage, searchAcross } from "~/features/admin/crud.server";
import { formatDateTime, orDash } from "~/features/admin/format";
import { useLoadErrorToast } from "~/features/admin/result";
import { requireAdmin } from "~/features/auth/session.server";
import { getCloudflare } from "~/lib/context";
import { schema } from "~/lib/db.server";
import { messages } from "~/lib/messages";
import type { Route } from "./+types/audit";

const m = messages.admin.audit;
const l = schema.auditLog;
const p = schema.profiles;

/** Read-only: the trail cannot be edited or deleted from the back office. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  return loadListPage(request, env, async ({ db, q, offset, limit }) => {
    const where = searchAcross(q, [l.action, l.target_table, p.email]);
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: l.id,
          at: l.at,
          action: l.action,
          target_table: l.target_table,
          target_id: l.target_id,
          outcome: l.outcome,
          actor: p.email,
        })
        .from(l)
        .leftJoin(p, eq(p.id, l.actor_id))
        .where(where)
        .orderBy(desc(l.at))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(l).leftJoin(p, eq(p.id, l.actor_id)).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  });
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

/** "sign-in" → "Anmeldung", "profiles update" → "profiles: geändert"; unknown actions stay as stored. */
function actionLabel(action: string): string {
  const known = m.actions[action];
  if (known) return known;
  const [page, intent] = action.split(" ");
  return intent && m.intents[intent] ? `${page}: ${m.intents[intent]}` : action;
}
const tone = { ok: "green", failed: "red", denied: "red", throttled: "yellow" } as const;

const columns: Column<Row>[] = [
  { key: "at", label: m.columns.at, format: (row) => formatDateTime(row.at), className: "whitespace-nowrap" },
  { key: "actor", label: m.columns.actor, format: (row) => orDash(row.actor) },
  { key: "action", label: m.columns.action, format: (row) => actionLabel(row.action) },
  {
    key: "target",
    label: m.columns.target,
    format: (row) => (
      <span className="flex flex-col">
        <span>{orDash(row.target_table)}</span>
        {row.target_id ? <span className="font-mono text-xs text-muted">{row.target_id}</span> : null}
      </span>
    ),
  },
  {
    key: "outcome",
    label: m.columns.outcome,
    format: (row) => <StatusBadge tone={tone[row.outcome]}>{m.outcome[row.outcome]}</StatusBadge>,
  },
];

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  useLoadErrorToast(m.loadError, loaderData.error);
  return (
    <DataTable
      title={m.title}
      rows={loaderData.rows}
      columns={columns}
      page={loaderData.page}
      search={{ label: messages.admin.table.searchLabel }}
    />
  );
}
