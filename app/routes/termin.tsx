import { data, Link } from "react-router";
import { brand } from "~/config/brand";
import { PageHero } from "~/features/content/blocks";
import { handleSessionBookingRequest, schedulerView } from "~/features/sessions/page.server";
import { Scheduler } from "~/features/sessions/scheduler";
import { getCloudflare } from "~/lib/context";
import { formRouteHeaders } from "~/lib/forms";
import { getMessages, useLocalize, useMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { logError } from "~/lib/log";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/termin";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, formKey } = getCloudflare(context);
  try {
    return { view: await schedulerView(env, new URL(request.url)), idempotencyKey: formKey };
  } catch (error) {
    logError("scheduler-load-failed", error);
    throw data(null, { status: 503 });
  }
}

export const headers = formRouteHeaders;

export async function action({ request, context }: Route.ActionArgs) {
  const { status, result, headers } = await handleSessionBookingRequest(request, getCloudflare(context).env);
  return data(result, { status, headers });
}

export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeFromPath(location.pathname);
  const t = getMessages(locale).sessions;
  return seo({
    title: `${t.metaTitle} | ${brand.productName}`,
    description: t.metaDescription,
    path: "/termin",
    locale,
    // Each chosen step is its own address; search engines need only the first.
    ...(location.search ? { noindex: true } : {}),
  });
};

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
