import { createExecutionContext, env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { createBooking } from "../../app/features/core/booking/booking.server";
import { updateEvent, updateEventCapacity } from "../../app/features/core/booking/event-changes.server";
import { cloudflareContext } from "../../app/lib/context";
import { adminMessages } from "../../app/lib/messages.admin";
import * as events from "../../app/routes/admin/events";
import * as profiles from "../../app/routes/admin/profiles";
import * as webContent from "../../app/routes/admin/web-content";
import { callRoute, createProfile, post, sessionCookie, snapshot } from "./admin-helpers";
import { insertEvent, ticketsSold, validFields } from "./booking-fixtures";

const contextWith = (bindings: Env) => {
  const context = new RouterContextProvider();
  context.set(cloudflareContext, {
    env: bindings,
    ctx: createExecutionContext(),
    nonce: "test",
    formKey: crypto.randomUUID(),
  });
  return context;
};
const call = (fn: unknown, request: Request, bindings: Env = env) =>
  callRoute(fn, request, { context: contextWith(bindings) });

const booker = (tickets: number) => ({
  full_name: validFields.full_name,
  email: validFields.email,
  phone: "",
  num_tickets: tickets,
  early_start: true,
});

/** A booking whose address is confirmed (no hold that could run out): its seats are taken for good. */
async function bookConfirmed(eventId: string, tickets: number) {
  await env.DB.prepare(
    "INSERT INTO klarsinn_booking (id, event_id, full_name, email, num_tickets, total_price, currency, status) VALUES (?, ?, 'Gast', ?, ?, 10, 'EUR', 'confirmed')",
  )
    .bind(crypto.randomUUID(), eventId, `gast-${crypto.randomUUID().slice(0, 8)}@example.de`, tickets)
    .run();
}

let admin = "";
beforeAll(async () => {
  admin = await sessionCookie(await createProfile("eingabe-admin@example.de", true));
});

const eventForm = (overrides: Record<string, string> = {}) => ({
  intent: "create",
  title: "Klarheit im Wandel",
  description: "Ein Tag für deine nächsten Schritte.",
  category: "Workshop",
  event_date: "2099-03-14",
  start_time: "10:00",
  end_time: "16:00",
  location: "Klarsinn Studio, Braunschweig",
  image_url: "",
  max_attendees: "12",
  price: "149",
  currency: "EUR",
  ...overrides,
});

describe("admin create under a unique-constraint race", () => {
  it("profiles: concurrent creates of one address give one profile and 409s with a German message, no 500", async () => {
    const form = { intent: "create", email: "zeitgleich@example.de", password: "ein-langes-passwort" };
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => call(profiles.action, post("/admin/profiles", form, admin))),
    );
    const statuses = outcomes.map((o) => o.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    for (const refused of outcomes.filter((o) => o.status === 409)) {
      expect(refused.body).toMatchObject({ ok: false, fieldErrors: { email: adminMessages.profiles.emailTaken } });
    }
    const rows = await env.DB.prepare("SELECT id FROM profiles WHERE email = 'zeitgleich@example.de'").all();
    expect(rows.results).toHaveLength(1);
    const credentials = await env.DB.prepare(
      "SELECT c.profile_id FROM credentials c JOIN profiles p ON p.id = c.profile_id WHERE p.email = 'zeitgleich@example.de'",
    ).all();
    expect(credentials.results).toHaveLength(1);
  });

  it("web content: concurrent creates of one key give one row and 409s", async () => {
    const form = {
      intent: "create",
      page: "home",
      section: "hero",
      content_key: "gleichzeitig",
      content_de: "Hallo",
      content_en: "Hello",
    };
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => call(webContent.action, post("/admin/web-content", form, admin))),
    );
    expect(outcomes.map((o) => o.status).sort()).toEqual([200, 409, 409, 409]);
    expect(outcomes.find((o) => o.status === 409)?.body).toMatchObject({
      toast: { text: adminMessages.webContent.duplicate },
    });
  });
});

