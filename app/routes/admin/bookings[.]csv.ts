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
import { intakeAnswersForExport } from "~/features/people/intake/questions.server";
import type { Route } from "./+types/bookings[.]csv";

const m = adminMessages.bookings;
/** Generous cap: far beyond a coach's bookings, still one bounded response. */
const MAX_ROWS = 50_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env } = getCloudflare(context);
  requireAdmin(context);
  const filter = bookingFilter(request);
  const [rows, intake] = await Promise.all([
    listBookings(env, filter, MAX_ROWS),
    intakeAnswersForExport(env, filter.eventId),
  ]);
  // One column per question asked before booking (decisions 0211, 0221), of the bookings listed.
  const listed = new Set(rows.map((row) => row.id));
  const questions = intake.questions.filter((question) =>
    [...intake.byBooking].some(([id, answers]) => listed.has(id) && answers.has(question)),
  );

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
      ...questions,
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
      ...questions.map((question) => intake.byBooking.get(row.id)?.get(question) ?? ""),
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
