import { and, desc, eq, inArray, isNull, type SQLWrapper, sql } from "drizzle-orm";
import { holdsSeat, isoNow, type SqlNow } from "~/features/products/events/seats.server";
import { formatLongDate } from "~/features/products/events/format";
import { formatPrice } from "~/lib/money";
import { renderMail } from "~/features/core/mail/layout";
import { enqueueOutbox, outboxInsert } from "~/features/core/mail/outbox.server";
import type { MailDraft } from "~/features/core/mail/types";
import { getDb, inParameterSlices, insertWithBooking, qualified as q, schema } from "~/lib/db.server";
import { getMailMessages } from "~/lib/mail-messages.server";
import { localizePath } from "~/lib/locale";
import { siteOrigin } from "~/lib/request.server";
import { berlinToday } from "~/lib/today";
import { logEvent } from "~/lib/log";
// The methods' names from the schema, not features/core/payments: payments' statement match builds on
// vouchers (decision 0162), so vouchers stay below it.
import type { PAYMENT_METHODS } from "~db/enums";
import { formatVoucherCode, normalizeVoucherCode, voucherShareCents } from "./code";
import { voucherAttachment } from "./pdf.server";

const vouchersTable = schema.vouchers;
const voucherRedemptionsTable = schema.voucherRedemptions;
const bookingsTable = schema.bookings;
const p = sql.placeholder;

/** A drizzle query as a plain D1 statement, for `env.DB.batch` beside compiled and conditional ones. */
export const asStatement = (env: Pick<Env, "DB">, query: { toSQL(): { sql: string; params: unknown[] } }) => {
  const { sql: text, params } = query.toSQL();
  return env.DB.prepare(text).bind(...params);
};

/**
 * What a voucher's redemptions took at `now`: only those whose bookings hold seats (decision 0152),
 * so a cancelled booking, or an unconfirmed hold that ran out, gives its amount back to the voucher.
 */
export const voucherUsedSql = (voucherId: SQLWrapper | string, now: SqlNow) =>
  sql<number>`(SELECT COALESCE(SUM(${q(voucherRedemptionsTable, voucherRedemptionsTable.amount_cents)}), 0) FROM ${voucherRedemptionsTable}
    INNER JOIN ${bookingsTable} ON ${q(bookingsTable, bookingsTable.id)} = ${q(voucherRedemptionsTable, voucherRedemptionsTable.booking_id)}
    WHERE ${q(voucherRedemptionsTable, voucherRedemptionsTable.voucher_id)} = ${voucherId} AND ${holdsSeat(now)})`;

/** The placeholders the booking insert binds for a voucher (NULL and 0 without one). */
export type VoucherGuardValues = "voucherId" | "voucherCents" | "today";

/**
 * The voucher's part of the booking insert's WHERE clause (decision 0152, like the discount code's
 * in 0140): without a voucher true; with one, paid, not past its last day, for a booking in euros,
 * and with at least `voucherCents` left. In the statement that writes the booking, so ten bookings
 * at once cannot spend one balance twice.
 */
export function voucherGuardSql(event: { currency: SQLWrapper }, now: SqlNow): SQLWrapper {
  const voucherId = p("voucherId");
  return sql`(${voucherId} IS NULL OR EXISTS (
    SELECT 1 FROM ${vouchersTable}
    WHERE ${q(vouchersTable, vouchersTable.id)} = ${voucherId} AND ${q(vouchersTable, vouchersTable.paid_on)} IS NOT NULL
      AND ${q(vouchersTable, vouchersTable.valid_until)} >= ${p("today")} AND ${event.currency} = 'EUR'
      AND ${q(vouchersTable, vouchersTable.value_cents)} - ${q(vouchersTable, vouchersTable.refunded_cents)} - ${voucherUsedSql(q(vouchersTable, vouchersTable.id), now)} >= ${p("voucherCents")}))`;
}

/** What the voucher paid of a booking, in its batch right after its insert (`insertWithBooking`). */
export const voucherRedemptionInsert = insertWithBooking(voucherRedemptionsTable, {
  id: voucherRedemptionsTable.id,
  voucherId: voucherRedemptionsTable.voucher_id,
  bookingId: voucherRedemptionsTable.booking_id,
  amountCents: voucherRedemptionsTable.amount_cents,
  now: voucherRedemptionsTable.created_at,
});

