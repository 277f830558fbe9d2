import { AGB_VERSION_ID } from "~/features/content/legal/withdrawal-terms";
import { and, asc, eq, gt, isNull, lte, ne, sql, type SQL } from "drizzle-orm";
import {
  bookingInvoiceDraft,
  bookingWithEvent,
  cancellationDocumentsMail,
  issueCancellationInvoices,
} from "~/features/invoices/invoices.server";
import { businessSettings } from "~/features/business/settings.server";
import { invoiceStatements } from "~/features/invoices/numbering.server";
import { bookingHoldsSeat, holdsSeat, isoNow } from "~/features/events/seats.server";
import { eventTextsIn } from "~/features/events/localize";
import { d1Statement, enqueueOutbox, outboxInsertWhere, queueMails } from "~/features/mail/outbox.server";
import { paidOfSql, paymentInsertSql } from "~/features/payments/payments.server";
import { getDb, schema } from "~/lib/db.server";
import { berlinToday } from "~/lib/today";
import { logError, logEvent } from "~/lib/log";
import { purgePublicPages, type PurgeReason } from "~/lib/page-cache.server";
import { type BookingEnv, createBooking } from "./booking.server";
import { bookingLinks } from "./links.server";
import { bookingMailInput, cancellationMails, coachNotificationMail } from "./mail";
import { cancellationQuote, cancellationTermsOf, coachConfirmsBy, eventStart, sessionMoveDeadline } from "./policy";
import { sessionMovedMails } from "./session-mail";
import { statusMail } from "./status-mail.server";
import { claimWaitlistOffer, type ClaimResult, offerFreedSeats } from "./waitlist.server";

/*
 * Every change of a booking's state, one function per transition (docs/booking-lifecycle.md):
 *
 *   hold ─ confirmAddress ─ confirmByCoach ─ markAttended / markNoShow
 *   claimOffer ───────┘        (a 1:1 session, until 24 h before: moveSession, decision 0151)
 *     └──────────┴──────────────┴─ cancel (visitor, coach, expired hold, event called off) / withdraw
 *
 * Each rule is one conditional write (D1 has no interactive transactions: the WHERE clause is the
 * rule, and RETURNING says whether it held), its e-mails and invoices, and the seats it frees. The
 * rules do not purge pages or offer seats themselves: they return that as an effect
 * (`BookingEffects`), and `applyEffects` applies it, the one place where a booking's state change
 * reaches the page cache and the waiting list.
 */

const bookingsTable = schema.bookings;
const creditUses = schema.packageCreditUses;
const col = (column: { name: string }) => sql.identifier(column.name);

/** What a transition leaves for the boundary to do: the events whose seats became free. */
export interface BookingEffects {
  seatsFreed: string[];
}
const noEffects = (): BookingEffects => ({ seatsFreed: [] });

export type TransitionResult =
  { ok: true; effects: BookingEffects } | { ok: false; reason: "not_found" | "not_possible" };

const refused = (reason: "not_found" | "not_possible"): TransitionResult => ({ ok: false, reason });

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

/** The boundary: applies the effects of one or more transitions, each freed event once. */
export async function applyEffects(env: BookingEnv, effects: BookingEffects, now = new Date()): Promise<void> {
  for (const eventId of new Set(effects.seatsFreed)) await afterSeatsFreed(env, eventId, now);
}

async function applied(env: BookingEnv, result: TransitionResult, now: Date): Promise<TransitionResult> {
  if (result.ok) await applyEffects(env, result.effects, now);
  return result;
}

/**
 * hold: a visitor books seats, held until the address is confirmed (docs/decisions/0001-booking-holds.md).
 * The atomic conditional insert of `createBooking` (docs/decisions/0005-atomic-booking-sql.md) is the rule.
 */
export const hold = createBooking;

