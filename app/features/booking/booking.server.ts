import { and, eq, gt, ne, type SQLWrapper, sql } from "drizzle-orm";
import { findEvent, isEventId } from "~/features/events/event.server";
import { formatLongDate, formatPrice, hasStarted } from "~/features/events/format";
import { compiledOutboxInsertWhere, enqueueOutboxBehindAnswer } from "~/features/mail/outbox.server";
import type { PublicEvent } from "~/features/events/cache.server";
import { compiledStatement, getDb, schema } from "~/lib/db.server";
import type { FormResult } from "~/lib/forms";
import { type FormAnswer, type FormLimits, type PublicForm, runPublicForm } from "~/lib/public-form.server";
import { publicCeiling } from "~/lib/public-ceiling.server";
import { logEvent } from "~/lib/log";
import { getMessages, type Messages } from "~/lib/i18n";
import type { DiscountRule } from "~/features/payments/discount";
import { purgePublicPages } from "~/lib/page-cache.server";
import { localeFromPath, type Locale } from "~/lib/locale";
import { type RateLimitRule, type WithinLimitsValues, withinLimitsSql } from "~/lib/rate-limit.server";
import { clientAddress, clientSite } from "~/lib/request.server";
import { pseudonym } from "~/lib/signed-token.server";
import { bookingLinks } from "./links.server";
import { bookingConfirmationMail, type BookingMailInput } from "./mail";
import { paymentInstructions, type PaymentInstructions } from "~/features/payments/instructions";
import { BOOKING_POLICY, formatBerlinDateTime, holdExpiry } from "./policy";
import { bookingReference } from "~/features/payments/reference";
import { type BookingField, type BookingInput, bookingFormSchemas } from "./schema";
import {
  BILLING_FORM_FIELDS,
  billingColumns,
  requiresBillingAddress,
  SMALL_AMOUNT_INVOICE_LIMIT_CENTS,
} from "./billing";
import { isoNow, type SqlNow, seatsTakenSql } from "~/features/events/seats.server";
import { EARLY_START_CONSENT_VERSION, needsEarlyStartConsent } from "./contract";
import {
  type DiscountGuardValues,
  type DiscountProblem,
  discountGuardSql,
  judgeDiscountCode,
  readDiscountCode,
  redemptionInsert,
} from "~/features/payments/discount-codes.server";
import { bookingTotals } from "~/features/payments/discount";
import { berlinToday } from "~/lib/today";
import { forgetOnIsolateReset } from "~/lib/isolate-memo";
import { checkoutToken, onlinePaymentOffered } from "~/features/payments/stripe.server";
import { businessSettings } from "~/features/business/settings.server";
import {
  judgeVoucher,
  readVoucher,
  type VoucherGuardValues,
  voucherGuardSql,
  type VoucherProblem,
  voucherRedemptionInsert,
} from "~/features/vouchers/vouchers.server";
import { normalizeVoucherCode } from "~/features/vouchers/code";

export type BookingEnv = Pick<
  Env,
  | "DB"
  | "KV"
  | "MAIL_QUEUE"
  | "SITE_URL"
  | "TOKEN_SECRET"
  | "TOKEN_SECRET_PREVIOUS"
  | "PUBLIC_POST_CEILING_FACTOR"
  // Online payment (decision 0141): offered, and its calls made, only when these are set.
  | "STRIPE_SECRET_KEY"
  | "STRIPE_WEBHOOK_SECRET"
  | "STRIPE_API_BASE"
>;

/** Generous for people, tight for scripts: ten bookings per ten minutes from one address. */
export const BOOKING_RATE_LIMIT: RateLimitRule = { name: "booking", limit: 10, windowSeconds: 600 };