export interface VoucherBalance {
  id: string;
  code: string;
  value_cents: number;
  /** Paid back through the provider (decision 0173): no longer on the voucher. */
  refunded_cents: number;
  paid_on: string | null;
  valid_until: string;
  balance_cents: number;
}

/** A voucher by what the visitor typed (any case, with or without hyphens), with its balance now; null when unknown. */
export async function readVoucher(env: Pick<Env, "DB">, typed: string, now: Date): Promise<VoucherBalance | null> {
  const code = normalizeVoucherCode(typed);
  if (!code) return null;
  const [row] = await getDb(env)
    .select({
      id: vouchersTable.id,
      code: vouchersTable.code,
      value_cents: vouchersTable.value_cents,
      refunded_cents: vouchersTable.refunded_cents,
      paid_on: vouchersTable.paid_on,
      valid_until: vouchersTable.valid_until,
      used: voucherUsedSql(q(vouchersTable, vouchersTable.id), now),
    })
    .from(vouchersTable)
    .where(eq(vouchersTable.code, code))
    .limit(1);
  if (!row) return null;
  const { used, ...voucher } = row;
  return { ...voucher, balance_cents: balanceOf(voucher, Number(used)) };
}

/** What is left on a voucher: its value less what the provider paid back and what bookings hold (never below 0). */
const balanceOf = (voucher: { value_cents: number; refunded_cents: number }, used: number) =>
  Math.max(0, voucher.value_cents - voucher.refunded_cents - used);

export type VoucherProblem = "unknown" | "voucher_unpaid" | "voucher_expired" | "voucher_used_up" | "not_for_event";

export type VoucherVerdict =
  { ok: true; voucher: VoucherBalance; cents: number } | { ok: false; problem: VoucherProblem };

/**
 * Whether a voucher pays part of a charge of `chargeCents` today (Berlin), and how much: the same
 * conditions the insert's guard (`voucherGuardSql`) checks again when it writes.
 */
export function judgeVoucher(
  voucher: VoucherBalance | null,
  event: { currency: string },
  chargeCents: number,
  now: Date,
): VoucherVerdict {
  if (!voucher) return { ok: false, problem: "unknown" };
  if (!voucher.paid_on) return { ok: false, problem: "voucher_unpaid" };
  if (voucher.valid_until < berlinToday(now)) return { ok: false, problem: "voucher_expired" };
  // A euro voucher pays euros only (as an amount code, decision 0140).
  if (event.currency !== "EUR") return { ok: false, problem: "not_for_event" };
  if (voucher.balance_cents <= 0) return { ok: false, problem: "voucher_used_up" };
  return { ok: true, voucher, cents: voucherShareCents(voucher.balance_cents, chargeCents) };
}

/** A voucher's row as the mails and the PDF read it. */
export type VoucherRow = typeof vouchersTable.$inferSelect;

/** Who the voucher's e-mail goes to, and when, in words for the buyer. */
export function deliveryText(voucher: VoucherRow): string {
  const m = getMailMessages(voucher.locale).voucher;
  if (!voucher.recipient_email) return m.toBuyer;
  return voucher.deliver_on
    ? m.toRecipientOn(voucher.recipient_email, formatLongDate(voucher.deliver_on, voucher.locale))
    : m.toRecipientNow(voucher.recipient_email);
}

