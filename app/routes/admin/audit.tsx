import { DataTable, StatusBadge, type Column } from "~/features/compositions/admin/data-table";
import { auditLogPage } from "~/features/core/auth/audit.server";
import { formatDateTime, orDash } from "~/features/compositions/admin/format";
import { adminMessages } from "~/lib/messages.admin";
import { listPageLoader } from "~/features/compositions/admin/crud.server";
import type { Route } from "./+types/audit";

const m = adminMessages.audit;

/** Read-only: the trail cannot be edited or deleted from the back office. */
export const loader = listPageLoader(auditLogPage);

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
        {row.target_id ? (
          <span className="font-mono text-xs text-muted">{row.target_id}</span>
        ) : row.client_address ? (
          <span className="text-xs text-muted">{m.unknownAccount}</span>
        ) : null}
        {row.client_address ? (
          <span className="font-mono text-xs break-all text-muted">{m.address(row.client_address)}</span>
        ) : null}
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
  return <DataTable texts={m} list={loaderData} columns={columns} />;
}
