import { feedForToken } from "~/features/core/calendar/feed-out.server";
import { getCloudflare } from "~/lib/context";
import { PERSONAL_PAGE_CACHE_CONTROL } from "~/lib/personal-page";
import type { Route } from "./+types/kalender.$file";

const notFound = () =>
  new Response("Diesen Kalender gibt es nicht (mehr).", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

/**
 * The coach's subscription link `/kalender/<token>.ics` (decision 0135): her events and sessions
 * for Google, Apple or Outlook. A wrong, revoked or replaced token answers 404. Never stored by the
 * page cache, a browser or a proxy (`private, no-store`), never indexed.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const match = /^(.+)\.ics$/.exec(params.file);
  if (!match?.[1]) return notFound();
  const feed = await feedForToken(getCloudflare(context).env, match[1], new Date());
  if (feed === null) return notFound();
  return new Response(feed, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="kalender.ics"',
      "Cache-Control": PERSONAL_PAGE_CACHE_CONTROL,
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
