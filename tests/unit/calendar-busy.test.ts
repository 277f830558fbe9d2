import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { busyIntervalsFromIcs } from "../../app/features/core/calendar/busy-feed.server";
import {
  busyIntervalsBetween,
  feedStatus,
  removeFeedAddress,
  setFeedAddress,
} from "../../app/features/core/calendar/busy-times.server";
import { refreshBusyTimes } from "../../app/features/core/calendar/refresh.server";
import { checkFeedAddress } from "../../app/features/core/calendar/feed-address";
import type { FeedFetcher } from "../../app/features/core/calendar/feed-fetch.server";
import { getDb } from "../../app/lib/db.server";
import googleFeed from "./fixtures/calendar/google-private.ics?raw";
import outlookFeed from "./fixtures/calendar/outlook-busy.ics?raw";

/** A Monday in March 2027; Berlin changes to summer time on Sunday the 28th. */
const NOW = new Date("2027-03-15T08:00:00Z");
const DAY = 24 * 60 * 60 * 1000;
const ADDRESS = "https://calendar.google.com/calendar/ical/coach%40example.de/private-0123abcd/basic.ics";
const TABLE = "klarsinn_calendar_feed";

const iso = (intervals: { startMs: number; endMs: number }[]) =>
  intervals.map(({ startMs, endMs }) => [new Date(startMs).toISOString(), new Date(endMs).toISOString()]);

/** The intervals the Google fixture gives from a day before NOW to 120 days after it. */
const GOOGLE_BUSY = [
  // Weekly Tuesday 10:00 Berlin: still winter time (UTC+1) on the 16th.
  ["2027-03-16T09:00:00.000Z", "2027-03-16T10:00:00.000Z"],
  // The 23rd is an EXDATE; the 30th moved to Wednesday 14:00 (summer time, UTC+2).
  ["2027-03-31T12:00:00.000Z", "2027-03-31T13:00:00.000Z"],
  // 6 April cancelled as one occurrence; from 13 April 10:00 Berlin is 08:00 UTC.
  ["2027-04-13T08:00:00.000Z", "2027-04-13T09:00:00.000Z"],
  // All-day 15–16 April (DTEND 17th exclusive): Berlin midnight to Berlin midnight.
  ["2027-04-14T22:00:00.000Z", "2027-04-16T22:00:00.000Z"],
  ["2027-04-20T08:00:00.000Z", "2027-04-20T09:00:00.000Z"],
  // A UTC event as written; the transparent 21st and the cancelled 20th morning do not block.
  ["2027-04-22T13:00:00.000Z", "2027-04-22T14:30:00.000Z"],
  // UNTIL 27 April 23:59:59 Berlin includes that Tuesday.
  ["2027-04-27T08:00:00.000Z", "2027-04-27T09:00:00.000Z"],
];

const serving =
  (body: string, status = 200): FeedFetcher =>
  async () =>
    new Response(body, { status, headers: { "Content-Type": "text/calendar; charset=utf-8" } });

beforeEach(async () => {
  await env.DB.prepare(`DELETE FROM ${TABLE}`).run();
});

