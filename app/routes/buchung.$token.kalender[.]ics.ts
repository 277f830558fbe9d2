import { managedBookingEvent } from "~/features/core/booking/manage.server";
import { icsDownload } from "~/features/products/events/ics";
import { getCloudflare } from "~/lib/context";
import { getMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import type { Route } from "./+types/buchung.$token.kalender[.]ics";

/** The calendar file of a booking, from its "Meine Buchung" page (the signed token names it), in the page's language. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const lookup = managedBookingEvent(getCloudflare(context).env, params.token);
  return icsDownload(lookup, getMessages(locale).manageBooking.invalidText, "booking-ics-failed", locale);
}
