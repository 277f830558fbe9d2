/**
 * The 1:1 waiting list's held time (issue 51, decisions 0219 and 0220), in the Workers runtime with
 * real D1: a time offered to one person is refused to everyone else by the session insert itself,
 * even when the offer is made between another visitor's read of the free times and her write; the
 * offered person books it; the coach's own entry hears until when it is held; and the coach removes
 * entries on /admin/termine, a running offer passing to the next in line.
 */
import { env } from "cloudflare:test";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { enterSession } from "../../app/features/compositions/coach-entry/entry.server";
import { loadScheduler } from "../../app/features/products/sessions/loader.server";
import { handleSessionBookingRequest } from "../../app/features/products/sessions/page.server";
import {
  addSessionWaitlistEntry,
  offerFreeSessionTimes,
  removeSessionWaitlistEntry,
} from "../../app/features/products/sessions/waitlist.server";
import { adminMessages } from "../../app/lib/messages.admin";
import { signToken } from "../../app/lib/signed-token.server";
import { formatBerlinDateTime } from "../../app/lib/today";
import * as termine from "../../app/routes/admin/termine";
import { seedAppointmentTypeId } from "../../db/seed-data";
import { callRoute, createProfile, get, post as adminPost, seed, sessionCookie } from "./admin-helpers";
import { BOOKINGS } from "./booking-fixtures";

const INTRO = seedAppointmentTypeId(1);
const HOUR = 60 * 60 * 1000;
const now = new Date();
let ip = 0;
let cookie = "";

const post = (fields: Record<string, string>) =>
  new Request("http://klarsinn.test/termin", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "CF-Connecting-IP": `198.51.100.${++ip}` },
    body: new URLSearchParams(fields),
  });

const entryOf = (email: string) =>
  env.DB.prepare("SELECT * FROM session_waitlist WHERE email = ?")
    .bind(email)
    .first<{ id: string; status: string; offer_starts_at: string | null; offer_expires_at: string | null }>();

const bookingsOf = async (email: string) =>
  (
    await env.DB.prepare(`SELECT id, status FROM ${BOOKINGS} WHERE email = ?`)
      .bind(email)
      .all<{ id: string; status: string }>()
  ).results;

const wish = (email: string, day: string, fullName = "Wartende Person") =>
  addSessionWaitlistEntry(
    env,
    { typeId: INTRO, fromDay: day, toDay: day, fullName, email, locale: "de" },
    new Date(now.getTime() - 60_000),
  );

/** Free days of the intro call from three days out (clear of its minimum notice and the offer's length). */
async function freeDays() {
  const { days } = await loadScheduler(env, INTRO, now);
  return days.filter((candidate) => candidate.slots[0]!.startMs > now.getTime() + 3 * 24 * HOUR);
}

/**
 * The race, played in order: `hook` runs right before the batch that writes the session row, i.e.
 * AFTER the visitor's request has read the free times (and found the time free) and BEFORE its write.
 */
function envWithHookBeforeInsert(hook: () => Promise<unknown>): Env {
  const texts = new WeakMap<object, string>();
  const tag = <S extends object>(statement: S, text: string): S => {
    texts.set(statement, text);
    const bound = statement as unknown as { bind: (...values: unknown[]) => object };
    const bind = bound.bind.bind(statement);
    bound.bind = (...values: unknown[]) => tag(bind(...values), text);
    return statement;
  };
  let fired = false;
  const db = {
    prepare: (query: string) => tag(env.DB.prepare(query), query),
    batch: async (statements: D1PreparedStatement[]) => {
      if (!fired && statements.some((statement) => /INSERT INTO "klarsinn_events"/.test(texts.get(statement) ?? ""))) {
        fired = true;
        await hook();
      }
      return env.DB.batch(statements);
    },
    exec: (query: string) => env.DB.exec(query),
    dump: () => env.DB.dump(),
    withSession: (...args: Parameters<D1Database["withSession"]>) => env.DB.withSession(...args),
  } as unknown as D1Database;
  return { ...env, DB: db };
}

