/* An event seat (a workshop's, a seminar's): its descriptor (product.ts). */
import type { BookedProduct } from "./product";

/** An event's seats in the coach's words: "1 Platz", "3 Plätze". */
export const seatCount = (count: number) => (count === 1 ? "1 Platz" : `${count} Plätze`);

export const eventSeat: BookedProduct = {
  kind: "event-seat",
  eventKind: "event",
  publicPage: true,
  unit: "seat",
  schedule: "dated",
  // Admission to an event is taxed where it is held (§ 3a (3) no. 5 UStG), an online one where the client sits.
  placeOfSupply: "venue",
  formName: "booking",
  words: (m) => ({
    successTitle: m.booking.toastSuccess.title,
    successText: m.booking.toastSuccess.text,
    notFound: m.eventDetail.notFoundText,
  }),
  terms: { cancellation: "agb-event-fee", moving: "none", withdrawal: "14-days-early-start-consent" },
  confirmation: "auto-unless-switched-off",
  payment: { transfer: true, online: true, voucher: true, discountCode: true },
  consents: ["agb", "early-start"],
  mailWords: (mail) => ({
    rowLabel: mail.rows.event,
    firstMail: mail.confirmation.paragraphs,
    confirmed: {
      heading: mail.status.confirmedHeading,
      text: mail.status.confirmedText,
      subject: (title) => mail.status.confirmedSubject(title),
    },
    cancelled: { text: mail.cancellation.text, closing: mail.cancellation.closing },
    reminder: mail.reminder.paragraphs,
  }),
  manageWords: (page) => ({ ...page, final: page.confirmedToast.final }),
  inBackOffice: (eventId, words) => ({ to: `/admin/events/${eventId}/teilnehmer`, label: words.toParticipants }),
  coachWords: {
    booked: (title, seats) => `${seatCount(seats)} für „${title}“`,
    confirmedAtOnce:
      "Die Veranstaltung bestätigt automatisch: Die Buchung ist fest, Bestätigung und Rechnung sind unterwegs.",
  },
};
