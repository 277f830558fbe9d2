import { env } from "cloudflare:test";
import { extractText } from "unpdf";
import { beforeEach, describe, expect, it } from "vitest";
import { brand } from "../../app/config/brand";
import { DEFAULT_BUSINESS_SETTINGS } from "../../app/features/core/business/settings";
import { handleBookingRequest } from "../../app/features/core/booking/booking.server";
import { formatPrice } from "../../app/lib/money";
import { bookingInvoiceDraft, bookingWithEvent } from "../../app/features/core/invoices/invoices.server";
import { invoicePdf } from "../../app/features/core/invoices/pdf.server";
import {
  formatVoucherCode,
  generateVoucherCode,
  normalizeVoucherCode,
  VOUCHER_ALPHABET,
  voucherAmountCents,
  voucherShareCents,
  voucherValidUntil,
} from "../../app/features/products/vouchers/code";
import { handleVoucherOrder } from "../../app/features/products/voucher-sales/order.server";
import { createPackagePurchase } from "../../app/features/products/packages/purchase.server";
import { seedPackageId, seedStatements } from "../../db/seed-data";
import { voucherPdf } from "../../app/features/products/vouchers/pdf.server";
import {
  deliverDueVouchers,
  listVouchers,
  markVoucherPaid,
  readVoucher,
} from "../../app/features/products/vouchers/vouchers.server";
import { messages } from "../../app/lib/messages";
import { messagesEn } from "../../app/lib/messages.en";
import { BOOKINGS, bookingRequest, countRows, insertEvent, validFields } from "./booking-fixtures";

const VOUCHERS = `${brand.short}_voucher`;
const REDEMPTIONS = `${brand.short}_voucher_redemption`;
const refused = messages.booking.discount.refused;

let ipCounter = 0;
// Every visitor from her own address (CF-Connecting-IP): only the voucher's own rule is tested.
const nextIp = () => `198.51.100.${(++ipCounter % 250) + 1}`;
const book = (eventId: string, fields: Record<string, string>, locale: "de" | "en" = "de") =>
  handleBookingRequest(bookingRequest(eventId, fields, { ip: nextIp(), locale }), env, eventId);

const orderFields = {
  full_name: "Karin Vogt",
  email: "karin@example.de",
  recipient_name: "Lena Vogt",
  message: "Alles Liebe zum Geburtstag!",
  amount: "5000",
  amount_free: "",
  delivery: "buyer",
  recipient_email: "",
  deliver_on: "",
};
function orderRequest(fields: Record<string, string>, locale: "de" | "en" = "de") {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return new Request(`http://example.test${locale === "en" ? "/en" : ""}/gutschein`, {
    method: "POST",
    body,
    headers: { "CF-Connecting-IP": nextIp() },
  });
}
const NOW = new Date("2026-11-27T10:00:00Z");
const pdfText = async (bytes: Uint8Array) =>
  (await extractText(new Uint8Array(bytes), { mergePages: true })).text.replace(/\s+/g, " ");

/** Orders a voucher through the form and returns its row. */
async function order(fields: Partial<typeof orderFields> = {}, now = NOW) {
  const answer = await handleVoucherOrder(orderRequest({ ...orderFields, ...fields }), env, now);
  expect(answer.status).toBe(200);
  return env.DB.prepare(`SELECT * FROM ${VOUCHERS} ORDER BY created_at DESC LIMIT 1`).first<{
    id: string;
    code: string;
    value_cents: number;
    paid_on: string | null;
    delivered_at: string | null;
  }>();
}

beforeEach(async () => {
  await env.DB.batch([
    env.DB.prepare(`DELETE FROM ${REDEMPTIONS}`),
    env.DB.prepare(`DELETE FROM ${VOUCHERS}`),
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare(`DELETE FROM ${brand.short}_early_start_consent`),
    env.DB.prepare(`DELETE FROM ${BOOKINGS}`),
    env.DB.prepare("DELETE FROM rate_limits"),
  ]);
});

