import Stripe from "stripe";
import type { Locale } from "~/lib/locale";
import { logError, logEvent } from "~/lib/log";
import { signToken } from "~/lib/signed-token.server";
import type { CheckoutStart } from "./checkout-form.server";

/*
 * The Stripe client and its settings (docs/decisions/0141-stripe-checkout-and-webhook.md), and the
 * one-item Checkout session that a booking and a voucher order both start (`createOneItemCheckout`).
 * What the site does with it (which booking, the webhook, refunds) is
 * app/features/core/booking/online-payment.server.ts and voucher-sales/online-payment.server.ts: every
 * booking change goes through transitions.server.ts, which sits above payments.
 */
/** Where Stripe delivers its events (the endpoint to register in Stripe's Dashboard). */
export const STRIPE_WEBHOOK_PATH = "/webhooks/stripe";

/** Stripe's shortest Checkout session: it refuses an `expires_at` less than 30 minutes ahead. */
export const CHECKOUT_MINIMUM_MS = 30 * 60 * 1000;
/** How old a webhook's signed timestamp may be, in seconds (Stripe's own default, said out loud). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** The largest webhook body read: Stripe's events are a few KiB; this bounds what the Worker hashes. */
export const MAX_WEBHOOK_BYTES = 256 * 1024;

export type StripeEnv = Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_BASE">;

/** Where Stripe's hosted Checkout page lives (the redirect target of "Jetzt online bezahlen"). */
export const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";

/**
 * The origins the pages' form-action must allow: Stripe's Checkout where Stripe is set up (and a
 * test's stand-in, which serves its Checkout page itself); none without a key.
 */
export function checkoutFormTargets(env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_API_BASE">): string[] {
  if (!env.STRIPE_SECRET_KEY) return [];
  return env.STRIPE_API_BASE ? [STRIPE_CHECKOUT_ORIGIN, new URL(env.STRIPE_API_BASE).origin] : [STRIPE_CHECKOUT_ORIGIN];
}

/** Online payment is offered only with a secret key; without one the site is as before (transfer only). */
export const onlinePaymentOffered = (env: Pick<Env, "STRIPE_SECRET_KEY">): boolean => Boolean(env.STRIPE_SECRET_KEY);

/**
 * The client, with the fetch HTTP client (Workers have no Node http). STRIPE_API_BASE points it at
 * a local stand-in in tests (host, port and protocol are the client's own settings).
 */
export function stripeClient(env: StripeEnv): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "http:" ? 80 : 443),
          protocol: base.protocol === "http:" ? ("http" as const) : ("https" as const),
        }
      : {}),
  });
}

/** A Checkout session that sells one thing once: a booking's seats, a voucher (decision 0162). */
export interface OneItemCheckout {
  item: { name: string; amountCents: number; currency: string };
  /** Stripe's `client_reference_id`: the id of what is paid for. */
  clientReferenceId: string;
  /** On the session and on its payment, so the webhook and a refund find what was paid for. */
  metadata: Record<string, string>;
  customerEmail: string;
  locale: Locale;
  /** In whole seconds, as Stripe takes it. */
  expiresAt: number;
  successUrl: string;
  cancelUrl: string;
  /** The same key within a window gets the same session instead of a second one. */
  idempotencyKey: string;
  /**
   * What the session's time holds for the buyer (a booking's seats): extended only once the session
   * really exists (decision 0115, amended): false (the hold ended meanwhile) expires the new session
   * again and answers `not_open`. Every product's checkout goes through here.
   */
  hold?: () => Promise<boolean>;
}

/**
 * Starts a one-item Checkout session: Stripe's page to send the visitor to, or `provider_failed`
 * when Stripe could not be reached or gave no page. `log` names the lines for docs/operations.md:
 * the started line with its fields, and the failure.
 */
export async function createOneItemCheckout(
  stripe: Stripe,
  checkout: OneItemCheckout,
  log: { started: string; fields: Record<string, string | number>; failed: string },
): Promise<CheckoutStart> {
  try {
    const session = await stripe.checkout.sessions.create(
      {
        mode: "payment",
        // No payment_method_types: Stripe offers what the Dashboard enables for Germany (card,
        // SEPA Direct Debit, PayPal, Apple Pay, Google Pay), docs/operations.md "Stripe".
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: checkout.item.currency,
              unit_amount: checkout.item.amountCents,
              product_data: { name: checkout.item.name },
            },
          },
        ],
        customer_email: checkout.customerEmail,
        client_reference_id: checkout.clientReferenceId,
        metadata: checkout.metadata,
        payment_intent_data: { metadata: checkout.metadata },
        expires_at: checkout.expiresAt,
        locale: checkout.locale,
        success_url: checkout.successUrl,
        cancel_url: checkout.cancelUrl,
      },
      { idempotencyKey: checkout.idempotencyKey },
    );
    if (!session.url) return { ok: false, reason: "provider_failed" };
    if (checkout.hold && !(await checkout.hold())) {
      // The seats are gone: nobody may pay for them through this session.
      await stripe.checkout.sessions.expire(session.id).catch((error: unknown) => logError(log.failed, error));
      return { ok: false, reason: "not_open" };
    }
    logEvent(log.started, log.fields);
    return { ok: true, url: session.url };
  } catch (error) {
    logError(log.failed, error);
    return { ok: false, reason: "provider_failed" };
  }
}

/** The checkout link's token lives as long as a hold could: afterwards the booking decides anyway. */
const CHECKOUT_TOKEN_TTL_SECONDS = 2 * 60 * 60;

/** The token of the success view's "Jetzt online bezahlen" form: it may start a checkout, nothing else. */
export const checkoutToken = (env: Pick<Env, "TOKEN_SECRET">, bookingId: string, now = Date.now()) =>
  signToken(env, "checkout", bookingId, now, CHECKOUT_TOKEN_TTL_SECONDS);
