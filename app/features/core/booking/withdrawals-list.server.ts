import { count, desc, eq } from "drizzle-orm";
import { columnsOf, getDb, schema } from "~/lib/db.server";
import { searchAcross } from "~/lib/search.server";

const withdrawal = schema.withdrawals;
const booking = schema.bookings;
const event = schema.events;

const matching = (q: string) => searchAcross(q, [withdrawal.full_name, withdrawal.email, withdrawal.reference]);

/**
 * Withdrawals received through the withdrawal function (decision 0106), newest first, searchable by
 * name, address and booking number; with the booking's event where one matched, and its currency
 * for the refund.
 */
export function listWithdrawals(env: Pick<Env, "DB">, q: string, limit: number, offset = 0) {
  return getDb(env)
    .select({
      ...columnsOf(
        withdrawal,
        "id",
        "received_at",
        "full_name",
        "email",
        "reference",
        "locale",
        "outcome",
        "refund_cents",
        "refund_due_on",
        "kept_cents",
        "sessions_choice",
      ),
      currency: booking.currency,
      event_title: event.title,
      event_date: event.event_date,
    })
    .from(withdrawal)
    .leftJoin(booking, eq(booking.id, withdrawal.booking_id))
    .leftJoin(event, eq(event.id, booking.event_id))
    .where(matching(q))
    .orderBy(desc(withdrawal.received_at))
    .limit(limit)
    .offset(offset);
}

export async function countWithdrawals(env: Pick<Env, "DB">, q: string): Promise<number> {
  const [row] = await getDb(env).select({ n: count() }).from(withdrawal).where(matching(q));
  return row?.n ?? 0;
}
