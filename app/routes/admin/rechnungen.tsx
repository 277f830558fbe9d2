import { data, Form, Link, useNavigation } from "react-router";
import * as v from "valibot";
import { buttonClass } from "~/components/ui/button";
import { AnswerNotice } from "~/features/compositions/admin/answer-notice";
import { adminHeaders, failed, loadListPage, runAdminAction } from "~/features/compositions/admin/crud.server";
import { Pagination, PlainTable, SearchBox, StatusBadge } from "~/features/compositions/admin/data-table";
import { formatDate } from "~/features/compositions/admin/format";
import { Icon } from "~/features/compositions/admin/icons";
import { AdminPageHeading } from "~/features/compositions/admin/page-parts";
import type { AdminResult } from "~/features/compositions/admin/result";
import { requireAdmin } from "~/features/core/auth/session.server";
import { cancelManualInvoice, invoiceListPage, type InvoiceListRow } from "~/features/core/invoices/manual.server";
import { InvoiceNumberParam } from "~/features/core/invoices/params";
import { getCloudflare } from "~/lib/context";
import { messages } from "~/lib/messages";
import { adminMessages } from "~/lib/messages.admin";
import { formatPrice } from "~/lib/money";
import type { Route } from "./+types/rechnungen";

const m = adminMessages.invoices;

/** Every invoice, newest first, with its documents (issue 53). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  return data(await loadListPage(request, (page) => invoiceListPage(env, page)), { headers: adminHeaders });
}

/** "cancel": the Stornorechnung of an invoice without a booking; `id` is its number. */
export function action(args: Route.ActionArgs) {
  return runAdminAction(args, m.cancelError, {
    cancel: async ({ env, id }) => {
      const number = v.safeParse(InvoiceNumberParam, id);
      if (!number.success) return failed(m.cancelError, adminMessages.form.invalidRequest, 400);
      const cancellation = await cancelManualInvoice(env, number.output);
      return cancellation
        ? { ok: true, toast: m.cancelled(cancellation.number, number.output) }
        : failed(m.cancelError, m.notCancellable);
    },
  });
}

const kindTone = { invoice: "green", cancellation: "red", fee: "yellow" } as const;

function Documents({ row }: { row: InvoiceListRow }) {
  const link = "inline-flex items-center gap-1 text-accent-strong underline underline-offset-2";
  return (
    <div className="flex flex-col items-start gap-1">
      <a href={`/admin/rechnungen/${row.number}`} className={link} aria-label={m.pdf(row.number)} download>
        <Icon name="download" />
        PDF
      </a>
      {row.eInvoice ? (
        <a href={`/admin/rechnungen/${row.number}/e-rechnung`} className={link} aria-label={m.xml(row.number)} download>
          <Icon name="download" />
          XML
        </a>
      ) : null}
      {row.xrechnung ? (
        <a
          href={`/admin/rechnungen/${row.number}/e-rechnung?format=xrechnung`}
          className={link}
          aria-label={m.xrechnung(row.number)}
          download
        >
          <Icon name="download" />
          XRechnung
        </a>
      ) : null}
    </div>
  );
}

/** A disclosure (works without JavaScript) that issues the Stornorechnung once confirmed. */
function CancelInvoice({ row, busy }: { row: InvoiceListRow; busy: boolean }) {
  return (
    <details className="mt-2 text-sm">
      <summary className="cursor-pointer text-accent-strong underline underline-offset-2">{m.cancel}</summary>
      <Form method="post" className="mt-2 flex max-w-56 flex-col gap-2">
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="id" value={row.number} />
        <p className="text-muted">{m.cancelHint}</p>
        <button
          type="submit"
          disabled={busy}
          aria-label={m.cancelLabel(row.number)}
          className={buttonClass("danger", "sm", "self-start")}
        >
          {m.cancel}
        </button>
      </Form>
    </details>
  );
}

export default function Invoices({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const { rows, page } = loaderData;
  const c = m.columns;
  return (
    <section aria-labelledby="rechnungen" className="flex max-w-6xl flex-col gap-6">
      <AdminPageHeading id="rechnungen" title={m.title} intro={m.intro} />
      <AnswerNotice answer={actionData as AdminResult | undefined} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SearchBox label={m.searchLabel} />
        <Link to="/admin/rechnungen/neu" className={buttonClass("primary", "md")}>
          <Icon name="plus" />
          {m.newLink}
        </Link>
      </div>
      {rows.length === 0 ? (
        <p className="text-muted">{m.none}</p>
      ) : (
        <PlainTable columns={[c.number, c.issued, c.kind, c.recipient, c.amount, c.documents]}>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-line align-top" data-testid="invoice-row">
              <th scope="row" className="px-3 py-2 font-mono font-semibold whitespace-nowrap">
                {row.number}
              </th>
              <td className="px-3 py-2 whitespace-nowrap">{formatDate(row.issuedAt)}</td>
              <td className="px-3 py-2">
                <div className="flex flex-col items-start gap-1">
                  <StatusBadge tone={kindTone[row.kind]}>{messages.invoice.linkLabels[row.kind]}</StatusBadge>
                  {row.manual ? <span className="text-muted">{m.withoutBooking}</span> : null}
                  {row.refersTo ? <span className="text-muted">{m.cancels(row.refersTo)}</span> : null}
                  {row.cancelledBy ? <span className="text-muted">{m.cancelledBy(row.cancelledBy)}</span> : null}
                </div>
              </td>
              <td className="px-3 py-2 [overflow-wrap:anywhere]">{row.recipient}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                {formatPrice(row.grossCents, row.currency)}
              </td>
              <td className="px-3 py-2">
                <Documents row={row} />
                {row.manual && row.kind === "invoice" && !row.cancelledBy ? (
                  <CancelInvoice row={row} busy={busy} />
                ) : null}
              </td>
            </tr>
          ))}
        </PlainTable>
      )}
      <Pagination page={page} />
    </section>
  );
}
