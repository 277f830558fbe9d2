/*
 * The hold: THE booking insert (every limit and the seat check in one statement, decision 0005),
 * `createBooking` for an event seat, and `bookingWrites`, which DECIDES a hold for every product
 * (price, total, codes, the first e-mail) and returns it as a `HoldPlan`. The kernel commits it
 * (`commitHold`, one batch with a 1:1 session's or a package's own rows around it) and applies its
 * effects (`applyHoldEffects`: the first e-mail to the queue, the public pages purged); nothing
 * here touches the outbox, the mail drafts or the page cache (decision 0196).
 */
import { getTableName, sql } from "drizzle-orm";
import { findEvent, isEventId } from "~/features/products/events/event.server";
import { hasStarted } from "~/features/products/events/format";
import type { PublicEvent } from "~/features/products/events/cache.server";
import { compiledStatement, schema } from "~/lib/db.server";
import { type FormLimits } from "~/lib/public-form.server";
import { type Locale } from "~/lib/locale";
import { type WithinLimitsValues, withinLimitsSql } from "~/lib/rate-limit.server";
import { applyHoldEffects, commitHold, type HoldPlan } from "./kernel.server";
import type { BookingMailInput } from "./mail";
import { BOOKING_POLICY, holdExpiry } from "./policy";
import { bookingReference } from "~/features/core/payments/reference";
import { type BookingInput } from "./schema";
import type { IntakeAnswer } from "~/features/people/intake/questions";
import { intakeAnswerWrites } from "~/features/people/intake/questions.server";
import { billingColumns, requiresBillingAddress } from "./billing";
import { isoNow, seatsTakenSql } from "~/features/products/events/seats.server";
import { EARLY_START_CONSENT_VERSION, needsEarlyStartConsent } from "./contract";
import {
  type DiscountGuardValues,
  discountGuardSql,
  redemptionInsert,
} from "~/features/core/payments/discount-codes.server";
import { bookingTotals } from "~/features/core/payments/discount";
import { berlinToday } from "~/lib/today";
import { brand } from "~/config/brand";
import { businessSettings } from "~/features/core/business/settings.server";
import { netOfVat, reverseChargeApplies } from "./reverse-charge";
import {
  type VoucherGuardValues,
  voucherGuardSql,
  voucherRedemptionInsert,
} from "~/features/products/vouchers/vouchers.server";
import {
  type BookingEnv,
  type BookingRefusal,
  type CreateBookingResult,
  type HoldHolder,
  holdLimitsRefusal,
  openHoldsOf,
  replayed,
  ticketsOfEmail,
  unconfirmedOfEmail,
  unconfirmedTicketsCap,
  unconfirmedTicketsOfSite,
} from "./hold-limits.server";
import {
  bookableFields,
  type BookingTarget,
  forgetEvent,
  judgeCode,
  rememberedEvent,
  rememberEvent,
  sameBookable,
} from "./bookable.server";

const bookingsTable = schema.bookings;
const eventsTable = schema.events;
const col = (column: { name: string }) => sql.identifier(column.name);

/** Why an insert was refused, read after the fact from the same numbers its WHERE clause used. */
async function refusal(
  env: Pick<Env, "DB">,
  eventId: string,
  input: BookingInput,
  now: Date,
  holder: HoldHolder | undefined,
): Promise<BookingRefusal> {
  const current = await findEvent(env, eventId, now);
  if (!current) return { ok: false, reason: "not_found" };
  if (current.cancelled_at) return { ok: false, reason: "cancelled" };
  if (current.seats_left < input.num_tickets)
    return { ok: false, reason: "not_enough_seats", seatsLeft: current.seats_left };
  const limited = await holdLimitsRefusal(env, eventId, input, now, holder, current.max_attendees);
  if (limited.reason !== "retry") return limited;
  // The code's last use went to a booking in between (or the coach changed the code): say so beside it.
  if (input.discount_code) {
    const verdict = await judgeCode(env, input.discount_code, current, 1, now);
    if (!verdict.ok) return { reason: "discount_code", ...verdict };
  }
  return limited;
}

