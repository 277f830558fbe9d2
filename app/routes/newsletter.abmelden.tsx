import { data } from "react-router";
import { personalPageHeaders } from "~/lib/personal-page";
import { brand } from "~/config/brand";
import { NewsletterLinkPage, statusForLink } from "~/features/people/newsletter/link-page";
import {
  inspectUnsubscribeLink,
  requestUnsubscribeLink,
  unsubscribe,
  type LinkState,
} from "~/features/people/newsletter/newsletter.server";
import { getCloudflare } from "~/lib/context";
import { formValues } from "~/lib/forms";
import { getMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import type { Route } from "./+types/newsletter.abmelden";
import { logError } from "~/lib/log";

// The language comes from the path: /en/newsletter/… is English (docs/decisions/0040-english-link-pages.md).
/** One person's link page: never kept by the page cache or any other cache. */
export const headers = personalPageHeaders;

export const meta: Route.MetaFunction = ({ location }) => [
  {
    title: `${getMessages(localeFromPath(location.pathname)).newsletter.unsubscribePage.title} – ${brand.productName}`,
  },
  { name: "robots", content: "noindex" },
];

const answer = (state: LinkState) => data(state, { status: statusForLink(state) });

// Opening the link only shows a button: a mail scanner's GET prefetch must not unsubscribe anyone.
export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    return answer(
      await inspectUnsubscribeLink(getCloudflare(context).env, new URL(request.url).searchParams.get("token")),
    );
  } catch (error) {
    logError("newsletter-unsubscribe-page-failed", error);
    return answer({ state: "error" });
  }
}

// A link's button posts its token; the form for those without a link posts an e-mail address.
export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx } = getCloudflare(context);
  try {
    const values = formValues(await request.formData());
    // RFC 8058: the mail client's one-click POST carries the token in the address, not in the form.
    const linkToken = new URL(request.url).searchParams.get("token");
    if (linkToken !== null && values["List-Unsubscribe"] === "One-Click") {
      return answer(await unsubscribe(env, linkToken));
    }
    if (values.token !== undefined) return answer(await unsubscribe(env, values.token));
    const locale = localeFromPath(new URL(request.url).pathname);
    const { status, state } = await requestUnsubscribeLink(request, env, ctx, values, Date.now(), locale);
    return data(state, { status });
  } catch (error) {
    logError("newsletter-unsubscribe-failed", error);
    return answer({ state: "error" });
  }
}

export default function UnsubscribeNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterLinkPage purpose="unsubscribe" state={actionData ?? loaderData} />;
}
