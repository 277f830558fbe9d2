import { useState } from "react";
import { Form, useFetcher, useSearchParams } from "react-router";
import { Button, buttonClass, Spinner } from "~/components/ui/button";
import {
  bookingFilter,
  changeBookingStatus,
  countBookings,
  eventOptions,
  listBookings,
  type BookingRow,
} from "~/features/admin/bookings.server";
import { failed, failureText, listQuery, pageInfo, PAGE_SIZE, runAdminAction } from "~/features/admin/crud.server";
import { ConfirmAction } from "~/features/admin/confirm-action";
import { DataTable, StatusBadge, type Column } from "~/features/admin/data-table";
import { formatDate, formatDateTime, formatPrice } from "~/features/admin/format";
import { Icon } from "~/features/admin/icons";
import { useLoadErrorToast, useResultToast, type AdminResult } from "~/features/admin/result";
import { requireAdmin } from "~/features/auth/session.server";
import { refreshEventsCache } from "~/features/events/cache.server";
import { getCloudflare } from "~/lib/context";
import { messages } from "~/lib/messages";
import type { Route } from "./+types/bookings";

const m = messages.admin.bookings;
const s = messages.admin.status;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  await requireAdmin(request, env);
  const { page, offset } = listQuery(request);
  const filter = bookingFilter(request);
  try {
    const [rows, total, events] = await Promise.all([
      listBookings(env, filter, PAGE_SIZE, offset),
      countBookings(env, filter),
      eventOptions(env),
    ]);
    return { rows, page: pageInfo(page, total), events, error: null };
  } catch (error) {
    return { rows: [] as BookingRow[], page: pageInfo(1, 0), events: [], error: failureText(error) };
  }
}

export async function action(args: Route.ActionArgs) {
  const { env } = getCloudflare(args.context);
  const change =
    (status: "confirmed" | "cancelled") =>
    async ({ id }: { id: string }) => {
      const changed = await changeBookingStatus(env, id, status);
      if (!changed) return failed(m.updateError, m.notAllowed);
      // A cancellation frees seats: the public list follows at once.
      await refreshEventsCache(env);
      return { ok: true as const, toast: status === "confirmed" ? m.confirmed : m.cancelled };
    };
  return runAdminAction(args, m.updateError, { confirm: change("confirmed"), cancel: change("cancelled") });
}

const tone = { pending: "yellow", confirmed: "green", cancelled: "red" } as const;
const mailTone = { sent: "green", queued: "yellow", failed: "red", none: "grey" } as const;

const columns: Column<BookingRow>[] = [
  {
    key: "event",
    label: m.columns.event,
    format: (row) => (
      <span className="flex flex-col">
        <span className="font-medium">{row.event_title}</span>
        <span className="text-xs text-muted">{formatDate(row.event_date)}</span>
      </span>
    ),
    className: "min-w-44",
  },
  {
    // Name and address in one cell keeps status and actions in view on a laptop screen.
    key: "full_name",
    label: m.columns.name,
    format: (row) => (
      <span className="flex flex-col">
        <span>{row.full_name}</span>
        <a href={`mailto:${row.email}`} className="text-xs text-muted underline-offset-2 hover:underline">
          {row.email}
        </a>
      </span>
    ),
  },
  { key: "num_tickets", label: m.columns.tickets, format: (row) => row.num_tickets },
  {
    key: "total",
    label: m.columns.total,
    format: (row) => formatPrice(row.total_price, row.currency),
    className: "whitespace-nowrap",
  },
  {
    // The booking's state with the state of its latest e-mail beneath it.
    key: "status",
    label: m.columns.status,
    format: (row) => (
      <span className="inline-flex flex-col items-start gap-1 max-md:items-end">
        <StatusBadge tone={tone[row.status]}>{s[row.status]}</StatusBadge>
        <StatusBadge tone={mailTone[row.mail]}>
          <span className="whitespace-nowrap" title={m.columns.mail}>
            {m.columns.email}: {m.mail[row.mail]}
          </span>
        </StatusBadge>
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

/** Confirm and cancel; with JavaScript, cancelling asks first (without it, the form posts directly). */
function StatusActions({ row, onCancel }: { row: BookingRow; onCancel: (row: BookingRow) => void }) {
  const fetcher = useFetcher<AdminResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  if (row.status === "cancelled") return null;
  return (
    <fetcher.Form method="post" className="flex gap-1 md:flex-col md:items-stretch">
      <input type="hidden" name="id" value={row.id} />
      {row.status === "pending" ? (
        <Button type="submit" name="intent" value="confirm" size="sm" variant="secondary" disabled={busy}>
          {busy ? <Spinner /> : <Icon name="check" />}
          {m.confirm}
          <span className="sr-only">: {row.full_name}</span>
        </Button>
      ) : null}
      <Button
        type="submit"
        name="intent"
        value="cancel"
        size="sm"
        variant="ghost"
        disabled={busy}
        onClick={(event) => {
          event.preventDefault();
          onCancel(row);
        }}
      >
        <Icon name="cancel" />
        {m.cancel}
        <span className="sr-only">: {row.full_name}</span>
      </Button>
    </fetcher.Form>
  );
}

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const [cancelling, setCancelling] = useState<BookingRow | null>(null);
  useLoadErrorToast(m.loadError, loaderData.error);
  const csvParams = new URLSearchParams();
  for (const key of ["event", "q"]) {
    const value = params.get(key);
    if (value) csvParams.set(key, value);
  }
  const toolbar = (
    <>
      <Form method="get" className="flex items-end gap-2">
        {params.get("q") ? <input type="hidden" name="q" value={params.get("q") ?? ""} /> : null}
        <label className="flex flex-col gap-1 text-sm font-medium">
          {m.filterLabel}
          <select
            name="event"
            defaultValue={params.get("event") ?? ""}
            className="h-10 max-w-72 rounded-full border border-line bg-white px-4 font-normal"
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          >
            <option value="">{m.allEvents}</option>
            {loaderData.events.map((event) => (
              <option key={event.id} value={event.id}>
                {formatDate(event.event_date)} · {event.title}
              </option>
            ))}
          </select>
        </label>
        <noscript>
          <button type="submit" className={buttonClass("secondary", "sm", "h-10")}>
            {m.filter}
          </button>
        </noscript>
      </Form>
      <a
        href={`/admin/bookings.csv${csvParams.size ? `?${csvParams}` : ""}`}
        className={buttonClass("secondary", "sm", "h-10 sm:ml-auto")}
        download
      >
        <Icon name="download" />
        {m.exportCsv}
      </a>
    </>
  );
  return (
    <>
      <DataTable
        title={m.title}
        rows={loaderData.rows}
        columns={columns}
        page={loaderData.page}
        search={{ label: messages.admin.table.searchLabel }}
        toolbar={toolbar}
        rowActions={(row) => <StatusActions row={row} onCancel={setCancelling} />}
      />
      <ConfirmAction
        id={cancelling?.id ?? null}
        intent="cancel"
        texts={{
          ...m.confirmCancel,
          text: cancelling
            ? m.confirmCancel.text(cancelling.full_name, cancelling.num_tickets, cancelling.event_title)
            : "",
        }}
        onClose={() => setCancelling(null)}
      />
    </>
  );
}
