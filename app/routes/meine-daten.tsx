import { data } from "react-router";
import { brand } from "~/config/brand";
import { requestDataLink } from "~/features/core/privacy/data-request.server";
import { DataRequestPage } from "~/features/core/privacy/my-data-page";
import { getCloudflare } from "~/lib/context";
import { PERSONAL_PAGE_CACHE_CONTROL } from "~/lib/personal-page";
import { formRouteHeaders, formValues } from "~/lib/forms";
import { logError } from "~/lib/log";
import { getMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import type { Route } from "./+types/meine-daten";

// The language comes from the path: /en/meine-daten is English (docs/decisions/0040-english-link-pages.md).
export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${getMessages(localeFromPath(location.pathname)).myData.title} – ${brand.productName}` },
  { name: "description", content: getMessages(localeFromPath(location.pathname)).myData.metaDescription },
  { name: "robots", content: "noindex" },
];

/** The privacy pages stay out of every cache (app/lib/personal-page.ts), and Retry-After reaches the browser. */
export const headers: Route.HeadersFunction = (args) => {
  const headers = new Headers(formRouteHeaders(args));
  headers.set("Cache-Control", PERSONAL_PAGE_CACHE_CONTROL);
  return headers;
};

export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx } = getCloudflare(context);
  const locale = localeFromPath(new URL(request.url).pathname);
  try {
    const { status, state, headers } = await requestDataLink(
      request,
      env,
      ctx,
      formValues(await request.formData()),
      locale,
    );
    return data(state, { status, headers });
  } catch (error) {
    logError("data-request-failed", error);
    return data({ state: "form" as const, error: getMessages(locale).common.error.text }, { status: 503 });
  }
}

export default function MyData({ actionData }: Route.ComponentProps) {
  return <DataRequestPage state={actionData ?? { state: "form" }} />;
}
