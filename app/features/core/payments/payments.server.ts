import { isCalendarDay } from "~/lib/today";
import { and, eq, getTableName, inArray, ne, sql, type Column, type SQL } from "drizzle-orm";
import * as v from "valibot";
import { PAYMENT_METHOD_LIST, type PaymentStateKind } from "./state";
import { getDb, inParameterSlices, schema } from "~/lib/db.server";

const bookingsTable = schema.bookings;
const paymentsTable = schema.payments;
const col = (column: { name: string }) => sql.identifier(column.name);
/**
 * "table"."column", always: drizzle leaves columns unqualified in single-table queries, and inside
 * the payments subquery an unqualified "id" would mean the payment's id, not the booking's.
 */
const qualified = (column: Column) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
const bq = {
  id: qualified(bookingsTable.id),
  status: qualified(bookingsTable.status),
  total: qualified(bookingsTable.total_cents),
  voucher: qualified(bookingsTable.voucher_cents),
  fee: qualified(bookingsTable.cancellation_fee_cents),
};

/**
 * What a booking owes: the total less what a value voucher paid of it (decision 0152), or after a
 * cancellation only the AGB fee (often nothing).
 */
export const amountDueSql = sql<number>`CASE WHEN ${bq.status} = 'cancelled' THEN COALESCE(${bq.fee}, 0) ELSE ${bq.total} - ${bq.voucher} END`;
const refundsTable = schema.refunds;
/** What stays received for a booking: its payments less what was paid back (decision 0142). */
export const paidSql = sql<number>`((SELECT COALESCE(SUM(${qualified(paymentsTable.amount_cents)}), 0) FROM ${paymentsTable} WHERE ${qualified(paymentsTable.booking_id)} = ${bq.id})
  - (SELECT COALESCE(SUM(${qualified(refundsTable.amount_cents)}), 0) FROM ${refundsTable} WHERE ${qualified(refundsTable.booking_id)} = ${bq.id}))`;

/** SQL condition for the admin list filter "Zahlung: offen/teilweise/bezahlt". */
export function paymentStateWhere(state: PaymentStateKind) {
  switch (state) {
    case "none":
      return sql`(${amountDueSql} <= 0 AND ${paidSql} = 0)`;
    case "paid":
      return sql`(${amountDueSql} > 0 AND ${paidSql} >= ${amountDueSql})`;
    case "partial":
      return sql`(${paidSql} > 0 AND ${paidSql} < ${amountDueSql})`;
    case "open":
      return sql`(${amountDueSql} > 0 AND ${paidSql} = 0)`;
  }
}

/** What stays received for the booking `bookingId` (a value, not a column): `paidSql`'s rule, for statements on other rows. */
export const paidOfSql = (bookingId: string) =>
  sql<number>`((SELECT COALESCE(SUM(${qualified(paymentsTable.amount_cents)}), 0) FROM ${paymentsTable} WHERE ${qualified(paymentsTable.booking_id)} = ${bookingId})
  - (SELECT COALESCE(SUM(${qualified(refundsTable.amount_cents)}), 0) FROM ${refundsTable} WHERE ${qualified(refundsTable.booking_id)} = ${bookingId}))`;

/**
 * What stays received per booking (its payments less the refunds recorded against it, `paidSql`'s
 * rule, decision 0142), with the newest payment day. Bookings with no payment are not in the map.
 */
export async function paymentsOf(env: Pick<Env, "DB">, bookingIds: string[]) {
  const result = new Map<string, { paidCents: number; lastPaidOn: string | null }>();
  const rows = await inParameterSlices(bookingIds, (slice) =>
    getDb(env)
      .select({
        bookingId: paymentsTable.booking_id,
        paid: sql<number>`SUM(${paymentsTable.amount_cents})`,
        last: sql<string>`MAX(${paymentsTable.paid_on})`,
        refunded: sql<number>`(SELECT COALESCE(SUM(${qualified(refundsTable.amount_cents)}), 0) FROM ${refundsTable} WHERE ${qualified(refundsTable.booking_id)} = ${qualified(paymentsTable.booking_id)})`,
      })
      .from(paymentsTable)
      .where(inArray(paymentsTable.booking_id, slice))
      .groupBy(paymentsTable.booking_id),
  );
  for (const row of rows) {
    result.set(row.bookingId, { paidCents: Number(row.paid) - Number(row.refunded), lastPaidOn: row.last });
  }
  return result;
}

