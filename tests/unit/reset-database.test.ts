import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { changeBookingStatus } from "../../app/features/core/booking/transitions.server";
import { countRows, insertBooking, insertEvent } from "./booking-fixtures";
import { resetDatabase } from "./reset-database";

// The reset every file starts with (tests/unit/setup.ts): what one file wrote must not reach the next,
// whichever of its two ways it takes, and the database's own rules must hold afterwards.

const objects = async () =>
  (
    await env.DB.prepare(
      "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' AND name NOT LIKE '\\_cf\\_%' ESCAPE '\\' ORDER BY type, name",
    ).all()
  ).results;

async function writeAnInvoicedBooking() {
  const event = await insertEvent({ price_cents: 4900 });
  const booking = await insertBooking(event.id, "Greta Hansen", { status: "pending", priceCents: 4900 });
  expect(await changeBookingStatus(env, booking.id, "confirmed", new Date("2040-03-10T09:30:00Z"))).toBe(true);
  expect(await countRows("klarsinn_invoice", "booking_id = ?", booking.id)).toBe(1);
}

describe("the database between test files", () => {
  it("with the schema unchanged: every row is gone, an issued invoice too, and invoices are undeletable again", async () => {
    const migrated = await objects();
    const applied = await countRows("d1_migrations");
    expect(applied).toBeGreaterThan(30);
    await writeAnInvoicedBooking();

    await resetDatabase();

    for (const table of ["klarsinn_events", "klarsinn_booking", "klarsinn_invoice", "mail_outbox"])
      expect(await countRows(table), table).toBe(0);
    expect(await countRows("d1_migrations")).toBe(applied);
    expect(await objects()).toEqual(migrated);
    await writeAnInvoicedBooking();
    await expect(env.DB.prepare("DELETE FROM klarsinn_invoice").run()).rejects.toThrow(/invoices are immutable/);
  });

  it("with the schema changed: the extra table is dropped and the migrated schema is back", async () => {
    const migrated = await objects();
    await env.DB.prepare("CREATE TABLE left_behind (id INTEGER PRIMARY KEY)").run();
    await env.DB.prepare("DROP TRIGGER klarsinn_invoice_undeletable").run();
    await writeAnInvoicedBooking();

    await resetDatabase();

    expect(await objects()).toEqual(migrated);
    expect(await countRows("klarsinn_invoice")).toBe(0);
    await writeAnInvoicedBooking();
    await expect(env.DB.prepare("DELETE FROM klarsinn_invoice").run()).rejects.toThrow(/invoices are immutable/);
  });
});
