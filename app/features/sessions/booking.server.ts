import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import {
  afterBooking,
  type BookableEvent,
  type BookingEnv,
  type BookingRefusal,
  bookingWrites,
  type HoldHolder,
  holdLimitsRefusal,
  replayed,
} from "~/features/booking/booking.server";
import type { BookingInput } from "~/features/booking/schema";
import { holdsSeat } from "~/features/events/seats.server";
import { bookingReference } from "~/features/payments/reference";
import { compiledStatement, schema } from "~/lib/db.server";
import type { Locale } from "~/lib/locale";
import type { FormLimits } from "~/lib/public-form.server";
import { berlinWallOf, clockOf } from "./berlin-time";
import { loadScheduler, type ShownAppointmentType } from "./loader.server";
import { PLACE_LOCATIONS, type SessionPlace } from "./places";
import type { FreeDay } from "./slots.server";

/**
 * Booking a 1:1 session (decision 0130): the session is a private events row of one seat, written
 * in the SAME batch as an ordinary booking of it, so the booking's whole lifecycle (e-mails, .ics,
 * Meine Buchung, reminders, invoices, mail log) is the events' one (transitions.server.ts).
 */

const MINUTE_MS = 60_000;
/** The category a session's events row is written with (`insertSession` writes the same literal). */
const SESSION_CATEGORY = "Seminar" as const;
const e = schema.events;
const b = schema.bookings;
/** Another session, read inside the insert into the same table. */
const OTHER = "other_session";
const other = alias(e, OTHER);
const p = sql.placeholder;
const col = (column: { name: string }) => sql.identifier(column.name);

/** A session's booking holds its seat (the same rule as an event's: `holdsSeat`). */
const heldSession = (session: typeof other) =>
  sql`EXISTS (SELECT 1 FROM ${b} WHERE ${b.event_id} = ${session.id} AND ${holdsSeat(p("now"))})`;

/**
 * THE session insert: its row only if no other session whose booking holds its seat overlaps its
 * blocked time (buffers included), and the type's day has room under its daily maximum. D1 runs a
 * batch as one transaction, one at a time: of overlapping requests exactly one finds the time free.
 */
const insertSession = compiledStatement<
  | "id"
  | "title"
  | "description"
  | "titleEn"
  | "descriptionEn"
  | "day"
  | "startTime"
  | "endTime"
  | "location"
  | "priceCents"
  | "price"
  | "typeId"
  | "place"
  | "blockedFrom"
  | "blockedUntil"
  | "now"
  | "maxPerDay"
>(
  () => sql`
    INSERT INTO ${e} (${col(e.id)}, ${col(e.title)}, ${col(e.description)}, ${col(e.title_en)}, ${col(e.description_en)},
                      ${col(e.category)}, ${col(e.event_date)}, ${col(e.start_time)}, ${col(e.end_time)}, ${col(e.location)},
                      ${col(e.max_attendees)}, ${col(e.price)}, ${col(e.price_cents)}, ${col(e.currency)}, ${col(e.created_at)},
                      ${col(e.kind)}, ${col(e.appointment_type_id)}, ${col(e.session_place)}, ${col(e.blocked_from)}, ${col(e.blocked_until)})
    SELECT ${p("id")}, ${p("title")}, ${p("description")}, ${p("titleEn")}, ${p("descriptionEn")},
           -- The events table wants a category; no list shows a session's (decision 0130; SESSION_CATEGORY).
           'Seminar', ${p("day")}, ${p("startTime")}, ${p("endTime")}, ${p("location")},
           1, ${p("price")}, ${p("priceCents")}, 'EUR', ${p("now")},
           'session', ${p("typeId")}, ${p("place")}, ${p("blockedFrom")}, ${p("blockedUntil")}
    WHERE NOT EXISTS (
        SELECT 1 FROM ${e} ${sql.identifier(OTHER)}
        WHERE ${and(
          eq(other.kind, "session"),
          isNull(other.cancelled_at),
          gt(other.blocked_until, p("blockedFrom")),
          lt(other.blocked_from, p("blockedUntil")),
        )}
          AND ${heldSession(other)})
      AND (${p("maxPerDay")} IS NULL OR (
        SELECT COUNT(*) FROM ${e} ${sql.identifier(OTHER)}
        WHERE ${and(
          eq(other.kind, "session"),
          isNull(other.cancelled_at),
          eq(other.appointment_type_id, p("typeId")),
          eq(other.event_date, p("day")),
        )}
          AND ${heldSession(other)}) < ${p("maxPerDay")})
    RETURNING ${col(e.id)} AS id`,
);

