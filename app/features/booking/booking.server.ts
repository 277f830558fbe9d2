import { and, eq, sql } from "drizzle-orm";
import { isHoneypotFilled } from "~/components/ui/honeypot";
import { refreshEventsCache } from "~/features/events/cache.server";
import { findEvent } from "~/features/events/event.server";
import { hasStarted } from "~/features/events/format";
import { d1Statement, enqueueOutbox, outboxInsertWhere } from "~/features/mail/outbox.server";
import { schema } from "~/lib/db.server";
import { type FormResult, formValues, parseForm } from "~/lib/forms";
import { messages } from "~/lib/messages";
import { hitRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { clientAddress } from "~/lib/request.server";
import { bookingConfirmationMail, coachNotificationMail, type BookingMailInput } from "./mail";
import { bookingReference } from "./reference";
import { type BookingField, type BookingInput, bookingFormSchema } from "./schema";
import { holdsSeat, takenTickets } from "./seats.server";
import { logError, logEvent } from "~/lib/log";

type BookingEnv = Pick<Env, "DB" | "KV" | "MAIL_QUEUE">;

/** Generous for people, tight for scripts: ten bookings per ten minutes from one address. */
export const BOOKING_RATE_LIMIT: RateLimitRule = { name: "booking", limit: 10, windowSeconds: 600 };

export type CreateBookingResult =
  | { ok: true; bookingId: string; reference: string; totalPrice: number; currency: string }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "past" }
  | { ok: false; reason: "not_enough_seats"; seatsLeft: number };

const b = schema.bookings;
const e = schema.events;
const col = (column: { name: string }) => sql.identifier(column.name);

/** Cents-exact product, so 3 × 29.9 is stored as 89.7 and not 89.69999999999999. */
const totalOf = (price: number, tickets: number) => Math.round(price * 100 * tickets) / 100;

/**
 * Books seats for a visitor. The server decides price, currency, total and status. D1 has no
 * interactive transactions, so the capacity check and the insert are ONE statement
 * (INSERT … SELECT … WHERE taken + requested <= max_attendees); its RETURNING rows say whether it
 * happened. The two e-mails are recorded in the same batch (a transaction) under the condition
 * that the booking row exists, then handed to the queue; the request does not wait for sending.
 */
export async function createBooking(
  env: BookingEnv,
  eventId: string | undefined,
  input: BookingInput,
  now = new Date(),
): Promise<CreateBookingResult> {
  const event = await findEvent(env, eventId);
  if (!event) return { ok: false, reason: "not_found" };
  if (hasStarted(event, now)) return { ok: false, reason: "past" };
  if (event.seats_left < input.num_tickets)
    return { ok: false, reason: "not_enough_seats", seatsLeft: event.seats_left };

  const bookingId = crypto.randomUUID();
  const totalPrice = totalOf(event.price, input.num_tickets);
  const phone = input.phone || null;

  const insertBooking = d1Statement(
    env,
    sql`
    INSERT INTO ${b} (${col(b.id)}, ${col(b.event_id)}, ${col(b.full_name)}, ${col(b.email)}, ${col(b.phone)},
                      ${col(b.num_tickets)}, ${col(b.total_price)}, ${col(b.currency)}, ${col(b.status)})
    SELECT ${bookingId}, ${e.id}, ${input.full_name}, ${input.email}, ${phone},
           ${input.num_tickets}, ${totalPrice}, ${e.currency}, 'pending'
    FROM ${e}
    WHERE ${e.id} = ${event.id}
      AND (SELECT ${takenTickets} FROM ${b} WHERE ${and(eq(b.event_id, event.id), holdsSeat)}) + ${input.num_tickets}
          <= ${e.max_attendees}
    RETURNING ${col(b.id)} AS id`,
  );

  const mail: BookingMailInput = {
    bookingId,
    event,
    fullName: input.full_name,
    email: input.email,
    phone,
    tickets: input.num_tickets,
    totalPrice,
    currency: event.currency,
  };
  const bookingExists = sql`EXISTS (SELECT 1 FROM ${b} WHERE ${eq(b.id, bookingId)})`;
  // One batch = one transaction: the booking and its e-mails are written together or not at all.
  const [inserted, confirmation, notification] = await env.DB.batch<{ id: string }>([
    insertBooking,
    outboxInsertWhere(env, bookingConfirmationMail(mail, now), bookingExists),
    outboxInsertWhere(env, coachNotificationMail(mail), bookingExists),
  ]);

  if (!inserted?.results.length) {
    const current = await findEvent(env, event.id);
    if (!current) return { ok: false, reason: "not_found" };
    return { ok: false, reason: "not_enough_seats", seatsLeft: current.seats_left };
  }

  const mailIds = [...(confirmation?.results ?? []), ...(notification?.results ?? [])].map((row) => row.id);
  await enqueueOutbox(env, mailIds);
  // The booking is committed: a failing cache write (production KV refuses a second write to one key
  // within a second) must not turn it into an error. The list catches up with the next refresh.
  await refreshEventsCache(env).catch((error: unknown) => logError("events-cache-refresh-failed", error));
  logEvent("booking-created", { eventId, tickets: input.num_tickets });
  return { ok: true, bookingId, reference: bookingReference(bookingId), totalPrice, currency: event.currency };
}

export type BookingActionResult = FormResult<BookingField> & { reference?: string; email?: string };

const failure = (
  text: string,
  extra: Omit<Extract<BookingActionResult, { ok: false }>, "ok" | "message"> = {},
): BookingActionResult => ({ ok: false, message: { title: messages.booking.toastError.title, text }, ...extra });

/**
 * The booking form's server side, shared by the route action (with and without JavaScript):
 * honeypot, per-client rate limit, the shared valibot schema, then `createBooking`.
 * Every outcome is a German message with a fitting status; nothing here answers 500.
 */
export async function handleBookingRequest(
  request: Request,
  env: BookingEnv,
  eventId: string | undefined,
  now = new Date(),
): Promise<{ status: number; result: BookingActionResult }> {
  let values: Record<string, string>;
  try {
    values = formValues(await request.formData());
  } catch {
    return { status: 400, result: failure(messages.booking.validation.checkInput) };
  }

  // Bots fill every field; people never see this one. Answer like a success, write nothing.
  if (isHoneypotFilled(values)) return { status: 200, result: { ok: true, message: messages.booking.toastSuccess } };

  const parsed = parseForm(bookingFormSchema, values);
  const kept = {
    full_name: values.full_name ?? "",
    email: values.email ?? "",
    phone: values.phone ?? "",
    num_tickets: values.num_tickets ?? "",
  };
  if (!parsed.success) {
    return {
      status: 400,
      result: failure(messages.booking.validation.checkInput, { fieldErrors: parsed.fieldErrors, values: kept }),
    };
  }

  try {
    const limit = await hitRateLimit(env, BOOKING_RATE_LIMIT, clientAddress(request), now.getTime());
    if (!limit.allowed) return { status: 429, result: failure(messages.booking.rateLimited, { values: kept }) };

    const booking = await createBooking(env, eventId, parsed.data, now);
    if (booking.ok) {
      return {
        status: 200,
        result: {
          ok: true,
          message: messages.booking.toastSuccess,
          reference: booking.reference,
          email: parsed.data.email,
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
    }
  } catch (error) {
    logError("booking-failed", error);
    return { status: 503, result: failure(messages.booking.toastError.text, { values: kept }) };
  }
}
