import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { brand } from "../../app/config/brand";
import { checkoutToken } from "../../app/features/core/payments/stripe.server";
import {
  startVoucherCheckout,
  voucherCheckoutToken,
} from "../../app/features/products/voucher-sales/online-payment.server";
import { handleVoucherOrder } from "../../app/features/products/voucher-sales/order.server";
import {
  judgeVoucher,
  listVouchers,
  markVoucherPaid,
  readVoucher,
} from "../../app/features/products/vouchers/vouchers.server";
import { countRows } from "./booking-fixtures";
import { deliver, stripeEnv, stripeEvent } from "./stripe-signed";

// A voucher order paid online (docs/decisions/0162-vouchers-paid-online.md): the order offers the
// choice only with Stripe's key; the webhook, signed here with the stripe library's helper and sent
// through the whole Worker, marks the order paid once through markVoucherPaid (the coach's own
// "als bezahlt markieren"), whatever the number and order of deliveries.

const VOUCHERS = `${brand.short}_voucher`;
let ipCounter = 0;

function orderRequest() {
  const body = new FormData();
  const fields = {
    full_name: "Karin Vogt",
    email: `karin-${crypto.randomUUID()}@example.de`,
    recipient_name: "Lena Vogt",
    message: "Alles Liebe!",
    amount: "5000",
    amount_free: "",
    delivery: "buyer",
    recipient_email: "",
    deliver_on: "",
  };
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return new Request("http://klarsinn.test/gutschein", {
    method: "POST",
    body,
    headers: { "CF-Connecting-IP": `198.51.100.${(++ipCounter % 250) + 1}` },
  });
}

/** Orders a voucher through the form (with Stripe set up unless told otherwise); its answer and row. */
async function order(environment: Record<string, unknown> = stripeEnv) {
  const answer = await handleVoucherOrder(orderRequest(), environment as unknown as Env);
  expect(answer.status).toBe(200);
  const row = await env.DB.prepare(`SELECT id, value_cents FROM ${VOUCHERS} ORDER BY created_at DESC LIMIT 1`).first<{
    id: string;
    value_cents: number;
  }>();
  return { answer, voucher: row! };
}

const session = (voucherId: string, overrides: Record<string, unknown> = {}) => ({
  id: `cs_test_${voucherId.slice(0, 8)}`,
  object: "checkout.session",
  mode: "payment",
  status: "complete",
  payment_status: "paid",
  amount_total: 5000,
  currency: "eur",
  client_reference_id: voucherId,
  metadata: { voucher_id: voucherId },
  payment_intent: `pi_${voucherId.replace(/-/g, "").slice(0, 16)}`,
  ...overrides,
});

const voucherRow = (id: string) =>
  env.DB.prepare(`SELECT paid_on, paid_method, provider_ref FROM ${VOUCHERS} WHERE id = ?`)
    .bind(id)
    .first<{ paid_on: string | null; paid_method: string | null; provider_ref: string | null }>();
const paidMails = (id: string) => countRows("mail_outbox", "ref_id = ? AND kind = 'voucher-paid'", id);

beforeEach(async () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  await env.DB.batch([
    env.DB.prepare("DELETE FROM mail_outbox"),
    env.DB.prepare("DELETE FROM klarsinn_stripe_event"),
    env.DB.prepare(`DELETE FROM ${VOUCHERS}`),
    env.DB.prepare("DELETE FROM rate_limits"),
  ]);
});
afterEach(() => vi.restoreAllMocks());

describe("the order's payment choice", () => {
  it("offers 'Jetzt online bezahlen' with a token for this order only where Stripe is set up", async () => {
    const online = await order();
    expect(online.answer.result.onlinePayment?.token).toEqual(expect.any(String));
    // The transfer stays offered beside it.
    expect(online.answer.result.payment?.reference).toMatch(/^Gutschein [0-9A-F]{8}$/);
    const transferOnly = await order({ ...env });
    expect(transferOnly.answer.result.onlinePayment).toBeUndefined();
    expect(transferOnly.answer.result.payment?.reference).toMatch(/^Gutschein /);
  });

  it("starts no session without a key, for a forged, a booking's or another purpose's token, or a paid order", async () => {
    const { voucher } = await order();
    const token = await voucherCheckoutToken(env, voucher.id);
    expect(await startVoucherCheckout({ ...env }, token)).toEqual({ ok: false, reason: "not_offered" });
    expect(await startVoucherCheckout(stripeEnv, undefined)).toEqual({ ok: false, reason: "invalid" });
    expect(await startVoucherCheckout(stripeEnv, `${token}x`)).toEqual({ ok: false, reason: "invalid" });
    // A booking's checkout token for the same id pays for no voucher (the purpose is signed).
    expect(await startVoucherCheckout(stripeEnv, await checkoutToken(env, voucher.id))).toEqual({
      ok: false,
      reason: "invalid",
    });
    // Expired after its two hours.
    const old = await voucherCheckoutToken(env, voucher.id, Date.now() - 3 * 60 * 60 * 1000);
    expect(await startVoucherCheckout(stripeEnv, old)).toEqual({ ok: false, reason: "invalid" });
    await markVoucherPaid(env, voucher.id, "2026-11-27", "transfer");
    expect(await startVoucherCheckout(stripeEnv, token)).toEqual({ ok: false, reason: "not_open" });
  });

  it("answers provider_failed, changing nothing, when Stripe cannot be reached", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { voucher } = await order();
    const token = await voucherCheckoutToken(env, voucher.id);
    // Nothing listens on port 9 of the loopback: the client's connection is refused.
    const unreachable = { ...stripeEnv, STRIPE_API_BASE: "http://127.0.0.1:9" };
    expect(await startVoucherCheckout(unreachable, token)).toEqual({ ok: false, reason: "provider_failed" });
    expect((await voucherRow(voucher.id))?.paid_on).toBeNull();
  });
});

