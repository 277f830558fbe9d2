import { data } from "react-router";
import { PageHero } from "~/features/extras/content/blocks";
import { PackagePage } from "~/features/products/packages/package-page";
import { handlePackageRequest, packagesView } from "~/features/products/packages/purchase.server";
import { getCloudflare } from "~/lib/context";
import { formRouteHeaders } from "~/lib/forms";
import { useMessages } from "~/lib/i18n";
import { logError } from "~/lib/log";
import { catalogueMeta } from "~/lib/seo";
import type { Route } from "./+types/pakete";
import { formResponse } from "~/lib/public-form.server";

/** Packages of 1:1 sessions (decision 0150): choose one, then the booking's fields. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, formKey } = getCloudflare(context);
  try {
    return { ...(await packagesView(env, new URL(request.url))), idempotencyKey: formKey };
  } catch (error) {
    logError("packages-load-failed", error);
    throw data(null, { status: 503 });
  }
}

export const headers = formRouteHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  return formResponse(await handlePackageRequest(request, getCloudflare(context).env));
}

export const meta: Route.MetaFunction = catalogueMeta("packages", "/pakete", { noindexWithQuery: true });

export default function PackagesPage({ loaderData }: Route.ComponentProps) {
  const t = useMessages().packages;
  return (
    <>
      <PageHero title={t.title}>
        <p>{t.intro}</p>
      </PageHero>
      <PackagePage
        packages={loaderData.packages}
        chosen={loaderData.chosen}
        idempotencyKey={loaderData.idempotencyKey}
        priceCents={loaderData.chosen?.priceCents ?? 0}
        smallBusiness={loaderData.smallBusiness}
      />
    </>
  );
}
