import { and, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { BookingEnv } from "~/features/booking/booking.server";
import { afterSeatsFreed } from "~/features/booking/manage.server";
import { BOOKING_POLICY } from "~/features/booking/policy";
import { contractTermsMailPart, earlyStartConsentOf } from "~/features/booking/contract-mail.server";
import { siteOrigin } from "~/lib/request.server";
import { listWaitlist, waitlistSearchColumns } from "~/features/booking/waitlist.server";
import {
  bookingInvoiceDraft,
  bookingWithEvent,
  invoiceAttachment,
  issueCancellationInvoices,
} from "~/features/invoices/invoices.server";
import { invoiceOf, invoiceStatements, type InvoiceKind } from "~/features/invoices/numbering.server";
import { calendarFile } from "~/features/booking/mail";
import { renderMail } from "~/features/mail/layout";
import { queueMails } from "~/features/mail/outbox.server";
import { girocodeSvg, paymentInstructions, paymentSection } from "~/features/payments/instructions";
import { amountDueSql, paidSql, paymentStateWhere } from "~/features/payments/payments.server";
import { PAYMENT_STATES, paymentState, type PaymentStateKind } from "~/features/payments/state";
import { getDb, schema } from "~/lib/db.server";
import { formatLongDate, formatPrice, formatTimeRange } from "~/features/events/format";
import { eventTextsIn } from "~/features/events/localize";
import { getMessages } from "~/lib/i18n";
import { getMailMessages } from "~/lib/mail-messages.server";
import { formatDate } from "./format";
import { alias } from "drizzle-orm/sqlite-core";
import * as v from "valibot";
import { listQuery, loadListPage, searchAcross } from "./crud.server";

const b = schema.bookings;
const e = schema.events;
const o = schema.mailOutbox;

/** Kind of the e-mails sent here; the confirmation of the booking itself is any other kind. */
export const STATUS_MAIL_KIND = "booking-status";

export interface BookingFilter {
  eventId?: string | undefined;
  q?: string | undefined;
  payment?: PaymentStateKind | undefined;
}

function where({ eventId, q, payment }: BookingFilter): SQL | undefined {
  return and(
    eventId ? eq(b.event_id, eventId) : undefined,
    searchAcross(q ?? "", [b.full_name, b.email]),
    payment ? paymentStateWhere(payment) : undefined,
  );
}

export type MailState = "queued" | "sent" | "failed" | "none";

/**
 * The visitor's booking confirmation among a booking's e-mails: the first one (oldest) to the
 * booking's own address that is not a status change. Picked per row inside the same statement.
 */
// The aliased table renders its columns as "first_mail"."…"; FROM names the real table with that alias.
const firstMail = alias(o, "first_mail");
const confirmationMail = sql`(
  SELECT ${firstMail.id} FROM ${o} AS ${sql.identifier("first_mail")}
  WHERE ${firstMail.ref_id} = ${b.id}
    AND ${firstMail.kind} != ${STATUS_MAIL_KIND}
    AND lower(${firstMail.recipient}) = lower(${b.email})
  ORDER BY ${firstMail.created_at}, ${firstMail.id}
  LIMIT 1)`;

const inv = schema.invoices;
/** A booking's invoices as "kind:number,kind:number", in the order issued, inside the list's one statement. */
const invoiceList = sql<string | null>`(
  SELECT group_concat(${sql.identifier("kind")} || ':' || ${sql.identifier("number")}, ',')
  FROM (SELECT ${inv.kind}, ${inv.number} FROM ${inv} WHERE ${inv.booking_id} = ${b.id} ORDER BY ${inv.number}))`;

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
      id: b.id,
      created_at: b.created_at,
      event_id: b.event_id,
      event_title: e.title,
      event_date: e.event_date,
      full_name: b.full_name,
      email: b.email,
      phone: b.phone,
      num_tickets: b.num_tickets,
      total_cents: b.total_cents,
      currency: b.currency,
      status: b.status,
      hold_expires_at: b.hold_expires_at,
      cancelled_at: b.cancelled_at,
      cancelled_by: b.cancelled_by,
      cancellation_fee_cents: b.cancellation_fee_cents,
      billing_street: b.billing_street,
      billing_postcode: b.billing_postcode,
      billing_city: b.billing_city,
      billing_country: b.billing_country,
      company_name: b.company_name,
      company_vat_id: b.company_vat_id,
      purchase_order: b.purchase_order,
      due_cents: amountDueSql,
      paid_cents: paidSql,
      mail_status: o.status,
      invoices: invoiceList,
    })
    .from(b)
    .innerJoin(e, eq(e.id, b.event_id))
    .leftJoin(o, eq(o.id, confirmationMail))
    .where(where(filter))
    .orderBy(desc(b.created_at))
    .limit(limit)
    .offset(offset);
  return rows.map(({ mail_status, invoices, ...row }) => ({
    ...row,
    invoices: parseInvoiceList(invoices),
    due_cents: Number(row.due_cents),
    paid_cents: Number(row.paid_cents),
    payment: paymentState(Number(row.due_cents), Number(row.paid_cents)),
    mail: (mail_status ?? "none") as MailState,
  }));
}

