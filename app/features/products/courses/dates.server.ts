import { and, eq } from "drizzle-orm";
import type { CourseDate } from "~db/course-dates";
import { getDb, schema } from "~/lib/db.server";
import { purgePublicPages } from "~/lib/page-cache.server";
import { meetingsOf } from "~/features/products/events/course-dates";

const eventsTable = schema.events;

/** What the dates page edits: the event's title and its dates (its own date as the first if it has none). */
export async function courseDatesOfEvent(env: Pick<Env, "DB">, id: string) {
  const [event] = await getDb(env)
    .select()
    .from(eventsTable)
    .where(and(eq(eventsTable.id, id), eq(eventsTable.kind, "event")))
    .limit(1);
  if (!event) return null;
  return { event: { id: event.id, title: event.title, cancelled_at: event.cancelled_at }, dates: meetingsOf(event) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Saves an event's dates in one UPDATE (decision 0203): two or more make it a course; the row's own
 * date, times and place mirror the first, so the lists, the booking's "has it begun?", the
 * cancellation deadline and every older reader count from the first date. A date keeps its id while
 * it exists (attendance, reminders and calendar entries name it); a new one gets its own.
 */
export async function saveCourseDates(
  env: Pick<Env, "DB" | "SITE_URL">,
  id: string,
  dates: readonly (Omit<CourseDate, "id"> & { id?: string | undefined })[],
): Promise<boolean> {
  const withIds: CourseDate[] = dates.map((date) => ({
    id: date.id && UUID.test(date.id) && date.id !== id ? date.id : crypto.randomUUID(),
    event_date: date.event_date,
    start_time: date.start_time,
    end_time: date.end_time,
    location: date.location,
    online: date.online,
  }));
  const first = withIds[0];
  if (!first) return false;
  const saved = await getDb(env)
    .update(eventsTable)
    .set({
      course_dates: withIds.length > 1 ? withIds : null,
      event_date: first.event_date,
      start_time: first.start_time,
      end_time: first.end_time,
      location: first.location,
    })
    .where(and(eq(eventsTable.id, id), eq(eventsTable.kind, "event")))
    .returning({ id: eventsTable.id });
  if (!saved.length) return false;
  await purgePublicPages(env, "event-updated");
  return true;
}
