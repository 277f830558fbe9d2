import Stripe from "stripe";
import { signToken } from "~/lib/signed-token.server";

/*
 * The Stripe client and its settings (docs/decisions/0141-stripe-checkout-and-webhook.md). What the
 * site does with it (Checkout, the webhook, refunds) is app/features/booking/online-payment.server.ts:
 * every booking change goes through transitions.server.ts, which sits above payments.
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

/** The checkout link's token lives as long as a hold could: afterwards the booking decides anyway. */
const CHECKOUT_TOKEN_TTL_SECONDS = 2 * 60 * 60;

/** The token of the success view's "Jetzt online bezahlen" form: it may start a checkout, nothing else. */
export const checkoutToken = (env: Pick<Env, "TOKEN_SECRET">, bookingId: string, now = Date.now()) =>
  signToken(env, "checkout", bookingId, now, CHECKOUT_TOKEN_TTL_SECONDS);
