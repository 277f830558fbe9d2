import { and, desc, eq, gt, isNull, lt, ne, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import {
  applyHoldEffects,
  bookedAnswer,
  type BookableEvent,
  type BookingEnv,
  type BookingTarget,
  type BookingRefusal,
  bookingWrites,
  commitHold,
  type HoldHolder,
  holdLimitsRefusal,
  replayed,
} from "~/features/core/booking/booking.server";
import type { BookingInput } from "~/features/core/booking/schema";
import type { FreeTime, PlanSessionMove } from "~/features/core/booking/transitions.server";
import { holdsSeat } from "~/features/products/events/seats.server";
import type { IntakeAnswer } from "~/features/people/intake/questions";
import { intakeAnswerWrites } from "~/features/people/intake/questions.server";
import { compiledStatement, getDb, schema } from "~/lib/db.server";
import type { Locale } from "~/lib/locale";
import type { FormLimits } from "~/lib/public-form.server";
import { berlinWallOf, clockOf } from "~/lib/today";
import { creditGuardSql, creditLastDayOf } from "./credits.server";
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
const eventsTable = schema.events;
const bookingsTable = schema.bookings;
const uses = schema.packageCreditUses;
/** Another session, read inside the insert into the same table. */
const OTHER = "other_session";
const other = alias(eventsTable, OTHER);
const p = sql.placeholder;
const col = (column: { name: string }) => sql.identifier(column.name);

/** A session's booking holds its seat (the same rule as an event's: `holdsSeat`). */
const heldSession = (session: typeof other) =>
  sql`EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${bookingsTable.event_id} = ${session.id} AND ${holdsSeat(p("now"))})`;

/** An offer of the 1:1 waiting list, read inside the insert (decision 0219). */
const HELD = "held_offer";
const held = alias(schema.sessionWaitlist, HELD);

/**
 * Room for a session at `[blockedFrom, blockedUntil)` on `day`: no other session whose booking holds
 * its seat overlaps that blocked time (buffers included), no running offer of the 1:1 waiting list
 * holds an overlapping time for someone else (`exceptOffer`: the offer being booked, decision 0219),
 * and the type's day is under its daily maximum. `self`: the session being moved, which does not
 * stand in its own way.
 */
const roomForSession = (self: SQL | null) => {
  const notSelf = self ? sql`AND ${other.id} <> ${self}` : sql``;
  return sql`NOT EXISTS (
        SELECT 1 FROM ${schema.sessionWaitlist} ${sql.identifier(HELD)}
        WHERE ${and(
          eq(held.status, "offered"),
          gt(held.offer_expires_at, p("now")),
          gt(held.offer_blocked_until, p("blockedFrom")),
          lt(held.offer_blocked_from, p("blockedUntil")),
        )} AND (${p("exceptOffer")} IS NULL OR ${held.id} <> ${p("exceptOffer")}))
      AND NOT EXISTS (
        SELECT 1 FROM ${eventsTable} ${sql.identifier(OTHER)}
        WHERE ${and(
          eq(other.kind, "session"),
          isNull(other.cancelled_at),
          gt(other.blocked_until, p("blockedFrom")),
          lt(other.blocked_from, p("blockedUntil")),
        )} ${notSelf}
          AND ${heldSession(other)})
      AND (${p("maxPerDay")} IS NULL OR (
        SELECT COUNT(*) FROM ${eventsTable} ${sql.identifier(OTHER)}
        WHERE ${and(
          eq(other.kind, "session"),
          isNull(other.cancelled_at),
          eq(other.appointment_type_id, p("typeId")),
          eq(other.event_date, p("day")),
        )} ${notSelf}
          AND ${heldSession(other)}) < ${p("maxPerDay")})`;
};

/**
 * THE session insert: its row only if there is room for it (`roomForSession`) and, booked with a
 * package's credit (`creditOf`, decision 0150), only while that package has one left. D1 runs a
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
  | "creditOf"
  | "exceptOffer"
>(
  () => sql`
    INSERT INTO ${eventsTable} (${col(eventsTable.id)}, ${col(eventsTable.title)}, ${col(eventsTable.description)}, ${col(eventsTable.title_en)}, ${col(eventsTable.description_en)},
                      ${col(eventsTable.category)}, ${col(eventsTable.event_date)}, ${col(eventsTable.start_time)}, ${col(eventsTable.end_time)}, ${col(eventsTable.location)},
                      ${col(eventsTable.max_attendees)}, ${col(eventsTable.price)}, ${col(eventsTable.price_cents)}, ${col(eventsTable.currency)}, ${col(eventsTable.created_at)},
                      ${col(eventsTable.kind)}, ${col(eventsTable.appointment_type_id)}, ${col(eventsTable.session_place)}, ${col(eventsTable.blocked_from)}, ${col(eventsTable.blocked_until)},
                      ${col(eventsTable.auto_confirm)}, ${col(eventsTable.free_change_hours)})
    SELECT ${p("id")}, ${p("title")}, ${p("description")}, ${p("titleEn")}, ${p("descriptionEn")},
           -- The events table wants a category; no list shows a session's (decision 0130; SESSION_CATEGORY).
           'Seminar', ${p("day")}, ${p("startTime")}, ${p("endTime")}, ${p("location")},
           1, ${p("price")}, ${p("priceCents")}, 'EUR', ${p("now")},
           'session', ${p("typeId")}, ${p("place")}, ${p("blockedFrom")}, ${p("blockedUntil")},
           -- Booked at once unless the coach switched it off for this type (decision 0186): read in the insert.
           COALESCE((SELECT ${col(schema.appointmentTypes.auto_confirm)} FROM ${schema.appointmentTypes} WHERE ${col(schema.appointmentTypes.id)} = ${p("typeId")}), 0),
           -- Its free-change window as agreed at booking (AGB § 5a): the type's setting, read in the insert.
           (SELECT ${col(schema.appointmentTypes.free_change_hours)} FROM ${schema.appointmentTypes} WHERE ${col(schema.appointmentTypes.id)} = ${p("typeId")})
    WHERE ${roomForSession(null)}
      AND ${creditGuardSql(p("creditOf"), p("typeId"), p("day"), p("now"))}
    RETURNING ${col(eventsTable.id)} AS id`,
);

/** The credit a session booked with a package uses, written only with the session row (decision 0150). */
const creditUseInsert = compiledStatement<"id" | "creditOf" | "now">(
  () => sql`
    INSERT INTO ${uses} (${col(uses.session_event_id)}, ${col(uses.package_event_id)}, ${col(uses.created_at)})
    SELECT ${p("id")}, ${p("creditOf")}, ${p("now")} WHERE EXISTS (SELECT 1 FROM ${eventsTable} WHERE ${eventsTable.id} = ${p("id")})`,
);

/**
 * THE move (decision 0151): the session row takes its new time only if it still has the time the
 * visitor saw (`oldDay`, `oldStart`: two moves cannot both win), its booking holds its seat, and
 * there is room at the new time (`roomForSession`, the session itself aside). One UPDATE: the
 * booking, its invoice and calendar entry stay the same row's, the old time is free at once.
 */
const moveSessionRow = compiledStatement<
  | "id"
  | "oldDay"
  | "oldStart"
  | "day"
  | "startTime"
  | "endTime"
  | "location"
  | "place"
  | "typeId"
  | "blockedFrom"
  | "blockedUntil"
  | "now"
  | "maxPerDay"
  | "exceptOffer"
>(
  () => sql`
    UPDATE ${eventsTable} SET ${col(eventsTable.event_date)} = ${p("day")}, ${col(eventsTable.start_time)} = ${p("startTime")},
                    ${col(eventsTable.end_time)} = ${p("endTime")}, ${col(eventsTable.location)} = ${p("location")},
                    ${col(eventsTable.session_place)} = ${p("place")},
                    ${col(eventsTable.blocked_from)} = ${p("blockedFrom")}, ${col(eventsTable.blocked_until)} = ${p("blockedUntil")}
    WHERE ${and(
      eq(eventsTable.id, p("id")),
      eq(eventsTable.kind, "session"),
      isNull(eventsTable.cancelled_at),
      eq(eventsTable.event_date, p("oldDay")),
      eq(eventsTable.start_time, p("oldStart")),
    )}
      AND EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${bookingsTable.event_id} = ${p("id")} AND ${holdsSeat(p("now"))})
      AND ${roomForSession(sql`${p("id")}`)}
    RETURNING ${col(eventsTable.id)} AS id`,
);

/** The visitor's note, written only onto the booking the same batch made. */
const noteUpdate = compiledStatement<"bookingId" | "note">(
  () =>
    sql`UPDATE ${bookingsTable} SET ${col(bookingsTable.note)} = ${p("note")} WHERE ${bookingsTable.id} = ${p("bookingId")}`,
);

/** A session row whose booking was refused (a limit) leaves with the batch that wrote it, with its credit use. */
const dropUnusedCredit = compiledStatement<"id">(
  () => sql`DELETE FROM ${uses} WHERE ${uses.session_event_id} = ${p("id")}
    AND NOT EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${bookingsTable.event_id} = ${p("id")})`,
);
const dropUnbooked = compiledStatement<"id">(
  () => sql`DELETE FROM ${eventsTable} WHERE ${eventsTable.id} = ${p("id")} AND ${eventsTable.kind} = 'session'
    AND NOT EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${bookingsTable.event_id} = ${p("id")})`,
);

/** A package's credit to book with (decision 0150): its events row, and the last day its credits hold. */
export interface SessionCredit {
  packageEventId: string;
  lastDay: string;
}

export interface SessionChoice {
  typeId: string;
  /** The start as an instant (ms), one the scheduler offered. */
  startMs: number;
  place: SessionPlace;
}

/** The next free times after a refused one, to offer in its place. */
/** A free time offered instead of a taken one (the type lives with the move transition). */
export type NextFreeTime = FreeTime;

export type SessionBookingResult =
  | {
      ok: true;
      bookingId: string;
      reference: string;
      totalCents: number;
      /** What a value voucher paid of `totalCents` (decision 0152). */
      voucherCents?: number;
      currency: string;
      holdUntil: Date;
      day: string;
      time: string;
      /** The same form was submitted before: nothing new was booked. */
      replay: boolean;
    }
  | { ok: false; reason: "not_found" }
  /**
   * Someone else has this time (or it is no longer offered): nothing was written. `heldUntil`: a
   * running offer of the 1:1 waiting list holds it for someone else until then (UTC ISO, decision 0219).
   */
  | { ok: false; reason: "taken"; next: NextFreeTime[]; heldUntil?: string }
  /** Booked with a package (decision 0150) that has no usable credit for this time: nothing was written. */
  | { ok: false; reason: "no_credit" }
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
export function sessionEvent(
  type: ShownAppointmentType,
  choice: SessionChoice,
  id: string,
  priceCents = type.price_cents,
): BookableEvent & { free_change_hours: number } {
  const start = berlinWallOf(choice.startMs);
  const end = berlinWallOf(choice.startMs + type.duration_minutes * MINUTE_MS);
  return {
    id,
    // A private row without a public page (decision 0130), so no readable address either.
    slug: null,
    title: type.name,
    description: type.description,
    title_en: type.name_en,
    description_en: type.description_en,
    event_date: start.day,
    start_time: clockOf(start.minutes),
    // A session ends the day it starts (her hours end at midnight at the latest): "24:00" then.
    end_time: clockOf(end.day === start.day ? end.minutes : 1440),
    location: PLACE_LOCATIONS[choice.place],
    price_cents: priceCents,
    currency: "EUR",
    // The insert checks the event's fields against the row: the category the session row is written with.
    category: SESSION_CATEGORY,
    // Its e-mails speak of a session, not an event (decision 0187).
    kind: "session",
    // Its e-mails quote its type's free-change window (AGB § 5a, issue 51).
    free_change_hours: type.free_change_hours,
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
  input: BookingInput & { note?: string; intake?: IntakeAnswer[] },
  now = new Date(),
  locale: Locale = "de",
  limits?: FormLimits,
  holder?: HoldHolder,
  /** Booked with a credit of this package (decision 0150): free of charge, one credit used in the same batch. */
  credit?: SessionCredit,
  /**
   * byCoach: entered by the coach for a client (coach-entry.server.ts), written without the first
   * e-mail. exceptOffer: the 1:1 waiting list's open offer being booked (decision 0207): its held time is free for it.
   */
  { byCoach = false, exceptOffer }: { byCoach?: boolean; exceptOffer?: string } = {},
): Promise<SessionBookingResult> {
  const early = async (answer: SessionBookingResult): Promise<SessionBookingResult> =>
    limits && !(await limits.hit()) ? { ok: false, reason: "rate_limited" } : answer;
  const key = input.idempotency_key;
  const scheduler = await loadScheduler(env, choice.typeId, now, { exceptOffer });
  const type = scheduler.type;
  if (!type) return early({ ok: false, reason: "not_found" });
  const offered = scheduler.days.some((day) =>
    day.slots.some((slot) => slot.startMs === choice.startMs && slot.places.includes(choice.place)),
  );
  if (credit && berlinWallOf(choice.startMs).day > credit.lastDay) return early({ ok: false, reason: "no_credit" });
  if (!offered) {
    // The same form sent again after it booked: that booking is the answer.
    const earlier = key ? await replayed(env, key) : null;
    if (earlier) return early(withTime(earlier, choice.startMs));
    return early({
      ok: false,
      reason: "taken",
      next: nextFreeTimes(scheduler.days, choice.startMs, choice.place),
      ...(await offerHolding(env, type, choice.startMs, now, exceptOffer)),
    });
  }

  const sessionId = crypto.randomUUID();
  const event: BookingTarget = {
    ...sessionEvent(type, choice, sessionId, credit ? 0 : type.price_cents),
    // A credit's session is free here but was paid with its package: the early-start request stays.
    ...(credit ? { paidElsewhere: true } : {}),
  };
  const prepared = await bookingWrites(env, event, { ...input, num_tickets: 1 }, now, locale, limits, holder, {
    addressMail: !byCoach,
  });
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
    priceCents: event.price_cents,
    price: event.price_cents / 100,
    typeId: type.id,
    place: choice.place,
    blockedFrom: new Date(choice.startMs - type.buffer_before_minutes * MINUTE_MS).toISOString(),
    blockedUntil: new Date(
      choice.startMs + (type.duration_minutes + type.buffer_after_minutes) * MINUTE_MS,
    ).toISOString(),
    now: nowIso,
    maxPerDay: type.max_per_day,
    creditOf: credit?.packageEventId ?? null,
    exceptOffer: exceptOffer ?? null,
  });
  const creditWrites = credit
    ? [creditUseInsert(env, { id: sessionId, creditOf: credit.packageEventId, now: nowIso })]
    : [];
  const note = input.note?.trim() ? [noteUpdate(env, { bookingId: prepared.bookingId, note: input.note.trim() })] : [];
  const committed = await commitHold(env, prepared.hold, {
    limits,
    before: [session, ...creditWrites],
    after: [
      ...note,
      // The intake answers (decision 0211), written only onto the booking this batch made.
      ...intakeAnswerWrites(env, prepared.bookingId, input.intake),
      ...(credit ? [dropUnusedCredit(env, { id: sessionId })] : []),
      dropUnbooked(env, { id: sessionId }),
    ],
  });
  if (!committed) return { ok: false, reason: "rate_limited" };
  const [sessionRow] = committed.results;
  if (committed.held) {
    await applyHoldEffects(env, committed, sessionId, 1);
    return { ...bookedAnswer(prepared, "EUR"), day: event.event_date, time: event.start_time };
  }
  if (key) {
    const earlier = await replayed(env, key);
    if (earlier) return withTime(earlier, choice.startMs);
  }
  if (!sessionRow?.results.length) {
    if (credit && !(await creditLeft(env, credit.packageEventId, type.id, event.event_date, now)))
      return { ok: false, reason: "no_credit" };
    const after = await loadScheduler(env, choice.typeId, now, { exceptOffer });
    return {
      ok: false,
      reason: "taken",
      next: nextFreeTimes(after.days, choice.startMs, choice.place),
      ...(await offerHolding(env, type, choice.startMs, now, exceptOffer)),
    };
  }
  // The time was free, the booking's own limits refused it (its row is gone with the same batch).
  return holdLimitsRefusal(env, sessionId, input, now, holder, 1);
}