const p = sql.placeholder;
type BillingColumn = keyof ReturnType<typeof billingColumns>;
const BILLING_COLUMNS = Object.keys(billingColumns({})) as BillingColumn[];
type InsertValues =
  | "bookingId"
  | "eventId"
  | "fullName"
  | "email"
  | "phone"
  | "tickets"
  | "totalCents"
  | "totalPrice"
  | "now"
  | "holdUntil"
  | "key"
  | "locale"
  | "network"
  | "site"
  | "discountCents"
  | "discountCode"
  | DiscountGuardValues
  | VoucherGuardValues
  | "voucherCode"
  | BillingColumn
  | (typeof bookableFields)[number];

/**
 * THE booking insert, compiled once per isolate (`compiledStatement`): every limit and the seat
 * check in one statement (docs/decisions/0005-atomic-booking-sql.md), plus the event's fields as
 * the request knew them, plus (with `limited`) the post's rate limits counted earlier in the batch.
 */
const insertBookingSql = (limited: boolean) => {
  const eventId = p("eventId");
  const email = p("email");
  const now = p("now");
  const network = p("network");
  const site = p("site");
  return sql`
    INSERT INTO ${bookingsTable} (${col(bookingsTable.id)}, ${col(bookingsTable.event_id)}, ${col(bookingsTable.full_name)}, ${col(bookingsTable.email)}, ${col(bookingsTable.phone)},
                      ${col(bookingsTable.num_tickets)}, ${col(bookingsTable.total_cents)}, ${col(bookingsTable.total_price)}, ${col(bookingsTable.currency)}, ${col(bookingsTable.status)},
                      ${col(bookingsTable.created_at)}, ${col(bookingsTable.hold_expires_at)}, ${col(bookingsTable.idempotency_key)}, ${col(bookingsTable.locale)},
                      ${col(bookingsTable.hold_network)}, ${col(bookingsTable.hold_site)}, ${col(bookingsTable.discount_cents)}, ${col(bookingsTable.discount_code)},
                      ${col(bookingsTable.voucher_cents)}, ${col(bookingsTable.voucher_code)},
                      ${sql.join(
                        BILLING_COLUMNS.map((column) => col(bookingsTable[column])),
                        sql`, `,
                      )})
    SELECT ${p("bookingId")}, ${eventsTable.id}, ${p("fullName")}, ${email}, ${p("phone")},
           ${p("tickets")}, ${p("totalCents")}, ${p("totalPrice")}, ${eventsTable.currency}, 'pending', ${now}, ${p("holdUntil")}, ${p("key")}, ${p("locale")},
           ${network}, ${site}, ${p("discountCents")}, ${p("discountCode")},
           ${p("voucherCents")}, ${p("voucherCode")},
           ${sql.join(
             BILLING_COLUMNS.map((column) => p(column)),
             sql`, `,
           )}
    FROM ${eventsTable}
    WHERE ${eventsTable.id} = ${eventId}
      AND ${eventsTable.cancelled_at} IS NULL
      AND ${sql.join(
        // IS, not =: the English texts may be NULL, and NULL = NULL is not true in SQL.
        bookableFields.map((field) => sql`${eventsTable[field]} IS ${p(field)}`),
        sql` AND `,
      )}
      AND ${seatsTakenSql(eventsTable.id, now)} + ${p("tickets")} <= ${eventsTable.max_attendees}
      -- No share of the event for unconfirmed holds as such: a rush of different people fills it
      -- (decision 0115). One network, and one site, holds only so much unconfirmed at a time.
      AND (${network} IS NULL OR (
            ${openHoldsOf(bookingsTable.hold_network, network, now)} < ${BOOKING_POLICY.unconfirmedPerNetwork}
        AND ${openHoldsOf(bookingsTable.hold_site, site, now)} < ${BOOKING_POLICY.unconfirmedPerSite}
        AND ${unconfirmedTicketsOfSite(site, eventId, now)} + ${p("tickets")} <= ${unconfirmedTicketsCap}))
      AND ${ticketsOfEmail(email, eventId, now)} + ${p("tickets")} <= ${BOOKING_POLICY.ticketsPerEmailAndEvent}
      AND ${unconfirmedOfEmail(email, now)} < ${BOOKING_POLICY.unconfirmedPerEmail}
      AND ${discountGuardSql({ id: eventsTable.id, category: eventsTable.category, currency: eventsTable.currency }, now)}
      AND ${voucherGuardSql({ currency: eventsTable.currency }, now)}
      AND ${limited ? withinLimitsSql : sql`1`}
    ON CONFLICT (${col(bookingsTable.idempotency_key)}) DO NOTHING
    RETURNING ${col(bookingsTable.id)} AS id`;
};
const insertBooking = compiledStatement<InsertValues>(() => insertBookingSql(false));
const insertLimitedBooking = compiledStatement<InsertValues | keyof WithinLimitsValues>(() => insertBookingSql(true));
const earlyStartConsentsTable = schema.earlyStartConsents;
/** The early-start request, recorded only with its booking (same batch, same transaction). */
const earlyStartConsentInsert = compiledStatement<"bookingId" | "now" | "version" | "locale">(
  () => sql`
    INSERT INTO ${earlyStartConsentsTable} (${col(earlyStartConsentsTable.booking_id)}, ${col(earlyStartConsentsTable.consented_at)}, ${col(earlyStartConsentsTable.text_version)}, ${col(earlyStartConsentsTable.locale)})
    SELECT ${p("bookingId")}, ${p("now")}, ${p("version")}, ${p("locale")}
    WHERE EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${bookingsTable.id} = ${p("bookingId")})`,
);

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
 * With `limits` (the public form pipeline's hits: the client's and the site-wide ceiling's), the
 * hits are the batch's first statements and the insert holds only within them; an answer without a
 * batch counts them alone (docs/decisions/0086-ceiling-in-the-booking-batch.md).
 *
 * A booking of an event this isolate remembers makes ONE D1 round trip (the batch); an idempotent
 * replay is recognised after it, from the insert's conflict (docs/decisions/0065-booking-request-path.md).
 */
export async function createBooking(
  env: BookingEnv,
  eventId: string | undefined,
  /** With the answers to the event's questions (decision 0221), written in the booking's batch. */
  input: BookingInput & { intake?: readonly IntakeAnswer[] },
  now = new Date(),
  locale: Locale = "de",
  limits?: FormLimits,
  /** The visitor's network and site (`holdHolder`); the per-network caps hold only with it. */
  holder?: HoldHolder,
): Promise<CreateBookingResult> {
  return book(env, eventId, input, now, locale, limits, holder);
}

async function book(
  env: BookingEnv,
  eventId: string | undefined,
  input: BookingInput & { intake?: readonly IntakeAnswer[] },
  now: Date,
  locale: Locale,
  limits: FormLimits | undefined,
  holder: HoldHolder | undefined,
  /** The event as just read (a second try after a stale copy): neither remembered nor read again. */
  justRead?: PublicEvent,
): Promise<CreateBookingResult> {
  const key = input.idempotency_key;
  // Answers without a batch count the hits on their own (rare paths, one round trip more).
  const early = async (answer: CreateBookingResult): Promise<CreateBookingResult> =>
    limits && !(await limits.hit()) ? { ok: false, reason: "rate_limited" } : answer;
  if (!isEventId(eventId)) return early({ ok: false, reason: "not_found" });

  let event = justRead ? null : rememberedEvent(eventId, now);
  const remembered = event !== null;
  // A remembered event that has started is read again: the coach may have moved it.
  if (!event || hasStarted(event, now)) {
    const current = justRead ?? (await findEvent(env, eventId, now));
    if (!current) return early({ ok: false, reason: "not_found" });
    rememberEvent(current, now);
    // Called off: not even a replay, since the booking it made then is cancelled as well.
    if (current.cancelled_at) return early({ ok: false, reason: "cancelled" });
    const past = hasStarted(current, now);
    if (past || current.seats_left < input.num_tickets) {
      // A form posted again after the seats went: still the booking it made then.
      const earlier = key ? await replayed(env, key, current.id) : null;
      if (earlier) return early(earlier);
      if (past) return early({ ok: false, reason: "past" });
      return early({ ok: false, reason: "not_enough_seats", seatsLeft: current.seats_left });
    }
    event = current;
  }
  const prepared = await bookingWrites(env, event, input, now, locale, limits, holder);
  if (!prepared.ok) return early(prepared);
  const committed = await commitHold(env, prepared.hold, {
    limits,
    // The answers to the event's questions (decision 0221) last: written only onto the booking this batch made.
    after: intakeAnswerWrites(env, prepared.bookingId, input.intake),
  });
  if (!committed) return { ok: false, reason: "rate_limited" };

  if (!committed.held) {
    // The same form posted before (a replay), or twice at once: that booking is the answer.
    if (key) {
      const earlier = await replayed(env, key, event.id);
      if (earlier) return earlier;
    }
    if (remembered) {
      // The remembered event may be stale (edited, moved, deleted): read it, and book again with it
      // if it changed. The hits are counted already (`limits` stay out of the second try).
      const current = await findEvent(env, event.id, now);
      if (!current) {
        forgetEvent(event.id);
        return { ok: false, reason: "not_found" };
      }
      rememberEvent(current, now);
      if (!sameBookable(current, event)) return book(env, eventId, input, now, locale, undefined, holder, current);
    }
    return refusal(env, event.id, input, now, holder);
  }

  await applyHoldEffects(env, committed, event.id, prepared.tickets);
  return bookedAnswer(prepared, event.currency);
}

/** The answer for a booking `prepared` wrote just now; one written before is read back by `replayed`. */
export function bookedAnswer(prepared: PreparedBooking, currency: string): Extract<CreateBookingResult, { ok: true }> {
  const { bookingId, totalCents, discountCents, voucherCents, holdUntil } = prepared;
  return {
    ok: true,
    bookingId,
    reference: bookingReference(bookingId),
    totalCents,
    discountCents,
    voucherCents,
    currency,
    holdUntil,
    replay: false,
  };
}

/**
 * Whether this booking is a reverse charge (features/core/booking/reverse-charge.ts). Her § 19 setting is
 * read only for a company with a foreign EU VAT ID and a service taxed at the client's seat.
 */
async function reverseChargeFor(
  env: BookingEnv,
  event: BookingTarget,
  billing: Pick<ReturnType<typeof billingColumns>, "company_name" | "company_vat_id">,
): Promise<boolean> {
  const candidate = { companyName: billing.company_name, vatId: billing.company_vat_id, event };
  if (!reverseChargeApplies({ ...candidate, smallBusiness: false }) || event.price_cents <= 0) return false;
  return reverseChargeApplies({ ...candidate, smallBusiness: (await businessSettings(env)).smallBusiness });
}

const markReverseCharge = (env: Pick<Env, "DB">, bookingId: string) =>
  env.DB.prepare(`UPDATE ${getTableName(bookingsTable)} SET reverse_charge = 1 WHERE id = ?`).bind(bookingId);

export interface PreparedBooking {
  ok: true;
  bookingId: string;
  holdUntil: Date;
  totalCents: number;
  /** What a discount code took off (0 without one), decision 0140. */
  discountCents: number;
  /** What a value voucher pays of `totalCents` (0 without one), decision 0152. */
  voucherCents: number;
  tickets: number;
  /**
   * The hold for the kernel's `commitHold`: the conditional insert, then what is written only with
   * its row, and the first e-mail. With `limits` the insert holds only within the post's rate
   * limits, whose statements `commitHold` puts first in the same batch.
   */
  hold: HoldPlan;
}

/**
 * What booking `event` writes, decided by the server: price, total, hold, the confirmation e-mail.
 * Refuses (writing nothing) an event inside the withdrawal period without the visitor's request to
 * start early, and a total over the small-amount invoice limit without the billing address. A 1:1
 * session puts these statements behind its own row's conditional insert (decision 0130).
 */
export async function bookingWrites(
  env: BookingEnv,
  event: BookingTarget,
  input: BookingInput,
  now: Date,
  locale: Locale,
  limits: FormLimits | undefined,
  holder: HoldHolder | undefined,
  /**
   * Without the first e-mail ("bitte bestätige …"): a booking the coach enters for a client
   * (sessions/coach-entry.server.ts), which she confirms in the next step, with its own e-mail.
   */
  { addressMail = true }: { addressMail?: boolean } = {},
): Promise<PreparedBooking | BookingRefusal> {
  // Inside the withdrawal period only with the visitor's express request to start early (contract.ts).
  if (!input.early_start && needsEarlyStartConsent(event, now, event.paidElsewhere)) {
    return { ok: false, reason: "early_start_required" };
  }

  // A code is read and judged before the batch (its refusal names the reason); the insert's guard
  // checks it again in the same statement, so its last use, or a voucher's balance, goes to one
  // booking only (decisions 0140, 0152). One field takes both kinds of code.
  // A business of another EU state booking coaching or an online event pays the net price and owes
  // the VAT itself (reverse charge, issue 53): the price per ticket is net from here on.
  const reverseCharge = await reverseChargeFor(env, event, billingColumns(input));
  const unitCents = reverseCharge ? netOfVat(event.price_cents, brand.invoice.vatRateBp) : event.price_cents;
  const grossCents = unitCents * input.num_tickets;
  const code = input.discount_code ? await judgeCode(env, input.discount_code, event, grossCents, now) : null;
  if (code && !code.ok) return { reason: "discount_code", ...code };
  const discount = code?.kind === "discount" ? code.verdict : null;
  const { discountCents, totalCents } = bookingTotals(unitCents, input.num_tickets, discount?.rule ?? null);
  // A voucher pays what it can of the charge; a free booking takes nothing from it.
  const voucher = code?.kind === "voucher" && code.verdict.cents > 0 ? code.verdict : null;
  const voucherCents = voucher?.cents ?? 0;
  // The server's total decides whether the invoice needs the address (§ 33 UStDV), never the form's.
  const billing = billingColumns(input);
  if (requiresBillingAddress(totalCents) && billing.billing_street === null) {
    return { ok: false, reason: "billing_address_required", currency: event.currency };
  }
  const bookingId = crypto.randomUUID();
  const phone = input.phone || null;
  const holdUntil = holdExpiry(now);
  const tickets = input.num_tickets;
  const values = {
    bookingId,
    eventId: event.id,
    fullName: input.full_name,
    email: input.email,
    phone,
    tickets,
    totalCents,
    totalPrice: totalCents / 100,
    now: isoNow(now),
    holdUntil: isoNow(holdUntil),
    key: input.idempotency_key ?? null,
    locale,
    network: holder?.network ?? null,
    site: holder?.site ?? null,
    discountCents,
    discountCode: discount?.code.code ?? null,
    codeId: discount?.code.id ?? null,
    codeKind: discount?.rule.kind ?? null,
    codeValue: discount?.rule.value ?? null,
    voucherId: voucher?.voucher.id ?? null,
    voucherCents,
    voucherCode: voucher?.voucher.code ?? null,
    today: berlinToday(now),
    ...billing,
    ...Object.fromEntries(bookableFields.map((field) => [field, event[field]])),
  } as Record<InsertValues, unknown>;

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
    ...(discount ? { discount: { code: discount.code.code, cents: discountCents } } : {}),
    ...(voucher ? { voucher: { code: voucher.voucher.code, cents: voucherCents } } : {}),
  };
  // One batch = one transaction: the booking and its e-mail are written together or not at all.
  const writes = [
    limits ? insertLimitedBooking(env, { ...values, ...limits.withinLimits }) : insertBooking(env, values),
    ...(input.early_start
      ? [earlyStartConsentInsert(env, { bookingId, now: isoNow(now), version: EARLY_START_CONSENT_VERSION, locale })]
      : []),
    ...(discount
      ? [
          redemptionInsert(env, {
            id: crypto.randomUUID(),
            codeId: discount.code.id,
            bookingId,
            discountCents,
            now: isoNow(now),
          }),
        ]
      : []),
    // In the same batch, after the insert: a booking that was not written (a full event) marks nothing.
    ...(reverseCharge ? [markReverseCharge(env, bookingId)] : []),
    ...(voucher
      ? [
          voucherRedemptionInsert(env, {
            id: crypto.randomUUID(),
            voucherId: voucher.voucher.id,
            bookingId,
            amountCents: voucherCents,
            now: isoNow(now),
          }),
        ]
      : []),
  ];
  const hold: HoldPlan = {
    bookingId,
    writes,
    ...(addressMail ? { addressMail: { input: mail, holdUntil, now } } : {}),
  };
  return { ok: true, bookingId, holdUntil, totalCents, discountCents, voucherCents, tickets, hold };
}
