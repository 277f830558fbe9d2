import { data, Link, redirect, useNavigation } from "react-router";
import { Notice } from "~/components/ui/notice";
import { PageCard } from "~/components/ui/page-card";
import { brand } from "~/config/brand";
import { EarlyStartConsentField } from "~/features/core/booking/contract-fields";
import {
  bookWithCredit,
  type CreditBookingAnswer,
  loadCreditBookingView,
} from "~/features/products/packages/credits.server";
import { NextFreeTimes, SlotPicker } from "~/features/products/sessions/slot-picker";
import { answerSlotPost } from "~/features/products/sessions/slot-post.server";
import { getCloudflare } from "~/lib/context";
import { getMessages, useLocalize, useMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { logError } from "~/lib/log";
import { personalPageHeaders } from "~/lib/personal-page";
import type { Route } from "./+types/buchung.$token.termin";

/** A package's next session, booked with a credit from its "Meine Buchung" (decision 0150). */
const localeOf = (request: Request) => localeFromPath(new URL(request.url).pathname);

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${getMessages(localeFromPath(location.pathname)).packages.bookTitle} – ${brand.productName}` },
  { name: "robots", content: "noindex" },
];

export const headers = personalPageHeaders;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env, formKey } = getCloudflare(context);
  try {
    const view = await loadCreditBookingView(env, params.token, new URL(request.url), localeOf(request));
    return data({ view, idempotencyKey: formKey }, { status: view ? 200 : 404 });
  } catch (error) {
    logError("credit-booking-load-failed", error);
    throw data(null, { status: 503 });
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { status, answer } = await answerSlotPost(request, "credit-booking-failed", (values, locale) =>
    bookWithCredit(getCloudflare(context).env, params.token, values, locale),
  );
  // The new session's own "Meine Buchung", where it is confirmed like any booking.
  if (answer.ok) return redirect(answer.manage, 303);
  return data(answer, { status });
}

export default function CreditBookingPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const messages = useMessages();
  const localize = useLocalize();
  const t = messages.packages;
  const busy = useNavigation().state === "submitting";
  const { view, idempotencyKey } = loaderData;
  if (!view) {
    return (
      <PageCard heading={messages.manageBooking.invalidTitle} tone="bad">
        <p>{messages.manageBooking.invalidText}</p>
      </PageCard>
    );
  }
  const { summary, picker } = view;
  const failed = actionData && !actionData.ok ? (actionData as Extract<CreditBookingAnswer, { ok: false }>) : undefined;
  return (
    <section className="mx-auto max-w-2xl px-5 pt-28 pb-24 sm:pt-32">
      <div className="flex flex-col gap-8 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-10">
        <header className="flex flex-col gap-3">
          <h1 className="text-3xl leading-tight sm:text-4xl">{t.bookTitle}</h1>
          <p className="text-muted" lang={view.titleLang}>
            {view.title}
          </p>
        </header>
        {failed ? (
          <Notice tone="error" title={messages.sessionMove.failedTitle}>
            <p>{failed.text}</p>
            <NextFreeTimes times={failed.next} place={picker?.place ?? null} />
          </Notice>
        ) : null}
        {summary.state === "usable" && picker ? (
          <>
            <p>{t.bookIntro(summary.left, summary.total, summary.validUntil)}</p>
            <SlotPicker
              view={picker}
              submitLabel={t.bookSubmit}
              busyLabel={t.booking}
              busy={busy}
              emptyText={messages.sessions.noTimesAtPlace}
            >
              <input type="hidden" name="place" value={picker.place ?? ""} />
              <input type="hidden" name="idempotency_key" value={idempotencyKey} />
              {view.earlyStartConsent ? (
                <EarlyStartConsentField kind="session" error={failed?.fieldError ? failed.text : undefined} />
              ) : null}
            </SlotPicker>
          </>
        ) : (
          <p className="rounded-xl bg-sand p-5">
            {summary.state === "waiting"
              ? t.usableAfterConfirmation
              : summary.state === "used_up"
                ? t.usedUp
                : summary.state === "expired"
                  ? t.expired
                  : messages.manageBooking.notPossible}
          </p>
        )}
        <p>
          <Link
            to={localize(`/buchung/${params.token}`)}
            className="font-medium text-accent-strong underline underline-offset-4"
          >
            {messages.sessionMove.back}
          </Link>
        </p>
      </div>
    </section>
  );
}
