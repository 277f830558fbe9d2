import { brand } from "~/config/brand";
import { cancellationTerms, cancellationTermsEn } from "~/features/content/legal/terms";
import type { Locale } from "~/lib/locale";
import { formatLongDate, formatPrice, formatTimeRange } from "~/features/events/format";
import { buildIcs, icsFileName } from "~/features/events/ics";
import { renderMail } from "~/features/mail/layout";
import type { MailDraft } from "~/features/mail/types";
import { formatBerlinDateTime } from "./policy";
import { bookingReference } from "~/features/payments/reference";

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
  totalCents: number;
  currency: string;
  /** Language of the booking form: the visitor's e-mails use it (the coach's stay German). */
  locale?: Locale;
}

/** Links the e-mails carry: built from SITE_URL by the caller, never from the request. */
export interface BookingLinks {
  /** The visitor's "Meine Buchung" page (signed, unguessable). */
  manage: string;
  site: string;
}

export const confirmationKey = (bookingId: string) => `booking-confirmation:${bookingId}`;
export const coachNotificationKey = (bookingId: string) => `booking-notification:${bookingId}`;
export const reminderKey = (bookingId: string) => `booking-reminder:${bookingId}`;
export const cancellationKey = (bookingId: string, to: "visitor" | "coach") => `booking-cancelled:${to}:${bookingId}`;
export const digestKey = (berlinDay: string) => `coach-digest:${berlinDay}`;

const rowLabels = {
  de: {
    event: "Veranstaltung",
    date: "Datum",
    time: "Uhrzeit",
    place: "Ort",
    tickets: "Tickets",
    total: "Gesamtpreis",
    reference: "Buchungsnummer",
  },
  en: {
    event: "Event",
    date: "Date",
    time: "Time",
    place: "Venue",
    tickets: "Tickets",
    total: "Total",
    reference: "Booking reference",
  },
} as const;

/** What every e-mail about an event states first. */
function eventRows(event: BookedEvent, locale: Locale = "de"): [string, string][] {
  const l = rowLabels[locale];
  return [
    [l.event, event.title],
    [l.date, formatLongDate(event.event_date, locale)],
    [l.time, formatTimeRange(event.start_time, event.end_time, true, locale)],
    [l.place, event.location],
  ];
}

function details(input: BookingMailInput, locale: Locale = "de"): [string, string][] {
  const l = rowLabels[locale];
  return [
    ...eventRows(input.event, locale),
    [l.tickets, String(input.tickets)],
    [l.total, formatPrice(input.totalCents, input.currency, locale)],
    [l.reference, bookingReference(input.bookingId)],
  ];
}

const calendarFile = (event: BookedEvent, now: Date) => ({
  filename: icsFileName(event.title),
  contentType: "text/calendar",
  content: buildIcs(event, now),
});

const termsFootnotes = (site: string) => [
  `${cancellationTerms.heading} (aus den AGB, ${new URL("/agb", site).toString()}):`,
  ...cancellationTerms.rules,
  cancellationTerms.substitute,
];

/**
 * The first e-mail after booking, to an address nobody has confirmed yet. It carries no text the
 * visitor typed (no name, no phone): whoever enters someone else's address cannot use the form to
 * send them a message. Its button opens "Meine Buchung", where one click confirms the address.
 */