describe("admin event fields are bounded", () => {
  const refused: [string, Record<string, string>, string][] = [
    ["a price above the upper bound", { price: "10000.01" }, "price"],
    ["an absurd price", { price: "1e12" }, "price"],
    ["a price with a fraction of a cent", { price: "19.999" }, "price"],
    ["a capacity above the upper bound", { max_attendees: "5001" }, "max_attendees"],
    ["31 February", { event_date: "2099-02-31" }, "event_date"],
    ["30 February in a leap year", { event_date: "2096-02-30" }, "event_date"],
    ["month 13", { event_date: "2099-13-01" }, "event_date"],
    ["year 9999", { event_date: "9999-01-01" }, "event_date"],
    ["a time that is not a time", { start_time: "25:00" }, "start_time"],
    ["a NUL in the title", { title: "Klar\u0000heit" }, "title"],
    ["an escape sequence in the title", { title: "Klar\u001b[31mheit" }, "title"],
    ["a right-to-left override in the title", { title: "Klar\u202eheit" }, "title"],
    ["a line break in the place", { location: "Studio\nBraunschweig" }, "location"],
    ["a C1 control in the place", { location: "Studio\u0085Braunschweig" }, "location"],
  ];

  for (const [what, overrides, field] of refused) {
    it(`refuses ${what} with 422 and a German field message, writing nothing`, async () => {
      const before = await snapshot();
      const outcome = await call(events.action, post("/admin/events", eventForm(overrides), admin));
      expect(outcome.status).toBe(422);
      const body = outcome.body as { fieldErrors: Record<string, string> };
      expect(Object.keys(body.fieldErrors)).toEqual([field]);
      expect(body.fieldErrors[field]).toMatch(/[äöüß]|Bitte|Wert/);
      expect(await snapshot()).toBe(before);
    });
  }

  it("accepts the bounds themselves, a leap day, umlauts, emoji and line breaks in the description", async () => {
    const outcome = await call(
      events.action,
      post(
        "/admin/events",
        eventForm({
          title: "Glück 🌱 – Ärger loslassen",
          description: "Zeile eins\nZeile zwei\r\n\tEingerückt",
          event_date: "2096-02-29",
          price: "10000",
          max_attendees: "5000",
          start_time: "23:59",
        }),
        admin,
      ),
    );
    expect(outcome.status).toBe(200);
    const row = await env.DB.prepare(
      "SELECT price, max_attendees, description FROM klarsinn_events WHERE event_date = '2096-02-29'",
    ).first();
    expect(row).toEqual({ price: 10000, max_attendees: 5000, description: "Zeile eins\nZeile zwei\r\n\tEingerückt" });
  });
});

/**
 * A D1 binding that runs `hook` once, right after the first statement touching the bookings table
 * has answered: a booking arriving between a capacity check and the write that relies on it.
 */
function withBookingInBetween(hook: () => Promise<unknown>): D1Database {
  const real = env.DB;
  const REAL = Symbol("real statement");
  let fired = false;
  const after = async <T>(sql: string, answer: Promise<T>): Promise<T> => {
    const result = await answer;
    if (!fired && sql.includes("klarsinn_booking")) {
      fired = true;
      await hook();
    }
    return result;
  };
  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement =>
    ({
      [REAL]: statement,
      bind: (...values: unknown[]) => wrap(statement.bind(...values), sql),
      first: (column?: string) => after(sql, column ? statement.first(column) : statement.first()),
      run: () => after(sql, statement.run()),
      all: () => after(sql, statement.all()),
      raw: (options?: { columnNames?: boolean }) =>
        after(sql, options?.columnNames ? statement.raw({ columnNames: true }) : statement.raw()),
    }) as unknown as D1PreparedStatement;
  const sqlOf = new WeakMap<object, string>();
  return {
    prepare: (sql: string) => {
      const statement = wrap(real.prepare(sql), sql);
      sqlOf.set(statement, sql);
      return statement;
    },
    batch: (statements: D1PreparedStatement[]) =>
      after(
        statements.map((s) => sqlOf.get(s) ?? "klarsinn_booking").join(";"),
        real.batch(statements.map((s) => (s as unknown as Record<symbol, D1PreparedStatement>)[REAL]!)),
      ),
    exec: (sql: string) => real.exec(sql),
    dump: () => real.dump(),
    withSession: () => real.withSession(),
  } as unknown as D1Database;
}

