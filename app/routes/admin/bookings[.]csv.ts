import { bookingFilter } from "~/features/compositions/admin/bookings.server";
import { listBookings } from "~/features/core/booking/bookings-list.server";
import { adminHeaders } from "~/features/compositions/admin/crud.server";
import { toCsv } from "~/features/compositions/admin/csv";
import { formatDate, formatDateTime } from "~/features/compositions/admin/format";
import { requireAdmin } from "~/features/core/auth/session.server";
import { getCloudflare } from "~/lib/context";
import { germanAmount } from "~/lib/money";
import { messages } from "~/lib/messages";
import { adminMessages } from "~/lib/messages.admin";
import { berlinToday } from "~/lib/today";
import type { Route } from "./+types/bookings[.]csv";

const m = adminMessages.bookings;
/** Generous cap: far beyond a coach's bookings, still one bounded response. */
const MAX_ROWS = 50_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  const rows = await listBookings(env, bookingFilter(request), MAX_ROWS);

  const csv = toCsv([
    [
      m.columns.created,
      m.columns.event,
      "Eventdatum",
      m.columns.name,
      m.columns.email,
      "Telefon",
      m.columns.tickets,
      m.columns.total,
      "Währung",
      m.columns.status,
      m.columns.mail,
      m.csv.cancelledBy,
      m.csv.cancelledAt,
      m.csv.fee,
      messages.invoice.heading,
    ],
    ...rows.map((row) => [
      formatDateTime(row.created_at),
      row.event_title,
      formatDate(row.event_date),
      row.full_name,
      row.email,
      row.phone ?? "",
      row.num_tickets,
      germanAmount(row.total_cents),
      row.currency,
      adminMessages.status[row.status],
      m.mail[row.mail],
      row.cancelled_by ? m.csv.by[row.cancelled_by] : "",
      row.cancelled_at ? formatDateTime(row.cancelled_at) : "",
      row.cancellation_fee_cents ? germanAmount(row.cancellation_fee_cents) : "",
      row.invoices.map((invoice) => `${messages.invoice.linkLabels[invoice.kind]} ${invoice.number}`).join(", "),
    ]),
  ]);
  return new Response(csv, {
    headers: {
      ...adminHeaders,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="buchungen-${berlinToday()}.csv"`,
    },
  });
}
