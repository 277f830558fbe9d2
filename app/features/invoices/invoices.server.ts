import { formatVoucherCode } from "~/features/vouchers/code";
import { and, asc, eq, sql } from "drizzle-orm";
import { brand } from "~/config/brand";
import { bookingReference } from "~/features/payments/reference";
import { formatPrice, formatShortDate } from "~/features/events/format";
import { renderMail } from "~/features/mail/layout";
import type { MailAttachment, MailDraft } from "~/features/mail/types";
import { formatIban, transferReference } from "~/features/payments/instructions";
import { getDb, schema } from "~/lib/db.server";
import { logError, logEvent } from "~/lib/log";
import { getMessages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { messages } from "~/lib/messages";
import { berlinToday } from "~/lib/today";
import { toBase64 } from "~/lib/pdf";
import type { InvoiceSnapshot } from "~db/invoice-snapshot";
import { invoiceOf, issueInvoice, type InvoiceDraft, type InvoiceRow } from "./numbering.server";
import { invoicePdf } from "./pdf.server";
import { invoiceLine, invoiceTotals, negatedLine } from "./vat";

const b = schema.bookings;
const e = schema.events;
const i = schema.invoices;
const t = messages.invoice;

type Booking = typeof b.$inferSelect;
type Event = typeof e.$inferSelect;

/** The VAT rate invoices use now: 0 for a small business under § 19 UStG. */
const currentRateBp = () => (brand.invoice.smallBusiness ? 0 : brand.invoice.vatRateBp);

function issuer(): InvoiceSnapshot["issuer"] {
  const { address, legal, contact, invoice } = brand;
  return {
    name: `${legal.owner} – ${brand.productName}`,
    address: [address.street, `${address.postalCode} ${address.city}`, address.country],
    vatId: legal.vatId || null,
    taxNumber: invoice.taxNumber,
    email: contact.email,
    website: brand.siteUrl.replace(/^https:\/\//, ""),
  };
}

/** The invoice's recipient as the booking names it: company, person, address, VAT ID, order number. */
export function recipient(booking: Booking): InvoiceSnapshot["recipient"] {
  const address =
    booking.billing_street && booking.billing_postcode && booking.billing_city
      ? [
          booking.billing_street,
          `${booking.billing_postcode} ${booking.billing_city}`,
          ...(booking.billing_country ? [booking.billing_country] : []),
        ]
      : null;
  return {
    name: booking.full_name,
    ...(booking.company_name ? { company: booking.company_name } : {}),
    ...(address ? { address } : {}),
    ...(booking.company_vat_id ? { vatId: booking.company_vat_id } : {}),
    ...(booking.purchase_order ? { purchaseOrder: booking.purchase_order } : {}),
  };
}

function draft(
  booking: Booking,
  kind: InvoiceDraft["kind"],
  snapshot: Omit<InvoiceSnapshot, "issuer" | "recipient" | "bookingReference">,
  rateBp: number,
  refersTo: string | null = null,
): InvoiceDraft {
  const totals = invoiceTotals(snapshot.lines);
  return {
    bookingId: booking.id,
    kind,
    ...totals,
    vatRateBp: rateBp,
    refersTo,
    snapshot: {
      issuer: issuer(),
      recipient: recipient(booking),
      bookingReference: bookingReference(booking.id),
      ...snapshot,
    },
  };
}

const payTo = (bookingId: string): InvoiceSnapshot["payment"] => ({
  recipient: brand.payment.recipient,
  iban: formatIban(brand.payment.iban),
  bic: brand.payment.bic,
  bankName: brand.payment.bankName,
  reference: transferReference(bookingId),
  termDays: brand.invoice.paymentTermDays,
});

/**
 * The invoice for a booking: tickets × price, and a discount code's line below it (a negative
 * amount, decision 0140) so the total is what was charged; service date the event's day.
 */
export function bookingInvoiceDraft(
  booking: Booking,
  event: Event,
  /** The Berlin day the booking was paid online (decision 0141): the invoice is issued as paid. */
  paidOn?: string,
): InvoiceDraft {
  const rateBp = currentRateBp();
  const grossCents = booking.total_cents + booking.discount_cents;
  const unit = booking.num_tickets > 0 ? grossCents / booking.num_tickets : grossCents;
  // Totals are price × tickets (booking.server.ts); an uneven total would be a data error, kept exact as one line.
  const ticketLine = Number.isInteger(unit)
    ? invoiceLine(t.ticket(event.title, formatShortDate(event.event_date)), booking.num_tickets, unit, rateBp)
    : invoiceLine(t.ticket(event.title, formatShortDate(event.event_date)), 1, grossCents, rateBp);
  const lines =
    booking.discount_cents > 0
      ? [ticketLine, invoiceLine(t.discount(booking.discount_code ?? ""), 1, -booking.discount_cents, rateBp)]
      : [ticketLine];
  return draft(
    booking,
    "invoice",
    {
      serviceDate: event.event_date,
      lines,
      smallBusiness: rateBp === 0,
      refersTo: null,
      ...(paidOn ? { paidOn, payment: null } : { payment: payTo(booking.id) }),
      ...(booking.voucher_cents > 0
        ? { voucher: { code: formatVoucherCode(booking.voucher_code ?? ""), cents: booking.voucher_cents } }
        : {}),
    },
    rateBp,
  );
}

/**
 * The invoice for an AGB cancellation fee: the fee is the price of the booked (unused) service; its
 * line names the share of the total (`feePercent`, the booking policy's, passed in by the caller).
 */
export function feeInvoiceDraft(booking: Booking, event: Event, feeCents: number, feePercent: number): InvoiceDraft {
  const rateBp = currentRateBp();
  return draft(
    booking,
    "fee",
    {
      serviceDate: event.event_date,
      lines: [invoiceLine(t.fee(feePercent, event.title, formatShortDate(event.event_date)), 1, feeCents, rateBp)],
      smallBusiness: rateBp === 0,
      refersTo: null,
      payment: payTo(booking.id),
    },
    rateBp,
  );
}

/** A cancellation invoice: the original with every amount negated, its rate and its service date. */
export function cancellationDraft(original: InvoiceRow): InvoiceDraft {
  const lines = original.snapshot.lines.map(negatedLine);
  return {
    bookingId: original.booking_id,
    kind: "cancellation",
    ...invoiceTotals(lines),
    vatRateBp: original.vat_rate_bp,
    refersTo: original.number,
    snapshot: {
      ...original.snapshot,
      issuer: issuer(),
      lines,
      refersTo: { number: original.number, issuedOn: berlinToday(new Date(original.issued_at)) },
      payment: null,
    },
  };
}

/** The booking and its event, for the drafts. */
export async function bookingWithEvent(env: Pick<Env, "DB">, bookingId: string) {
  const [row] = await getDb(env)
    .select({ booking: b, event: e })
    .from(b)
    .innerJoin(e, eq(e.id, b.event_id))
    .where(eq(b.id, bookingId))
    .limit(1);
  return row ?? null;
}

/** Only while the booking is cancelled: the condition of the documents a cancellation issues. */
const bookingCancelled = (bookingId: string) =>
  sql`EXISTS (SELECT 1 FROM ${b} WHERE ${b.id} = ${bookingId} AND ${b.status} = 'cancelled')`;

/**
 * After a cancellation: a cancellation invoice for an invoice issued before, and an invoice for the
 * AGB fee when one is due. Each is issued once (one per booking and kind), so running this again
 * issues nothing. The cancellation itself is committed already: a failure is logged, not raised.
 * Returns the documents issued by this call, for the e-mail that carries them. `feePercent` is the
 * booking policy's late-cancellation share (invoices sit below booking and do not import it).
 */
export async function issueCancellationInvoices(
  env: Pick<Env, "DB">,
  bookingId: string,
  feePercent: number,
  now = new Date(),
): Promise<InvoiceRow[]> {
  try {
    const row = await bookingWithEvent(env, bookingId);
    if (row?.booking.status !== "cancelled") return [];
    const issued: InvoiceRow[] = [];
    const keep = (result: Awaited<ReturnType<typeof issueInvoice>>) => {
      if (result?.issuedNow) issued.push(result);
    };
    const original = await invoiceOf(env, bookingId, "invoice");
    if (original) keep(await issueInvoice(env, cancellationDraft(original), now, bookingCancelled(bookingId)));
    const fee = row.booking.cancellation_fee_cents ?? 0;
    if (fee > 0) {
      keep(
        await issueInvoice(
          env,
          feeInvoiceDraft(row.booking, row.event, fee, feePercent),
          now,
          bookingCancelled(bookingId),
        ),
      );
    }
    logEvent("invoices-after-cancellation", { cancellation: Boolean(original), fee: fee > 0 });
    return issued;
  } catch (error) {
    logError("invoices-after-cancellation-failed", error);
    return [];
  }
}

/**
 * The visitor's copy of the documents a cancellation issued (Stornorechnung, fee invoice) as PDFs.
 * Sent to the booking's own address only, which followed the e-mail's link to cancel; at most once.
 */
export function cancellationDocumentsMail(
  booking: { id: string; full_name: string; email: string; locale?: Locale },
  eventTitle: string,
  documents: InvoiceRow[],
): MailDraft {
  // The PDFs are German tax documents; the e-mail around them speaks the booking's language.
  const locale = booking.locale ?? "de";
  const mt = getMessages(locale).invoice;
  const m = mt.documentsMail;
  return {
    kind: "invoice-documents",
    dedupeKey: `invoice-documents:${booking.id}`,
    refId: booking.id,
    to: booking.email,
    subject: m.subject(eventTitle),
    ...renderMail({
      locale,
      heading: m.heading,
      greeting: m.greeting(booking.full_name),
      paragraphs: [
        m.text(eventTitle),
        ...documents.map(
          (doc) => `${mt.linkLabels[doc.kind]} ${doc.number}: ${formatPrice(doc.gross_cents, doc.currency, locale)}`,
        ),
      ],
    }),
    attachments: documents.map(invoiceAttachment),
  };
}

/** A booking's invoices in the order they were issued, for "Meine Buchung" and the admin list. */
export async function invoicesOfBooking(env: Pick<Env, "DB">, bookingId: string) {
  return getDb(env)
    .select({ number: i.number, kind: i.kind, issued_at: i.issued_at })
    .from(i)
    .where(eq(i.booking_id, bookingId))
    .orderBy(asc(i.issued_at), asc(i.number));
}

/** One invoice by number, optionally only if it belongs to `bookingId` (the visitor's signed link). */
export async function invoiceByNumber(env: Pick<Env, "DB">, number: string, bookingId?: string) {
  const [row] = await getDb(env)
    .select()
    .from(i)
    .where(and(eq(i.number, number), bookingId ? eq(i.booking_id, bookingId) : undefined))
    .limit(1);
  return row ?? null;
}

/** "rechnung-2026-0001.pdf", "stornorechnung-2026-0002.pdf" */
export const invoiceFilename = (row: Pick<InvoiceRow, "kind" | "number">) =>
  `${row.kind === "cancellation" ? "stornorechnung" : "rechnung"}-${row.number}.pdf`;

/** The PDF as a download: GET only, changes nothing, never cached by anyone but the browser. */
export function invoiceResponse(row: InvoiceRow): Response {
  return new Response(invoicePdf(row), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoiceFilename(row)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** The PDF as an e-mail attachment (base64 in the outbox row). */
export function invoiceAttachment(row: InvoiceRow): MailAttachment {
  return {
    filename: invoiceFilename(row),
    contentType: "application/pdf",
    content: toBase64(invoicePdf(row)),
    encoding: "base64",
  };
}