export type BookingRefusal =
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "past" }
  /** The coach called the event off (decision 0094). */
  | { ok: false; reason: "cancelled" }
  | { ok: false; reason: "not_enough_seats"; seatsLeft: number }
  /** This address already holds the most tickets one address may hold for the event. */
  | { ok: false; reason: "email_event_limit"; ticketsLeft: number }
  /** This address has too many bookings it has not confirmed yet. */
  | { ok: false; reason: "email_unconfirmed_limit" }
  /** The client's network or site has as many open unconfirmed bookings as it may (decision 0115). */
  | { ok: false; reason: "network_unconfirmed_limit" }
  /** The client's site holds as many unconfirmed tickets of this event as it may (decision 0115). */
  | { ok: false; reason: "unconfirmed_tickets_limit"; ticketsLeft: number }
  /** Refused, and the numbers read after it no longer say why (they changed in between): send again. */
  | { ok: false; reason: "retry" }
  /** Over the small-amount invoice limit without the billing address (billing.ts); nothing was written. */
  | { ok: false; reason: "billing_address_required"; currency: string }
  /** A rate limit (the client's or the site-wide ceiling, counted in the booking's own batch) refused it; nothing was written. */
  | { ok: false; reason: "rate_limited" }
  /** The event starts inside the withdrawal period and the visitor did not ask to start early (contract.ts). */
  | { ok: false; reason: "early_start_required" }
  /** The discount code does not hold for this booking (decision 0140); nothing was written. */
  /** The code, a discount code or a value voucher (decision 0152), does not hold; nothing was written. */
  | { ok: false; reason: "discount_code"; problem: DiscountProblem | VoucherProblem; validFrom?: string };

export type CreateBookingResult =
  | {
      ok: true;
      bookingId: string;
      reference: string;
      /** What is charged: tickets × price less `discountCents`. */
      totalCents: number;
      discountCents: number;
      /** What a value voucher paid of `totalCents` (decision 0152); the rest is owed. */
      voucherCents: number;
      currency: string;
      holdUntil: Date;
      /** The same form was submitted before: nothing new was booked. */
      replay: boolean;
    }
  | BookingRefusal;

const bookingsTable = schema.bookings;
const eventsTable = schema.events;
const col = (column: { name: string }) => sql.identifier(column.name);

/** Values or placeholders (the compiled insert below binds them per booking). */
type Value = string | SQLWrapper;
const at = (now: SqlNow) => (now instanceof Date ? isoNow(now) : now);
// By the address's index, never the event's: one person has a few bookings, an event many. The unary
// `+` keeps SQLite from choosing the event's seat index, which a larger schema made it prefer and which
// would read one table row per earlier booking of the event (tests/unit/booking.test.ts, query plan).
const ticketsOfEmail = (email: Value, eventId: Value, now: SqlNow) =>
  sql`(SELECT COALESCE(SUM(${bookingsTable.num_tickets}), 0) FROM ${bookingsTable}
       WHERE +${bookingsTable.event_id} = ${eventId} AND ${and(eq(bookingsTable.email, email), ne(bookingsTable.status, "cancelled"))}
         AND (${bookingsTable.hold_expires_at} IS NULL OR ${bookingsTable.hold_expires_at} > ${at(now)}))`;
const unconfirmedOfEmail = (email: Value, now: SqlNow) =>
  sql`(SELECT COUNT(*) FROM ${bookingsTable} WHERE ${and(eq(bookingsTable.email, email), ne(bookingsTable.status, "cancelled"), gt(bookingsTable.hold_expires_at, at(now)))})`;
/** Open unconfirmed bookings of one network or site (pseudonyms, decision 0115), site-wide. */
const openHoldsOf = (
  column: typeof bookingsTable.hold_network | typeof bookingsTable.hold_site,
  holder: Value,
  now: SqlNow,
) =>
  sql`(SELECT COUNT(*) FROM ${bookingsTable} WHERE ${and(eq(column, holder), ne(bookingsTable.status, "cancelled"), gt(bookingsTable.hold_expires_at, at(now)))})`;
