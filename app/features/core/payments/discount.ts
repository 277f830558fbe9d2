import type { DiscountKind } from "~db/enums";

/** The longest code the form and the back office accept. */
export const MAX_DISCOUNT_CODE_LENGTH = 32;
/** What a code is made of once normalised: letters, digits, hyphen and underscore. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9_-]+$/;

/** A code as the visitor typed it, in the one spelling the database keeps: trimmed, upper case. */
export const normalizeDiscountCode = (raw: string): string => raw.trim().toUpperCase();

export interface DiscountRule {
  kind: DiscountKind;
  /** percent: whole percent 1–100; amount: cents off the whole booking. */
  value: number;
}

/**
 * What a code takes off a booking's tickets (`grossCents` = price × tickets), in whole cents
 * (decision 0140): a percentage of the whole total, rounded half up to a cent, or a fixed amount
 * per booking; never more than the total, so a total never turns negative.
 */
export function discountCentsOf(rule: DiscountRule, grossCents: number): number {
  if (!Number.isSafeInteger(grossCents) || grossCents <= 0) return 0;
  const off =
    rule.kind === "percent"
      ? // round(gross × percent / 100) in integers, half up: floor((gross × percent + 50) / 100).
        Math.floor((grossCents * rule.value + 50) / 100)
      : rule.value;
  return Math.min(grossCents, Math.max(0, off));
}

/** Price × tickets, the code's discount and what is charged: the server's only calculation of a total. */
export function bookingTotals(
  priceCents: number,
  tickets: number,
  rule: DiscountRule | null,
): { grossCents: number; discountCents: number; totalCents: number } {
  const grossCents = priceCents * tickets;
  const discountCents = rule ? discountCentsOf(rule, grossCents) : 0;
  return { grossCents, discountCents, totalCents: grossCents - discountCents };
}

/**
 * Whether a code's days include `today` (Berlin, `yyyy-MM-dd`): both ends inclusive, either open.
 * "From 1 December" holds from midnight in Berlin, "until 31 December" up to 23:59:59 there.
 */
export function windowState(
  window: { valid_from: string | null; valid_until: string | null },
  today: string,
): "valid" | "not_yet_valid" | "expired" {
  if (window.valid_from && today < window.valid_from) return "not_yet_valid";
  if (window.valid_until && today > window.valid_until) return "expired";
  return "valid";
}