describe("voucher codes (decision 0152)", () => {
  it("are twelve characters of an alphabet without 0, O, 1 and I, drawn evenly", () => {
    expect(VOUCHER_ALPHABET).toHaveLength(32);
    for (const confusable of ["0", "O", "1", "I"]) expect(VOUCHER_ALPHABET).not.toContain(confusable);
    const codes = Array.from({ length: 2000 }, () => generateVoucherCode());
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{12}$/);
    expect(new Set(codes).size).toBe(codes.length);
    // Every byte maps to one character, the 256 values 8 times each: no character is favoured.
    const all = generateVoucherCode((bytes) => bytes.map((_, k) => k * 31));
    expect([...all].every((c) => VOUCHER_ALPHABET.includes(c))).toBe(true);
    expect(generateVoucherCode((bytes) => bytes.fill(255))).toBe("Z".repeat(12));
  });

  it("are read as typed: any case, with hyphens or spaces; anything else is no voucher code", () => {
    expect(formatVoucherCode("K7MQ2XHD9PZR")).toBe("K7MQ-2XHD-9PZR");
    expect(normalizeVoucherCode(" k7mq-2xhd 9pzr ")).toBe("K7MQ2XHD9PZR");
    expect(normalizeVoucherCode("WILLKOMMEN10")).toBeNull();
    expect(normalizeVoucherCode("K7MQ-2XHD-9PZO")).toBeNull();
    expect(normalizeVoucherCode("K7MQ2XHD9PZ")).toBeNull();
  });

  it("decides amounts in whole cents: the presets or whole euros within the bounds", () => {
    expect(voucherAmountCents("5000", "")).toBe(5000);
    expect(voucherAmountCents("15000", "")).toBe(15000);
    expect(voucherAmountCents("4999", "")).toBeNull();
    expect(voucherAmountCents("free", "75")).toBe(7500);
    expect(voucherAmountCents("free", "75,00")).toBe(7500);
    expect(voucherAmountCents("free", "75,50")).toBeNull();
    expect(voucherAmountCents("free", "9")).toBeNull();
    expect(voucherAmountCents("free", "1001")).toBeNull();
    expect(voucherAmountCents("free", "1e3")).toBeNull();
    expect(voucherShareCents(5000, 2990)).toBe(2990);
    expect(voucherShareCents(2010, 2990)).toBe(2010);
    expect(voucherShareCents(0, 2990)).toBe(0);
    expect(voucherValidUntil("2026-11-27")).toBe("2029-12-31");
  });
});