/**
 * Whether a running offer of the 1:1 waiting list holds a time overlapping a session at `startMs`
 * (buffers included) for someone else: then until when (decision 0219), so the coach hears why.
 */
async function offerHolding(
  env: Pick<Env, "DB">,
  type: ShownAppointmentType,
  startMs: number,
  now: Date,
  exceptOffer: string | undefined,
): Promise<{ heldUntil?: string }> {
  const offers = schema.sessionWaitlist;
  const blockedFrom = new Date(startMs - type.buffer_before_minutes * MINUTE_MS).toISOString();
  const blockedUntil = new Date(
    startMs + (type.duration_minutes + type.buffer_after_minutes) * MINUTE_MS,
  ).toISOString();
  const [offer] = await getDb(env)
    .select({ until: offers.offer_expires_at })
    .from(offers)
    .where(
      and(
        eq(offers.status, "offered"),
        gt(offers.offer_expires_at, now.toISOString()),
        gt(offers.offer_blocked_until, blockedFrom),
        lt(offers.offer_blocked_from, blockedUntil),
        exceptOffer ? ne(offers.id, exceptOffer) : undefined,
      ),
    )
    .orderBy(desc(offers.offer_expires_at))
    .limit(1);
  return offer?.until ? { heldUntil: offer.until } : {};
}

