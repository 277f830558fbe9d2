import { and, asc, eq, gte, isNull, ne } from "drizzle-orm";
import { base64url } from "oslo/encoding";
import { bookings, calendarFeed, events } from "~db/schema";
import { brand } from "~/config/brand";
import { sha256Hex } from "~/features/core/auth/session.server";
import { eventEndDay, parseClock } from "~/features/products/events/format";
import { getDb, type Database } from "~/lib/db.server";
import { addDays, berlinToday, berlinWallToMs, SITE_TIME_ZONE } from "~/lib/today";
import { FEED_ROW_ID } from "./busy-times.server";

/** 32 random bytes, base64url without padding: the secret part of her subscription link. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Her feed shows what is coming and what was in the last weeks (to look back on), not years of history. */
const DAYS_BACK = 60;
/** More entries than a calendar app keeps refreshing happily; her own feed never comes near it. */
const MAX_ENTRIES = 2000;
/** A long event text is a page, not a calendar note. */
const DESCRIPTION_MAX = 600;

/** One entry of her feed: a timed span (UTC instants) or whole Berlin days (`endDay` exclusive). */
export type FeedEntry = {
  uid: string;
  summary: string;
  description: string;
  location: string;
  url: string;
} & ({ startMs: number; endMs: number } | { startDay: string; endDay: string });

/** The path of her subscription link; the token is its only secret. */
export const feedPath = (token: string) => `/kalender/${token}.ics`;

/**
 * A new subscription link. Only its SHA-256 is stored, so the link is shown once; a new link
 * replaces the one before, whose subscriptions then get 404 (docs/decisions/0135-her-calendar-feed-out.md).
 */
export async function renewFeedToken(env: Pick<Env, "DB">, now: Date): Promise<string> {
  const token = base64url.encode(crypto.getRandomValues(new Uint8Array(32)), { includePadding: false });
  const hash = await sha256Hex(token);
  const at = now.toISOString();
  await getDb(env)
    .insert(calendarFeed)
    .values({ id: FEED_ROW_ID, out_token_hash: hash, out_token_created_at: at })
    .onConflictDoUpdate({ target: calendarFeed.id, set: { out_token_hash: hash, out_token_created_at: at } });
  return token;
}

/** Ends the subscription link: every calendar that follows it gets 404 from now on. */
export async function revokeFeedToken(env: Pick<Env, "DB">): Promise<void> {
  await getDb(env)
    .update(calendarFeed)
    .set({ out_token_hash: null, out_token_created_at: null })
    .where(eq(calendarFeed.id, FEED_ROW_ID));
}

/** Does `token` open her feed (the current link, not a revoked or replaced one)? */
async function tokenIsCurrent(db: Database, token: string): Promise<boolean> {
  if (!TOKEN_PATTERN.test(token)) return false;
  const [row] = await db
    .select({ id: calendarFeed.id })
    .from(calendarFeed)
    .where(and(eq(calendarFeed.id, FEED_ROW_ID), eq(calendarFeed.out_token_hash, await sha256Hex(token))));
  return !!row;
}

type FeedRow = {
  id: string;
  title: string;
  description: string;
  event_date: string;
  start_time: string;
  end_time: string;
  location: string;
};

/** An events row (an event or a booked session) as a feed entry in Berlin time. */
function toEntry(row: FeedRow, uidPrefix: "event" | "session", siteUrl: string, url: string): FeedEntry {
  const common = {
    uid: `${uidPrefix}-${row.id}@${new URL(siteUrl).hostname}`,
    summary: row.title,
    description: row.description.slice(0, DESCRIPTION_MAX),
    location: row.location,
    url,
  };
  const start = parseClock(row.start_time);
  const end = parseClock(row.end_time);
  if (!start || !end) return { ...common, startDay: row.event_date, endDay: addDays(row.event_date, 1) };
  const endDay = eventEndDay(row.event_date, row.start_time, row.end_time);
  const at = (day: string, clock: { hours: number; minutes: number }) =>
    berlinWallToMs(day, clock.hours * 60 + clock.minutes);
  return { ...common, startMs: at(row.event_date, start), endMs: at(endDay, end) };
}

const feedColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  event_date: events.event_date,
  start_time: events.start_time,
  end_time: events.end_time,
  location: events.location,
};

/** Her events (not the called-off ones) from {@link DAYS_BACK} days ago on, as feed entries in Berlin time. */
async function eventEntries(db: Database, siteUrl: string, now: Date): Promise<FeedEntry[]> {
  const since = new Date(now.getTime() - DAYS_BACK * 24 * 60 * 60 * 1000);
  const rows = await db
    .select(feedColumns)
    .from(events)
    .where(and(eq(events.kind, "event"), isNull(events.cancelled_at), gte(events.event_date, berlinToday(since))))
    .orderBy(asc(events.event_date))
    .limit(MAX_ENTRIES);
  return rows.map((row) =>
    toEntry(row, "event", siteUrl, new URL(`/admin/events/${row.id}/teilnehmer`, siteUrl).toString()),
  );
}