/**
 * claimOffer: a person from the waiting list takes the seats offered (the link of the offer's
 * e-mail). The booking starts with its address confirmed (the offer went to it), waiting for the
 * coach or confirmed at once where the event does that (decision 0160); the insert and the entry's
 * "claimed" are one batch in features/booking/waitlist.server.ts, next to the offers whose rows it reads.
 */
export async function claimOffer(env: BookingEnv, token: string | undefined, now = new Date()): Promise<ClaimResult> {
  const claimed = await claimWaitlistOffer(env, token, now);
  if (claimed.ok && claimed.autoConfirm) await confirmAutomatically(env, claimed.bookingId, now);
  return claimed;
}

/**
 * An event set to "automatisch bestätigen" (decision 0160) confirms a booking as soon as its address
 * is: the coach's confirmation without her click, with its invoice and e-mail. Its own batch after
 * the address's: should it fail, the booking waits for her as without the setting, and nothing is lost.
 */
async function confirmAutomatically(env: BookingEnv, bookingId: string, now: Date): Promise<void> {
  try {
    const confirmed = await confirmByCoach(env, bookingId, now);
    if (confirmed.ok) logEvent("booking-confirmed-automatically", {});
    else logEvent("booking-auto-confirm-refused", { reason: confirmed.reason });
  } catch (error) {
    // The visitor's own step succeeded: she sees that, and the booking waits for the coach.
    logError("booking-auto-confirm-failed", error);
  }
}

export type BookingRow = NonNullable<Awaited<ReturnType<typeof bookingWithEvent>>>;

/**
 * The network pseudonyms of an unconfirmed hold serve only the caps on open holds (decision 0115):
 * every transition that ends the hold (confirmed, expired, cancelled) clears them.
 */
const noHolder = { hold_network: null, hold_site: null };
const holdEnds = sql`${col(bookingsTable.hold_network)} = NULL, ${col(bookingsTable.hold_site)} = NULL`;

/**
 * confirmAddress: the visitor confirms the address (the button on "Meine Buchung", reached through
 * the first e-mail). One conditional UPDATE: only while the hold runs, so an expired hold whose seats
 * may already be someone else's is never revived. The coach's notification is written in the same batch.
 */
export async function confirmAddress(env: BookingEnv, row: BookingRow, now = new Date()): Promise<TransitionResult> {
  if (!row.booking.hold_expires_at && row.booking.status !== "cancelled") return { ok: true, effects: noEffects() };
  const links = await bookingLinks(env, row.booking.id, row.booking.locale);
  const at = isoNow(now);
  const confirm = d1Statement(
    env,
    sql`UPDATE ${bookingsTable} SET ${col(bookingsTable.email_confirmed_at)} = ${at}, ${col(bookingsTable.hold_expires_at)} = NULL, ${col(bookingsTable.updated_at)} = ${at},
          ${col(bookingsTable.agb_version)} = ${AGB_VERSION_ID}, ${holdEnds}
        WHERE ${and(eq(bookingsTable.id, row.booking.id), ne(bookingsTable.status, "cancelled"), gt(bookingsTable.hold_expires_at, at))}
        RETURNING ${col(bookingsTable.id)} AS id`,
  );
  const confirmed = sql`EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${and(eq(bookingsTable.id, row.booking.id), isNull(bookingsTable.hold_expires_at), ne(bookingsTable.status, "cancelled"))})`;
  const autoConfirm = row.event.auto_confirm;
  const [updated, notification] = await env.DB.batch<{ id: string }>([
    confirm,
    outboxInsertWhere(
      env,
      coachNotificationMail(bookingMailInput(row), links, {
        autoConfirm,
        confirmBy: coachConfirmsBy(at, row.event),
      }),
      confirmed,
    ),
  ]);
  if (!updated?.results.length) return refused("not_possible");
  await enqueueOutbox(
    env,
    (notification?.results ?? []).map((r) => r.id),
  );
  logEvent("booking-address-confirmed", { eventId: row.event.id });
  if (autoConfirm) await confirmAutomatically(env, row.booking.id, now);
  return { ok: true, effects: noEffects() };
}

