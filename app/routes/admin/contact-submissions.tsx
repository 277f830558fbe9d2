import { StatusBadge, type Column } from "~/features/compositions/admin/data-table";
import { ViewableTable } from "~/features/compositions/admin/detail-dialog";
import { deleteHandler, listPageLoader, notFound, runAdminAction } from "~/features/compositions/admin/crud.server";
import {
  contactRequestsPage,
  deleteContactRequest,
  markContactRequestRead,
} from "~/features/people/contact/requests.server";
import { formatDateTime, orDash, preview } from "~/features/compositions/admin/format";
import { useResultFetcher } from "~/features/compositions/admin/result";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/contact-submissions";

const m = adminMessages.contacts;

export const loader = listPageLoader(contactRequestsPage);

/** Each action's own failure title, also for a malformed request or an unexpected error. */
const failureTitles = { markRead: m.markReadError, delete: m.deleteError };

export async function action(args: Route.ActionArgs) {
  return runAdminAction(args, failureTitles, {
    // Opening the detail marks it read; there is no way back to unread. Silent on success.
    markRead: async ({ env, id }) =>
      (await markContactRequestRead(env, id)) ? { ok: true } : notFound(m.markReadError),
    delete: deleteHandler(m, deleteContactRequest),
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
        {row.is_read ? adminMessages.status.read : adminMessages.status.unread}
      </StatusBadge>
    ),
  },
  { key: "on_page", label: m.columns.page, format: (row) => orDash(row.on_page) },
];

export default function ContactSubmissions({ loaderData }: Route.ComponentProps) {
  const markRead = useResultFetcher();

  return (
    <ViewableTable
      texts={m}
      list={loaderData}
      columns={columns}
      onOpen={(row) => {
        if (!row.is_read) markRead.submit({ intent: "markRead", id: row.id }, { method: "post" });
      }}
      canDelete
      detail={{
        title: m.details,
        details: (row) => [
          [m.columns.name, row.name],
          [
            m.columns.email,
            <a key="email" className="text-accent underline underline-offset-4" href={`mailto:${row.email}`}>
              {row.email}
            </a>,
          ],
          [m.columns.created, formatDateTime(row.created_at)],
          [m.columns.page, orDash(row.on_page)],
          [m.columns.message, row.message, "rounded-xl bg-paper p-4 whitespace-pre-wrap break-words"],
        ],
      }}
    />
  );
}
