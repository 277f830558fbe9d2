/* A 1:1 session (decision 0130): its descriptor (product.ts). */
import type { ProductDescriptor } from "./product";

export const session: ProductDescriptor = {
  kind: "session",
  formName: "session-booking",
  words: (m) => ({
    successTitle: m.sessions.successTitle,
    successText: m.sessions.successText,
    notFound: m.sessions.invalidChoice,
  }),
  terms: { cancellation: "coaching-hours", moving: "coaching-hours", withdrawal: "14-days-early-start-consent" },
  confirmation: "coach-or-event-setting",
  payment: { transfer: true, online: true, voucher: true, discountCode: true },
  consents: ["agb", "early-start"],
};