/**
 * confirmByCoach: the coach accepts a pending booking. One conditional UPDATE (only from pending,
 * and never an expired hold, whose seats may be someone else's), so two clicks cannot both win. It
 * issues the invoice in the same D1 batch (one transaction): a confirmed booking always has its
 * invoice, and a refused click issues none. The invoice PDF travels with the visitor's e-mail.
 */
export async function confirmByCoach(env: BookingEnv, bookingId: string, now = new Date()): Promise<TransitionResult> {
  const current = await bookingWithEvent(env, bookingId);
  if (!current) return refused("not_found");
  const at = now.toISOString();
  const update = getDb(env)
    .update(bookingsTable)
    // The coach's confirmation is binding: an unconfirmed hold becomes a held seat for good.
    .set({ status: "confirmed", updated_at: at, hold_expires_at: null, ...noHolder })
    .where(and(eq(bookingsTable.id, bookingId), eq(bookingsTable.status, "pending"), holdsSeat(now)))
    .returning()
    .toSQL();
  // Invoiced only by this very update: confirmed, and stamped with this request's time.
  const thisUpdate = sql`EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${bookingsTable.id} = ${bookingId} AND ${bookingsTable.status} = 'confirmed' AND ${bookingsTable.updated_at} = ${at})`;
  const [result] = await env.DB.batch<typeof bookingsTable.$inferSelect>([
    env.DB.prepare(update.sql).bind(...update.params),
    // None for a free booking (invoiceStatements): nothing to invoice, no number used up.
    ...invoiceStatements(
      env,
      bookingInvoiceDraft(current.booking, current.event, await businessSettings(env)),
      now,
      thisUpdate,
    ),
  ]);
  const updated = result?.results[0];
  if (!updated) return refused("not_possible");
  await queueMails(env, [await statusMail(env, updated, current.event, "confirmed", now)]);
  return { ok: true, effects: noEffects() };
}

/**
 * holdForCheckout: the visitor chose to pay online (decision 0141). The seats are held until the
 * Checkout session expires (`until`, at least Stripe's 30 minutes, so a little longer than the
 * first e-mail's hold): one conditional UPDATE, only while the hold still runs and only to extend
 * it. A booking whose address is confirmed holds its seats anyway and is left as it is.
 */
export async function holdForCheckout(
  env: BookingEnv,
  bookingId: string,
  until: Date,
  now = new Date(),
): Promise<TransitionResult> {
  const at = isoNow(now);
  const [held] = await getDb(env)
    .update(bookingsTable)
    .set({ hold_expires_at: until.toISOString(), updated_at: at })
    .where(
      and(
        eq(bookingsTable.id, bookingId),
        eq(bookingsTable.status, "pending"),
        gt(bookingsTable.hold_expires_at, at),
        lte(bookingsTable.hold_expires_at, until.toISOString()),
      ),
    )
    .returning({ id: bookingsTable.id });
  return held ? { ok: true, effects: noEffects() } : refused("not_possible");
}

/** A payment the provider reports as received (Stripe's webhook, app/features/payments/stripe.server.ts). */
export interface OnlinePayment {
  bookingId: string;
  amountCents: number;
  /** Lower case from Stripe ("eur"); compared with the booking's. */
  currency: string;
  /** The provider's payment id (`pi_…`): recorded once. */
  providerRef: string;
}

/**
 * recordOnlinePayment: money for a booking arrived online (decision 0141). One D1 batch: the
 * payment (once per provider id, whatever number of deliveries), and, when it covers the total of a
 * booking still pending (within its hold or waiting for the coach), the confirmation, the invoice
 * issued as paid, all only by this very update. The one e-mail is the confirmation with the invoice
 * (its dedupe key makes it one). A payment for a booking that is no longer open (its hold ran out
 * first, or it was cancelled) is still recorded, and the coach refunds it from the back office.
 */
