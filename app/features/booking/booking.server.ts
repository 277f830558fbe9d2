import { and, eq, gt, ne, sql } from "drizzle-orm";
import { findEvent, isEventId } from "~/features/events/event.server";
import { hasStarted } from "~/features/events/format";
import { d1Statement, enqueueOutbox, outboxInsertWhere } from "~/features/mail/outbox.server";
import { getDb, schema } from "~/lib/db.server";
import type { FormResult } from "~/lib/forms";
import { type ClientLimit, type FormAnswer, type PublicForm, runPublicForm } from "~/lib/public-form.server";
import { logEvent } from "~/lib/log";
import { getMessages, type Messages } from "~/lib/i18n";
import { purgePublicPages } from "~/lib/page-cache.server";
import { localeFromPath, type Locale } from "~/lib/locale";
import type { RateLimitRule } from "~/lib/rate-limit.server";
import { bookingLinks } from "./links.server";
import { bookingConfirmationMail, type BookingMailInput } from "./mail";
import { paymentInstructions, type PaymentInstructions } from "~/features/payments/instructions";
import { BOOKING_POLICY, holdExpiry } from "./policy";
import { bookingReference } from "~/features/payments/reference";
import { type BookingField, type BookingInput, bookingFormSchemas } from "./schema";
import { isoNow, seatsTakenSql } from "~/features/events/seats.server";

export type BookingEnv = Pick<Env, "DB" | "KV" | "MAIL_QUEUE" | "SITE_URL" | "TOKEN_SECRET" | "TOKEN_SECRET_PREVIOUS">;

/** Generous for people, tight for scripts: ten bookings per ten minutes from one address. */
export const BOOKING_RATE_LIMIT: RateLimitRule = { name: "booking", limit: 10, windowSeconds: 600 };

export type BookingRefusal =
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "past" }
  | { ok: false; reason: "not_enough_seats"; seatsLeft: number }
  /** This address already holds the most tickets one address may hold for the event. */
  | { ok: false; reason: "email_event_limit"; ticketsLeft: number }
  /** This address has too many bookings it has not confirmed yet. */
  | { ok: false; reason: "email_unconfirmed_limit" }
  /** Unconfirmed holds already take the share of seats they may take; they expire within the hour. */
  | { ok: false; reason: "holds_full" }
  /** The client's rate limit (counted in the booking's own batch) refused it; nothing was written. */
  | { ok: false; reason: "rate_limited" };

export type CreateBookingResult =
  | {
      ok: true;
      bookingId: string;
      reference: string;
      totalCents: number;
      currency: string;
      holdUntil: Date;
      /** The same form was submitted before: nothing new was booked. */
      replay: boolean;
    }
  | BookingRefusal;

const b = schema.bookings;
const e = schema.events;
const col = (column: { name: string }) => sql.identifier(column.name);

const ticketsOfEmail = (email: string, eventId: string, now: Date) =>
  sql`(SELECT COALESCE(SUM(${b.num_tickets}), 0) FROM ${b}
       WHERE ${and(eq(b.event_id, eventId), eq(b.email, email), ne(b.status, "cancelled"))}
         AND (${b.hold_expires_at} IS NULL OR ${b.hold_expires_at} > ${isoNow(now)}))`;
const unconfirmedOfEmail = (email: string, now: Date) =>
  sql`(SELECT COUNT(*) FROM ${b} WHERE ${and(eq(b.email, email), ne(b.status, "cancelled"), gt(b.hold_expires_at, isoNow(now)))})`;
const unconfirmedTickets = (eventId: string, now: Date) =>
  sql`(SELECT COALESCE(SUM(${b.num_tickets}), 0) FROM ${b}
       WHERE ${and(eq(b.event_id, eventId), ne(b.status, "cancelled"), gt(b.hold_expires_at, isoNow(now)))})`;
/**
 * The share of seats unconfirmed holds may take, rounded up. A single booking larger than that
 * (a couple taking both seats of a small event) is allowed while no other unconfirmed hold exists.
 */
