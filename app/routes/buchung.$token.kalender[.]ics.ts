import { managedBookingEvent } from "~/features/booking/manage.server";
import { icsResponse } from "~/features/events/ics";
import { getCloudflare } from "~/lib/context";
import { logError } from "~/lib/log";
import { messages } from "~/lib/messages";
import type { Route } from "./+types/buchung.$token.kalender[.]ics";

/** The calendar file of a booking, from its "Meine Buchung" page (the signed token names it). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const event = await managedBookingEvent(getCloudflare(context).env, params.token).catch((error: unknown) => {
    logError("booking-ics-failed", error);
    return null;
  });
  if (!event) {
    return new Response(messages.manageBooking.invalidText, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return icsResponse(event);
}
