import { bookingWithEvent, invoiceByNumber, invoicesOfBooking } from "~/features/core/invoices/invoices.server";
import { formatLongDate, formatShortDate, formatTimeRange } from "~/features/products/events/format";
import { formatPrice } from "~/lib/money";
import { paymentInstructions } from "~/features/core/payments/instructions";
import { paymentsOf } from "~/features/core/payments/payments.server";
import { amountDue, paymentState } from "~/features/core/payments/state";
import { getMessages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import type { BookingEnv } from "./hold-limits.server";
import { cancellationQuote, cancellationTermsOf, coachConfirmsBy, sessionMoveDeadline } from "./policy";
import { productOf } from "./products/booked";
import { formatBerlinDateTime } from "~/lib/today";
import { bookingReference } from "~/features/core/payments/reference";
import { isoNow } from "~/features/products/events/seats.server";
import { shownTitle } from "~/features/products/events/localize";
import { afterSeatsFreed, cancel, confirmAddress, type TransitionResult, withdraw } from "./transitions.server";
import { businessSettings } from "~/features/core/business/settings.server";
import { eventPath } from "~/features/products/events/path";
import { loadByBookingToken } from "./booking-link.server";

/** What the visitor sees of a booking's state; "unconfirmed" and "expired" are pending bookings whose address is not confirmed. */
export type ManagedState = "unconfirmed" | "expired" | "pending" | "confirmed" | "cancelled";

function bookingOfToken(env: BookingEnv, token: string | undefined) {
  return loadByBookingToken(env, token, (id) => bookingWithEvent(env, id));
}

type Row = NonNullable<Awaited<ReturnType<typeof bookingOfToken>>>;

function stateOf(booking: Row["booking"], now: Date): ManagedState {
  if (booking.status === "cancelled") return booking.cancelled_by === "expired" ? "expired" : "cancelled";
  if (booking.hold_expires_at) return booking.hold_expires_at > isoNow(now) ? "unconfirmed" : "expired";
  return booking.status;
}

/** The page's view of one booking: only what the visitor may see, formatted, serialisable. */
export async function loadManagedBooking(
  env: BookingEnv,
  token: string | undefined,
  now = new Date(),
  locale: Locale = "de",
) {
  const row = await bookingOfToken(env, token);
  if (!row) return null;
  const { booking, event } = row;
  const state = stateOf(booking, now);
  const quote = cancellationQuote(event, booking.total_cents, now);
  const due = amountDue(booking);
  const paid = (await paymentsOf(env, [booking.id])).get(booking.id);
  const paymentKind = paymentState(due, paid?.paidCents ?? 0);
  const m = getMessages(locale);
  const pt = m.payment.states;
  const price = (cents: number) => formatPrice(cents, booking.currency, locale);
  const when = (iso: string) => formatBerlinDateTime(new Date(iso), locale);
  const moveUntil =
    productOf(event).terms.moving === "coaching-hours" &&
    (state === "pending" || state === "confirmed" || state === "unconfirmed")
      ? sessionMoveDeadline(event, now)
      : null;
  return {
    reference: bookingReference(booking.id),
    eventId: event.id,
    /** The event's page, at its readable address (decision 0168). */
    eventPath: eventPath(event),
    /** An event, a 1:1 session (decision 0130) or a package of sessions (0150). */
    kind: event.kind,
    /** A session can be moved until then (AGB § 5a, decision 0151); null: not (any more). */
    moveUntil: moveUntil ? when(moveUntil.toISOString()) : null,
    /** The AGB's free hours and late fee for this booking (§ 5 for events, § 5a for sessions). */
    cancellationTerms: cancellationTermsOf(event),
    ...shownTitle(event, locale),
    date: formatLongDate(event.event_date, locale),
    time: formatTimeRange(event.start_time, event.end_time, true, locale),
    location: event.location,
    tickets: booking.num_tickets,
    total: price(booking.total_cents),
    /** Names the order button: paid or free (contract-fields.tsx). */
    totalCents: booking.total_cents,
    state,
    cancelledBy: booking.cancelled_by,
    /** The coach called the whole event off (decision 0094). */
    eventCancelled: event.cancelled_at !== null,
    holdUntil: booking.hold_expires_at ? when(booking.hold_expires_at) : null,
    /** A request waiting for the coach: by when she confirms it (decision 0186). */
    coachConfirmsBy:
      state === "pending"
        ? when(
            coachConfirmsBy(
              booking.email_confirmed_at ?? booking.updated_at ?? booking.created_at,
              event,
            ).toISOString(),
          )
        : null,
    cancelledAt: booking.cancelled_at ? when(booking.cancelled_at) : null,
    fee: booking.cancellation_fee_cents ? price(booking.cancellation_fee_cents) : null,
    payment: {
      kind: paymentKind,
      text:
        paymentKind === "paid"
          ? pt.paid(paid?.lastPaidOn ? formatShortDate(paid.lastPaidOn, locale) : "")
          : paymentKind === "partial"
            ? pt.partial(price(paid?.paidCents ?? 0), price(due - (paid?.paidCents ?? 0)))
            : paymentKind === "none"
              ? // "storniert" only for a cancelled booking: a live free intro call simply owes nothing.
                state === "cancelled" || state === "expired"
                ? pt.none
                : pt.nothingDue
              : pt.open,
      /** How to pay, while something is still owed by a booking that is not expired. */
      instructions:
        (paymentKind === "open" || paymentKind === "partial") && state !== "expired"
          ? paymentInstructions(
              { id: booking.id, total_cents: due - (paid?.paidCents ?? 0), currency: booking.currency },
              await businessSettings(env),
              locale,
            )
          : null,
    },
    /** Invoice, cancellation invoice, fee invoice: each downloadable by its number. */
    invoices: (await invoicesOfBooking(env, booking.id)).map((invoice) => ({
      number: invoice.number,
      label: m.invoice.linkLabels[invoice.kind],
    })),
    /** What cancelling now would mean; an unconfirmed booking is not binding yet and cancels for free. */
    terms:
      state === "unconfirmed"
        ? ({ kind: "unconfirmed" } as const)
        : quote.kind === "free"
          ? ({ kind: "free", until: formatBerlinDateTime(quote.freeUntil, locale) } as const)
          : quote.kind === "fee"
            ? ({ kind: "fee", fee: price(quote.feeCents) } as const)
            : ({ kind: "closed" } as const),
  };
}

export type ManagedBooking = NonNullable<Awaited<ReturnType<typeof loadManagedBooking>>>;

export type ManageResult = { ok: true } | { ok: false; reason: "invalid" | "not_possible" };

/**
 * The visitor confirms the address (the button on "Meine Buchung", reached through the first
 * e-mail): `confirmAddress`, for the booking the link names.
 */
export async function confirmOwnBooking(
  env: BookingEnv,
  token: string | undefined,
  now = new Date(),
): Promise<ManageResult> {
  const row = await bookingOfToken(env, token);
  if (!row) return { ok: false, reason: "invalid" };
  return manageResult(await confirmAddress(env, row, now));
}

/**
 * The visitor cancels on "Meine Buchung" (a POST; opening the link changes nothing): `cancel` by
 * the visitor, for the booking the link names (the AGB fee, both e-mails, the freed seats).
 */
export async function cancelOwnBooking(
  env: BookingEnv,
  token: string | undefined,
  now = new Date(),
): Promise<ManageResult> {
  const row = await bookingOfToken(env, token);
  if (!row) return { ok: false, reason: "invalid" };
  return manageResult(await cancel(env, row, "visitor", now));
}

/**
 * The visitor withdraws from the contract through the link of a booking's e-mail: `withdraw`
 * (free whatever the deadline, the Stornorechnung, what was paid recorded to be paid back).
 */
export async function withdrawOwnBooking(
  env: BookingEnv,
  token: string | undefined,
  now = new Date(),
): Promise<ManageResult> {
  const row = await bookingOfToken(env, token);
  if (!row) return { ok: false, reason: "invalid" };
  return manageResult(await withdraw(env, row, now));
}

const manageResult = (result: TransitionResult): ManageResult =>
  result.ok ? { ok: true } : { ok: false, reason: result.reason === "not_found" ? "invalid" : "not_possible" };

/** Seats freed elsewhere (a data request's deletion, a raised capacity): the transitions' one effect. */
export { afterSeatsFreed };

/** An invoice of the token's own booking (the download on "Meine Buchung"); null for any other number. */
export async function managedBookingInvoice(env: BookingEnv, token: string | undefined, number: string) {
  return loadByBookingToken(env, token, (id) => invoiceByNumber(env, number, id));
}

/** The calendar file of a booking, for the download on "Meine Buchung". */
export async function managedBookingEvent(env: BookingEnv, token: string | undefined) {
  const row = await bookingOfToken(env, token);
  return row && row.booking.status !== "cancelled" ? row.event : null;
}