/** Unconfirmed tickets one site holds for one event. */
const unconfirmedTicketsOfSite = (site: Value, eventId: Value, now: SqlNow) =>
  sql`(SELECT COALESCE(SUM(${bookingsTable.num_tickets}), 0) FROM ${bookingsTable}
       WHERE ${and(eq(bookingsTable.hold_site, site), eq(bookingsTable.event_id, eventId), ne(bookingsTable.status, "cancelled"), gt(bookingsTable.hold_expires_at, at(now)))})`;
/** The unconfirmed tickets one site may hold for an event: a share of its seats, rounded up, at least a couple's. */
const unconfirmedTicketsCap = sql`MAX(${BOOKING_POLICY.unconfirmedTicketsMinimum},
  (${eventsTable.max_attendees} * ${BOOKING_POLICY.unconfirmedTicketsSharePercent} + 99) / 100)`;
const unconfirmedTicketsCapOf = (maxAttendees: number) =>
  Math.max(
    BOOKING_POLICY.unconfirmedTicketsMinimum,
    Math.ceil((maxAttendees * BOOKING_POLICY.unconfirmedTicketsSharePercent) / 100),
  );

/**
 * Who asks for a hold: pseudonyms of the client's network (IPv4 address or IPv6 /64) and site
 * (IPv6 /48), never the address itself. Bookings without a visitor's request have none.
 */
export interface HoldHolder {
  network: string;
  site: string;
}

/** The holder of a visitor's request (`clientAddress`, `clientSite`, keyed by TOKEN_SECRET). */
export async function holdHolder(env: Pick<Env, "TOKEN_SECRET">, request: Request): Promise<HoldHolder> {
  const [network, site] = await Promise.all([
    pseudonym(env, "hold-network", clientAddress(request)),
    pseudonym(env, "hold-site", clientSite(request)),
  ]);
  return { network, site };
}

/**
 * A booking made earlier with the same form (idempotency key), answered as it was then; with
 * `eventId`, only a booking of that event (a 1:1 session's form knows no event id before it books).
 */
export async function replayed(
  env: Pick<Env, "DB">,
  key: string,
  eventId?: string,
): Promise<Extract<CreateBookingResult, { ok: true }> | null> {
  const [row] = await getDb(env).select().from(bookingsTable).where(eq(bookingsTable.idempotency_key, key)).limit(1);
  if (!row || (eventId !== undefined && row.event_id !== eventId)) return null;
  return {
    ok: true,
    bookingId: row.id,
    reference: bookingReference(row.id),
    totalCents: row.total_cents,
    discountCents: row.discount_cents,
    voucherCents: row.voucher_cents,
    currency: row.currency,
    holdUntil: new Date(row.hold_expires_at ?? row.created_at),
    replay: true,
  };
}

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

/**
 * Why a booking of a readable event was refused when its seats were not the reason: the per-address,
 * per-network and per-site caps on unconfirmed holds, read after the fact; "retry" when none holds.
 */
export async function holdLimitsRefusal(
  env: Pick<Env, "DB">,
  eventId: string,
  input: Pick<BookingInput, "email" | "num_tickets">,
  now: Date,
  holder: HoldHolder | undefined,
  maxAttendees: number,
): Promise<BookingRefusal> {
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
  if (holder) {
    const [held] = await getDb(env)
      .select({
        network: sql<number>`${openHoldsOf(bookingsTable.hold_network, holder.network, now)}`,
        site: sql<number>`${openHoldsOf(bookingsTable.hold_site, holder.site, now)}`,
        tickets: sql<number>`${unconfirmedTicketsOfSite(holder.site, eventId, now)}`,
      })
      .from(sql`(SELECT 1)`);
    if (
      Number(held?.network ?? 0) >= BOOKING_POLICY.unconfirmedPerNetwork ||
      Number(held?.site ?? 0) >= BOOKING_POLICY.unconfirmedPerSite
    ) {
      return { ok: false, reason: "network_unconfirmed_limit" };
    }
    const cap = unconfirmedTicketsCapOf(maxAttendees);
    const tickets = Number(held?.tickets ?? 0);
    if (tickets + input.num_tickets > cap) {
      return { ok: false, reason: "unconfirmed_tickets_limit", ticketsLeft: Math.max(0, cap - tickets) };
    }
  }
  return { ok: false, reason: "retry" };
}