/** The visitor's note, written only onto the booking the same batch made. */
const noteUpdate = compiledStatement<"bookingId" | "note">(
  () => sql`UPDATE ${b} SET ${col(b.note)} = ${p("note")} WHERE ${b.id} = ${p("bookingId")}`,
);

/** A session row whose booking was refused (a limit) leaves with the batch that wrote it. */
const dropUnbooked = compiledStatement<"id">(
  () => sql`DELETE FROM ${e} WHERE ${e.id} = ${p("id")} AND ${e.kind} = 'session'
    AND NOT EXISTS (SELECT 1 FROM ${b} WHERE ${b.event_id} = ${p("id")})`,
);

export interface SessionChoice {
  typeId: string;
  /** The start as an instant (ms), one the scheduler offered. */
  startMs: number;
  place: SessionPlace;
}

/** The next free times after a refused one, to offer in its place. */
export interface NextFreeTime {
  day: string;
  time: string;
  startMs: number;
}

export type SessionBookingResult =
  | {
      ok: true;
      bookingId: string;
      reference: string;
      totalCents: number;
      currency: string;
      holdUntil: Date;
      day: string;
      time: string;
      /** The same form was submitted before: nothing new was booked. */
      replay: boolean;
    }
  | { ok: false; reason: "not_found" }
  /** Someone else has this time (or it is no longer offered): nothing was written. */
  | { ok: false; reason: "taken"; next: NextFreeTime[] }
  | BookingRefusal;

const NEXT_FREE_COUNT = 3;

/** The first free times at or after `fromMs` at `place` (the scheduler's, read just now). */
export function nextFreeTimes(days: FreeDay[], fromMs: number, place: SessionPlace): NextFreeTime[] {
  const next: NextFreeTime[] = [];
  for (const day of days) {
    for (const slot of day.slots) {
      if (slot.startMs >= fromMs && slot.places.includes(place))
        next.push({ day: day.day, time: slot.time, startMs: slot.startMs });
      if (next.length === NEXT_FREE_COUNT) return next;
    }
  }
  return next;
}

/** The session's events row as a booking sees it (the fields its e-mails, .ics and Meine Buchung show). */
export function sessionEvent(type: ShownAppointmentType, choice: SessionChoice, id: string): BookableEvent {
  const start = berlinWallOf(choice.startMs);
  const end = berlinWallOf(choice.startMs + type.duration_minutes * MINUTE_MS);
  return {
    id,
    title: type.name,
    description: type.description,
    title_en: type.name_en,
    description_en: type.description_en,
    event_date: start.day,
    start_time: clockOf(start.minutes),
    // A session ends the day it starts (her hours end at midnight at the latest): "24:00" then.
    end_time: clockOf(end.day === start.day ? end.minutes : 1440),
    location: PLACE_LOCATIONS[choice.place],
    price_cents: type.price_cents,
    currency: "EUR",
    // The insert checks the event's fields against the row: the category the session row is written with.
    category: SESSION_CATEGORY,
  };
}

/**
 * Books the session the visitor chose: the time must be one the scheduler offers right now (her
 * events, booked sessions and her calendar feed all counted); then ONE batch writes the session row
 * under its overlap guard, the booking of it with its e-mail (`bookingWrites`, the events' own
 * statements) and the note, or nothing. A time someone else took first answers "taken" with the
 * next free times.
 */
