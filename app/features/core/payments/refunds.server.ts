import { eq, getTableName, sql, type Column } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { amountDueSql, paidSql } from "./payments.server";

const bookingsTable = schema.bookings;
const paymentsTable = schema.payments;
const refundsTable = schema.refunds;
const col = (column: { name: string }) => sql.identifier(column.name);
const qualified = (column: Column) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * What a booking may get back (decision 0142): under the AGB, what was paid beyond what it still
 * owes (after a cancellation the AGB fee, `amountDueSql`, the same figure the cancellation wrote);
 * in full, everything paid. Nothing while the booking is not cancelled: it still owes its total.
 */
export async function refundableOf(
  env: Pick<Env, "DB">,
  bookingId: string,
): Promise<{ agbCents: number; fullCents: number; currency: string; paymentRef: string | null } | null> {
  const [row] = await getDb(env)
    .select({
      due: amountDueSql,
      paid: paidSql,
      currency: bookingsTable.currency,
      // Qualified by hand: drizzle leaves single-table columns bare, and a bare "id" in the subquery
      // would be the payment's own id (as in payments.server.ts).
      paymentRef: sql<
        string | null
      >`(SELECT ${qualified(paymentsTable.provider_ref)} FROM ${paymentsTable} WHERE ${qualified(paymentsTable.booking_id)} = ${qualified(bookingsTable.id)}
        AND ${qualified(paymentsTable.provider_ref)} IS NOT NULL ORDER BY ${qualified(paymentsTable.created_at)} DESC LIMIT 1)`,
    })
    .from(bookingsTable)
    .where(eq(bookingsTable.id, bookingId))
    .limit(1);
  if (!row) return null;
  const paid = Math.max(0, Number(row.paid));
  return {
    agbCents: Math.max(0, paid - Number(row.due)),
    fullCents: paid,
    currency: row.currency,
    paymentRef: row.paymentRef,
  };
}

/** What was paid back so far on one provider payment, in cents. */
export async function refundedOn(env: Pick<Env, "DB">, paymentRef: string): Promise<number> {
  const [row] = await getDb(env)
    .select({ sum: sql<number>`COALESCE(SUM(${refundsTable.amount_cents}), 0)` })
    .from(refundsTable)
    .where(eq(refundsTable.payment_ref, paymentRef));
  return Number(row?.sum ?? 0);
}

/**
 * Records that the provider's payment `paymentRef` has been paid back up to `refundedTotalCents`
 * in all (Stripe's `amount_refunded` is such a running total). ONE conditional INSERT … SELECT of
 * the difference to what is recorded, so the back office's own record and Stripe's charge.refunded
 * event, in either order and any number of times, add up to the total once. The booking is the
 * payment's. Returns the cents recorded by this call.
 */
export async function recordProviderRefund(
  env: Pick<Env, "DB">,
  paymentRef: string,
  refundedTotalCents: number,
  refundedOn: string,
): Promise<number> {
  const recorded = sql`(SELECT COALESCE(SUM(${col(refundsTable.amount_cents)}), 0) FROM ${refundsTable} WHERE ${col(refundsTable.payment_ref)} = ${paymentRef})`;
  const rows = await getDb(env).all<{ amount: number }>(sql`
    INSERT INTO ${refundsTable} (${col(refundsTable.id)}, ${col(refundsTable.booking_id)}, ${col(refundsTable.amount_cents)}, ${col(refundsTable.currency)}, ${col(refundsTable.method)}, ${col(refundsTable.payment_ref)}, ${col(refundsTable.refunded_on)})
    SELECT ${crypto.randomUUID()}, ${col(paymentsTable.booking_id)}, ${refundedTotalCents} - ${recorded}, ${col(paymentsTable.currency)}, 'provider', ${paymentRef}, ${refundedOn}
    FROM ${paymentsTable} WHERE ${col(paymentsTable.provider_ref)} = ${paymentRef} AND ${refundedTotalCents} - ${recorded} > 0
    RETURNING ${col(refundsTable.amount_cents)} AS amount`);
  return Number(rows[0]?.amount ?? 0);
}