/**
 * What a booking takes from its event without reading it: the fields its e-mail shows and its price.
 * The insert checks each of them in its WHERE clause, so a copy that went stale books nothing.
 */
export type BookableEvent = Pick<
  PublicEvent,
  | "id"
  | "title"
  | "description"
  | "title_en"
  | "description_en"
  | "event_date"
  | "start_time"
  | "end_time"
  | "location"
  | "price_cents"
  | "currency"
  | "category"
  // Its e-mails link the event's page (decision 0168); kept once given, so not compared by the insert.
  | "slug"
> &
  /** What the row is; its e-mails name a package's last day instead of a date and time (decision 0150). */
  /** A course's dates (issue 55): its e-mails and calendar file name every one; not compared by the insert. */
  Partial<Pick<PublicEvent, "kind" | "course_dates">>;

/** What `bookingWrites` books: the event, and whether it is free here but paid with a package. */
export type BookingTarget = BookableEvent & {
  /** Free here, paid with a package: its withdrawal right is the package's (the early-start request, 0105). */
  paidElsewhere?: boolean;
};
const bookableFields = [
  "title",
  "description",
  "title_en",
  "description_en",
  "event_date",
  "start_time",
  "end_time",
  "location",
  "price_cents",
  "currency",
  // Which codes hold for the event (its category) is part of the booking's price (decision 0140).
  "category",
] as const satisfies readonly (keyof BookableEvent)[];

/**
 * The events this isolate booked lately (docs/decisions/0065-booking-request-path.md): a booking
 * of a remembered event skips the read before its batch. Bounded in size and age; correctness
 * never depends on it (the insert's WHERE compares every field, a refused insert reads again).
 */
const REMEMBER_EVENT_MS = 60_000;
const REMEMBERED_EVENTS = 32;
const rememberedEvents = new Map<string, { event: BookableEvent; readAt: number }>();
forgetOnIsolateReset(() => rememberedEvents.clear());

function rememberEvent(event: PublicEvent, now: Date) {
  rememberedEvents.delete(event.id);
  if (rememberedEvents.size >= REMEMBERED_EVENTS) rememberedEvents.delete(rememberedEvents.keys().next().value!);
  const { id, slug, course_dates } = event;
  rememberedEvents.set(id, {
    // Only what a booking takes from its event: the copy holds no seat count that would go stale.
    event: {
      id,
      slug,
      course_dates,
      ...(Object.fromEntries(bookableFields.map((field) => [field, event[field]])) as Omit<
        BookableEvent,
        "id" | "slug"
      >),
    },
    readAt: now.getTime(),
  });
}

function rememberedEvent(eventId: string, now: Date): BookableEvent | null {
  const entry = rememberedEvents.get(eventId);
  if (!entry) return null;
  if (Math.abs(now.getTime() - entry.readAt) > REMEMBER_EVENT_MS) {
    rememberedEvents.delete(eventId);
    return null;
  }
  return entry.event;
}