export async function createSessionBooking(
  env: BookingEnv,
  choice: SessionChoice,
  input: BookingInput & { note?: string },
  now = new Date(),
  locale: Locale = "de",
  limits?: FormLimits,
  holder?: HoldHolder,
): Promise<SessionBookingResult> {
  const early = async (answer: SessionBookingResult): Promise<SessionBookingResult> =>
    limits && !(await limits.hit()) ? { ok: false, reason: "rate_limited" } : answer;
  const key = input.idempotency_key;
  const scheduler = await loadScheduler(env, choice.typeId, now);
  const type = scheduler.type;
  if (!type) return early({ ok: false, reason: "not_found" });
  const offered = scheduler.days.some((day) =>
    day.slots.some((slot) => slot.startMs === choice.startMs && slot.places.includes(choice.place)),
  );
  if (!offered) {
    // The same form sent again after it booked: that booking is the answer.
    const earlier = key ? await replayed(env, key) : null;
    if (earlier) return early(withTime(earlier, choice.startMs));
    return early({ ok: false, reason: "taken", next: nextFreeTimes(scheduler.days, choice.startMs, choice.place) });
  }

  const sessionId = crypto.randomUUID();
  const event = sessionEvent(type, choice, sessionId);
  const prepared = await bookingWrites(env, event, { ...input, num_tickets: 1 }, now, locale, limits, holder);
  if (!prepared.ok) return early(prepared);
  const nowIso = now.toISOString();
  const session = insertSession(env, {
    id: sessionId,
    title: event.title,
    description: event.description,
    titleEn: event.title_en,
    descriptionEn: event.description_en,
    day: event.event_date,
    startTime: event.start_time,
    endTime: event.end_time,
    location: event.location,
    priceCents: type.price_cents,
    price: type.price_cents / 100,
    typeId: type.id,
    place: choice.place,
    blockedFrom: new Date(choice.startMs - type.buffer_before_minutes * MINUTE_MS).toISOString(),
    blockedUntil: new Date(
      choice.startMs + (type.duration_minutes + type.buffer_after_minutes) * MINUTE_MS,
    ).toISOString(),
    now: nowIso,
    maxPerDay: type.max_per_day,
  });
  const note = input.note?.trim() ? [noteUpdate(env, { bookingId: prepared.bookingId, note: input.note.trim() })] : [];
  const counted = limits?.statements.length ?? 0;
  const results = await env.DB.batch<{ id: string; count: number }>([
    ...(limits?.statements ?? []),
    session,
    ...prepared.writes,
    ...note,
    dropUnbooked(env, { id: sessionId }),
  ]);
  if (limits && !limits.settle(results.slice(0, counted))) return { ok: false, reason: "rate_limited" };
  const [sessionRow, booked, confirmation] = results.slice(counted);
  if (booked?.results.length) {
    await afterBooking(env, confirmation, sessionId, 1);
    return {
      ok: true,
      bookingId: prepared.bookingId,
      reference: bookingReference(prepared.bookingId),
      totalCents: prepared.totalCents,
      currency: "EUR",
      holdUntil: prepared.holdUntil,
      day: event.event_date,
      time: event.start_time,
      replay: false,
    };
  }
  if (key) {
    const earlier = await replayed(env, key);
    if (earlier) return withTime(earlier, choice.startMs);
  }
  if (!sessionRow?.results.length) {
    const after = await loadScheduler(env, choice.typeId, now);
    return { ok: false, reason: "taken", next: nextFreeTimes(after.days, choice.startMs, choice.place) };
  }
  // The time was free, the booking's own limits refused it (its row is gone with the same batch).
  return holdLimitsRefusal(env, sessionId, input, now, holder, 1);
}

function withTime(
  earlier: Extract<Awaited<ReturnType<typeof replayed>>, { ok: true }>,
  startMs: number,
): SessionBookingResult {
  const start = berlinWallOf(startMs);
  return { ...earlier, day: start.day, time: clockOf(start.minutes) };
}
