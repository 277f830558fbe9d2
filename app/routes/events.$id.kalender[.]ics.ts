import { findEventByAddress } from "~/features/products/events/event.server";
import { icsDownload } from "~/features/products/events/ics";
import { getCloudflare } from "~/lib/context";
import { getMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import type { Route } from "./+types/events.$id.kalender[.]ics";

/**
 * "Zum Kalender hinzufügen": the event as an .ics download, in the language of the page that links
 * it; at the readable address and at the id that older pages linked (decision 0168).
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return icsDownload(
    findEventByAddress(getCloudflare(context).env, params.id),
    getMessages(locale).eventDetail.notFoundText,
    "event-ics-failed",
    locale,
  );
}
