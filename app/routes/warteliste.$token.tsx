import { data, Form, redirect, useNavigation } from "react-router";
import { ButtonLink, SubmitButton } from "~/components/ui/button";
import { Notice } from "~/components/ui/notice";
import { brand } from "~/config/brand";
import { formatBerlinDateTime } from "~/lib/today";
import { OrderFacts, OrderLegalNote, useOrderButtonLabel } from "~/features/core/booking/contract-fields";
import { VatNote } from "~/features/core/booking/vat-note";
import { claimOffer } from "~/features/core/booking/transitions.server";
import { loadOffer } from "~/features/core/booking/waitlist.server";
import { businessSettings } from "~/features/core/business/settings.server";
import { formatLongDate, formatTimeRange } from "~/features/products/events/format";
import { formatPrice } from "~/lib/money";
import { getCloudflare } from "~/lib/context";
import { getMessages, useMessages } from "~/lib/i18n";
import { localeFromPath, localizePath } from "~/lib/locale";
import { logError } from "~/lib/log";
import type { Route } from "./+types/warteliste.$token";

/** The language comes from the path: /en/warteliste/<token> is English (docs/decisions/0040-english-link-pages.md). */
const localeOf = (request: Request) => localeFromPath(new URL(request.url).pathname);

export const meta: Route.MetaFunction = ({ location }) => [
  { title: `${getMessages(localeFromPath(location.pathname)).waitlist.offerTitle} – ${brand.productName}` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  try {
    const { env } = getCloudflare(context);
    const [offer, settings] = await Promise.all([
      loadOffer(env, params.token, new Date(), locale),
      businessSettings(env),
    ]);
    return data(
      {
        smallBusiness: settings.smallBusiness,
        offer: offer && {
          ...offer,
          date: formatLongDate(offer.eventDate, locale),
          time: formatTimeRange(offer.startTime, offer.endTime, true, locale),
          price: formatPrice(offer.priceCents, offer.currency, locale),
          total: formatPrice(offer.priceCents * offer.tickets, offer.currency, locale),
          until: offer.offerExpiresAt ? formatBerlinDateTime(new Date(offer.offerExpiresAt), locale) : null,
          bookingPath: offer.bookingLink ? new URL(offer.bookingLink).pathname : null,
        },
      },
      { status: offer ? 200 : 404 },
    );
  } catch (error) {
    logError("waitlist-offer-load-failed", error);
    throw data(null, { status: 503 });
  }
}

/** The claim is a POST (opening the e-mail's link changes nothing); success leads to "Meine Buchung". */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeOf(request);
  const t = getMessages(locale).waitlist;
  try {
    const result = await claimOffer(getCloudflare(context).env, params.token);
    // On to "Meine Buchung" in the language of this page.
    if (result.ok) return redirect(localizePath(new URL(result.manageUrl).pathname, locale));
    return data(
      { text: result.reason === "invalid" ? t.invalidText : t.expiredText },
      { status: result.reason === "invalid" ? 404 : 409 },
    );
  } catch (error) {
    logError("waitlist-claim-failed", error);
    return data({ text: t.error }, { status: 503 });
  }
}

export default function WaitlistOfferPage({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const messages = useMessages();
  const t = messages.waitlist;
  const { offer, smallBusiness } = loaderData;
  const orderLabel = useOrderButtonLabel((offer?.priceCents ?? 0) * (offer?.tickets ?? 1));
  const heading = !offer
    ? t.invalidTitle
    : offer.state === "open"
      ? t.offerTitle
      : offer.state === "claimed"
        ? t.claimedTitle
        : offer.state === "waiting"
          ? t.joinedTitle
          : t.expiredTitle;

  return (
    <section className="mx-auto max-w-xl px-5 pt-32 pb-24">
      <div className="flex flex-col gap-5 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-10">
        <h1 className={`text-3xl sm:text-4xl ${offer ? "" : "text-danger"}`}>{heading}</h1>
        {actionData ? (
          <Notice tone="error" title={t.failedTitle}>
            {actionData.text}
          </Notice>
        ) : null}
        {!offer ? <p>{t.invalidText}</p> : null}
        {offer ? (
          <>
            <dl className="grid gap-1 text-muted">
              <dt className="sr-only">{messages.manageBooking.event}</dt>
              <dd className="text-lg font-semibold text-ink" lang={offer.titleLang}>
                {offer.title}
              </dd>
              <dt className="sr-only">{messages.manageBooking.date}</dt>
              <dd>
                {offer.date}, {offer.time}
              </dd>
              <dt className="sr-only">{messages.manageBooking.place}</dt>
              <dd>{offer.location}</dd>
              <dt className="sr-only">{messages.manageBooking.total}</dt>
              <dd>
                {offer.tickets} × {offer.price} = {offer.total}
              </dd>
            </dl>
            {offer.state === "open" ? (
              <>
                <p>{t.offerText(offer.tickets, offer.until ?? "")}</p>
                {/* The claim books at once: the button names the duty to pay (§ 312j (3) BGB). */}
                <Form method="post" className="flex flex-col gap-3">
                  {/* The facts right above the button (§ 312j (2) BGB, issue 53). */}
                  <OrderFacts
                    title={offer.title}
                    titleLang={offer.titleLang}
                    when={`${offer.date}, ${offer.time}`}
                    where={offer.location}
                    terms="event"
                    paid={offer.priceCents > 0}
                    price={
                      <>
                        <span className="font-semibold">
                          {offer.tickets} × {offer.price} = {offer.total}
                        </span>
                        <VatNote
                          priceCents={offer.priceCents * offer.tickets}
                          smallBusiness={smallBusiness}
                          className="text-xs text-muted"
                        />
                      </>
                    }
                  />
                  <OrderLegalNote />
                  <SubmitButton size="lg" className="self-start" busy={busy} busyLabel={t.claiming}>
                    {orderLabel}
                  </SubmitButton>
                </Form>
              </>
            ) : null}
            {offer.state === "claimed" ? (
              <>
                <p>{t.claimedText}</p>
                {offer.bookingPath ? (
                  <ButtonLink to={offer.bookingPath} className="self-start">
                    {t.toBooking}
                  </ButtonLink>
                ) : null}
              </>
            ) : null}
            {offer.state === "expired" ? <p>{t.expiredText}</p> : null}
            {offer.state === "waiting" ? <p>{t.waitingText}</p> : null}
            {offer.state === "removed" ? <p>{t.removedText}</p> : null}
          </>
        ) : null}
        <ButtonLink to="/events" variant="secondary" className="self-start">
          {messages.booking.moreEvents}
        </ButtonLink>
      </div>
    </section>
  );
}
