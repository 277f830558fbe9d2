import { and, asc, count, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { waitingForCoach } from "~/features/core/booking/bookings-list.server";
import { getDb, schema } from "~/lib/db.server";
import { addDays, berlinToday } from "~/lib/today";

const bookingsTable = schema.bookings;
const eventsTable = schema.events;
const typesTable = schema.appointmentTypes;
const journalsTable = schema.mindsetJournal;

/** How far back a shared journal entry counts as new on the dashboard. */
export const NEW_SHARED_DAYS = 7;

/**
 * "Ihr Tag" at the top of the dashboard (issue 52): her 1:1 sessions today and tomorrow (Berlin),
 * and what waits for her, each counted in one batch: bookings to confirm, unread contact requests,
 * journal entries shared in the last week, vouchers not yet paid, withdrawals to check.
 */
export async function dayAtAGlance(env: Pick<Env, "DB">, now = new Date()) {
  const db = getDb(env);
  const today = berlinToday(now);
  const tomorrow = addDays(today, 1);
  const since = new Date(now.getTime() - NEW_SHARED_DAYS * 86_400_000).toISOString();
  const [sessions, waiting, unread, shared, unpaid, withdrawals] = await db.batch([
    db
      .select({
        id: bookingsTable.id,
        day: eventsTable.event_date,
        start: eventsTable.start_time,
        name: bookingsTable.full_name,
        type: typesTable.name,
      })
      .from(bookingsTable)
      .innerJoin(eventsTable, eq(eventsTable.id, bookingsTable.event_id))
      .leftJoin(typesTable, eq(typesTable.id, eventsTable.appointment_type_id))
      .where(
        and(
          eq(eventsTable.kind, "session"),
          inArray(eventsTable.event_date, [today, tomorrow]),
          ne(bookingsTable.status, "cancelled"),
        ),
      )
      .orderBy(asc(eventsTable.event_date), asc(eventsTable.start_time)),
    db.select({ n: count() }).from(bookingsTable).where(waitingForCoach),
    db.select({ n: count() }).from(schema.contactSubmissions).where(eq(schema.contactSubmissions.is_read, false)),
    // Entries shared in the last days, summed over the journals (a raw statement cannot join a batch).
    db
      .select({
        n: sql<number>`coalesce(sum((SELECT count(*) FROM json_each(${journalsTable.journal_entries}) AS entry
          WHERE json_extract(entry.value, '$.shared') = 1 AND json_extract(entry.value, '$.date') >= ${since})), 0)`,
      })
      .from(journalsTable),
    db.select({ n: count() }).from(schema.vouchers).where(isNull(schema.vouchers.paid_on)),
    db.select({ n: count() }).from(schema.withdrawals).where(eq(schema.withdrawals.outcome, "review")),
  ]);
  const n = (rows: { n: number | string | null }[]) => Number(rows[0]?.n ?? 0);
  return {
    today,
    tomorrow,
    sessions,
    waiting: n(waiting),
    unread: n(unread),
    shared: n(shared),
    unpaidVouchers: n(unpaid),
    withdrawalsToCheck: n(withdrawals),
  };
}
