import * as v from "valibot";
import { SubmitButton } from "~/components/ui/button";
import { type Column } from "~/features/admin/data-table";
import { ViewableTable } from "~/features/admin/detail-dialog";
import {
  deleteHandler,
  listPageLoader,
  notFound,
  runAdminAction,
  validateForm,
  type AdminActionArgs,
} from "~/features/admin/crud.server";
import { deleteJournal, journalsPage, saveJournalSummary } from "~/features/mindset/coach-journals.server";
import { formatDateTime, preview } from "~/features/admin/format";
import { useResultFetcher } from "~/features/admin/result";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/mindset-journal";

const m = adminMessages.journals;

export const loader = listPageLoader(journalsPage);

const SummarySchema = v.object({ summary: v.pipe(v.string(), v.maxLength(2000, m.summaryTooLong)) });

/** Delete, and the coach's summary; entries are neither added nor edited here (decision 0144). */
export const action = (args: AdminActionArgs) =>
  runAdminAction(
    args,
    { delete: m.deleteError, summary: m.summaryError },
    {
      delete: deleteHandler(m, deleteJournal),
      summary: async ({ env, id, form }) => {
        const valid = validateForm(SummarySchema, form, m.summaryError);
        if (!valid.ok) return valid.result;
        return (await saveJournalSummary(env, id, valid.data.summary))
          ? { ok: true, toast: m.summarySaved }
          : notFound(m.summaryError);
      },
    },
  );

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

/** The coach writes the journal's summary (plain text, kept as written). */
function SummaryForm({ row }: { row: Row }) {
  const fetcher = useResultFetcher();
  return (
    <fetcher.Form method="post" className="flex flex-col gap-2">
      <input type="hidden" name="intent" value="summary" />
      <input type="hidden" name="id" value={row.id} />
      <label htmlFor={`summary-${row.id}`} className="text-sm font-medium text-muted">
        {m.summaryLabel}
      </label>
      <textarea
        id={`summary-${row.id}`}
        name="summary"
        rows={4}
        maxLength={2000}
        defaultValue={row.summary ?? ""}
        className="block w-full rounded-xl border border-line bg-white px-3 py-2 text-sm text-ink"
      />
      <SubmitButton size="sm" className="self-start" busy={fetcher.state !== "idle"} busyLabel={m.savingSummary}>
        {m.saveSummary}
      </SubmitButton>
    </fetcher.Form>
  );
}

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
          ["", <SummaryForm key={`summary-${row.id}`} row={row} />, "min-w-0"],
          [
            m.entries,
            <div key="entries" className="space-y-2">
              <p className="text-sm text-muted">{m.entriesHint}</p>
              <pre className="max-h-[50vh] overflow-auto rounded-xl bg-ink p-4 text-xs text-paper">
                {row.journal_entries}
              </pre>
            </div>,
            "min-w-0",
          ],
        ],
      }}
    />
  );
}