const sameBookable = (a: BookableEvent, other: BookableEvent) => bookableFields.every((f) => a[f] === other[f]);

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
/** The confirmation e-mail, recorded only if its booking row exists (same batch, same transaction). */
const confirmationInsert = compiledOutboxInsertWhere<"bookingId">(
  sql`EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${bookingsTable.id} = ${p("bookingId")})`,
);
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
  input: BookingInput,
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
  input: BookingInput,
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
  const { tickets, writes } = prepared;
  const counted = limits?.statements.length ?? 0;
  const results = await env.DB.batch<{ id: string; count: number }>(
    limits ? [...limits.statements, ...writes] : writes,
  );
  if (limits && !limits.settle(results.slice(0, counted))) return { ok: false, reason: "rate_limited" };
  const [inserted, confirmation] = results.slice(counted);

  if (!inserted?.results.length) {
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
        rememberedEvents.delete(event.id);
        return { ok: false, reason: "not_found" };
      }
      rememberEvent(current, now);
      if (!sameBookable(current, event)) return book(env, eventId, input, now, locale, undefined, holder, current);
    }
    return refusal(env, event.id, input, now, holder);
  }

  await afterBooking(env, confirmation, event.id, tickets);
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
   * The booking's statements for ONE batch (one transaction): the conditional insert, its
   * confirmation e-mail and the early-start request, each written only with the booking row. With
   * `limits` the insert holds only within the post's rate limits, whose statements must come first
   * in the same batch.
   */
  writes: D1PreparedStatement[];
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
  const grossCents = event.price_cents * input.num_tickets;
  const code = input.discount_code ? await judgeCode(env, input.discount_code, event, grossCents, now) : null;
  if (code && !code.ok) return { reason: "discount_code", ...code };
  const discount = code?.kind === "discount" ? code.verdict : null;
  const { discountCents, totalCents } = bookingTotals(event.price_cents, input.num_tickets, discount?.rule ?? null);
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
  const links = await bookingLinks(env, bookingId, locale);
  // One batch = one transaction: the booking and its e-mail are written together or not at all.
  const writes = [
    limits ? insertLimitedBooking(env, { ...values, ...limits.withinLimits }) : insertBooking(env, values),
    ...(addressMail
      ? [confirmationInsert(env, bookingConfirmationMail(mail, links, holdUntil, now), { bookingId })]
      : []),
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
  return { ok: true, bookingId, holdUntil, totalCents, discountCents, voucherCents, tickets, writes };
}

/**
 * The booking form's one code field (decision 0152): a discount code by its name, else a value
 * voucher by its code (twelve characters without 0/O/1/I). The voucher's share is judged against
 * `chargeCents`; its guard and the discount's check everything again in the insert.
 */
export async function judgeCode(
  env: Pick<Env, "DB">,
  typed: string,
  event: { id: string; category: string; currency: string },
  chargeCents: number,
  now: Date,
): Promise<
  | { ok: true; kind: "discount"; verdict: Extract<ReturnType<typeof judgeDiscountCode>, { ok: true }> }
  | { ok: true; kind: "voucher"; verdict: Extract<ReturnType<typeof judgeVoucher>, { ok: true }> }
  | { ok: false; problem: DiscountProblem | VoucherProblem; validFrom?: string }
> {
  const discountCode = await readDiscountCode(env, typed, now);
  if (discountCode || !normalizeVoucherCode(typed)) {
    const verdict = judgeDiscountCode(discountCode, event, now);
    return verdict.ok ? { ok: true, kind: "discount", verdict } : verdict;
  }
  const verdict = judgeVoucher(await readVoucher(env, typed, now), event, chargeCents, now);
  return verdict.ok ? { ok: true, kind: "voucher", verdict } : verdict;
}

/** After a booking's batch wrote it: its e-mail handed to the queue, the public pages purged, a log line. */
export async function afterBooking(
  env: BookingEnv,
  confirmation: D1Result<{ id: string }> | undefined,
  eventId: string,
  tickets: number,
): Promise<void> {
  // Behind the answer: the visitor waits for her booking, not for the queue (ADR 0084).
  void enqueueOutboxBehindAnswer(
    env,
    (confirmation?.results ?? []).map((row) => row.id),
  );
  // Pages showing free seats must show this booking at once; the purge never throws and writes no
  // KV key (production KV refuses a second write to one key within a second).
  await purgePublicPages(env, "booking");
  logEvent("booking-created", { eventId, tickets });
}

