import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { MONEY_MONTHS, moneyByMonth } from "../../app/features/core/payments/months.server";
import { BOOKINGS, insertBooking, insertEvent } from "./booking-fixtures";

/*
 * The dashboard's money by month, against real local D1: Berlin months (an invoice at 23:30 UTC on
 * 31 October is November's), Stornorechnungen netted, online and transfer apart, refunds, what the
 * month's invoices still leave open, six months and no more, in whole cents.
 */

let invoiceNumber = 0;
async function invoice(bookingId: string, kind: "invoice" | "cancellation", issuedAt: string, grossCents: number) {
  invoiceNumber++;
  await env.DB.prepare(
    "INSERT INTO klarsinn_invoice (id, number, booking_id, kind, issued_at, gross_cents, currency) VALUES (?, ?, ?, ?, ?, ?, 'EUR')",
  )
    .bind(crypto.randomUUID(), `2026-9${String(invoiceNumber).padStart(3, "0")}`, bookingId, kind, issuedAt, grossCents)
    .run();
}
async function payment(bookingId: string, method: string, paidOn: string, cents: number) {
  await env.DB.prepare(
    "INSERT INTO klarsinn_payment (id, booking_id, amount_cents, currency, method, paid_on) VALUES (?, ?, ?, 'EUR', ?, ?)",
  )
    .bind(crypto.randomUUID(), bookingId, cents, method, paidOn)
    .run();
}
async function refund(bookingId: string, refundedOn: string, cents: number) {
  await env.DB.prepare(
    "INSERT INTO klarsinn_refund (id, booking_id, amount_cents, currency, method, refunded_on) VALUES (?, ?, ?, 'EUR', 'provider', ?)",
  )
    .bind(crypto.randomUUID(), bookingId, cents, refundedOn)
    .run();
}

describe("money by month on the dashboard", () => {
  it("counts each amount in its Berlin month, in whole cents, for the last six months only", async () => {
    const event = await insertEvent({ price_cents: 14900 });
    // Invoiced at 23:30 UTC on 31 October: 00:30 on 1 November in Berlin. Paid in full online.
    const online = await insertBooking(event.id, "Nora Online", { priceCents: 14900 });
    await invoice(online.id, "invoice", "2026-10-31T23:30:00.000Z", 14900);
    await payment(online.id, "provider", "2026-11-01", 14900);
    // November: two places, 100,00 € of 298,00 € paid by transfer, so 198,00 € open.
    const transfer = await insertBooking(event.id, "Tom Transfer", { priceCents: 14900, tickets: 2 });
    await invoice(transfer.id, "invoice", "2026-11-10T09:00:00.000Z", 29800);
    await payment(transfer.id, "transfer", "2026-11-12", 10000);
    // October: invoiced, paid by PayPal, then cancelled with a Stornorechnung in November and refunded.
    const cancelled = await insertBooking(event.id, "Carla Storno", { priceCents: 14900, status: "cancelled" });
    await invoice(cancelled.id, "invoice", "2026-10-05T10:00:00.000Z", 14900);
    await payment(cancelled.id, "paypal", "2026-10-06", 14900);
    await invoice(cancelled.id, "cancellation", "2026-11-20T10:00:00.000Z", -14900);
    await refund(cancelled.id, "2026-11-21", 14900);
    // Seven months before November: outside the window.
    const old = await insertBooking(event.id, "Olga Alt", { priceCents: 14900 });
    await invoice(old.id, "invoice", "2026-04-15T10:00:00.000Z", 14900);
    await payment(old.id, "cash", "2026-04-30", 14900);

    const rows = await moneyByMonth(env, new Date("2026-11-27T10:00:00Z"));
    expect(rows).toEqual([
      {
        month: "2026-11",
        currency: "EUR",
        invoicedCents: 14900 + 29800 - 14900,
        onlineCents: 14900,
        transferCents: 10000,
        refundedCents: 14900,
        openCents: 19800,
      },
      {
        month: "2026-10",
        currency: "EUR",
        invoicedCents: 14900,
        onlineCents: 14900,
        transferCents: 0,
        refundedCents: 0,
        // Cancelled without a fee: it owes nothing, whatever was paid and paid back.
        openCents: 0,
      },
    ]);
    // The window: this month and the five before it, June to November, by Berlin's calendar:
    // 00:30 on 1 June in Berlin (22:30 UTC on 31 May) is in, 23:30 on 31 May in Berlin is not.
    expect(MONEY_MONTHS).toBe(6);
    const june = await insertBooking(event.id, "Jana Juni", { priceCents: 14900 });
    await invoice(june.id, "invoice", "2026-05-31T22:30:00.000Z", 14900);
    const may = await insertBooking(event.id, "Mia Mai", { priceCents: 14900 });
    await invoice(may.id, "invoice", "2026-05-31T21:30:00.000Z", 14900);
    const months = await moneyByMonth(env, new Date("2026-11-27T10:00:00Z"));
    expect(months.map((row) => [row.month, row.invoicedCents])).toEqual([
      ["2026-11", 29800],
      ["2026-10", 14900],
      ["2026-06", 14900],
    ]);
    await env.DB.prepare(`DELETE FROM ${BOOKINGS}`).run();
  });
});
