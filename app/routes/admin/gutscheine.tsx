import { data, Form, useNavigation } from "react-router";
import { AnswerNotice } from "~/features/compositions/admin/answer-notice";
import { adminHeaders, failed, runAdminAction } from "~/features/compositions/admin/crud.server";
import { PlainTable, StatusBadge } from "~/features/compositions/admin/data-table";
import { formatDate } from "~/features/compositions/admin/format";
import { requireAdmin } from "~/features/core/auth/session.server";
import { formatPrice } from "~/lib/money";
import { formatVoucherCode } from "~/features/products/vouchers/code";
import { listVouchers, markVoucherPaid, type VoucherListRow } from "~/features/products/vouchers/vouchers.server";
import { getCloudflare } from "~/lib/context";
import { adminMessages } from "~/lib/messages.admin";
import { berlinToday, isCalendarDay } from "~/lib/today";
import type { Route } from "./+types/gutscheine";

const m = adminMessages.vouchers;

export async function loader({ context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  return data({ vouchers: await listVouchers(env), today: berlinToday() }, { headers: adminHeaders });
}

export async function action(args: Route.ActionArgs) {
  return runAdminAction(args, m.markError, {
    // "Als bezahlt markieren": the voucher becomes valid and its e-mails go (vouchers.server.ts).
    markPaid: async ({ form, env, id }) => {
      const day = (form.paid_on ?? "").trim();
      if (!isCalendarDay(day) || day > berlinToday()) return failed(m.markError, m.invalidDay, 400);
      return (await markVoucherPaid(env, id, day, "transfer"))
        ? { ok: true, toast: m.marked }
        : failed(m.markError, m.alreadyPaid);
    },
  });
}

const tone = { unpaid: "yellow", valid: "green", used_up: "grey", expired: "grey", refunded: "grey" } as const;

function Delivery({ voucher }: { voucher: VoucherListRow }) {
  if (voucher.delivered_at) return <>{m.sent}</>;
  if (!voucher.recipient_email) return <>{m.toBuyer}</>;
  return (
    <>
      {voucher.recipient_email}
      {voucher.deliver_on ? <span className="block">{m.sendOn(formatDate(voucher.deliver_on))}</span> : null}
    </>
  );
}

function VoucherTable({ vouchers, today }: { vouchers: VoucherListRow[]; today: string }) {
  const busy = useNavigation().state === "submitting";
  const c = m.columns;
  if (!vouchers.length) return <p className="text-muted">{m.none}</p>;
  return (
    // Seven columns that fit 1280 px beside the menu (issue 56): the recipient with the delivery
    // below, the code with its last day below, e-mail addresses wrap.
    <PlainTable columns={[c.reference, c.value, c.balance, c.state, c.buyer, c.recipientDelivery, c.codeValidUntil]}>
      {vouchers.map((voucher) => (
        <tr key={voucher.id} className="border-t border-line align-top" data-testid="voucher-row">
          <th scope="row" className="px-3 py-2 font-mono font-semibold">
            {voucher.reference}
          </th>
          <td className="px-3 py-2 whitespace-nowrap">{formatPrice(voucher.value_cents, "EUR")}</td>
          <td className="px-3 py-2 whitespace-nowrap" data-testid="voucher-balance">
            {formatPrice(voucher.balance_cents, "EUR")}
          </td>
          <td className="px-3 py-2">
            <div className="flex flex-col items-start gap-2">
              <StatusBadge tone={tone[voucher.state]}>{m.states[voucher.state]}</StatusBadge>
              {voucher.paid_on ? (
                <span className="text-muted">
                  {m.paidOn(formatDate(voucher.paid_on))}
                  {voucher.refunded_cents > 0 && voucher.refunded_on ? (
                    <span className="block">
                      {m.refundedOn(formatPrice(voucher.refunded_cents, "EUR"), formatDate(voucher.refunded_on))}
                    </span>
                  ) : null}
                </span>
              ) : (
                <Form method="post" className="flex flex-col gap-2">
                  <input type="hidden" name="intent" value="markPaid" />
                  <input type="hidden" name="id" value={voucher.id} />
                  <label className="flex flex-col gap-1 text-xs text-muted">
                    {m.paidDay}
                    <input
                      type="date"
                      name="paid_on"
                      defaultValue={today}
                      max={today}
                      required
                      className="rounded-lg border border-line px-2 py-1 text-sm text-ink"
                    />
                  </label>
                  <button
                    type="submit"
                    disabled={busy}
                    aria-label={m.markPaidLabel(voucher.reference)}
                    className="rounded-full border border-line px-3 py-1 text-sm font-medium text-accent-strong hover:bg-paper focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60"
                  >
                    {m.markPaid}
                  </button>
                </Form>
              )}
            </div>
          </td>
          <td className="px-3 py-2 [overflow-wrap:anywhere]">
            {voucher.buyer_name}
            <span className="block text-muted">{voucher.buyer_email}</span>
          </td>
          <td className="px-3 py-2 [overflow-wrap:anywhere]">
            {voucher.recipient_name}
            <span className="block text-muted">
              <Delivery voucher={voucher} />
            </span>
          </td>
          {/* The code only once paid: before, it redeems nothing and is nobody's business. */}
          <td className="px-3 py-2">
            <span className="font-mono whitespace-nowrap">
              {voucher.paid_on ? formatVoucherCode(voucher.code) : "–"}
            </span>
            <span className="block whitespace-nowrap text-muted">{m.validUntil(formatDate(voucher.valid_until))}</span>
          </td>
        </tr>
      ))}
    </PlainTable>
  );
}

export default function Vouchers({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section aria-labelledby="gutscheine" className="flex max-w-6xl flex-col gap-6">
      <h1 id="gutscheine" className="text-3xl sm:text-4xl">
        {m.title}
      </h1>
      <p className="max-w-3xl text-muted">{m.intro}</p>
      <AnswerNotice answer={actionData} />
      <VoucherTable vouchers={loaderData.vouchers} today={loaderData.today} />
    </section>
  );
}