export async function countBookings(env: Pick<Env, "DB">, filter: BookingFilter): Promise<number> {
  const [row] = await getDb(env).select({ n: count() }).from(b).where(where(filter));
  return row?.n ?? 0;
}

export type BookingRow = Awaited<ReturnType<typeof listBookings>>[number];

const allowedFrom = { confirmed: ["pending"], cancelled: ["pending", "confirmed"] } as const;

/**
 * Moves a booking to confirmed or cancelled (only forward: a cancelled booking stays cancelled)
 * and tells the visitor by e-mail. One conditional UPDATE, so two clicks cannot both win. The
 * confirmation issues the invoice in the same D1 batch (one transaction): a confirmed booking
 * always has its invoice, and a refused click issues none. The invoice PDF travels with the e-mail.
 * With `eventCancelled` the cancellation's e-mail says that the whole event is called off (0094).
 */
export async function changeBookingStatus(
  env: BookingEnv,
  id: string,
  status: "confirmed" | "cancelled",
  now = new Date(),
  { eventCancelled = false }: { eventCancelled?: boolean } = {},
): Promise<boolean> {
  const db = getDb(env);
  const at = now.toISOString();
  const update = db
    .update(b)
    .set(
      status === "confirmed"
        ? // The coach's confirmation is binding: an unconfirmed hold becomes a held seat for good.
          { status, updated_at: at, hold_expires_at: null }
        : { status, updated_at: at, cancelled_at: at, cancelled_by: "coach", cancellation_fee_cents: 0 },
    )
    // An expired hold may have lost its seats to someone else: it cannot be confirmed any more.
    .where(
      and(
        eq(b.id, id),
        inArray(b.status, [...allowedFrom[status]]),
        or(isNull(b.hold_expires_at), gt(b.hold_expires_at, at)),
      ),
    )
    .returning();
  let updated: typeof b.$inferSelect | undefined;
  if (status === "confirmed") {
    const current = await bookingWithEvent(env, id);
    if (!current) return false;
    const query = update.toSQL();
    // Invoiced only by this very update: confirmed, and stamped with this request's time.
    const thisUpdate = sql`EXISTS (SELECT 1 FROM ${b} WHERE ${b.id} = ${id} AND ${b.status} = 'confirmed' AND ${b.updated_at} = ${at})`;
    const [result] = await env.DB.batch<typeof b.$inferSelect>([
      env.DB.prepare(query.sql).bind(...query.params),
      // None for a free booking (invoiceStatements): nothing to invoice, no number used up.
      ...invoiceStatements(env, bookingInvoiceDraft(current.booking, current.event), now, thisUpdate),
    ]);
    updated = result?.results[0];
  } else {
    [updated] = await update;
  }
  if (!updated) return false;
  if (status === "cancelled") {
    await issueCancellationInvoices(env, updated.id, BOOKING_POLICY.lateCancellationFeePercent, now);
    // A called-off event offers no seats and was purged when it was called off (cancelEvent).
    if (!eventCancelled) await afterSeatsFreed(env, updated.event_id, now);
  }
  const [event] = await db.select().from(e).where(eq(e.id, updated.event_id)).limit(1);
  if (!event) return true;

  // The visitor's e-mail, in the language they booked in (decision 0040); the invoice PDF stays German (a tax document).
  const locale = updated.locale;
  const m = getMessages(locale);
  const { status: t, rows } = getMailMessages(locale);
  const confirmed = status === "confirmed";
  const calledOff = !confirmed && eventCancelled;
  // The event's title in that language where the coach wrote one (decision 0093).
  const { title } = eventTextsIn(event, locale);
  // How to pay, in the confirmation of a booking that costs something (a free one owes nothing).
  const payment = confirmed ? paymentInstructions(updated, locale) : null;
  // Drawn once: inline in the e-mail and, since many mail apps hide inline SVG, attached as well.
  const qr = payment?.epc ? girocodeSvg(payment.epc, m.payment.qrAlt) : null;
  // The confirmation carries the invoice; the coach's cancellation the Stornorechnung, if one was issued.
  const invoice = await invoiceOf(env, updated.id, confirmed ? "invoice" : "cancellation");
  // The confirmation concludes the contract (AGB § 3): it carries the withdrawal terms (decision 0107).
  const contract = confirmed
    ? contractTermsMailPart(locale, {
        site: siteOrigin(env),
        earlyStartAt: await earlyStartConsentOf(env, updated.id),
        now,
      })
    : null;
  const body = renderMail({
    locale,
    heading: confirmed ? t.confirmedHeading : calledOff ? t.eventCancelledHeading : t.cancelledHeading,
    greeting: t.greeting(updated.full_name),
    paragraphs: [
      confirmed ? t.confirmedText(title) : calledOff ? t.eventCancelledText(title) : t.cancelledText(title),
      ...(invoice
        ? [confirmed ? m.invoice.mailNote(invoice.number) : m.invoice.cancellationMailNote(invoice.number)]
        : []),
      ...(contract?.paragraphs ?? []),
      ...(confirmed ? [t.closing] : []),
    ],
    ...(contract ? { footnotes: contract.footnotes } : {}),
    ...(payment ? { section: paymentSection(payment, qr, locale) } : {}),
    details: [
      [rows.event, title],
      [rows.date, locale === "de" ? formatDate(event.event_date) : formatLongDate(event.event_date, locale)],
      [rows.time, formatTimeRange(event.start_time, event.end_time, true, locale)],
      [rows.place, event.location],
      [rows.tickets, String(updated.num_tickets)],
      [rows.total, formatPrice(updated.total_cents, updated.currency, locale)],
    ],
  });
  const attachments = [
    ...(invoice ? [invoiceAttachment(invoice)] : []),
    ...(contract ? [contract.attachment] : []),
    // The event is off: the calendar file with the same UID as the one in the booking's first e-mail.
    ...(calledOff ? [calendarFile(event, now, locale)] : []),
    // Many mail apps do not show inline SVG: the GiroCode also travels as an attachment.
    ...(qr ? [{ filename: "girocode.svg", contentType: "image/svg+xml", content: qr }] : []),
  ];
  await queueMails(env, [
    {
      kind: STATUS_MAIL_KIND,
      dedupeKey: `booking-status:${updated.id}:${status}`,
      refId: updated.id,
      to: updated.email,
      subject: confirmed
        ? t.confirmedSubject(title)
        : calledOff
          ? t.eventCancelledSubject(title)
          : t.cancelledSubject(title),
      ...body,
      ...(attachments.length ? { attachments } : {}),
    },
  ]);
  return true;
}

