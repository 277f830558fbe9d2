import { AGB_VERSION_ID } from "~/features/extras/content/legal/withdrawal-terms";
import { and, asc, count, desc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import * as v from "valibot";
import { findEvent } from "~/features/products/events/event.server";
import { hasStarted } from "~/features/products/events/format";
import { shownTitle } from "~/features/products/events/localize";
import { enqueueOutbox, outboxInsertWhere, queueMails } from "~/features/core/mail/outbox.server";
import { getDb, schema, d1Statement } from "~/lib/db.server";
import type { FormResult } from "~/lib/forms";
import { publicCeiling } from "~/lib/public-ceiling.server";
import { answersKeepingInput, type FormAnswer, runPublicForm } from "~/lib/public-form.server";
import { logError, logEvent } from "~/lib/log";
import { getMessages } from "~/lib/i18n";
import { localizePath, type Locale } from "~/lib/locale";
import type { RateLimitRule } from "~/lib/rate-limit.server";
import { siteOrigin } from "~/lib/request.server";
import { loadByToken, signToken } from "~/lib/signed-token.server";
import type { BookingEnv } from "./hold-limits.server";
import { bookingLinks } from "./links.server";
import {
  type BookingMailInput,
  claimedBookingMail,
  coachNotificationMail,
  waitlistEventCancelledMail,
  waitlistJoinedMail,
  waitlistOfferMail,
} from "./mail";
import { eventStart, offerExpiry } from "./policy";
import { isoNow, seatsTakenSql } from "~/features/products/events/seats.server";
import { type WaitlistField, waitlistFormSchemas } from "./waitlist-schema";
import { purgePublicPages } from "~/lib/page-cache.server";
import { searchAcross } from "~/lib/search.server";
import { bookingRefusalTexts } from "./booking-words";

const waitlistTable = schema.waitlist;
const bookingsTable = schema.bookings;
const eventsTable = schema.events;
const col = (column: { name: string }) => sql.identifier(column.name);

export const WAITLIST_RATE_LIMIT: RateLimitRule = { name: "waitlist", limit: 10, windowSeconds: 600 };
/** An entry still on the list: waiting, or holding an offer (removing, closing and the cron look for these). */
export const stillOnTheList = inArray(waitlistTable.status, ["waiting", "offered"]);

/** Offers at most this many entries per call; the cron goes on from there. */
const MAX_OFFERS_PER_RUN = 20;

/** Offer links live under /warteliste/<signed token>. */
export const WAITLIST_OFFER_PATH = "/warteliste/";

/** The offer page's absolute link; an English entry's opens the English page (/en/warteliste/<token>). */
export async function offerLink(
  env: Pick<Env, "SITE_URL" | "TOKEN_SECRET">,
  entryId: string,
  locale: Locale = "de",
): Promise<string> {
  const path = `${WAITLIST_OFFER_PATH}${await signToken(env, "waitlist", entryId)}`;
  return new URL(localizePath(path, locale), siteOrigin(env)).toString();
}

export type WaitlistActionResult = FormResult<WaitlistField> & { waitlisted?: true };

/**
 * "Auf die Warteliste" on a sold-out event (the event page's action with intent=waitlist). The
 * answer is the same for a new and an existing entry of the address, so it tells nobody who waits.
 */
export async function handleWaitlistRequest(
  env: BookingEnv,
  request: Request,
  values: Record<string, string>,
  eventId: string | undefined,
  now = new Date(),
  locale: Locale = "de",
): Promise<FormAnswer<WaitlistActionResult>> {
  const messages = getMessages(locale);
  const failure = (
    text: string,
    extra: Omit<Extract<WaitlistActionResult, { ok: false }>, "ok" | "message"> = {},
  ): WaitlistActionResult => ({ ok: false, message: { title: messages.waitlist.failedTitle, text }, ...extra });
  const kept = (input: Record<string, string>) => ({
    full_name: input.full_name ?? "",
    email: input.email ?? "",
    num_tickets: input.num_tickets ?? "",
  });
  return runPublicForm<(typeof waitlistFormSchemas)["de"], WaitlistActionResult>(
    request,
    env,
    {
      name: "waitlist-join",
      rateLimit: WAITLIST_RATE_LIMIT,
      schema: waitlistFormSchemas[locale],
      ...answersKeepingInput({
        failure,
        kept,
        // The event page's second form: the same site-wide ceiling as its booking form (ADR 0086).
        ceiling: publicCeiling(env, "booking"),
        texts: bookingRefusalTexts(messages, messages.waitlist.error),
      }),
      honeypot: () => ({ status: 200, result: { ok: true, waitlisted: true } }),
      act: async (input) => {
        const event = await findEvent(env, eventId, now);
        if (!event) return { status: 404, result: failure(messages.eventDetail.notFoundText) };
        if (event.cancelled_at) return { status: 409, result: failure(messages.booking.eventCancelled) };
        if (hasStarted(event, now)) return { status: 409, result: failure(messages.booking.pastEvent) };
        if (event.seats_left >= input.num_tickets) {
          return { status: 409, result: failure(messages.waitlist.notSoldOut, { values: kept(values) }) };
        }
        const [entry] = await getDb(env)
          .insert(waitlistTable)
          .values({
            event_id: event.id,
            full_name: input.full_name,
            email: input.email,
            num_tickets: input.num_tickets,
            consent_text: messages.waitlist.consent,
            created_at: isoNow(now),
            locale,
          })
          .onConflictDoNothing()
          .returning({ id: waitlistTable.id });
        if (entry) {
          await queueMails(env, [
            waitlistJoinedMail(
              { entryId: entry.id, event, email: input.email, tickets: input.num_tickets, locale },
              siteOrigin(env),
            ),
          ]);
          logEvent("waitlist-joined", { eventId: event.id, tickets: input.num_tickets });
          // Seats may have come free between the page load and now.
          await offerFreedSeats(env, event.id, now).catch((error: unknown) => logError("waitlist-offer-failed", error));
        }
        return { status: 200, result: { ok: true, waitlisted: true } };
      },
    },
    { values, now: now.getTime() },
  );
}

/** Offers still running for an event whose time is up become "expired"; their seats are free again. */
async function expireOffers(env: Pick<Env, "DB">, eventId: string, now: Date) {
  await getDb(env)
    .update(waitlistTable)
    .set({ status: "expired", updated_at: isoNow(now) })
    .where(
      and(
        eq(waitlistTable.event_id, eventId),
        eq(waitlistTable.status, "offered"),
        lte(waitlistTable.offer_expires_at, isoNow(now)),
      ),
    );
}

/**
 * Offers free seats of an event to its waiting list, first come first served: the earliest entry
 * whose ticket count fits the free seats gets an offer that holds those seats for 24 hours (never
 * past the start). Each offer is ONE conditional UPDATE with the free-seat count inside its WHERE,
 * so concurrent runs (a cancellation and the cron at once) never offer the same seats twice.
 */
export async function offerFreedSeats(env: BookingEnv, eventId: string, now = new Date()): Promise<number> {
  await expireOffers(env, eventId, now);
  const [event] = await getDb(env).select().from(eventsTable).where(eq(eventsTable.id, eventId)).limit(1);
  // A called-off event has no seats to offer (decision 0094); its entries were closed with it.
  if (!event || event.cancelled_at || hasStarted(event, now)) return 0;
  const start = eventStart(event);
  const offerUntil = new Date(Math.min(offerExpiry(now).getTime(), start.getTime()));
  let offered = 0;
  for (let i = 0; i < MAX_OFFERS_PER_RUN; i++) {
    const next = sql`(SELECT ${col(waitlistTable.id)} FROM ${waitlistTable}
        WHERE ${and(eq(waitlistTable.event_id, eventId), eq(waitlistTable.status, "waiting"))}
          AND ${waitlistTable.num_tickets} <= (SELECT ${eventsTable.max_attendees} FROM ${eventsTable} WHERE ${eq(eventsTable.id, eventId)}) - ${seatsTakenSql(eventId, now)}
        ORDER BY ${waitlistTable.created_at}, rowid LIMIT 1)`; // rowid: sign-up order within one millisecond
    const rows = await d1Statement(
      env,
      sql`UPDATE ${waitlistTable} SET ${col(waitlistTable.status)} = 'offered', ${col(waitlistTable.offered_at)} = ${isoNow(now)},
            ${col(waitlistTable.offer_expires_at)} = ${isoNow(offerUntil)}, ${col(waitlistTable.updated_at)} = ${isoNow(now)}
          WHERE ${col(waitlistTable.id)} = ${next} AND ${col(waitlistTable.status)} = 'waiting'
          RETURNING ${col(waitlistTable.id)} AS id, ${col(waitlistTable.email)} AS email, ${col(waitlistTable.num_tickets)} AS tickets, ${col(waitlistTable.locale)} AS locale`,
    ).all<{ id: string; email: string; tickets: number; locale: Locale }>();
    const entry = rows.results[0];
    if (!entry) break;
    offered++;
    await queueMails(env, [
      waitlistOfferMail(
        { entryId: entry.id, event, email: entry.email, tickets: entry.tickets, locale: entry.locale },
        await offerLink(env, entry.id, entry.locale),
        offerUntil,
      ),
    ]);
    logEvent("waitlist-offered", { eventId, tickets: entry.tickets });
  }
  // An offer holds seats: the public pages show fewer free ones from now on.
  if (offered > 0) await purgePublicPages(env, "waitlist-offer");
  return offered;
}

function entryOfToken(env: BookingEnv, token: string | undefined) {
  return loadByToken(env, token, "waitlist", async (id) => {
    const [row] = await getDb(env)
      .select({ entry: waitlistTable, event: eventsTable })
      .from(waitlistTable)
      .innerJoin(eventsTable, eq(eventsTable.id, waitlistTable.event_id))
      .where(eq(waitlistTable.id, id))
      .limit(1);
    return row;
  });
}

export type OfferState = "open" | "expired" | "claimed" | "waiting" | "removed";

/** The offer page's view: what is offered, until when, and whether it can still be claimed. */
export async function loadOffer(env: BookingEnv, token: string | undefined, now = new Date(), locale: Locale = "de") {
  const row = await entryOfToken(env, token);
  if (!row) return null;
  const { entry, event } = row;
  const open = entry.status === "offered" && !!entry.offer_expires_at && entry.offer_expires_at > isoNow(now);
  const state: OfferState = open
    ? "open"
    : entry.status === "offered"
      ? "expired"
      : entry.status === "claimed"
        ? "claimed"
        : entry.status === "waiting"
          ? "waiting"
          : entry.status === "removed"
            ? "removed"
            : "expired";
  return {
    state,
    eventId: event.id,
    ...shownTitle(event, locale),
    eventDate: event.event_date,
    startTime: event.start_time,
    endTime: event.end_time,
    location: event.location,
    tickets: entry.num_tickets,
    priceCents: event.price_cents,
    currency: event.currency,
    offerExpiresAt: entry.offer_expires_at,
    bookingLink:
      entry.status === "claimed" && entry.booking_id
        ? (await bookingLinks(env, entry.booking_id, entry.locale)).manage
        : null,
  };
}

export type ClaimResult =
  | {
      ok: true;
      manageUrl: string;
      bookingId: string;
      /** The event confirms by itself (decision 0160): `claimOffer` in transitions.server.ts does it next. */
      autoConfirm: boolean;
    }
  | { ok: false; reason: "invalid" | "not_possible" };

/**
 * Turns an open offer into a booking. ONE batch (a transaction): the insert happens only while the
 * offer is open and its seats fit beside everything else that holds seats; the entry becomes
 * "claimed" only if that booking exists. A second claim of the same offer finds it claimed and
 * inserts nothing, so two clicks (or two tabs) never book twice.
 */
export async function claimWaitlistOffer(
  env: BookingEnv,
  token: string | undefined,
  now = new Date(),
): Promise<ClaimResult> {
  const row = await entryOfToken(env, token);
  if (!row) return { ok: false, reason: "invalid" };
  const { entry, event } = row;
  const bookingId = crypto.randomUUID();
  const totalCents = event.price_cents * entry.num_tickets;
  const insert = d1Statement(
    env,
    sql`INSERT INTO ${bookingsTable} (${col(bookingsTable.id)}, ${col(bookingsTable.event_id)}, ${col(bookingsTable.full_name)}, ${col(bookingsTable.email)}, ${col(bookingsTable.num_tickets)},
          ${col(bookingsTable.total_cents)}, ${col(bookingsTable.total_price)}, ${col(bookingsTable.currency)}, ${col(bookingsTable.status)}, ${col(bookingsTable.created_at)}, ${col(bookingsTable.email_confirmed_at)},
          ${col(bookingsTable.locale)}, ${col(bookingsTable.agb_version)})
        SELECT ${bookingId}, ${eventsTable.id}, ${waitlistTable.full_name}, ${waitlistTable.email}, ${waitlistTable.num_tickets}, ${totalCents}, ${totalCents / 100}, ${eventsTable.currency}, 'pending',
          ${isoNow(now)}, ${isoNow(now)}, ${waitlistTable.locale}, ${AGB_VERSION_ID}
        FROM ${waitlistTable} JOIN ${eventsTable} ON ${eq(eventsTable.id, waitlistTable.event_id)}
        WHERE ${eq(waitlistTable.id, entry.id)} AND ${waitlistTable.status} = 'offered' AND ${waitlistTable.offer_expires_at} > ${isoNow(now)}
          AND ${eventsTable.cancelled_at} IS NULL
          AND ${seatsTakenSql(eventsTable.id, now, { exceptOffer: entry.id })} + ${waitlistTable.num_tickets} <= ${eventsTable.max_attendees}
        RETURNING ${col(bookingsTable.id)} AS id`,
  );
  const booked = sql`EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${eq(bookingsTable.id, bookingId)})`;
  const markClaimed = d1Statement(
    env,
    sql`UPDATE ${waitlistTable} SET ${col(waitlistTable.status)} = 'claimed', ${col(waitlistTable.booking_id)} = ${bookingId}, ${col(waitlistTable.updated_at)} = ${isoNow(now)}
        WHERE ${eq(waitlistTable.id, entry.id)} AND ${waitlistTable.status} = 'offered' AND ${booked}`,
  );
  const links = await bookingLinks(env, bookingId, entry.locale);
  const mail: BookingMailInput = {
    bookingId,
    event,
    fullName: entry.full_name,
    email: entry.email,
    phone: null,
    tickets: entry.num_tickets,
    totalCents,
    currency: event.currency,
    locale: entry.locale,
  };
  const [inserted, , visitorMail, coachMail] = await env.DB.batch<{ id: string }>([
    insert,
    markClaimed,
    outboxInsertWhere(env, claimedBookingMail(mail, links, now, { autoConfirm: event.auto_confirm }), booked),
    outboxInsertWhere(env, coachNotificationMail(mail, links, { autoConfirm: event.auto_confirm }), booked),
  ]);
  if (!inserted?.results.length) return { ok: false, reason: "not_possible" };
  await enqueueOutbox(
    env,
    [...(visitorMail?.results ?? []), ...(coachMail?.results ?? [])].map((r) => r.id),
  );
  logEvent("waitlist-claimed", { eventId: event.id, tickets: entry.num_tickets });
  return { ok: true, manageUrl: links.manage, bookingId, autoConfirm: event.auto_confirm };
}

/** Columns the back office's search looks in. */
export const waitlistSearchColumns = [waitlistTable.full_name, waitlistTable.email, eventsTable.title];

/** The back office's filter of the waiting lists: one event's entries, and the search. */
export const waitlistFilter = (eventId: string | undefined, q: string): SQL | undefined =>
  and(eventId ? eq(waitlistTable.event_id, eventId) : undefined, searchAcross(q, waitlistSearchColumns));

/** The back office's view of the waiting lists, newest event first, entries in their order. */
export async function listWaitlist(env: Pick<Env, "DB">, where: SQL | undefined, limit: number, offset = 0) {
  const db = getDb(env);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: waitlistTable.id,
        event_id: waitlistTable.event_id,
        event_title: eventsTable.title,
        event_date: eventsTable.event_date,
        full_name: waitlistTable.full_name,
        email: waitlistTable.email,
        num_tickets: waitlistTable.num_tickets,
        status: waitlistTable.status,
        offer_expires_at: waitlistTable.offer_expires_at,
        created_at: waitlistTable.created_at,
      })
      .from(waitlistTable)
      .innerJoin(eventsTable, eq(eventsTable.id, waitlistTable.event_id))
      .where(where)
      .orderBy(desc(eventsTable.event_date), asc(waitlistTable.created_at), sql`${waitlistTable}.rowid`)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(waitlistTable)
      .innerJoin(eventsTable, eq(eventsTable.id, waitlistTable.event_id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type WaitlistRow = Awaited<ReturnType<typeof listWaitlist>>["rows"][number];

/** The coach removes an entry; if it held an offer, its seats go to the next in line. */
export async function removeWaitlistEntry(env: BookingEnv, id: string, now = new Date()): Promise<boolean> {
  if (!v.is(v.pipe(v.string(), v.uuid()), id)) return false;
  const [removed] = await getDb(env)
    .update(waitlistTable)
    .set({ status: "removed", updated_at: isoNow(now) })
    .where(and(eq(waitlistTable.id, id), stillOnTheList))
    .returning({ eventId: waitlistTable.event_id, status: waitlistTable.status });
  if (!removed) return false;
  await offerFreedSeats(env, removed.eventId, now).catch((error: unknown) => logError("waitlist-offer-failed", error));
  return true;
}

/**
 * Entries one run closes: each e-mail is one D1 query (`queueMails`), and a Worker invocation may make
 * 1,000 on the paid plan (platform notes); the lifecycle cron closes the rest.
 */
export const WAITLIST_CLOSED_PER_RUN = 200;

/**
 * The event was called off (decision 0094): the entries still waiting or holding an offer are
 * removed in ONE statement (at most `WAITLIST_CLOSED_PER_RUN`), and each person gets one e-mail
 * saying so, in the entry's language.
 */
export async function closeWaitlistOfCancelledEvent(
  env: BookingEnv,
  eventId: string,
  now = new Date(),
): Promise<number> {
  const db = getDb(env);
  const [event] = await db.select().from(eventsTable).where(eq(eventsTable.id, eventId)).limit(1);
  if (!event?.cancelled_at) return 0;
  const closed = await db
    .update(waitlistTable)
    .set({ status: "removed", updated_at: isoNow(now) })
    .where(
      inArray(
        waitlistTable.id,
        db
          .select({ id: waitlistTable.id })
          .from(waitlistTable)
          .where(and(eq(waitlistTable.event_id, eventId), stillOnTheList))
          .limit(WAITLIST_CLOSED_PER_RUN),
      ),
    )
    .returning({
      id: waitlistTable.id,
      email: waitlistTable.email,
      tickets: waitlistTable.num_tickets,
      locale: waitlistTable.locale,
    });
  if (closed.length) {
    await queueMails(
      env,
      closed.map((entry) =>
        waitlistEventCancelledMail(
          { entryId: entry.id, event, email: entry.email, tickets: entry.tickets, locale: entry.locale },
          siteOrigin(env),
        ),
      ),
    );
    logEvent("waitlist-closed", { eventId, entries: closed.length });
  }
  return closed.length;
}

/** Events with people waiting: the lifecycle cron offers their free seats. */
export async function eventsWithWaitlist(env: Pick<Env, "DB">): Promise<string[]> {
  const rows = await getDb(env)
    .selectDistinct({ eventId: waitlistTable.event_id })
    .from(waitlistTable)
    .where(stillOnTheList);
  return rows.map((row) => row.eventId);
}
