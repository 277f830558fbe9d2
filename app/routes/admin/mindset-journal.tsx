import * as v from "valibot";
import { SubmitButton } from "~/components/ui/button";
import { BreakableEmail } from "~/features/compositions/admin/cells";
import { type Column } from "~/features/compositions/admin/data-table";
import { ViewableTable } from "~/features/compositions/admin/detail-dialog";
import {
  deleteHandler,
  listLoader,
  loadListPage,
  notFound,
  runAdminAction,
  validateForm,
  type AdminActionArgs,
} from "~/features/compositions/admin/crud.server";
import { withNames } from "~/features/people/clients/clients.server";
import { deleteJournal, journalsPage, saveJournalSummary } from "~/features/people/mindset/coach-journals.server";
import { formatDateTime, preview } from "~/features/compositions/admin/format";
import { useResultFetcher } from "~/features/compositions/admin/result";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/mindset-journal";

const m = adminMessages.journals;

/** The journals, each with the name she gave when booking or writing (the journal asks none). */
export const loader = listLoader((request, env) =>
  loadListPage(request, async (page) => {
    const { rows, total } = await journalsPage(env, page);
    return { rows: await withNames(env, rows), total };
  }),
);

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
  { key: "name", label: m.columns.name, format: (row) => row.name ?? m.noName },
  { key: "email", label: m.columns.email, format: (row) => <BreakableEmail email={row.email} /> },
  {
    key: "created_at",
    label: m.columns.created,
    format: (row) => formatDateTime(row.created_at),
    className: "whitespace-nowrap",
  },
  {
    key: "shared",
    label: m.columns.shared,
    format: (row) => (row.shared[0] ? `${row.shared.length} · ${formatDateTime(row.shared[0].date)}` : "–"),
    className: "whitespace-nowrap",
  },
  { key: "summary", label: m.columns.summary, format: (row) => preview(row.summary), className: "min-w-56" },
];

/** Her shared entries as cards, newest first, in German time; the JSON of the spec one click away. */
function SharedEntries({ row }: { row: Row }) {
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted">{m.entriesHint}</p>
      {row.shared.length === 0 ? <p className="text-sm">{m.noEntries}</p> : null}
      <ol className="space-y-3">
        {row.shared.map((entry) => (
          <li key={entry.id} className="rounded-xl border border-line bg-paper p-3">
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">
              <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
              {entry.prompt ? ` · ${m.prompt(entry.prompt.series, entry.prompt.day)}` : ""}
            </p>
            {entry.prompt ? <p className="mt-1 text-sm text-muted italic">{entry.prompt.text}</p> : null}
            <p className="mt-1 break-words whitespace-pre-wrap">{entry.text}</p>
          </li>
        ))}
      </ol>
      <details className="rounded-xl border border-line">
        <summary className="cursor-pointer px-3 py-2 text-sm font-medium">{m.asJson}</summary>
        <pre className="max-h-[50vh] overflow-auto rounded-b-xl bg-ink p-4 text-xs break-words whitespace-pre-wrap text-paper">
          {row.journal_entries}
        </pre>
      </details>
    </div>
  );
}

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
      // Buttons name the journal by its address, unique where a name may repeat or be missing.
      rowName={(row) => row.email}
      canDelete
      detail={{
        title: m.details,
        size: "lg",
        details: (row) => [
          [m.columns.name, row.name ?? m.noName],
          [m.columns.email, <BreakableEmail key="email" email={row.email} />],
          [m.columns.created, formatDateTime(row.created_at)],
          [m.columns.summary, row.summary || m.noSummary, "whitespace-pre-wrap"],
          ["", <SummaryForm key={`summary-${row.id}`} row={row} />, "min-w-0"],
          [m.entries, <SharedEntries key="entries" row={row} />, "min-w-0"],
        ],
      }}
    />
  );
}
