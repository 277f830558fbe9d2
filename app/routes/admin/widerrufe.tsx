import { StatusBadge, type Column } from "~/features/compositions/admin/data-table";
import { ViewableTable } from "~/features/compositions/admin/detail-dialog";
import { listLoader } from "~/features/compositions/admin/crud.server";
import { formatDate, formatDateTime, orDash } from "~/features/compositions/admin/format";
import { loadWithdrawalsPage } from "~/features/compositions/admin/withdrawals.server";
import { formatPrice } from "~/lib/money";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/widerrufe";

const m = adminMessages.withdrawals;

/** Read-only: a withdrawal is a legal record (decision 0106); the coach acts on the booking and the refund. */
export const loader = listLoader(loadWithdrawalsPage);

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const tone = { cancelled: "green", review: "yellow", unmatched: "red" } as const;

const refund = (row: Row) =>
  row.refund_cents > 0 && row.refund_due_on
    ? m.refundBy(formatPrice(row.refund_cents, row.currency ?? "EUR"), formatDate(row.refund_due_on))
    : m.noRefund;

const columns: Column<Row>[] = [
  {
    key: "received_at",
    label: m.columns.receivedAt,
    format: (row) => formatDateTime(row.received_at),
    className: "whitespace-nowrap",
  },
  { key: "full_name", label: m.columns.name, format: (row) => row.full_name },
  { key: "email", label: m.columns.email, format: (row) => row.email },
  {
    key: "reference",
    label: m.columns.reference,
    format: (row) => <span className="font-mono">{row.reference}</span>,
  },
  {
    key: "outcome",
    label: m.columns.outcome,
    format: (row) => <StatusBadge tone={tone[row.outcome]}>{m.outcomes[row.outcome]}</StatusBadge>,
  },
  { key: "refund", label: m.columns.refund, format: refund },
  {
    key: "kept",
    label: m.columns.kept,
    format: (row) => (row.kept_cents > 0 ? formatPrice(row.kept_cents, row.currency ?? "EUR") : m.noRefund),
  },
];

export default function Withdrawals({ loaderData }: Route.ComponentProps) {
  return (
    <ViewableTable
      texts={m}
      list={loaderData}
      columns={columns}
      detail={{
        title: m.details,
        details: (row) => [
          [m.columns.receivedAt, formatDateTime(row.received_at)],
          [m.columns.name, row.full_name],
          [
            m.columns.email,
            <a key="email" className="text-accent underline underline-offset-4" href={`mailto:${row.email}`}>
              {row.email}
            </a>,
          ],
          [m.columns.reference, row.reference],
          [m.columns.outcome, m.outcomes[row.outcome]],
          [m.columns.event, row.event_title ? `${row.event_title} (${formatDate(row.event_date)})` : orDash(null)],
          [m.columns.refund, refund(row)],
          [m.columns.kept, row.kept_cents > 0 ? formatPrice(row.kept_cents, row.currency ?? "EUR") : m.noRefund],
          [m.columns.sessions, row.sessions_choice ? m.sessionsChoices[row.sessions_choice] : orDash(null)],
        ],
      }}
    />
  );
}
