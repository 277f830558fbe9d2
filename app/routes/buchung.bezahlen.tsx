import { data, redirect } from "react-router";
import * as v from "valibot";
import { ButtonLink } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { brand } from "~/config/brand";
import { startCheckout, type CheckoutStart } from "~/features/booking/online-payment.server";
import { getCloudflare } from "~/lib/context";
import { getMessages, useMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { logError } from "~/lib/log";
import type { Route } from "./+types/buchung.bezahlen";

/*
 * "Jetzt online bezahlen" (decision 0141): the booking's success view posts its signed checkout
 * token here; the answer is a 303 to Stripe's Checkout page, or this page with the reason.
 */

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${getMessages(localeFromPath(location.pathname)).payment.onlineFailedTitle} – ${brand.productName}` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

const PayOnlineSchema = v.object({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(512)) });

type Refusal = Exclude<CheckoutStart, { ok: true }>["reason"];
const statusOf: Record<Refusal, number> = { not_offered: 404, invalid: 400, not_open: 409, provider_failed: 503 };

/** Opening the address changes nothing: only the form's POST starts a payment. */
export function loader() {
  return data({ reason: "invalid" as Refusal }, { status: 404 });
}

export async function action({ request, context }: Route.ActionArgs) {
  let token: string | undefined;
  try {
    const parsed = v.safeParse(PayOnlineSchema, Object.fromEntries(await request.formData()));
    token = parsed.success ? parsed.output.token : undefined;
  } catch {
    token = undefined;
  }
  try {
    const result = await startCheckout(getCloudflare(context).env, token);
    if (result.ok) return redirect(result.url, 303);
    return data({ reason: result.reason }, { status: statusOf[result.reason] });
  } catch (error) {
    logError("checkout-start-failed", error);
    return data({ reason: "provider_failed" as Refusal }, { status: 503 });
  }
}

export default function PayOnlinePage({ loaderData, actionData }: Route.ComponentProps) {
  const messages = useMessages();
  const t = messages.payment;
  const reason = actionData?.reason ?? loaderData.reason;
  const text =
    reason === "provider_failed" ? t.onlineUnavailable : reason === "not_open" ? t.onlineNotOpen : t.onlineInvalid;
  return (
    <section className="mx-auto max-w-xl px-5 pt-32 pb-24">
      <div className="flex flex-col gap-6 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-3xl sm:text-4xl">{t.onlineFailedTitle}</h1>
        <Notice tone="error" title={t.onlineFailedTitle}>
          {text}
        </Notice>
        <ButtonLink to="/events" variant="secondary" className="self-start">
          {messages.booking.moreEvents}
        </ButtonLink>
      </div>
    </section>
  );
}