export async function recordOnlinePayment(
  env: BookingEnv,
  payment: OnlinePayment,
  now = new Date(),
): Promise<TransitionResult & { confirmed?: boolean }> {
  const current = await bookingWithEvent(env, payment.bookingId);
  if (!current) return refused("not_found");
  const at = now.toISOString();
  const paidOn = berlinToday(now);
  const covers =
    payment.currency.toUpperCase() === current.booking.currency &&
    payment.amountCents >= current.booking.total_cents - current.booking.voucher_cents;
  const record = d1Statement(
    env,
    paymentInsertSql({
      bookingId: payment.bookingId,
      amountCents: payment.amountCents,
      method: "provider",
      paidOn,
      note: "Stripe",
      providerRef: payment.providerRef,
    }),
  );
  if (!covers) {
    await env.DB.batch([record]);
    logEvent("online-payment-partial", { eventId: current.event.id });
    return { ok: true, effects: noEffects(), confirmed: false };
  }
  const confirm = d1Statement(
    env,
    sql`UPDATE ${bookingsTable} SET ${col(bookingsTable.status)} = 'confirmed', ${col(bookingsTable.hold_expires_at)} = NULL, ${col(bookingsTable.updated_at)} = ${at},
          ${col(bookingsTable.email_confirmed_at)} = COALESCE(${col(bookingsTable.email_confirmed_at)}, ${at}),
          ${col(bookingsTable.agb_version)} = COALESCE(${col(bookingsTable.agb_version)}, ${AGB_VERSION_ID}), ${holdEnds}
        WHERE ${and(eq(bookingsTable.id, payment.bookingId), eq(bookingsTable.status, "pending"), holdsSeat(now))}
        RETURNING *`,
  );
  const thisUpdate = sql`EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${bookingsTable.id} = ${payment.bookingId} AND ${bookingsTable.status} = 'confirmed' AND ${bookingsTable.updated_at} = ${at})`;
  const [, result] = await env.DB.batch<typeof bookingsTable.$inferSelect>([
    record,
    confirm,
    ...invoiceStatements(
      env,
      bookingInvoiceDraft(current.booking, current.event, await businessSettings(env), paidOn),
      now,
      thisUpdate,
    ),
  ]);
  const updated = result?.results[0];
  if (!updated) {
    // Paid, but not (or no longer) a pending booking: confirmed already, or its hold ran out first.
    if (current.booking.status !== "confirmed")
      logEvent("online-payment-for-closed-booking", { eventId: current.event.id });
    return { ok: true, effects: noEffects(), confirmed: false };
  }
  await queueMails(env, [await statusMail(env, updated, current.event, "confirmed", now, paidOn)]);
  logEvent("booking-paid-online", { eventId: current.event.id });
  return { ok: true, effects: noEffects(), confirmed: true };
}

/**
 * Who or what ends a booking. The visitor on "Meine Buchung" (the AGB fee by the hour), the coach
 * in the back office, the cron for a hold whose time ran out, the coach calling the whole event off
 * (decision 0094), or the visitor's withdrawal from the contract (free whatever the deadline).
 */
export type Canceller = "visitor" | "coach" | "expired" | "event-called-off" | "withdrawal";

const cancelledByColumn: Record<Canceller, NonNullable<(typeof bookingsTable.$inferSelect)["cancelled_by"]>> = {
  visitor: "visitor",
  withdrawal: "visitor",
  coach: "coach",
  "event-called-off": "coach",
  expired: "expired",
};

/**
 * cancel: the one way a booking ends, whoever ends it. One conditional UPDATE (only while the booking
 * holds seats; an expired hold only once its time is up), so two cancellations cannot both win; then
 * the e-mails (the visitor's side in the same batch, the coach's decision after the documents it
 * carries), the Stornorechnung for an invoiced booking and the AGB fee's invoice, and the seats
 * freed as an effect (none for an event called off: it offers no seats and was purged when called off).
 */
