import { type Column } from "~/features/admin/data-table";
import { ViewableTable } from "~/features/admin/detail-dialog";
import { deleteOnlyAction, listLoader } from "~/features/admin/crud.server";
import { deleteJournal, listJournals } from "~/features/admin/records.server";
import { formatDateTime, preview } from "~/features/admin/format";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/mindset-journal";

const m = adminMessages.journals;

export const loader = listLoader(listJournals);

/** Delete only: entries are neither added nor edited here. */
export const action = deleteOnlyAction(m, deleteJournal);

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
  return (
    <ViewableTable
      texts={m}
      list={loaderData}
      columns={columns}
      canDelete
      detail={{
        title: m.details,
        size: "lg",
        details: (row) => [
          [m.columns.email, row.email],
          [m.columns.created, formatDateTime(row.created_at)],
          [m.columns.summary, row.summary || m.noSummary, "whitespace-pre-wrap"],
          [
            m.entries,
            <pre key="entries" className="max-h-[50vh] overflow-auto rounded-xl bg-ink p-4 text-xs text-paper">
              {row.journal_entries}
            </pre>,
            "min-w-0",
          ],
        ],
      }}
    />
  );
}