const unconfirmedCap = sql`((${e.max_attendees} * ${BOOKING_POLICY.unconfirmedSharePercent} + 99) / 100)`;

/** A booking made earlier with the same form (idempotency key), answered as it was then. */
async function replayed(env: Pick<Env, "DB">, key: string, eventId: string): Promise<CreateBookingResult | null> {
  const [row] = await getDb(env).select().from(b).where(eq(b.idempotency_key, key)).limit(1);
  if (!row || row.event_id !== eventId) return null;
  return {
    ok: true,
    bookingId: row.id,
    reference: bookingReference(row.id),
    totalCents: row.total_cents,
    currency: row.currency,
    holdUntil: new Date(row.hold_expires_at ?? row.created_at),
    replay: true,
  };
}

/** Why an insert was refused, read after the fact from the same numbers its WHERE clause used. */
async function refusal(env: Pick<Env, "DB">, eventId: string, input: BookingInput, now: Date): Promise<BookingRefusal> {
  const current = await findEvent(env, eventId, now);
  if (!current) return { ok: false, reason: "not_found" };
  if (current.seats_left < input.num_tickets)
    return { ok: false, reason: "not_enough_seats", seatsLeft: current.seats_left };
  const [counts] = await getDb(env)
    .select({
      mine: sql<number>`${ticketsOfEmail(input.email, eventId, now)}`,
      unconfirmed: sql<number>`${unconfirmedOfEmail(input.email, now)}`,
    })
    .from(sql`(SELECT 1)`);
  const mine = Number(counts?.mine ?? 0);
  if (mine + input.num_tickets > BOOKING_POLICY.ticketsPerEmailAndEvent) {
    return {
      ok: false,
      reason: "email_event_limit",
      ticketsLeft: Math.max(0, BOOKING_POLICY.ticketsPerEmailAndEvent - mine),
    };
  }
  if (Number(counts?.unconfirmed ?? 0) >= BOOKING_POLICY.unconfirmedPerEmail) {
    return { ok: false, reason: "email_unconfirmed_limit" };
  }
  return { ok: false, reason: "holds_full" };
}

/**
 * Books seats for a visitor. The server decides price, currency, total and status. D1 has no
 * interactive transactions, so every limit and the insert are ONE statement (INSERT … SELECT …
 * WHERE seats, per-address and per-event caps hold); its RETURNING rows say whether it happened.
 *
 * The booking holds its seats for `BOOKING_POLICY.holdMinutes` until the visitor confirms the
 * address through the first e-mail (docs/decisions/0001-booking-holds.md). That e-mail is recorded
 * in the same batch (a transaction) under the condition that the booking row exists, then handed
 * to the queue; the request does not wait for sending.
 *
 * With `limit` (the public form pipeline's client rate limit), the limit's hit is the batch's first
 * statement and the insert holds only within it; an answer without a batch counts it alone.
 */
