import { and, asc, eq, gt, gte, isNull, ne, sql } from "drizzle-orm";
import { parseClock, eventEndDay } from "~/features/products/events/format";
import { holdsSeat } from "~/features/products/events/seats.server";
import { getDb, schema } from "~/lib/db.server";
import type { AppointmentType } from "~db/schema";
import { addDays, berlinWallOf, berlinWallToMs } from "~/lib/today";
import { calendarFeedBusy } from "./feed.server";
import { DEFAULT_HOLIDAY_SETTING, type HolidaySetting, holidaysBetween, isHolidaySetting } from "./holidays";
import { INTRO_CALL_KIND, SESSION_KIND } from "./intro-call";
import { parsePlaces, type SessionPlace } from "./places";
import { type BusyInterval, type FreeDay, freeSlots, type SlotType } from "./slots.server";

const appointmentTypesTable = schema.appointmentTypes;
const availabilityRangesTable = schema.availabilityRanges;
const availabilityExceptionsTable = schema.availabilityExceptions;
const availabilitySettingsTable = schema.availabilitySettings;
const eventsTable = schema.events;
const bookingsTable = schema.bookings;
const offersTable = schema.sessionWaitlist;

/** An appointment type as pages show it, its places parsed. */
export type ShownAppointmentType = Omit<AppointmentType, "places"> & { places: SessionPlace[] };

export const slotTypeOf = (row: AppointmentType): ShownAppointmentType => ({ ...row, places: parsePlaces(row.places) });

/** A weekly range of her hours as the scheduler and the editor read it, its places parsed. */
export const weeklyRangeOf = (range: typeof availabilityRangesTable.$inferSelect) => ({
  weekday: range.weekday,
  start: range.start_time,
  end: range.end_time,
  places: parsePlaces(range.places),
});

/** A dated entry (extra hours or a closed time) as the scheduler and the editor read it. */
export const exceptionOf = (entry: typeof availabilityExceptionsTable.$inferSelect) => ({
  day: entry.day,
  kind: entry.kind,
  start: entry.start_time,
  end: entry.end_time,
  places: parsePlaces(entry.places),
});

/** An event's time as instants: its Berlin wall clock, over midnight into the next day; unreadable times block the whole day. */
function eventBusy(row: { event_date: string; start_time: string; end_time: string }): BusyInterval {
  const start = parseClock(row.start_time);
  const end = parseClock(row.end_time);
  if (!start || !end) {
    return { startMs: berlinWallToMs(row.event_date, 0), endMs: berlinWallToMs(row.event_date, 1440) };
  }
  const endDay = eventEndDay(row.event_date, row.start_time, row.end_time);
  return {
    startMs: berlinWallToMs(row.event_date, start.hours * 60 + start.minutes),
    endMs: berlinWallToMs(endDay, end.hours * 60 + end.minutes),
  };
}

/** Her holiday setting as stored; no row (or an unknown value) is the default, Niedersachsen. */
export const holidaySettingOf = (row: { holiday_region: string } | undefined): HolidaySetting =>
  isHolidaySetting(row?.holiday_region) ? row.holiday_region : DEFAULT_HOLIDAY_SETTING;

export interface SchedulerData {
  /** The active appointment types, in the coach's order. */
  types: ShownAppointmentType[];
  /** The chosen type (null: none chosen, or not an active one). */
  type: ShownAppointmentType | null;
  /** Its free start times per Berlin day (empty without a type). */
  days: FreeDay[];
}

/**
 * Everything the scheduler shows, from ONE D1 batch (one round trip): the active types, the weekly
 * hours, the exceptions from today on, her holiday setting, and what blocks times: her events that are not called off
 * and the sessions whose booking holds its seat (unconfirmed holds count until they run out). Her
 * calendar feed (`calendarFeedBusy`) is read beside it. Then the free times in memory.
 */
