import { managedBookingEvent } from "~/features/booking/manage.server";
import { icsResponse } from "~/features/events/ics";
import { getCloudflare } from "~/lib/context";
import { logError } from "~/lib/log";
import { getMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import type { Route } from "./+types/buchung.$token.kalender[.]ics";

/** The calendar file of a booking, from its "Meine Buchung" page (the signed token names it), in the page's language. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const event = await managedBookingEvent(getCloudflare(context).env, params.token).catch((error: unknown) => {
    logError("booking-ics-failed", error);
    return null;
  });
  if (!event) {
    return new Response(getMessages(locale).manageBooking.invalidText, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return icsResponse(event, locale);
}