describe("buying a voucher", () => {
  it("records an unpaid order with the contract e-mail (GiroCode, withdrawal terms); its code redeems nothing yet", async () => {
    const answer = await handleVoucherOrder(
      orderRequest({ ...orderFields, amount: "free", amount_free: "80" }),
      env,
      NOW,
    );
    expect(answer.status).toBe(200);
    expect(answer.result.ok).toBe(true);
    expect(answer.result.payment?.amount).toBe(formatPrice(8000, "EUR"));
    expect(answer.result.payment?.epc).toContain("EUR80.00");
    expect(answer.result.payment?.reference).toMatch(/^Gutschein [0-9A-F]{8}$/);
    const row = await env.DB.prepare(`SELECT * FROM ${VOUCHERS}`).first<Record<string, unknown>>();
    expect(row).toMatchObject({ value_cents: 8000, paid_on: null, valid_until: "2029-12-31", recipient_email: null });
    // The transfer reference never shows the code (a bank statement would).
    expect(answer.result.payment?.reference).not.toContain(String(row!.code));
    const mail = await env.DB.prepare("SELECT kind, payload FROM mail_outbox WHERE ref_id = ?")
      .bind(row!.id)
      .first<{ kind: string; payload: string }>();
    expect(mail?.kind).toBe("voucher-order");
    const payload = JSON.parse(mail!.payload) as { text: string; attachments: { filename: string }[] };
    expect(payload.text).toContain("Widerrufsbelehrung");
    expect(payload.text).not.toContain(String(row!.code));
    expect(payload.attachments.map((a) => a.filename)).toEqual(["widerrufsbelehrung.pdf", "agb.pdf", "girocode.svg"]);

    const event = await insertEvent({ price_cents: 2990 });
    const refusedAnswer = await book(event.id, { ...validFields, discount_code: String(row!.code) });
    expect(refusedAnswer.status).toBe(422);
    expect(refusedAnswer.result.ok ? null : refusedAnswer.result.fieldErrors?.discount_code).toBe(
      refused.voucher_unpaid,
    );
    expect(await countRows(BOOKINGS)).toBe(0);
  });

  it("refuses a bad amount, a missing recipient address and a day in the past beside their fields", async () => {
    const bad = await handleVoucherOrder(
      orderRequest({ ...orderFields, amount: "free", amount_free: "5", delivery: "recipient", recipient_email: "" }),
      env,
      NOW,
    );
    expect(bad.status).toBe(400);
    expect(bad.result.ok ? null : Object.keys(bad.result.fieldErrors ?? {}).sort()).toEqual([
      "amount_free",
      "recipient_email",
    ]);
    const past = await handleVoucherOrder(
      orderRequest({
        ...orderFields,
        delivery: "recipient",
        recipient_email: "lena@example.de",
        deliver_on: "2026-11-26",
      }),
      env,
      NOW,
    );
    expect(past.status).toBe(400);
    expect(past.result.ok ? null : past.result.fieldErrors?.deliver_on).toBe(messages.vouchers.validation.deliverOn);
    const english = await handleVoucherOrder(orderRequest({ ...orderFields, amount: "7" }, "en"), env, NOW);
    expect(english.result.ok ? null : english.result.fieldErrors?.amount_free).toBe(
      messagesEn.vouchers.validation.amount("10", "1000"),
    );
    expect(await countRows(VOUCHERS)).toBe(0);
  });

  it("becomes valid when marked paid: the buyer gets the receipt without VAT and the PDF, once", async () => {
    const voucher = await order();
    expect(await markVoucherPaid(env, voucher!.id, "2026-11-28", "transfer", NOW)).toBe(true);
    expect(await markVoucherPaid(env, voucher!.id, "2026-11-28", "transfer", NOW)).toBe(false);
    const mail = await env.DB.prepare("SELECT recipient, payload FROM mail_outbox WHERE kind = 'voucher-paid'").first<{
      recipient: string;
      payload: string;
    }>();
    expect(mail?.recipient).toBe("karin@example.de");
    const payload = JSON.parse(mail!.payload) as { text: string; attachments: { filename: string; content: string }[] };
    expect(payload.text).toContain("§ 3 Abs. 15 UStG");
    expect(payload.text).toContain(formatVoucherCode(voucher!.code));
    expect(payload.attachments[0]?.filename).toBe("gutschein.pdf");
    expect(atob(payload.attachments[0]!.content).startsWith("%PDF-")).toBe(true);
    expect(await countRows("mail_outbox", "kind = 'voucher-paid'")).toBe(1);
    const [listed] = await listVouchers(env, NOW);
    expect(listed).toMatchObject({ state: "valid", balance_cents: 5000, paid_on: "2026-11-28" });
  });

  it("goes to the recipient on the chosen Berlin day, not before, by the cron", async () => {
    const voucher = await order({
      delivery: "recipient",
      recipient_email: "Lena@Example.de",
      deliver_on: "2026-12-24",
    });
    await markVoucherPaid(env, voucher!.id, "2026-11-28", "transfer", NOW);
    expect(await countRows("mail_outbox", "kind = 'voucher-delivery'")).toBe(0);
    // 23 December, 23:30 in Berlin: still the day before.
    await deliverDueVouchers(env, new Date("2026-12-23T22:30:00Z"));
    expect(await countRows("mail_outbox", "kind = 'voucher-delivery'")).toBe(0);
    // 24 December, 00:30 in Berlin.
    await deliverDueVouchers(env, new Date("2026-12-23T23:30:00Z"));
    await deliverDueVouchers(env, new Date("2026-12-24T07:00:00Z"));
    expect(await countRows("mail_outbox", "kind = 'voucher-delivery' AND recipient = 'lena@example.de'")).toBe(1);
  });

  it("draws a one-page PDF with the code in groups of four", async () => {
    const pdf = await pdfText(
      voucherPdf({
        code: "K7MQ2XHD9PZR",
        value_cents: 10000,
        recipient_name: "Lena Vogt",
        buyer_name: "Karin Vogt",
        message: "Alles Liebe!",
        valid_until: "2029-12-31",
        locale: "de",
        created_at: NOW.toISOString(),
      }),
    );
    expect(pdf).toContain("K7MQ-2XHD-9PZR");
    expect(pdf).toContain("für Lena Vogt");
    expect(pdf).toContain("Alles Liebe!");
    expect(pdf).toContain(`im Wert von ${formatPrice(10000, "EUR")}`);
  });
});

