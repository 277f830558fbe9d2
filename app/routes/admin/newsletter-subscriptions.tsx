import { buttonClass } from "~/components/ui/button";
import { DataTable, StatusBadge, type Column } from "~/features/compositions/admin/data-table";
import { Icon } from "~/features/compositions/admin/icons";
import { deleteOnlyAction, listPageLoader } from "~/features/compositions/admin/crud.server";
import { deleteSubscription, subscriptionsPage } from "~/features/people/newsletter/subscriptions.server";
import { formatDateTime, orDash } from "~/features/compositions/admin/format";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/newsletter-subscriptions";

const m = adminMessages.newsletter;

export const loader = listPageLoader(subscriptionsPage);

/** Delete only: entries are neither added nor edited here. */
export const action = deleteOnlyAction(m, deleteSubscription);

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const columns: Column<Row>[] = [
  { key: "email", label: m.columns.email, format: (row) => row.email },
  { key: "on_page", label: m.columns.page, format: (row) => orDash(row.on_page) },
  { key: "locale", label: m.columns.language, format: (row) => m.languages[row.locale] },
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
        {row.status === "confirmed" ? adminMessages.status.confirmed : adminMessages.status.pending}
      </StatusBadge>
    ),
  },
];

export default function NewsletterSubscriptions({ loaderData }: Route.ComponentProps) {
  return (
    <DataTable
      texts={m}
      list={loaderData}
      columns={columns}
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
