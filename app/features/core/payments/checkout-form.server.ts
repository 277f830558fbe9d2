import { data, redirect, type ActionFunctionArgs } from "react-router";
import * as v from "valibot";
import { getCloudflare } from "~/lib/context";
import { logError } from "~/lib/log";

/*
 * What the "Jetzt online bezahlen" form posts (decision 0141): its signed checkout token and nothing
 * else. Shared by /buchung/bezahlen and /gutschein/bezahlen (decision 0162), which differ only in
 * what the token may pay for: each passes its start function to `checkoutAction`.
 */
const PayOnlineSchema = v.object({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(512)) });

/** The posted token, or undefined for a body that is unreadable or carries none (the start refuses it). */
export async function postedCheckoutToken(request: Request): Promise<string | undefined> {
  try {
    const parsed = v.safeParse(PayOnlineSchema, Object.fromEntries(await request.formData()));
    return parsed.success ? parsed.output.token : undefined;
  } catch {
    return undefined;
  }
}

/** Why a Checkout session was not started, and the status the page answers with. */
export const CHECKOUT_REFUSAL_STATUS = { not_offered: 404, invalid: 400, not_open: 409, provider_failed: 503 } as const;
export type CheckoutRefusal = keyof typeof CHECKOUT_REFUSAL_STATUS;

/** What a start function answers: Stripe's Checkout page to send the visitor to, or why not. */
export type CheckoutStart = { ok: true; url: string } | { ok: false; reason: CheckoutRefusal };

/** Opening the address changes nothing: only the form's POST starts a payment. */
export function checkoutLoader() {
  return data({ reason: "invalid" as CheckoutRefusal }, { status: 404 });
}

/**
 * The action of a "Jetzt online bezahlen" page: a 303 to Stripe's Checkout page, or the page again
 * with the reason and its status. A start that throws is logged as `failureEvent` and answered as
 * the provider's failure (503), never a 500.
 */
export function checkoutAction(
  start: (env: Env, token: string | undefined) => Promise<CheckoutStart>,
  failureEvent: string,
) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const token = await postedCheckoutToken(request);
    try {
      const result = await start(getCloudflare(context).env, token);
      if (result.ok) return redirect(result.url, 303);
      return data({ reason: result.reason }, { status: CHECKOUT_REFUSAL_STATUS[result.reason] });
    } catch (error) {
      logError(failureEvent, error);
      return data({ reason: "provider_failed" as CheckoutRefusal }, { status: 503 });
    }
  };
}
