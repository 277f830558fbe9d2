/**
 * The coach's hands on /admin/termine (issue 51, decision 0190), in the Workers runtime with real D1:
 * she enters a session for a client (confirmed at once, the client's confirmation e-mail with its
 * invoice, no "bitte bestätige" e-mail), a time taken meanwhile answers 409 with the next free times
 * and writes nothing, she moves a session (the client's e-mail says she did), gives a package (usable
 * at once) and extra credits; every action is in the audit trail.
 */
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import {
  addCredits,
  enterSession,
  givePackage,
  offeredTimes,
} from "../../app/features/compositions/coach-entry/entry.server";
import { bookingWithEvent } from "../../app/features/core/invoices/invoices.server";
import { packageCredits } from "../../app/features/products/packages/credits.server";
import * as termine from "../../app/routes/admin/termine";
import { seedAppointmentTypeId, seedPackageId } from "../../db/seed-data";
import { callRoute, createProfile, get, post, seed, sessionCookie } from "./admin-helpers";
import { BOOKINGS } from "./booking-fixtures";

const COACHING_60 = seedAppointmentTypeId(2);
const FIVE = seedPackageId(1);

let cookie = "";
let profileId = "";
beforeAll(async () => {
  await seed();
  profileId = await createProfile("coach-hands@example.de", true);
  cookie = await sessionCookie(profileId);
});

const person = (name: string, email: string) => ({
  full_name: name,
  email,
  phone: "",
  billing_street: "",
  billing_postcode: "",
  billing_city: "",
});

/** The free online times of the 60-minute coaching, from the third day on (outside any notice). */
async function onlineTimes(count: number) {
  const times = await offeredTimes(env, COACHING_60, new Date(), { place: "online" });
  const days = [...new Set(times.map((time) => time.day))].slice(2);
  return days.map((day) => times.find((time) => time.day === day)!.value).slice(0, count);
}
const slotOf = (value: string) => {
  const [start, place] = value.split("@");
  return { startMs: Number(start), place: place as "online" };
};

const mailsOf = async (bookingId: string) =>
  (
    await env.DB.prepare("SELECT kind, recipient, payload FROM mail_outbox WHERE ref_id = ? ORDER BY created_at, rowid")
      .bind(bookingId)
      .all<{ kind: string; recipient: string; payload: string }>()
  ).results;
const bookingsOf = async (email: string) =>
  (
    await env.DB.prepare(`SELECT id, status FROM ${BOOKINGS} WHERE email = ?`)
      .bind(email)
      .all<{ id: string; status: string }>()
  ).results;