beforeAll(async () => {
  await seed();
  cookie = await sessionCookie(await createProfile("coach-warteliste@example.de", true));
  // One intro call a day: a held time fills its day.
  await env.DB.prepare("UPDATE appointment_types SET max_per_day = 1 WHERE id = ?").bind(INTRO).run();
});
beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("a time held by an offer (decision 0219)", () => {
  it("offer made for A while B books the same time: B gets 409 with the next free times, A books it", async () => {
    const [day] = await freeDays();
    const slot = day!.slots[0]!;
    await wish("anna-hold@example.de", day!.day, "Anna Hold");
    const form = {
      type: INTRO,
      place: "online",
      start: String(slot.startMs),
      full_name: "Berta Vorbei",
      email: "berta-hold@example.de",
      num_tickets: "1",
    };
    // B's request reads the time as free; the offer engine gives it to A just before B's write.
    let offered = 0;
    const raced = envWithHookBeforeInsert(async () => {
      offered = await offerFreeSessionTimes(env, now);
    });
    const b = await handleSessionBookingRequest(post(form), raced, now);
    expect(offered).toBe(1);
    const anna = await entryOf("anna-hold@example.de");
    expect(anna).toMatchObject({ status: "offered", offer_starts_at: new Date(slot.startMs).toISOString() });
    expect(b.status).toBe(409);
    expect(b.result.ok).toBe(false);
    expect(b.result.next?.length).toBeGreaterThan(0);
    expect(b.result.next?.map((time) => time.startMs)).not.toContain(slot.startMs);
    expect(await bookingsOf("berta-hold@example.de")).toEqual([]);
    const orphans = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM klarsinn_events e WHERE e.kind = 'session'
         AND NOT EXISTS (SELECT 1 FROM ${BOOKINGS} b WHERE b.event_id = e.id)`,
    ).first<{ n: number }>();
    expect(orphans?.n).toBe(0);

    // A books her offered time with her link's token.
    const token = await signToken(env, "session-offer", anna!.id);
    const a = await handleSessionBookingRequest(
      post({ ...form, full_name: "Anna Hold", email: "anna-hold@example.de", angebot: token }),
      env,
      now,
    );
    expect(a.status).toBe(200);
    expect(a.result.ok).toBe(true);
    expect((await entryOf("anna-hold@example.de"))?.status).toBe("claimed");
    expect(await bookingsOf("anna-hold@example.de")).toHaveLength(1);
  });

  it("the coach entering a held time is refused with the hold's end and how to free it", async () => {
    const [, day] = await freeDays();
    const slot = day!.slots[0]!;
    await wish("carla-hold@example.de", day!.day, "Carla Hold");
    // Her form listed the time before it was offered; she sends it after.
    expect(await offerFreeSessionTimes(env, now)).toBe(1);
    const carla = await entryOf("carla-hold@example.de");
    expect(carla?.status).toBe("offered");
    const entered = await enterSession(
      env,
      {
        type: INTRO,
        slot: { startMs: slot.startMs, place: "online" },
        full_name: "Dora Eingetragen",
        email: "dora-hold@example.de",
        phone: "",
        billing_street: "",
        billing_postcode: "",
        billing_city: "",
        note: "",
        early_start: false,
      },
      now,
    );
    expect(entered).toMatchObject({ ok: false, status: 409, field: "slot" });
    if (entered.ok) return;
    expect(entered.text).toContain(formatBerlinDateTime(new Date(carla!.offer_expires_at!)));
    expect(entered.text).toContain("Warteliste");
    expect(await bookingsOf("dora-hold@example.de")).toEqual([]);
  });
});

describe("the coach removes entries of the 1:1 waiting list (decision 0220)", () => {
  it("removing an entry that holds an offer passes the time to the next; a waiting one just leaves", async () => {
    const [, , day] = await freeDays();
    await wish("erste-reihe@example.de", day!.day, "Erste Reihe");
    await wish("zweite-reihe@example.de", day!.day, "Zweite Reihe");
    await wish("dritte-reihe@example.de", day!.day, "Dritte Reihe");
    expect(await offerFreeSessionTimes(env, now)).toBe(1);
    const first = await entryOf("erste-reihe@example.de");
    expect(first?.status).toBe("offered");
    expect((await entryOf("zweite-reihe@example.de"))?.status).toBe("waiting");

    // Through /admin/termine: the loader lists the entry, the action removes it.
    const page = await callRoute(termine.loader, get("/admin/termine", cookie));
    const wishes = (page.body as { wishes: { id: string }[] }).wishes.map((row) => row.id);
    expect(wishes).toContain(first!.id);
    const removed = await callRoute(
      termine.action,
      adminPost("/admin/termine", { intent: "removeWish", id: first!.id }, cookie),
    );
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ ok: true, toast: adminMessages.sessionWaitlist.removedOffer });
    expect((await entryOf("erste-reihe@example.de"))?.status).toBe("removed");
    // The released time went to the next in line at once, with its e-mail.
    const second = await entryOf("zweite-reihe@example.de");
    expect(second?.status).toBe("offered");
    expect(second?.offer_starts_at).toBe(first!.offer_starts_at);
    const mail = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM mail_outbox WHERE kind = 'session-waitlist-offer' AND recipient = ?",
    )
      .bind("zweite-reihe@example.de")
      .first<{ n: number }>();
    expect(mail?.n).toBe(1);

    // A waiting entry leaves without touching the offer; a second removal is refused.
    const third = await entryOf("dritte-reihe@example.de");
    expect(await removeSessionWaitlistEntry(env, third!.id, now)).toBe("removed");
    expect((await entryOf("zweite-reihe@example.de"))?.status).toBe("offered");
    const again = await callRoute(
      termine.action,
      adminPost("/admin/termine", { intent: "removeWish", id: third!.id }, cookie),
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ ok: false });
    const bad = await callRoute(
      termine.action,
      adminPost("/admin/termine", { intent: "removeWish", id: "kein-eintrag" }, cookie),
    );
    expect(bad.status).toBe(409);
  });

  it("without a signed-in coach nothing is removed", async () => {
    const [, , , day] = await freeDays();
    await wish("ohne-login@example.de", day!.day);
    const entry = await entryOf("ohne-login@example.de");
    const outsider = await callRoute(
      termine.action,
      adminPost("/admin/termine", { intent: "removeWish", id: entry!.id }),
    );
    expect(outsider.status).toBeGreaterThanOrEqual(300);
    expect((await entryOf("ohne-login@example.de"))?.status).toBe("waiting");
  });
});
