import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { bookingWithEvent } from "~/features/core/invoices/invoices.server";
import { eventTextsIn } from "~/features/products/events/localize";
import type { CheckoutStart } from "~/features/core/payments/checkout-form.server";
import { recordProviderRefund, refundableOf, refundedOn } from "~/features/core/payments/refunds.server";
import {
  CHECKOUT_MINIMUM_MS,
  createOneItemCheckout,
  MAX_WEBHOOK_BYTES,
  stripeClient,
  type StripeEnv,
  WEBHOOK_TOLERANCE_SECONDS,
} from "~/features/core/payments/stripe.server";
import { recordVoucherOnlinePayment, recordVoucherProviderRefund } from "~/features/products/vouchers/vouchers.server";
import { getDb, schema } from "~/lib/db.server";
import { logError, logEvent } from "~/lib/log";
import { localizePath } from "~/lib/locale";
import { siteOrigin } from "~/lib/request.server";
import { verifyToken } from "~/lib/signed-token.server";
import { berlinToday } from "~/lib/today";
import type { BookingEnv } from "./hold-limits.server";
import { bookingLinks } from "./links.server";
import { type BookingRow, cancel, holdForCheckout, releaseFailedPayment } from "./transitions.server";
import { paymentFailedCoachMail } from "./payment-failed-mail";
import { queueMails } from "~/features/core/mail/outbox.server";
import { acceptOnlinePayment, SEPA_HOLD_DAYS } from "./payment-check.server";
import { formatLongDate } from "~/features/products/events/format";
import { eventPath } from "~/features/products/events/path";
import { BOOKING_POLICY } from "./policy";

/*
 * Online payment through Stripe Checkout (docs/decisions/0141-stripe-checkout-and-webhook.md): a
 * Checkout session for a booking, Stripe's signed webhook (for bookings and, decision 0162, voucher
 * orders, whose sessions voucher-sales/online-payment.server.ts starts), and refunds from the back office. Every
 * change of a booking goes through transitions.server.ts; the client is payments/stripe.server.ts.
 */

/** A minute more than Stripe's minimum, so the network's delay never makes the session too short. */
const CHECKOUT_MARGIN_MS = 60 * 1000;

/**
 * "Jetzt online bezahlen": a Checkout session for the booking the token names, its amount the
 * booking's total in cents as the server computed it, its expiry the seat hold's end (extended to
 * Stripe's minimum through `holdForCheckout`). Only a pending booking whose hold still runs, or
 * whose address is confirmed and which waits for the coach, and that has nothing paid yet.
 */
export async function startCheckout(
  env: BookingEnv & StripeEnv,
  token: string | undefined,
  now = new Date(),
): Promise<CheckoutStart> {
  const stripe = stripeClient(env);
  if (!stripe) return { ok: false, reason: "not_offered" };
  const check = await verifyToken(env, token, "checkout", now.getTime());
  if (!check.ok) return { ok: false, reason: "invalid" };
  const row = await bookingWithEvent(env, check.id);
  if (!row) return { ok: false, reason: "invalid" };
  const { booking, event } = row;
  const holdEnd = booking.hold_expires_at ? new Date(booking.hold_expires_at) : null;
  const holdRuns = holdEnd === null || holdEnd.getTime() > now.getTime();
  const paid = await refundableOf(env, booking.id);
  // What is owed after a value voucher's part (decision 0152).
  const owedCents = booking.total_cents - booking.voucher_cents;
  if (booking.status !== "pending" || !holdRuns || owedCents <= 0 || (paid?.fullCents ?? 0) > 0) {
    return { ok: false, reason: "not_open" };
  }
  const minimum = now.getTime() + CHECKOUT_MINIMUM_MS + CHECKOUT_MARGIN_MS;
  // A hold is extended for a checkout once (decision 0115, amended): a hold already longer than a
  // booking's own was extended for an earlier session, and a second click gets that same session
  // back (same expiry, same idempotency key) instead of moving the hold on by another half hour.
  const ownHoldEnd = new Date(booking.created_at).getTime() + BOOKING_POLICY.holdMinutes * 60_000 + 1000;
  const extendedBefore = holdEnd !== null && holdEnd.getTime() > ownHoldEnd;
  // Whole seconds (Stripe's expires_at), rounded up so the hold only ever grows: hold and session end together.
  const until = extendedBefore
    ? holdEnd
    : new Date(Math.ceil(Math.max(holdEnd?.getTime() ?? 0, minimum) / 1000) * 1000);

  const links = await bookingLinks(env, booking.id, booking.locale);
  const product = checkoutProduct(event, booking);
  return createOneItemCheckout(
    stripe,
    {
      item: {
        name: product.name,
        amountCents: owedCents,
        currency: booking.currency.toLowerCase(),
      },
      clientReferenceId: booking.id,
      metadata: { booking_id: booking.id },
      customerEmail: booking.email,
      locale: booking.locale,
      expiresAt: Math.floor(until.getTime() / 1000),
      successUrl: `${links.manage}?zahlung=online`,
      cancelUrl: new URL(localizePath(product.page, booking.locale), siteOrigin(env)).toString(),
      // A second click within the same hold gets the same session instead of a second one.
      idempotencyKey: `checkout-${booking.id}-${until.getTime()}`,
      // The seats are held for the session only once Stripe made one (never while Stripe is unreachable).
      hold: async () => !holdEnd || extendedBefore || (await holdForCheckout(env, booking.id, until, now)).ok,
    },
    { started: "checkout-started", fields: { eventId: event.id, kind: event.kind }, failed: "checkout-create-failed" },
  );
}

