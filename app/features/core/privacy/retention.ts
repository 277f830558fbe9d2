/**
 * Storage periods: the single source for the nightly purge (retention.server.ts) and for the text of
 * /datenschutz ("Speicherdauer"), which renders these numbers. Free of server code, so the page can
 * import it.
 */
export const RETENTION = {
  contactMonths: 12,
  mailLogMonths: 12,
  /** The text of a sent or failed e-mail (names, phone numbers, links with tokens): 14 days to check or resend it. */
  mailBodyDays: 14,
  pendingSubscriptionDays: 30,
  /** A journal asked for after the mindset test and never confirmed: its answers are forgotten after this many hours (the confirmation link's 48 hours). */
  pendingJournalHours: 48,
  /**
   * A mindset journal (answers, result, entries) that has not been used for this long (no new entry,
   * no new link since): deleted with everything in it.
   */
  idleJournalMonths: 24,
  /**
   * A prompt series that ended (stopped, or every prompt sent): its record with the consent it was
   * sent under is deleted this long after the end (UWG § 11: claims about advertising e-mails
   * lapse after six months). A journal's series go with the journal in any case.
   */
  endedPromptSeriesMonths: 6,
  /**
   * Newsletter e-mails (confirmation, welcome, unsubscribe link) of an address that is no longer
   * subscribed (unsubscribed, or never confirmed and forgotten): deleted once they are this old, so
   * at the latest this many days after the unsubscribe.
   */
  leftNewsletterMailDays: 7,
  /**
   * Days after the event when a booking's contact data (name, e-mail address, phone) is anonymised,
   * here and in the e-mail log; reference, event, tickets, total, currency and status stay for the
   * accounts (commercial and tax retention).
   */
  bookingContactDays: 90,
  /** A request to export or erase one's data (the address behind the e-mail link): as long as the link is valid. */
  dataRequestHours: 24,
  /**
   * The client address of a failed or throttled sign-in in the back-office trail (security logging):
   * cleared after this many days, like the server logs; the row itself stays the trail's 12 months.
   */
  signInAddressDays: 7,
  /** Rate-limit counters: deleted once their window started more than a day ago (the longest window is a day). */
  rateLimitDays: 1,
} as const;

/** What an anonymised booking shows instead of the visitor's name. */
export const ANONYMISED_NAME = "Anonymisiert";