export const RecordPaymentSchema = v.object({
  paid_on: v.pipe(
    v.string(),
    v.regex(/^\d{4}-\d{2}-\d{2}$/, "Bitte ein Datum angeben."),
    v.check(isCalendarDay, "Dieses Datum gibt es nicht. Bitte prüfen Sie Tag und Monat."),
  ),
  method: v.picklist(
    PAYMENT_METHOD_LIST.filter((m) => m.manual).map((m) => m.id),
    "Bitte eine Zahlungsart wählen.",
  ),
  /** Empty: the whole open amount ("als bezahlt markieren"); otherwise a partial amount in euros. */
  amount: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^(\d{1,7}([.,]\d{1,2})?)?$/, "Bitte einen Betrag wie 49,50 angeben.")),
    "",
  ),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "Die Notiz ist zu lang.")), ""),
});
export type RecordPaymentInput = v.InferOutput<typeof RecordPaymentSchema>;

/** "49,50" or "49.5" → 4950, by string arithmetic (no float sums). */
export function parseEuroCents(value: string): number {
  const [whole = "0", fraction = ""] = value.replace(",", ".").split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

export type RecordPaymentResult =
  | { ok: true; amountCents: number; currency: string }
  | { ok: false; reason: "not_found" | "too_much" | "nothing_open" };

/**
 * Records money received. ONE conditional INSERT … SELECT: it happens only while the booking
 * still owes at least that much, so a double click on "bezahlt" never records the amount twice.
 */
export async function recordPayment(
  env: Pick<Env, "DB">,
  bookingId: string,
  input: RecordPaymentInput,
): Promise<RecordPaymentResult> {
  const db = getDb(env);
  const [row] = await db
    .select({ due: amountDueSql, paid: paidSql, currency: bookingsTable.currency })
    .from(bookingsTable)
    .where(eq(bookingsTable.id, bookingId))
    .limit(1);
  if (!row) return { ok: false, reason: "not_found" };
  const open = Number(row.due) - Number(row.paid);
  if (open <= 0) return { ok: false, reason: "nothing_open" };
  const amountCents = input.amount ? parseEuroCents(input.amount) : open;
  if (amountCents <= 0 || amountCents > open) return { ok: false, reason: "too_much" };
  const result = await db.run(
    paymentInsertSql(
      { bookingId, amountCents, method: input.method, paidOn: input.paid_on, note: input.note || null },
      sql`${amountDueSql} - ${paidSql} >= ${amountCents}`,
    ),
  );
  if (!result.meta.changes) return { ok: false, reason: "too_much" };
  return { ok: true, amountCents, currency: row.currency };
}

/** One payment received, for `paymentInsertSql`. */
export interface ReceivedPayment {
  bookingId: string;
  amountCents: number;
  method: RecordPaymentInput["method"] | "provider";
  /** Berlin day, `yyyy-MM-dd`. */
  paidOn: string;
  note?: string | null;
  /** The provider's payment id (`pi_…`): recorded once, whatever number of times its webhook comes. */
  providerRef?: string | null;
}

/**
 * The one INSERT of a payment, in the booking's currency, only where `condition` holds on the
 * booking row. The coach's "bezahlt" (`recordPayment`) passes "still owes that much"; an online
 * payment (transitions.server.ts `recordOnlinePayment`) records what the provider received, and its
 * id's unique index makes a repeated delivery write nothing.
 */
export function paymentInsertSql(payment: ReceivedPayment, condition: SQL = sql`1 = 1`): SQL {
  return sql`
    INSERT INTO ${paymentsTable} (${col(paymentsTable.id)}, ${col(paymentsTable.booking_id)}, ${col(paymentsTable.amount_cents)}, ${col(paymentsTable.currency)}, ${col(paymentsTable.method)}, ${col(paymentsTable.paid_on)}, ${col(paymentsTable.note)}, ${col(paymentsTable.provider_ref)})
    SELECT ${crypto.randomUUID()}, ${bookingsTable.id}, ${payment.amountCents}, ${bookingsTable.currency}, ${payment.method}, ${payment.paidOn}, ${payment.note ?? null}, ${payment.providerRef ?? null}
    FROM ${bookingsTable} WHERE ${bookingsTable.id} = ${payment.bookingId} AND ${condition}
    ON CONFLICT DO NOTHING`;
}

/** Open amounts of confirmed bookings (and fees of cancelled ones), per currency, for the dashboard. */
export async function openAmountsByCurrency(env: Pick<Env, "DB">): Promise<{ currency: string; openCents: number }[]> {
  const rows = await getDb(env)
    .select({ currency: bookingsTable.currency, open: sql<number>`SUM(MAX(${amountDueSql} - ${paidSql}, 0))` })
    .from(bookingsTable)
    .where(and(ne(bookingsTable.status, "pending")))
    .groupBy(bookingsTable.currency)
    .orderBy(bookingsTable.currency);
  return rows.map((r) => ({ currency: r.currency, openCents: Number(r.open) })).filter((r) => r.openCents > 0);
}
