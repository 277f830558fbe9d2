import { brand } from "~/config/brand";
import { WithdrawalPage } from "~/features/core/booking/withdrawal-form";
import { handleWithdrawalRequest, withdrawalPrefill } from "~/features/core/booking/withdrawal.server";
import { getCloudflare } from "~/lib/context";
import { formRouteHeaders } from "~/lib/forms";
import { getMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { logError } from "~/lib/log";
import type { Route } from "./+types/widerruf";
import { formResponse } from "~/lib/public-form.server";

/** The withdrawal function (§ 356a BGB, decision 0106): /widerruf and /en/widerruf (decision 0030). */
export const meta: Route.MetaFunction = ({ location }) => {
  const t = getMessages(localeFromPath(location.pathname)).contract.withdrawal;
  return [
    { title: `${t.title} – ${brand.productName}` },
    { name: "description", content: t.intro },
    { name: "robots", content: "noindex" },
  ];
};

/** Personal data (a prefilled form, a declaration): never stored by a shared cache; Retry-After passed on. */
export const headers: Route.HeadersFunction = (args) => {
  const headers = new Headers(formRouteHeaders(args));
  headers.set("Cache-Control", "private, no-store");
  return headers;
};

/** Prefilled from "Meine Buchung" (`?buchung=<its signed token>`); an unknown token prefills nothing. */
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const token = new URL(request.url).searchParams.get("buchung");
    return { prefill: await withdrawalPrefill(getCloudflare(context).env, token) };
  } catch (error) {
    logError("withdrawal-prefill-failed", error);
    return { prefill: null };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  return formResponse(await handleWithdrawalRequest(request, getCloudflare(context).env));
}

export default function Withdrawal({ loaderData, actionData }: Route.ComponentProps) {
  return <WithdrawalPage result={actionData} prefill={loaderData.prefill} />;
}