function withTime(
  earlier: Extract<Awaited<ReturnType<typeof replayed>>, { ok: true }>,
  startMs: number,
): SessionBookingResult {
  const start = berlinWallOf(startMs);
  return { ...earlier, day: start.day, time: clockOf(start.minutes) };
}

/** Whether the package still has a credit usable for a session of `typeId` on `day` (the insert's own guard). */
async function creditLeft(env: Pick<Env, "DB">, packageEventId: string, typeId: string, day: string, now: Date) {
  const [answer] = await getDb(env)
    .select({
      ok: sql<number>`${creditGuardSql(sql`${packageEventId}`, sql`${typeId}`, sql`${day}`, sql`${now.toISOString()}`)}`,
    })
    .from(sql`(SELECT 1)`);
  return Number(answer?.ok ?? 0) === 1;
}

/** Where a session moves to: its new time and place as its row will hold them. */
export type MovedSession = Pick<BookableEvent, "event_date" | "start_time" | "end_time" | "location">;

/**
 * The move of session `session` to `choice` (decision 0151) as ONE conditional UPDATE for the
 * caller's batch (transitions.server.ts `moveSession`), and the new time it writes.
 */
export function sessionMoveWrite(
  env: Pick<Env, "DB">,
  type: ShownAppointmentType,
  session: { id: string; event_date: string; start_time: string },
  choice: SessionChoice,
  now: Date,
): { statement: D1PreparedStatement; moved: MovedSession } {
  const event = sessionEvent(type, choice, session.id);
  return {
    statement: moveSessionRow(env, {
      id: session.id,
      oldDay: session.event_date,
      oldStart: session.start_time,
      day: event.event_date,
      startTime: event.start_time,
      endTime: event.end_time,
      location: event.location,
      place: choice.place,
      typeId: type.id,
      blockedFrom: new Date(choice.startMs - type.buffer_before_minutes * MINUTE_MS).toISOString(),
      blockedUntil: new Date(
        choice.startMs + (type.duration_minutes + type.buffer_after_minutes) * MINUTE_MS,
      ).toISOString(),
      now: now.toISOString(),
      maxPerDay: type.max_per_day,
      // A move never takes a time an offer holds (decision 0219).
      exceptOffer: null,
    }),
    moved: {
      event_date: event.event_date,
      start_time: event.start_time,
      end_time: event.end_time,
      location: event.location,
    },
  };
}

