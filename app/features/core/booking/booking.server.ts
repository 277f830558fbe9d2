/*
 * Booking a seat: the names the rest of the app books with, in one place. The work lives in four
 * files, one concern each:
 *   hold-limits.server.ts   the caps on unconfirmed holds, the replayed form, the hold's answer types
 *   bookable.server.ts      what a booking takes from its event, and the one code field's judgement
 *   hold.server.ts          the hold itself: the one conditional insert and its batch (decision 0005)
 *   booking-form.server.ts  the event seat's public form and its answers in the page's language
 * Every later change of a booking's state is in transitions.server.ts (docs/booking-lifecycle.md).
 */
export {
  BOOKING_RATE_LIMIT,
  type BookingEnv,
  type BookingRefusal,
  type CreateBookingResult,
  type HoldHolder,
  holdHolder,
  holdLimitsRefusal,
  replayed,
} from "./hold-limits.server";
export { type BookableEvent, type BookingTarget, judgeCode } from "./bookable.server";
export { bookedAnswer, bookingWrites, createBooking, type PreparedBooking } from "./hold.server";
export { applyHoldEffects, commitHold } from "./kernel.server";
export {
  type BookingActionResult,
  bookingForm,
  type DiscountPreview,
  discountRefusalText,
  handleBookingRequest,
  keptFields,
} from "./booking-form.server";