async function cancellation(
  env: BookingEnv,
  target: string | BookingRow,
  by: Canceller,
  now: Date,
): Promise<TransitionResult> {
  const bookingId = typeof target === "string" ? target : target.booking.id;
  const at = isoNow(now);
  if (by === "expired") {
    // Its seats were free from the moment the hold ran out (the seat count reads the time); this
    // makes it visible in the back office and offers the seats. No e-mail, no invoice: nothing was binding.
    const [expired] = await getDb(env)
      .update(bookingsTable)
      .set({
        status: "cancelled",
        cancelled_by: "expired",
        cancelled_at: sql`${bookingsTable.hold_expires_at}`,
        updated_at: at,
        ...noHolder,
      })
      .where(
        and(
          eq(bookingsTable.id, bookingId),
          ne(bookingsTable.status, "cancelled"),
          lte(bookingsTable.hold_expires_at, at),
        ),
      )
      .returning({ eventId: bookingsTable.event_id });
    if (!expired) return refused("not_possible");
    logEvent("booking-cancelled", { by, eventId: expired.eventId, late: false });
    return { ok: true, effects: { seatsFreed: [expired.eventId] } };
  }

  // A caller that read the booking already (by the visitor's link) passes it in: one read fewer.
  const row = typeof target === "string" ? await bookingWithEvent(env, bookingId) : target;
  if (!row) return refused("not_found");
  const { booking, event } = row;
  if (booking.status === "cancelled") return refused("not_possible");
  const unconfirmed = booking.hold_expires_at !== null;
  let feeCents = 0;
  if (by === "visitor") {
    // The AGB decide the fee by the hour (policy.ts); after the start there is no self-cancellation.
    const quote = cancellationQuote(event, booking.total_cents, now);
    if (quote.kind === "closed") return refused("not_possible");
    // An unconfirmed booking is not binding yet and cancels for free.
    feeCents = unconfirmed || quote.kind === "free" ? 0 : quote.feeCents;
  }
  const byVisitor = by === "visitor" || by === "withdrawal";
  const withdrawal: SQL =
    by === "withdrawal"
      ? sql`, ${col(bookingsTable.withdrawn_at)} = ${at}, ${col(bookingsTable.refund_due_cents)} = ${paidOfSql(bookingId)}`
      : sql``;
  const cancel = d1Statement(
    env,
    sql`UPDATE ${bookingsTable} SET ${col(bookingsTable.status)} = 'cancelled', ${col(bookingsTable.cancelled_by)} = ${cancelledByColumn[by]},
          ${col(bookingsTable.cancelled_at)} = ${at}, ${col(bookingsTable.cancellation_fee_cents)} = ${feeCents},
          ${col(bookingsTable.updated_at)} = ${at}, ${holdEnds}${withdrawal}
        WHERE ${and(eq(bookingsTable.id, bookingId), holdsSeat(now))}
        RETURNING *`,
  );

  const statements = [cancel];
  // A session booked with a package's credit (decision 0150): its e-mail says whether the credit is back.
  let credit: "used" | "back" | undefined;
  if (by === "visitor" && event.kind === "session" && !unconfirmed && feeCents === 0 && booking.total_cents === 0) {
    // A package's session cancelled too late keeps its credit used (AGB § 5a, decision 0150); in time, the
    // cancelled booking no longer holds its seat and the credit is back without a write.
    const late = cancellationQuote(event, 0, now).kind === "fee";
    const [use] = await getDb(env)
      .select({ id: creditUses.session_event_id })
      .from(creditUses)
      .where(eq(creditUses.session_event_id, event.id))
      .limit(1);
    if (use) credit = late ? "used" : "back";
    if (late) {
      statements.push(
        d1Statement(
          env,
          sql`UPDATE ${creditUses} SET ${col(creditUses.forfeited)} = 1
              WHERE ${creditUses.session_event_id} = ${event.id}
                AND EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${and(eq(bookingsTable.id, bookingId), eq(bookingsTable.cancelled_at, at))})
              RETURNING ${col(creditUses.session_event_id)} AS id`,
        ),
      );
    }
  }
  const mailFrom = statements.length;
  if (byVisitor) {
    // Both sides hear of it, recorded in the cancellation's own batch and only if it happened.
    const links = await bookingLinks(env, booking.id, booking.locale);
    const [visitorMail, coachMail] = cancellationMails(
      {
        ...bookingMailInput(row),
        by: "visitor",
        feeCents,
        withdrawal: by === "withdrawal",
        ...(credit ? { credit } : {}),
      },
      links,
    );
    const cancelledByVisitor = sql`EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${and(eq(bookingsTable.id, bookingId), eq(bookingsTable.cancelled_by, "visitor"), eq(bookingsTable.cancelled_at, at))})`;
    statements.push(outboxInsertWhere(env, visitorMail!, cancelledByVisitor));
    // The coach never heard of a booking whose address was not confirmed: no e-mail to her for it.
    if (!unconfirmed) statements.push(outboxInsertWhere(env, coachMail!, cancelledByVisitor));
  }
  const [updated, ...rest] = await env.DB.batch<typeof bookingsTable.$inferSelect & { id: string }>(statements);
  const cancelled = updated?.results[0];
  if (!cancelled) return refused("not_possible");
  await enqueueOutbox(
    env,
    rest.slice(mailFrom - 1).flatMap((m) => m.results.map((r) => r.id)),
  );
  // Every cancellation, whoever made it, is this one line in the log (docs/booking-lifecycle.md).
  logEvent("booking-cancelled", { by, eventId: event.id, late: feeCents > 0 });

  // A cancellation invoice for an invoiced booking, and an invoice for the AGB fee (logged, never raised).
  const documents = await issueCancellationInvoices(env, bookingId, cancellationTermsOf(event).percent, now);
  if (byVisitor) {
    if (documents.length) {
      await queueMails(env, [
        cancellationDocumentsMail(booking, eventTextsIn(event, booking.locale).title, documents),
      ]).catch((error: unknown) => logError("invoice-documents-mail-failed", error));
    }
  } else {
    // The coach's decision: the visitor's e-mail carries the Stornorechnung, if one was issued.
    await queueMails(env, [
      await statusMail(env, cancelled, event, by === "event-called-off" ? "event-called-off" : "cancelled", now),
    ]);
  }
  return { ok: true, effects: { seatsFreed: by === "event-called-off" ? [] : [event.id] } };
}

