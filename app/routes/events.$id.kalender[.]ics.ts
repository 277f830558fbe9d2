import { findEvent } from "~/features/events/event.server";
import { icsDownload } from "~/features/events/ics";
import { getCloudflare } from "~/lib/context";
import { messages } from "~/lib/messages";
import type { Route } from "./+types/events.$id.kalender[.]ics";

/** "Zum Kalender hinzufügen": the event as an .ics download. */
export function loader({ params, context }: Route.LoaderArgs) {
  return icsDownload(
    findEvent(getCloudflare(context).env, params.id),
    messages.eventDetail.notFoundText,
    "event-ics-failed",
  );
}
