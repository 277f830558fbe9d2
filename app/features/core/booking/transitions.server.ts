import { AGB_VERSION_ID } from "~/features/extras/content/legal/withdrawal-terms";
import { and, asc, eq, gt, isNull, lte, ne, sql, type SQL } from "drizzle-orm";
import { bookingHoldsSeat, holdsSeat, isoNow } from "~/features/products/events/seats.server";
import { paidOfSql, paymentInsertSql } from "~/features/core/payments/payments.server";
import { getDb, schema } from "~/lib/db.server";
import { berlinToday } from "~/lib/today";
import { logError, logEvent } from "~/lib/log";
import { type BookingEnv, createBooking } from "./booking.server";
import {
  afterSeatsFreed,
  applyPlanEffects,
  applySeatsFreed,
  type BookingPlan,
  type BookingRow,
  commit,
  readBooking,
  statement,
} from "./kernel.server";
import { cancellationQuote, cancellationTermsOf, coachConfirmsBy, eventStart, sessionMoveDeadline } from "./policy";
import { claimWaitlistOffer, type ClaimResult } from "./waitlist.server";

/*
 * Every change of a booking's state, one function per transition (docs/booking-lifecycle.md):
 *
 *   hold ─ confirmAddress ─ confirmByCoach ─ markAttended / markNoShow
 *   claimOffer ───────┘        (a 1:1 session, until 24 h before: moveSession, decision 0151)
 *     └──────────┴──────────────┴─ cancel (visitor, coach, expired hold, event called off) / withdraw
 *
 * Each transition only DECIDES (decision 0196): it reads what it needs and returns a `BookingPlan`,
 * its conditional writes (D1 has no interactive transactions: the WHERE clause is the rule, and
 * RETURNING says whether it held), the invoices and e-mails written with them, what follows and the
 * seats it frees. The kernel (kernel.server.ts) commits the plan as one batch and applies its
 * effects after it; nothing here touches the outbox, the invoices, the mail drafts or the page cache.
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

export type { BookingRow };
export { afterSeatsFreed };

/** The boundary: applies the freed seats of one or more transitions, each freed event once. */
export async function applyEffects(env: BookingEnv, effects: BookingEffects, now = new Date()): Promise<void> {
  await applySeatsFreed(env, effects.seatsFreed, now);
}

async function applied(env: BookingEnv, result: TransitionResult, now: Date): Promise<TransitionResult> {
  if (result.ok) await applyEffects(env, result.effects, now);
  return result;
}

/**
 * The kernel's three steps for one decided plan: commit it (one batch), apply its effects when the
 * decisive write held. Freed seats come back as `effects` for the caller's boundary.
 */
async function carryOut(env: BookingEnv, plan: BookingPlan, now: Date) {
  const committed = await commit(env, plan, now);
  if (committed.done) await applyPlanEffects(env, plan, committed, now);
  return committed;
}
const done = (plan: BookingPlan): TransitionResult => ({ ok: true, effects: { seatsFreed: plan.seatsFreed ?? [] } });

/** "Only by this very update": the booking is in `status`, stamped with this request's time. */
const stampedBy = (bookingId: string, at: string, status: "confirmed") =>
  sql`EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${bookingsTable.id} = ${bookingId} AND ${bookingsTable.status} = ${status} AND ${bookingsTable.updated_at} = ${at})`;

/**
 * hold: a visitor books seats, held until the address is confirmed (docs/decisions/0001-booking-holds.md).
 * The atomic conditional insert of `createBooking` (docs/decisions/0005-atomic-booking-sql.md) is the rule.
 */
export const hold = createBooking;

/**
 * claimOffer: a person from the waiting list takes the seats offered (the link of the offer's
 * e-mail). The booking starts with its address confirmed (the offer went to it), waiting for the
 * coach or confirmed at once where the event does that (decision 0160); the insert and the entry's
 * "claimed" are one batch in features/core/booking/waitlist.server.ts, next to the offers whose rows it reads.
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

/**
 * The network pseudonyms of an unconfirmed hold serve only the caps on open holds (decision 0115):
 * every transition that ends the hold (confirmed, expired, cancelled) clears them.
 */
const holdEnds = sql`${col(bookingsTable.hold_network)} = NULL, ${col(bookingsTable.hold_site)} = NULL`;

/**
 * confirmAddress: the visitor confirms the address (the button on "Meine Buchung", reached through
 * the first e-mail). One conditional UPDATE: only while the hold runs, so an expired hold whose seats
 * may already be someone else's is never revived. The coach's notification is written in the same batch.
 */
