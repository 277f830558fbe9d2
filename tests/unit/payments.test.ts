import { env } from "cloudflare:test";
import { DEFAULT_BUSINESS_SETTINGS } from "../../app/features/core/business/settings";
import { describe, expect, it } from "vitest";
import { brand } from "../../app/config/brand";
import { epcAmount, epcPayload } from "../../app/features/core/payments/epc";
import { decode, decodeSvg } from "./qr-decode";
import { girocodeSvg, paymentInstructions, transferReference } from "../../app/features/core/payments/instructions";
import {
  openAmountsByCurrency,
  parseEuroCents,
  paymentInsertSql,
  paymentsOf,
  recordPayment,
} from "../../app/features/core/payments/payments.server";
import { recordProviderRefund } from "../../app/features/core/payments/refunds.server";
import { withdraw } from "../../app/features/core/booking/transitions.server";
import { eq } from "drizzle-orm";
import { paymentState } from "../../app/features/core/payments/state";
import { getDb, schema } from "../../app/lib/db.server";
import { insertEvent } from "./booking-fixtures";

describe("EPC QR code (GiroCode, EPC069-12)", () => {
  const transfer = {
    recipient: "Johanna Lindner",
    iban: "DE02 1203 0000 0000 2020 51",
    bic: "BYLADEM1001",
    amountCents: 8970,
    currency: "EUR",
    remittance: "Buchung 1A2B3C4D",
  };

  it("lays out the payload line by line and the scanned code reads back exactly that", () => {
    const payload = epcPayload(transfer);
    expect(payload).not.toBeNull();
    const decoded = decode(payload!);
    expect(decoded).toBe(payload);
    expect(decoded!.split("\n")).toEqual([
      "BCD",
      "002",
      "1",
      "SCT",
      "BYLADEM1001",
      "Johanna Lindner",
      "DE02120300000000202051",
      "EUR89.70",
      "",
      "",
      "Buchung 1A2B3C4D",
    ]);
  });

  it("keeps umlauts intact (character set 1 is UTF-8)", () => {
    const payload = epcPayload({ ...transfer, recipient: "Jörg Müßig" })!;
    expect(decode(payload)!.split("\n")[5]).toBe("Jörg Müßig");
  });

  it("writes amounts from cents without floating point", () => {
    expect(epcAmount(1)).toBe("EUR0.01");
    expect(epcAmount(14900)).toBe("EUR149.00");
    expect(epcAmount(30)).toBe("EUR0.30");
    expect(epcAmount(99_999_999_999)).toBe("EUR999999999.99");
  });

  it("gives no QR code for CHF or USD, a zero amount or one beyond the EPC maximum", () => {
    expect(epcPayload({ ...transfer, currency: "CHF" })).toBeNull();
    expect(epcPayload({ ...transfer, currency: "USD" })).toBeNull();
    expect(epcPayload({ ...transfer, amountCents: 0 })).toBeNull();
    expect(epcPayload({ ...transfer, amountCents: 100_000_000_000 })).toBeNull();
  });
});

describe("payment instructions", () => {
  const id = "1a2b3c4d-0000-4000-8000-000000000000";

  it("shows amount, recipient, IBAN, BIC and the booking reference, with a QR code for EUR", () => {
    const info = paymentInstructions({ id, total_cents: 14900, currency: "EUR" }, DEFAULT_BUSINESS_SETTINGS)!;
    expect(info).toMatchObject({
      amount: "149,00 EUR",
      recipient: brand.payment.recipient,
      iban: "DE02 1203 0000 0000 2020 51",
      bic: brand.payment.bic,
      reference: "Buchung 1A2B3C4D",
    });
    expect(transferReference(id)).toBe("Buchung 1A2B3C4D");
    // The picture the visitor scans says exactly this booking's transfer.
    const svg = girocodeSvg(info.epc!, "GiroCode für die Überweisung");
    expect(svg).toMatch(/^<svg [^>]*role="img" aria-label="GiroCode für die Überweisung"/);
    expect(decodeSvg(svg)).toBe(
      epcPayload({
        recipient: brand.payment.recipient,
        iban: brand.payment.iban,
        bic: brand.payment.bic,
        amountCents: 14900,
        currency: "EUR",
        remittance: "Buchung 1A2B3C4D",
      }),
    );
    expect(info.paypalUrl).toBe(`${brand.payment.paypalMe}/149.00EUR`);
  });

  it("asks for nothing when nothing is owed (a free booking)", () => {
    expect(paymentInstructions({ id, total_cents: 0, currency: "EUR" }, DEFAULT_BUSINESS_SETTINGS)).toBeNull();
  });

  it("gives CHF bookings the bank details without a QR code", () => {
    const info = paymentInstructions({ id, total_cents: 5980, currency: "CHF" }, DEFAULT_BUSINESS_SETTINGS)!;
    expect(info.amount).toBe("59,80 CHF");
    expect(info.iban).toBe("DE02 1203 0000 0000 2020 51");
    expect(info.epc).toBeNull();
  });
});

