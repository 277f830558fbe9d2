import { eventOptions } from "~/features/products/events/event.server";
import { countBookings, listBookings } from "~/features/core/booking/bookings-list.server";
import { BOOKING_STATE_FILTERS } from "~/features/core/booking/state-filters";
import { listWaitlist, waitlistFilter } from "~/features/core/booking/waitlist.server";
import { PAYMENT_STATES } from "~/features/core/payments/state";
import { changeBookingStatus } from "~/features/core/booking/transitions.server";
import * as v from "valibot";
import { listQuery, loadListPage } from "./crud.server";

export type { BookingRow, MailState } from "~/features/core/booking/bookings-list.server";

const EventParam = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64)));
const PaymentParam = v.optional(v.picklist(PAYMENT_STATES));
const StateParam = v.optional(v.picklist(BOOKING_STATE_FILTERS));

/** The `?event=`, `?payment=` and `?status=` filters, shared with the CSV export so both show the same bookings. */
export function bookingFilter(request: Request) {
  const params = new URL(request.url).searchParams;
  const event = v.safeParse(EventParam, params.get("event") ?? undefined);
  const payment = v.safeParse(PaymentParam, params.get("payment") || undefined);
  const state = v.safeParse(StateParam, params.get("status") || undefined);
  const { q } = listQuery(request);
  return {
    eventId: event.success && event.output ? event.output : undefined,
    q: q || undefined,
    payment: payment.success ? payment.output : undefined,
    state: state.success ? state.output : undefined,
  };
}

/**
 * The bookings list page: one page of the filtered bookings and their total (`loadListPage`, which
 * turns a failure into the list's load-error toast) plus the events for the filter.
 */
export async function loadBookingsPage(request: Request, env: Pick<Env, "DB">) {
  const filter = bookingFilter(request);
  const [list, events] = await Promise.all([
    loadListPage(request, async ({ offset, limit }) => {
      const [rows, total] = await Promise.all([listBookings(env, filter, limit, offset), countBookings(env, filter)]);
      return { rows, total };
    }),
    eventOptions(env).catch(() => []),
  ]);
  return { ...list, events };
}

/** The waiting lists page: one page of entries (event filter and search) plus the events for the filter. */
export async function loadWaitlistPage(request: Request, env: Pick<Env, "DB">) {
  const { eventId } = bookingFilter(request);
  const [page, events] = await Promise.all([
    loadListPage(request, ({ q, offset, limit }) => listWaitlist(env, waitlistFilter(eventId, q), limit, offset)),
    eventOptions(env).catch(() => []),
  ]);
  return { ...page, events };
}

/** The rows of "Alle bestätigen": the ids the coach saw, at most one list page. */
export const BulkIds = v.pipe(
  v.string(),
  v.transform((value) => value.split(",").filter(Boolean)),
  v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(64))),
  v.minLength(1),
  v.maxLength(100),
);

/**
 * Confirms each booking the coach saw waiting, one transition each (invoice and e-mail as for a
 * single confirmation); one that changed meanwhile (cancelled, already confirmed) is skipped.
 */
export async function confirmBookings(env: Parameters<typeof changeBookingStatus>[0], ids: string[]) {
  let confirmed = 0;
  for (const id of ids) if (await changeBookingStatus(env, id, "confirmed")) confirmed++;
  return { confirmed, skipped: ids.length - confirmed };
}
