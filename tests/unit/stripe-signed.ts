import { createExecutionContext, env } from "cloudflare:test";
import Stripe from "stripe";
import { STRIPE_WEBHOOK_PATH } from "../../app/features/core/payments/stripe.server";
import { createTestWorker } from "./app-harness";

/**
 * Stripe's webhook calls for the unit tests (decision 0141): events as the API reference documents
 * their envelope, signed here with the same library's helper, delivered through the whole Worker.
 */
export const WEBHOOK_SECRET = "whsec_vitest_only_3f1c9a7e5b2d";
export const stripeEnv = { ...env, STRIPE_SECRET_KEY: "sk_test_vitest_only", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
const worker = createTestWorker();
const cryptoProvider = Stripe.createSubtleCryptoProvider();
const stripe = new Stripe("sk_test_vitest_only", { httpClient: Stripe.createFetchHttpClient() });

let eventCounter = 0;
/** A Stripe event with `object` as data.object. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_${++eventCounter}_${crypto.randomUUID()}`,
) {
  return JSON.stringify({
    id,
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

/** The header Stripe would send for `payload`, signed with `secret` at `timestamp` (now by default). */
export const signatureFor = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
  stripe.webhooks.generateTestHeaderStringAsync({
    payload,
    secret,
    cryptoProvider,
    ...(timestamp ? { timestamp } : {}),
  });

/** Stripe's call: no Origin, a JSON body, the signature unless `signature` is null (or given). */
export async function deliver(
  payload: string,
  {
    secret = WEBHOOK_SECRET,
    timestamp,
    signature,
  }: { secret?: string; timestamp?: number; signature?: string | null } = {},
  environment: Record<string, unknown> = stripeEnv,
) {
  const header = signature === undefined ? await signatureFor(payload, secret, timestamp) : signature;
  const headers: Record<string, string> = { "Content-Type": "application/json; charset=utf-8" };
  if (header !== null) headers["Stripe-Signature"] = header;
  const request = new Request(`http://klarsinn.test${STRIPE_WEBHOOK_PATH}`, { method: "POST", headers, body: payload });
  return worker.fetch(request, environment as unknown as Env, createExecutionContext());
}