/**
 * What a booking pays for, as Stripe's page names it, and the page "back" returns to: an event's
 * seats and its page, a 1:1 session's kind and time and the scheduler of its kind, a package and
 * /pakete. Every one is a booking of an events row (decisions 0130, 0150): one Checkout for all.
 */
export function checkoutProduct(
  event: BookingRow["event"],
  booking: Pick<BookingRow["booking"], "locale" | "num_tickets">,
): { name: string; page: string } {
  const title = eventTextsIn(event, booking.locale).title;
  switch (event.kind) {
    case "session":
      return {
        name: `${title}, ${formatLongDate(event.event_date, booking.locale)}, ${event.start_time}`,
        page: event.appointment_type_id ? `/termin?art=${event.appointment_type_id}` : "/termin",
      };
    case "package":
      return { name: title, page: "/pakete" };
    default:
      return { name: `${title} (${booking.num_tickets}×)`, page: eventPath(event) };
  }
}

/** The Stripe events the webhook endpoint subscribes to and acts on, one handler each (`webhookHandlers`). */
export const HANDLED_STRIPE_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "charge.refunded",
  "payment_intent.payment_failed",
] as const satisfies readonly Stripe.Event.Type[];
type HandledStripeEvent = (typeof HANDLED_STRIPE_EVENTS)[number];

/** What the webhook answers: a status and a short text for Stripe's delivery log (no personal data). */
export interface WebhookAnswer {
  status: number;
  text: string;
}

const events = schema.stripeEvents;

/**
 * POST /webhooks/stripe. The signature is checked by the library over the raw body with the
 * endpoint's secret and a tolerance; anything else answers 400 and changes nothing. An event id
 * handled once is answered 200 again without doing anything (replays, Stripe's repeated
 * deliveries); the handlers are idempotent themselves as well, so two deliveries at once or in any
 * order end the same. A failure while handling answers 503 and leaves the id unrecorded, so Stripe
 * delivers it again.
 */
export async function handleStripeWebhook(
  request: Request,
  env: BookingEnv & StripeEnv,
  now = new Date(),
): Promise<WebhookAnswer> {
  const stripe = stripeClient(env);
  if (!stripe || !env.STRIPE_WEBHOOK_SECRET) return { status: 404, text: "Not found" };
  const signature = request.headers.get("Stripe-Signature");
  if (!signature) return { status: 400, text: "Missing signature" };
  const declared = Number(request.headers.get("Content-Length") ?? 0);
  if (declared > MAX_WEBHOOK_BYTES) return { status: 413, text: "Too large" };
  const body = await request.text();
  if (body.length > MAX_WEBHOOK_BYTES) return { status: 413, text: "Too large" };
  let event: Stripe.Event;
  try {
    event = await stripe.webhooks.constructEventAsync(
      body,
      signature,
      env.STRIPE_WEBHOOK_SECRET,
      WEBHOOK_TOLERANCE_SECONDS,
      Stripe.createSubtleCryptoProvider(),
      // In milliseconds (the library divides): the request's own clock, as the tests set it.
      now.getTime(),
    );
  } catch {
    return { status: 400, text: "Bad signature" };
  }
  const db = getDb(env);
  const [seen] = await db.select({ id: events.id }).from(events).where(eq(events.id, event.id)).limit(1);
  if (seen) return { status: 200, text: "Already handled" };
  try {
    await handlerFor(event)?.(env, event, now);
  } catch (error) {
    logError("stripe-webhook-failed", error, { type: event.type });
    return { status: 503, text: "Try again" };
  }
  await db
    .insert(events)
    .values({ id: event.id, type: event.type, received_at: now.toISOString() })
    .onConflictDoNothing();
  return { status: 200, text: "OK" };
}

