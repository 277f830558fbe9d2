import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { busyIntervalsFromIcs } from "../../app/features/core/calendar/busy-feed.server";
import { buildFeed, feedPath, renewFeedToken, revokeFeedToken } from "../../app/features/core/calendar/feed-out.server";
import { createTestWorker } from "./app-harness";
import { insertBooking, insertEvent } from "./booking-fixtures";

const worker = createTestWorker();
const ORIGIN = "http://klarsinn.test";
const TABLE = "klarsinn_calendar_feed";
const NOW = new Date("2099-06-01T08:00:00Z");

async function get(path: string, init: RequestInit = {}) {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(`${ORIGIN}${path}`, init), env, ctx);
  const text = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, headers: response.headers, text };
}

beforeEach(async () => {
  await env.DB.prepare(`DELETE FROM ${TABLE}`).run();
});

describe("her calendar out", () => {
  it("serves her events at the secret link as text/calendar, private and uncached", async () => {
    // 12 June 2099, 10:00–14:00 in Berlin (summer time): 08:00–12:00 UTC.
    const event = await insertEvent({ title: "Mindset-Werkstatt, Juni; mit Sonderzeichen äöü" });
    const called = await insertEvent({ title: "Abgesagter Abend", cancelled_at: "2099-05-01T10:00:00Z" });
    const token = await renewFeedToken(env, NOW);
    const { status, headers, text } = await get(feedPath(token));
    expect(status).toBe(200);
    expect(headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(text).toContain(`UID:event-${event.id}@klarsinn.test`);
    expect(text).toContain("SUMMARY:Mindset-Werkstatt\\, Juni\\; mit Sonderzeichen äöü");
    expect(text).not.toContain(called.id);
    // Read back with the same parser her busy times go through: the instants are the event's.
    const spans = busyIntervalsFromIcs(text, 0, Number.MAX_SAFE_INTEGER);
    expect(spans.map(({ startMs, endMs }) => [new Date(startMs).toISOString(), new Date(endMs).toISOString()])).toEqual(
      [["2099-06-12T08:00:00.000Z", "2099-06-12T12:00:00.000Z"]],
    );
    // A second request is rendered again (nothing stored it).
    expect((await get(feedPath(token))).headers.get("Cache-Control")).toBe("private, no-store");
  });

  it("carries her booked 1:1 sessions with the kind and the client's first name, not a cancelled one", async () => {
    const booked = await insertEvent({ kind: "session", title: "Einzelcoaching (60 Minuten)", max_attendees: 1 });
    const lea = await insertBooking(booked.id, "Lea Brandt", { priceCents: 14000, phone: "+49 531 2345" });
    const dropped = await insertEvent({ kind: "session", title: "Kostenfreies Erstgespräch", max_attendees: 1 });
    await insertBooking(dropped.id, "Tom Weber", { priceCents: 0, status: "cancelled" });
    const token = await renewFeedToken(env, NOW);
    const { text } = await get(feedPath(token));
    expect(text).toContain(`UID:session-${booked.id}@klarsinn.test`);
    expect(text).toContain("SUMMARY:Einzelcoaching (60 Minuten): Lea");
    expect(text).not.toContain("Brandt");
    // Neither her client's e-mail address nor phone, not even in the back-office link (issue 54).
    expect(text.replace(/\r\n[ \t]/g, "")).not.toContain(lea.email.split("@")[0]!);
    expect(text.replace(/\r\n[ \t]/g, "")).not.toContain("%40");
    expect(text).not.toContain("2345");
    expect(text.replace(/\r\n[ \t]/g, "")).toContain(`/admin/bookings?event=${booked.id}`);
    expect(text).not.toContain(dropped.id);
    // A session is not listed a second time as an event.
    expect(text).not.toContain(`UID:event-${booked.id}`);
  });

  it("answers 404 for a wrong, revoked or replaced token, and to nothing but GET", async () => {
    await insertEvent();
    const first = await renewFeedToken(env, NOW);
    expect((await get(feedPath(first))).status).toBe(200);
    expect((await get(feedPath("A".repeat(43)))).status).toBe(404);
    expect((await get(`/kalender/${first}`)).status).toBe(404);
    const post = { method: "POST", headers: { Origin: ORIGIN }, body: new URLSearchParams({ intent: "x" }) };
    expect((await get(feedPath(first), post)).status).toBe(405);

    const second = await renewFeedToken(env, NOW);
    expect((await get(feedPath(first))).status).toBe(404);
    expect((await get(feedPath(second))).status).toBe(200);

    await revokeFeedToken(env);
    const revoked = await get(feedPath(second));
    expect(revoked.status).toBe(404);
    expect(revoked.text).not.toContain("BEGIN:VCALENDAR");
  });

  it("folds every line at 75 octets of UTF-8, the continuation's space included, never inside a character (RFC 5545 3.1)", async () => {
    // Umlauts, euro signs and an emoji (4 bytes) at every offset around the fold.
    const summary = `Selbstwert-Workshop: Dein innerer Kompass – Übungen für Ängste und Träume ${"€ä🙂".repeat(30)}`;
    const description = "Ein ganzer Tag für dich, mit Pausen, Übungen und viel Raum für Fragen. ".repeat(6);
    const url = `https://klarsinn.test/admin/bookings?event=${"0123456789abcdef".repeat(8)}`;
    const text = await buildFeed(
      [
        {
          uid: "event-long@klarsinn.test",
          summary,
          description,
          location: "Braunschweig, Studio",
          url,
          startMs: 0,
          endMs: 3_600_000,
        },
      ],
      NOW,
    );
    const lines = text.split("\r\n");
    const encoder = new TextEncoder();
    const longest = Math.max(...lines.map((line) => encoder.encode(line).length));
    expect(longest).toBeLessThanOrEqual(75);
    // The folds really happen (the test would pass on unfolded short lines otherwise) ...
    expect(lines.filter((line) => line.startsWith(" ")).length).toBeGreaterThan(5);
    // ... and no character was cut: no replacement character, and unfolding gives the text back.
    expect(text).not.toContain("\uFFFD");
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded).toContain(`SUMMARY:${summary}`);
    expect(unfolded).toContain(`URL:${url}`);
    expect(busyIntervalsFromIcs(text, -1, Number.MAX_SAFE_INTEGER)).toHaveLength(1);
  });
});
