import { and, asc, eq, gt, inArray, isNull, lt, lte, ne, sql } from "drizzle-orm";
import { WAITLIST_RETENTION_DAYS } from "~/features/core/booking/policy";
import { holdsSeat, isoNow } from "~/features/products/events/seats.server";
import { queueMails } from "~/features/core/mail/outbox.server";
import { getDb, schema } from "~/lib/db.server";
import { getMessages } from "~/lib/i18n";
import { localizePath, type Locale } from "~/lib/locale";
import { logError, logEvent } from "~/lib/log";
import { purgePublicPages } from "~/lib/page-cache.server";
import { siteOrigin } from "~/lib/request.server";
import { loadByToken, signToken } from "~/lib/signed-token.server";
import { berlinToday } from "~/lib/today";
import { addDays, berlinWallOf, clockOf } from "~/lib/today";
import { choiceQuery } from "./choice";
import { loadScheduler, type SchedulerData } from "./loader.server";
import { sessionOfferMail } from "./waitlist-mail";
import type { SessionPlace } from "./places";

/**
 * The 1:1 waiting list (issue 51, decision 0207): "Sag mir Bescheid, wenn ein Termin frei wird".
 * The events' offer engine (features/core/booking/waitlist.server.ts) for times instead of seats: a free
 * time inside an entry's days is offered to ONE entry at a time, in sign-up order, with one
 * conditional UPDATE that holds it (`offer_blocked_from`/`_until`, which the scheduler counts as busy,
 * `loader.server.ts`) until the offer runs out; the lifecycle cron then passes it to the next. The
 * offer's link opens /termin on that time (GET: nothing changes); the booking form's POST books it.
 */

const waitlistTable = schema.sessionWaitlist;
const eventsTable = schema.events;
const bookingsTable = schema.bookings;
const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60_000;

/** An offer holds its time this long (a short hold: the time should not stay empty for days). */
export const SESSION_OFFER_HOURS = 12;
/** An offer shorter than this is not worth an e-mail: the time is left for the scheduler. */
const MIN_OFFER_MINUTES = 60;
/** Entries one run looks at, oldest first; the cron goes on from there. */
const ENTRIES_PER_RUN = 50;

/** The offer's address parameter on /termin. */
export const OFFER_PARAM = "angebot";

/** The offer link: /termin on the offered time, with the signed entry (an English entry's on /en). */
export async function sessionOfferLink(
  env: Pick<Env, "SITE_URL" | "TOKEN_SECRET">,
  entry: { id: string; appointment_type_id: string; offer_place: string; startMs: number; locale: Locale },
): Promise<string> {
  const token = await signToken(env, "session-offer", entry.id);
  const query = choiceQuery({
    type: entry.appointment_type_id,
    place: entry.offer_place,
    day: berlinWallOf(entry.startMs).day,
    start: entry.startMs,
  });
  const path = `/termin${query}&${OFFER_PARAM}=${encodeURIComponent(token)}#angaben`;
  return new URL(localizePath(path, entry.locale), siteOrigin(env)).toString();
}

/** An open offer of a signed link: its entry while the offer runs, else null. */
export async function openSessionOffer(
  env: Pick<Env, "DB" | "TOKEN_SECRET" | "TOKEN_SECRET_PREVIOUS">,
  token: string | null | undefined,
  now = new Date(),
) {
  if (!token) return null;
  return loadByToken(env, token, "session-offer", async (id) => {
    const [row] = await getDb(env)
      .select()
      .from(waitlistTable)
      .where(
        and(
          eq(waitlistTable.id, id),
          eq(waitlistTable.status, "offered"),
          gt(waitlistTable.offer_expires_at, isoNow(now)),
        ),
      )
      .limit(1);
    return row;
  });
}

/** The offer became a booking: the entry is "claimed" (once; a second claim finds it claimed). */
export async function markSessionOfferClaimed(
  env: Pick<Env, "DB">,
  entryId: string,
  bookingId: string,
  now = new Date(),
) {
  const [row] = await getDb(env)
    .update(waitlistTable)
    .set({ status: "claimed", booking_id: bookingId, updated_at: isoNow(now) })
    .where(and(eq(waitlistTable.id, entryId), eq(waitlistTable.status, "offered")))
    .returning({ id: waitlistTable.id });
  if (row) logEvent("session-waitlist-claimed", {});
  return Boolean(row);
}

/** A new entry (the /termin form, `join.server.ts`): its days and type are checked there. */
export async function addSessionWaitlistEntry(
  env: Pick<Env, "DB">,
  entry: {
    typeId: string;
    fromDay: string;
    toDay: string;
    fullName: string;
    email: string;
    locale: Locale;
  },
  now = new Date(),
): Promise<boolean> {
  const [row] = await getDb(env)
    .insert(waitlistTable)
    .values({
      appointment_type_id: entry.typeId,
      from_day: entry.fromDay,
      to_day: entry.toDay,
      full_name: entry.fullName,
      email: entry.email.toLowerCase(),
      consent_text: getMessages(entry.locale).sessions.waitlist.consent,
      locale: entry.locale,
      created_at: isoNow(now),
    })
    .onConflictDoNothing()
    .returning({ id: waitlistTable.id });
  if (row) logEvent("session-waitlist-joined", {});
  return Boolean(row);
}

