/* A package of 1:1 sessions (decision 0150): its descriptor (product.ts). */
import type { BookedProduct } from "./product";

export const sessionPackage: BookedProduct = {
  kind: "package",
  eventKind: "package",
  publicPage: false,
  unit: "one",
  // Its row's date is the last day its sessions count (decision 0150): it has no start.
  schedule: "valid-until",
  placeOfSupply: "client",
  formName: "package-booking",
  words: (m) => ({
    successTitle: m.packages.successTitle,
    successText: m.packages.successText,
    notFound: m.packages.invalidChoice,
  }),
  terms: { cancellation: "package-unused-credits", moving: "none", withdrawal: "14-days" },
  confirmation: "auto-unless-switched-off",
  // A voucher pays it; a discount code is for Veranstaltungen only (docs/glossary.md).
  payment: { transfer: true, online: true, voucher: true, discountCode: false },
  // Its sessions ask for the early start each, when booked (decision 0150).
  consents: ["agb"],
  mailWords: (mail) => ({
    rowLabel: mail.rows.package,
    firstMail: mail.confirmation.packageParagraphs,
    confirmed: {
      heading: mail.status.packageConfirmedHeading,
      text: mail.status.packageConfirmedText,
      subject: (title) => mail.status.packageConfirmedSubject(title),
    },
    cancelled: { text: mail.cancellation.sessionText, closing: mail.cancellation.sessionClosing },
    reminder: mail.reminder.sessionParagraphs,
  }),
  manageWords: (page) => ({ ...page, ...page.package }),
  inBackOffice: (eventId, words) => ({ to: `/admin/bookings?event=${eventId}`, label: words.toBookings }),
  coachWords: {
    booked: (title) => `das Paket „${title}“`,
    confirmedAtOnce: "Sie ist sofort fest gebucht: Bestätigung und Rechnung sind unterwegs, du musst nichts tun.",
  },
};