/** A voucher order's session (decision 0162) names the order; a booking's never does. */
const voucherIdOf = (session: Stripe.Checkout.Session) => session.metadata?.voucher_id ?? null;
const bookingIdOf = (session: Stripe.Checkout.Session) =>
  session.metadata?.booking_id ?? session.client_reference_id ?? null;
const idOf = (value: string | { id: string } | null) => (typeof value === "string" ? value : (value?.id ?? null));

type WebhookEnv = BookingEnv & StripeEnv;
type EventOf<Type extends Stripe.Event.Type> = Extract<Stripe.Event, { type: Type }>;

/** A checkout session paid (a card at once, SEPA when its debit arrived), or its SEPA mandate given. */
async function sessionSettled(
  env: WebhookEnv,
  event: EventOf<"checkout.session.completed" | "checkout.session.async_payment_succeeded">,
  now: Date,
): Promise<void> {
  const session = event.data.object;
  const paymentRef = idOf(session.payment_intent);
  const paid = { amountCents: session.amount_total ?? 0, currency: session.currency ?? "" };
  const voucherId = voucherIdOf(session);
  if (voucherId) {
    // SEPA: the sale stays unpaid until async_payment_succeeded.
    if (session.payment_status !== "paid" || !paymentRef)
      return logEvent("online-payment-processing", { type: event.type });
    await recordVoucherOnlinePayment(env, { voucherId, ...paid, providerRef: paymentRef }, now);
    return;
  }
  const bookingId = bookingIdOf(session);
  if (!bookingId || !paymentRef) return;
  if (session.payment_status === "paid") {
    // Currency and amount checked against the booking, a late payment paid back (decision 0214).
    await acceptOnlinePayment(env, { bookingId, ...paid, providerRef: paymentRef }, now);
    return;
  }
  // SEPA Direct Debit: the mandate is given, the money takes days. The booking stays pending and
  // keeps its seats (its hold runs on for the debit's days) until the coach decides or
  // async_payment_succeeded confirms it (decision 0214).
  await holdForCheckout(env, bookingId, new Date(now.getTime() + SEPA_HOLD_DAYS * 86_400_000), now);
  logEvent("online-payment-processing", { type: event.type });
}

/**
 * One handler per event the endpoint is subscribed to (docs/operations.md, "Online payment", step 3;
 * a unit test holds the two lists together). Any other event is answered 200 and changes nothing.
 */
const webhookHandlers: {
  [Type in HandledStripeEvent]: (env: WebhookEnv, event: EventOf<Type>, now: Date) => Promise<void>;
} = {
  "checkout.session.completed": sessionSettled,
  "checkout.session.async_payment_succeeded": sessionSettled,
  "checkout.session.async_payment_failed": async (env, event, now) => {
    // A voucher order holds no seats: its sale stays unpaid, as it was.
    if (voucherIdOf(event.data.object)) return logEvent("online-payment-failed", { type: event.type });
    const bookingId = bookingIdOf(event.data.object);
    if (bookingId) await debitFailed(env, bookingId, event.type, now);
  },
  "payment_intent.payment_failed": async (env, event, now) => {
    // Also sent for a card declined on Stripe's page, where the visitor simply tries again: only
    // a failed SEPA debit (days after the session completed) ends a booking.
    const intent = event.data.object;
    const bookingId = intent.metadata?.booking_id;
    if (bookingId && intent.last_payment_error?.payment_method?.type === "sepa_debit")
      await debitFailed(env, bookingId, event.type, now);
  },
  "checkout.session.expired": async (env, event, now) => {
    // A voucher order holds no seats: its session running out leaves the sale unpaid, as it was.
    if (voucherIdOf(event.data.object)) return;
    const bookingId = bookingIdOf(event.data.object);
    // The hold ended with the session: its seats are free (refused, and harmless, for a booking
    // that was paid or confirmed meanwhile; the ten-minute cron would cancel it too).
    if (bookingId) await cancel(env, bookingId, "expired", now);
  },
  "charge.refunded": async (env, event, now) => {
    const charge = event.data.object;
    const paymentRef = idOf(charge.payment_intent);
    if (!paymentRef) return;
    // A voucher's payment is on the voucher (decision 0173), a booking's in its payments: each
    // call records only a payment of its own, so both are asked.
    await recordVoucherProviderRefund(env, paymentRef, charge.amount_refunded, berlinToday(now));
    await recordProviderRefund(env, paymentRef, charge.amount_refunded, berlinToday(now));
  },
};

