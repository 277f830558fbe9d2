import { data } from "react-router";
import { personalPageHeaders } from "~/lib/personal-page";
import { brand } from "~/config/brand";
import { NewsletterLinkPage, statusForLink } from "~/features/people/newsletter/link-page";
import {
  confirmSubscription,
  inspectConfirmLink,
  type LinkState,
} from "~/features/people/newsletter/newsletter.server";
import { getCloudflare } from "~/lib/context";
import { siteOrigin } from "~/lib/request.server";
import { getMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import type { Route } from "./+types/newsletter.bestaetigen";
import { logError } from "~/lib/log";

// The language comes from the path: /en/newsletter/… is English (docs/decisions/0040-english-link-pages.md).
/** One person's link page: never kept by the page cache or any other cache. */
export const headers = personalPageHeaders;

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${getMessages(localeFromPath(location.pathname)).newsletter.confirmPage.title} – ${brand.productName}` },
  { name: "robots", content: "noindex" },
];

const answer = (state: LinkState) => data(state, { status: statusForLink(state) });

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    return answer(await inspectConfirmLink(getCloudflare(context).env, new URL(request.url).searchParams.get("token")));
  } catch (error) {
    logError("newsletter-confirm-page-failed", error);
    return answer({ state: "error" });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  try {
    const form = await request.formData();
    const token = form.get("token");
    const origin = siteOrigin(getCloudflare(context).env);
    return answer(
      await confirmSubscription(getCloudflare(context).env, typeof token === "string" ? token : null, origin),
    );
  } catch (error) {
    logError("newsletter-confirm-failed", error);
    return answer({ state: "error" });
  }
}

export default function ConfirmNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterLinkPage purpose="confirm" state={actionData ?? loaderData} />;
}
