import { and, eq, ne, sql } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";

const b = schema.bookings;

/** Tickets held by bookings that are not cancelled: the only definition of a taken seat. */
export const takenTickets = sql<number>`COALESCE(SUM(${b.num_tickets}), 0)`;
export const holdsSeat = ne(b.status, "cancelled");

export async function seatsTaken(env: Pick<Env, "DB">, eventId: string): Promise<number> {
  const [row] = await getDb(env)
    .select({ taken: takenTickets })
    .from(b)
    .where(and(eq(b.event_id, eventId), holdsSeat));
  return Number(row?.taken ?? 0);
}

export async function seatsTakenByEvent(env: Pick<Env, "DB">): Promise<Map<string, number>> {
  const rows = await getDb(env)
    .select({ eventId: b.event_id, taken: takenTickets })
    .from(b)
    .where(holdsSeat)
    .groupBy(b.event_id);
  return new Map(rows.map((row) => [row.eventId, Number(row.taken)]));
}
