import { count, desc, eq } from "drizzle-orm";
import { schema } from "~/lib/db.server";
import { loadListPage, searchAcross, withTotal } from "./crud.server";

const w = schema.withdrawals;
const b = schema.bookings;
const e = schema.events;

/**
 * The back office's list of withdrawals (decision 0106), newest first, searchable by name, address
 * and booking number; with the booking's event where one matched, and its currency for the refund.
 */
export function listWithdrawals(request: Request, env: Pick<Env, "DB">) {
  return loadListPage(request, env, async ({ db, q, offset, limit }) => {
    const where = searchAcross(q, [w.full_name, w.email, w.reference]);
    return withTotal(
      db
        .select({
          id: w.id,
          received_at: w.received_at,
          full_name: w.full_name,
          email: w.email,
          reference: w.reference,
          locale: w.locale,
          outcome: w.outcome,
          refund_cents: w.refund_cents,
          refund_due_on: w.refund_due_on,
          currency: b.currency,
          event_title: e.title,
          event_date: e.event_date,
        })
        .from(w)
        .leftJoin(b, eq(b.id, w.booking_id))
        .leftJoin(e, eq(e.id, b.event_id))
        .where(where)
        .orderBy(desc(w.received_at))
        .limit(limit)
        .offset(offset),
      db.select({ n: count() }).from(w).where(where),
    );
  });
}
