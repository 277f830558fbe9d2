import { brand } from "~/config/brand";
import { renderMail } from "~/features/core/mail/layout";
import type { MailDraft } from "~/features/core/mail/types";
import { bookingReference } from "~/features/core/payments/reference";
import { eventTextsIn } from "~/features/products/events/localize";
import { eventPath } from "~/features/products/events/path";
import { getMailMessages } from "~/lib/mail-messages.server";
import { adminMessages } from "~/lib/messages.admin";
import { localizePath } from "~/lib/locale";
import { formatPrice } from "~/lib/money";
import { productOf } from "./products/booked";
import type { BookingRow } from "./plan";

/*
 * The e-mails of a SEPA debit that failed (issue 54, decision 0227): the payer hears that her booking
 * is cancelled and nothing was taken; the coach hears it too, or, for a booking no longer open, that
 * she must settle the payment herself. One each per booking (their dedupe keys).
 */

/** The coach's notice; `cancelled` says whether the failure ended the booking. */
export function paymentFailedCoachMail(bookingId: string, cancelled: boolean): MailDraft {
  const t = adminMessages.paymentNotices.failed;
  const reference = bookingReference(bookingId);
  return {
    kind: "payment-failed-notification",
    dedupeKey: `payment-failed-notification:${bookingId}`,
    refId: bookingId,
    to: brand.mail.coachInbox,
    subject: t.subject(reference),
    ...renderMail({ heading: t.heading, paragraphs: t.paragraphs(reference, cancelled) }),
  };
}

/** Both e-mails of a booking the failed debit cancelled: the payer's in her language, the coach's. */
export function paymentFailedMails({ booking, event }: BookingRow, site: string): MailDraft[] {
  const m = getMailMessages(booking.locale).failedPayment;
  const amount = formatPrice(booking.total_cents - booking.voucher_cents, booking.currency, booking.locale);
  return [
    {
      kind: "payment-failed",
      dedupeKey: `payment-failed:${booking.id}`,
      refId: booking.id,
      to: booking.email,
      replyTo: brand.mail.coachInbox,
      subject: m.subject(eventTextsIn(event, booking.locale).title),
      ...renderMail({
        locale: booking.locale,
        heading: m.heading,
        greeting: m.greeting(booking.full_name),
        paragraphs: m.paragraphs(amount),
        ...(productOf(event).publicPage
          ? {
              action: {
                label: m.action,
                url: new URL(localizePath(eventPath(event), booking.locale), site).toString(),
              },
            }
          : {}),
      }),
    },
    paymentFailedCoachMail(booking.id, true),
  ];
}
