/* A value voucher (decision 0152): its descriptor (product.ts); its order form is voucher-sales/order.server.ts. */
import type { ProductDescriptor } from "./product";

export const valueVoucher: ProductDescriptor = {
  kind: "voucher",
  formName: "voucher-order",
  words: (m) => ({
    successTitle: m.vouchers.successTitle,
    successText: m.vouchers.successText,
    notFound: m.booking.validation.checkInput,
  }),
  terms: { cancellation: "none", moving: "none", withdrawal: "14-days" },
  confirmation: "on-payment",
  payment: { transfer: true, online: true, voucher: false, discountCode: false },
  consents: ["agb"],
};