export async function eventOptions(env: Pick<Env, "DB">) {
  return getDb(env)
    .select({ id: e.id, title: e.title, event_date: e.event_date })
    .from(e)
    .orderBy(desc(e.event_date))
    .limit(500);
}

const EventParam = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64)));
const PaymentParam = v.optional(v.picklist(PAYMENT_STATES));

/** The `?event=` filter, shared with the CSV export so both show the same bookings. */
export function bookingFilter(request: Request) {
  const params = new URL(request.url).searchParams;
  const event = v.safeParse(EventParam, params.get("event") ?? undefined);
  const payment = v.safeParse(PaymentParam, params.get("payment") || undefined);
  const { q } = listQuery(request);
  return {
    eventId: event.success && event.output ? event.output : undefined,
    q: q || undefined,
    payment: payment.success ? payment.output : undefined,
  };
}

/**
 * The bookings list page: one page of the filtered bookings and their total (`loadListPage`, which
 * turns a failure into the list's load-error toast) plus the events for the filter.
 */
export async function loadBookingsPage(request: Request, env: Pick<Env, "DB">) {
  const filter = bookingFilter(request);
  const [list, events] = await Promise.all([
    loadListPage(request, env, async ({ offset, limit }) => {
      const [rows, total] = await Promise.all([listBookings(env, filter, limit, offset), countBookings(env, filter)]);
      return { rows, total };
    }),
    eventOptions(env).catch(() => []),
  ]);
  return { ...list, events };
}

/** The waiting lists page: one page of entries (event filter and search) plus the events for the filter. */
export async function loadWaitlistPage(request: Request, env: Pick<Env, "DB">) {
  const { eventId } = bookingFilter(request);
  const [page, events] = await Promise.all([
    loadListPage(request, env, ({ q, offset, limit }) =>
      listWaitlist(
        env,
        and(eventId ? eq(schema.waitlist.event_id, eventId) : undefined, searchAcross(q, waitlistSearchColumns)),
        limit,
        offset,
      ),
    ),
    eventOptions(env).catch(() => []),
  ]);
  return { ...page, events };
}
