import { invoiceAttachments } from "~/features/core/invoices/invoices.server";
import { invoiceOf } from "~/features/core/invoices/numbering.server";
import { formatLongDate, formatShortDate } from "~/features/products/events/format";
import { formatPrice } from "~/lib/money";
import { eventTextsIn } from "~/features/products/events/localize";
import { renderMail } from "~/features/core/mail/layout";
import type { MailDraft } from "~/features/core/mail/types";
import { girocodeSvg, paymentInstructions, paymentSection } from "~/features/core/payments/instructions";
import { eq } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { getMessages } from "~/lib/i18n";
import { getMailMessages } from "~/lib/mail-messages.server";
import { siteOrigin } from "~/lib/request.server";
import { contractTermsMailPart, earlyStartConsentOf } from "./contract-mail.server";
import { calendarFile, titleRowLabel, whenRows } from "./mail";
import { productOf } from "./products/booked";
import { bookingLinks } from "./links.server";
import { businessSettings } from "~/features/core/business/settings.server";

/** Kind of the e-mails written here; the confirmation of the booking itself is any other kind. */
export const STATUS_MAIL_KIND = "booking-status";

/** What the coach's decision was: her confirmation, her cancellation, or the whole event called off. */
export type StatusChange = "confirmed" | "cancelled" | "event-called-off";

/**
 * The visitor's e-mail about the coach's decision, in the language they booked in; the invoice PDF
 * stays German. The confirmation carries the invoice and how to pay; a cancellation the
 * Stornorechnung if one was issued; an event called off the calendar file that removes it (0094).
 */
export async function statusMail(
  env: Pick<Env, "DB" | "KV" | "SITE_URL" | "TOKEN_SECRET">,
  booking: typeof schema.bookings.$inferSelect,
  event: typeof schema.events.$inferSelect,
  change: StatusChange,
  now: Date,
  /** The Berlin day a confirmation's booking was paid online (decision 0141): no "how to pay" in it. */
  paidOn?: string,
): Promise<MailDraft> {
  const decision = { booking, event, change, now, ...(paidOn ? { paidOn } : {}) };
  return draftStatusMail(decision, await statusMailFacts(env, decision));
}

/** The coach's decision the e-mail is about. */
interface StatusDecision {
  booking: typeof schema.bookings.$inferSelect;
  event: typeof schema.events.$inferSelect;
  change: StatusChange;
  now: Date;
  paidOn?: string;
}

/**
 * What the e-mail needs from D1 and KV besides the booking: read at once, since none depends on
 * another (the e-mail goes out after the commit, but a queue's batch waits for the slowest).
 */
async function statusMailFacts(
  env: Pick<Env, "DB" | "KV" | "SITE_URL" | "TOKEN_SECRET">,
  { booking, event, change, now, paidOn }: StatusDecision,
) {
  const confirmed = change === "confirmed";
  const [settings, invoice, contract, meetingUrl, manage] = await Promise.all([
    // How to pay, in the confirmation of a booking not paid online.
    confirmed && !paidOn ? businessSettings(env) : null,
    invoiceOf(env, booking.id, confirmed ? "invoice" : "cancellation"),
    // The confirmation concludes the contract (AGB § 3): a paid one carries the withdrawal terms
    // (decision 0107); a free booking is no contract for payment, so it has no right of withdrawal.
    confirmed && booking.total_cents > 0
      ? earlyStartConsentOf(env, booking.id).then((earlyStartAt) =>
          contractTermsMailPart(env, booking.locale, { site: siteOrigin(env), earlyStartAt, now }),
        )
      : null,
    confirmed ? meetingLinkOf(env, event) : null,
    // A product without a page of its own links "Meine Buchung" in its confirmation (decision 0187).
    confirmed && !productOf(event).publicPage
      ? bookingLinks(env, booking.id, booking.locale).then((links) => links.manage)
      : null,
  ]);
  return { settings, invoice, contract, meetingUrl, manage };
}

