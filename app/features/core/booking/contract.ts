import { eventStart } from "./policy";

/**
 * The consumer contract's rules in one place (docs/decisions/0105-order-button-and-early-start.md):
 * the withdrawal period, the early-start request inside it, and the versions of the texts a booking
 * records. No server-only imports: the booking form and the event page's loader both read them.
 */

/** § 355 (2) BGB: fourteen days from the conclusion of the contract. */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/** § 357 (1) BGB: money paid goes back within fourteen days of the withdrawal's receipt. */
export const REFUND_DAYS = 14;

/**
 * Version of the early-start request's wording (messages.contract.earlyStart.label, German and
 * English), stored with each consent. Change it whenever that wording changes, so the record says
 * which text the visitor ticked.
 */
export const EARLY_START_CONSENT_VERSION = "2026-12-07";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether an event booked at `now` starts inside the withdrawal period, so the booking needs the
 * visitor's express request to start early (§ 356 (4), § 357a (2) BGB). The period ends with the
 * end of its 14th day (§ 188 BGB); counted from the booking, which is the earliest the contract can
 * come about, plus one day for the coach's confirmation (AGB § 3): an event on the boundary asks
 * rather than not.
 */
export function needsEarlyStartConsent(
  event: { event_date: string; start_time: string; price_cents?: number },
  now = new Date(),
  /** Free here but paid elsewhere (a package's credit): the price that carries the right is the package's. */
  paidElsewhere = false,
): boolean {
  // Only a contract with a price carries the withdrawal right (§ 312 (1) BGB) the request gives up:
  // a free intro call asks for nothing of the kind (issue 51). Unknown price: asked, as before.
  if (event.price_cents === 0 && !paidElsewhere) return false;
  return eventStart(event).getTime() - now.getTime() <= (WITHDRAWAL_PERIOD_DAYS + 1) * DAY_MS;
}
