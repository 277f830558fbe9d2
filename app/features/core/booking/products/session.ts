/* A 1:1 session (decision 0130): its descriptor (product.ts). */
import type { BookedProduct } from "./product";

export const session: BookedProduct = {
  kind: "session",
  eventKind: "session",
  publicPage: false,
  unit: "one",
  schedule: "dated",
  // Coaching is a service taxed where the business client sits (§ 3a (2) UStG).
  placeOfSupply: "client",
  formName: "session-booking",
  words: (m) => ({
    successTitle: m.sessions.successTitle,
    successText: m.sessions.successText,
    notFound: m.sessions.invalidChoice,
  }),
  terms: { cancellation: "coaching-hours", moving: "coaching-hours", withdrawal: "14-days-early-start-consent" },
  confirmation: "auto-unless-switched-off",
  // A voucher pays it; a discount code is for Veranstaltungen only (docs/glossary.md).
  payment: { transfer: true, online: true, voucher: true, discountCode: false },
  consents: ["agb", "early-start"],
  mailWords: (mail) => ({
    rowLabel: mail.rows.session,
    firstMail: mail.confirmation.sessionParagraphs,
    confirmed: {
      heading: mail.status.sessionConfirmedHeading,
      text: mail.status.sessionConfirmedText,
      subject: mail.status.sessionConfirmedSubject,
    },
    cancelled: { text: mail.cancellation.sessionText, closing: mail.cancellation.sessionClosing },
    reminder: mail.reminder.sessionParagraphs,
  }),
  manageWords: (page) => ({ ...page, ...page.session }),
  inBackOffice: (_eventId, words) => ({ to: "/admin/termine", label: words.toSessions }),
  coachWords: {
    booked: (title) => `den Termin „${title}“`,
    confirmedAtOnce: "Sie ist sofort fest gebucht: Bestätigung und Rechnung sind unterwegs, du musst nichts tun.",
  },
};