describe("redeeming a voucher at a booking", () => {
  async function paidVoucher(amount = "5000") {
    const voucher = await order({ amount });
    await markVoucherPaid(env, voucher!.id, "2026-11-27", "transfer", NOW);
    return voucher!;
  }

  it("pays part of the charge in the booking's own batch; the rest stays on the voucher; the invoice taxes the whole", async () => {
    const voucher = await paidVoucher("5000");
    const event = await insertEvent({ price_cents: 2990 });
    const answer = await book(event.id, {
      ...validFields,
      discount_code: formatVoucherCode(voucher.code).toLowerCase(),
    });
    expect(answer.status).toBe(200);
    expect(answer.result.ok).toBe(true);
    // Nothing left to transfer: no payment box.
    expect(answer.result.payment).toBeUndefined();
    const row = await env.DB.prepare(`SELECT id, total_cents, voucher_cents, voucher_code FROM ${BOOKINGS}`).first<{
      id: string;
      total_cents: number;
      voucher_cents: number;
      voucher_code: string;
    }>();
    expect(row).toMatchObject({ total_cents: 2990, voucher_cents: 2990, voucher_code: voucher.code });
    expect((await readVoucher(env, voucher.code, new Date()))?.balance_cents).toBe(2010);

    // Two tickets more: 59,80 € against the 20,10 € left, 39,70 € to transfer.
    const second = await book(event.id, {
      ...validFields,
      email: "zweite@example.de",
      num_tickets: "2",
      discount_code: voucher.code,
    });
    expect(second.status).toBe(200);
    expect(second.result.payment?.amount).toBe(formatPrice(3970, "EUR"));
    expect(second.result.payment?.epc).toContain("EUR39.70");
    expect((await readVoucher(env, voucher.code, new Date()))?.balance_cents).toBe(0);

    const both = await bookingWithEvent(env, row!.id);
    const draft = bookingInvoiceDraft(both!.booking, both!.event, DEFAULT_BUSINESS_SETTINGS);
    expect(draft.grossCents).toBe(2990);
    expect(draft.netCents + draft.vatCents).toBe(2990);
    expect(draft.snapshot.voucher).toEqual({ code: formatVoucherCode(voucher.code), cents: 2990 });
    const pdf = await pdfText(
      invoicePdf({
        id: "i1",
        number: "2026-0001",
        booking_id: row!.id,
        kind: "invoice",
        issued_at: NOW.toISOString(),
        gross_cents: draft.grossCents,
        currency: "EUR",
        net_cents: draft.netCents,
        vat_cents: draft.vatCents,
        vat_rate_bp: draft.vatRateBp,
        refers_to: null,
        snapshot: draft.snapshot,
      } as Parameters<typeof invoicePdf>[0]),
    );
    expect(pdf).toContain(
      `${messages.invoice.voucherPaid(formatVoucherCode(voucher.code))} ${formatPrice(-2990, "EUR")}`,
    );
    expect(pdf).toContain(`${messages.invoice.toPay} ${formatPrice(0, "EUR")}`);

    // Used up: refused beside the field, nothing booked.
    const third = await book(event.id, { ...validFields, email: "dritte@example.de", discount_code: voucher.code });
    expect(third.status).toBe(422);
    expect(third.result.ok ? null : third.result.fieldErrors?.discount_code).toBe(refused.voucher_used_up);
    expect(await countRows(BOOKINGS)).toBe(2);
  });

  it("gives its amount back when the booking is cancelled", async () => {
    const voucher = await paidVoucher("5000");
    const event = await insertEvent({ price_cents: 5000 });
    expect((await book(event.id, { ...validFields, discount_code: voucher.code })).status).toBe(200);
    expect((await readVoucher(env, voucher.code, new Date()))?.balance_cents).toBe(0);
    await env.DB.prepare(`UPDATE ${BOOKINGS} SET status = 'cancelled'`).run();
    expect((await readVoucher(env, voucher.code, new Date()))?.balance_cents).toBe(5000);
  });

  it("refuses an unknown and an expired voucher, in German and English", async () => {
    const event = await insertEvent({ price_cents: 2990 });
    const unknown = await book(event.id, { ...validFields, discount_code: "ABCD-EFGH-JKLM" });
    expect(unknown.result.ok ? null : unknown.result.fieldErrors?.discount_code).toBe(refused.unknown);
    const voucher = await paidVoucher();
    await env.DB.prepare(`UPDATE ${VOUCHERS} SET valid_until = '2025-12-31'`).run();
    const expired = await book(event.id, { ...validFields, discount_code: voucher.code }, "en");
    expect(expired.status).toBe(422);
    expect(expired.result.ok ? null : expired.result.fieldErrors?.discount_code).toBe(
      messagesEn.booking.discount.refused.voucher_expired,
    );
    expect(await countRows(BOOKINGS)).toBe(0);
    expect(await countRows(REDEMPTIONS)).toBe(0);
  });

  it("with a balance for one booking, goes to exactly one of 10 bookings at once; the balance never goes negative", async () => {
    const voucher = await paidVoucher("5000");
    const event = await insertEvent({ max_attendees: 50, price_cents: 5000 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        book(event.id, {
          ...validFields,
          full_name: `Gast ${String.fromCharCode(65 + i)}`,
          email: `gast${i}@example.de`,
          discount_code: voucher.code,
        }),
      ),
    );
    expect(answers.filter((a) => a.result.ok)).toHaveLength(1);
    for (const answer of answers.filter((a) => !a.result.ok)) {
      expect(answer.status).toBe(422);
      expect(answer.result.ok ? null : answer.result.fieldErrors?.discount_code).toBe(refused.voucher_used_up);
    }
    expect(await countRows(REDEMPTIONS)).toBe(1);
    expect(await countRows(BOOKINGS, "event_id = ?", event.id)).toBe(1);
    expect((await readVoucher(env, voucher.code, new Date()))?.balance_cents).toBe(0);
  });

  it("pays a package through the same code field and the same function (decision 0150's booking)", async () => {
    await env.DB.batch(seedStatements(new Date()).map((statement) => env.DB.prepare(statement)));
    const voucher = await paidVoucher("15000");
    const purchase = await createPackagePurchase(
      env,
      seedPackageId(1),
      {
        full_name: "Paula Paket",
        email: "paula@example.de",
        phone: "",
        num_tickets: 1,
        billing_street: "Lindenweg 3",
        billing_postcode: "38100",
        billing_city: "Braunschweig",
        billing_country: "DE",
        discount_code: formatVoucherCode(voucher.code),
      },
      new Date(),
    );
    expect(purchase.ok).toBe(true);
    if (!purchase.ok) return;
    expect(purchase.voucherCents).toBe(Math.min(15000, purchase.totalCents));
    expect((await readVoucher(env, voucher.code, new Date()))?.balance_cents).toBe(
      15000 - Math.min(15000, purchase.totalCents),
    );
  });
});