export function planAddressConfirmation(env: BookingEnv, row: BookingRow, now: Date): BookingPlan {
  const at = isoNow(now);
  const confirm = statement(
    env,
    sql`UPDATE ${bookingsTable} SET ${col(bookingsTable.email_confirmed_at)} = ${at}, ${col(bookingsTable.hold_expires_at)} = NULL, ${col(bookingsTable.updated_at)} = ${at},
          ${col(bookingsTable.agb_version)} = ${AGB_VERSION_ID}, ${holdEnds}
        WHERE ${and(eq(bookingsTable.id, row.booking.id), ne(bookingsTable.status, "cancelled"), gt(bookingsTable.hold_expires_at, at))}
        RETURNING ${col(bookingsTable.id)} AS id`,
  );
  const confirmed = sql`EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${and(eq(bookingsTable.id, row.booking.id), isNull(bookingsTable.hold_expires_at), ne(bookingsTable.status, "cancelled"))})`;
  return {
    writes: [confirm],
    mails: [
      {
        order: {
          kind: "coach-notification",
          row,
          autoConfirm: row.event.auto_confirm,
          confirmBy: coachConfirmsBy(at, row.event),
        },
        when: confirmed,
      },
    ],
  };
}

export async function confirmAddress(env: BookingEnv, row: BookingRow, now = new Date()): Promise<TransitionResult> {
  if (!row.booking.hold_expires_at && row.booking.status !== "cancelled") return { ok: true, effects: noEffects() };
  const plan = planAddressConfirmation(env, row, now);
  if (!(await carryOut(env, plan, now)).done) return refused("not_possible");
  logEvent("booking-address-confirmed", { eventId: row.event.id });
  if (row.event.auto_confirm) await confirmAutomatically(env, row.booking.id, now);
  return done(plan);
}

/**
 * confirmByCoach: the coach accepts a pending booking. One conditional UPDATE (only from pending,
 * and never an expired hold, whose seats may be someone else's), so two clicks cannot both win. It
 * issues the invoice in the same D1 batch (one transaction): a confirmed booking always has its
 * invoice, and a refused click issues none. The invoice PDF travels with the visitor's e-mail.
 */
export function planCoachConfirmation(env: BookingEnv, current: BookingRow, now: Date): BookingPlan {
  const at = now.toISOString();
  const bookingId = current.booking.id;
  const update = getDb(env)
    .update(bookingsTable)
    // The coach's confirmation is binding: an unconfirmed hold becomes a held seat for good.
    .set({ status: "confirmed", updated_at: at, hold_expires_at: null, hold_network: null, hold_site: null })
    .where(and(eq(bookingsTable.id, bookingId), eq(bookingsTable.status, "pending"), holdsSeat(now)))
    .returning()
    .toSQL();
  return {
    writes: [statement(env, update)],
    // Invoiced only by this very update (none for a free booking: nothing to invoice, no number used up).
    invoices: [{ row: current, when: stampedBy(bookingId, at, "confirmed") }],
    followUps: [{ kind: "status-mail", change: "confirmed", event: current.event }],
  };
}

export async function confirmByCoach(env: BookingEnv, bookingId: string, now = new Date()): Promise<TransitionResult> {
  const current = await readBooking(env, bookingId);
  if (!current) return refused("not_found");
  const plan = planCoachConfirmation(env, current, now);
  return (await carryOut(env, plan, now)).done ? done(plan) : refused("not_possible");
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
  const update = getDb(env)
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
    .returning({ id: bookingsTable.id })
    .toSQL();
  const plan: BookingPlan = { writes: [statement(env, update)] };
  return (await carryOut(env, plan, now)).done ? done(plan) : refused("not_possible");
}

