import { useState } from "react";
import * as v from "valibot";
import { Link, useSearchParams } from "react-router";
import { buttonClass } from "~/components/ui/button";
import {
  BulkIds,
  confirmBookings,
  loadBookingsPage,
  type BookingRow,
} from "~/features/compositions/admin/bookings.server";
import { changeBookingStatus } from "~/features/core/booking/transitions.server";
import { offerFreedSessionTime } from "~/features/products/sessions/waitlist.server";
import { refundOnline } from "~/features/core/booking/online-payment.server";
import { failed, listLoader, runAdminAction } from "~/features/compositions/admin/crud.server";
import { ConfirmAction } from "~/features/compositions/admin/confirm-action";
import { EventFilter, SelectFilter } from "~/features/compositions/admin/event-filter";
import { eventPersonColumns } from "~/features/compositions/admin/cells";
import { DataTable, StatusBadge, type Column } from "~/features/compositions/admin/data-table";
import { formatDateTime } from "~/features/compositions/admin/format";
import { formatPrice } from "~/lib/money";
import { Icon } from "~/features/compositions/admin/icons";
import { useResultFetcher } from "~/features/compositions/admin/result";
import { recordPaymentAction } from "~/features/compositions/admin/payment-action.server";
import { PAYMENT_METHOD_LIST, PAYMENT_STATES } from "~/features/core/payments/state";
import { BOOKING_STATE_FILTERS } from "~/features/core/booking/state-filters";
import { getCloudflare } from "~/lib/context";
import { berlinToday } from "~/lib/today";
import { messages } from "~/lib/messages";
import { adminMessages } from "~/lib/messages.admin";
import { RowButton } from "~/features/compositions/admin/row-button";
import type { Route } from "./+types/bookings";

const m = adminMessages.bookings;
const s = adminMessages.status;
const pm = messages.payment.admin;

export const loader = listLoader(loadBookingsPage);

export async function action(args: Route.ActionArgs) {
  const { env } = getCloudflare(args.context);
  const change =
    (status: "confirmed" | "cancelled") =>
    async ({ id }: { id: string }) => {
      const changed = await changeBookingStatus(env, id, status);
      // A cancellation frees seats: `cancel` offers them to the waiting list and refreshes the public list.
      if (!changed) return failed(m.updateError, m.notAllowed);
      // A cancelled 1:1 session's time goes to its waiting list (decision 0207).
      if (status === "cancelled") await offerFreedSessionTime(env);
      return { ok: true as const, toast: status === "confirmed" ? m.confirmed : m.cancelled };
    };
  return runAdminAction(
    args,
    {
      confirm: m.updateError,
      confirmMany: m.updateError,
      cancel: m.updateError,
      pay: pm.error,
      refund: pm.refundError,
    },
    {
      confirm: change("confirmed"),
      confirmMany: async ({ form }) => {
        const ids = v.safeParse(BulkIds, form.ids ?? "");
        if (!ids.success) return failed(m.updateError, adminMessages.form.invalidRequest);
        const { confirmed, skipped } = await confirmBookings(env, ids.output);
        if (!confirmed) return failed(m.updateError, m.notAllowed);
        return { ok: true as const, toast: m.confirmedMany(confirmed, skipped) };
      },
      cancel: change("cancelled"),
      pay: recordPaymentAction,
      refund: async ({ id, form }) => {
        const scope = v.safeParse(RefundScope, form.scope);
        if (!scope.success) return failed(pm.refundError, adminMessages.form.invalidRequest);
        const result = await refundOnline(env, id, scope.output);
        if (result.ok)
          return { ok: true as const, toast: pm.refunded(formatPrice(result.amountCents, result.currency)) };
        return failed(pm.refundError, result.reason === "provider_failed" ? pm.refundFailed : pm.nothingToRefund, 409);
      },
    },
    { withoutId: ["confirmMany"] },
  );
}

const RefundScope = v.picklist(["agb", "full"]);

const tone = { pending: "yellow", confirmed: "green", cancelled: "red" } as const;
const paymentTone = { open: "yellow", partial: "yellow", paid: "green", none: "grey" } as const;
const mailTone = { sent: "green", queued: "yellow", failed: "red", none: "grey" } as const;

