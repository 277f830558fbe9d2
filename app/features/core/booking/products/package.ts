/* A package of 1:1 sessions (decision 0150): its descriptor (product.ts). */
import type { ProductDescriptor } from "./product";

export const sessionPackage: ProductDescriptor = {
  kind: "package",
  formName: "package-booking",
  words: (m) => ({
    successTitle: m.packages.successTitle,
    successText: m.packages.successText,
    notFound: m.packages.invalidChoice,
  }),
  terms: { cancellation: "package-unused-credits", moving: "none", withdrawal: "14-days" },
  confirmation: "auto-unless-switched-off",
  payment: { transfer: true, online: true, voucher: true, discountCode: true },
  // Its sessions ask for the early start each, when booked (decision 0150).
  consents: ["agb"],
};
