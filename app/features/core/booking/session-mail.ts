import { brand } from "~/config/brand";
import { formatLongDate, formatTimeRange } from "~/features/products/events/format";
import { eventTextsIn } from "~/features/products/events/localize";
import { renderMail } from "~/features/core/mail/layout";
import type { MailDraft } from "~/features/core/mail/types";
import { bookingReference } from "~/features/core/payments/reference";
import { getMailMessages } from "~/lib/mail-messages.server";
import type { Locale } from "~/lib/locale";
import { type BookedEvent, type BookingLinks, type BookingMailInput, calendarFile } from "./mail";

/** "Mo, 30.11.2026, 10:00–11:00 Uhr" of a session, in the reader's language. */
const whenOf = (event: Pick<BookedEvent, "event_date" | "start_time" | "end_time">, locale: Locale) =>
  `${formatLongDate(event.event_date, locale)}, ${formatTimeRange(event.start_time, event.end_time, true, locale)}`;

/**
 * A 1:1 session moved on "Meine Buchung" (decision 0151): the visitor's e-mail with the new time and
 * its calendar file (the same UID as before, so calendar apps move the entry), and the coach's notice.
 * The dedupe key names the new time: each move mails once.
 */
export function sessionMovedMails(
  input: BookingMailInput,
  before: Pick<BookedEvent, "event_date" | "start_time" | "end_time">,
  links: BookingLinks,
  now = new Date(),
  /** The coach moved it from the back office: the visitor's e-mail says so (and she needs no notice). */
  by: "visitor" | "coach" = "visitor",
): [MailDraft, MailDraft] {
  const locale = input.locale ?? "de";
  const m = getMailMessages(locale);
  const { title } = eventTextsIn(input.event, locale);
  const event = { ...input.event, title };
  const rows = (l: Locale): [string, string][] => {
    const r = getMailMessages(l).rows;
    return [
      // A session's own row label ("Termin"), never an event's (issue 51).
      [r.session, l === locale ? title : input.event.title],
      [r.date, formatLongDate(input.event.event_date, l)],
      [r.time, formatTimeRange(input.event.start_time, input.event.end_time, true, l)],
      [r.place, input.event.location],
      [r.reference, bookingReference(input.bookingId)],
    ];
  };
  const key = `session-moved:${input.bookingId}:${input.event.event_date}T${input.event.start_time}`;
  const visitor = renderMail({
    locale,
    heading: m.sessionMoved.heading,
    greeting: m.sessionMoved.greeting(input.fullName),
    paragraphs: (by === "coach" ? m.sessionMoved.byCoachParagraphs : m.sessionMoved.paragraphs)(
      title,
      whenOf(before, locale),
    ),
    details: rows(locale),
    action: { label: m.sessionMoved.action, url: links.manage },
  });
  const coach = renderMail({
    heading: "Termin verschoben",
    paragraphs: [
      `${input.fullName} hat „${input.event.title}“ von ${whenOf(before, "de")} auf die neue Zeit unten verschoben.`,
    ],
    details: [["Name", input.fullName], ["E-Mail", input.email], ...rows("de")],
    action: { label: "Buchungen im Backoffice", url: new URL("/admin/bookings", links.site).toString() },
  });
  return [
    {
      kind: "session-moved",
      dedupeKey: `${key}:visitor`,
      refId: input.bookingId,
      to: input.email,
      subject: m.sessionMoved.subject(title, formatLongDate(input.event.event_date, locale)),
      replyTo: brand.mail.coachInbox,
      ...visitor,
      attachments: [calendarFile(event, now, locale)],
    },
    {
      kind: "session-moved-notification",
      dedupeKey: `${key}:coach`,
      refId: input.bookingId,
      to: brand.mail.coachInbox,
      subject: `Termin verschoben: ${input.event.title} auf ${formatLongDate(input.event.event_date, "de")}`,
      replyTo: input.email,
      ...coach,
    },
  ];
}
