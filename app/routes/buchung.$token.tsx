import { data, Form, Link, useNavigation } from "react-router";
import { buttonClass, ButtonLink, SubmitButton } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { EmailRequestForm } from "~/components/ui/email-request-form";
import { brand } from "~/config/brand";
import {
  cancelOwnBooking,
  confirmOwnBooking,
  loadManagedBooking,
  type ManagedBooking,
  type ManageResult,
} from "~/features/core/booking/manage.server";
import {
  bookingLinkState,
  type FreshLinkAnswer,
  requestFreshBookingLinks,
} from "~/features/core/booking/booking-link.server";
import { BOOKING_LINK_POLICY } from "~/features/core/booking/policy";
import { productOf } from "~/features/core/booking/products/booked";
import type { BookedProduct } from "~/features/core/booking/products/product";
import { PaymentBox } from "~/features/core/payments/payment-box";
import { packageSummary } from "~/features/products/packages/credits.server";
import { bookingPromptOffer } from "~/features/people/mindset/prompts.server";
import { getCloudflare } from "~/lib/context";
import { getMessages, useLocale, useLocalize, useMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { logError } from "~/lib/log";
import { offerFreedSessionTime } from "~/features/products/sessions/waitlist.server";
import { formValues } from "~/lib/forms";
import type { Route } from "./+types/buchung.$token";
import * as v from "valibot";
import {
  courseView,
  missOwnDate,
  takeOwnMakeup,
  type CourseView,
} from "~/features/products/courses/booking-view.server";
import { CourseDatesList } from "~/features/products/courses/course-dates-list";

/** The language comes from the path: /en/buchung/<token> is English (docs/decisions/0040-english-link-pages.md). */
const localeOf = (request: Request) => localeFromPath(new URL(request.url).pathname);

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${getMessages(localeFromPath(location.pathname)).manageBooking.title} – ${brand.productName}` },
  { name: "robots", content: "noindex" },
];

/** Personal data behind a secret link: never stored by a shared cache (a refused post's Retry-After passed on). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders?.get("Retry-After");
  return { "Cache-Control": "private, no-store", ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  try {
    const { env } = getCloudflare(context);
    const now = new Date();
    const booking = await loadManagedBooking(env, params.token, now, localeOf(request));
    // A package's credits ("noch 3 von 5", decision 0150).
    const credits =
      booking?.kind === "package"
        ? await packageSummary(
            env,
            booking.eventId,
            booking.state === "expired" ? "cancelled" : booking.state,
            localeOf(request),
            now,
          )
        : null;
    // Back from Stripe's Checkout (its success_url, decision 0141): until the webhook has recorded
    // the payment, the page says it is being confirmed instead of asking for a transfer.
    const confirmingOnline =
      new URL(request.url).searchParams.get("zahlung") === "online" && booking?.payment.kind !== "paid";
    // A prompt series attached to the booked event or package (decision 0158): offered, never started here.
    const prompts = booking ? await bookingPromptOffer(env, params.token, localeOf(request)) : null;
    // A genuine link whose time is over (decision 0213): 410, and the page offers a fresh one.
    const linkExpired = !booking && (await bookingLinkState(env, params.token, now)).state === "expired";
    // A course (issue 55): its dates, what she told or was recorded, the make-up seats, the certificate.
    const course = booking?.kind === "event" ? await courseView(env, params.token, now, localeOf(request)) : null;
    return data(
      { booking, credits, confirmingOnline, prompts, linkExpired, course },
      { status: booking ? 200 : linkExpired ? 410 : 404 },
    );
  } catch (error) {
    logError("manage-booking-load-failed", error);
    throw data(null, { status: 503 });
  }
}

type ActionAnswer = { ok: true; intent: "confirm" | "cancel" | "miss" | "makeup" } | FreshLinkAnswer;

/** A course's two forms (issue 55): the date she will miss, the make-up seat she takes. */
const CourseForm = v.object({
  intent: v.picklist(["miss", "makeup"]),
  position: v.pipe(v.string(), v.toNumber(), v.integer(), v.minValue(0), v.maxValue(60)),
  target: v.optional(v.pipe(v.string(), v.uuid())),
});

async function courseAction(env: Env, token: string, values: Record<string, string>, locale: "de" | "en") {
  const t = getMessages(locale);
  const parsed = v.safeParse(CourseForm, values);
  if (!parsed.success || (parsed.output.intent === "makeup" && !parsed.output.target)) {
    return data<ActionAnswer>({ ok: false, text: t.manageBooking.notPossible }, { status: 400 });
  }
  const { intent, position, target } = parsed.output;
  const result =
    intent === "miss" ? await missOwnDate(env, token, position) : await takeOwnMakeup(env, token, position, target!);
  if (result.ok) return data<ActionAnswer>({ ok: true, intent });
  if (result.reason === "invalid")
    return data<ActionAnswer>({ ok: false, text: t.manageBooking.invalidText }, { status: 404 });
  return data<ActionAnswer>(
    { ok: false, text: intent === "miss" ? t.course.missRefused : t.course.makeupRefused },
    { status: 409 },
  );
}

const statusOf = (result: ManageResult) => (result.ok ? 200 : result.reason === "invalid" ? 404 : 409);

/** Confirm the address or cancel: only by POST, since mail scanners open links on their own. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { env } = getCloudflare(context);
  const t = getMessages(localeOf(request)).manageBooking;
  let values: Record<string, string>;
  try {
    values = formValues(await request.formData());
  } catch {
    return data<ActionAnswer>({ ok: false, text: t.notPossible }, { status: 400 });
  }
  const intent = values.intent;
  if (intent === "miss" || intent === "makeup") {
    try {
      return await courseAction(env, params.token, values, localeOf(request));
    } catch (error) {
      logError("manage-booking-action-failed", error);
      return data<ActionAnswer>({ ok: false, text: t.error }, { status: 503 });
    }
  }
  if (intent === "new-link") {
    // Whatever the token: the address decides, and the answer never tells whether it booked.
    try {
      const { ctx } = getCloudflare(context);
      const { status, answer, headers } = await requestFreshBookingLinks(request, env, ctx, values, localeOf(request));
      return data<ActionAnswer>(answer, { status, headers });
    } catch (error) {
      logError("booking-links-failed", error);
      return data<ActionAnswer>({ ok: false, text: t.error }, { status: 503 });
    }
  }
  if (intent !== "confirm" && intent !== "cancel") {
    return data<ActionAnswer>({ ok: false, text: t.notPossible }, { status: 400 });
  }
  try {
    const result =
      intent === "confirm" ? await confirmOwnBooking(env, params.token) : await cancelOwnBooking(env, params.token);
    // A cancelled 1:1 session's time goes to its waiting list (decision 0207); a failure waits for the cron.
    if (result.ok && intent === "cancel") await offerFreedSessionTime(env);
    const answer: ActionAnswer = result.ok
      ? { ok: true, intent }
      : { ok: false, text: result.reason === "invalid" ? t.invalidText : t.notPossible };
    return data(answer, { status: statusOf(result) });
  } catch (error) {
    logError("manage-booking-action-failed", error);
    return data<ActionAnswer>({ ok: false, text: t.error }, { status: 503 });
  }
}

const stateTone: Record<ManagedBooking["state"], string> = {
  unconfirmed: "bg-sand text-warning",
  expired: "bg-sand text-muted",
  pending: "bg-accent-soft text-accent-strong",
  confirmed: "bg-accent-soft text-success",
  cancelled: "bg-danger-soft text-danger",
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-line py-3 sm:flex-row sm:gap-4">
      <dt className="text-sm font-semibold text-ink sm:w-40 sm:shrink-0">{label}</dt>
      <dd className="text-muted">{children}</dd>
    </div>
  );
}

/** The page's words for this booking's product (decision 0187, products/*.ts `manageWords`). */
type Words = ReturnType<BookedProduct["manageWords"]>;

function CancelSection({ booking, busy, t }: { booking: ManagedBooking; busy: boolean; t: Words }) {
  const { terms } = booking;
  const { hours, percent } = booking.cancellationTerms;
  if (terms.kind === "closed") return <p className="text-muted">{t.termsClosed}</p>;
  const text =
    terms.kind === "unconfirmed"
      ? t.termsUnconfirmed
      : terms.kind === "free"
        ? t.termsFree(terms.until, hours)
        : t.termsFee(terms.fee, hours, percent);
  return (
    <section aria-labelledby="stornieren" className="flex flex-col gap-3">
      <h2 id="stornieren" className="text-xl">
        {t.cancelTitle}
      </h2>
      <p className="text-muted">{text}</p>
      {/* A second, explicit step before a cancellation, without JavaScript and keyboard-friendly. */}
      <details className="group rounded-xl border border-line p-4">
        <summary className="cursor-pointer font-medium text-danger marker:text-danger">{t.cancelTitle} …</summary>
        <div className="mt-3 flex flex-col gap-3">
          <p className="text-sm">
            <strong>{t.cancelConfirmTitle}</strong> {t.cancelConfirmText}
          </p>
          <Form method="post">
            <input type="hidden" name="intent" value="cancel" />
            <SubmitButton variant="danger" busy={busy} busyLabel={t.cancelling}>
              {terms.kind === "fee" ? t.cancelWithFee(terms.fee) : t.cancel}
            </SubmitButton>
          </Form>
        </div>
      </details>
    </section>
  );
}

/** Moving a 1:1 session (AGB § 5a, decision 0151): its own page while it is open, else why not. */
function MoveSection({ moveUntil, token, hours }: { moveUntil: string | null; token: string; hours: number }) {
  const t = useMessages().sessionMove;
  const localize = useLocalize();
  return (
    <section aria-labelledby="verschieben" className="flex flex-col gap-3">
      <h2 id="verschieben" className="text-xl">
        {t.title}
      </h2>
      {moveUntil ? (
        <>
          <p className="text-muted">{t.linkNote(moveUntil, hours)}</p>
          <ButtonLink to={localize(`/buchung/${token}/verschieben`)} variant="secondary" className="self-start">
            {t.link}
          </ButtonLink>
        </>
      ) : (
        <p className="text-muted">{t.tooLate(hours)}</p>
      )}
    </section>
  );
}

/** A package's credits ("noch 3 von 5") and the way to book its next session (decision 0150). */
function PackageSection({
  credits,
  token,
}: {
  credits: NonNullable<Route.ComponentProps["loaderData"]["credits"]>;
  token: string;
}) {
  const t = useMessages().packages;
  const localize = useLocalize();
  return (
    <section aria-labelledby="paket" className="flex flex-col gap-3 rounded-xl bg-accent-soft p-5">
      <h2 id="paket" className="text-xl">
        {t.creditsLabel}: <span className="font-semibold">{t.left(credits.left, credits.total)}</span>
      </h2>
      <p className="text-ink">
        {t.validUntil}: {credits.validUntil}
      </p>
      {credits.state === "usable" ? (
        <ButtonLink to={localize(`/buchung/${token}/termin`)} className="self-start">
          {t.bookNext}
        </ButtonLink>
      ) : credits.state === "cancelled" ? null : (
        <p className="text-ink">
          {credits.state === "waiting" ? t.usableAfterConfirmation : credits.state === "used_up" ? t.usedUp : t.expired}
        </p>
      )}
    </section>
  );
}

/** "Neuen Link anfordern" (decision 0213): one answer for every address, the links by e-mail. */
function FreshLinkSection({ answer, busy }: { answer: ActionAnswer | undefined; busy: boolean }) {
  const t = useMessages().manageBooking.freshLink;
  if (answer?.ok && answer.intent === "new-link") {
    return (
      // The notice is the live region itself (role="status"): no second one around it.
      <div className="mt-6">
        <Notice tone="success" title={t.sentTitle}>
          {t.sentText(BOOKING_LINK_POLICY.freshLinkDays)}
        </Notice>
      </div>
    );
  }
  const failed = answer && !answer.ok ? answer : undefined;
  return (
    <section aria-labelledby="neuer-link" className="mt-8 flex flex-col gap-3 border-t border-line pt-6">
      <h2 id="neuer-link" className="text-xl">
        {t.heading}
      </h2>
      <p className="text-muted">{t.intro}</p>
      <EmailRequestForm
        label={t.emailLabel}
        error={failed?.text}
        email={failed?.email}
        busy={busy}
        button={t.button}
        busyText={t.busy}
        intent="new-link"
      />
    </section>
  );
}

/**
 * A course's dates on "Meine Buchung" (issue 55): each with her attendance, the date she told she will
 * miss and where to make it up (POST forms, without JavaScript too), and the certificate once it is over.
 */
function CourseSection({ course, busy, certificate }: { course: CourseView; busy: boolean; certificate: string }) {
  const t = useMessages().course;
  const canMiss = course.dates.some((date) => date.canMiss);
  return (
    <section aria-labelledby="kurstermine" className="flex flex-col gap-4">
      <h2 id="kurstermine" className="text-xl">
        {t.yourDates}
      </h2>
      <CourseDatesList
        dates={course.dates}
        aside={(_, index) => {
          const date = course.dates[index]!;
          return (
            <div className="flex flex-col gap-2 text-sm">
              {date.attendance ? (
                <p className="font-semibold text-success">{date.attendance === "present" ? t.present : t.absent}</p>
              ) : null}
              {date.missed ? <p className="font-medium text-warning">{t.missed}</p> : null}
              {date.makeup ? <p className="font-medium text-accent-strong">{t.makeupTaken(date.makeup)}</p> : null}
              {date.missed && !date.makeup ? (
                date.options.length ? (
                  <div className="flex flex-col gap-2">
                    <p className="text-muted">{t.makeupOptions}</p>
                    {date.options.map((option) => (
                      <Form method="post" key={option.eventId}>
                        <input type="hidden" name="intent" value="makeup" />
                        <input type="hidden" name="position" value={date.position} />
                        <input type="hidden" name="target" value={option.eventId} />
                        <SubmitButton variant="secondary" size="sm" busy={busy} busyLabel="…">
                          {t.makeupButton(option.label)}
                        </SubmitButton>
                      </Form>
                    ))}
                  </div>
                ) : (
                  <p className="text-muted">{t.makeupNone}</p>
                )
              ) : null}
              {date.canMiss ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="miss" />
                  <input type="hidden" name="position" value={date.position} />
                  <button
                    type="submit"
                    disabled={busy}
                    className="text-left font-medium text-accent-strong underline underline-offset-4"
                  >
                    {t.missButton(t.dateLabel(index + 1))}
                  </button>
                </Form>
              ) : null}
            </div>
          );
        }}
      />
      {course.checkinToday ? (
        <a
          href={`${certificate.replace(/bescheinigung\.pdf$/, "checkin")}`}
          className={buttonClass("primary", "md", "self-start")}
        >
          {t.checkinButton}
        </a>
      ) : null}
      {canMiss ? (
        <div className="rounded-xl bg-sand p-4 text-sm">
          <p className="font-semibold text-ink">{t.missTitle}</p>
          <p className="mt-1 text-muted">{t.missText}</p>
        </div>
      ) : null}
      {course.over ? (
        <div className="flex flex-col gap-3 rounded-xl bg-accent-soft p-5">
          <h3 className="text-lg">{t.certificateTitle}</h3>
          <p className="text-ink">{t.certificateText}</p>
          <a href={certificate} download className={buttonClass("primary", "md", "self-start")}>
            {t.certificateButton}
          </a>
        </div>
      ) : null}
    </section>
  );
}

export default function ManageBookingPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { booking, credits, confirmingOnline, prompts, linkExpired, course } = loaderData;
  const messages = useMessages();
  const locale = useLocale();
  const localize = useLocalize();
  const catalogue = messages.manageBooking;

  if (!booking) {
    return (
      <section className="mx-auto max-w-xl px-5 pt-32 pb-24">
        <div className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-10">
          <h1 className="text-3xl text-danger sm:text-4xl">
            {linkExpired ? catalogue.expiredTitle : catalogue.invalidTitle}
          </h1>
          <p className="mt-4">
            {linkExpired ? catalogue.expiredLinkText(BOOKING_LINK_POLICY.graceDays) : catalogue.invalidText}
          </p>
          <FreshLinkSection answer={actionData} busy={busy} />
          {/* Whatever was booked (an event, a session, a package): no event's words here (issue 51). */}
          <ButtonLink to="/" variant="secondary" className="mt-6">
            {messages.notFound.home}
          </ButtonLink>
        </div>
      </section>
    );
  }

  // What differs between an event seat, a session and a package, as its descriptor declares it (decision 0234).
  const product = productOf(booking);
  const t = product.manageWords(catalogue);
  const active = booking.state === "pending" || booking.state === "confirmed";
  return (
    <section className="mx-auto max-w-2xl px-5 pt-28 pb-24 sm:pt-32">
      <div className="flex flex-col gap-8 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-10">
        <header className="flex flex-col gap-3">
          <p className="text-sm text-muted">
            {t.reference} <strong className="font-mono tracking-wider text-ink">{booking.reference}</strong>
          </p>
          <h1 className="text-3xl leading-tight sm:text-4xl" lang={booking.titleLang}>
            {booking.title}
          </h1>
          <p>
            <span className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${stateTone[booking.state]}`}>
              {booking.state === "pending" && booking.coachConfirmsBy
                ? t.pendingUntil(booking.coachConfirmsBy)
                : t.states[booking.state]}
            </span>
          </p>
        </header>

        {actionData ? (
          actionData.ok ? (
            actionData.intent === "miss" || actionData.intent === "makeup" ? (
              <Notice
                tone="success"
                title={
                  actionData.intent === "miss" ? messages.course.missedToast.title : messages.course.makeupToast.title
                }
              >
                {actionData.intent === "miss" ? messages.course.missedToast.text : messages.course.makeupToast.text}
              </Notice>
            ) : (
              <Notice
                tone="success"
                title={
                  actionData.intent === "cancel"
                    ? t.cancelledToast.title
                    : booking.state === "confirmed"
                      ? t.confirmedToast.finalTitle
                      : t.confirmedToast.title
                }
              >
                {actionData.intent === "cancel"
                  ? t.cancelledToast.text
                  : booking.state === "confirmed"
                    ? t.final
                    : t.confirmedToast.text}
              </Notice>
            )
          ) : (
            <Notice tone="error" title={t.failedTitle}>
              {actionData.text}
            </Notice>
          )
        ) : null}

        {confirmingOnline ? (
          <Notice tone="success" title={messages.payment.onlineConfirmingTitle}>
            {messages.payment.onlineConfirmingText}
          </Notice>
        ) : null}

        {course ? (
          <CourseSection
            course={course}
            busy={busy}
            certificate={`${locale === "en" ? "/en" : ""}/buchung/${params.token}/bescheinigung.pdf`}
          />
        ) : null}

        {/* What was booked, when, where, at what price and how it is paid, above the page's button (§ 312j (2) BGB). */}
        <dl>
          {product.schedule === "valid-until" || course ? null : (
            <>
              <Row label={t.date}>{booking.date}</Row>
              <Row label={t.time}>{booking.time}</Row>
            </>
          )}
          <Row label={t.place}>{booking.location}</Row>
          {product.unit === "seat" ? <Row label={t.tickets}>{booking.tickets}</Row> : null}
          <Row label={t.total}>{booking.total}</Row>
          <Row label={t.payment}>{booking.payment.text}</Row>
        </dl>

        {booking.state === "unconfirmed" && !confirmingOnline ? (
          <div className="flex flex-col gap-4 rounded-xl bg-sand p-5">
            <p>{t.unconfirmedText(booking.holdUntil ?? "")}</p>
            {/* The order was the form's button (AGB § 3, decision 0187); this one confirms the address. */}
            <Form method="post" className="flex flex-col gap-3">
              <input type="hidden" name="intent" value="confirm" />
              <SubmitButton size="lg" className="self-start" busy={busy} busyLabel={t.confirming}>
                {t.confirmAddress}
              </SubmitButton>
            </Form>
          </div>
        ) : null}
        {booking.state === "pending" && booking.coachConfirmsBy ? (
          <p className="rounded-xl bg-accent-soft p-5 text-ink">{t.pendingText(booking.coachConfirmsBy)}</p>
        ) : null}
        {booking.state === "expired" ? <p className="rounded-xl bg-sand p-5">{t.expiredText}</p> : null}
        {booking.state === "cancelled" ? (
          <div className="flex flex-col gap-1 rounded-xl bg-sand p-5">
            <p>
              {booking.cancelledBy === "visitor" && booking.cancelledAt
                ? t.cancelledText(booking.cancelledAt)
                : booking.eventCancelled
                  ? t.eventCancelled
                  : t.cancelledByCoach}
            </p>
            {booking.fee ? <p className="font-semibold">{t.feeDue(booking.fee)}</p> : null}
          </div>
        ) : null}

        {credits ? <PackageSection credits={credits} token={params.token} /> : null}

        {booking.payment.instructions && !confirmingOnline ? (
          <PaymentBox
            info={booking.payment.instructions}
            intro={
              booking.state === "confirmed" || booking.state === "cancelled"
                ? messages.payment.intro(booking.payment.instructions.amount, booking.kind)
                : messages.payment.pageIntro(booking.payment.instructions.amount, booking.kind)
            }
          />
        ) : null}

        {prompts ? (
          <section aria-labelledby="impulse" className="flex flex-col gap-3 rounded-xl bg-accent-soft p-5">
            <h2 id="impulse" className="text-xl">
              {messages.prompts.section.heading}
            </h2>
            <p className="text-ink">{messages.prompts.bookingPage.offer(prompts.name)}</p>
            <ButtonLink to={localize(`/buchung/${params.token}/impulse`)} variant="secondary" className="self-start">
              {messages.prompts.bookingPage.offerLink}
            </ButtonLink>
          </section>
        ) : null}

        {booking.invoices.length ? (
          <section aria-labelledby="rechnungen" className="flex flex-col gap-2">
            <h2 id="rechnungen" className="text-xl">
              {messages.invoice.heading}
            </h2>
            {t.invoicesNote ? <p className="text-sm text-muted">{t.invoicesNote}</p> : null}
            <ul className="flex flex-col gap-1">
              {booking.invoices.map((invoice) => (
                <li key={invoice.number}>
                  <a
                    href={`/buchung/${params.token}/rechnung/${invoice.number}`}
                    download
                    className="font-medium text-accent-strong underline underline-offset-4"
                  >
                    {messages.invoice.download(invoice.label, invoice.number)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <div className="flex flex-wrap gap-3">
          {booking.state !== "cancelled" && booking.state !== "expired" && product.schedule === "dated" ? (
            <a
              href={`${locale === "en" ? "/en" : ""}/buchung/${params.token}/kalender.ics`}
              download
              className={buttonClass("secondary", "md")}
            >
              {t.calendar}
            </a>
          ) : null}
          {product.publicPage ? (
            <ButtonLink to={booking.eventPath} variant="ghost">
              {t.toEvent}
            </ButtonLink>
          ) : null}
        </div>

        {product.terms.moving === "coaching-hours" && (active || booking.state === "unconfirmed") ? (
          <MoveSection moveUntil={booking.moveUntil} token={params.token} hours={booking.cancellationTerms.hours} />
        ) : null}

        {(active || booking.state === "unconfirmed") && product.terms.cancellation !== "package-unused-credits" ? (
          <CancelSection booking={booking} busy={busy} t={t} />
        ) : null}

        {booking.state !== "expired" ? (
          // The withdrawal function (§ 356a BGB), prefilled from this booking (routes/widerruf.tsx).
          <p>
            <Link
              to={`${localize("/widerruf")}?buchung=${encodeURIComponent(params.token)}`}
              className="font-medium text-accent-strong underline underline-offset-4"
            >
              {messages.contract.withdrawLink}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