/**
 * Her 1:1 sessions (decision 0130: an events row of kind "session" with one booking) whose booking
 * stands, from {@link DAYS_BACK} days back: the kind and the client's first name as the summary, the
 * place; never the client's note. The link opens the booking in the back office.
 */
export async function sessionEntries(db: Database, siteUrl: string, now: Date): Promise<FeedEntry[]> {
  const since = new Date(now.getTime() - DAYS_BACK * 24 * 60 * 60 * 1000);
  const rows = await db
    .select({ ...feedColumns, full_name: bookings.full_name })
    .from(events)
    .innerJoin(bookings, eq(bookings.event_id, events.id))
    .where(
      and(
        eq(events.kind, "session"),
        isNull(events.cancelled_at),
        ne(bookings.status, "cancelled"),
        gte(events.event_date, berlinToday(since)),
      ),
    )
    .orderBy(asc(events.event_date))
    .limit(MAX_ENTRIES);
  return rows.map(({ full_name, ...row }) => {
    const firstName = full_name.trim().split(/\s+/)[0] ?? full_name;
    // The session's own booking list (one booking), never the client's address or phone: a feed
    // link travels through her calendar provider and every device it syncs to.
    const url = new URL(`/admin/bookings?event=${encodeURIComponent(row.id)}`, siteUrl).toString();
    return toEntry({ ...row, title: `${row.title}: ${firstName}`, description: "" }, "session", siteUrl, url);
  });
}

/** What ical.js may put on one line before its fold's space: 74 + 1 = RFC 5545's 75 octets. */
export const ICS_FOLD_OCTETS = 74;

/** Her feed as iCalendar text, generated with ical.js (loaded only here and in the cron's refresh). */
export async function buildFeed(entries: FeedEntry[], now: Date): Promise<string> {
  const { default: ICAL } = await import("ical.js");
  // RFC 5545 § 3.1: no line longer than 75 octets, the continuation's leading space included.
  // ical.js folds after `foldLength` octets and then adds the space, so a continuation line had 76
  // (issue 53: 19 such lines); 74 keeps every line, first or continued, at 75 at most.
  ICAL.foldLength = ICS_FOLD_OCTETS;
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  calendar.updatePropertyWithValue("prodid", `-//${brand.productName}//Kalender//DE`);
  calendar.updatePropertyWithValue("version", "2.0");
  calendar.updatePropertyWithValue("calscale", "GREGORIAN");
  calendar.updatePropertyWithValue("method", "PUBLISH");
  calendar.updatePropertyWithValue("x-wr-calname", brand.productName);
  calendar.updatePropertyWithValue("x-wr-timezone", SITE_TIME_ZONE);
  // How often a subscribing app should look again (Apple and Outlook read these; Google decides itself).
  calendar
    .updatePropertyWithValue("refresh-interval", ICAL.Duration.fromString("PT1H"))
    .setParameter("value", "DURATION");
  calendar.updatePropertyWithValue("x-published-ttl", "PT1H");
  const stamp = ICAL.Time.fromJSDate(now, true);
  for (const entry of entries) {
    const event = new ICAL.Component("vevent");
    event.updatePropertyWithValue("uid", entry.uid);
    event.updatePropertyWithValue("dtstamp", stamp);
    if ("startMs" in entry) {
      event.updatePropertyWithValue("dtstart", ICAL.Time.fromJSDate(new Date(entry.startMs), true));
      event.updatePropertyWithValue("dtend", ICAL.Time.fromJSDate(new Date(entry.endMs), true));
    } else {
      event.updatePropertyWithValue("dtstart", ICAL.Time.fromDateString(entry.startDay));
      event.updatePropertyWithValue("dtend", ICAL.Time.fromDateString(entry.endDay));
    }
    event.updatePropertyWithValue("summary", entry.summary);
    if (entry.description) event.updatePropertyWithValue("description", entry.description);
    if (entry.location) event.updatePropertyWithValue("location", entry.location);
    event.updatePropertyWithValue("url", entry.url);
    calendar.addSubcomponent(event);
  }
  return `${calendar.toString()}\r\n`;
}

/** Her whole feed for a subscription link, or null when the token is not the current one. */
export async function feedForToken(
  env: Pick<Env, "DB" | "SITE_URL">,
  token: string,
  now: Date,
): Promise<string | null> {
  const db = getDb(env);
  if (!(await tokenIsCurrent(db, token))) return null;
  const [eventsOut, sessionsOut] = await Promise.all([
    eventEntries(db, env.SITE_URL, now),
    sessionEntries(db, env.SITE_URL, now),
  ]);
  const entries = [...eventsOut, ...sessionsOut];
  return buildFeed(entries, now);
}
