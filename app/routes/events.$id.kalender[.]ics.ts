import { findEvent } from "~/features/events/event.server";
import { icsResponse } from "~/features/events/ics";
import { getCloudflare } from "~/lib/context";
import { messages } from "~/lib/messages";
import type { Route } from "./+types/events.$id.kalender[.]ics";
import { logError } from "~/lib/log";

/** "Zum Kalender hinzufügen": the event as an .ics download. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const event = await findEvent(getCloudflare(context).env, params.id).catch((error: unknown) => {
    logError("event-ics-failed", error);
    return null;
  });
  if (!event) {
    return new Response(messages.eventDetail.notFoundText, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return icsResponse(event);
}