export async function createBooking(
  env: BookingEnv,
  eventId: string | undefined,
  input: BookingInput,
  now = new Date(),
  locale: Locale = "de",
  limit?: ClientLimit,
): Promise<CreateBookingResult> {
  const key = input.idempotency_key;
  // The event with its free seats and an earlier booking of this form: one D1 round trip.
  const [event, earlier] = await Promise.all([
    findEvent(env, eventId, now),
    key && isEventId(eventId) ? replayed(env, key, eventId) : null,
  ]);
  // Answers without a batch count the client's hit on their own (rare paths, one round trip more).
  const early = async (answer: CreateBookingResult): Promise<CreateBookingResult> =>
    limit && !(await limit.hit()) ? { ok: false, reason: "rate_limited" } : answer;
  if (!event) return early({ ok: false, reason: "not_found" });
  if (earlier) return early(earlier);
  if (hasStarted(event, now)) return early({ ok: false, reason: "past" });
  if (event.seats_left < input.num_tickets)
    return early({ ok: false, reason: "not_enough_seats", seatsLeft: event.seats_left });

  const bookingId = crypto.randomUUID();
  const totalCents = event.price_cents * input.num_tickets;
  const phone = input.phone || null;
  const holdUntil = holdExpiry(now);
  const tickets = input.num_tickets;

  const insertBooking = d1Statement(
    env,
    sql`
    INSERT INTO ${b} (${col(b.id)}, ${col(b.event_id)}, ${col(b.full_name)}, ${col(b.email)}, ${col(b.phone)},
                      ${col(b.num_tickets)}, ${col(b.total_cents)}, ${col(b.total_price)}, ${col(b.currency)}, ${col(b.status)},
                      ${col(b.created_at)}, ${col(b.hold_expires_at)}, ${col(b.idempotency_key)}, ${col(b.locale)})
    SELECT ${bookingId}, ${e.id}, ${input.full_name}, ${input.email}, ${phone},
           ${tickets}, ${totalCents}, ${totalCents / 100}, ${e.currency}, 'pending', ${isoNow(now)}, ${isoNow(holdUntil)}, ${key ?? null}, ${locale}
    FROM ${e}
    WHERE ${e.id} = ${event.id}
      AND ${seatsTakenSql(e.id, now)} + ${tickets} <= ${e.max_attendees}
      AND (${unconfirmedTickets(event.id, now)} + ${tickets} <= ${unconfirmedCap} OR ${unconfirmedTickets(event.id, now)} = 0)
      AND ${ticketsOfEmail(input.email, event.id, now)} + ${tickets} <= ${BOOKING_POLICY.ticketsPerEmailAndEvent}
      AND ${unconfirmedOfEmail(input.email, now)} < ${BOOKING_POLICY.unconfirmedPerEmail}
      AND ${limit ? limit.withinLimit : sql`1`}
    ON CONFLICT (${col(b.idempotency_key)}) DO NOTHING
    RETURNING ${col(b.id)} AS id`,
  );

  const mail: BookingMailInput = {
    bookingId,
    event,
    fullName: input.full_name,
    email: input.email,
    phone,
    tickets,
    totalCents,
    currency: event.currency,
    locale,
  };
  const links = await bookingLinks(env, bookingId, locale);
  const bookingExists = sql`EXISTS (SELECT 1 FROM ${b} WHERE ${eq(b.id, bookingId)})`;
  // One batch = one transaction: the booking and its e-mail are written together or not at all.
  const writes = [
    insertBooking,
    outboxInsertWhere(env, bookingConfirmationMail(mail, links, holdUntil, now), bookingExists),
  ];
  const results = await env.DB.batch<{ id: string; count: number }>(limit ? [limit.statement, ...writes] : writes);
  if (limit && !limit.settle(results[0])) return { ok: false, reason: "rate_limited" };
  const [inserted, confirmation] = limit ? results.slice(1) : results;

  if (!inserted?.results.length) {
    // The same form posted twice at once: the other request booked it.
    if (key) {
      const earlier = await replayed(env, key, event.id);
      if (earlier) return earlier;
    }
    return refusal(env, event.id, input, now);
  }

  await enqueueOutbox(
    env,
    (confirmation?.results ?? []).map((row) => row.id),
  );
  // Pages showing free seats must show this booking at once; the purge never throws and writes no
  // KV key (production KV refuses a second write to one key within a second).
  await purgePublicPages(env, "booking");
  logEvent("booking-created", { eventId: event.id, tickets });
  return {
    ok: true,
    bookingId,
    reference: bookingReference(bookingId),
    totalCents,
    currency: event.currency,
    holdUntil,
    replay: false,
  };
}

export type BookingActionResult = FormResult<BookingField> & {
  reference?: string;
  email?: string;
  /** Until when the seats are held unless the visitor confirms the address (ISO). */
  holdUntil?: string;
  /** How to pay (bank details, GiroCode for EUR), shown on the success view. */
  payment?: PaymentInstructions;
};

