/* An event seat (a workshop's, a seminar's): its descriptor (product.ts). */
import type { ProductDescriptor } from "./product";

export const eventSeat: ProductDescriptor = {
  kind: "event-seat",
  formName: "booking",
  words: (m) => ({
    successTitle: m.booking.toastSuccess.title,
    successText: m.booking.toastSuccess.text,
    notFound: m.eventDetail.notFoundText,
  }),
  terms: { cancellation: "agb-event-fee", moving: "none", withdrawal: "14-days-early-start-consent" },
  confirmation: "coach-or-event-setting",
  payment: { transfer: true, online: true, voucher: true, discountCode: true },
  consents: ["agb", "early-start"],
};
