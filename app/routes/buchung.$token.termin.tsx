import { data, Link, redirect, useNavigation } from "react-router";
import { Notice } from "~/components/ui/notice";
import { brand } from "~/config/brand";
import { EarlyStartConsentField } from "~/features/booking/contract-fields";
import { bookWithCredit, type CreditBookingAnswer, loadCreditBookingView } from "~/features/packages/credits.server";
import { SlotPicker } from "~/features/sessions/slot-picker";
import { getCloudflare } from "~/lib/context";
import { formValues } from "~/lib/forms";
import { getMessages, useLocalize, useMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { logError } from "~/lib/log";
import type { Route } from "./+types/buchung.$token.termin";

/** A package's next session, booked with a credit from its "Meine Buchung" (decision 0150). */
const localeOf = (request: Request) => localeFromPath(new URL(request.url).pathname);

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${getMessages(localeFromPath(location.pathname)).packages.bookTitle} – ${brand.productName}` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

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
  const locale = localeOf(request);
  let values: Record<string, string>;
  try {
    values = formValues(await request.formData());
  } catch {
    return data({ ok: false as const, text: getMessages(locale).sessionMove.chooseTime }, { status: 400 });
  }
  try {
    const { status, answer } = await bookWithCredit(getCloudflare(context).env, params.token, values, locale);
    // The new session's own "Meine Buchung", where it is confirmed like any booking.
    if (answer.ok) return redirect(answer.manage, 303);
    return data(answer, { status });
  } catch (error) {
    logError("credit-booking-failed", error);
    return data({ ok: false as const, text: getMessages(locale).manageBooking.error }, { status: 503 });
  }
}

export default function CreditBookingPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const messages = useMessages();
  const localize = useLocalize();
  const t = messages.packages;
  const busy = useNavigation().state === "submitting";
  const { view, idempotencyKey } = loaderData;
  if (!view) {
    return (
      <section className="mx-auto max-w-xl px-5 pt-32 pb-24">
        <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-10">
          <h1 className="text-3xl text-danger sm:text-4xl">{messages.manageBooking.invalidTitle}</h1>
          <p className="mt-4">{messages.manageBooking.invalidText}</p>
        </div>
      </section>
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
            {failed.next?.length ? (
              <ul className="mt-2 flex flex-wrap gap-2">
                {failed.next.map((time) => (
                  <li key={time.startMs}>
                    <Link
                      to={`?${new URLSearchParams({ ...(picker?.place ? { ort: picker.place } : {}), tag: time.day }).toString()}#zeit`}
                      className="font-medium text-accent-strong underline underline-offset-4"
                    >
                      {time.label}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
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
                <EarlyStartConsentField error={failed?.fieldError ? failed.text : undefined} />
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