/** cancel, with its effects applied: the function every caller's cancellation ends in. */
export async function cancel(
  env: BookingEnv,
  booking: string | BookingRow,
  by: Canceller,
  now = new Date(),
): Promise<TransitionResult> {
  return applied(env, await cancellation(env, booking, by, now), now);
}

/**
 * withdraw: the visitor withdraws from the contract. Cancelled free of charge whatever the deadline
 * (even after the free-cancellation window), with the Stornorechnung where an invoice exists, and
 * what was paid so far recorded as `refund_due_cents`, money the coach pays back. Whether the
 * withdrawal is still open to this booking (its period, the event's date) is the caller's question.
 */
export function withdraw(env: BookingEnv, booking: string | BookingRow, now = new Date()): Promise<TransitionResult> {
  return cancel(env, booking, "withdrawal", now);
}

/** Holds one cron run expires at most: each is one UPDATE, well inside D1's 1,000 queries per invocation. */
export const EXPIRIES_PER_RUN = 200;

/**
 * Unconfirmed holds whose time is up, cancelled (by "expired") one by one through `cancel`, their
 * seats offered once per event. What is left over waits for the next run: the seat count already
 * treats an expired hold as free.
 */
export async function expireHolds(env: BookingEnv, now = new Date()): Promise<number> {
  const due = await getDb(env)
    .select({ id: bookingsTable.id })
    .from(bookingsTable)
    .where(and(ne(bookingsTable.status, "cancelled"), lte(bookingsTable.hold_expires_at, isoNow(now))))
    .orderBy(asc(bookingsTable.hold_expires_at))
    .limit(EXPIRIES_PER_RUN);
  const effects = noEffects();
  let expired = 0;
  for (const { id } of due) {
    const result = await cancellation(env, id, "expired", now);
    if (!result.ok) continue;
    expired++;
    effects.seatsFreed.push(...result.effects.seatsFreed);
  }
  await applyEffects(env, effects, now);
  return expired;
}

