import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { changeBookingStatus } from "../../app/features/core/booking/transitions.server";
import { messages } from "../../app/lib/messages";
import * as bookings from "../../app/routes/admin/bookings";
import * as bookingsCsv from "../../app/routes/admin/bookings[.]csv";
import * as dashboard from "../../app/routes/admin/dashboard";
import * as events from "../../app/routes/admin/events";
import { callRoute, createProfile, get, post, sessionCookie } from "./admin-helpers";
import { insertEvent } from "./booking-fixtures";

/** The coach's side of getting paid, through the real route actions and loaders. */
const call = (fn: unknown, request: Request) => callRoute(fn, request);
const pm = messages.payment.admin;

let cookie = "";
let visitorCookie = "";
beforeAll(async () => {
  cookie = await sessionCookie(await createProfile("zahlung-admin@example.de", true));
  visitorCookie = await sessionCookie(await createProfile("zahlung-gast@example.de", false));
});

async function confirmedBooking(totalCents = 9900) {
  const event = await insertEvent({ price_cents: totalCents });
  const id = crypto.randomUUID();
  await env.DB.prepare(
    `INSERT INTO klarsinn_booking (id, event_id, full_name, email, num_tickets, total_price, total_cents, currency, status)
     VALUES (?, ?, 'Lena Brandt', ?, 1, ?, ?, 'EUR', 'confirmed')`,
  )
    .bind(id, event.id, `lena-${id}@example.de`, totalCents / 100, totalCents)
    .run();
  return id;
}
const paymentsOf = async (id: string) =>
  (
    await env.DB.prepare("SELECT amount_cents, method, paid_on FROM klarsinn_payment WHERE booking_id = ?")
      .bind(id)
      .all()
  ).results;

describe("admin: recording a payment", () => {
  it("marks a booking paid with the whole open amount and shows it in the paid filter", async () => {
    const id = await confirmedBooking();
    const answer = await call(
      bookings.action,
      post("/admin/bookings", { intent: "pay", id, paid_on: "2026-11-20", method: "paypal" }, cookie),
    );
    expect(answer).toMatchObject({ status: 200, body: { ok: true, toast: pm.recorded("99,00 EUR") } });
    expect(await paymentsOf(id)).toEqual([{ amount_cents: 9900, method: "paypal", paid_on: "2026-11-20" }]);
    const list = await call(bookings.loader, get("/admin/bookings?payment=paid&q=lena-", cookie));
    const rows = (list.body as { rows: { id: string; payment: string }[] }).rows;
    expect(rows.find((row) => row.id === id)?.payment).toBe("paid");
    const open = await call(bookings.loader, get("/admin/bookings?payment=open&q=lena-", cookie));
    expect((open.body as { rows: { id: string }[] }).rows.some((row) => row.id === id)).toBe(false);
  });

  it("answers bad input with a German message and 4xx, recording nothing", async () => {
    const id = await confirmedBooking();
    const cases: Record<string, string>[] = [
      { intent: "pay", id, paid_on: "gestern", method: "transfer" },
      { intent: "pay", id, paid_on: "2026-11-20", method: "bitcoin" },
      { intent: "pay", id, paid_on: "2026-11-20", method: "transfer", amount: "-5" },
      { intent: "pay", id, paid_on: "2026-11-20", method: "transfer", amount: "12,345" },
    ];
    for (const form of cases) {
      const answer = await call(bookings.action, post("/admin/bookings", form, cookie));
      expect(answer.status, JSON.stringify(form)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    const tooMuch = await call(
      bookings.action,
      post("/admin/bookings", { intent: "pay", id, paid_on: "2026-11-20", method: "cash", amount: "100" }, cookie),
    );
    expect(tooMuch).toMatchObject({ status: 409, body: { ok: false, toast: { title: pm.error, text: pm.tooMuch } } });
    expect(await paymentsOf(id)).toEqual([]);
  });

  it("lets only an admin record payments", async () => {
    const id = await confirmedBooking();
    const form = { intent: "pay", id, paid_on: "2026-11-20", method: "transfer" };
    const anonymous = await call(bookings.action, post("/admin/bookings", form));
    const visitor = await call(bookings.action, post("/admin/bookings", form, visitorCookie));
    expect(anonymous.status).toBeGreaterThanOrEqual(300);
    expect(visitor.status).toBeGreaterThanOrEqual(300);
    expect(await paymentsOf(id)).toEqual([]);
  });

  it("drops the dashboard's open EUR amount by the payment", async () => {
    const id = await confirmedBooking(4321);
    const openEur = async () => {
      const answer = await call(dashboard.loader, get("/admin/dashboard", cookie));
      const amounts = (answer.body as { stats: { openAmounts: string[] } }).stats.openAmounts;
      return amounts.find((a) => a.endsWith("EUR")) ?? "";
    };
    const before = await openEur();
    await call(
      bookings.action,
      post(
        "/admin/bookings",
        { intent: "pay", id, paid_on: "2026-11-20", method: "transfer", amount: "43,21" },
        cookie,
      ),
    );
    const after = await openEur();
    const cents = (text: string) => Number(text.replace(/[^\d]/g, ""));
    expect(cents(before) - cents(after)).toBe(4321);
  });
});

describe("admin: event prices in cents", () => {
  it("stores the euros the coach types as integer cents", async () => {
    const title = `Preisprobe ${crypto.randomUUID()}`;
    const answer = await call(
      events.action,
      post(
        "/admin/events",
        {
          intent: "create",
          title,
          description: "Ein Abend für dich.",
          category: "Workshop",
          event_date: "2099-05-01",
          start_time: "18:00",
          end_time: "20:00",
          location: "Braunschweig",
          max_attendees: "12",
          price: "29.9",
          currency: "EUR",
        },
        cookie,
      ),
    );
    expect(answer.status).toBe(200);
    const row = await env.DB.prepare("SELECT price_cents FROM klarsinn_events WHERE title = ?").bind(title).first();
    expect(row).toEqual({ price_cents: 2990 });
  });
});

describe("admin: the bookings CSV export", () => {
  it("names each booking's invoices for the accounts", async () => {
    const id = await confirmedBooking(8900);
    await env.DB.prepare("UPDATE klarsinn_booking SET status = 'pending' WHERE id = ?").bind(id).run();
    await changeBookingStatus(env, id, "confirmed", new Date("2051-04-01T10:00:00Z"));
    const csv = await call(bookingsCsv.loader, get(`/admin/bookings.csv?q=lena-${id}`, cookie));
    const [head, row] = (csv.body as string).split(/\r?\n/);
    expect(head).toMatch(/;"?Rechnungen"?$/);
    expect(row).toMatch(/;"?Rechnung 2051-0001"?$/);
  });

  it("shows a cancellation fee in euros with two decimals (cents divided once)", async () => {
    const id = await confirmedBooking(8900);
    await env.DB.prepare(
      "UPDATE klarsinn_booking SET status = 'cancelled', cancelled_by = 'visitor', cancelled_at = '2026-11-20T10:00:00Z', cancellation_fee_cents = 4450 WHERE id = ?",
    )
      .bind(id)
      .run();
    const csv = await call(bookingsCsv.loader, get(`/admin/bookings.csv?q=lena-${id}`, cookie));
    const row = (csv.body as string)
      .split(/\r?\n/)
      .find((line) => line.includes(id.slice(0, 8)) || line.includes(`lena-${id}`));
    expect(row).toBeDefined();
    expect(row).toMatch(/;"?44,50"?;"?"?$/);
  });
});
