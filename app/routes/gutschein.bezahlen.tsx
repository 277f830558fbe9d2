import { checkoutAction, checkoutLoader } from "~/features/core/payments/checkout-form.server";
import { CheckoutRefused, checkoutRefusedMeta } from "~/features/core/payments/payment-choice";
import { startVoucherCheckout } from "~/features/products/voucher-sales/online-payment.server";
import { useMessages } from "~/lib/i18n";
import { personalPageHeaders } from "~/lib/personal-page";
import type { Route } from "./+types/gutschein.bezahlen";

/*
 * "Jetzt online bezahlen" after a voucher order (decision 0162): the order's success view posts its
 * signed token here; the answer is a 303 to Stripe's Checkout page, or this page with the reason.
 */

export const meta = checkoutRefusedMeta;
export const headers = personalPageHeaders;
export const loader = checkoutLoader;
export const action = checkoutAction(startVoucherCheckout, "voucher-checkout-start-failed");

export default function PayVoucherOnlinePage({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useMessages();
  return (
    <CheckoutRefused
      reason={actionData?.reason ?? loaderData.reason}
      notOpen={messages.vouchers.onlineNotOpen}
      invalid={messages.vouchers.onlineInvalid}
      more={{ to: "/gutschein", label: messages.vouchers.backToVouchers }}
    />
  );
}