/**
 * Offers that ran out become "expired" (their time is free again, for the next entry), and entries
 * whose last day has passed end without an offer.
 */
async function expireSessionOffers(env: Pick<Env, "DB">, now: Date): Promise<number> {
  const db = getDb(env);
  const [lapsed] = await db.batch([
    db
      .update(waitlistTable)
      .set({ status: "expired", updated_at: isoNow(now) })
      .where(and(eq(waitlistTable.status, "offered"), lte(waitlistTable.offer_expires_at, isoNow(now))))
      .returning({ id: waitlistTable.id }),
    db
      .update(waitlistTable)
      .set({ status: "expired", updated_at: isoNow(now) })
      .where(and(eq(waitlistTable.status, "waiting"), lt(waitlistTable.to_day, berlinToday(now)))),
    // Kept as long as the events' entries (WAITLIST_RETENTION_DAYS after their day), then deleted.
    db
      .delete(waitlistTable)
      .where(
        and(
          ne(waitlistTable.status, "offered"),
          lt(waitlistTable.to_day, addDays(berlinToday(now), -WAITLIST_RETENTION_DAYS)),
        ),
      ),
  ]);
  if (lapsed.length) logEvent("session-waitlist-lapsed", { offers: lapsed.length });
  return lapsed.length;
}

/**
 * THE offer: the entry takes the time only while it still waits, no running offer holds an
 * overlapping time, and no session whose booking holds its seat overlaps it. Two runs at once (a
 * cancellation and the cron) can therefore never offer the same time twice.
 */
async function offerTime(
  env: Pick<Env, "DB">,
  entryId: string,
  offer: { startsAt: string; place: SessionPlace; blockedFrom: string; blockedUntil: string; until: Date },
  now: Date,
) {
  const other = sql`"other_offer"`;
  const freeOfOffers = sql`NOT EXISTS (SELECT 1 FROM ${waitlistTable} AS ${other}
      WHERE ${other}."status" = 'offered' AND ${other}."offer_expires_at" > ${isoNow(now)}
        AND ${other}."offer_blocked_from" < ${offer.blockedUntil} AND ${other}."offer_blocked_until" > ${offer.blockedFrom})`;
  const freeOfSessions = sql`NOT EXISTS (SELECT 1 FROM ${eventsTable}
      WHERE ${and(
        eq(eventsTable.kind, "session"),
        isNull(eventsTable.cancelled_at),
        lt(eventsTable.blocked_from, offer.blockedUntil),
        gt(eventsTable.blocked_until, offer.blockedFrom),
      )}
        AND EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${bookingsTable.event_id} = ${eventsTable.id} AND ${holdsSeat(now)}))`;
  const [row] = await getDb(env)
    .update(waitlistTable)
    .set({
      status: "offered",
      offer_starts_at: offer.startsAt,
      offer_place: offer.place,
      offer_blocked_from: offer.blockedFrom,
      offer_blocked_until: offer.blockedUntil,
      offered_at: isoNow(now),
      offer_expires_at: isoNow(offer.until),
      updated_at: isoNow(now),
    })
    .where(and(eq(waitlistTable.id, entryId), eq(waitlistTable.status, "waiting"), freeOfOffers, freeOfSessions))
    .returning();
  return row;
}

/**
 * Offers free times to the waiting entries, oldest first: each entry gets the first free time of
 * its type inside its days (the scheduler's own computation, which counts running offers as busy),
 * held for `SESSION_OFFER_HOURS`, never past the type's minimum notice before the start. Run by
 * the lifecycle cron (after lapsed offers expire) and right after a session was cancelled.
 */