/** Who cancelled or withdrew, when, the fee due and what goes back; or, for an unconfirmed address, how long the seats stay held. */
function LifecycleNote({ row }: { row: BookingRow }) {
  const lines: string[] = [];
  if (row.status === "cancelled") {
    if (row.cancelled_by === "expired") lines.push(m.expired);
    else if (row.withdrawn_at) lines.push(m.withdrawn(formatDateTime(row.withdrawn_at)));
    else if (row.cancelled_by && row.cancelled_at)
      lines.push(m.cancelledBy[row.cancelled_by](formatDateTime(row.cancelled_at)));
    if (row.cancellation_fee_cents) lines.push(m.feeDue(formatPrice(row.cancellation_fee_cents, row.currency)));
    // A withdrawal records what was paid: the coach transfers it back.
    if (row.refund_due_cents) lines.push(m.refundDue(formatPrice(row.refund_due_cents, row.currency)));
  } else if (row.hold_expires_at) {
    lines.push(m.holdUntil(formatDateTime(row.hold_expires_at)));
  }
  if (!lines.length) return null;
  return (
    <span className="flex max-w-56 flex-col text-xs text-muted">
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </span>
  );
}

/** Company, billing address, VAT ID and order number, folded under the total; nothing for a name-only booking. */
function BillingNote({ row }: { row: BookingRow }) {
  const lines = [
    row.company_name,
    row.billing_street,
    row.billing_postcode && row.billing_city ? `${row.billing_postcode} ${row.billing_city}` : null,
    row.billing_country,
    row.company_vat_id ? `${m.billing.vatId} ${row.company_vat_id}` : null,
    row.purchase_order ? `${m.billing.purchaseOrder} ${row.purchase_order}` : null,
  ].filter((line): line is string => Boolean(line));
  if (!lines.length) return null;
  return (
    <details className="text-xs">
      <summary className="cursor-pointer text-accent-strong">
        {m.billing.summary}
        <span className="sr-only">: {row.full_name}</span>
      </summary>
      <span className="mt-1 flex max-w-56 flex-col text-muted">
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </span>
    </details>
  );
}

const columns: Column<BookingRow>[] = [
  ...eventPersonColumns<BookingRow>(m.columns),
  {
    key: "total",
    label: m.columns.total,
    format: (row) => (
      <div className="inline-flex flex-col items-start gap-1 max-md:items-end">
        <span className="whitespace-nowrap">{formatPrice(row.total_cents, row.currency)}</span>
        {row.invoices.map((invoice) => (
          <a
            key={invoice.number}
            href={`/admin/rechnungen/${invoice.number}`}
            download
            className="text-xs text-accent-strong underline underline-offset-4"
          >
            {messages.invoice.download(messages.invoice.linkLabels[invoice.kind], invoice.number)}
          </a>
        ))}
        {/* A company booking with its address: each invoice has its e-invoice beside the PDF (decision 0155). */}
        {row.company_name && row.billing_street
          ? row.invoices.map((invoice) => (
              <a
                key={`${invoice.number}-xml`}
                href={`/admin/rechnungen/${invoice.number}/e-rechnung`}
                download
                className="text-xs text-accent-strong underline underline-offset-4"
              >
                {messages.invoice.eInvoiceDownload(messages.invoice.linkLabels[invoice.kind], invoice.number)}
              </a>
            ))
          : null}
        {/* For a client who asks (a public buyer, a Leitweg-ID as order number): the XRechnung 3.0 (issue 53). */}
        {row.company_name && row.billing_street
          ? row.invoices.map((invoice) => (
              <a
                key={`${invoice.number}-xrechnung`}
                href={`/admin/rechnungen/${invoice.number}/e-rechnung?format=xrechnung`}
                download
                className="text-xs text-accent-strong underline underline-offset-4"
              >
                {messages.invoice.xRechnungDownload(invoice.number)}
              </a>
            ))
          : null}
        <BillingNote row={row} />
      </div>
    ),
  },
  {
    key: "payment",
    label: pm.column,
    format: (row) => (
      <span className="inline-flex flex-col items-start gap-1 max-md:items-end">
        <StatusBadge tone={paymentTone[row.payment]}>{pm.states[row.payment]}</StatusBadge>
        {row.payment === "partial" ? (
          <span className="text-xs whitespace-nowrap text-muted">
            {pm.paidOf(formatPrice(row.paid_cents, row.currency), formatPrice(row.due_cents, row.currency))}
          </span>
        ) : null}
      </span>
    ),
  },
  {
    // The booking's state with the state of its latest e-mail beneath it.
    key: "status",
    label: m.columns.status,
    format: (row) => (
      <span className="inline-flex flex-col items-start gap-1 max-md:items-end">
        <StatusBadge tone={row.cancelled_by === "expired" ? "grey" : tone[row.status]}>{s[row.status]}</StatusBadge>
        <LifecycleNote row={row} />
        {/* An envelope instead of the word "E-Mail:" keeps the column narrow; screen readers hear the word. */}
        <StatusBadge tone={mailTone[row.mail]}>
          <span className="inline-flex items-center gap-1" title={m.columns.mail}>
            <Icon name="mail" className="size-3.5" />
            <span className="sr-only">{m.columns.email}: </span>
            {m.mail[row.mail]}
          </span>
        </StatusBadge>
      </span>
    ),
  },
  {
    key: "created_at",
    label: m.columns.created,
    // Date and time may break at the comma: on a laptop the status beside it stays in view.
    format: (row) => formatDateTime(row.created_at),
  },
];

