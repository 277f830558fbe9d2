import { redirect } from "react-router";
import { handleSignup } from "~/features/people/newsletter/newsletter.server";
import { flagForStatus, NEWSLETTER_FORM_ID, RESULT_PARAM } from "~/features/people/newsletter/result";
import { getCloudflare } from "~/lib/context";
import { formResponse, isDocumentRequest } from "~/lib/public-form.server";
import { sameSitePath } from "~/lib/request.server";
import type { Route } from "./+types/newsletter";

/** Nothing to show here: the form lives in the footer of every page. */
export function loader() {
  return redirect("/");
}

/** Back to the referring page of THIS site only (no open redirect), with the result flag. */
function backTo(request: Request, status: number): string {
  const target = sameSitePath(request.headers.get("Referer"), new URL(request.url).origin);
  target.searchParams.set(RESULT_PARAM, flagForStatus(status));
  target.hash = NEWSLETTER_FORM_ID;
  return `${target.pathname}${target.search}${target.hash}`;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx } = getCloudflare(context);
  const answer = await handleSignup(request, env, ctx);
  // Without JavaScript the form posted as a page navigation: back to that page, with the result flag.
  if (isDocumentRequest(request)) return redirect(backTo(request, answer.status));
  return formResponse(answer);
}