/**
 * The scheduler's part of moving a session (the transition `moveSession` in
 * app/features/core/booking/transitions.server.ts): whether its kind offers the new time at its place now
 * (the session's own time aside), the conditional UPDATE to it, and the next free times otherwise.
 */
export const planSessionMove =
  (env: Pick<Env, "DB" | "KV">, now: Date): PlanSessionMove =>
  async (event, startMs) => {
    if (!event.appointment_type_id || !event.session_place) return null;
    const typeId = event.appointment_type_id;
    const place = event.session_place as SessionPlace;
    const scheduler = await loadScheduler(env, typeId, now, { exceptSession: event.id });
    const type = scheduler.type;
    if (!type) return null;
    // A session of a package stays within the package's days (decision 0150).
    const lastDay = await creditLastDayOf(env, event.id);
    const inPackage = (day: FreeDay) => !lastDay || day.day <= lastDay;
    const offered = scheduler.days
      .filter(inPackage)
      .some((day) => day.slots.some((slot) => slot.startMs === startMs && slot.places.includes(place)));
    return {
      write: offered ? sessionMoveWrite(env, type, event, { typeId: type.id, startMs, place }, now) : null,
      nextFree: async () => {
        const days = (await loadScheduler(env, type.id, now, { exceptSession: event.id })).days;
        // Past the package's last day nothing follows: then its first free times instead.
        const from = lastDay && berlinWallOf(startMs).day > lastDay ? 0 : startMs;
        return nextFreeTimes(days.filter(inPackage), from, place);
      },
    };
  };