const failureIn =
  (messages: Messages) =>
  (
    text: string,
    extra: Omit<Extract<BookingActionResult, { ok: false }>, "ok" | "message"> = {},
  ): BookingActionResult => ({ ok: false, message: { title: messages.booking.toastError.title, text }, ...extra });

const keptFields = (values: Record<string, string>) => ({
  full_name: values.full_name ?? "",
  email: values.email ?? "",
  phone: values.phone ?? "",
  num_tickets: values.num_tickets ?? "",
});

/**
 * The booking form in the public form pipeline (app/lib/public-form.server.ts), in the language of
 * the event page; `act` is `createBooking`, whose refusals become German (or English) messages.
 */
export function bookingForm(
  env: BookingEnv,
  eventId: string | undefined,
  now: Date,
  locale: Locale,
): PublicForm<(typeof bookingFormSchemas)[Locale], BookingActionResult> {
  const messages = getMessages(locale);
  const failure = failureIn(messages);
  const rateLimited = (values: Record<string, string>) => ({
    status: 429,
    result: failure(messages.booking.rateLimited, { values: keptFields(values) }),
  });
  return {
    name: "booking",
    rateLimit: BOOKING_RATE_LIMIT,
    schema: bookingFormSchemas[locale],
    unreadable: () => ({ status: 400, result: failure(messages.booking.validation.checkInput) }),
    // Bots fill every field; people never see this one. Answer like a success, write nothing.
    honeypot: () => ({ status: 200, result: { ok: true, message: messages.booking.toastSuccess } }),
    rateLimited,
    invalid: (fieldErrors, values) => ({
      status: 400,
      result: failure(messages.booking.validation.checkInput, { fieldErrors, values: keptFields(values) }),
    }),
    failed: (values) => ({
      status: 503,
      result: failure(messages.booking.toastError.text, { values: keptFields(values) }),
    }),
    // The client's hit is the first statement of the booking's batch (one D1 round trip fewer).
    limitInAct: true,
    act: async (input, values, limit) => {
      const kept = keptFields(values);
      const booking = await createBooking(env, eventId, input, now, locale, limit);
      if (booking.ok) {
        return {
          status: 200,
          result: {
            ok: true,
            message: messages.booking.toastSuccess,
            reference: booking.reference,
            email: input.email,
            holdUntil: booking.holdUntil.toISOString(),
            payment: paymentInstructions(
              { id: booking.bookingId, total_cents: booking.totalCents, currency: booking.currency },
              locale,
            ),
          },
        };
      }
      switch (booking.reason) {
        case "not_found":
          return { status: 404, result: failure(messages.eventDetail.notFoundText) };
        case "past":
          return { status: 409, result: failure(messages.booking.pastEvent) };
        case "not_enough_seats":
          return {
            status: 409,
            result: failure(messages.booking.notEnoughSeats(booking.seatsLeft), {
              fieldErrors: { num_tickets: messages.booking.notEnoughSeats(booking.seatsLeft) },
              values: kept,
            }),
          };
        case "email_event_limit":
          return {
            status: 409,
            result: failure(messages.booking.emailEventLimit(booking.ticketsLeft), {
              fieldErrors: { num_tickets: messages.booking.emailEventLimit(booking.ticketsLeft) },
              values: kept,
            }),
          };
        case "email_unconfirmed_limit":
          return { status: 409, result: failure(messages.booking.emailUnconfirmedLimit, { values: kept }) };
        case "holds_full":
          return { status: 409, result: failure(messages.booking.holdsFull, { values: kept }) };
        case "rate_limited":
          return rateLimited(values);
      }
    },
  };
}

/** The booking form's server side, shared by the route action (with and without JavaScript). */
export function handleBookingRequest(
  request: Request,
  env: BookingEnv,
  eventId: string | undefined,
  now = new Date(),
): Promise<FormAnswer<BookingActionResult>> {
  // The form answers, and its first e-mail is written, in the language of the event page (/en/events/…).
  const locale = localeFromPath(new URL(request.url).pathname);
  return runPublicForm(request, env, bookingForm(env, eventId, now, locale), { now: now.getTime() });
}