export function bookingConfirmationMail(
  input: BookingMailInput,
  links: BookingLinks,
  holdUntil: Date,
  now = new Date(),
): MailDraft {
  if (input.locale === "en") return bookingConfirmationMailEn(input, links, holdUntil, now);
  const body = renderMail({
    heading: "Bitte bestätige deine Buchung",
    greeting: "Hallo,",
    paragraphs: [
      `schön, dass du bei „${input.event.title}“ dabei sein möchtest! Deine Buchung ist bei mir eingegangen.`,
      `Bitte bestätige sie mit einem Klick auf den Button unten. Bis ${formatBerlinDateTime(holdUntil)} Uhr halte ich deine Plätze für dich frei; danach gibt das System sie wieder für andere frei.`,
      "Auf derselben Seite findest du später alles zu deiner Buchung: den Termin für deinen Kalender, den Stand der Zahlung und die Möglichkeit, zu stornieren. Hebe dir diese E-Mail deshalb gut auf.",
      "Du hast nichts gebucht? Dann hat sich jemand bei der Adresse vertippt. Du musst nichts tun, die Reservierung verfällt von selbst.",
    ],
    details: details(input),
    action: { label: "Buchung bestätigen", url: links.manage },
    footnotes: termsFootnotes(links.site),
  });
  return {
    kind: "booking-confirmation",
    dedupeKey: confirmationKey(input.bookingId),
    refId: input.bookingId,
    to: input.email,
    subject: `Bitte bestätige deine Buchung: ${input.event.title}`,
    replyTo: brand.mail.coachInbox,
    ...body,
    attachments: [calendarFile(input.event, now)],
  };
}

/** The first e-mail in English (booked on /en/events/<id>): the same facts, links and attachment. */
function bookingConfirmationMailEn(
  input: BookingMailInput,
  links: BookingLinks,
  holdUntil: Date,
  now: Date,
): MailDraft {
  const body = renderMail({
    heading: "Please confirm your booking",
    greeting: "Hello,",
    paragraphs: [
      `lovely that you want to join “${input.event.title}”! Your booking has reached me.`,
      `Please confirm it with a click on the button below. I will hold your places for you until ${formatBerlinDateTime(holdUntil)} (Berlin time); after that the system releases them for others.`,
      "On the same page you will later find everything about your booking: the date for your calendar, the payment status and the option to cancel. So please keep this email.",
      "You did not book anything? Then someone mistyped their address. You do not need to do anything; the reservation lapses by itself.",
    ],
    details: details(input, "en"),
    action: { label: "Confirm booking", url: links.manage },
    footnotes: [
      `${cancellationTermsEn.heading} (from the terms and conditions, ${new URL("/en/agb", links.site).toString()}):`,
      ...cancellationTermsEn.rules,
      cancellationTermsEn.substitute,
    ],
  });
  return {
    kind: "booking-confirmation",
    dedupeKey: confirmationKey(input.bookingId),
    refId: input.bookingId,
    to: input.email,
    subject: `Please confirm your booking: ${input.event.title}`,
    replyTo: brand.mail.coachInbox,
    ...body,
    attachments: [calendarFile(input.event, now)],
  };
}