describe("the webhook for a voucher order", () => {
  it("checkout.session.completed, paid: the order is paid online, the code valid, the receipt with the PDF queued once", async () => {
    const { voucher } = await order();
    const response = await deliver(stripeEvent("checkout.session.completed", session(voucher.id)));
    expect(response.status).toBe(200);
    expect(await voucherRow(voucher.id)).toEqual({
      paid_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      paid_method: "provider",
      provider_ref: session(voucher.id).payment_intent,
    });
    expect(await paidMails(voucher.id)).toBe(1);
    const mail = await env.DB.prepare("SELECT payload FROM mail_outbox WHERE ref_id = ? AND kind = 'voucher-paid'")
      .bind(voucher.id)
      .first<{ payload: string }>();
    const payload = JSON.parse(mail!.payload) as { attachments: { filename: string }[] };
    expect(payload.attachments.map((a) => a.filename)).toContain("gutschein.pdf");
  });

  it("a replayed event and the same payment in three events at once: paid once, one e-mail", async () => {
    const { voucher } = await order();
    const payload = stripeEvent("checkout.session.completed", session(voucher.id));
    expect((await deliver(payload)).status).toBe(200);
    const replay = await deliver(payload);
    expect(replay.status).toBe(200);
    expect(await replay.text()).toBe("Already handled");

    const other = await order();
    const answers = await Promise.all([
      deliver(stripeEvent("checkout.session.completed", session(other.voucher.id))),
      deliver(stripeEvent("checkout.session.completed", session(other.voucher.id))),
      deliver(stripeEvent("checkout.session.async_payment_succeeded", session(other.voucher.id))),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await paidMails(voucher.id)).toBe(1);
    expect(await paidMails(other.voucher.id)).toBe(1);
  });

  it("out of order (SEPA): the success before 'completed, unpaid' pays it; 'completed, unpaid' alone does not", async () => {
    const { voucher } = await order();
    const processing = stripeEvent("checkout.session.completed", session(voucher.id, { payment_status: "unpaid" }));
    expect((await deliver(processing)).status).toBe(200);
    expect((await voucherRow(voucher.id))?.paid_on).toBeNull();
    expect(await paidMails(voucher.id)).toBe(0);

    const later = await order();
    expect(
      (await deliver(stripeEvent("checkout.session.async_payment_succeeded", session(later.voucher.id)))).status,
    ).toBe(200);
    expect(
      (
        await deliver(
          stripeEvent("checkout.session.completed", session(later.voucher.id, { payment_status: "unpaid" })),
        )
      ).status,
    ).toBe(200);
    expect((await voucherRow(later.voucher.id))?.paid_method).toBe("provider");
    expect(await paidMails(later.voucher.id)).toBe(1);
  });

  it("an expired session leaves the sale unpaid, and a late expiry leaves a paid one paid", async () => {
    const { voucher } = await order();
    const expired = stripeEvent(
      "checkout.session.expired",
      session(voucher.id, { status: "expired", payment_intent: null, payment_status: "unpaid" }),
    );
    expect((await deliver(expired)).status).toBe(200);
    expect((await voucherRow(voucher.id))?.paid_on).toBeNull();
    expect(await paidMails(voucher.id)).toBe(0);

    await deliver(stripeEvent("checkout.session.completed", session(voucher.id)));
    const late = stripeEvent("checkout.session.expired", session(voucher.id, { status: "expired" }));
    expect((await deliver(late)).status).toBe(200);
    expect((await voucherRow(voucher.id))?.paid_method).toBe("provider");
  });

  it("a bad signature answers 400 and leaves the order unpaid", async () => {
    const { voucher } = await order();
    const payload = stripeEvent("checkout.session.completed", session(voucher.id));
    expect((await deliver(payload, { signature: "t=1,v1=deadbeef" })).status).toBe(400);
    expect((await deliver(payload, { secret: "whsec_someone_else" })).status).toBe(400);
    expect((await deliver(payload, { signature: null })).status).toBe(400);
    expect((await voucherRow(voucher.id))?.paid_on).toBeNull();
    expect(await countRows("klarsinn_stripe_event")).toBe(0);
    expect(await paidMails(voucher.id)).toBe(0);
  });

  it("an amount below the voucher's value, or not in euros, activates nothing", async () => {
    const { voucher } = await order();
    await deliver(stripeEvent("checkout.session.completed", session(voucher.id, { amount_total: 4999 })));
    await deliver(stripeEvent("checkout.session.completed", session(voucher.id, { currency: "chf" })));
    expect((await voucherRow(voucher.id))?.paid_on).toBeNull();
    expect(await paidMails(voucher.id)).toBe(0);
  });

  it("after the coach marked it paid by transfer, an online payment changes nothing and sends nothing more", async () => {
    const { voucher } = await order();
    expect(await markVoucherPaid(env, voucher.id, "2026-11-27", "transfer")).toBe(true);
    await deliver(stripeEvent("checkout.session.completed", session(voucher.id)));
    expect(await voucherRow(voucher.id)).toEqual({
      paid_on: "2026-11-27",
      paid_method: "transfer",
      provider_ref: null,
    });
    expect(await paidMails(voucher.id)).toBe(1);
  });
});

describe("charge.refunded for a voucher paid online", () => {
  const charge = (paymentIntent: string, amountRefunded: number) => ({
    id: `ch_${paymentIntent.slice(3)}`,
    object: "charge",
    amount: 5000,
    amount_refunded: amountRefunded,
    currency: "eur",
    refunded: amountRefunded === 5000,
    payment_intent: paymentIntent,
  });
  const refundOf = (id: string) =>
    env.DB.prepare(`SELECT refunded_cents, refunded_on FROM ${VOUCHERS} WHERE id = ?`)
      .bind(id)
      .first<{ refunded_cents: number; refunded_on: string | null }>();
  const codeOf = async (id: string) =>
    (await env.DB.prepare(`SELECT code FROM ${VOUCHERS} WHERE id = ?`).bind(id).first<{ code: string }>())!.code;
  const listed = async (id: string) => (await listVouchers(env)).find((row) => row.id === id)!;

  it("records Stripe's running total on the voucher once, in any order and number of deliveries; balance and state follow", async () => {
    const { voucher } = await order();
    const paid = session(voucher.id);
    await deliver(stripeEvent("checkout.session.completed", paid));
    const code = await codeOf(voucher.id);

    // Part of it back, delivered twice in a row and three times at once: 20 € once.
    expect((await deliver(stripeEvent("charge.refunded", charge(paid.payment_intent, 2000)))).status).toBe(200);
    const answers = await Promise.all(
      [1, 2, 3].map(() => deliver(stripeEvent("charge.refunded", charge(paid.payment_intent, 2000)))),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await refundOf(voucher.id)).toEqual({
      refunded_cents: 2000,
      refunded_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect((await readVoucher(env, code, new Date()))?.balance_cents).toBe(3000);
    expect(await listed(voucher.id)).toMatchObject({ state: "valid", balance_cents: 3000, refunded_cents: 2000 });
    // What is left pays a booking of 30 €, not one of 30.01 €.
    const now = new Date();
    expect(judgeVoucher(await readVoucher(env, code, now), { currency: "EUR" }, 3001, now)).toMatchObject({
      ok: true,
      cents: 3000,
    });

    // The rest later; an older delivery arriving after it changes nothing.
    await deliver(stripeEvent("charge.refunded", charge(paid.payment_intent, 5000)));
    await deliver(stripeEvent("charge.refunded", charge(paid.payment_intent, 2000)));
    expect((await refundOf(voucher.id))?.refunded_cents).toBe(5000);
    expect(await listed(voucher.id)).toMatchObject({ state: "refunded", balance_cents: 0 });
    expect(judgeVoucher(await readVoucher(env, code, now), { currency: "EUR" }, 1000, now)).toEqual({
      ok: false,
      problem: "voucher_used_up",
    });
    // A voucher is no booking: nothing lands among the bookings' refunds.
    expect(await countRows("klarsinn_refund", "payment_ref = ?", paid.payment_intent)).toBe(0);
  });

  it("a refund of another payment, or a voucher paid by transfer, leaves every voucher as it was", async () => {
    const { voucher } = await order();
    await deliver(stripeEvent("checkout.session.completed", session(voucher.id)));
    const byTransfer = await order();
    expect(await markVoucherPaid(env, byTransfer.voucher.id, "2026-11-27", "transfer")).toBe(true);
    await deliver(stripeEvent("charge.refunded", charge("pi_someone_else_entirely", 5000)));
    expect(await refundOf(voucher.id)).toEqual({ refunded_cents: 0, refunded_on: null });
    expect(await refundOf(byTransfer.voucher.id)).toEqual({ refunded_cents: 0, refunded_on: null });
    expect(await listed(voucher.id)).toMatchObject({ state: "valid", balance_cents: 5000 });
  });
});
