import { loadWaitlistPage } from "~/features/compositions/admin/bookings.server";
import { eventPersonColumns } from "~/features/compositions/admin/cells";
import { DataTable, StatusBadge, type Column } from "~/features/compositions/admin/data-table";
import { EventFilter } from "~/features/compositions/admin/event-filter";
import { failed, listLoader, runAdminAction } from "~/features/compositions/admin/crud.server";
import { formatDateTime } from "~/features/compositions/admin/format";
import { removeWaitlistEntry } from "~/features/core/booking/waitlist.server";
import { adminMessages } from "~/lib/messages.admin";
import type { Route } from "./+types/waitlist";

const m = adminMessages.waitlist;

export const loader = listLoader(loadWaitlistPage);

/** Removing an entry is the only change here; a running offer passes to the next person. */
export async function action(args: Route.ActionArgs) {
  return runAdminAction(args, m.deleteError, {
    delete: async ({ env, id }) =>
      (await removeWaitlistEntry(env, id))
        ? { ok: true, toast: m.deleted }
        : failed(m.deleteError, m.notRemovable, 409),
  });
}

type Row = Route.ComponentProps["loaderData"]["rows"][number];

const tone = { waiting: "yellow", offered: "green", claimed: "green", expired: "grey", removed: "grey" } as const;

const columns: Column<Row>[] = [
  ...eventPersonColumns<Row>(m.columns),
  {
    key: "status",
    label: m.columns.status,
    format: (row) => (
      <span className="inline-flex flex-col items-start gap-1 max-md:items-end">
        <StatusBadge tone={tone[row.status]}>{m.status[row.status]}</StatusBadge>
        {row.status === "offered" && row.offer_expires_at ? (
          <span className="text-xs text-muted">{m.offerUntil(formatDateTime(row.offer_expires_at))}</span>
        ) : null}
      </span>
    ),
  },
  {
    key: "created_at",
    label: m.columns.created,
    format: (row) => formatDateTime(row.created_at),
    className: "whitespace-nowrap",
  },
];

export default function WaitlistPage({ loaderData }: Route.ComponentProps) {
  return (
    <DataTable
      texts={m}
      list={loaderData}
      columns={columns}
      toolbar={<EventFilter events={loaderData.events} />}
      canDelete
    />
  );
}
