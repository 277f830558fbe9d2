/**
 * The back office's bookings list "Status" filter (`?status=`), in the coach's words: "wartet" is
 * what needs her (the visitor confirmed the address, she has not decided), "unbestaetigt" what
 * waits for the visitor. The SQL behind each is in bookings-list.server.ts.
 */
export const BOOKING_STATE_FILTERS = ["wartet", "unbestaetigt", "bestaetigt", "storniert"] as const;
export type BookingStateFilter = (typeof BOOKING_STATE_FILTERS)[number];