export type BookingActionResult = FormResult<BookingField> & {
  reference?: string;
  email?: string;
  /**
   * Until when the seats are held unless the visitor confirms the address, in Berlin time and the
   * page's language, written by the server: the browser would build an Intl formatter for it, and a
   * browser's first one loads ICU's data right after the tap (decision 0091).
   */
  holdUntil?: string;
  /** How to pay (bank details, GiroCode for EUR), shown on the success view. */
  payment?: PaymentInstructions;
  /**
   * With Stripe set up (decision 0141): the signed token of the success view's "Jetzt online
   * bezahlen" form, which may start a Checkout session for this booking and nothing else.
   */
  onlinePayment?: { token: string };
  /**
   * Too few seats left for this booking: the form offers the waiting list in its place, on the
   * same page, with the input kept (with and without JavaScript).
   */
  waitlistOffer?: true;
  /**
   * The answer of "Code prüfen" (discount-check.server.ts; nothing booked): the code the server
   * accepted with the totals it gives, or null when it refused it (the reason is beside the field).
   */
  discountCheck?: DiscountPreview | null;
};

/** What "Code prüfen" answers when the code holds: the rule (the form redraws the total with it) and the totals. */
export interface DiscountPreview {
  code: string;
  /** A discount code's rule; null for a value voucher, which pays instead (`voucherBalanceCents`). */
  rule: DiscountRule | null;
  /** A value voucher's balance now (decision 0152): the form shows what it pays and the rest owed. */
  voucherBalanceCents?: number;
  discountCents: number;
  totalCents: number;
  /** "Dein Code … gilt: 3,00 € weniger.", written by the server (no Intl formatter in the browser: decision 0091). */
  text: string;
}

/** A code's refusal beside its field, in the page's language (decision 0140). */
export function discountRefusalText(
  messages: Messages,
  problem: DiscountProblem | VoucherProblem,
  validFrom: string | undefined,
  locale: Locale,
): string {
  const refused = messages.booking.discount.refused;
  return problem === "not_yet_valid"
    ? refused.not_yet_valid(formatLongDate(validFrom ?? "", locale))
    : refused[problem];
}

const failureIn =
  (messages: Messages) =>
  (
    text: string,
    extra: Omit<Extract<BookingActionResult, { ok: false }>, "ok" | "message"> = {},
  ): BookingActionResult => ({ ok: false, message: { title: messages.booking.toastError.title, text }, ...extra });

const KEPT_FIELDS = [
  "full_name",
  "email",
  "phone",
  "num_tickets",
  "early_start",
  ...BILLING_FORM_FIELDS,
  "discount_code",
] as const satisfies readonly BookingField[];
/** What a refused post without JavaScript shows again (the hidden key and the honeypot are not kept). */
export const keptFields = (values: Record<string, string>) =>
  Object.fromEntries(KEPT_FIELDS.map((field) => [field, values[field] ?? ""])) as Record<
    (typeof KEPT_FIELDS)[number],
    string
  >;

/**
 * The booking form in the public form pipeline (app/lib/public-form.server.ts), in the language of
 * the event page; `act` is `createBooking`, whose refusals become German (or English) messages.
 */
