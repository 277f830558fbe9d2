import { formatVoucherCode } from "~/features/products/vouchers/code";
import { brand } from "~/config/brand";
import {
  cancellationTerms,
  cancellationTermsEn,
  sessionCancellationTermsFor,
  sessionCancellationTermsEnFor,
} from "~/features/extras/content/legal/terms";
import { getMailMessages } from "~/lib/mail-messages.server";
import { localizePath, type Locale } from "~/lib/locale";
import { formatBerlinDateTime } from "~/lib/today";
import { formatLongDate, formatTimeRange } from "~/features/products/events/format";
import { formatPrice } from "~/lib/money";
import { eventTextsIn } from "~/features/products/events/localize";
import { courseDatesOf } from "~/features/products/events/course-dates";
import { getMessages } from "~/lib/i18n";
import { buildIcs, type CalendarEvent, icsFileName } from "~/features/products/events/ics";
import { renderMail } from "~/features/core/mail/layout";
import {
  type PlaceholderValues,
  renderSessionMailText,
  type SessionMailText,
} from "~/features/core/mail/session-texts";
import type { MailDraft, MailKind } from "~/features/core/mail/types";
import { BOOKING_POLICY, cancellationTermsOf } from "./policy";
import { productOf } from "./products/booked";
import { seatCount } from "./products/event-seat";
import { bookingReference } from "~/features/core/payments/reference";
import { eventPath } from "~/features/products/events/path";

/** The event as the coach wrote it: the calendar file's facts are the e-mails' too. */
export type BookedEvent = CalendarEvent;

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
  /** The code's discount already taken off `totalCents` (decision 0140). */
  discount?: { code: string; cents: number };
  /** What a value voucher paid of `totalCents` (decision 0152): a payment, not a discount. */
  voucher?: { code: string; cents: number };
}