describe("recording payments (D1)", () => {
  async function booking(overrides: Partial<typeof schema.bookings.$inferInsert> = {}) {
    const event = await insertEvent({ price_cents: 4950 });
    const [row] = await getDb(env)
      .insert(schema.bookings)
      .values({
        event_id: event.id,
        full_name: "Mara Sommer",
        email: `mara-${crypto.randomUUID()}@example.de`,
        num_tickets: 2,
        total_price: 99,
        total_cents: 9900,
        currency: "EUR",
        status: "confirmed",
        ...overrides,
      })
      .returning();
    return row!;
  }
  const input = (amount = "") => ({ paid_on: "2026-11-20", method: "transfer" as const, amount, note: "" });
  const openOf = async (currency: string) =>
    (await openAmountsByCurrency(env)).find((row) => row.currency === currency)?.openCents ?? 0;

  it("records a partial amount, then the rest, and refuses more than is open", async () => {
    const row = await booking();
    expect(await recordPayment(env, row.id, input("40,5"))).toEqual({ ok: true, amountCents: 4050, currency: "EUR" });
    expect(paymentState(9900, (await paymentsOf(env, [row.id])).get(row.id)!.paidCents)).toBe("partial");
    expect(await recordPayment(env, row.id, input("60"))).toEqual({ ok: false, reason: "too_much" });
    expect(await recordPayment(env, row.id, input())).toEqual({ ok: true, amountCents: 5850, currency: "EUR" });
    expect((await paymentsOf(env, [row.id])).get(row.id)).toEqual({ paidCents: 9900, lastPaidOn: "2026-11-20" });
    expect(await recordPayment(env, row.id, input())).toEqual({ ok: false, reason: "nothing_open" });
  });

  it("records 'bezahlt' once when the coach clicks twice at the same time", async () => {
    const row = await booking();
    const results = await Promise.all([recordPayment(env, row.id, input()), recordPayment(env, row.id, input())]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect((await paymentsOf(env, [row.id])).get(row.id)?.paidCents).toBe(9900);
  });

  it("lowers the open amount per currency when a booking is paid; a cancelled booking owes only its fee", async () => {
    const chf = await booking({ currency: "CHF", total_cents: 12345 });
    await booking({ status: "cancelled", cancellation_fee_cents: 0, currency: "CHF" });
    await booking({ status: "pending", currency: "CHF" });
    const before = await openOf("CHF");
    expect(before).toBeGreaterThanOrEqual(12345);
    await recordPayment(env, chf.id, input("100"));
    expect(await openOf("CHF")).toBe(before - 10000);
  });

  it("counts what stays received: payments less the refunds recorded against the booking (paymentsOf, the state, a withdrawal's refund due)", async () => {
    const transfer = await booking();
    await recordPayment(env, transfer.id, input());
    expect((await paymentsOf(env, [transfer.id])).get(transfer.id)?.paidCents).toBe(9900);
    // A part paid back by hand (a transfer back, payment_ref NULL).
    await getDb(env).insert(schema.refunds).values({
      booking_id: transfer.id,
      amount_cents: 4000,
      currency: "EUR",
      method: "transfer",
      payment_ref: null,
      refunded_on: "2026-11-22",
    });
    const after = (await paymentsOf(env, [transfer.id])).get(transfer.id)!;
    expect(after).toEqual({ paidCents: 5900, lastPaidOn: "2026-11-20" });
    expect(paymentState(9900, after.paidCents)).toBe("partial");

    // Paid online and refunded in full through the provider: nothing stays received.
    const online = await booking();
    await getDb(env).run(
      paymentInsertSql({
        bookingId: online.id,
        amountCents: 9900,
        method: "provider",
        paidOn: "2026-11-20",
        providerRef: `pi_${online.id}`,
      }),
    );
    expect(await recordProviderRefund(env, `pi_${online.id}`, 9900, "2026-11-23")).toBe(9900);
    const both = await paymentsOf(env, [transfer.id, online.id]);
    expect(both.get(online.id)?.paidCents).toBe(0);
    expect(both.get(transfer.id)?.paidCents).toBe(5900);

    // A withdrawal afterwards owes back only what is still received.
    const result = await withdraw(env, transfer.id);
    expect(result.ok).toBe(true);
    const [row] = await getDb(env)
      .select({ refund: schema.bookings.refund_due_cents })
      .from(schema.bookings)
      .where(eq(schema.bookings.id, transfer.id));
    expect(row?.refund).toBe(5900);
  });

  it("parses euro amounts exactly", () => {
    expect(parseEuroCents("0,1")).toBe(10);
    expect(parseEuroCents("29.90")).toBe(2990);
    expect(parseEuroCents("1234567,89")).toBe(123456789);
  });
});
