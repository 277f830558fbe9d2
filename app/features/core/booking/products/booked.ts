/*
 * The product a booked row of the events table is (decision 0234): the one place that reads the
 * row's `kind`, so that the kernel's e-mails, deadlines and invoices ask the product's descriptor
 * (product.ts) what differs, not the kind.
 */
import { eventSeat } from "./event-seat";
import { sessionPackage } from "./package";
import type { BookedProduct } from "./product";
import { session } from "./session";

const byEventKind: Record<BookedProduct["eventKind"], BookedProduct> = {
  event: eventSeat,
  session,
  package: sessionPackage,
};

/** The product of an events-table row; a row without a kind (from before the kinds) is an event. */
export function productOf(event: { kind?: string | null }): BookedProduct {
  const kind = event.kind ?? "event";
  return Object.hasOwn(byEventKind, kind) ? byEventKind[kind as BookedProduct["eventKind"]] : eventSeat;
}
