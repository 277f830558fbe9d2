import { data, Link } from "react-router";
import { PageHero } from "~/features/extras/content/blocks";
import { handleSessionBookingRequest, SCHEDULER_PARAMS, schedulerView } from "~/features/products/sessions/page.server";
import { handleSessionWaitlistJoin } from "~/features/products/sessions/waitlist-join.server";
import { WAITLIST_INTENT } from "~/features/products/sessions/waitlist-schema";
import { Scheduler } from "~/features/products/sessions/scheduler";
import { getCloudflare } from "~/lib/context";
import { formRouteHeaders } from "~/lib/forms";
import { useLocalize, useMessages } from "~/lib/i18n";
import { logError } from "~/lib/log";
import { PERSONAL_PAGE_CACHE_CONTROL } from "~/lib/personal-page";
import { catalogueMeta } from "~/lib/seo";
import type { Route } from "./+types/termin";
import { formResponse } from "~/lib/public-form.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, formKey } = getCloudflare(context);
  try {
    const url = new URL(request.url);
    const view = await schedulerView(env, url);
    // An offer of the 1:1 waiting list (decision 0207) is one person's link: kept by no cache.
    const personal = url.searchParams.has(SCHEDULER_PARAMS.offer);
    return data(
      { view, idempotencyKey: formKey },
      personal ? { headers: { "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL } } : undefined,
    );
  } catch (error) {
    logError("scheduler-load-failed", error);
    throw data(null, { status: 503 });
  }
}

export const headers: Route.HeadersFunction = (args) => {
  const headers = new Headers(formRouteHeaders(args));
  const personal = args.loaderHeaders.get("Cache-Control");
  if (personal) headers.set("Cache-Control", personal);
  return headers;
};

/** The booking form, and "Sag mir Bescheid, wenn ein Termin frei wird" by its intent (decision 0207). */
export async function action({ request, context }: Route.ActionArgs) {
  const env = getCloudflare(context).env;
  const intent = (
    await request
      .clone()
      .formData()
      .catch(() => null)
  )?.get("intent");
  return intent === WAITLIST_INTENT
    ? formResponse(await handleSessionWaitlistJoin(request, env))
    : formResponse(await handleSessionBookingRequest(request, env));
}

export const meta: Route.MetaFunction = catalogueMeta("sessions", "/termin", { noindexWithQuery: true });

export default function SchedulerPage({ loaderData }: Route.ComponentProps) {
  const messages = useMessages();
  const t = messages.sessions;
  const packages = messages.packages;
  const localize = useLocalize();
  return (
    <>
      <PageHero title={t.title}>
        <p>{t.intro}</p>
        <p>
          <Link to={localize("/pakete")} className="font-medium text-accent-strong underline underline-offset-4">
            {packages.fromScheduler}
          </Link>
        </p>
      </PageHero>
      <Scheduler view={loaderData.view} idempotencyKey={loaderData.idempotencyKey} />
    </>
  );
}