export function bookingForm(
  env: BookingEnv,
  eventId: string | undefined,
  now: Date,
  locale: Locale,
  /** The visitor's network and site, for the caps on unconfirmed holds (decision 0115). */
  holder?: HoldHolder,
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
    ceiling: {
      rule: publicCeiling(env, "booking"),
      busy: (values) => ({ status: 429, result: failure(messages.common.busy, { values: keptFields(values) }) }),
    },
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
    // The client's and the ceiling's hits are the first statements of the booking's batch (two D1
    // round trips fewer: ADR 0045, 0086).
    limitInAct: true,
    act: async (input, values, limits) => {
      const kept = keptFields(values);
      const booking = await createBooking(env, eventId, input, now, locale, limits, holder);
      if (booking.ok) {
        // None for a free event: nothing owed, no "So bezahlst du" box.
        // What is still owed: a voucher paid its part already (decision 0152).
        const payment = paymentInstructions(
          { id: booking.bookingId, total_cents: booking.totalCents - booking.voucherCents, currency: booking.currency },
          await businessSettings(env),
          locale,
        );
        return {
          status: 200,
          result: {
            ok: true,
            message: messages.booking.toastSuccess,
            reference: booking.reference,
            email: input.email,
            holdUntil: formatBerlinDateTime(booking.holdUntil, locale),
            ...(payment ? { payment } : {}),
            ...(payment && onlinePaymentOffered(env)
              ? { onlinePayment: { token: await checkoutToken(env, booking.bookingId, now.getTime()) } }
              : {}),
          },
        };
      }
      switch (booking.reason) {
        case "not_found":
          return { status: 404, result: failure(messages.eventDetail.notFoundText) };
        case "past":
          return { status: 409, result: failure(messages.booking.pastEvent) };
        case "cancelled":
          return { status: 409, result: failure(messages.booking.eventCancelled) };
        case "not_enough_seats":
          return {
            status: 409,
            result: failure(messages.booking.notEnoughSeats(booking.seatsLeft), {
              fieldErrors: { num_tickets: messages.booking.notEnoughSeats(booking.seatsLeft) },
              values: kept,
              waitlistOffer: true,
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
        case "network_unconfirmed_limit":
          return { status: 409, result: failure(messages.booking.networkUnconfirmedLimit, { values: kept }) };
        case "unconfirmed_tickets_limit":
          return {
            status: 409,
            result: failure(messages.booking.unconfirmedTicketsLimit(booking.ticketsLeft), {
              fieldErrors: { num_tickets: messages.booking.unconfirmedTicketsLimit(booking.ticketsLeft) },
              values: kept,
            }),
          };
        case "retry":
          return { status: 409, result: failure(messages.booking.retry, { values: kept }) };
        case "billing_address_required": {
          const text = messages.billing.validation.addressRequired(
            // The limit is the law's, in euros (§ 33 UStDV), whatever the event's currency.
            formatPrice(SMALL_AMOUNT_INVOICE_LIMIT_CENTS, "EUR", locale),
          );
          const required = messages.billing.validation.required;
          // Beside each address field still empty (the schema let an address begun through only whole).
          const fieldErrors = Object.fromEntries(
            (Object.keys(required) as (keyof typeof required)[])
              .filter((field) => !values[field]?.trim())
              .map((field) => [field, required[field]]),
          );
          return { status: 422, result: failure(text, { fieldErrors, values: kept }) };
        }
        case "rate_limited":
          return rateLimited(values);
        case "discount_code": {
          const text = discountRefusalText(messages, booking.problem, booking.validFrom, locale);
          return {
            status: 422,
            result: failure(text, { fieldErrors: { discount_code: text }, values: kept }),
          };
        }
        case "early_start_required":
          return {
            status: 400,
            result: failure(messages.booking.validation.checkInput, {
              fieldErrors: { early_start: messages.contract.earlyStart.required },
              values: kept,
            }),
          };
      }
    },
  };
}

/** The booking form's server side, shared by the route action (with and without JavaScript). */
export async function handleBookingRequest(
  request: Request,
  env: BookingEnv,
  eventId: string | undefined,
  now = new Date(),
  /** The form's values when the caller has read the body already (the event page's action). */
  values?: Record<string, string>,
): Promise<FormAnswer<BookingActionResult>> {
  // The form answers, and its first e-mail is written, in the language of the event page (/en/events/…).
  const locale = localeFromPath(new URL(request.url).pathname);
  const holder = await holdHolder(env, request);
  return runPublicForm(request, env, bookingForm(env, eventId, now, locale, holder), {
    now: now.getTime(),
    ...(values ? { values } : {}),
  });
}