describe("entering a session for a client", () => {
  it("books a free time through the session's own insert, confirmed at once with its invoice and the client's confirmation e-mail", async () => {
    const [slot] = await onlineTimes(1);
    const entered = await enterSession(env, {
      type: COACHING_60,
      slot: slotOf(slot!),
      ...person("Carla Eingetragen", "carla-eingetragen@example.de"),
      note: "Am Telefon vereinbart",
      early_start: true,
    });
    expect(entered.ok).toBe(true);
    if (!entered.ok) return;
    const row = await bookingWithEvent(env, entered.bookingId);
    expect(row!.event.kind).toBe("session");
    expect(row!.booking).toMatchObject({ status: "confirmed", hold_expires_at: null, total_cents: 14000 });
    expect(row!.booking.note).toBe("Am Telefon vereinbart");
    const invoices = await env.DB.prepare("SELECT kind FROM klarsinn_invoice WHERE booking_id = ?")
      .bind(entered.bookingId)
      .all<{ kind: string }>();
    expect(invoices.results.map((invoice) => invoice.kind)).toEqual(["invoice"]);
    // The client's mails: the confirmation (as when the coach confirms a booking), never "bitte bestätige".
    const mails = await mailsOf(entered.bookingId);
    expect(mails.map((mail) => mail.kind)).toEqual(["booking-status"]);
    expect(mails[0]!.recipient).toBe("carla-eingetragen@example.de");
    // The time is no longer offered.
    const after = await offeredTimes(env, COACHING_60, new Date(), { place: "online" });
    expect(after.map((time) => time.value)).not.toContain(slot);
  });

  it("a time taken meanwhile answers 409 with the next free times and writes nothing", async () => {
    const [slot] = await onlineTimes(1);
    const first = await enterSession(env, {
      type: COACHING_60,
      slot: slotOf(slot!),
      ...person("Erste Klientin", "erste-klientin@example.de"),
      note: "",
      early_start: true,
    });
    expect(first.ok).toBe(true);
    const second = await enterSession(env, {
      type: COACHING_60,
      slot: slotOf(slot!),
      ...person("Zweite Klientin", "zweite-klientin@example.de"),
      note: "",
      early_start: true,
    });
    expect(second).toMatchObject({ ok: false, status: 409, field: "slot" });
    if (second.ok) return;
    expect(second.next?.length).toBeGreaterThan(0);
    expect(second.next![0]!.startMs).toBeGreaterThan(slotOf(slot!).startMs);
    expect(second.text).toContain("Nächste freie Zeiten");
    expect(await bookingsOf("zweite-klientin@example.de")).toEqual([]);
  });

  it("through the page's action: 409 with the next times beside the field and the sent values; the audit trail names it", async () => {
    const [slot] = await onlineTimes(1);
    const form = {
      intent: "enter",
      type: COACHING_60,
      slot: slot!,
      full_name: "Dora Direkt",
      email: "dora-direkt@example.de",
      early_start: "on",
    };
    const done = await callRoute(termine.action, post("/admin/termine", form, cookie));
    expect(done.status).toBe(200);
    expect(await bookingsOf("dora-direkt@example.de")).toEqual([{ id: expect.any(String), status: "confirmed" }]);
    const again = await callRoute(
      termine.action,
      post("/admin/termine", { ...form, full_name: "Ella Zuspaet", email: "ella-zuspaet@example.de" }, cookie),
    );
    expect(again.status).toBe(409);
    const body = again.body as {
      ok: boolean;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
    };
    expect(body.ok).toBe(false);
    expect(body.fieldErrors.slot).toMatch(/inzwischen vergeben\. Nächste freie Zeiten: .+, \d\d:\d\d/);
    expect(body.values).toMatchObject({ full_name: "Ella Zuspaet", intent: "enter" });
    expect(await bookingsOf("ella-zuspaet@example.de")).toEqual([]);
    const trail = await env.DB.prepare(
      "SELECT action, outcome FROM audit_log WHERE actor_id = ? AND action = 'termine enter' ORDER BY rowid",
    )
      .bind(profileId)
      .all<{ action: string; outcome: string }>();
    expect(trail.results.slice(-2).map((entry) => entry.outcome)).toEqual(["ok", "failed"]);
  });

  it("refuses bad input beside its field (422) and a paid session in the withdrawal period without the early-start request (400)", async () => {
    const bad = await callRoute(
      termine.action,
      post(
        "/admin/termine",
        { intent: "enter", type: COACHING_60, slot: "morgen", full_name: "X1", email: "nope" },
        cookie,
      ),
    );
    expect(bad.status).toBe(422);
    const badBody = bad.body as { fieldErrors: Record<string, string> };
    expect(Object.keys(badBody.fieldErrors).sort()).toEqual(["email", "full_name", "slot"]);
    const [slot] = await onlineTimes(1);
    const withoutRequest = await enterSession(env, {
      type: COACHING_60,
      slot: slotOf(slot!),
      ...person("Frida Frist", "frida-frist@example.de"),
      note: "",
      early_start: false,
    });
    expect(withoutRequest).toMatchObject({ ok: false, status: 400, field: "early_start" });
    expect(await bookingsOf("frida-frist@example.de")).toEqual([]);
  });

  it("the page loads the chosen kind's free times and the session to move", async () => {
    const page = await callRoute(termine.loader, get(`/admin/termine?eintragen=${COACHING_60}`, cookie));
    expect(page.status).toBe(200);
    const body = page.body as { desk: { enter: { times: { value: string }[] } | null } };
    expect(body.desk.enter?.times.length).toBeGreaterThan(0);
  });
});