describe("her calendar's busy times", () => {
  it("expand a weekly rule with an EXDATE, a moved and a cancelled occurrence, all-day, UTC and Berlin times across the change", () => {
    const busy = busyIntervalsFromIcs(googleFeed, NOW.getTime() - DAY, NOW.getTime() + 120 * DAY);
    expect(iso(busy)).toEqual(GOOGLE_BUSY);
  });

  it("read Outlook's Windows zone by its VTIMEZONE and an undefined IANA TZID as that zone's wall clock", () => {
    const busy = busyIntervalsFromIcs(outlookFeed, NOW.getTime(), NOW.getTime() + 30 * DAY);
    expect(iso(busy)).toEqual([
      ["2027-03-26T17:00:00.000Z", "2027-03-26T18:00:00.000Z"],
      ["2027-03-27T06:30:00.000Z", "2027-03-27T07:30:00.000Z"],
      ["2027-03-27T17:00:00.000Z", "2027-03-27T18:00:00.000Z"],
      ["2027-03-28T05:30:00.000Z", "2027-03-28T06:30:00.000Z"],
      ["2027-03-28T16:00:00.000Z", "2027-03-28T17:00:00.000Z"],
      ["2027-03-29T16:00:00.000Z", "2027-03-29T17:00:00.000Z"],
    ]);
  });

  it("are stored as the last good copy with the feed's status, and read back for a window", async () => {
    await setFeedAddress(env, ADDRESS);
    const outcome = await refreshBusyTimes(env, NOW, serving(googleFeed));
    expect(outcome).toEqual({ state: "loaded", intervals: GOOGLE_BUSY.length });
    const status = await feedStatus(env);
    expect(status).toMatchObject({
      address: ADDRESS,
      intervals: GOOGLE_BUSY.length,
      lastSuccessAt: NOW.toISOString(),
      lastError: null,
    });
    // The week after Easter: the all-day holiday and the Tuesday after it.
    const week = await busyIntervalsBetween(
      getDb(env),
      Date.parse("2027-04-15T00:00:00Z"),
      Date.parse("2027-04-21T00:00:00Z"),
    );
    expect(iso(week)).toEqual([GOOGLE_BUSY[3], GOOGLE_BUSY[4]]);
  });

  it("keep the last good copy when the feed fails to load, and say so", async () => {
    await setFeedAddress(env, ADDRESS);
    await refreshBusyTimes(env, NOW, serving(googleFeed));
    const later = new Date(NOW.getTime() + 10 * 60 * 1000);
    expect(await refreshBusyTimes(env, later, serving("Not Found", 404))).toEqual({
      state: "failed",
      error: "http:404",
    });
    const refused: FeedFetcher = () => Promise.reject(new TypeError("Network connection lost."));
    expect(await refreshBusyTimes(env, later, refused)).toEqual({ state: "failed", error: "network" });
    const status = await feedStatus(env);
    expect(status).toMatchObject({
      intervals: GOOGLE_BUSY.length,
      lastSuccessAt: NOW.toISOString(),
      lastError: "network",
      lastErrorAt: later.toISOString(),
    });
    const all = await busyIntervalsBetween(getDb(env), 0, Number.MAX_SAFE_INTEGER);
    expect(iso(all)).toEqual(GOOGLE_BUSY);
  });

  it("keep the last good copy when the body is garbage, a login page or cut off halfway", async () => {
    await setFeedAddress(env, ADDRESS);
    await refreshBusyTimes(env, NOW, serving(googleFeed));
    const bodies = [
      "\u0000\u00ff garbage \u0007",
      "<!DOCTYPE html><html lang=de><title>Anmelden</title></html>",
      googleFeed.slice(0, googleFeed.length / 2),
      "",
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:kaputt\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
    ];
    for (const body of bodies) {
      expect(await refreshBusyTimes(env, NOW, serving(body))).toEqual({ state: "failed", error: "not_calendar" });
    }
    expect(iso(await busyIntervalsBetween(getDb(env), 0, Number.MAX_SAFE_INTEGER))).toEqual(GOOGLE_BUSY);
    expect((await feedStatus(env)).lastError).toBe("not_calendar");
  });

  it("refuse a feed larger than the limit before parsing it, and follow no redirect to a refused address", async () => {
    await setFeedAddress(env, ADDRESS);
    await refreshBusyTimes(env, NOW, serving(googleFeed));
    const huge: FeedFetcher = async () => new Response("X".repeat(6 * 1024 * 1024));
    expect(await refreshBusyTimes(env, NOW, huge)).toEqual({ state: "failed", error: "too_large" });
    const redirecting: FeedFetcher = async () =>
      new Response(null, { status: 302, headers: { Location: "http://169.254.169.254/latest/meta-data" } });
    expect(await refreshBusyTimes(env, NOW, redirecting)).toEqual({ state: "failed", error: "redirect" });
    expect(iso(await busyIntervalsBetween(getDb(env), 0, Number.MAX_SAFE_INTEGER))).toEqual(GOOGLE_BUSY);
  });

  it("leave with the address when the coach removes it, and none without an address", async () => {
    expect(await busyIntervalsBetween(getDb(env), 0, Number.MAX_SAFE_INTEGER)).toEqual([]);
    expect(await refreshBusyTimes(env, NOW, serving(googleFeed))).toEqual({ state: "no-address" });
    await setFeedAddress(env, ADDRESS);
    await refreshBusyTimes(env, NOW, serving(googleFeed));
    await removeFeedAddress(env);
    expect(await busyIntervalsBetween(getDb(env), 0, Number.MAX_SAFE_INTEGER)).toEqual([]);
    expect((await feedStatus(env)).address).toBeNull();
  });
});

describe("her iCal address", () => {
  const production = { allowLocal: false };
  it("turns webcal into https and accepts the services' secret addresses", () => {
    expect(checkFeedAddress("webcal://p52-caldav.icloud.com/published/2/abc", production)).toEqual({
      ok: true,
      url: "https://p52-caldav.icloud.com/published/2/abc",
    });
    expect(checkFeedAddress(` ${ADDRESS} `, production)).toEqual({ ok: true, url: ADDRESS });
  });

  it("refuses http, local and private hosts in production, and allows the loopback stand-in only locally", () => {
    const refused = [
      ["http://calendar.example.de/feed.ics", "not_https"],
      ["https://127.0.0.1/feed.ics", "private_host"],
      ["https://localhost/feed.ics", "private_host"],
      ["https://10.0.0.5/feed.ics", "private_host"],
      ["https://[::1]/feed.ics", "private_host"],
      ["https://nas.local/feed.ics", "private_host"],
      ["https://intranet/feed.ics", "private_host"],
      // Issue 54: a trailing dot is the same name; decimal and hex IPv4 are addresses; only port 443.
      ["https://localhost./feed.ics", "private_host"],
      ["https://nas.local./feed.ics", "private_host"],
      ["https://intranet./feed.ics", "private_host"],
      ["https://2130706433/feed.ics", "private_host"],
      ["https://0x7f.1/feed.ics", "private_host"],
      ["https://calendar.example.de:8443/feed.ics", "private_host"],
      ["https://calendar.example.de:22/feed.ics", "private_host"],
      ["ftp://example.de/feed.ics", "not_https"],
      ["https://user:pass@example.de/feed.ics", "invalid"],
      ["kein link", "invalid"],
    ] as const;
    for (const [address, problem] of refused) {
      expect(checkFeedAddress(address, production), address).toEqual({ ok: false, problem });
    }
    expect(checkFeedAddress("http://127.0.0.1:8840/feed.ics", { allowLocal: true })).toEqual({
      ok: true,
      url: "http://127.0.0.1:8840/feed.ics",
    });
    expect(checkFeedAddress("http://10.0.0.5/feed.ics", { allowLocal: true }).ok).toBe(false);
  });
});
