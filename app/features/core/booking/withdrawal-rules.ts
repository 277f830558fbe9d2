import { addDays } from "~/lib/today";
import { WITHDRAWAL_PERIOD_DAYS } from "./contract";

/**
 * The withdrawal as the law has it (decision 0193), as pure rules the server and the tests share:
 * the period (§ 355 (2), § 187 (1), § 188 (2) BGB: the day of conclusion not counted, the period
 * ends with the end of its 14th day, Berlin) and what a withdrawal keeps of the price (§ 357a (2)
 * BGB: a service begun inside the period at the consumer's express request is paid pro rata).
 */

/** What happens to a withdrawn package's sessions still booked: cancelled with it, or kept and paid. */
export const SESSIONS_CHOICES = ["cancel", "keep"] as const;
export type SessionsChoice = (typeof SESSIONS_CHOICES)[number];

/** The last Berlin day of the period for a contract concluded on `concludedOn` (YYYY-MM-DD). */
export function withdrawalPeriodEndsOn(concludedOn: string): string {
  return addDays(concludedOn, WITHDRAWAL_PERIOD_DAYS);
}

/** Whether a declaration on Berlin day `today` is inside the period of a contract concluded on `concludedOn`. */
export function withinWithdrawalPeriod(concludedOn: string, today: string): boolean {
  return today <= withdrawalPeriodEndsOn(concludedOn);
}

/** A package's sessions at the receipt: held or used up (`used`), still to come (`booked`), of `credits`. */
export interface PackageUse {
  credits: number;
  used: number;
  booked: number;
}

/**
 * What the coach keeps of the price, in cents. Without a package nothing (an event withdrawn before
 * it begins costs nothing; one that has begun goes to the coach). For a package: the share of the
 * sessions provided before the receipt, if the visitor asked for the service to start inside the
 * period (without that request the law owes her nothing for them); plus, when the visitor keeps the
 * sessions still booked, their share too (they stay part of the contract and are paid).
 */
export function keptCents({
  totalCents,
  earlyStart,
  packageUse,
  choice,
}: {
  totalCents: number;
  earlyStart: boolean;
  packageUse: PackageUse | null;
  choice: SessionsChoice | null;
}): number {
  if (!packageUse || packageUse.credits <= 0 || totalCents <= 0) return 0;
  const counted = (earlyStart ? packageUse.used : 0) + (choice === "keep" ? packageUse.booked : 0);
  return Math.min(totalCents, Math.round((totalCents * Math.min(counted, packageUse.credits)) / packageUse.credits));
}

/** What goes back: paid less what is kept, never negative (the rest of a kept share is still owed). */
export function refundCents(paidCents: number, kept: number): number {
  return Math.max(0, paidCents - kept);
}
