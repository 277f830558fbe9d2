import { data } from "react-router";
import { personalPageHeaders } from "~/lib/personal-page";
import { brand } from "~/config/brand";
import { eraseData, inspectDataLink, type ManageState } from "~/features/core/privacy/data-request.server";
import { ManageDataPage, statusForManage } from "~/features/core/privacy/my-data-page";
import { getCloudflare } from "~/lib/context";
import { formValues } from "~/lib/forms";
import { getMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import type { Route } from "./+types/meine-daten.verwalten";

/** One person's link page: never kept by the page cache or any other cache. */
export const headers = personalPageHeaders;

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${getMessages(localeFromPath(location.pathname)).myData.title} – ${brand.productName}` },
  { name: "robots", content: "noindex" },
];

const answer = (state: ManageState) =>
  data(state, {
    status: statusForManage(state),
    headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
  });

// Opening the link only shows what is stored and the buttons: a mail scanner's GET changes nothing.
export async function loader({ request, context }: Route.LoaderArgs) {
  return answer(await inspectDataLink(getCloudflare(context).env, new URL(request.url).searchParams.get("token")));
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  if (values.intent !== "erase") return answer({ state: "invalid" });
  const locale = localeFromPath(new URL(request.url).pathname);
  return answer(await eraseData(getCloudflare(context).env, values.token ?? null, values.confirm === "yes", locale));
}

export default function ManageMyData({ loaderData, actionData }: Route.ComponentProps) {
  return <ManageDataPage state={actionData ?? loaderData} />;
}