export async function loadScheduler(
  env: Pick<Env, "DB" | "KV">,
  /**
   * A type's id, `INTRO_CALL_KIND` for the first active free type (the intro call), or `SESSION_KIND`
   * for the first active paid one (one-to-one coaching).
   */
  typeId: string | null,
  now = new Date(),
  /**
   * A session being moved (decision 0151): its own time does not block its new one. An open offer
   * of the 1:1 waiting list (decision 0207) being booked: its held time is free for it alone.
   */
  { exceptSession, exceptOffer }: { exceptSession?: string; exceptOffer?: string } = {},
): Promise<SchedulerData> {
  const db = getDb(env);
  const today = berlinWallOf(now.getTime()).day;
  const nowIso = now.toISOString();
  const [[types, ranges, exceptions, events, sessions, settings, offers], feed] = await Promise.all([
    db.batch([
      db
        .select()
        .from(appointmentTypesTable)
        .where(eq(appointmentTypesTable.active, true))
        .orderBy(asc(appointmentTypesTable.sort_order), asc(appointmentTypesTable.name)),
      db.select().from(availabilityRangesTable),
      db.select().from(availabilityExceptionsTable).where(gte(availabilityExceptionsTable.day, today)),
      db
        .select({
          event_date: eventsTable.event_date,
          start_time: eventsTable.start_time,
          end_time: eventsTable.end_time,
        })
        .from(eventsTable)
        // From yesterday: an event that runs past midnight blocks the morning after.
        .where(
          and(
            eq(eventsTable.kind, "event"),
            isNull(eventsTable.cancelled_at),
            gte(eventsTable.event_date, addDays(today, -1)),
          ),
        ),
      db
        .select({
          type_id: eventsTable.appointment_type_id,
          day: eventsTable.event_date,
          blocked_from: eventsTable.blocked_from,
          blocked_until: eventsTable.blocked_until,
        })
        .from(eventsTable)
        .where(
          and(
            eq(eventsTable.kind, "session"),
            isNull(eventsTable.cancelled_at),
            gt(eventsTable.blocked_until, nowIso),
            exceptSession ? ne(eventsTable.id, exceptSession) : undefined,
            sql`EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${bookingsTable.event_id} = ${eventsTable.id} AND ${holdsSeat(now)})`,
          ),
        ),
      db
        .select({ holiday_region: availabilitySettingsTable.holiday_region })
        .from(availabilitySettingsTable)
        .where(eq(availabilitySettingsTable.id, 1)),
      // Times held by a running offer of the 1:1 waiting list (decision 0207).
      db
        .select({
          type_id: offersTable.appointment_type_id,
          starts_at: offersTable.offer_starts_at,
          blocked_from: offersTable.offer_blocked_from,
          blocked_until: offersTable.offer_blocked_until,
        })
        .from(offersTable)
        .where(
          and(
            eq(offersTable.status, "offered"),
            gt(offersTable.offer_expires_at, nowIso),
            exceptOffer ? ne(offersTable.id, exceptOffer) : undefined,
          ),
        ),
    ]),
    calendarFeedBusy(env, now.getTime(), now.getTime() + 367 * 24 * 60 * 60 * 1000),
  ]);
  const shownTypes = types.map(slotTypeOf);
  const type =
    shownTypes.find((candidate) =>
      typeId === INTRO_CALL_KIND
        ? candidate.price_cents === 0
        : typeId === SESSION_KIND
          ? candidate.price_cents > 0
          : candidate.id === typeId,
    ) ?? null;
  if (!type) return { types: shownTypes, type: null, days: [] };
  const busy: BusyInterval[] = [
    ...events.map(eventBusy),
    ...[...sessions, ...offers].map((s) => ({
      startMs: Date.parse(s.blocked_from ?? ""),
      endMs: Date.parse(s.blocked_until ?? ""),
    })),
    ...feed,
  ].filter((interval) => Number.isFinite(interval.startMs) && Number.isFinite(interval.endMs));
  const bookedPerDay = new Map<string, number>();
  const offeredDays = offers
    .filter((offer) => offer.type_id === type.id && offer.starts_at)
    .map((offer) => ({ type_id: offer.type_id, day: berlinWallOf(Date.parse(offer.starts_at!)).day }));
  // A held offer counts towards the type's daily maximum like a booked session.
  for (const session of [...sessions, ...offeredDays]) {
    if (session.type_id === type.id) bookedPerDay.set(session.day, (bookedPerDay.get(session.day) ?? 0) + 1);
  }
  const days = freeSlots({
    type: type satisfies SlotType,
    availability: {
      weekly: ranges.map(weeklyRangeOf),
      exceptions: exceptions.map(exceptionOf),
    },
    busy,
    bookedPerDay,
    holidays: holidaysBetween(holidaySettingOf(settings[0]), today, addDays(today, type.horizon_days)),
    now,
  });
  return { types: shownTypes, type, days };
}
