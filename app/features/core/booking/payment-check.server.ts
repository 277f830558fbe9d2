import { brand } from "~/config/brand";
import { formatPrice } from "~/lib/money";
import { eventTextsIn } from "~/features/products/events/localize";
import { eventPath } from "~/features/products/events/path";
import { bookingWithEvent } from "~/features/core/invoices/invoices.server";
import { renderMail } from "~/features/core/mail/layout";
import { queueMails } from "~/features/core/mail/outbox.server";
import type { MailDraft } from "~/features/core/mail/types";
import { bookingReference } from "~/features/core/payments/reference";
import { recordProviderRefund } from "~/features/core/payments/refunds.server";
import { stripeClient, type StripeEnv } from "~/features/core/payments/stripe.server";
import { getMailMessages } from "~/lib/mail-messages.server";
import { adminMessages } from "~/lib/messages.admin";
import { localizePath } from "~/lib/locale";
import { logError, logEvent } from "~/lib/log";
import { siteOrigin } from "~/lib/request.server";
import { berlinToday } from "~/lib/today";
import type { BookingEnv } from "./hold-limits.server";
import { type OnlinePayment, recordOnlinePayment } from "./transitions.server";
import { productOf } from "./products/booked";

/*
 * What a paid Checkout session may do to a booking (issue 54, decision 0214). The webhook is signed,
 * so the session is Stripe's; but its currency and amount are checked against the booking before
 * anything is recorded (a session made for another amount, in yen, or after the total changed is no
 * payment of this booking), and a payment that arrives after the booking's reservation ended (the
 * seats may be someone else's by now) is paid back in full instead of confirming an oversold event.
 * Both tell the coach; the late payer hears why her money comes back. Log lines carry no personal data.
 */

/**
 * How long a booking whose SEPA debit is under way keeps its seats: Stripe reports the debit's
 * outcome within 14 days at most (its documentation), then succeeded or failed.
 */
export const SEPA_HOLD_DAYS = 14;

/** Why a session's payment does not fit its booking, or null when it does. */
export function paymentMismatch(
  booking: { currency: string; total_cents: number; voucher_cents: number },
  payment: Pick<OnlinePayment, "amountCents" | "currency">,
): "currency" | "amount" | null {
  const currency = payment.currency.toUpperCase();
  if (currency !== "EUR" || currency !== booking.currency.toUpperCase()) return "currency";
  if (!Number.isInteger(payment.amountCents) || payment.amountCents !== booking.total_cents - booking.voucher_cents)
    return "amount";
  return null;
}

export type OnlinePaymentOutcome = "confirmed" | "recorded" | "refused" | "late" | "unknown";

/** The whole payment back through Stripe (idempotent per payment); false when Stripe refused or is not set up. */
async function refundWhole(env: StripeEnv, paymentRef: string, bookingId: string): Promise<boolean> {
  const stripe = stripeClient(env);
  if (!stripe) return false;
  try {
    await stripe.refunds.create(
      { payment_intent: paymentRef, metadata: { booking_id: bookingId } },
      { idempotencyKey: `refund-whole-${paymentRef}` },
    );
    return true;
  } catch (error) {
    logError("refund-create-failed", error);
    return false;
  }
}

const shownAmount = (cents: number, currency: string) =>
  currency.toUpperCase() === "EUR"
    ? formatPrice(cents, "EUR")
    : `${cents} ${currency.toUpperCase()} (in der kleinsten Einheit der Währung)`;

function coachMail(
  kind: MailDraft["kind"],
  paymentRef: string,
  subject: string,
  heading: string,
  paragraphs: string[],
) {
  return {
    kind,
    dedupeKey: `${kind}:${paymentRef}`,
    to: brand.mail.coachInbox,
    subject,
    ...renderMail({ heading, paragraphs }),
  } satisfies MailDraft;
}

/**
 * A Checkout session's payment for a booking (`checkout.session.completed` or SEPA's
 * `async_payment_succeeded`): refused when it does not fit, recorded (and the booking confirmed)
 * when it does, refunded in full when the booking no longer holds its seats.
 */
export async function acceptOnlinePayment(
  env: BookingEnv & StripeEnv,
  payment: OnlinePayment,
  now = new Date(),
): Promise<OnlinePaymentOutcome> {
  const current = await bookingWithEvent(env, payment.bookingId);
  if (!current) {
    logEvent("online-payment-unknown-booking");
    return "unknown";
  }
  const { booking, event } = current;
  const reference = bookingReference(booking.id);
  const t = adminMessages.paymentNotices;
  const mismatch = paymentMismatch(booking, payment);
  if (mismatch) {
    const refunded = await refundWhole(env, payment.providerRef, booking.id);
    logEvent("online-payment-refused", { reason: mismatch, eventId: event.id, refunded });
    const expected = formatPrice(booking.total_cents - booking.voucher_cents, booking.currency);
    await queueMails(env, [
      coachMail(
        "payment-refused-notification",
        payment.providerRef,
        t.refused.subject(reference),
        t.refused.heading,
        t.refused.paragraphs(reference, shownAmount(payment.amountCents, payment.currency), expected, refunded),
      ),
    ]);
    return "refused";
  }
  const result = await recordOnlinePayment(env, payment, now);
  if (result.ok && result.confirmed) return "confirmed";
  const after = await bookingWithEvent(env, payment.bookingId);
  if (after?.booking.status === "confirmed") return "recorded";

  // Paid after the reservation ended or the booking was cancelled: the seats are not hers any more.
  const refunded = await refundWhole(env, payment.providerRef, booking.id);
  if (refunded) await recordProviderRefund(env, payment.providerRef, payment.amountCents, berlinToday(now));
  logEvent("online-payment-late", { eventId: event.id, refunded });
  const amount = formatPrice(payment.amountCents, booking.currency, booking.locale);
  const m = getMailMessages(booking.locale).latePayment;
  const title = eventTextsIn(event, booking.locale).title;
  const product = productOf(event);
  await queueMails(env, [
    {
      kind: "payment-late",
      dedupeKey: `payment-late:${payment.providerRef}`,
      refId: booking.id,
      to: booking.email,
      replyTo: brand.mail.coachInbox,
      subject: m.subject(title),
      ...renderMail({
        locale: booking.locale,
        heading: m.heading,
        greeting: m.greeting(booking.full_name),
        // A session or package in its own words (issue 51): its reservation, not an event's seats.
        paragraphs: product.unit === "seat" ? m.paragraphs(amount) : m.ownParagraphs(amount),
        ...(product.publicPage
          ? {
              action: {
                label: m.action,
                url: new URL(localizePath(eventPath(event), booking.locale), siteOrigin(env)).toString(),
              },
            }
          : {}),
      }),
    },
    coachMail(
      "payment-late-notification",
      payment.providerRef,
      t.late.subject(reference),
      t.late.heading,
      t.late.paragraphs(reference, formatPrice(payment.amountCents, booking.currency), refunded),
    ),
  ]);
  return "late";
}
