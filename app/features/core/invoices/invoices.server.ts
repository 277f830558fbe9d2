import { formatVoucherCode } from "~/features/products/vouchers/code";
import { and, asc, eq, sql } from "drizzle-orm";
import { brand } from "~/config/brand";
import { ISSUER_COUNTRY, type BusinessSettings } from "~/features/core/business/settings";
import { bookingReference } from "~/features/core/payments/reference";
import { formatShortDate } from "~/features/products/events/format";
import { formatPrice } from "~/lib/money";
import { renderMail } from "~/features/core/mail/layout";
import type { Mailer } from "~/features/core/mail/mailer.server";
import type { MailAttachment, MailDraft } from "~/features/core/mail/types";
import { formatIban, transferReference } from "~/features/core/payments/instructions";
import { businessSettings } from "~/features/core/business/settings.server";
import { getDb, schema } from "~/lib/db.server";
import { logError, logEvent } from "~/lib/log";
import { getMessages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { messages } from "~/lib/messages";
import { berlinToday } from "~/lib/today";
import { toBase64 } from "~/lib/pdf";
import type { InvoiceSnapshot } from "~db/invoice-snapshot";
import { ciiFilename, invoiceCii, type CiiProfile } from "./cii";
import { countryCode } from "./country";
import { facturXPdf } from "./factur-x.server";
import { invoiceOf, issueInvoice, type InvoiceDraft, type InvoiceRow } from "./numbering.server";
import { invoicePdf } from "./pdf.server";
import { invoiceLine, invoiceTotals, negatedLine } from "./vat";

const bookingsTable = schema.bookings;
const eventsTable = schema.events;
const invoicesTable = schema.invoices;
const t = messages.invoice;

type Booking = typeof bookingsTable.$inferSelect;
type Event = typeof eventsTable.$inferSelect;

/** The VAT rate invoices use now: 0 for a small business under § 19 UStG (her settings, decision 0154). */
export const currentRateBp = (settings: BusinessSettings) => (settings.smallBusiness ? 0 : brand.invoice.vatRateBp);

/** A booking's rate: 0 and the reverse-charge note where the booking decided so (issue 53). */
const bookingRate = (booking: Booking, settings: BusinessSettings) =>
  booking.reverse_charge
    ? { rateBp: 0, tax: { smallBusiness: false, reverseCharge: true } }
    : { rateBp: currentRateBp(settings), tax: { smallBusiness: currentRateBp(settings) === 0 } };

/** The issuer as her settings name her now; an issued invoice keeps its copy. */
export function issuer(settings: BusinessSettings): InvoiceSnapshot["issuer"] {
  return {
    name: settings.issuerName,
    address: [settings.street, `${settings.postalCode} ${settings.city}`, ISSUER_COUNTRY.name],
    vatId: settings.vatId,
    taxNumber: settings.taxNumber,
    email: brand.contact.email,
    website: brand.siteUrl.replace(/^https:\/\//, ""),
    postal: {
      street: settings.street,
      postcode: settings.postalCode,
      city: settings.city,
      countryCode: ISSUER_COUNTRY.code,
    },
    // BG-6 of the e-invoice (XRechnung's BR-DE-2): the person to ask, with her phone.
    contact: { name: brand.coach.name, phone: brand.contact.phone },
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
    // A company's address for its e-invoice (BT-49); a private person's is not kept on the invoice.
    ...(booking.company_name ? { email: booking.email } : {}),
    ...(address
      ? {
          postal: {
            street: booking.billing_street!,
            postcode: booking.billing_postcode!,
            city: booking.billing_city!,
            countryCode: countryCode(booking.billing_country, booking.company_vat_id),
          },
        }
      : {}),
  };
}

function draft(
  booking: Booking,
  settings: BusinessSettings,
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
      issuer: issuer(settings),
      recipient: recipient(booking),
      bookingReference: bookingReference(booking.id),
      ...snapshot,
    },
  };
}

