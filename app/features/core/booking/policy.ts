import { parseClock } from "~/features/products/events/format";
import { berlinWallToMs } from "~/lib/today";
import { COACHING_TERMS } from "~/config/coaching";
import { productOf } from "./products/booked";

/**
 * The rules of the booking lifecycle in one place (docs/features.md "Bookings from first click to the day",
 * /agb and /datenschutz quote them from here).
 */
export const BOOKING_POLICY = {
  /**
   * An unconfirmed booking holds its seats this long; the first e-mail's link confirms it. Short, so
   * that seats nobody confirms come back while a rush is still on (decision 0115).
   */
  holdMinutes: 15,
  /**
   * Open unconfirmed bookings one network may have across the site: an IPv4 address or an IPv6 /64
   * (what one device or household holds). Decision 0115 has the threat and the numbers.
   */
  unconfirmedPerNetwork: 3,
  /** The same for one site (an IPv6 /48, through which one customer rotates its /64s; IPv4: the address). */
  unconfirmedPerSite: 6,
  /**
   * Unconfirmed tickets one site may hold for one event: this share of its seats, rounded up, and
   * never fewer than `unconfirmedTicketsMinimum` (a couple books both seats of a small event).
   * Confirmed tickets do not count: confirm, then book more.
   */
  unconfirmedTicketsSharePercent: 50,
  unconfirmedTicketsMinimum: 2,
  /** Open unconfirmed bookings one address may have across the site. */
  unconfirmedPerEmail: 3,
  /** Tickets one address may hold for one event, across its bookings (the form allows 10 per booking). */
  ticketsPerEmailAndEvent: 10,
  /** Free cancellation until this many hours before the start (AGB). */
  freeCancellationHours: 48,
  /** Share of the total due for a later cancellation, in percent (AGB). */
  lateCancellationFeePercent: 50,
  /** A waiting-list offer holds the freed seats this long. */
  offerHours: 24,
  /** Reminders go out this many hours before the start. */
  reminderHours: 48,
  /** The coach's digest of bookings awaiting her decision: each morning at this Berlin hour. */
  digestHour: 7,
  /**
   * A booking that waits for the coach (auto-confirm off) is confirmed by her within this many hours
   * of the address's confirmation, at the latest at its start: the date "Meine Buchung" and her
   * e-mail name (decision 0186). Her digest comes every morning, so a day always includes one.
   */
  coachAnswerHours: 24,
} as const;

const HOUR_MS = 60 * 60 * 1000;

/** When an event starts, as an instant (Berlin wall clock; an unreadable time counts from midnight). */
export function eventStart(event: { event_date: string; start_time: string }): Date {
  const clock = parseClock(event.start_time) ?? { hours: 0, minutes: 0 };
  return new Date(berlinWallToMs(event.event_date, clock.hours * 60 + clock.minutes));
}

/**
 * A 1:1 session's free-change window in hours (AGB § 5a): its appointment type's setting, copied onto
 * its row when it was booked; the default (the spec's 48) for a session from before the setting.
 */
export const freeChangeHoursOf = (event: { free_change_hours?: number | null | undefined }): number =>
  event.free_change_hours ?? COACHING_TERMS.freeChangeHours;

/** The AGB's free hours and late fee for a booking of `event`: a 1:1 session's (§ 5a) or an event's (§ 5). */
export function cancellationTermsOf(event: { kind?: string; free_change_hours?: number | null | undefined }): {
  hours: number;
  percent: number;
} {
  return productOf(event).terms.cancellation === "coaching-hours"
    ? { hours: freeChangeHoursOf(event), percent: COACHING_TERMS.lateCancellationFeePercent }
    : { hours: BOOKING_POLICY.freeCancellationHours, percent: BOOKING_POLICY.lateCancellationFeePercent };
}

/**
 * Until when a 1:1 session may be moved (AGB § 5a): up to `freeChangeHours` before its start,
 * the same deadline as its free cancellation. Null once that has passed.
 */
export function sessionMoveDeadline(
  event: { event_date: string; start_time: string; free_change_hours?: number | null | undefined },
  now = new Date(),
): Date | null {
  const until = new Date(eventStart(event).getTime() - freeChangeHoursOf(event) * HOUR_MS);
  return now.getTime() <= until.getTime() ? until : null;
}

/**
 * By when the coach confirms a booking that waits for her (decision 0186): `coachAnswerHours` after
 * the address was confirmed, or the start of the event or session if that comes first. A package has
 * no start.
 */
export function coachConfirmsBy(
  addressConfirmedAt: string,
  event: { event_date: string; start_time: string; kind?: string },
): Date {
  const by = new Date(new Date(addressConfirmedAt).getTime() + BOOKING_POLICY.coachAnswerHours * HOUR_MS);
  if (productOf(event).schedule === "valid-until" || !event.start_time) return by;
  const start = eventStart(event);
  return start.getTime() < by.getTime() ? start : by;
}

export type CancellationQuote =
  { kind: "free"; freeUntil: Date } | { kind: "fee"; feeCents: number; percent: number } | { kind: "closed" };

/**
 * What cancelling costs at `now` under the AGB: free up to 48 hours before the start, then half the
 * total, and once the event has started no self-cancellation. Amounts in cents.
 */
export function cancellationQuote(
  event: { event_date: string; start_time: string; kind?: string; free_change_hours?: number | null | undefined },
  totalCents: number,
  now = new Date(),
): CancellationQuote {
  // A package is not cancelled on "Meine Buchung": its sessions are (the withdrawal stays open, § 6).
  if (productOf(event).terms.cancellation === "package-unused-credits") return { kind: "closed" };
  const terms = cancellationTermsOf(event);
  const start = eventStart(event).getTime();
  const freeUntil = new Date(start - terms.hours * HOUR_MS);
  if (now.getTime() <= freeUntil.getTime()) return { kind: "free", freeUntil };
  if (now.getTime() < start) {
    const percent = terms.percent;
    return { kind: "fee", percent, feeCents: Math.round((totalCents * percent) / 100) };
  }
  return { kind: "closed" };
}

export const holdExpiry = (now: Date) => new Date(now.getTime() + BOOKING_POLICY.holdMinutes * 60 * 1000);
export const offerExpiry = (now: Date) => new Date(now.getTime() + BOOKING_POLICY.offerHours * HOUR_MS);

/** Written out in Berlin time: its one definition is in `~/lib/today`; the booking kernel's files import it here. */

/** Waiting-list entries are deleted this many days after their event (/datenschutz says so). */
export const WAITLIST_RETENTION_DAYS = 7;

/** How long a booking's link opens "Meine Buchung" (decision 0213). */
export const BOOKING_LINK_POLICY = {
  /** Days after the booking's day during which the e-mail's link still opens it. */
  graceDays: 30,
  /** A fresh link (asked for on the page) works this many days, whatever the booking's day. */
  freshLinkDays: 7,
  /** Bookings a fresh-link e-mail lists at most (the newest first). */
  freshLinksMax: 5,
  /** Bookings older than this (by their day) are not sent again. */
  freshLinkLookbackDays: 365,
} as const;