describe("event capacity is checked inside the UPDATE", () => {
  it("a booking landing while the coach lowers the capacity cannot overbook the event", async () => {
    const event = await insertEvent({ max_attendees: 10 });
    for (let i = 0; i < 4; i++) await bookConfirmed(event.id, 2);
    // 8 of 10 taken. The coach saves 9 seats; meanwhile a visitor books the last 2.
    let lateBooking: unknown;
    const racing = {
      ...env,
      DB: withBookingInBetween(async () => {
        lateBooking = await createBooking(env, event.id, booker(2));
      }),
    };
    const outcome = await call(
      events.action,
      post("/admin/events", { ...eventForm({ max_attendees: "9" }), intent: "update", id: event.id }, admin),
      racing,
    );
    expect(lateBooking).toBeDefined();
    const capacity = await env.DB.prepare("SELECT max_attendees AS n FROM klarsinn_events WHERE id = ?")
      .bind(event.id)
      .first<number>("n");
    expect(await ticketsSold(event.id)).toBeLessThanOrEqual(capacity!);
    // Exactly one of the two won: either the coach's 9 seats (and the booking was refused) or the booking.
    expect([outcome.status, (lateBooking as { ok: boolean }).ok]).toEqual([200, false]);
  });

  it("refuses a capacity below the booked tickets with 422 and the number, changing nothing", async () => {
    const event = await insertEvent({ max_attendees: 10 });
    await bookConfirmed(event.id, 3);
    const before = await snapshot();
    const outcome = await call(
      events.action,
      post("/admin/events", { ...eventForm({ max_attendees: "2" }), intent: "update", id: event.id }, admin),
    );
    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({ fieldErrors: { max_attendees: adminMessages.events.belowBooked(3) } });
    expect(await snapshot()).toBe(before);
  });

  it("says whether the capacity rose (the hook for a waiting list)", async () => {
    const event = await insertEvent({ max_attendees: 10 });
    await bookConfirmed(event.id, 4);
    expect(await updateEventCapacity(env, event.id, 12)).toEqual({
      ok: true,
      capacityRaised: true,
      previousCapacity: 10,
      capacity: 12,
    });
    expect(await updateEventCapacity(env, event.id, 12)).toMatchObject({ ok: true, capacityRaised: false });
    expect(await updateEventCapacity(env, event.id, 4)).toMatchObject({ ok: true, capacityRaised: false });
    expect(await updateEventCapacity(env, event.id, 3)).toEqual({ ok: false, reason: "below_booked", taken: 4 });
    expect(await updateEvent(env, crypto.randomUUID(), { max_attendees: 5 })).toEqual({
      ok: false,
      reason: "not_found",
    });
  });
});

describe("admin search beyond D1's 50-byte LIKE pattern limit", () => {
  it("finds a row by 40 umlauts (80 bytes) and treats %, _ and \\ literally", async () => {
    const umlauts = "ä".repeat(40);
    await env.DB.prepare("INSERT INTO profiles (id, email, last_name) VALUES (?, 'umlaut@example.de', ?)")
      .bind(crypto.randomUUID(), `Frau ${umlauts} 100%_\\`)
      .run();
    const search = async (q: string) => {
      const outcome = await call(
        profiles.loader,
        new Request(`http://127.0.0.1:8804/admin/profiles?q=${encodeURIComponent(q)}`, { headers: { Cookie: admin } }),
      );
      const body = outcome.body as { rows: { email: string }[]; error: string | null };
      expect(body.error).toBeNull();
      return body.rows.map((row) => row.email);
    };
    expect(await search(umlauts)).toEqual(["umlaut@example.de"]);
    expect(await search("100%_\\")).toEqual(["umlaut@example.de"]);
    expect(await search("FRAU ÄÄ".toLowerCase())).toEqual(["umlaut@example.de"]);
    expect(await search("100__")).toEqual([]);
  });
});
