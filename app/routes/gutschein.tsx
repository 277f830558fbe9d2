import { PageHero } from "~/features/extras/content/blocks";
import { handleVoucherOrder } from "~/features/products/voucher-sales/order.server";
import { VoucherPage } from "~/features/products/voucher-sales/voucher-page";
import { getCloudflare } from "~/lib/context";
import { formRouteHeaders } from "~/lib/forms";
import { useMessages } from "~/lib/i18n";
import { catalogueMeta } from "~/lib/seo";
import { berlinToday } from "~/lib/today";
import type { Route } from "./+types/gutschein";
import { formResponse } from "~/lib/public-form.server";

/** Value vouchers (decision 0152): the order form; the code is redeemed in every booking form. */
export function loader({ context, request }: Route.LoaderArgs) {
  const paidOnline = new URL(request.url).searchParams.get("zahlung") === "online";
  return { idempotencyKey: getCloudflare(context).formKey, today: berlinToday(), paidOnline };
}

export const headers = formRouteHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return formResponse(await handleVoucherOrder(request, getCloudflare(context).env));
}

export const meta: Route.MetaFunction = catalogueMeta("vouchers", "/gutschein");

export default function VoucherRoute({ loaderData }: Route.ComponentProps) {
  const t = useMessages().vouchers;
  return (
    <>
      <PageHero title={t.title}>
        <p>{t.intro}</p>
      </PageHero>
      <VoucherPage
        idempotencyKey={loaderData.idempotencyKey}
        today={loaderData.today}
        paidOnline={loaderData.paidOnline}
      />
    </>
  );
}
