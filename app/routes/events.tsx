import { useMemo } from "react";
import {
  data,
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
  useNavigation,
  useSearchParams,
} from "react-router";
import { PageHero } from "~/features/extras/content/blocks";
import { listPublicEvents, type ShownEvent } from "~/features/products/events/cache.server";
import { EventListCard } from "~/features/products/events/event-cards";
import { localizeEvent } from "~/features/products/events/localize";
import { calendarStart, EventsCalendar } from "~/features/products/events/events-calendar";
import { EventsTabs, panelId, parseView, tabId, VIEW_PARAM } from "~/features/products/events/events-tabs";
import { inDateOrder, splitByStart } from "~/features/products/events/overview";
import { berlinToday } from "~/lib/today";
import { getCloudflare } from "~/lib/context";
import { readTexts } from "~/features/extras/content/content.server";
import { getMessages, useLocale, useMessages } from "~/lib/i18n";
import { localeFromPath, localizePath } from "~/lib/locale";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/events";
import { logError } from "~/lib/log";

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const locale = localeFromPath(location.pathname);
  return seo({
    title: loaderData?.texts.events.meta.title ?? getMessages(locale).events.heroTitle,
    description: loaderData?.texts.events.meta.description ?? "",
    path: "/events",
    locale,
  });
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  const now = new Date();
  const today = berlinToday(now);
  const url = new URL(request.url);
  const params = url.searchParams;
  const locale = localeFromPath(url.pathname);
  // The intro (web content "events"); each event in the page's language where the coach wrote it.
  const texts = await readTexts(context, env, locale, ["events"]);
  try {
    const events = (await listPublicEvents(env, now)).map((event) => localizeEvent(event, locale));
    // Past or upcoming is decided here, in Berlin time, not by the visitor's clock.
    const { upcoming, past } = splitByStart(events, now);
    return { upcoming, past, today, ...calendarStart(params, events, today), failed: false, texts };
  } catch (error) {
    logError("events-load-failed", error);
    const none = { upcoming: [], past: [], today, ...calendarStart(params, [], today), failed: true, texts };
    return data(none, { status: 503 });
  }
}

// Switching tabs only changes ?ansicht=…: the data is the same, so the browser need not ask again.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

/** Polite status while a client navigation from this page is under way. */
function PendingNotice() {
  const navigation = useNavigation();
  const messages = useMessages();
  const locale = useLocale();
  const to = navigation.location?.pathname;
  if (navigation.state !== "loading" || !to) return null;
  const overview = localizePath("/events", locale);
  const text =
    to === overview ? messages.events.loading : to.startsWith(`${overview}/`) ? messages.eventDetail.loading : null;
  if (!text) return null;
  return (
    <p
      role="status"
      className="fixed inset-x-0 bottom-6 z-30 mx-auto w-fit rounded-full bg-ink px-5 py-2.5 text-sm text-white shadow-lg"
    >
      {text}
    </p>
  );
}

function LoadError() {
  const t = useMessages().events;
  return (
    <p role="alert" className="rounded-2xl border border-danger/30 bg-danger-soft p-6 text-danger">
      {t.loadError}
    </p>
  );
}

/** A section of the list tab: a grid of cards. */
function EventGrid({ events, past = false }: { events: ShownEvent[]; past?: boolean }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>
          <EventListCard event={event} past={past} />
        </li>
      ))}
    </ul>
  );
}

/** Upcoming events first; those that have begun below, under their own heading. */
function EventList({ upcoming, past }: { upcoming: ShownEvent[]; past: ShownEvent[] }) {
  const t = useMessages().events;
  return (
    <div className="flex flex-col gap-14">
      {upcoming.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line bg-white/60 p-8 text-center text-muted">
          {t.emptyList}
        </p>
      ) : (
        <EventGrid events={upcoming} />
      )}
      {past.length === 0 ? null : (
        <section aria-labelledby="vergangene-veranstaltungen" className="flex flex-col gap-6">
          <h2 id="vergangene-veranstaltungen" className="text-2xl sm:text-3xl">
            {t.pastTitle}
          </h2>
          <EventGrid events={past} past />
        </section>
      )}
    </div>
  );
}

export default function EventsPage({ loaderData }: Route.ComponentProps) {
  const { upcoming, past, today, initialDate, initialMonth, failed, texts } = loaderData;
  const [searchParams] = useSearchParams();
  const view = parseView(searchParams.get(VIEW_PARAM));
  const calendarEvents = useMemo(() => inDateOrder({ upcoming, past }), [upcoming, past]);

  return (
    <>
      <PageHero title={texts.events.hero.title}>{texts.events.hero.subtitle}</PageHero>
      <div className="mx-auto max-w-6xl px-5 pb-24">
        <div className="mb-8 flex justify-center">
          <EventsTabs view={view} />
        </div>
        <PendingNotice />
        <div role="tabpanel" id={panelId(view)} aria-labelledby={tabId(view)}>
          {failed ? (
            <LoadError />
          ) : view === "kalender" ? (
            <EventsCalendar
              events={calendarEvents}
              today={today}
              initialDate={initialDate}
              initialMonth={initialMonth}
            />
          ) : (
            <EventList upcoming={upcoming} past={past} />
          )}
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isRouteErrorResponse(error)) console.error(error);
  const t = useMessages().events;
  return (
    <>
      <PageHero title={t.heroTitle}>{t.heroSubtitle}</PageHero>
      <div className="mx-auto max-w-3xl px-5 pb-24">
        <LoadError />
      </div>
    </>
  );
}
