import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  invoiceNumber,
  issueInvoice,
  type InvoiceDraft,
  type InvoiceKind,
} from "../../app/features/core/invoices/numbering.server";
import { insertEvent } from "./booking-fixtures";

/** Invoice numbers: consecutive, never reused, even when 50 confirmations arrive at once. */
const NOW = new Date("2031-03-01T10:00:00Z"); // a year no other test numbers invoices in

async function bookings(n: number): Promise<string[]> {
  const event = await insertEvent({ max_attendees: 100 });
  const ids = Array.from({ length: n }, () => crypto.randomUUID());
  await env.DB.batch(
    ids.map((id, k) =>
      env.DB.prepare(
        `INSERT INTO klarsinn_booking (id, event_id, full_name, email, num_tickets, total_price, total_cents, currency, status)
         VALUES (?, ?, 'Gast', ?, 1, 29.9, 2990, 'EUR', 'confirmed')`,
      ).bind(id, event.id, `gast${k}-${id}@example.de`),
    ),
  );
  return ids;
}

/** A minimal draft: numbering does not look at the content. */
const draft = (bookingId: string, kind: InvoiceKind = "invoice"): InvoiceDraft => ({
  bookingId,
  kind,
  grossCents: kind === "cancellation" ? -2990 : 2990,
  netCents: kind === "cancellation" ? -2513 : 2513,
  vatCents: kind === "cancellation" ? -477 : 477,
  vatRateBp: 1900,
  refersTo: null,
  snapshot: {} as InvoiceDraft["snapshot"],
});

const numbersOf = async (year: number) =>
  (
    await env.DB.prepare("SELECT number FROM klarsinn_invoice WHERE number LIKE ? ORDER BY number")
      .bind(`${year}-%`)
      .all<{ number: string }>()
  ).results.map((r) => r.number);

describe("invoice numbering", () => {
  it("gives 50 concurrent confirmations 50 consecutive numbers, no gap, no duplicate", async () => {
    const ids = await bookings(50);
    const results = await Promise.all(ids.map((id) => issueInvoice(env, draft(id), NOW)));
    expect(results.every((r) => r?.issuedNow)).toBe(true);
    const expected = Array.from({ length: 50 }, (_, k) => invoiceNumber(2031, k + 1));
    expect(await numbersOf(2031)).toEqual(expected);
    expect(new Set(results.map((r) => r!.number)).size).toBe(50);
  });

  it("issues nothing new for a repeated confirmation and never advances the counter for it", async () => {
    const [id, next] = await bookings(2);
    const first = await issueInvoice(env, draft(id!), new Date("2032-01-05T09:00:00Z"));
    const again = await issueInvoice(env, draft(id!), new Date("2032-01-05T09:00:01Z"));
    expect(first).toMatchObject({ number: "2032-0001", issuedNow: true });
    expect(again).toMatchObject({ number: "2032-0001", issuedNow: false });
    // A cancellation invoice is its own document with the next number.
    expect(await issueInvoice(env, draft(id!, "cancellation"), new Date("2032-01-06T09:00:00Z"))).toMatchObject({
      number: "2032-0002",
      issuedNow: true,
    });
    expect((await issueInvoice(env, draft(next!), new Date("2032-01-07T09:00:00Z")))?.number).toBe("2032-0003");
  });

  it("refuses to change an issued invoice", async () => {
    const [id] = await bookings(1);
    const issued = await issueInvoice(env, draft(id!), new Date("2033-02-01T09:00:00Z"));
    await expect(
      env.DB.prepare("UPDATE klarsinn_invoice SET gross_cents = 1 WHERE number = ?").bind(issued!.number).run(),
    ).rejects.toThrow(/immutable/);
  });

  it("control: reading the last number and inserting the next in two steps hands out duplicates", async () => {
    const ids = await bookings(50);
    const year = 2034;
    // The naive way: SELECT MAX, then INSERT. Concurrent requests read the same maximum.
    const naive = async (bookingId: string) => {
      const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM klarsinn_invoice WHERE number LIKE ?")
        .bind(`${year}-%`)
        .first<{ n: number }>();
      await new Promise((resolve) => setTimeout(resolve, 0));
      return env.DB.prepare(
        "INSERT INTO klarsinn_invoice (id, number, booking_id, kind, issued_at, gross_cents, currency) VALUES (?, ?, ?, 'invoice', ?, 2990, 'EUR')",
      )
        .bind(crypto.randomUUID(), invoiceNumber(year, (row?.n ?? 0) + 1), bookingId, new Date().toISOString())
        .run();
    };
    const outcomes = await Promise.allSettled(ids.map(naive));
    const failed = outcomes.filter((o) => o.status === "rejected").length;
    // The unique index catches the collisions: far fewer than 50 invoices were issued.
    expect(failed).toBeGreaterThan(0);
    expect((await numbersOf(year)).length).toBeLessThan(50);
  });
});
