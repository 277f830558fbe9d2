import { eventOptions } from "~/features/events/event.server";
import { countBookings, listBookings } from "~/features/booking/bookings-list.server";
import { listWaitlist, waitlistFilter } from "~/features/booking/waitlist.server";
import { PAYMENT_STATES } from "~/features/payments/state";
import * as v from "valibot";
import { listQuery, loadListPage } from "./crud.server";

export type { BookingRow, MailState } from "~/features/booking/bookings-list.server";

const EventParam = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(64)));
const PaymentParam = v.optional(v.picklist(PAYMENT_STATES));

/** The `?event=` filter, shared with the CSV export so both show the same bookings. */
export function bookingFilter(request: Request) {
  const params = new URL(request.url).searchParams;
  const event = v.safeParse(EventParam, params.get("event") ?? undefined);
  const payment = v.safeParse(PaymentParam, params.get("payment") || undefined);
  const { q } = listQuery(request);
  return {
    eventId: event.success && event.output ? event.output : undefined,
    q: q || undefined,
    payment: payment.success ? payment.output : undefined,
  };
}

/**
 * The bookings list page: one page of the filtered bookings and their total (`loadListPage`, which
 * turns a failure into the list's load-error toast) plus the events for the filter.
 */
export async function loadBookingsPage(request: Request, env: Pick<Env, "DB">) {
  const filter = bookingFilter(request);
  const [list, events] = await Promise.all([
    loadListPage(request, env, async ({ offset, limit }) => {
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
    loadListPage(request, env, ({ q, offset, limit }) => listWaitlist(env, waitlistFilter(eventId, q), limit, offset)),
    eventOptions(env).catch(() => []),
  ]);
  return { ...page, events };
}
