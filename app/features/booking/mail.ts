import { brand } from "~/config/brand";
import { cancellationTerms } from "~/features/content/legal/terms";
import { formatLongDate, formatPrice, formatTimeRange } from "~/features/events/format";
import { buildIcs, icsFileName } from "~/features/events/ics";
import { renderMail } from "~/features/mail/layout";
import type { MailDraft } from "~/features/mail/types";
import { bookingReference } from "./reference";

export interface BookedEvent {
  id: string;
  title: string;
  description: string;
  event_date: string;
  start_time: string;
  end_time: string;
  location: string;
}

export interface BookingMailInput {
  bookingId: string;
  event: BookedEvent;
  fullName: string;
  email: string;
  phone: string | null;
  tickets: number;
  totalPrice: number;
  currency: string;
}

export const confirmationKey = (bookingId: string) => `booking-confirmation:${bookingId}`;
export const coachNotificationKey = (bookingId: string) => `booking-notification:${bookingId}`;

function details(input: BookingMailInput): [string, string][] {
  const { event } = input;
  return [
    ["Veranstaltung", event.title],
    ["Datum", formatLongDate(event.event_date)],
    ["Uhrzeit", formatTimeRange(event.start_time, event.end_time, true)],
    ["Ort", event.location],
    ["Tickets", String(input.tickets)],
    ["Gesamtpreis", formatPrice(input.totalPrice, input.currency)],
    ["Buchungsnummer", bookingReference(input.bookingId)],
  ];
}

/** The visitor's confirmation, with the event as a calendar file attached. */
export function bookingConfirmationMail(input: BookingMailInput, now = new Date()): MailDraft {
  const eventUrl = new URL(`/events/${input.event.id}`, brand.siteUrl).toString();
  const body = renderMail({
    heading: "Deine Buchung ist da",
    greeting: `Hallo ${input.fullName},`,
    paragraphs: [
      `schön, dass du bei „${input.event.title}“ dabei bist! Deine Buchung ist bei mir eingegangen und dein Platz ist reserviert.`,
      "Die Zahlungsinformationen (Überweisung oder PayPal) schicke ich dir gesondert. Den Termin findest du als Kalenderdatei im Anhang – so geht er dir nicht verloren.",
      "Wenn du Fragen hast oder dir etwas dazwischenkommt, antworte einfach auf diese E-Mail.",
    ],
    details: details(input),
    action: { label: "Zur Veranstaltung", url: eventUrl },
    footnotes: [
      `${cancellationTerms.heading} (aus den AGB, ${new URL("/agb", brand.siteUrl).toString()}):`,
      ...cancellationTerms.rules,
      cancellationTerms.howTo,
      cancellationTerms.substitute,
    ],
  });
  return {
    kind: "booking-confirmation",
    dedupeKey: confirmationKey(input.bookingId),
    refId: input.bookingId,
    to: input.email,
    subject: `Deine Buchung: ${input.event.title}`,
    replyTo: brand.mail.coachInbox,
    ...body,
    attachments: [
      { filename: icsFileName(input.event.title), contentType: "text/calendar", content: buildIcs(input.event, now) },
    ],
  };
}

/** The coach hears about every booking at once; a reply goes straight to the visitor. */
export function coachNotificationMail(input: BookingMailInput): MailDraft {
  const body = renderMail({
    heading: "Neue Buchung",
    paragraphs: [`${input.fullName} hat ${input.tickets} Ticket(s) für „${input.event.title}“ gebucht.`],
    details: [["Name", input.fullName], ["E-Mail", input.email], ["Telefon", input.phone || "–"], ...details(input)],
    action: { label: "Buchungen im Backoffice", url: new URL("/admin/bookings", brand.siteUrl).toString() },
  });
  return {
    kind: "booking-notification",
    dedupeKey: coachNotificationKey(input.bookingId),
    refId: input.bookingId,
    to: brand.mail.coachInbox,
    subject: `Neue Buchung: ${input.event.title} (${input.tickets} Ticket(s))`,
    replyTo: input.email,
    ...body,
  };
}