/** The coach hears about a booking once its address is confirmed; a reply goes straight to the visitor. */
export function coachNotificationMail(input: BookingMailInput, links: Pick<BookingLinks, "site">): MailDraft {
  const body = renderMail({
    heading: "Neue Buchung",
    paragraphs: [
      `${input.fullName} hat ${input.tickets} Ticket(s) für „${input.event.title}“ gebucht und die E-Mail-Adresse bestätigt. Die Buchung wartet auf deine Bestätigung im Backoffice.`,
    ],
    details: [["Name", input.fullName], ["E-Mail", input.email], ["Telefon", input.phone || "–"], ...details(input)],
    action: { label: "Buchungen im Backoffice", url: new URL("/admin/bookings", links.site).toString() },
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

export interface CancellationMailInput extends BookingMailInput {
  by: "visitor" | "coach";
  feeCents: number;
}

const feeLine = (input: CancellationMailInput) =>
  input.feeCents > 0
    ? `Da die Stornierung weniger als 48 Stunden vor dem Beginn eingegangen ist, wird nach meinen AGB eine Gebühr von 50 % fällig: ${formatPrice(input.feeCents, input.currency)}.`
    : "Die Stornierung ist für dich kostenfrei.";

/** Both sides hear about a cancellation the visitor made on "Meine Buchung". */
export function cancellationMails(input: CancellationMailInput, links: BookingLinks): MailDraft[] {
  const visitor = renderMail({
    heading: "Deine Stornierung ist angekommen",
    greeting: `Hallo ${input.fullName},`,
    paragraphs: [
      `du hast deine Buchung für „${input.event.title}“ storniert, deine Plätze sind wieder frei.`,
      feeLine(input),
      "Schade, dass es diesmal nicht passt. Vielleicht sehen wir uns bei einer anderen Veranstaltung – ich würde mich freuen!",
    ],
    details: details(input),
    action: { label: "Buchung ansehen", url: links.manage },
  });
  const coach = renderMail({
    heading: "Stornierung",
    paragraphs: [
      `${input.fullName} hat die Buchung für „${input.event.title}“ selbst storniert.`,
      input.feeCents > 0
        ? `Späte Stornierung: fällig sind ${formatPrice(input.feeCents, input.currency)} (50 %).`
        : "Kostenfreie Stornierung (mehr als 48 Stunden vor Beginn).",
    ],
    details: [["Name", input.fullName], ["E-Mail", input.email], ...details(input)],
    action: { label: "Buchungen im Backoffice", url: new URL("/admin/bookings", links.site).toString() },
  });
  return [
    {
      kind: "booking-cancelled",
      dedupeKey: cancellationKey(input.bookingId, "visitor"),
      refId: input.bookingId,
      to: input.email,
      subject: `Stornierung bestätigt: ${input.event.title}`,
      replyTo: brand.mail.coachInbox,
      ...visitor,
    },
    {
      kind: "booking-cancelled-notification",
      dedupeKey: cancellationKey(input.bookingId, "coach"),
      refId: input.bookingId,
      to: brand.mail.coachInbox,
      subject: `Stornierung: ${input.event.title} (${input.tickets} Ticket(s))`,
      replyTo: input.email,
      ...coach,
    },
  ];
}

/** Two days before the event: everything for the day, with the calendar file and the booking page. */
export function reminderMail(input: BookingMailInput, links: BookingLinks, now = new Date()): MailDraft {
  const body = renderMail({
    heading: "Bald ist es so weit",
    greeting: `Hallo ${input.fullName},`,
    paragraphs: [
      `in zwei Tagen ist es so weit: „${input.event.title}“. Ich freue mich schon sehr auf dich!`,
      "Hier sind noch einmal alle Angaben. Falls dir etwas dazwischenkommt, kannst du über den Button unten deine Buchung ansehen oder stornieren – oder eine Ersatzperson schicken.",
    ],
    details: details(input),
    action: { label: "Meine Buchung", url: links.manage },
  });
  return {
    kind: "booking-reminder",
    dedupeKey: reminderKey(input.bookingId),
    refId: input.bookingId,
    to: input.email,
    subject: `Erinnerung: ${input.event.title} am ${formatLongDate(input.event.event_date)}`,
    replyTo: brand.mail.coachInbox,
    ...body,
    attachments: [calendarFile(input.event, now)],
  };
}

export interface DigestLine {
  fullName: string;
  tickets: number;
  eventTitle: string;
  eventDate: string;
  createdAt: string;
}

/** One morning e-mail to the coach listing bookings that wait for her decision. */
export function coachDigestMail(berlinDay: string, lines: DigestLine[], site: string): MailDraft {
  const body = renderMail({
    heading: "Buchungen warten auf dich",
    greeting: `Guten Morgen ${brand.coach.firstName},`,
    paragraphs: [
      lines.length === 1
        ? "eine Buchung wartet auf deine Bestätigung:"
        : `${lines.length} Buchungen warten auf deine Bestätigung:`,
      lines
        .map(
          (line) =>
            `• ${line.fullName}: ${line.tickets} Ticket(s) für „${line.eventTitle}“ am ${formatLongDate(line.eventDate)} (gebucht ${formatBerlinDateTime(new Date(line.createdAt))} Uhr)`,
        )
        .join("\n"),
    ],
    action: { label: "Buchungen im Backoffice", url: new URL("/admin/bookings", site).toString() },
  });
  return {
    kind: "coach-digest",
    dedupeKey: digestKey(berlinDay),
    to: brand.mail.coachInbox,
    subject: `Offene Buchungen: ${lines.length}`,
    ...body,
  };
}

/** After a claimed waiting-list offer: the address is proven (the link came by e-mail), so this is the full confirmation. */
export function claimedBookingMail(input: BookingMailInput, links: BookingLinks, now = new Date()): MailDraft {
  const body = renderMail({
    heading: "Deine Buchung ist da",
    greeting: `Hallo ${input.fullName},`,
    paragraphs: [
      `wie schön, dass es doch noch geklappt hat: Du bist bei „${input.event.title}“ dabei! Deine Buchung wartet jetzt nur noch auf meine Bestätigung.`,
      "Den Termin findest du als Kalenderdatei im Anhang. Über den Button kommst du jederzeit zu deiner Buchung.",
    ],
    details: details(input),
    action: { label: "Meine Buchung", url: links.manage },
    footnotes: termsFootnotes(links.site),
  });
  return {
    kind: "booking-confirmation",
    dedupeKey: confirmationKey(input.bookingId),
    refId: input.bookingId,
    to: input.email,
    subject: `Deine Buchung: ${input.event.title}`,
    replyTo: brand.mail.coachInbox,
    ...body,
    attachments: [calendarFile(input.event, now)],
  };
}

export interface WaitlistMailInput {
  entryId: string;
  event: BookedEvent;
  email: string;
  tickets: number;
}

/** Sign-up receipt, to an unconfirmed address: like the first booking e-mail, no text the visitor typed. */
export function waitlistJoinedMail(input: WaitlistMailInput, site: string): MailDraft {
  const body = renderMail({
    heading: "Du stehst auf der Warteliste",
    greeting: "Hallo,",
    paragraphs: [
      `du stehst jetzt auf der Warteliste für „${input.event.title}“ (${input.tickets} ${input.tickets === 1 ? "Platz" : "Plätze"}).`,
      "Sobald Plätze frei werden, schreibe ich dir. Dann hast du 24 Stunden Zeit, sie mit einem Klick zu buchen – danach gehen sie an die nächste Person.",
      "Du hast dich nicht eingetragen? Dann hat sich jemand bei der Adresse vertippt. Antworte kurz auf diese E-Mail, dann lösche ich den Eintrag.",
    ],
    details: eventRows(input.event),
    action: { label: "Zur Veranstaltung", url: new URL(`/events/${input.event.id}`, site).toString() },
  });
  return {
    kind: "waitlist-joined",
    dedupeKey: `waitlist-joined:${input.entryId}`,
    refId: input.entryId,
    to: input.email,
    subject: `Warteliste: ${input.event.title}`,
    replyTo: brand.mail.coachInbox,
    ...body,
  };
}

/** Seats are free: the link opens the offer page, where one POST books them. */
export function waitlistOfferMail(input: WaitlistMailInput, claimUrl: string, until: Date): MailDraft {
  const body = renderMail({
    heading: "Ein Platz ist frei geworden",
    greeting: "Hallo,",
    paragraphs: [
      `gute Nachrichten: Für „${input.event.title}“ ${input.tickets === 1 ? "ist ein Platz" : `sind ${input.tickets} Plätze`} frei geworden, und du bist als Nächstes dran.`,
      `Bis ${formatBerlinDateTime(until)} Uhr halte ich ${input.tickets === 1 ? "ihn" : "sie"} für dich frei. Über den Button kommst du zur Buchung – dort buchst du mit einem Klick.`,
      "Du kannst nicht mehr? Dann musst du nichts tun: Nach Ablauf der Frist geht das Angebot an die nächste Person.",
    ],
    details: [...eventRows(input.event), ["Plätze", String(input.tickets)]],
    action: { label: "Plätze ansehen und buchen", url: claimUrl },
  });
  return {
    kind: "waitlist-offer",
    dedupeKey: `waitlist-offer:${input.entryId}`,
    refId: input.entryId,
    to: input.email,
    subject: `Platz frei: ${input.event.title}`,
    replyTo: brand.mail.coachInbox,
    ...body,
  };
}