/** The buyer's receipt once the money is there; with the PDF when the voucher goes to her. */
function paidMail(voucher: VoucherRow): MailDraft {
  const m = getMailMessages(voucher.locale).voucher;
  const toBuyer = !voucher.recipient_email;
  const when = voucher.deliver_on ? formatLongDate(voucher.deliver_on, voucher.locale) : "";
  const body = renderMail({
    locale: voucher.locale,
    heading: m.paid.heading,
    greeting: m.paid.greeting(voucher.buyer_name),
    paragraphs: [toBuyer ? m.paid.toBuyer : m.paid.toRecipient(voucher.recipient_name, when), m.paid.receipt],
    details: [
      [m.rows.reference, voucherReference(voucher.id)],
      [m.rows.amount, formatPrice(voucher.value_cents, "EUR", voucher.locale)],
      [m.rows.vat, m.paid.noVat],
      [m.rows.paidOn, formatLongDate(voucher.paid_on ?? "", voucher.locale)],
      [m.rows.recipient, voucher.recipient_name],
      ...(toBuyer
        ? ([
            [m.rows.code, formatVoucherCode(voucher.code)],
            [m.rows.validUntil, formatLongDate(voucher.valid_until, voucher.locale)],
          ] as [string, string][])
        : []),
    ],
  });
  return {
    kind: "voucher-paid",
    dedupeKey: `voucher-paid:${voucher.id}`,
    refId: voucher.id,
    to: voucher.buyer_email,
    subject: m.paid.subject,
    ...body,
    ...(toBuyer ? { attachments: [voucherAttachment(voucher)] } : {}),
  };
}

/** The voucher itself to the person it is for, on the day the buyer chose. */
function deliveryMail(env: Pick<Env, "SITE_URL">, voucher: VoucherRow & { recipient_email: string }): MailDraft {
  const m = getMailMessages(voucher.locale).voucher.delivery;
  const body = renderMail({
    locale: voucher.locale,
    heading: m.heading,
    greeting: m.greeting(voucher.recipient_name),
    paragraphs: m.paragraphs(voucher.buyer_name),
    action: { label: m.action, url: new URL(localizePath("/angebote", voucher.locale), siteOrigin(env)).toString() },
  });
  return {
    kind: "voucher-delivery",
    dedupeKey: `voucher-delivery:${voucher.id}`,
    refId: voucher.id,
    to: voucher.recipient_email,
    subject: m.subject(voucher.buyer_name),
    ...body,
    attachments: [voucherAttachment(voucher)],
  };
}

/** The order number on the transfer and in the e-mails: never the code, which a bank statement would show. */
export const voucherReference = (voucherId: string) => voucherId.replace(/-/g, "").slice(0, 8).toUpperCase();
export const voucherTransferReference = (voucherId: string) => `Gutschein ${voucherReference(voucherId)}`;

const isDue = (voucher: VoucherRow, today: string) => !voucher.deliver_on || voucher.deliver_on <= today;

/**
 * The e-mails a paid voucher owes now: the buyer's receipt (once), and the voucher to the
 * recipient once its day has come (once). Each is recorded with its dedupe key and `delivered_at`
 * in one batch, so a repeated call (the cron, a second click) sends nothing twice.
 */
async function sendOwedMails(env: Pick<Env, "DB" | "MAIL_QUEUE" | "SITE_URL">, voucher: VoucherRow, now: Date) {
  // An erased voucher (decision 0228) has no address left: paid or due, it is mailed to nobody.
  if (!voucher.paid_on || !voucher.buyer_email) return;
  const drafts: MailDraft[] = [paidMail(voucher)];
  const deliver = voucher.delivered_at === null && isDue(voucher, berlinToday(now));
  if (deliver && voucher.recipient_email)
    drafts.push(deliveryMail(env, { ...voucher, recipient_email: voucher.recipient_email }));
  const results = await env.DB.batch<{ id: string }>([
    ...drafts.map((draft) => asStatement(env, outboxInsert(env, draft))),
    ...(deliver
      ? [
          asStatement(
            env,
            getDb(env)
              .update(vouchersTable)
              .set({ delivered_at: isoNow(now) })
              .where(eq(vouchersTable.id, voucher.id)),
          ),
        ]
      : []),
  ]);
  const ids = results.flatMap((result) => result.results.map((row) => row.id)).filter(Boolean);
  await enqueueOutbox(env, ids);
}

/**
 * Records a voucher's payment (the coach's "als bezahlt markieren", or an online payment) and sends
 * what is due: the voucher becomes valid by this very update. False when it was paid already or
 * does not exist (nothing changes).
 */
