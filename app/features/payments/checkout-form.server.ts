import * as v from "valibot";

/*
 * What the "Jetzt online bezahlen" form posts (decision 0141): its signed checkout token and nothing
 * else. Shared by /buchung/bezahlen and /gutschein/bezahlen (decision 0162), which differ only in
 * what the token may pay for.
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
