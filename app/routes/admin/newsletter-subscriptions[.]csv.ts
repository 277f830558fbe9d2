import { adminHeaders } from "~/features/compositions/admin/crud.server";
import { toCsv } from "~/features/compositions/admin/csv";
import { formatDateTime } from "~/features/compositions/admin/format";
import { requireAdmin } from "~/features/core/auth/session.server";
import { confirmedSubscribers } from "~/features/people/newsletter/subscriptions.server";
import { getCloudflare } from "~/lib/context";
import { adminMessages } from "~/lib/messages.admin";
import { berlinToday } from "~/lib/today";
import type { Route } from "./+types/newsletter-subscriptions[.]csv";

const m = adminMessages.newsletter;

/**
 * Confirmed subscribers with the proof of their consent (double opt-in): when they signed up and
 * confirmed, on which page and in which language, and the consent text they agreed to. Pending sign-ups are not consent.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  const rows = await confirmedSubscribers(env);
  const csv = toCsv([
    [m.columns.email, m.csv.signedUp, m.csv.confirmed, m.columns.page, m.columns.language, m.csv.consent],
    ...rows.map((row) => [
      row.email,
      formatDateTime(row.created_at),
      row.confirmed_at ? formatDateTime(row.confirmed_at) : "",
      row.on_page ?? "",
      m.languages[row.locale],
      row.consent_text ?? "",
    ]),
  ]);
  return new Response(csv, {
    headers: {
      ...adminHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="newsletter-${berlinToday()}.csv"`,
    },
  });
}
