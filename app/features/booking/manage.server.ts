import { and, eq, gt, isNull, ne, or, sql } from "drizzle-orm";
import { purgePublicPages, type PurgeReason } from "~/lib/page-cache.server";
import {
  bookingWithEvent,
  cancellationDocumentsMail,
  invoiceByNumber,
  invoicesOfBooking,
  issueCancellationInvoices,
} from "~/features/invoices/invoices.server";
import { formatLongDate, formatPrice, formatShortDate, formatTimeRange } from "~/features/events/format";
import { paymentInstructions } from "~/features/payments/instructions";
import { paymentsOf } from "~/features/payments/payments.server";
import { amountDue, paymentState } from "~/features/payments/state";
import { d1Statement, enqueueOutbox, outboxInsertWhere, queueMails } from "~/features/mail/outbox.server";
import { schema } from "~/lib/db.server";
import { getMessages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { logError, logEvent } from "~/lib/log";
import { loadByToken } from "~/lib/signed-token.server";
import type { BookingEnv } from "./booking.server";
import { bookingLinks } from "./links.server";
import { bookingMailInput, cancellationMails, coachNotificationMail } from "./mail";
import { BOOKING_POLICY, cancellationQuote, formatBerlinDateTime } from "./policy";
import { bookingReference } from "~/features/payments/reference";
import { isoNow } from "~/features/events/seats.server";
import { eventTextsIn, shownTitle } from "~/features/events/localize";
import { offerFreedSeats } from "./waitlist.server";

const b = schema.bookings;

/** What the visitor sees of a booking's state; "unconfirmed" and "expired" are pending bookings whose address is not confirmed. */
export type ManagedState = "unconfirmed" | "expired" | "pending" | "confirmed" | "cancelled";

function bookingOfToken(env: BookingEnv, token: string | undefined) {
  return loadByToken(env, token, "booking", (id) => bookingWithEvent(env, id));
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
  return {
    reference: bookingReference(booking.id),
    eventId: event.id,
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
              ? pt.none
              : pt.open,
      /** How to pay, while something is still owed by a booking that is not expired. */
      instructions:
        (paymentKind === "open" || paymentKind === "partial") && state !== "expired"
          ? paymentInstructions(
              { id: booking.id, total_cents: due - (paid?.paidCents ?? 0), currency: booking.currency },
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
 * e-mail). One conditional UPDATE: only while the hold runs, so an expired hold whose seats may
 * already be someone else's is never revived. The coach's notification is written in the same batch.
 */
export async function confirmOwnBooking(
  env: BookingEnv,
  token: string | undefined,
  now = new Date(),
): Promise<ManageResult> {
  const row = await bookingOfToken(env, token);
  if (!row) return { ok: false, reason: "invalid" };
  if (!row.booking.hold_expires_at && row.booking.status !== "cancelled") return { ok: true }; // already confirmed
  const links = await bookingLinks(env, row.booking.id, row.booking.locale);
  const confirm = d1Statement(
    env,
    sql`UPDATE ${b} SET ${sql.identifier(b.email_confirmed_at.name)} = ${isoNow(now)},
          ${sql.identifier(b.hold_expires_at.name)} = NULL, ${sql.identifier(b.updated_at.name)} = ${isoNow(now)},
          -- The network pseudonyms serve only the caps on open holds (decision 0115).
          ${sql.identifier(b.hold_network.name)} = NULL, ${sql.identifier(b.hold_site.name)} = NULL
        WHERE ${and(eq(b.id, row.booking.id), ne(b.status, "cancelled"), gt(b.hold_expires_at, isoNow(now)))}
        RETURNING ${sql.identifier(b.id.name)} AS id`,
  );
  const confirmed = sql`EXISTS (SELECT 1 FROM ${b} WHERE ${and(eq(b.id, row.booking.id), isNull(b.hold_expires_at), ne(b.status, "cancelled"))})`;
  const [updated, notification] = await env.DB.batch<{ id: string }>([
    confirm,
    outboxInsertWhere(env, coachNotificationMail(bookingMailInput(row), links), confirmed),
  ]);
  if (!updated?.results.length) return { ok: false, reason: "not_possible" };
  await enqueueOutbox(
    env,
    (notification?.results ?? []).map((r) => r.id),
  );
  logEvent("booking-address-confirmed", { eventId: row.event.id });
  return { ok: true };
}

/**
 * The visitor cancels on "Meine Buchung" (a POST; opening the link changes nothing). The AGB
 * decide the fee by the hour (policy.ts); after the start there is no self-cancellation. Seats
 * free at once, both sides get an e-mail, and the waiting list is offered the seats.
 */
export async function cancelOwnBooking(
  env: BookingEnv,
  token: string | undefined,
  now = new Date(),
): Promise<ManageResult> {
  const row = await bookingOfToken(env, token);
  if (!row) return { ok: false, reason: "invalid" };
  const state = stateOf(row.booking, now);
  if (state !== "unconfirmed" && state !== "pending" && state !== "confirmed")
    return { ok: false, reason: "not_possible" };
  const quote = cancellationQuote(row.event, row.booking.total_cents, now);
  if (quote.kind === "closed") return { ok: false, reason: "not_possible" };
  const feeCents = state === "unconfirmed" || quote.kind === "free" ? 0 : quote.feeCents;

  const stillHolding = and(
    eq(b.id, row.booking.id),
    ne(b.status, "cancelled"),
    or(isNull(b.hold_expires_at), gt(b.hold_expires_at, isoNow(now))),
  );
  const cancel = d1Statement(
    env,
    sql`UPDATE ${b} SET ${sql.identifier(b.status.name)} = 'cancelled', ${sql.identifier(b.cancelled_by.name)} = 'visitor',
          ${sql.identifier(b.cancelled_at.name)} = ${isoNow(now)}, ${sql.identifier(b.cancellation_fee_cents.name)} = ${feeCents},
          ${sql.identifier(b.updated_at.name)} = ${isoNow(now)}
        WHERE ${stillHolding}
        RETURNING ${sql.identifier(b.id.name)} AS id`,
  );
  const links = await bookingLinks(env, row.booking.id, row.booking.locale);
  const [visitorMail, coachMail] = cancellationMails({ ...bookingMailInput(row), by: "visitor", feeCents }, links);
  const cancelledByVisitor = sql`EXISTS (SELECT 1 FROM ${b} WHERE ${and(eq(b.id, row.booking.id), eq(b.cancelled_by, "visitor"))})`;
  const statements = [cancel, outboxInsertWhere(env, visitorMail!, cancelledByVisitor)];
  // The coach never heard of a booking whose address was not confirmed: no e-mail to her for it.
  if (state !== "unconfirmed") statements.push(outboxInsertWhere(env, coachMail!, cancelledByVisitor));
  const [updated, ...mails] = await env.DB.batch<{ id: string }>(statements);
  if (!updated?.results.length) return { ok: false, reason: "not_possible" };
  await enqueueOutbox(
    env,
    mails.flatMap((m) => m.results.map((r) => r.id)),
  );
  logEvent("booking-cancelled", { by: "visitor", eventId: row.event.id, late: feeCents > 0 });
  // A cancellation invoice for an invoiced booking, and an invoice for the AGB fee (logged, never raised).
  const documents = await issueCancellationInvoices(
    env,
    row.booking.id,
    BOOKING_POLICY.lateCancellationFeePercent,
    now,
  );
  if (documents.length) {
    await queueMails(env, [
      cancellationDocumentsMail(row.booking, eventTextsIn(row.event, row.booking.locale).title, documents),
    ]).catch((error: unknown) => logError("invoice-documents-mail-failed", error));
  }
  await afterSeatsFreed(env, row.event.id, now);
  return { ok: true };
}

/**
 * After seats were freed (cancellation, expired hold, capacity raised): offer them to the waiting
 * list and purge the cached public pages. The freeing write is committed already, so a failure here
 * is logged, never reported to the visitor; the lifecycle cron offers again within minutes.
 */
export async function afterSeatsFreed(
  env: BookingEnv,
  eventId: string,
  now = new Date(),
  reason: PurgeReason = "seats-freed",
): Promise<void> {
  await offerFreedSeats(env, eventId, now).catch((error: unknown) => logError("waitlist-offer-failed", error));
  await purgePublicPages(env, reason);
}

/** An invoice of the token's own booking (the download on "Meine Buchung"); null for any other number. */
export async function managedBookingInvoice(env: BookingEnv, token: string | undefined, number: string) {
  return loadByToken(env, token, "booking", (id) => invoiceByNumber(env, number, id));
}

/** The calendar file of a booking, for the download on "Meine Buchung". */
export async function managedBookingEvent(env: BookingEnv, token: string | undefined) {
  const row = await bookingOfToken(env, token);
  return row && row.booking.status !== "cancelled" ? row.event : null;
}