/**
 * The handler of `event`'s type, or null for an event the endpoint does not act on. The type comes
 * from outside, so it is looked up in the list, never on the object (no inherited key).
 */
function handlerFor(event: Stripe.Event): ((env: WebhookEnv, event: Stripe.Event, now: Date) => Promise<void>) | null {
  const handled = (HANDLED_STRIPE_EVENTS as readonly string[]).includes(event.type);
  return handled
    ? (webhookHandlers[event.type as HandledStripeEvent] as (
        env: WebhookEnv,
        event: Stripe.Event,
        now: Date,
      ) => Promise<void>)
    : null;
}

/**
 * A SEPA debit failed (Stripe reports it twice, as the session's and as the payment's event): a
 * pending booking is cancelled at once through the kernel, its seats offered to the waiting list,
 * payer and coach told in the same batch (decision 0227). A booking no longer pending stays as it
 * is and the coach hears of it once. Nothing was paid, so nothing is recorded.
 */
async function debitFailed(env: WebhookEnv, bookingId: string, type: string, now: Date): Promise<void> {
  const released = await releaseFailedPayment(env, bookingId, now);
  logEvent("online-payment-failed", { type, released: released.ok });
  if (released.ok) return;
  const row = await bookingWithEvent(env, bookingId);
  // Cancelled already (by this failure's other event, the coach, an expiry): nothing is owed, nothing to tell.
  if (row && row.booking.status !== "cancelled") await queueMails(env, [paymentFailedCoachMail(bookingId, false)]);
}

export type RefundResult =
  | { ok: true; amountCents: number; currency: string }
  | { ok: false; reason: "not_offered" | "not_found" | "nothing_to_refund" | "provider_failed" };

/**
 * "Erstatten" in the back office for a booking paid online: under the AGB (what was paid beyond
 * the fee of its cancellation, `refundableOf`) or in full, through Stripe's refund API, and recorded
 * against the booking at once (charge.refunded later finds it recorded and adds nothing).
 */
export async function refundOnline(
  env: BookingEnv & StripeEnv,
  bookingId: string,
  scope: "agb" | "full",
  now = new Date(),
): Promise<RefundResult> {
  const stripe = stripeClient(env);
  if (!stripe) return { ok: false, reason: "not_offered" };
  const refundable = await refundableOf(env, bookingId);
  if (!refundable) return { ok: false, reason: "not_found" };
  const amountCents = scope === "full" ? refundable.fullCents : refundable.agbCents;
  if (!refundable.paymentRef || amountCents <= 0) return { ok: false, reason: "nothing_to_refund" };
  const before = await refundedOn(env, refundable.paymentRef);
  try {
    await stripe.refunds.create(
      { payment_intent: refundable.paymentRef, amount: amountCents, metadata: { booking_id: bookingId } },
      // A double click sends the same request: Stripe answers it once.
      { idempotencyKey: `refund-${bookingId}-${before}-${amountCents}` },
    );
  } catch (error) {
    logError("refund-create-failed", error);
    return { ok: false, reason: "provider_failed" };
  }
  await recordProviderRefund(env, refundable.paymentRef, before + amountCents, berlinToday(now));
  logEvent("booking-refunded-online", { scope });
  return { ok: true, amountCents, currency: refundable.currency };
}
