import { eq, getTableName, sql, type Column } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { amountDueSql, paidSql } from "./payments.server";

const b = schema.bookings;
const p = schema.payments;
const r = schema.refunds;
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
      currency: b.currency,
      // Qualified by hand: drizzle leaves single-table columns bare, and a bare "id" in the subquery
      // would be the payment's own id (as in payments.server.ts).
      paymentRef: sql<
        string | null
      >`(SELECT ${qualified(p.provider_ref)} FROM ${p} WHERE ${qualified(p.booking_id)} = ${qualified(b.id)}
        AND ${qualified(p.provider_ref)} IS NOT NULL ORDER BY ${qualified(p.created_at)} DESC LIMIT 1)`,
    })
    .from(b)
    .where(eq(b.id, bookingId))
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
    .select({ sum: sql<number>`COALESCE(SUM(${r.amount_cents}), 0)` })
    .from(r)
    .where(eq(r.payment_ref, paymentRef));
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
  const recorded = sql`(SELECT COALESCE(SUM(${col(r.amount_cents)}), 0) FROM ${r} WHERE ${col(r.payment_ref)} = ${paymentRef})`;
  const rows = await getDb(env).all<{ amount: number }>(sql`
    INSERT INTO ${r} (${col(r.id)}, ${col(r.booking_id)}, ${col(r.amount_cents)}, ${col(r.currency)}, ${col(r.method)}, ${col(r.payment_ref)}, ${col(r.refunded_on)})
    SELECT ${crypto.randomUUID()}, ${col(p.booking_id)}, ${refundedTotalCents} - ${recorded}, ${col(p.currency)}, 'provider', ${paymentRef}, ${refundedOn}
    FROM ${p} WHERE ${col(p.provider_ref)} = ${paymentRef} AND ${refundedTotalCents} - ${recorded} > 0
    RETURNING ${col(r.amount_cents)} AS amount`);
  return Number(rows[0]?.amount ?? 0);
}
