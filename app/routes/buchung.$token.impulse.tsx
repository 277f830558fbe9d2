import { data, Form, useNavigation } from "react-router";
import { SubmitButton } from "~/components/ui/button";
import { PageCard } from "~/components/ui/page-card";
import { brand } from "~/config/brand";
import { SERIES_FIELD } from "~/features/people/mindset/prompts";
import { PromptConsent } from "~/features/people/mindset/prompts-section";
import { bookingPromptOffer, startSeriesFromBooking } from "~/features/people/mindset/prompts.server";
import { getCloudflare } from "~/lib/context";
import { getMessages, useMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { logError } from "~/lib/log";
import { personalPageHeaders } from "~/lib/personal-page";
import type { Route } from "./+types/buchung.$token.impulse";

/** One person's link page: never kept by the page cache or any other cache. */
export const headers = personalPageHeaders;

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${getMessages(localeFromPath(location.pathname)).prompts.bookingPage.title} – ${brand.productName}` },
  { name: "robots", content: "noindex" },
];

const localeOf = (request: Request) => localeFromPath(new URL(request.url).pathname);

/** GET: the series attached to the booked event or package, and its start form; changes nothing. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  try {
    const offer = await bookingPromptOffer(getCloudflare(context).env, params.token, localeOf(request));
    return data({ offer }, { status: offer ? 200 : 404 });
  } catch (error) {
    logError("booking-prompts-page-failed", error);
    throw data(null, { status: 503 });
  }
}

/**
 * "Impulse starten" (decision 0158): never into the journal from here. Its link goes by e-mail to
 * the booking's address; only the journal's own link opens it (decision 0185).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { env } = getCloudflare(context);
  const { status, result, headers } = await startSeriesFromBooking(request, env, params.token, localeOf(request));
  return data(result, { status, headers: { ...headers, "Cache-Control": "private, no-store" } });
}

export default function BookingPrompts({ loaderData, actionData }: Route.ComponentProps) {
  const t = useMessages().prompts;
  const busy = useNavigation().state === "submitting";
  const { offer } = loaderData;
  if (!offer)
    return (
      <PageCard heading={t.bookingPage.title} tone="bad">
        <p>{t.bookingPage.unavailable}</p>
      </PageCard>
    );
  if (actionData?.ok)
    return (
      <PageCard heading={t.bookingPage.sentTitle}>
        <p role="status">{t.bookingPage.sent}</p>
      </PageCard>
    );
  const refused = actionData && !actionData.ok ? actionData : undefined;
  return (
    <PageCard heading={t.bookingPage.heading(offer.name)}>
      <p>{t.bookingPage.text(offer.days)}</p>
      {refused && !refused.field ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {refused.error}
        </p>
      ) : null}
      <Form method="post" className="flex flex-col gap-4">
        <input type="hidden" name={SERIES_FIELD} value={offer.seriesId} />
        <PromptConsent id="impulse" withJournal error={refused?.field ? refused.error : undefined} />
        <SubmitButton size="lg" className="self-start" busy={busy} busyLabel={t.section.starting}>
          {t.section.start}
        </SubmitButton>
      </Form>
    </PageCard>
  );
}
