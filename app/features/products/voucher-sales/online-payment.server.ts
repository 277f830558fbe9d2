import { eq } from "drizzle-orm";
import { createOneItemCheckout, stripeClient, type StripeEnv } from "~/features/core/payments/stripe.server";
import { voucherReference } from "~/features/products/vouchers/vouchers.server";
import { getDb, schema } from "~/lib/db.server";
import { getMessages } from "~/lib/i18n";
import { localizePath } from "~/lib/locale";
import { siteOrigin } from "~/lib/request.server";
import { signToken, verifyToken } from "~/lib/signed-token.server";
import type { CheckoutStart } from "~/features/core/payments/checkout-form.server";

/*
 * A voucher order paid through Stripe Checkout (docs/decisions/0162-vouchers-paid-online.md): the
 * same client and webhook as a booking's payment (decision 0141); the webhook's voucher branch
 * (booking/online-payment.server.ts) marks the order paid through vouchers' `markVoucherPaid`.
 */

/** The order's success view shows the button for as long as a visitor stays on it; later she transfers. */
const VOUCHER_CHECKOUT_TOKEN_TTL_SECONDS = 2 * 60 * 60;

/** The token of the order's "Jetzt online bezahlen" form: it may start a payment of this order, nothing else. */
export const voucherCheckoutToken = (env: Pick<Env, "TOKEN_SECRET">, voucherId: string, now = Date.now()) =>
  signToken(env, "voucher-checkout", voucherId, now, VOUCHER_CHECKOUT_TOKEN_TTL_SECONDS);

/** Clicks within one window get the same session (Stripe's idempotency key needs identical parameters). */
const SESSION_WINDOW_MS = 10 * 60 * 1000;
/** A session lives an hour past its window: long enough to pay, short enough not to linger (Stripe: 30 min to 24 h). */
const SESSION_LIFETIME_MS = 60 * 60 * 1000;

/**
 * "Jetzt online bezahlen" after a voucher order: a Checkout session for the order the token names,
 * its amount the voucher's value in cents as the server decided it at ordering. Only for an order
 * not yet paid. The buyer returns to /gutschein, which thanks her; the voucher comes by e-mail once
 * Stripe's webhook reports the payment.
 */
export async function startVoucherCheckout(
  env: Pick<Env, "DB" | "SITE_URL" | "TOKEN_SECRET"> & StripeEnv,
  token: string | undefined,
  now = new Date(),
): Promise<CheckoutStart> {
  const stripe = stripeClient(env);
  if (!stripe) return { ok: false, reason: "not_offered" };
  const check = await verifyToken(env, token, "voucher-checkout", now.getTime());
  if (!check.ok) return { ok: false, reason: "invalid" };
  const vouchersTable = schema.vouchers;
  const [voucher] = await getDb(env).select().from(vouchersTable).where(eq(vouchersTable.id, check.id)).limit(1);
  if (!voucher) return { ok: false, reason: "invalid" };
  if (voucher.paid_on) return { ok: false, reason: "not_open" };

  const windowStart = Math.floor(now.getTime() / SESSION_WINDOW_MS) * SESSION_WINDOW_MS;
  const expiresAt = Math.floor((windowStart + SESSION_WINDOW_MS + SESSION_LIFETIME_MS) / 1000);
  const page = new URL(localizePath("/gutschein", voucher.locale), siteOrigin(env)).toString();
  const reference = voucherReference(voucher.id);
  return createOneItemCheckout(
    stripe,
    {
      item: {
        name: getMessages(voucher.locale).vouchers.checkoutItem(reference),
        amountCents: voucher.value_cents,
        currency: "eur",
      },
      clientReferenceId: voucher.id,
      metadata: { voucher_id: voucher.id },
      customerEmail: voucher.buyer_email,
      locale: voucher.locale,
      expiresAt,
      successUrl: `${page}?zahlung=online`,
      cancelUrl: page,
      idempotencyKey: `voucher-checkout-${voucher.id}-${windowStart}`,
    },
    {
      started: "voucher-checkout-started",
      fields: { cents: voucher.value_cents },
      failed: "voucher-checkout-create-failed",
    },
  );
}
