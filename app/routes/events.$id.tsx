import { formRouteHeaders } from "~/lib/forms";
import { createContext, data, isRouteErrorResponse, Link, redirect, useNavigation } from "react-router";
import { Artwork } from "~/components/ui/artwork";
import { buttonClass } from "~/components/ui/button";
import { NotFoundSection } from "~/components/ui/not-found";
import { brand } from "~/config/brand";
import { handleEventPageAction } from "~/features/core/booking/event-page-action.server";
import { BookingForm, useBookingSucceeded } from "~/features/core/booking/booking-form";
import { WaitlistForm } from "~/features/core/booking/waitlist-form";
import { needsEarlyStartConsent } from "~/features/core/booking/contract";
import { EventFacts, eventImage, icons, SeatsBadge, usePriceText } from "~/features/products/events/event-cards";
import { eventIdAt, findEventAt } from "~/features/products/events/event.server";
import { eventPath } from "~/features/products/events/path";
import { photoAt } from "~/features/extras/images/library.server";
import { shownIntakeQuestions } from "~/features/people/intake/questions.server";
import { businessSettings } from "~/features/core/business/settings.server";
import { formatLongDate, formatShortDate, formatTimeRange, hasStarted } from "~/features/products/events/format";
import { eventJsonLd } from "~/features/products/events/json-ld";
import { courseJsonLd } from "~/features/products/courses/json-ld";
import { CourseDatesList } from "~/features/products/courses/course-dates-list";
import { courseDatesOf, courseSummary } from "~/features/products/events/course-dates";
import { localizeEvent } from "~/features/products/events/localize";
import { getCloudflare } from "~/lib/context";
import { getMessages, useLocale, useLocalize, useMessages } from "~/lib/i18n";
import { localeFromPath, localizePath } from "~/lib/locale";
import { jsonLd, notFoundMeta, seo } from "~/lib/seo";
import type { Route } from "./+types/events.$id";
import { logError } from "~/lib/log";
import { LineIcon } from "~/components/ui/line-icon";
import { formResponse } from "~/lib/public-form.server";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { env, formKey } = getCloudflare(context);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  let at, settings;
  try {
    // Seats come from D1 itself, not from the cached list: the form must not offer sold seats.
    [at, settings] = await Promise.all([findEventAt(env, params.id), businessSettings(env)]);
  } catch (error) {
    logError("event-load-failed", error);
    throw data(null, { status: 503 });
  }
  if (!at) throw data(null, { status: 404 });
  // The id it was linked by before (old e-mails, calendars, search results): for good to the
  // readable address, in the same language and with the same query (decision 0168). Not after the
  // form of a page from before posted there: that answer shows the booking's result.
  if (at.movedTo && !context.get(postedHere)) {
    throw redirect(`${localizePath(`/events/${at.movedTo}`, locale)}${url.search}`, 301);
  }
  const found = at.event;
  const past = hasStarted(found);
  let photo, intake;
  try {
    // Her uploaded photo's alt text and resized copies (decision 0164); other addresses as they are.
    // The event's questions before booking (decision 0221), asked by the form.
    [photo, intake] = await Promise.all([
      photoAt(env, found.image_url, locale),
      past ? [] : shownIntakeQuestions(env, { event: found.id }, locale),
    ]);
  } catch (error) {
    logError("event-load-failed", error);
    throw data(null, { status: 503 });
  }
  const event = localizeEvent(found, locale);
  // A fresh key per answer (also from the page cache): a retried submission of this form books once.
  // The structured data is built here, not in `meta`: its Berlin times need Intl's time zones, which
  // a browser would load in the middle of hydration (decision 0091).
  return {
    event,
    past,
    idempotencyKey: formKey,
    // Inside the withdrawal period the form asks for the early-start request (contract.ts).
    earlyStartConsent: !past && needsEarlyStartConsent(found),
    smallBusiness: settings.smallBusiness,
    photo,
    intake,
    // A course is an EventSeries of its dates (issue 55), an event of one date an Event.
    structuredData: courseDatesOf(found)
      ? courseJsonLd(event, courseDatesOf(found)!, { past, locale })
      : eventJsonLd(event, { past, locale }),
  };
}

export const headers = formRouteHeaders;

/** Set by the action: the loader that renders its answer stays at the address that was posted to. */
const postedHere = createContext(false);

