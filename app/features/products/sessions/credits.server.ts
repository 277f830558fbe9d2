import { eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { holdsSeat, type SqlNow } from "~/features/products/events/seats.server";
import { getDb, schema } from "~/lib/db.server";

/*
 * The credits of a bought package (decision 0150) as SQL, for the session insert's guard and for
 * "Meine Buchung": one definition, so what the page says is left is what the insert allows.
 */

const bookingsTable = schema.bookings;
const uses = schema.packageCreditUses;
const purchases = schema.packagePurchases;

/**
 * Credits of the package `packageEventId` in use at `now`: a session booked with one whose booking
 * holds its seat (an unconfirmed hold until it runs out, a confirmed one for good, attended or not),
 * and every credit forfeited by a late cancellation. A session cancelled in time gives it back.
 */
export const creditsUsedSql = (packageEventId: SQLWrapper | string, now: SqlNow): SQL =>
  sql`(SELECT COUNT(*) FROM ${uses} WHERE ${uses.package_event_id} = ${packageEventId}
        AND (${uses.forfeited} = 1 OR EXISTS (
          SELECT 1 FROM ${bookingsTable} WHERE ${bookingsTable.event_id} = ${uses.session_event_id} AND ${holdsSeat(now)})))`;

/**
 * The package's credits when it can book a session of type `typeId` on Berlin day `day`: its
 * booking is confirmed by the coach (decision 0150) and `day` is not after its expiry; NULL otherwise.
 */
const usableCreditsSql = (packageEventId: SQLWrapper, typeId: SQLWrapper, day: SQLWrapper): SQL =>
  sql`(SELECT ${purchases.credits} FROM ${purchases}
        WHERE ${purchases.event_id} = ${packageEventId} AND ${purchases.appointment_type_id} = ${typeId}
          AND ${purchases.expires_on} >= ${day}
          AND EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${bookingsTable.event_id} = ${purchases.event_id} AND ${bookingsTable.status} = 'confirmed'))`;

/** The session insert's credit guard: no package named, or one with a credit left for this session. */
export const creditGuardSql = (packageEventId: SQLWrapper, typeId: SQLWrapper, day: SQLWrapper, now: SQLWrapper): SQL =>
  sql`(${packageEventId} IS NULL OR ${usableCreditsSql(packageEventId, typeId, day)} - ${creditsUsedSql(packageEventId, now)} > 0)`;

/**
 * The last day a session booked with a package's credit may take place: the package's expiry
 * (decision 0150); null for a session paid on its own. Moving such a session stays within it.
 */
export async function creditLastDayOf(env: Pick<Env, "DB">, sessionEventId: string): Promise<string | null> {
  const [row] = await getDb(env)
    .select({ lastDay: purchases.expires_on })
    .from(uses)
    .innerJoin(purchases, eq(purchases.event_id, uses.package_event_id))
    .where(eq(uses.session_event_id, sessionEventId))
    .limit(1);
  return row?.lastDay ?? null;
}