export async function markVoucherPaid(
  env: Pick<Env, "DB" | "MAIL_QUEUE" | "SITE_URL">,
  voucherId: string,
  paidOn: string,
  method: (typeof PAYMENT_METHODS)[number],
  now = new Date(),
  providerRef: string | null = null,
): Promise<boolean> {
  const [paid] = await getDb(env)
    .update(vouchersTable)
    .set({ paid_on: paidOn, paid_method: method, provider_ref: providerRef })
    .where(sql`${vouchersTable.id} = ${voucherId} AND ${vouchersTable.paid_on} IS NULL`)
    .returning();
  if (!paid) return false;
  await sendOwedMails(env, paid, now);
  return true;
}

/** The cron's part: paid vouchers whose day has come and that were not sent yet. */
export async function deliverDueVouchers(env: Pick<Env, "DB" | "MAIL_QUEUE" | "SITE_URL">, now: Date): Promise<number> {
  const due = await getDb(env)
    .select()
    .from(vouchersTable)
    .where(
      sql`${vouchersTable.delivered_at} IS NULL AND ${vouchersTable.paid_on} IS NOT NULL AND ${vouchersTable.buyer_email} <> '' AND (${vouchersTable.deliver_on} IS NULL OR ${vouchersTable.deliver_on} <= ${berlinToday(now)})`,
    )
    .limit(50);
  for (const voucher of due) await sendOwedMails(env, voucher, now);
  return due.length;
}

/** The back office's list: every voucher with its balance now, newest first. */
export async function listVouchers(env: Pick<Env, "DB">, now = new Date()) {
  const rows = await getDb(env)
    .select({
      id: vouchersTable.id,
      code: vouchersTable.code,
      value_cents: vouchersTable.value_cents,
      buyer_name: vouchersTable.buyer_name,
      buyer_email: vouchersTable.buyer_email,
      recipient_name: vouchersTable.recipient_name,
      recipient_email: vouchersTable.recipient_email,
      deliver_on: vouchersTable.deliver_on,
      paid_on: vouchersTable.paid_on,
      paid_method: vouchersTable.paid_method,
      refunded_cents: vouchersTable.refunded_cents,
      refunded_on: vouchersTable.refunded_on,
      valid_until: vouchersTable.valid_until,
      delivered_at: vouchersTable.delivered_at,
      created_at: vouchersTable.created_at,
      used: voucherUsedSql(q(vouchersTable, vouchersTable.id), now),
    })
    .from(vouchersTable)
    .orderBy(desc(vouchersTable.created_at));
  const today = berlinToday(now);
  return rows.map(({ used, ...row }) => {
    const balance_cents = balanceOf(row, Number(used));
    const state = !row.paid_on
      ? ("unpaid" as const)
      : row.refunded_cents >= row.value_cents
        ? ("refunded" as const)
        : row.valid_until < today
          ? ("expired" as const)
          : balance_cents <= 0
            ? ("used_up" as const)
            : ("valid" as const);
    return { ...row, reference: voucherReference(row.id), balance_cents, state };
  });
}
export type VoucherListRow = Awaited<ReturnType<typeof listVouchers>>[number];

/** One online payment of a voucher order as the provider reports it (Stripe's Checkout session). */
export interface VoucherOnlinePayment {
  voucherId: string;
  amountCents: number;
  /** As Stripe writes it ("eur"). */
  currency: string;
  /** The PaymentIntent (`pi_…`), stored on the voucher (unique). */
  providerRef: string;
}

export type VoucherOnlinePaymentOutcome = "paid" | "already_paid" | "short" | "unknown";

/**
 * A voucher order paid online (decision 0162): the provider's amount must cover the voucher's value
 * in euros (the server decided it when the session was made, and a short amount activates nothing);
 * then `markVoucherPaid`, the coach's own "als bezahlt markieren", which makes the code valid and
 * sends its e-mails once, however often and in whatever order the provider reports it.
 */