/** A payment the provider reports as received (Stripe's webhook, app/features/core/payments/stripe.server.ts). */
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
export function planOnlinePayment(env: BookingEnv, current: BookingRow, payment: OnlinePayment, now: Date) {
  const at = now.toISOString();
  const paidOn = berlinToday(now);
  const covers =
    payment.currency.toUpperCase() === current.booking.currency &&
    payment.amountCents >= current.booking.total_cents - current.booking.voucher_cents;
  const record = statement(
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
  if (!covers) return { covers, plan: { writes: [record] } satisfies BookingPlan };
  const confirm = statement(
    env,
    sql`UPDATE ${bookingsTable} SET ${col(bookingsTable.status)} = 'confirmed', ${col(bookingsTable.hold_expires_at)} = NULL, ${col(bookingsTable.updated_at)} = ${at},
          ${col(bookingsTable.email_confirmed_at)} = COALESCE(${col(bookingsTable.email_confirmed_at)}, ${at}),
          ${col(bookingsTable.agb_version)} = COALESCE(${col(bookingsTable.agb_version)}, ${AGB_VERSION_ID}), ${holdEnds}
        WHERE ${and(eq(bookingsTable.id, payment.bookingId), eq(bookingsTable.status, "pending"), holdsSeat(now))}
        RETURNING *`,
  );
  const plan: BookingPlan = {
    writes: [record, confirm],
    decisive: 1,
    invoices: [{ row: current, paidOn, when: stampedBy(payment.bookingId, at, "confirmed") }],
    followUps: [{ kind: "status-mail", change: "confirmed", event: current.event, paidOn }],
  };
  return { covers, plan };
}

export async function recordOnlinePayment(
  env: BookingEnv,
  payment: OnlinePayment,
  now = new Date(),
): Promise<TransitionResult & { confirmed?: boolean }> {
  const current = await readBooking(env, payment.bookingId);
  if (!current) return refused("not_found");
  const { covers, plan } = planOnlinePayment(env, current, payment, now);
  if (!covers) {
    await commit(env, plan, now);
    logEvent("online-payment-partial", { eventId: current.event.id });
    return { ok: true, effects: noEffects(), confirmed: false };
  }
  if (!(await carryOut(env, plan, now)).done) {
    // Paid, but not (or no longer) a pending booking: confirmed already, or its hold ran out first.
    if (current.booking.status !== "confirmed")
      logEvent("online-payment-for-closed-booking", { eventId: current.event.id });
    return { ok: true, effects: noEffects(), confirmed: false };
  }
  logEvent("booking-paid-online", { eventId: current.event.id });
  return { ok: true, effects: noEffects(), confirmed: true };
}

/**
 * Who or what ends a booking. The visitor on "Meine Buchung" (the AGB fee by the hour), the coach
 * in the back office, the cron for a hold whose time ran out, the coach calling the whole event off
 * (decision 0094), or the visitor's withdrawal from the contract (free whatever the deadline).
 */
export type Canceller = "visitor" | "coach" | "expired" | "event-called-off" | "withdrawal" | "payment-failed";

const cancelledByColumn: Record<Canceller, NonNullable<(typeof bookingsTable.$inferSelect)["cancelled_by"]>> = {
  visitor: "visitor",
  withdrawal: "visitor",
  coach: "coach",
  "event-called-off": "coach",
  expired: "expired",
  "payment-failed": "payment_failed",
};

/*
 * cancel: the one way a booking ends, whoever ends it, decided per case below (one decider each)
 * over one shared write: one conditional UPDATE (only while the booking holds seats), so two
 * cancellations cannot both win; the visitor's side hears of it in the same batch, the coach's
 * decision after the documents it carries (a follow-up); the Stornorechnung for an invoiced booking
 * and the AGB fee's invoice follow the commit; the seats freed are the plan's (none for an event
 * called off: it offers no seats and was purged when called off).
 */
type Decided = { plan: BookingPlan; feeCents: number } | { refused: "not_possible" };

/** The shared write of every cancellation but the expiry, and what follows it. */
function cancellationPlan(
  env: BookingEnv,
  row: BookingRow,
  by: Exclude<Canceller, "expired">,
  now: Date,
  feeCents: number,
  extra: { writes?: D1PreparedStatement[]; credit?: "used" | "back" } = {},
): BookingPlan {
  const { booking, event } = row;
  const at = isoNow(now);
  const withdrawal: SQL =
    by === "withdrawal"
      ? sql`, ${col(bookingsTable.withdrawn_at)} = ${at}, ${col(bookingsTable.refund_due_cents)} = ${paidOfSql(booking.id)}`
      : sql``;
  const failedPayment = by === "payment-failed";
  const cancelWrite = statement(
    env,
    sql`UPDATE ${bookingsTable} SET ${col(bookingsTable.status)} = 'cancelled', ${col(bookingsTable.cancelled_by)} = ${cancelledByColumn[by]},
          ${col(bookingsTable.cancelled_at)} = ${at}, ${col(bookingsTable.cancellation_fee_cents)} = ${feeCents},
          ${col(bookingsTable.updated_at)} = ${at}, ${holdEnds}${withdrawal}
        WHERE ${and(eq(bookingsTable.id, booking.id), holdsSeat(now), failedPayment ? eq(bookingsTable.status, "pending") : undefined)}
        RETURNING *`,
  );
  if (failedPayment) {
    // Only a booking still pending (never invoiced): both sides hear of it, nothing else follows.
    const cancelledHere = sql`EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${and(eq(bookingsTable.id, booking.id), eq(bookingsTable.cancelled_by, "payment_failed"), eq(bookingsTable.cancelled_at, at))})`;
    return {
      writes: [cancelWrite],
      mails: [{ order: { kind: "payment-failed", row }, when: cancelledHere }],
      seatsFreed: [event.id],
    };
  }
  const byVisitor = by === "visitor" || by === "withdrawal";
  // Both sides hear of the visitor's own step, recorded in the cancellation's batch and only if it happened.
  const cancelledByVisitor = sql`EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${and(eq(bookingsTable.id, booking.id), eq(bookingsTable.cancelled_by, "visitor"), eq(bookingsTable.cancelled_at, at))})`;
  const feePercent = cancellationTermsOf(event).percent;
  return {
    writes: [cancelWrite, ...(extra.writes ?? [])],
    mails: byVisitor
      ? [
          {
            order: {
              kind: "cancellation",
              row,
              feeCents,
              withdrawal: by === "withdrawal",
              ...(extra.credit ? { credit: extra.credit } : {}),
              // The coach never heard of a booking whose address was not confirmed: no e-mail to her for it.
              toCoach: booking.hold_expires_at === null,
            },
            when: cancelledByVisitor,
          },
        ]
      : [],
    followUps: [
      {
        kind: "cancellation-documents",
        row,
        feePercent,
        mail: byVisitor ? "documents" : by === "event-called-off" ? "event-called-off" : "cancelled",
      },
    ],
    seatsFreed: by === "event-called-off" ? [] : [event.id],
  };
}

/**
 * The visitor on "Meine Buchung": the AGB decide the fee by the hour (policy.ts); after the start
 * there is no self-cancellation; an unconfirmed booking is not binding yet and cancels for free. A
 * session booked with a package's credit (decision 0150) keeps the credit used when cancelled too
 * late (AGB § 5a); in time, the cancelled booking no longer holds its seat and the credit is back.
 */
async function decideVisitorCancellation(env: BookingEnv, row: BookingRow, now: Date): Promise<Decided> {
  const { booking, event } = row;
  const quote = cancellationQuote(event, booking.total_cents, now);
  if (quote.kind === "closed") return { refused: "not_possible" };
  const unconfirmed = booking.hold_expires_at !== null;
  const feeCents = unconfirmed || quote.kind === "free" ? 0 : quote.feeCents;
  if (!(event.kind === "session" && !unconfirmed && feeCents === 0 && booking.total_cents === 0))
    return { plan: cancellationPlan(env, row, "visitor", now, feeCents), feeCents };
  const late = cancellationQuote(event, 0, now).kind === "fee";
  const [use] = await getDb(env)
    .select({ id: creditUses.session_event_id })
    .from(creditUses)
    .where(eq(creditUses.session_event_id, event.id))
    .limit(1);
  const at = isoNow(now);
  const forfeit = late
    ? [
        statement(
          env,
          sql`UPDATE ${creditUses} SET ${col(creditUses.forfeited)} = 1
              WHERE ${creditUses.session_event_id} = ${event.id}
                AND EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${and(eq(bookingsTable.id, booking.id), eq(bookingsTable.cancelled_at, at))})
              RETURNING ${col(creditUses.session_event_id)} AS id`,
        ),
      ]
    : [];
  const credit = use ? (late ? "used" : "back") : undefined;
  return {
    plan: cancellationPlan(env, row, "visitor", now, feeCents, { writes: forfeit, ...(credit ? { credit } : {}) }),
    feeCents,
  };
}

/** The coach's cancellation, or one booking of an event she called off (decision 0094): no fee. */
const decideCoachCancellation = (
  env: BookingEnv,
  row: BookingRow,
  by: "coach" | "event-called-off",
  now: Date,
): Decided => ({ plan: cancellationPlan(env, row, by, now, 0), feeCents: 0 });

/**
 * The visitor's withdrawal from the contract: free whatever the deadline, with what was paid so far
 * recorded as `refund_due_cents`. Whether the withdrawal is still open to the booking is the caller's.
 */
const decideWithdrawal = (env: BookingEnv, row: BookingRow, now: Date): Decided => ({
  plan: cancellationPlan(env, row, "withdrawal", now, 0),
  feeCents: 0,
});

/**
 * The payer's SEPA debit failed (decision 0227): a booking still pending, held for the debit's days
 * or waiting for the coach, is cancelled at once, free of charge, and its seats offered; a booking
 * confirmed or cancelled meanwhile is left as it is (the caller tells the coach).
 */
const decidePaymentFailure = (env: BookingEnv, row: BookingRow, now: Date): Decided =>
  row.booking.status === "pending"
    ? { plan: cancellationPlan(env, row, "payment-failed", now, 0), feeCents: 0 }
    : { refused: "not_possible" };

/**
 * A hold whose time ran out: its seats were free from the moment it did (the seat count reads the
 * time); this makes it visible in the back office and offers the seats. No e-mail, no invoice:
 * nothing was binding. Decided without a read: the WHERE clause is the whole rule.
 */
function planExpiry(env: BookingEnv, bookingId: string, now: Date): BookingPlan {
  const at = isoNow(now);
  return {
    writes: [
      statement(
        env,
        sql`UPDATE ${bookingsTable} SET ${col(bookingsTable.status)} = 'cancelled', ${col(bookingsTable.cancelled_by)} = 'expired',
              ${col(bookingsTable.cancelled_at)} = ${col(bookingsTable.hold_expires_at)}, ${col(bookingsTable.updated_at)} = ${at}, ${holdEnds}
            WHERE ${and(eq(bookingsTable.id, bookingId), ne(bookingsTable.status, "cancelled"), lte(bookingsTable.hold_expires_at, at))}
            RETURNING ${col(bookingsTable.event_id)} AS event_id`,
      ),
    ],
  };
}

async function expire(env: BookingEnv, bookingId: string, now: Date): Promise<TransitionResult> {
  const committed = await commit<{ event_id: string }>(env, planExpiry(env, bookingId, now), now);
  if (!committed.row) return refused("not_possible");
  logEvent("booking-cancelled", { by: "expired", eventId: committed.row.event_id, late: false });
  return { ok: true, effects: { seatsFreed: [committed.row.event_id] } };
}

/** The decider of each canceller (the expiry aside: it needs no read). */
async function decideCancellation(
  env: BookingEnv,
  row: BookingRow,
  by: Exclude<Canceller, "expired">,
  now: Date,
): Promise<Decided> {
  if (by === "visitor") return decideVisitorCancellation(env, row, now);
  if (by === "withdrawal") return decideWithdrawal(env, row, now);
  if (by === "payment-failed") return decidePaymentFailure(env, row, now);
  return decideCoachCancellation(env, row, by, now);
}

/** Decides a cancellation by `by`, commits it and applies its effects (the freed seats returned). */
async function cancellation(
  env: BookingEnv,
  target: string | BookingRow,
  by: Canceller,
  now: Date,
): Promise<TransitionResult> {
  if (by === "expired") return expire(env, typeof target === "string" ? target : target.booking.id, now);
  // A caller that read the booking already (by the visitor's link) passes it in: one read fewer.
  const row = typeof target === "string" ? await readBooking(env, target) : target;
  if (!row) return refused("not_found");
  if (row.booking.status === "cancelled") return refused("not_possible");
  const decided = await decideCancellation(env, row, by, now);
  if ("refused" in decided) return refused(decided.refused);
  const committed = await commit(env, decided.plan, now);
  if (!committed.done) return refused("not_possible");
  // Every cancellation, whoever made it, is this one line in the log (docs/booking-lifecycle.md).
  logEvent("booking-cancelled", { by, eventId: row.event.id, late: decided.feeCents > 0 });
  await applyPlanEffects(env, decided.plan, committed, now);
  return done(decided.plan);
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

/** releaseFailedPayment: the SEPA debit of a pending booking failed; its seats are free at once (decision 0227). */
export function releaseFailedPayment(env: BookingEnv, bookingId: string, now = new Date()): Promise<TransitionResult> {
  return cancel(env, bookingId, "payment-failed", now);
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
 * app/features/products/sessions/booking.server.ts): free times are the scheduler's, which builds on booking,
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

  const { statement: move, moved } = planned.write;
  const movedHere = sql`EXISTS (SELECT 1 FROM ${schema.events} WHERE ${and(
    eq(schema.events.id, event.id),
    eq(schema.events.event_date, moved.event_date),
    eq(schema.events.start_time, moved.start_time),
  )})`;
  const movePlan: BookingPlan = {
    writes: [move],
    mails: [{ order: { kind: "session-moved", row, moved, by, now }, when: movedHere }],
  };
  if (!(await carryOut(env, movePlan, now)).done) return taken();
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
  const row = await readBooking(env, bookingId);
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
