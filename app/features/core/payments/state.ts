import type { PAYMENT_METHODS } from "~db/enums";

/** Payment vocabulary shared by server and browser code (the admin form renders the methods). */
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number];

/**
 * A way money arrives. Transfer, PayPal and cash are recorded by the coach; a checkout provider
 * (card, PayPal checkout) would implement `startCheckout` and record its payments with method
 * "provider" through the same `recordPayment`, so states, lists and the dashboard stay as they are.
 */
export interface PaymentMethod {
  id: PaymentMethodId;
  label: string;
  /** Recorded by the coach in the back office (true) or by a provider's webhook (false). */
  manual: boolean;
  startCheckout?: (booking: { id: string; total_cents: number; currency: string }) => Promise<{ redirectUrl: string }>;
}

export const PAYMENT_METHOD_LIST: readonly PaymentMethod[] = [
  { id: "transfer", label: "Überweisung", manual: true },
  { id: "paypal", label: "PayPal", manual: true },
  { id: "cash", label: "Bar", manual: true },
];

export const PAYMENT_STATES = ["open", "partial", "paid", "none"] as const;
export type PaymentStateKind = (typeof PAYMENT_STATES)[number];

/** What is still owed: the charge less what a value voucher paid of it (decision 0152), or the AGB fee. */
export function amountDue(booking: {
  status: string;
  total_cents: number;
  cancellation_fee_cents: number | null;
  voucher_cents?: number;
}) {
  return booking.status === "cancelled"
    ? (booking.cancellation_fee_cents ?? 0)
    : booking.total_cents - (booking.voucher_cents ?? 0);
}

export function paymentState(dueCents: number, paidCents: number): PaymentStateKind {
  if (dueCents <= 0 && paidCents === 0) return "none";
  if (paidCents >= dueCents) return "paid";
  return paidCents > 0 ? "partial" : "open";
}