describe("moving a session for a client", () => {
  it("moves it to another free time with the client's e-mail in the coach's words, and 409 with next times for a taken one", async () => {
    const [first, second, third] = await onlineTimes(3);
    const entered = await enterSession(env, {
      type: COACHING_60,
      slot: slotOf(first!),
      ...person("Greta Verlegt", "greta-verlegt@example.de"),
      note: "",
      early_start: true,
    });
    const other = await enterSession(env, {
      type: COACHING_60,
      slot: slotOf(third!),
      ...person("Hanna Belegt", "hanna-belegt@example.de"),
      note: "",
      early_start: true,
    });
    if (!entered.ok || !other.ok) throw new Error("entry refused");
    const taken = await callRoute(
      termine.action,
      post("/admin/termine", { intent: "move", id: entered.bookingId, slot: third! }, cookie),
    );
    expect(taken.status).toBe(409);
    const moved = await callRoute(
      termine.action,
      post("/admin/termine", { intent: "move", id: entered.bookingId, slot: second! }, cookie),
    );
    expect(moved.status).toBe(200);
    const row = await bookingWithEvent(env, entered.bookingId);
    const start = slotOf(second!).startMs;
    expect(row!.event.start_time).toBe(
      new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", hour: "2-digit", minute: "2-digit" }).format(start),
    );
    const mails = await mailsOf(entered.bookingId);
    // The client's e-mail, and no notice to the coach of her own move.
    expect(mails.map((mail) => mail.kind)).toEqual(["booking-status", "session-moved"]);
    expect(mails[1]!.payload).toContain("ich habe deinen Termin");
  });
});

describe("packages and credits for a client", () => {
  it("gives a package at its price, confirmed at once with its invoice; extra credits only for a confirmed one", async () => {
    const refused = await givePackage(env, {
      package: FIVE,
      ...person("Ina Paket", "ina-paket@example.de"),
    });
    // 630 € needs the invoice's address.
    expect(refused).toMatchObject({ ok: false, status: 422, field: "billing_street" });
    const given = await givePackage(env, {
      package: FIVE,
      ...person("Ina Paket", "ina-paket@example.de"),
      billing_street: "Lindenweg 3",
      billing_postcode: "38100",
      billing_city: "Braunschweig",
    });
    expect(given.ok).toBe(true);
    if (!given.ok) return;
    const row = await bookingWithEvent(env, given.bookingId);
    expect(row!.booking.status).toBe("confirmed");
    expect(await packageCredits(env, row!.event.id, "confirmed")).toMatchObject({ total: 5, left: 5, state: "usable" });
    expect((await mailsOf(given.bookingId)).map((mail) => mail.kind)).toEqual(["booking-status"]);

    const added = await callRoute(
      termine.action,
      post("/admin/termine", { intent: "credits", id: given.bookingId, credits: "2" }, cookie),
    );
    expect(added.status).toBe(200);
    expect(await packageCredits(env, row!.event.id, "confirmed")).toMatchObject({ total: 7, left: 7 });
    const tooMany = await callRoute(
      termine.action,
      post("/admin/termine", { intent: "credits", id: given.bookingId, credits: "50" }, cookie),
    );
    expect(tooMany.status).toBe(422);
    // Not a package's booking: refused, nothing changed.
    const session = (await bookingsOf("carla-eingetragen@example.de"))[0]!;
    expect(await addCredits(env, session.id, 1)).toMatchObject({ ok: false, status: 404 });
    expect(await packageCredits(env, row!.event.id, "confirmed")).toMatchObject({ total: 7 });
  });
});