export const payTo = (bookingId: string, settings: BusinessSettings): InvoiceSnapshot["payment"] => ({
  recipient: settings.accountHolder,
  iban: formatIban(settings.iban),
  bic: settings.bic,
  bankName: settings.bankName,
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
  settings: BusinessSettings,
  /** The Berlin day the booking was paid online (decision 0141): the invoice is issued as paid. */
  paidOn?: string,
): InvoiceDraft {
  const { rateBp, tax } = bookingRate(booking, settings);
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
    settings,
    "invoice",
    {
      serviceDate: event.event_date,
      lines,
      ...tax,
      refersTo: null,
      ...(paidOn ? { paidOn, payment: null } : { payment: payTo(booking.id, settings) }),
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
export function feeInvoiceDraft(
  booking: Booking,
  event: Event,
  feeCents: number,
  feePercent: number,
  settings: BusinessSettings,
): InvoiceDraft {
  const { rateBp, tax } = bookingRate(booking, settings);
  return draft(
    booking,
    settings,
    "fee",
    {
      serviceDate: event.event_date,
      lines: [invoiceLine(t.fee(feePercent, event.title, formatShortDate(event.event_date)), 1, feeCents, rateBp)],
      ...tax,
      refersTo: null,
      payment: payTo(booking.id, settings),
    },
    rateBp,
  );
}

/** A cancellation invoice: the original with every amount negated, its rate and its service date. */
export function cancellationDraft(original: InvoiceRow, settings: BusinessSettings): InvoiceDraft {
  const lines = original.snapshot.lines.map(negatedLine);
  return {
    bookingId: original.booking_id,
    kind: "cancellation",
    ...invoiceTotals(lines),
    vatRateBp: original.vat_rate_bp,
    refersTo: original.number,
    snapshot: {
      ...original.snapshot,
      issuer: issuer(settings),
      lines,
      refersTo: { number: original.number, issuedOn: berlinToday(new Date(original.issued_at)) },
      payment: null,
    },
  };
}

/** The booking and its event, for the drafts. */
export async function bookingWithEvent(env: Pick<Env, "DB">, bookingId: string) {
  const [row] = await getDb(env)
    .select({ booking: bookingsTable, event: eventsTable })
    .from(bookingsTable)
    .innerJoin(eventsTable, eq(eventsTable.id, bookingsTable.event_id))
    .where(eq(bookingsTable.id, bookingId))
    .limit(1);
  return row ?? null;
}

/** Only while the booking is cancelled: the condition of the documents a cancellation issues. */
const bookingCancelled = (bookingId: string) =>
  sql`EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${bookingsTable.id} = ${bookingId} AND ${bookingsTable.status} = 'cancelled')`;

/**
 * After a cancellation: a cancellation invoice for an invoice issued before, and an invoice for the
 * AGB fee when one is due. Each is issued once (one per booking and kind), so running this again
 * issues nothing. The cancellation itself is committed already: a failure is logged, not raised.
 * Returns the documents issued by this call, for the e-mail that carries them. `feePercent` is the
 * booking policy's late-cancellation share (invoices sit below booking and do not import it).
 */
export async function issueCancellationInvoices(
  env: Pick<Env, "DB" | "KV" | "SITE_URL">,
  bookingId: string,
  feePercent: number,
  now = new Date(),
): Promise<InvoiceRow[]> {
  try {
    const row = await bookingWithEvent(env, bookingId);
    if (row?.booking.status !== "cancelled") return [];
    const settings = await businessSettings(env);
    const issued: InvoiceRow[] = [];
    const keep = (result: Awaited<ReturnType<typeof issueInvoice>>) => {
      if (result?.issuedNow) issued.push(result);
    };
    const original = await invoiceOf(env, bookingId, "invoice");
    if (original)
      keep(await issueInvoice(env, cancellationDraft(original, settings), now, bookingCancelled(bookingId)));
    const fee = row.booking.cancellation_fee_cents ?? 0;
    if (fee > 0) {
      keep(
        await issueInvoice(
          env,
          feeInvoiceDraft(row.booking, row.event, fee, feePercent, settings),
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
    attachments: documents.flatMap(invoiceAttachments),
  };
}

/** A booking's invoices in the order they were issued, for "Meine Buchung" and the admin list. */
export async function invoicesOfBooking(env: Pick<Env, "DB">, bookingId: string) {
  return getDb(env)
    .select({ number: invoicesTable.number, kind: invoicesTable.kind, issued_at: invoicesTable.issued_at })
    .from(invoicesTable)
    .where(eq(invoicesTable.booking_id, bookingId))
    .orderBy(asc(invoicesTable.issued_at), asc(invoicesTable.number));
}

/** One invoice by number, optionally only if it belongs to `bookingId` (the visitor's signed link). */
export async function invoiceByNumber(env: Pick<Env, "DB">, number: string, bookingId?: string) {
  const [row] = await getDb(env)
    .select()
    .from(invoicesTable)
    .where(and(eq(invoicesTable.number, number), bookingId ? eq(invoicesTable.booking_id, bookingId) : undefined))
    .limit(1);
  return row ?? null;
}

/** "rechnung-2026-0001.pdf", "stornorechnung-2026-0002.pdf" */
export const invoiceFilename = (row: Pick<InvoiceRow, "kind" | "number">) =>
  `${row.kind === "cancellation" ? "stornorechnung" : "rechnung"}-${row.number}.pdf`;

/**
 * The PDF as a download: GET only, changes nothing, never cached by anyone but the browser. A
 * company's invoice comes as ZUGFeRD / Factur-X, its e-invoice inside (decision 0232).
 */
export async function invoiceResponse(env: Pick<Env, "INVOICE_PDF">, row: InvoiceRow): Promise<Response> {
  return new Response((await facturXPdf(env, row)) ?? invoicePdf(row), {
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

/** The e-invoice (CII XML, decision 0155) as a download: only a company invoice has one, else null. */
export function eInvoiceResponse(row: InvoiceRow, profile: CiiProfile = "en16931"): Response | null {
  const xml = invoiceCii(row, profile);
  if (xml === null) return null;
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Content-Disposition": `attachment; filename="${ciiFilename(row, profile)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * The invoice's attachments for an e-mail: its PDF, and for a company booking its e-invoice (CII
 * XML) beside it, so the company's accounting can read it without typing.
 */
export function invoiceAttachments(row: InvoiceRow): MailAttachment[] {
  const xml = invoiceCii(row);
  return [
    // A company's PDF leaves as ZUGFeRD / Factur-X (`withFacturX`); the XML also travels beside it,
    // for the accounting programs that read only an attached XML.
    xml === null ? invoiceAttachment(row) : { ...invoiceAttachment(row), facturX: row.number },
    ...(xml === null
      ? []
      : [
          {
            filename: ciiFilename(row),
            contentType: "application/xml",
            content: toBase64(new TextEncoder().encode(xml)),
            encoding: "base64" as const,
          },
        ]),
  ];
}

/**
 * The mailer the queue consumer uses, with each invoice PDF marked `facturX` (a company's,
 * `invoiceAttachments`) drawn as ZUGFeRD / Factur-X just before it is sent: the outbox keeps the
 * plain PDF, the recipient gets the hybrid, or the plain PDF when the invoice-PDF Worker does not
 * answer. Composed in workers/app.ts (decision 0232).
 */
export function withFacturX(mailer: Mailer, env: Pick<Env, "DB" | "INVOICE_PDF">): Mailer {
  const upgrade = async (attachment: MailAttachment): Promise<MailAttachment> => {
    if (!attachment.facturX) return attachment;
    const { facturX, ...plain } = attachment;
    const row = await invoiceByNumber(env, facturX);
    const hybrid = row ? await facturXPdf(env, row) : null;
    return hybrid ? { ...plain, content: toBase64(hybrid), encoding: "base64" } : plain;
  };
  return {
    async send(mail) {
      if (!mail.attachments?.some((attachment) => attachment.facturX)) return mailer.send(mail);
      return mailer.send({ ...mail, attachments: await Promise.all(mail.attachments.map(upgrade)) });
    },
  };
}