/**
 * The bookings of a called-off event, cancelled through `cancel` (at most `budget`, oldest first),
 * each with the e-mail that the event is off. Returns how many this call cancelled.
 */
export async function cancelBookingsOfCalledOffEvent(
  env: BookingEnv,
  eventId: string,
  budget: number,
  now = new Date(),
): Promise<number> {
  if (budget <= 0) return 0;
  const due = await getDb(env)
    .select({ id: bookingsTable.id })
    .from(bookingsTable)
    .where(and(eq(bookingsTable.event_id, eventId), holdsSeat(now)))
    .orderBy(asc(bookingsTable.created_at))
    .limit(budget);
  let cancelled = 0;
  for (const booking of due) if ((await cancel(env, booking.id, "event-called-off", now)).ok) cancelled++;
  return cancelled;
}

/** A free time the scheduler offers instead of a taken one ("Mo, 30.11., 10:00"). */
export interface FreeTime {
  day: string;
  time: string;
  startMs: number;
}

export type MoveResult =
  | TransitionResult
  /** The AGB's deadline for moving has passed (§ 5a): nothing was written. */
  | { ok: false; reason: "too_late" }
  /** Someone else has the new time (or it is no longer offered): nothing was written. */
  | { ok: false; reason: "taken"; next: FreeTime[] };

/**
 * The scheduler's part of a move, from the sessions feature (`planSessionMove` in
 * app/features/sessions/booking.server.ts): free times are the scheduler's, which builds on booking,
 * so booking asks through this instead of importing it (features import one way; decision 0151).
 */
export interface SessionMovePlan {
  /** The session row's conditional UPDATE to the new time and the times it writes; null when the time is not offered now. */
  write: {
    statement: D1PreparedStatement;
    moved: Pick<typeof schema.events.$inferSelect, "event_date" | "start_time" | "end_time" | "location">;
  } | null;
  /** The next free times after the wanted one, read again (someone else may just have taken it). */
  nextFree: () => Promise<FreeTime[]>;
}

/** Plans a move of `event` to `startMs`; null when its appointment type is gone. */
export type PlanSessionMove = (
  event: typeof schema.events.$inferSelect,
  startMs: number,
) => Promise<SessionMovePlan | null>;

/**
 * moveSession: the visitor moves a booked 1:1 session to another free time of its kind, at its
 * place, up to `COACHING_TERMS.freeChangeHours` before its start (AGB § 5a, decision 0151). The new
 * time must be one the scheduler offers now (her events, sessions, calendar feed; the session's own
 * time aside: `plan`); then ONE batch: the session row's conditional UPDATE (still at the time the
 * visitor saw, its booking holding the seat, room at the new time) and both e-mails, written only
 * if it moved. A time someone else took first answers "taken" with the next free times.
 */
