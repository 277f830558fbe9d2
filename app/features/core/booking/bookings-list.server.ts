import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { InvoiceKind } from "~/features/core/invoices/numbering.server";
import { amountDueSql, paidSql, paymentStateWhere } from "~/features/core/payments/payments.server";
import { paymentState, type PaymentStateKind } from "~/features/core/payments/state";
import { columnsOf, getDb, schema } from "~/lib/db.server";
import { searchAcross } from "~/lib/search.server";
import { BILLING_COLUMNS } from "./billing";
import type { BookingStateFilter } from "./state-filters";

/** The back office's bookings list and its CSV export: which bookings, with what they owe and their mail. */

const bookingsTable = schema.bookings;
const eventsTable = schema.events;
const mailOutboxTable = schema.mailOutbox;

/** A booking waiting for the coach's decision; the dashboard counts the same. */
export const waitingForCoach = and(eq(bookingsTable.status, "pending"), isNotNull(bookingsTable.email_confirmed_at));

const stateWhere: Record<BookingStateFilter, SQL | undefined> = {
  wartet: waitingForCoach,
  unbestaetigt: and(eq(bookingsTable.status, "pending"), isNull(bookingsTable.email_confirmed_at)),
  bestaetigt: eq(bookingsTable.status, "confirmed"),
  storniert: eq(bookingsTable.status, "cancelled"),
};

export interface BookingFilter {
  eventId?: string | undefined;
  q?: string | undefined;
  payment?: PaymentStateKind | undefined;
  state?: BookingStateFilter | undefined;
}

function where({ eventId, q, payment, state }: BookingFilter): SQL | undefined {
  return and(
    eventId ? eq(bookingsTable.event_id, eventId) : undefined,
    searchAcross(q ?? "", [bookingsTable.full_name, bookingsTable.email]),
    payment ? paymentStateWhere(payment) : undefined,
    state ? stateWhere[state] : undefined,
  );
}

export type MailState = "queued" | "sent" | "failed" | "none";

/**
 * The state of the e-mails the booking's person got, read from the outbox inside the same statement:
 * any that failed → "failed", else any still queued → "queued", else "sent" once one went out, and
 * "none" only when the outbox holds no mail to her about this booking. Every kind counts (the
 * address confirmation, the coach's confirmation, invoices, reminders), so a booking confirmed by
 * the coach without a first e-mail (one from the demo data) no longer says "Keine" after mails went out.
 */
// The aliased table renders its columns as "booking_mail"."…"; FROM names the real table with that alias.
const bookingMail = alias(mailOutboxTable, "booking_mail");
const bookingMailState = sql<MailState | null>`(
  SELECT CASE
    WHEN SUM(${bookingMail.status} = 'failed') > 0 THEN 'failed'
    WHEN SUM(${bookingMail.status} = 'queued') > 0 THEN 'queued'
    WHEN COUNT(*) > 0 THEN 'sent'
  END
  FROM ${mailOutboxTable} AS ${sql.identifier("booking_mail")}
  WHERE ${bookingMail.ref_id} = ${bookingsTable.id}
    AND lower(${bookingMail.recipient}) = lower(${bookingsTable.email}))`;

const invoicesTable = schema.invoices;
/** A booking's invoices as "kind:number,kind:number", in the order issued, inside the list's one statement. */
const invoiceList = sql<string | null>`(
  SELECT group_concat(${sql.identifier("kind")} || ':' || ${sql.identifier("number")}, ',')
  FROM (SELECT ${invoicesTable.kind}, ${invoicesTable.number} FROM ${invoicesTable} WHERE ${invoicesTable.booking_id} = ${bookingsTable.id} ORDER BY ${invoicesTable.number}))`;

function parseInvoiceList(list: string | null) {
  return (list ? list.split(",") : []).map((entry) => {
    const [kind, number] = entry.split(":") as [InvoiceKind, string];
    return { kind, number };
  });
}

/**
 * Bookings newest first with their event and the state of the visitor's confirmation e-mail, in ONE
 * query (the e-mail joined per row), so a 50,000-row CSV export costs one statement, not one per
 * chunk of ids, and no bound-parameter limit applies.
 */
export async function listBookings(env: Pick<Env, "DB">, filter: BookingFilter, limit: number, offset = 0) {
  const db = getDb(env);
  const rows = await db
    .select({
      ...columnsOf(
        bookingsTable,
        "id",
        "created_at",
        "event_id",
        "full_name",
        "email",
        "phone",
        "num_tickets",
        "total_cents",
        "currency",
        "status",
        "hold_expires_at",
        "cancelled_at",
        "cancelled_by",
        "cancellation_fee_cents",
        ...BILLING_COLUMNS,
        "withdrawn_at",
        "refund_due_cents",
      ),
      event_title: eventsTable.title,
      event_date: eventsTable.event_date,
      due_cents: amountDueSql,
      paid_cents: paidSql,
      // Paid through Stripe (decision 0141): the back office offers "Erstatten" through Stripe's API.
      paid_online: sql<number>`EXISTS (SELECT 1 FROM ${schema.payments} WHERE ${schema.payments.booking_id} = ${bookingsTable.id} AND ${schema.payments.provider_ref} IS NOT NULL)`,
      mail_status: bookingMailState,
      invoices: invoiceList,
    })
    .from(bookingsTable)
    .innerJoin(eventsTable, eq(eventsTable.id, bookingsTable.event_id))
    .where(where(filter))
    .orderBy(desc(bookingsTable.created_at))
    .limit(limit)
    .offset(offset);
  return rows.map(({ mail_status, invoices, ...row }) => ({
    ...row,
    invoices: parseInvoiceList(invoices),
    due_cents: Number(row.due_cents),
    paid_cents: Number(row.paid_cents),
    paid_online: Boolean(row.paid_online),
    payment: paymentState(Number(row.due_cents), Number(row.paid_cents)),
    mail: (mail_status ?? "none") as MailState,
  }));
}

export async function countBookings(env: Pick<Env, "DB">, filter: BookingFilter): Promise<number> {
  const [row] = await getDb(env).select({ n: count() }).from(bookingsTable).where(where(filter));
  return row?.n ?? 0;
}

export type BookingRow = Awaited<ReturnType<typeof listBookings>>[number];