/**
 * "Zahlung erfassen": a disclosure with date, method and an optional partial amount. Plain form
 * post, so it works before JavaScript; the server refuses more than is open.
 */
function RecordPayment({ row }: { row: BookingRow }) {
  const fetcher = useResultFetcher();
  const busy = fetcher.state !== "idle";
  if (row.payment !== "open" && row.payment !== "partial") return null;
  const field = "h-9 rounded-lg border border-line bg-white px-3 text-sm font-normal";
  return (
    <details className="text-sm">
      <summary className="cursor-pointer rounded-full px-3 py-1.5 font-medium text-accent-strong hover:bg-accent-soft">
        {pm.record}
        <span className="sr-only">: {row.full_name}</span>
      </summary>
      <fetcher.Form
        method="post"
        className="mt-2 flex min-w-56 flex-col gap-2 rounded-xl border border-line bg-white p-3"
      >
        <input type="hidden" name="id" value={row.id} />
        <label className="flex flex-col gap-1 font-medium">
          {pm.date}
          <input type="date" name="paid_on" required defaultValue={berlinToday()} className={field} />
        </label>
        <label className="flex flex-col gap-1 font-medium">
          {pm.method}
          <select name="method" className={field} defaultValue="transfer">
            {PAYMENT_METHOD_LIST.filter((method) => method.manual).map((method) => (
              <option key={method.id} value={method.id}>
                {method.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 font-medium">
          {pm.amount}
          <input name="amount" inputMode="decimal" placeholder="49,50" className={field} />
        </label>
        <label className="flex flex-col gap-1 font-medium">
          {pm.note}
          <input name="note" maxLength={200} className={field} />
        </label>
        <RowButton intent="pay" label={pm.submit} rowName={row.full_name} busy={busy} icon="check" variant="primary" />
      </fetcher.Form>
    </details>
  );
}

/**
 * "Erstatten" of a cancelled booking paid online (decision 0142): what the AGB give back (paid
 * beyond the cancellation fee) or everything, each one plain form post; the server decides the amount.
 */
function RefundOnline({ row }: { row: BookingRow }) {
  const fetcher = useResultFetcher();
  const busy = fetcher.state !== "idle";
  if (!row.paid_online || row.status !== "cancelled" || row.paid_cents <= 0) return null;
  const agbCents = Math.max(0, row.paid_cents - row.due_cents);
  const scopes = [
    ...(agbCents > 0 ? [{ scope: "agb", label: pm.refundAgb(formatPrice(agbCents, row.currency)) }] : []),
    ...(row.paid_cents > agbCents
      ? [{ scope: "full", label: pm.refundFull(formatPrice(row.paid_cents, row.currency)) }]
      : []),
  ];
  return (
    <details className="text-sm">
      <summary className="cursor-pointer rounded-full px-3 py-1.5 font-medium text-accent-strong hover:bg-accent-soft">
        {pm.refund}
        <span className="sr-only">: {row.full_name}</span>
      </summary>
      <div className="mt-2 flex min-w-56 flex-col gap-2 rounded-xl border border-line bg-white p-3">
        <p className="text-xs text-muted">{pm.refundHint}</p>
        {scopes.map(({ scope, label }) => (
          <fetcher.Form key={scope} method="post">
            <input type="hidden" name="id" value={row.id} />
            <input type="hidden" name="scope" value={scope} />
            <RowButton intent="refund" label={label} rowName={row.full_name} busy={busy} icon="check" />
          </fetcher.Form>
        ))}
      </div>
    </details>
  );
}

/** The "Zahlung" filter (`?payment=`), beside the event filter; keeps the other parameters. */
function PaymentFilter() {
  return (
    <SelectFilter
      name="payment"
      label={pm.filterLabel}
      allLabel={pm.all}
      options={PAYMENT_STATES.map((state) => ({ value: state, label: pm.states[state] }))}
      keep={["q", "event", "status"]}
    />
  );
}

/** The "Status" filter (`?status=`): "Wartet auf mich" is what needs the coach. */
function StateFilter() {
  return (
    <SelectFilter
      name="status"
      label={m.stateFilter.label}
      allLabel={m.stateFilter.all}
      options={BOOKING_STATE_FILTERS.map((state) => ({ value: state, label: m.stateFilter.options[state] }))}
      keep={["q", "event", "payment"]}
    />
  );
}

/**
 * "Alle bestätigen" beside the list filtered to what waits for the coach: the rows on this page,
 * asked first with JavaScript (without it, the form posts directly, as a row's buttons do).
 */
function ConfirmAllButton({ rows, onAsk }: { rows: BookingRow[]; onAsk: () => void }) {
  const fetcher = useResultFetcher();
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="ids" value={rows.map((row) => row.id).join(",")} />
      <RowButton
        intent="confirmMany"
        label={m.confirmAll(rows.length)}
        rowName={m.stateFilter.options.wartet}
        busy={fetcher.state !== "idle"}
        icon="check"
        variant="primary"
        ask={onAsk}
      />
    </fetcher.Form>
  );
}

/** Confirm and cancel; with JavaScript, both ask first (without it, the form posts directly). */
function StatusActions({
  row,
  onConfirm,
  onCancel,
}: {
  row: BookingRow;
  onConfirm: (row: BookingRow) => void;
  onCancel: (row: BookingRow) => void;
}) {
  const fetcher = useResultFetcher();
  const busy = fetcher.state !== "idle";
  if (row.status === "cancelled") return null;
  return (
    <fetcher.Form method="post" className="flex gap-1 md:flex-col md:items-stretch">
      <input type="hidden" name="id" value={row.id} />
      {row.status === "pending" ? (
        <RowButton
          intent="confirm"
          label={m.confirm}
          rowName={row.full_name}
          busy={busy}
          icon="check"
          ask={() => onConfirm(row)}
        />
      ) : null}
      <RowButton
        intent="cancel"
        label={m.cancel}
        rowName={row.full_name}
        busy={busy}
        icon="cancel"
        variant="ghost"
        ask={() => onCancel(row)}
      />
    </fetcher.Form>
  );
}

export default function AdminBookings({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const [cancelling, setCancelling] = useState<BookingRow | null>(null);
  const [confirming, setConfirming] = useState<BookingRow | null>(null);
  const [confirmingAll, setConfirmingAll] = useState(false);
  const waiting = params.get("status") === "wartet" ? loaderData.rows.filter((row) => row.status === "pending") : [];
  const eventId = params.get("event");
  const csvParams = new URLSearchParams();
  for (const key of ["event", "q", "payment", "status"]) {
    const value = params.get(key);
    if (value) csvParams.set(key, value);
  }
  const toolbar = (
    <>
      <EventFilter events={loaderData.events} />
      {eventId ? (
        <Link
          to={`/admin/events/${encodeURIComponent(eventId)}/teilnehmer`}
          className={buttonClass("secondary", "sm", "h-10")}
        >
          {adminMessages.participants.title}
        </Link>
      ) : null}
      <StateFilter />
      <PaymentFilter />
      {waiting.length ? <ConfirmAllButton rows={waiting} onAsk={() => setConfirmingAll(true)} /> : null}
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
        texts={m}
        list={loaderData}
        columns={columns}
        toolbar={toolbar}
        rowActions={(row) => (
          <div className="flex flex-col gap-1">
            <StatusActions row={row} onConfirm={setConfirming} onCancel={setCancelling} />
            <RecordPayment row={row} />
            <RefundOnline row={row} />
          </div>
        )}
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
      <ConfirmAction
        id={confirming?.id ?? null}
        intent="confirm"
        variant="primary"
        texts={{
          ...m.confirmConfirm,
          text: confirming
            ? m.confirmConfirm.text(confirming.full_name, confirming.event_title, confirming.total_cents > 0)
            : "",
        }}
        onClose={() => setConfirming(null)}
      />
      <ConfirmAction
        id={confirmingAll ? "" : null}
        intent="confirmMany"
        variant="primary"
        fields={{ ids: waiting.map((row) => row.id).join(",") }}
        texts={{ ...m.confirmAllDialog, text: m.confirmAllDialog.text(waiting.length) }}
        onClose={() => setConfirmingAll(false)}
      />
    </>
  );
}
