import { managedBookingEvent } from "~/features/booking/manage.server";
import { icsDownload } from "~/features/events/ics";
import { getCloudflare } from "~/lib/context";
import { messages } from "~/lib/messages";
import type { Route } from "./+types/buchung.$token.kalender[.]ics";

/** The calendar file of a booking, from its "Meine Buchung" page (the signed token names it). */
export function loader({ params, context }: Route.LoaderArgs) {
  const lookup = managedBookingEvent(getCloudflare(context).env, params.token);
  return icsDownload(lookup, messages.manageBooking.invalidText, "booking-ics-failed");
}