export async function offerFreeSessionTimes(
  env: Pick<Env, "DB" | "KV" | "SITE_URL" | "TOKEN_SECRET" | "MAIL_QUEUE">,
  now = new Date(),
): Promise<number> {
  await expireSessionOffers(env, now);
  const waiting = await getDb(env)
    .select()
    .from(waitlistTable)
    .where(eq(waitlistTable.status, "waiting"))
    .orderBy(asc(waitlistTable.created_at), sql`${waitlistTable}.rowid`)
    .limit(ENTRIES_PER_RUN);
  const schedulers = new Map<string, SchedulerData>();
  let offered = 0;
  for (const entry of waiting) {
    let data = schedulers.get(entry.appointment_type_id);
    if (!data) {
      data = await loadScheduler(env, entry.appointment_type_id, now);
      schedulers.set(entry.appointment_type_id, data);
    }
    const type = data.type;
    if (!type) continue;
    const day = data.days.find((candidate) => candidate.day >= entry.from_day && candidate.day <= entry.to_day);
    const slot = day?.slots[0];
    if (!day || !slot) continue;
    const latest = slot.startMs - type.min_notice_minutes * MINUTE_MS;
    const until = new Date(Math.min(now.getTime() + SESSION_OFFER_HOURS * HOUR_MS, latest));
    if (until.getTime() - now.getTime() < MIN_OFFER_MINUTES * MINUTE_MS) continue;
    const place = slot.places[0]!;
    const row = await offerTime(
      env,
      entry.id,
      {
        startsAt: new Date(slot.startMs).toISOString(),
        place,
        blockedFrom: new Date(slot.startMs - type.buffer_before_minutes * MINUTE_MS).toISOString(),
        blockedUntil: new Date(
          slot.startMs + (type.duration_minutes + type.buffer_after_minutes) * MINUTE_MS,
        ).toISOString(),
        until,
      },
      now,
    );
    if (!row) continue;
    offered++;
    // The time is held now: this type's free times are read again for the next entry.
    schedulers.delete(entry.appointment_type_id);
    const link = await sessionOfferLink(env, {
      id: row.id,
      appointment_type_id: row.appointment_type_id,
      offer_place: place,
      startMs: slot.startMs,
      locale: row.locale,
    });
    const wall = berlinWallOf(slot.startMs);
    await queueMails(env, [
      sessionOfferMail(
        {
          entryId: row.id,
          email: row.email,
          fullName: row.full_name,
          locale: row.locale,
          title: row.locale === "en" && type.name_en ? type.name_en : type.name,
          day: wall.day,
          time: clockOf(wall.minutes),
          place,
          until,
        },
        link,
      ),
    ]);
    logEvent("session-waitlist-offered", {});
  }
  // A held time is busy for everyone else: /termin shows it so at once (its pages live a second anyway).
  if (offered > 0) await purgePublicPages(env, "waitlist-offer");
  return offered;
}

/** The coach's view (/admin/termine): the open entries of the 1:1 waiting list, oldest first. */
export async function openSessionWaitlist(env: Pick<Env, "DB">) {
  return getDb(env)
    .select({
      id: waitlistTable.id,
      typeName: schema.appointmentTypes.name,
      fromDay: waitlistTable.from_day,
      toDay: waitlistTable.to_day,
      fullName: waitlistTable.full_name,
      email: waitlistTable.email,
      status: waitlistTable.status,
      offerStartsAt: waitlistTable.offer_starts_at,
      offerExpiresAt: waitlistTable.offer_expires_at,
    })
    .from(waitlistTable)
    .innerJoin(schema.appointmentTypes, eq(schema.appointmentTypes.id, waitlistTable.appointment_type_id))
    .where(inArray(waitlistTable.status, ["waiting", "offered"]))
    .orderBy(asc(waitlistTable.created_at), sql`${waitlistTable}.rowid`)
    .limit(100);
}

export type OpenSessionWish = Awaited<ReturnType<typeof openSessionWaitlist>>[number];

/** After a session was cancelled: its time goes to the waiting list at once (failures wait for the cron). */
export async function offerFreedSessionTime(
  env: Pick<Env, "DB" | "KV" | "SITE_URL" | "TOKEN_SECRET" | "MAIL_QUEUE">,
  now = new Date(),
): Promise<void> {
  await offerFreeSessionTimes(env, now).catch((error: unknown) => logError("session-waitlist-offer-failed", error));
}

/**
 * The coach removes an entry (/admin/termine, decision 0220): one conditional UPDATE, only while it
 * waits or holds an offer. A running offer's time is free at once and goes to the next entry that
 * waits for that day, through the same engine as a lapsed offer (`offerFreeSessionTimes`).
 * "removed": nothing was open under that id any more (booked, lapsed, or removed before).
 */
export async function removeSessionWaitlistEntry(
  env: Pick<Env, "DB" | "KV" | "SITE_URL" | "TOKEN_SECRET" | "MAIL_QUEUE">,
  id: string,
  now = new Date(),
): Promise<"removed" | "released" | "gone"> {
  const [row] = await getDb(env)
    .update(waitlistTable)
    .set({ status: "removed", updated_at: isoNow(now) })
    .where(and(eq(waitlistTable.id, id), inArray(waitlistTable.status, ["waiting", "offered"])))
    .returning({ offerExpiresAt: waitlistTable.offer_expires_at });
  if (!row) return "gone";
  logEvent("session-waitlist-removed", {});
  // Only an offer sets these columns (an entry never waits again after one): a live one held its time until now.
  const held = row.offerExpiresAt !== null && row.offerExpiresAt > isoNow(now);
  if (!held) return "removed";
  await offerFreedSessionTime(env, now);
  // Whether or not someone else got it, /termin shows the time as it is now.
  await purgePublicPages(env, "waitlist-offer").catch((error: unknown) =>
    logError("session-waitlist-purge-failed", error),
  );
  return "released";
}

/** The span of days an entry may ask for: from today up to the type's horizon. */
export function waitlistDaySpan(horizonDays: number, now = new Date()) {
  const today = berlinToday(now);
  return { first: today, last: addDays(today, horizonDays - 1) };
}