/** The booking form, or "Auf die Warteliste" on a sold-out event (intent=waitlist). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { env } = getCloudflare(context);
  context.set(postedHere, true);
  // Posted to the readable address or, from a page loaded before decision 0168, to the id.
  return formResponse(await handleEventPageAction(request, env, await eventIdAt(env, params.id)));
}

export const meta: Route.MetaFunction = ({ loaderData, params, location }) => {
  const locale = localeFromPath(location.pathname);
  const t = getMessages(locale).eventDetail;
  if (!loaderData) return notFoundMeta(t.notFoundTitle, t.notFoundText, `/events/${params.id}`, locale);
  const { event, structuredData } = loaderData;
  const description = event.description.replace(/\s+/g, " ").trim();
  return [
    ...seo({
      title: `${t.pageTitle(event.title, formatShortDate(event.event_date, locale))} | ${brand.productName}`,
      description: description.length > 155 ? `${description.slice(0, 154).trimEnd()}…` : description,
      path: eventPath(event),
      locale,
      ...(event.image_url ? { image: event.image_url } : {}),
    }),
    jsonLd(structuredData),
  ];
};

function PendingNotice() {
  const navigation = useNavigation();
  const messages = useMessages();
  const localize = useLocalize();
  if (navigation.state !== "loading" || navigation.location.pathname !== localize("/events")) return null;
  return (
    <p
      role="status"
      className="fixed inset-x-0 bottom-6 z-30 mx-auto w-fit rounded-full bg-ink px-5 py-2.5 text-sm text-white shadow-lg"
    >
      {messages.events.loading}
    </p>
  );
}

function DetailRow({ icon, label, children }: { icon: keyof typeof icons; label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-sm font-semibold text-ink">
        <LineIcon d={icons[icon]} className="size-5 shrink-0 text-accent" />
        {label}
      </dt>
      <dd className="mt-1 pl-7 text-muted">{children}</dd>
    </div>
  );
}

export default function EventDetailPage({ loaderData }: Route.ComponentProps) {
  const { event, past, idempotencyKey, earlyStartConsent, smallBusiness, photo, intake } = loaderData;
  const cancelled = Boolean(event.cancelled_at);
  const soldOut = event.seats_left === 0;
  const booked = useBookingSucceeded(event.id);
  const locale = useLocale();
  const localize = useLocalize();
  const messages = useMessages();
  const t = messages.eventDetail;
  const categories: Record<string, string> = messages.events.categories;
  const priceText = usePriceText();

  const bookable = !cancelled && !past && !booked;
  const dates = courseDatesOf(event);
  return (
    <article className={bookable ? "pb-24 lg:pb-0" : undefined}>
      <PendingNotice />
      {/* Light hero: the fixed navigation is transparent at the top and needs a light background. */}
      <header className="bg-gradient-to-b from-sand to-paper">
        <div className="mx-auto grid max-w-6xl gap-8 px-5 pt-24 pb-10 sm:pt-32 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-center lg:pb-14">
          <div>
            <Link
              to={localize("/events")}
              className="inline-flex items-center gap-2 rounded-full text-sm font-medium text-accent hover:text-accent-strong"
            >
              <span aria-hidden="true">←</span> {t.allEvents}
            </Link>
            <p className="mt-6 flex flex-wrap gap-2">
              <span className="inline-block rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent-strong">
                {categories[event.category] ?? event.category}
              </span>
              {cancelled ? (
                <span className="inline-block rounded-full bg-danger-soft px-3 py-1 text-xs font-semibold text-danger">
                  {t.cancelled}
                </span>
              ) : null}
            </p>
            <h1 className="mt-4 text-3xl leading-tight sm:text-5xl" lang={event.lang.title}>
              {event.title}
            </h1>
            <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
              <EventFacts event={event} />
            </div>
          </div>
          <Artwork
            src={eventImage(event)}
            {...(photo ? { alt: photo.alt, srcSet: photo.srcSet, sizes: "(min-width: 1024px) 36rem, 100vw" } : {})}
            width={1200}
            height={675}
            className="aspect-video w-full rounded-2xl bg-sand object-cover shadow-sm"
          />
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-12 lg:grid-cols-[minmax(0,1fr)_24rem] lg:py-16">
        <div className="flex flex-col gap-10">
          <section aria-labelledby="beschreibung">
            <h2 id="beschreibung" className="text-2xl sm:text-3xl">
              {t.description}
            </h2>
            {event.lang.description ? <p className="mt-2 text-sm text-muted">{t.descriptionInGerman}</p> : null}
            <p className="mt-4 text-lg leading-relaxed whitespace-pre-line text-ink/90" lang={event.lang.description}>
              {event.description}
            </p>
          </section>
          {dates ? (
            <section aria-labelledby="termine" className="rounded-2xl border border-line bg-white p-6">
              <h2 id="termine" className="scroll-mt-24 text-2xl">
                {messages.course.datesHeading}
              </h2>
              <p className="mt-1 mb-5 text-muted">{messages.course.datesIntro(dates.length)}</p>
              <CourseDatesList dates={dates} />
            </section>
          ) : null}
          <section aria-labelledby="details" className="rounded-2xl border border-line bg-white p-6">
            <h2 id="details" className="text-2xl">
              {t.details}
            </h2>
            <dl className="mt-5 grid gap-5 sm:grid-cols-2">
              <DetailRow icon="calendar" label={t.dateTime}>
                {dates ? (
                  <a href="#termine" className="underline decoration-accent/40 underline-offset-4">
                    {courseSummary(dates, locale)}
                  </a>
                ) : (
                  <>
                    {formatLongDate(event.event_date, locale)}
                    <br />
                    {formatTimeRange(event.start_time, event.end_time, true, locale)}
                  </>
                )}
              </DetailRow>
              <DetailRow icon="pin" label={t.venue}>
                {event.location}
              </DetailRow>
              <DetailRow icon="users" label={t.attendees}>
                {t.maxAttendees(event.max_attendees)}
              </DetailRow>
              <DetailRow icon="tag" label={t.price}>
                {priceText(event)}
              </DetailRow>
            </dl>
            {cancelled ? null : (
              <a
                href={localize(`${eventPath(event)}/kalender.ics`)}
                download
                className={buttonClass("secondary", "md", "mt-6")}
              >
                <svg
                  viewBox="0 0 24 24"
                  className="size-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  aria-hidden="true"
                >
                  <path d={icons.calendar} />
                </svg>
                {t.addToCalendar}
              </a>
            )}
          </section>
        </div>

        <aside aria-labelledby="buchen" className="scroll-mt-24 lg:sticky lg:top-28 lg:self-start" id="buchen-form">
          <div className="rounded-2xl border border-line bg-white p-6 shadow-sm">
            <h2 id="buchen" className="text-2xl">
              {cancelled ? t.cancelled : past ? messages.events.tookPlace : t.bookTitle}
            </h2>
            {/* A past event's seats are no offer any more: no "Plätze frei", no form (below). */}
            {cancelled || past ? null : (
              <>
                <p className="mt-1 text-muted">{t.bookText}</p>
                <div className="mt-4">
                  <SeatsBadge event={event} past={false} waitlistBelow />
                </div>
              </>
            )}
            <div className={cancelled ? "mt-3" : "mt-6"}>
              {cancelled ? (
                <div className="flex flex-col items-start gap-4">
                  <p className="text-muted">{t.cancelledText}</p>
                  <Link to={localize("/events")} className={buttonClass("primary", "md")}>
                    {t.allEvents}
                  </Link>
                </div>
              ) : past ? (
                <p className="text-muted">{t.past}</p>
              ) : soldOut && !booked ? (
                <WaitlistForm eventId={event.id} />
              ) : (
                <BookingForm
                  eventId={event.id}
                  priceCents={event.price_cents}
                  currency={event.currency}
                  idempotencyKey={idempotencyKey}
                  earlyStartConsent={earlyStartConsent}
                  smallBusiness={smallBusiness}
                  intake={intake}
                  facts={{
                    title: event.title,
                    titleLang: event.lang.title,
                    when: `${formatLongDate(event.event_date, locale)}, ${formatTimeRange(event.start_time, event.end_time, true, locale)}`,
                    where: event.location,
                  }}
                />
              )}
            </div>
          </div>
        </aside>
      </div>
      {bookable ? (
        // On a phone the form is screens below the title: the price and the way there stay in
        // the first screen and at hand while reading. A plain link, so it works before JavaScript.
        <div
          className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 px-5 py-3 backdrop-blur lg:hidden"
          data-testid="booking-bar"
        >
          <div className="mx-auto flex max-w-6xl items-center justify-between gap-4">
            {/* The price only: places left stay the booking card's one badge (one place to read them). */}
            <p className="text-sm leading-snug font-semibold text-ink">{priceText(event)}</p>
            <a href="#buchen-form" className={buttonClass("primary", "md", "shrink-0")}>
              {soldOut ? t.toWaitlist : t.secureSeat}
            </a>
          </div>
        </div>
      ) : null}
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  const t = useMessages().eventDetail;
  const localize = useLocalize();
  return (
    <NotFoundSection
      title={t.notFoundTitle}
      text={t.notFoundText}
      back={{ to: localize("/events"), label: t.backToOverview }}
    />
  );
}
