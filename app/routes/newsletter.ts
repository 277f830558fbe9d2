import { data, redirect } from "react-router";
import { handleSignup } from "~/features/newsletter/newsletter.server";
import { flagForStatus, RESULT_PARAM } from "~/features/newsletter/result";
import { getCloudflare } from "~/lib/context";
import { sameSitePath } from "~/lib/request.server";
import type { Route } from "./+types/newsletter";

/** Nothing to show here: the form lives in the footer of every page. */
export function loader() {
  return redirect("/");
}

/**
 * A plain browser form post (no JavaScript) is a navigation: answer with a redirect back to the
 * page it came from. A fetcher (JavaScript) gets the result as data and shows a toast.
 */
function isDocumentRequest(request: Request): boolean {
  // Fetchers call the route's `.data` URL (request.url keeps it); browsers post to the plain path.
  if (new URL(request.url).pathname.endsWith(".data")) return false;
  const mode = request.headers.get("Sec-Fetch-Mode");
  if (mode) return mode === "navigate";
  return (request.headers.get("Accept") ?? "").includes("text/html");
}

/** Back to the referring page of THIS site only (no open redirect), with the result flag. */
function backTo(request: Request, status: number): string {
  const target = sameSitePath(request.headers.get("Referer"), new URL(request.url).origin);
  target.searchParams.set(RESULT_PARAM, flagForStatus(status));
  target.hash = "newsletter";
  return `${target.pathname}${target.search}${target.hash}`;
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env, ctx } = getCloudflare(context);
  const { status, result } = await handleSignup(request, env, ctx);
  if (isDocumentRequest(request)) return redirect(backTo(request, status));
  return data(result, { status });
}
