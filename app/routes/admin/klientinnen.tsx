import { Link } from "react-router";
import { BreakableEmail } from "~/features/compositions/admin/cells";
import { listPageLoader } from "~/features/compositions/admin/crud.server";
import { DataTable, type Column } from "~/features/compositions/admin/data-table";
import { formatDateTime } from "~/features/compositions/admin/format";
import { clientsPage } from "~/features/people/clients/clients.server";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/klientinnen";

const m = adminMessages.clients;

/** Her clients, one per address (decision 0194); reading the list gives new addresses their page. */
export const loader = listPageLoader(clientsPage);

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns: Column<Row>[] = [
  {
    key: "name",
    label: m.columns.name,
    format: (row) => (
      <Link to={`/admin/klientinnen/${row.id}`} className="font-medium text-accent underline underline-offset-2">
        {row.name ?? m.noName}
      </Link>
    ),
  },
  { key: "email", label: m.columns.email, format: (row) => <BreakableEmail email={row.email} /> },
  {
    key: "last_at",
    label: m.columns.lastAt,
    format: (row) => formatDateTime(row.last_at),
    className: "whitespace-nowrap",
  },
  { key: "traces", label: m.columns.traces, format: (row) => row.traces, className: "text-right" },
  { key: "note", label: m.columns.note, format: (row) => (row.has_note ? m.hasNote : "") },
];

export default function Clients({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-3">
      <DataTable texts={m} list={loaderData} columns={columns} rowName={(row) => row.name ?? row.email} />
      <p className="max-w-3xl text-sm text-muted">{m.intro}</p>
    </div>
  );
}
