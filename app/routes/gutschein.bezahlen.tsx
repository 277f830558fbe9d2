import { data, redirect } from "react-router";
import { brand } from "~/config/brand";
import {
  CHECKOUT_REFUSAL_STATUS,
  type CheckoutRefusal,
  postedCheckoutToken,
} from "~/features/payments/checkout-form.server";
import { CheckoutRefused } from "~/features/payments/payment-choice";
import { startVoucherCheckout } from "~/features/voucher-sales/online-payment.server";
import { getCloudflare } from "~/lib/context";
import { getMessages, useMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { logError } from "~/lib/log";
import type { Route } from "./+types/gutschein.bezahlen";

/*
 * "Jetzt online bezahlen" after a voucher order (decision 0162): the order's success view posts its
 * signed token here; the answer is a 303 to Stripe's Checkout page, or this page with the reason.
 */

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${getMessages(localeFromPath(location.pathname)).payment.onlineFailedTitle} – ${brand.productName}` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** Opening the address changes nothing: only the form's POST starts a payment. */
export function loader() {
  return data({ reason: "invalid" as CheckoutRefusal }, { status: 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = await postedCheckoutToken(request);
  try {
    const result = await startVoucherCheckout(getCloudflare(context).env, token);
    if (result.ok) return redirect(result.url, 303);
    return data({ reason: result.reason }, { status: CHECKOUT_REFUSAL_STATUS[result.reason] });
  } catch (error) {
    logError("voucher-checkout-start-failed", error);
    return data({ reason: "provider_failed" as CheckoutRefusal }, { status: 503 });
  }
}

export default function PayVoucherOnlinePage({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useMessages();
  const t = messages.vouchers;
  const reason = actionData?.reason ?? loaderData.reason;
  const text =
    reason === "provider_failed"
      ? messages.payment.onlineUnavailable
      : reason === "not_open"
        ? t.onlineNotOpen
        : t.onlineInvalid;
  return <CheckoutRefused text={text} more={{ to: "/gutschein", label: t.backToVouchers }} />;
}