export async function recordVoucherOnlinePayment(
  env: Pick<Env, "DB" | "MAIL_QUEUE" | "SITE_URL">,
  payment: VoucherOnlinePayment,
  now = new Date(),
): Promise<VoucherOnlinePaymentOutcome> {
  const [voucher] = await getDb(env)
    .select({ value_cents: vouchersTable.value_cents })
    .from(vouchersTable)
    .where(eq(vouchersTable.id, payment.voucherId))
    .limit(1);
  if (!voucher) return "unknown";
  if (payment.currency.toUpperCase() !== "EUR" || payment.amountCents < voucher.value_cents) {
    logEvent("voucher-payment-short", { cents: payment.amountCents });
    return "short";
  }
  if (await markVoucherPaid(env, payment.voucherId, berlinToday(now), "provider", now, payment.providerRef)) {
    return "paid";
  }
  // Paid before: by this payment (a repeated event), or by a transfer the coach recorded, in which
  // case the money came twice and she pays one back (the log line tells her without personal data).
  const [paid] = await getDb(env)
    .select({ provider_ref: vouchersTable.provider_ref })
    .from(vouchersTable)
    .where(eq(vouchersTable.id, payment.voucherId))
    .limit(1);
  if (paid?.provider_ref !== payment.providerRef) logEvent("voucher-paid-twice", { cents: payment.amountCents });
  return "already_paid";
}

/**
 * Stripe's `charge.refunded` for a voucher paid online (decision 0173): `refundedTotalCents` is the
 * provider's running total for the payment, so the voucher keeps the largest total it has heard of
 * (at most its value). One conditional UPDATE: any number of deliveries, in any order, record it
 * once. True when the payment was a voucher's and the total grew.
 */
export async function recordVoucherProviderRefund(
  env: Pick<Env, "DB">,
  paymentRef: string,
  refundedTotalCents: number,
  refundedOn: string,
): Promise<boolean> {
  const updated = await getDb(env)
    .update(vouchersTable)
    .set({ refunded_cents: sql`MIN(${vouchersTable.value_cents}, ${refundedTotalCents})`, refunded_on: refundedOn })
    .where(
      and(
        eq(vouchersTable.provider_ref, paymentRef),
        sql`MIN(${vouchersTable.value_cents}, ${refundedTotalCents}) > ${vouchersTable.refunded_cents}`,
      ),
    )
    .returning({ id: vouchersTable.id });
  if (updated.length) logEvent("voucher-refunded-online", { cents: refundedTotalCents });
  return updated.length > 0;
}

/** The order a transfer names ("Gutschein 1A2B3C4D", also "GUTSCHEIN1A2B3C4D"): `voucherTransferReference`. */
export function voucherReferenceIn(purpose: string): string | null {
  return /gutschein\s*([0-9a-f]{8})\b/i.exec(purpose)?.[1]?.toUpperCase() ?? null;
}

/** Unpaid voucher orders by their order numbers (`voucherReference`), for the statement match (decision 0162). */
export async function unpaidVouchersByReference(env: Pick<Env, "DB">, references: string[]) {
  if (!references.length) return [];
  return inParameterSlices(references, (slice) =>
    getDb(env)
      .select({ id: vouchersTable.id, buyer_name: vouchersTable.buyer_name, value_cents: vouchersTable.value_cents })
      .from(vouchersTable)
      .where(and(isNull(vouchersTable.paid_on), inArray(sql`upper(substr(${vouchersTable.id}, 1, 8))`, slice))),
  );
}

/**
 * A voucher order's transfer found on the statement and ticked by the coach: paid through
 * `markVoucherPaid` (her own click's function) only when the amount is the voucher's value; a
 * voucher has no part payment. "recorded", "duplicate" (paid before) or "refused".
 */
export async function recordVoucherTransfer(
  env: Pick<Env, "DB" | "MAIL_QUEUE" | "SITE_URL">,
  voucherId: string,
  amountCents: number,
  paidOn: string,
  now = new Date(),
): Promise<"recorded" | "duplicate" | "refused"> {
  const [voucher] = await getDb(env)
    .select({ value_cents: vouchersTable.value_cents, paid_on: vouchersTable.paid_on })
    .from(vouchersTable)
    .where(eq(vouchersTable.id, voucherId))
    .limit(1);
  if (!voucher || voucher.value_cents !== amountCents) return "refused";
  if (voucher.paid_on) return "duplicate";
  return (await markVoucherPaid(env, voucherId, paidOn, "transfer", now)) ? "recorded" : "duplicate";
}