/** A booking row as D1 holds it, with its event: what every booking e-mail is written from. */
export function bookingMailInput({
  booking,
  event,
}: {
  booking: {
    id: string;
    full_name: string;
    email: string;
    phone: string | null;
    num_tickets: number;
    total_cents: number;
    currency: string;
    locale: Locale;
    discount_cents?: number;
    discount_code?: string | null;
    voucher_cents?: number;
    voucher_code?: string | null;
  };
  event: BookedEvent;
}): BookingMailInput {
  return {
    bookingId: booking.id,
    event,
    fullName: booking.full_name,
    email: booking.email,
    phone: booking.phone,
    tickets: booking.num_tickets,
    totalCents: booking.total_cents,
    currency: booking.currency,
    locale: booking.locale,
    ...(booking.discount_code && booking.discount_cents
      ? { discount: { code: booking.discount_code, cents: booking.discount_cents } }
      : {}),
    ...(booking.voucher_code && booking.voucher_cents
      ? { voucher: { code: booking.voucher_code, cents: booking.voucher_cents } }
      : {}),
  };
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
/** A course sends one reminder before each date (issue 55): the key names the date too. */
export const courseReminderKey = (bookingId: string, dateId: string) => `booking-reminder:${bookingId}:${dateId}`;
export const cancellationKey = (bookingId: string, to: "visitor" | "coach") => `booking-cancelled:${to}:${bookingId}`;
export const digestKey = (berlinDay: string) => `coach-digest:${berlinDay}`;

/** The visitor's e-mail texts in the booking's language (the coach's own e-mails stay German). */
const textsOf = (locale: Locale = "de") => getMailMessages(locale);
/** The coach's own e-mails count seats as the site does (docs/glossary.md): "1 Platz", "3 Plätze". */

/**
 * The visitor's copy of a mail input: the event's title and description in the visitor's language
 * where the coach wrote them (the coach's own e-mails keep her German texts).
 */
function forVisitor<I extends { event: BookedEvent; locale?: Locale | undefined }>(input: I): I {
  const { title, description } = eventTextsIn(input.event, input.locale ?? "de");
  return { ...input, event: { ...input.event, title, description } };
}

/**
 * When: the date and the time, or for a package, which has no time, the last day its credits
 * count (decision 0150). `date` writes the day as the e-mail in question does.
 */
export function whenRows(
  event: Pick<BookedEvent, "kind" | "event_date" | "start_time" | "end_time" | "course_dates">,
  locale: Locale,
  date: (day: string) => string = (day) => formatLongDate(day, locale),
): [string, string][] {
  const l = textsOf(locale).rows;
  if (productOf(event).schedule === "valid-until") return [[l.validUntil, date(event.event_date)]];
  // A course (issue 55): every date on its own row, with its time and place.
  const course = courseDatesOf(event);
  if (course) {
    const t = getMessages(locale).course;
    return course.map((day, i) => [
      t.dateLabel(i + 1),
      `${date(day.event_date)}, ${formatTimeRange(day.start_time, day.end_time, true, locale)} · ${day.location}`,
    ]);
  }
  return [
    [l.date, date(event.event_date)],
    [l.time, formatTimeRange(event.start_time, event.end_time, true, locale)],
  ];
}

/** The first row's label: "Veranstaltung", or a 1:1 session's "Termin", a package's "Paket" (decision 0187). */
export function titleRowLabel(event: Pick<BookedEvent, "kind">, locale: Locale = "de"): string {
  return productOf(event).mailWords(textsOf(locale)).rowLabel;
}

/** What every e-mail about an event states first. */
function eventRows(event: BookedEvent, locale: Locale = "de"): [string, string][] {
  const l = textsOf(locale).rows;
  return [[titleRowLabel(event, locale), event.title], ...whenRows(event, locale), [l.place, event.location]];
}

function details(input: BookingMailInput, locale: Locale = "de"): [string, string][] {
  const l = textsOf(locale).rows;
  return [
    ...eventRows(input.event, locale),
    // Seats are an event's word: a session or a package is one (decision 0187).
    ...(productOf(input.event).unit === "seat" ? [[l.tickets, String(input.tickets)] as [string, string]] : []),
    ...(input.discount
      ? [
          [
            `${l.discount} (${input.discount.code})`,
            `−${formatPrice(input.discount.cents, input.currency, locale)}`,
          ] as [string, string],
        ]
      : []),
    [l.total, formatPrice(input.totalCents, input.currency, locale)],
    ...(input.voucher
      ? ([
          [
            `${l.voucher} (${formatVoucherCode(input.voucher.code)})`,
            `−${formatPrice(input.voucher.cents, input.currency, locale)}`,
          ],
          [l.toPay, formatPrice(input.totalCents - input.voucher.cents, input.currency, locale)],
        ] as [string, string][])
      : []),
    [l.reference, bookingReference(input.bookingId)],
  ];
}

/**
 * The event as a calendar file attachment, in the visitor's language. `link`: the entry's link for a
 * session or package, which has no public page (the video room or "Meine Buchung").
 */
export const calendarFile = (event: BookedEvent, now: Date, locale: Locale = "de", link?: string) => ({
  filename: icsFileName(eventTextsIn(event, locale).title),
  contentType: "text/calendar",
  content: buildIcs(event, now, locale, productOf(event).publicPage ? undefined : link),
});

/**
 * The AGB's cancellation rules under the e-mail, in its language, with a link to the terms page: an
 * event's (§ 5, with the substitute), a 1:1 session's or package's (§ 5a, its hours from COACHING_TERMS).
 */
const termsFootnotes = (
  site: string,
  locale: Locale = "de",
  event: Pick<BookedEvent, "kind"> & { free_change_hours?: number | null } = {},
) => {
  const from = (heading: string) =>
    textsOf(locale).termsFrom(heading, new URL(localizePath("/agb", locale), site).toString());
  if (productOf(event).terms.cancellation !== "agb-event-fee") {
    // A session's own window, as its type's setting was when it was booked (issue 51).
    const hours = cancellationTermsOf({ kind: "session", free_change_hours: event.free_change_hours }).hours;
    const terms = locale === "en" ? sessionCancellationTermsEnFor(hours) : sessionCancellationTermsFor(hours);
    return [from(terms.heading), ...terms.rules];
  }
  const terms = locale === "en" ? cancellationTermsEn : cancellationTerms;
  return [from(terms.heading), ...terms.rules, terms.substitute];
};

/** The fields every visitor e-mail about a booking shares: kind, dedupe key, recipient, reply to the coach. */
const visitorMail = (input: BookingMailInput, kind: MailKind, dedupeKey: string, subject: string) => ({
  kind,
  dedupeKey,
  refId: input.bookingId,
  to: input.email,
  subject,
  replyTo: brand.mail.coachInbox,
});

/**
 * The first e-mail after booking, to an address nobody has confirmed yet. It carries no text the
 * visitor typed (no name, no phone): whoever enters someone else's address cannot use the form to
 * send them a message. Its button opens "Meine Buchung", where one click confirms the address.
 */
export function bookingConfirmationMail(
  booking: BookingMailInput,
  links: BookingLinks,
  holdUntil: Date,
  now = new Date(),
): MailDraft {
  const input = forVisitor(booking);
  const { locale } = input;
  const m = textsOf(locale).confirmation;
  const until = formatBerlinDateTime(holdUntil, locale);
  // Each product in its own words (decision 0187): a session's time, a package's order, an event's seats.
  const paragraphs = productOf(input.event).mailWords(textsOf(locale)).firstMail(input.event.title, until);
  const body = renderMail({
    locale,
    heading: m.heading,
    greeting: m.greeting,
    paragraphs,
    details: details(input, locale),
    action: { label: m.action, url: links.manage },
    footnotes: termsFootnotes(links.site, locale, input.event),
  });
  return {
    ...visitorMail(input, "booking-confirmation", confirmationKey(input.bookingId), m.subject(input.event.title)),
    ...body,
    attachments: [calendarFile(input.event, now, input.locale, links.manage)],
  };
}

/** The coach hears about a booking once its address is confirmed; a reply goes straight to the visitor. */
/**
 * The coach hears of a booking once its address is confirmed. `autoConfirm`: the event confirms by
 * itself (decision 0160), so the booking needs nothing from her.
 */
export function coachNotificationMail(
  input: BookingMailInput,
  links: Pick<BookingLinks, "site">,
  {
    autoConfirm = false,
    confirmBy,
  }: {
    autoConfirm?: boolean;
    /** The date "Meine Buchung" promises her confirmation by (decision 0186). */
    confirmBy?: Date;
  } = {},
): MailDraft {
  const product = productOf(input.event);
  const next = autoConfirm
    ? product.coachWords.confirmedAtOnce
    : `Die Buchung wartet auf deine Bestätigung im Backoffice${confirmBy ? ` – ihre Seite sagt ihr, dass du bis ${formatBerlinDateTime(confirmBy)} Uhr bestätigst` : ""}.`;
  const what = product.coachWords.booked(input.event.title, input.tickets);
  const body = renderMail({
    heading: "Neue Buchung",
    paragraphs: [`${input.fullName} hat ${what} gebucht und die E-Mail-Adresse bestätigt. ${next}`],
    details: [["Name", input.fullName], ["E-Mail", input.email], ["Telefon", input.phone || "–"], ...details(input)],
    action: { label: "Buchungen im Backoffice", url: new URL("/admin/bookings", links.site).toString() },
  });
  return {
    kind: "booking-notification",
    dedupeKey: coachNotificationKey(input.bookingId),
    refId: input.bookingId,
    to: brand.mail.coachInbox,
    subject:
      product.unit === "seat"
        ? `Neue Buchung: ${input.event.title} (${seatCount(input.tickets)})`
        : `Neue Buchung: ${input.event.title}`,
    replyTo: input.email,
    ...body,
  };
}

export interface CancellationMailInput extends BookingMailInput {
  by: "visitor" | "coach";
  feeCents: number;
  /** The visitor withdrew from the contract: free whatever the deadline, payments go back. */
  withdrawal?: boolean;
  /** A session booked with a package's credit: the credit is used up (cancelled late) or back (decision 0150). */
  credit?: "used" | "back";
}

const feeLine = (input: CancellationMailInput) => {
  const m = textsOf(input.locale).cancellation;
  if (input.withdrawal) return m.withdrawn;
  // A 1:1 session's terms are its own (AGB § 5a), an event's those of § 5.
  const terms = cancellationTermsOf(input.event);
  if (input.credit === "used") return m.creditUsed(terms.hours);
  if (input.credit === "back") return m.creditBack;
  return input.feeCents > 0
    ? m.fee(terms.hours, terms.percent, formatPrice(input.feeCents, input.currency, input.locale))
    : m.free;
};

/** Both sides hear about a cancellation the visitor made on "Meine Buchung". */
export function cancellationMails(input: CancellationMailInput, links: BookingLinks): MailDraft[] {
  const m = textsOf(input.locale).cancellation;
  // Each product in its own words (decision 0187): an event's seats are free again, a session's time.
  const words = productOf(input.event).mailWords(textsOf(input.locale)).cancelled;
  const visitorInput = forVisitor(input);
  const visitor = renderMail({
    locale: input.locale,
    heading: m.heading,
    greeting: m.greeting(input.fullName),
    paragraphs: [words.text(visitorInput.event.title), feeLine(input), words.closing],
    details: details(visitorInput, input.locale),
    action: { label: m.action, url: links.manage },
  });
  const coach = renderMail({
    heading: "Stornierung",
    paragraphs: [
      input.withdrawal
        ? `${input.fullName} hat den Vertrag für „${input.event.title}“ widerrufen.`
        : `${input.fullName} hat die Buchung für „${input.event.title}“ selbst storniert.`,
      input.withdrawal
        ? "Widerruf: kostenfrei; was bereits bezahlt ist, wird erstattet (siehe Buchungen im Backoffice)."
        : input.credit === "used"
          ? `Späte Stornierung: der Termin ist aus dem Paket verbraucht (weniger als ${cancellationTermsOf(input.event).hours} Stunden vor Beginn).`
          : input.feeCents > 0
            ? `Späte Stornierung: fällig sind ${formatPrice(input.feeCents, input.currency)} (${cancellationTermsOf(input.event).percent} %).`
            : `Kostenfreie Stornierung (mehr als ${cancellationTermsOf(input.event).hours} Stunden vor Beginn)${input.credit === "back" ? "; der Termin ist wieder im Paket gutgeschrieben" : ""}.`,
    ],
    details: [["Name", input.fullName], ["E-Mail", input.email], ...details(input)],
    action: { label: "Buchungen im Backoffice", url: new URL("/admin/bookings", links.site).toString() },
  });
  return [
    {
      ...visitorMail(
        input,
        "booking-cancelled",
        cancellationKey(input.bookingId, "visitor"),
        m.subject(visitorInput.event.title),
      ),
      ...visitor,
    },
    {
      kind: "booking-cancelled-notification",
      dedupeKey: cancellationKey(input.bookingId, "coach"),
      refId: input.bookingId,
      to: brand.mail.coachInbox,
      // Seats are an event's word: a session or a package is one (issue 51).
      subject:
        productOf(input.event).unit === "seat"
          ? `Stornierung: ${input.event.title} (${seatCount(input.tickets)})`
          : `Stornierung: ${input.event.title}`,
      replyTo: input.email,
      ...coach,
    },
  ];
}

type NamedTexts = {
  heading: string;
  greeting: (name: string) => string;
  paragraphs: (title: string) => readonly string[];
  action: string;
};

/** Reminder and claimed booking: greeted by name, the booking's facts, the Meine Buchung button, the calendar file. */
function namedBookingMail(
  input: BookingMailInput,
  links: BookingLinks,
  m: NamedTexts,
  now: Date,
  footnotes?: string[],
) {
  return {
    ...renderMail({
      locale: input.locale,
      heading: m.heading,
      greeting: m.greeting(input.fullName),
      paragraphs: m.paragraphs(input.event.title),
      details: details(input, input.locale),
      action: { label: m.action, url: links.manage },
      ...(footnotes ? { footnotes } : {}),
    }),
    attachments: [calendarFile(input.event, now, input.locale)],
  };
}

/** What the placeholders of the coach's session e-mail texts stand for (decision 0212), in the visitor's language. */
export function placeholderValuesOf(booking: BookingMailInput): PlaceholderValues {
  const input = forVisitor(booking);
  const locale = input.locale ?? "de";
  return {
    name: input.fullName,
    termin: input.event.title,
    datum: formatLongDate(input.event.event_date, locale),
    uhrzeit: input.event.start_time,
    ort: input.event.location,
  };
}

/**
 * Before the event: everything for the day, with the calendar file and the booking page. `text`:
 * the coach's subject and paragraphs (decision 0212); without it the catalogue's.
 */
export function reminderMail(
  booking: BookingMailInput,
  links: BookingLinks,
  now = new Date(),
  text?: SessionMailText,
  /** One date of a course (issue 55): the mail is about that date, its key names it. */
  courseDateId?: string,
): MailDraft {
  const input = forVisitor(booking);
  const texts = textsOf(input.locale).reminder;
  // Each product in its own words (issue 51): a session has no substitute and is moved or cancelled on Meine Buchung.
  const m = { ...texts, paragraphs: productOf(input.event).mailWords(textsOf(input.locale)).reminder };
  const own = text ? renderSessionMailText(text, input.locale ?? "de", placeholderValuesOf(booking)) : null;
  const subject = own?.subject ?? m.subject(input.event.title, formatLongDate(input.event.event_date, input.locale));
  const key = courseDateId ? courseReminderKey(input.bookingId, courseDateId) : reminderKey(input.bookingId);
  return {
    ...visitorMail(input, "booking-reminder", key, subject),
    ...namedBookingMail(input, links, own ? { ...m, paragraphs: () => own.paragraphs } : m, now),
  };
}

export interface DigestLine {
  fullName: string;
  tickets: number;
  /** An event counts seats; a 1:1 session or a package is one booking of its own (docs/glossary.md). */
  kind?: BookedEvent["kind"];
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
            `• ${line.fullName}: ${productOf(line).unit === "seat" ? `${seatCount(line.tickets)} für ` : ""}„${line.eventTitle}“ am ${formatLongDate(line.eventDate)} (gebucht ${formatBerlinDateTime(new Date(line.createdAt))} Uhr)`,
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
export function claimedBookingMail(
  booking: BookingMailInput,
  links: BookingLinks,
  now = new Date(),
  { autoConfirm = false }: { autoConfirm?: boolean } = {},
): MailDraft {
  const input = forVisitor(booking);
  const texts = textsOf(input.locale).claimed;
  // An event that confirms by itself (decision 0160): the confirmation with the invoice follows at once.
  const m = { ...texts, paragraphs: (title: string) => texts.paragraphs(title, autoConfirm) };
  return {
    ...visitorMail(input, "booking-confirmation", confirmationKey(input.bookingId), m.subject(input.event.title)),
    ...namedBookingMail(input, links, m, now, termsFootnotes(links.site, input.locale)),
  };
}

export interface WaitlistMailInput {
  entryId: string;
  event: BookedEvent;
  email: string;
  tickets: number;
  /** Language of the event page the visitor signed up on (stored with the entry). */
  locale?: Locale;
}

const waitlistMail = (input: WaitlistMailInput, kind: MailKind, subject: string) => ({
  kind,
  dedupeKey: `${kind}:${input.entryId}`,
  refId: input.entryId,
  to: input.email,
  subject,
  replyTo: brand.mail.coachInbox,
});

/** Sign-up receipt, to an unconfirmed address: like the first booking e-mail, no text the visitor typed. */
export function waitlistJoinedMail(entry: WaitlistMailInput, site: string): MailDraft {
  const input = forVisitor(entry);
  const { locale } = input;
  const m = textsOf(locale).waitlistJoined;
  const body = renderMail({
    locale,
    heading: m.heading,
    greeting: m.greeting,
    paragraphs: m.paragraphs(input.event.title, input.tickets, BOOKING_POLICY.offerHours),
    details: eventRows(input.event, locale),
    action: {
      label: m.action,
      url: new URL(localizePath(eventPath(input.event), locale ?? "de"), site).toString(),
    },
  });
  return { ...waitlistMail(input, "waitlist-joined", m.subject(input.event.title)), ...body };
}

/** The event was called off (decision 0094): the entry is closed, nothing is left to do. */
export function waitlistEventCancelledMail(entry: WaitlistMailInput, site: string): MailDraft {
  const input = forVisitor(entry);
  const { locale } = input;
  const m = textsOf(locale).waitlistEventCancelled;
  const body = renderMail({
    locale,
    heading: m.heading,
    greeting: m.greeting,
    paragraphs: m.paragraphs(input.event.title),
    details: eventRows(input.event, locale),
    action: { label: m.action, url: new URL(localizePath("/events", locale ?? "de"), site).toString() },
  });
  return { ...waitlistMail(input, "waitlist-event-cancelled", m.subject(input.event.title)), ...body };
}

/** Seats are free: the link opens the offer page, where one POST books them. */
export function waitlistOfferMail(entry: WaitlistMailInput, claimUrl: string, until: Date): MailDraft {
  const input = forVisitor(entry);
  const { locale } = input;
  const t = textsOf(locale);
  const m = t.waitlistOffer;
  const body = renderMail({
    locale,
    heading: m.heading,
    greeting: m.greeting,
    paragraphs: m.paragraphs(input.event.title, input.tickets, formatBerlinDateTime(until, locale)),
    details: [...eventRows(input.event, locale), [t.rows.seats, String(input.tickets)]],
    action: { label: m.action, url: claimUrl },
  });
  return { ...waitlistMail(input, "waitlist-offer", m.subject(input.event.title)), ...body };
}

export const eventMessageKey = (messageId: string, bookingId: string) => `event-message:${messageId}:${bookingId}`;

/**
 * The coach's own message to everyone booked on an event (participant list): her subject and
 * paragraphs as she typed them (escaped like every text, never HTML), framed in the booking's
 * language with the greeting, the booking at a glance and the "Meine Buchung" button. Replies go to her.
 */
export function eventMessageMail(
  booking: BookingMailInput,
  links: BookingLinks,
  message: { id: string; subject: string; paragraphs: string[] },
): MailDraft {
  const input = forVisitor(booking);
  const m = textsOf(input.locale).eventMessage;
  return {
    ...visitorMail(input, "event-message", eventMessageKey(message.id, input.bookingId), message.subject),
    ...renderMail({
      locale: input.locale,
      heading: message.subject,
      greeting: m.greeting(input.fullName),
      paragraphs: [...message.paragraphs, m.yourBooking],
      details: details(input, input.locale),
      action: { label: m.action, url: links.manage },
    }),
  };
}