/** The e-mail itself, from the decision and what was read for it; reads nothing. */
function draftStatusMail(
  { booking, event, change, now, paidOn }: StatusDecision,
  { settings, invoice, contract, meetingUrl, manage }: Awaited<ReturnType<typeof statusMailFacts>>,
): MailDraft {
  const locale = booking.locale;
  const m = getMessages(locale);
  const mail = getMailMessages(locale);
  const { status: t, rows } = mail;
  const product = productOf(event);
  const confirmed = change === "confirmed";
  const calledOff = change === "event-called-off";
  // The event's title in that language where the coach wrote one (decision 0093).
  const { title } = eventTextsIn(event, locale);
  // How to pay, in the confirmation of a booking that costs something (a free one owes nothing).
  // A value voucher paid its part already (decision 0152): the box asks for the rest.
  const payment = settings
    ? paymentInstructions({ ...booking, total_cents: booking.total_cents - booking.voucher_cents }, settings, locale)
    : null;
  // Drawn once: inline in the e-mail and, since many mail apps hide inline SVG, attached as well.
  const qr = payment?.epc ? girocodeSvg(payment.epc, m.payment.qrAlt) : null;
  // A 1:1 session's confirmation with the calendar file and the video room of an online one (issue 51).
  const session = event.kind === "session";
  const dayOf = (day: string) => (locale === "de" ? formatShortDate(day) : formatLongDate(day, locale));
  // Each product says "confirmed" in its own words (decision 0187); a cancellation is the kernel's.
  const words = product.mailWords(mail).confirmed;
  const heading = confirmed ? words.heading : calledOff ? t.eventCancelledHeading : t.cancelledHeading;
  const opening = confirmed ? words.text(title) : calledOff ? t.eventCancelledText(title) : t.cancelledText(title);
  const links =
    manage && session
      ? {
          heading: t.linksHeading,
          items: [
            ...(meetingUrl ? [{ label: t.meetingAction, detail: t.meetingDetail, url: meetingUrl }] : []),
            { label: t.manageAction, detail: t.manageDetail, url: manage },
          ],
        }
      : null;
  const body = renderMail({
    locale,
    heading,
    greeting: t.greeting(booking.full_name),
    paragraphs: [
      opening,
      ...(invoice
        ? [confirmed ? m.invoice.mailNote(invoice.number) : m.invoice.cancellationMailNote(invoice.number)]
        : []),
      ...(confirmed && paidOn
        ? [
            t.paidOnlineText(
              formatPrice(booking.total_cents, booking.currency, locale),
              locale === "de" ? formatShortDate(paidOn) : formatLongDate(paidOn, locale),
            ),
          ]
        : []),
      ...(meetingUrl ? [t.meetingText] : []),
      ...(links ? [t.manageText] : []),
      ...(contract?.paragraphs ?? []),
      ...(confirmed ? [t.closing] : []),
    ],
    ...(contract ? { footnotes: contract.footnotes } : {}),
    ...(meetingUrl
      ? { action: { label: t.meetingAction, url: meetingUrl } }
      : manage
        ? { action: { label: t.manageAction, url: manage } }
        : {}),
    ...(links ? { linkList: links } : {}),
    ...(payment
      ? {
          section: paymentSection(payment, qr, locale, product.eventKind),
        }
      : {}),
    details: [
      [titleRowLabel(event, locale), title],
      ...whenRows(event, locale, dayOf),
      [rows.place, event.location],
      // Seats are an event's word (decision 0187).
      ...(product.unit === "seat" ? [[rows.tickets, String(booking.num_tickets)] as [string, string]] : []),
      [rows.total, formatPrice(booking.total_cents, booking.currency, locale)],
    ],
  });
  const attachments = [
    ...(invoice ? invoiceAttachments(invoice) : []),
    ...(contract?.attachments ?? []),
    // The event is off: the calendar file with the same UID as the one in the booking's first e-mail.
    ...(calledOff ? [calendarFile(event, now, locale)] : []),
    // A confirmed session: its calendar entry (the same UID), linking the video room or Meine Buchung.
    ...(confirmed && session ? [calendarFile(event, now, locale, meetingUrl ?? manage ?? undefined)] : []),
    // Many mail apps do not show inline SVG: the GiroCode also travels as an attachment.
    ...(qr ? [{ filename: "girocode.svg", contentType: "image/svg+xml", content: qr }] : []),
  ];
  return {
    kind: STATUS_MAIL_KIND,
    dedupeKey: `booking-status:${booking.id}:${confirmed ? "confirmed" : "cancelled"}`,
    refId: booking.id,
    to: booking.email,
    subject: confirmed
      ? words.subject(title, dayOf(event.event_date))
      : calledOff
        ? t.eventCancelledSubject(title)
        : t.cancelledSubject(title),
    ...body,
    ...(attachments.length ? { attachments } : {}),
  };
}

/**
 * The video room of an online 1:1 session: the link the coach set on its appointment type
 * (/admin/verfuegbarkeit, decision 0147), sent with the confirmation only, so that an address
 * nobody confirmed never receives it.
 */
async function meetingLinkOf(env: Pick<Env, "DB">, event: typeof schema.events.$inferSelect): Promise<string | null> {
  if (event.kind !== "session" || event.session_place !== "online" || !event.appointment_type_id) return null;
  const types = schema.appointmentTypes;
  const [type] = await getDb(env)
    .select({ url: types.meeting_url })
    .from(types)
    .where(eq(types.id, event.appointment_type_id))
    .limit(1);
  return type?.url ?? null;
}
