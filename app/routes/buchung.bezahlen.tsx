import { startCheckout } from "~/features/core/booking/online-payment.server";
import { checkoutAction, checkoutLoader } from "~/features/core/payments/checkout-form.server";
import { CheckoutRefused, checkoutRefusedMeta } from "~/features/core/payments/payment-choice";
import { useMessages } from "~/lib/i18n";
import { personalPageHeaders } from "~/lib/personal-page";
import type { Route } from "./+types/buchung.bezahlen";

/*
 * "Jetzt online bezahlen" (decision 0141): the booking's success view posts its signed checkout
 * token here; the answer is a 303 to Stripe's Checkout page, or this page with the reason.
 */

export const meta = checkoutRefusedMeta;
export const headers = personalPageHeaders;
export const loader = checkoutLoader;
export const action = checkoutAction(startCheckout, "checkout-start-failed");

export default function PayOnlinePage({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useMessages();
  return (
    <CheckoutRefused
      reason={actionData?.reason ?? loaderData.reason}
      notOpen={messages.payment.onlineNotOpen}
      invalid={messages.payment.onlineInvalid}
      more={{ to: "/events", label: messages.booking.moreEvents }}
    />
  );
}
