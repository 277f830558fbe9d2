import { data } from "react-router";
import { brand } from "~/config/brand";
import { NewsletterLinkPage, statusForLink } from "~/features/newsletter/link-page";
import { inspectUnsubscribeLink, unsubscribe, type LinkState } from "~/features/newsletter/newsletter.server";
import { getCloudflare } from "~/lib/context";
import { messages } from "~/lib/messages";
import type { Route } from "./+types/newsletter.abmelden";

export const meta: Route.MetaFunction = () => [
  { title: `${messages.newsletter.unsubscribePage.title} – ${brand.productName}` },
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
    console.error("newsletter: unsubscribe page failed", error);
    return answer({ state: "error" });
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  try {
    const token = (await request.formData()).get("token");
    return answer(await unsubscribe(getCloudflare(context).env, typeof token === "string" ? token : null));
  } catch (error) {
    console.error("newsletter: unsubscribing failed", error);
    return answer({ state: "error" });
  }
}

export default function UnsubscribeNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterLinkPage purpose="unsubscribe" state={actionData ?? loaderData} />;
}
