/*
 * The hold's limits: who may hold how many unconfirmed seats (per address, network and site,
 * decision 0115), read again after a refused insert to say why, and the answer to a form posted
 * twice (the idempotency key). Also the types every hold answers with. The insert that enforces
 * these limits in one statement is in hold.server.ts.
 */
import { and, eq, gt, ne, type SQLWrapper, sql } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { type RateLimitRule } from "~/lib/rate-limit.server";
import { clientAddress, clientSite } from "~/lib/request.server";
import { pseudonym } from "~/lib/signed-token.server";
import { BOOKING_POLICY } from "./policy";
import { bookingReference } from "~/features/core/payments/reference";
import { type BookingInput } from "./schema";
import { holdsSeat, isoNow, type SqlNow } from "~/features/products/events/seats.server";
import type { CodeProblem } from "./bookable.server";

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
  | { ok: false; reason: "discount_code"; problem: CodeProblem; validFrom?: string };

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

/** Values or placeholders (the compiled insert below binds them per booking). */
type Value = string | SQLWrapper;
const at = (now: SqlNow) => (now instanceof Date ? isoNow(now) : now);
// By the address's index, never the event's: one person has a few bookings, an event many. The unary
// `+` keeps SQLite from choosing the event's seat index, which a larger schema made it prefer and which
// would read one table row per earlier booking of the event (tests/unit/booking.test.ts, query plan).
export const ticketsOfEmail = (email: Value, eventId: Value, now: SqlNow) =>
  sql`(SELECT COALESCE(SUM(${bookingsTable.num_tickets}), 0) FROM ${bookingsTable}
       WHERE +${bookingsTable.event_id} = ${eventId} AND ${and(eq(bookingsTable.email, email), holdsSeat(now))})`;
export const unconfirmedOfEmail = (email: Value, now: SqlNow) =>
  sql`(SELECT COUNT(*) FROM ${bookingsTable} WHERE ${and(eq(bookingsTable.email, email), ne(bookingsTable.status, "cancelled"), gt(bookingsTable.hold_expires_at, at(now)))})`;
/** Open unconfirmed bookings of one network or site (pseudonyms, decision 0115), site-wide. */
export const openHoldsOf = (
  column: typeof bookingsTable.hold_network | typeof bookingsTable.hold_site,
  holder: Value,
  now: SqlNow,
) =>
  sql`(SELECT COUNT(*) FROM ${bookingsTable} WHERE ${and(eq(column, holder), ne(bookingsTable.status, "cancelled"), gt(bookingsTable.hold_expires_at, at(now)))})`;
/** Unconfirmed tickets one site holds for one event. */
export const unconfirmedTicketsOfSite = (site: Value, eventId: Value, now: SqlNow) =>
  sql`(SELECT COALESCE(SUM(${bookingsTable.num_tickets}), 0) FROM ${bookingsTable}
       WHERE ${and(eq(bookingsTable.hold_site, site), eq(bookingsTable.event_id, eventId), ne(bookingsTable.status, "cancelled"), gt(bookingsTable.hold_expires_at, at(now)))})`;
/** The unconfirmed tickets one site may hold for an event: a share of its seats, rounded up, at least a couple's. */
export const unconfirmedTicketsCap = sql`MAX(${BOOKING_POLICY.unconfirmedTicketsMinimum},
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