export async function moveSession(
  env: BookingEnv,
  row: BookingRow,
  startMs: number,
  plan: PlanSessionMove,
  now = new Date(),
  /**
   * The coach moves it from the back office (/admin/termine): not bound by the AGB's deadline, which
   * is the visitor's, only by the free times (the scheduler's notice included); her e-mail says who moved it.
   */
  by: "visitor" | "coach" = "visitor",
): Promise<MoveResult> {
  const { booking, event } = row;
  if (event.kind !== "session" || !event.appointment_type_id || !event.session_place) return refused("not_possible");
  if (!bookingHoldsSeat(booking, now)) return refused("not_possible");
  if (by === "visitor" && !sessionMoveDeadline(event, now)) return { ok: false, reason: "too_late" };
  const planned = await plan(event, startMs);
  if (!planned) return refused("not_possible");
  const taken = async (): Promise<MoveResult> => ({ ok: false, reason: "taken", next: await planned.nextFree() });
  if (!planned.write) return taken();

  const { statement, moved } = planned.write;
  const links = await bookingLinks(env, booking.id, booking.locale);
  const [visitorMail, coachNotice] = sessionMovedMails(
    bookingMailInput({ booking, event: { ...event, ...moved } }),
    event,
    links,
    now,
    by,
  );
  const mails = by === "coach" ? [visitorMail] : [visitorMail, coachNotice];
  const movedHere = sql`EXISTS (SELECT 1 FROM ${schema.events} WHERE ${and(
    eq(schema.events.id, event.id),
    eq(schema.events.event_date, moved.event_date),
    eq(schema.events.start_time, moved.start_time),
  )})`;
  const [update, ...written] = await env.DB.batch<{ id: string }>([
    statement,
    ...mails.map((mail) => outboxInsertWhere(env, mail, movedHere)),
  ]);
  if (!update?.results.length) return taken();
  await enqueueOutbox(
    env,
    written.flatMap((m) => m.results.map((r) => r.id)),
  );
  logEvent("session-moved", { eventId: event.id, by });
  // The session's old time is free again: the scheduler's pages read it live (nothing cached to purge).
  return { ok: true, effects: noEffects() };
}

/**
 * markAttended / markNoShow: the coach records after the start whether a confirmed participant came.
 * One conditional UPDATE: only a confirmed booking, and only once the event has begun (its day has
 * come in Berlin); recording again changes the answer.
 */
async function recordAttendance(
  env: BookingEnv,
  bookingId: string,
  attendance: "attended" | "no_show",
  now: Date,
): Promise<TransitionResult> {
  const row = await bookingWithEvent(env, bookingId);
  if (!row) return refused("not_found");
  if (now.getTime() < eventStart(row.event).getTime()) return refused("not_possible");
  const updated = await getDb(env)
    .update(bookingsTable)
    .set({ attendance, updated_at: isoNow(now) })
    .where(and(eq(bookingsTable.id, bookingId), eq(bookingsTable.status, "confirmed")))
    .returning({ id: bookingsTable.id });
  return updated.length ? { ok: true, effects: noEffects() } : refused("not_possible");
}

export const markAttended = (env: BookingEnv, bookingId: string, now = new Date()) =>
  recordAttendance(env, bookingId, "attended", now);
export const markNoShow = (env: BookingEnv, bookingId: string, now = new Date()) =>
  recordAttendance(env, bookingId, "no_show", now);

/**
 * The coach's two buttons in the back office (the bookings list): `confirmByCoach` or `cancel` by
 * the coach. True when the booking changed; false when the rule refused (already decided, expired).
 * With `eventCancelled`, the cancellation of a booking of an event called off (decision 0094).
 */
export async function changeBookingStatus(
  env: BookingEnv,
  id: string,
  status: "confirmed" | "cancelled",
  now = new Date(),
  { eventCancelled = false }: { eventCancelled?: boolean } = {},
): Promise<boolean> {
  const result =
    status === "confirmed"
      ? await confirmByCoach(env, id, now)
      : await cancel(env, id, eventCancelled ? "event-called-off" : "coach", now);
  return result.ok;
}
