import { brand } from "~/config/brand";
import { formatLongDate } from "~/features/products/events/format";
import { formatBerlinDateTime } from "~/lib/today";
import { renderMail } from "~/features/core/mail/layout";
import type { MailDraft } from "~/features/core/mail/types";
import { getMessages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { getMailMessages } from "~/lib/mail-messages.server";
import type { SessionPlace } from "./places";

export interface SessionOfferMailInput {
  entryId: string;
  email: string;
  fullName: string;
  locale: Locale;
  /** The appointment type's name in the entry's language. */
  title: string;
  day: string;
  time: string;
  place: SessionPlace;
  until: Date;
}

/**
 * The offer of a free 1:1 time (decision 0207), in the entry's language: what, when, where, until
 * when it is held, and the link to /termin on that time. The link's GET changes nothing; one offer
 * per entry (its dedupe key), so a second run never mails the same offer twice.
 */
export function sessionOfferMail(input: SessionOfferMailInput, link: string): MailDraft {
  const m = getMailMessages(input.locale).sessionOffer;
  const date = formatLongDate(input.day, input.locale);
  return {
    kind: "session-waitlist-offer",
    dedupeKey: `session-waitlist-offer:${input.entryId}`,
    refId: input.entryId,
    to: input.email,
    subject: m.subject(input.title, date),
    replyTo: brand.mail.coachInbox,
    ...renderMail({
      locale: input.locale,
      heading: m.heading,
      greeting: m.greeting(input.fullName),
      paragraphs: m.paragraphs(input.title, formatBerlinDateTime(input.until, input.locale)),
      details: [
        [m.rows.title, input.title],
        [m.rows.date, date],
        [m.rows.time, input.time],
        [m.rows.place, getMessages(input.locale).sessions.places[input.place] ?? input.place],
      ],
      action: { label: m.action, url: link },
    }),
  };
}
