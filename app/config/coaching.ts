/**
 * The AGB's rules for 1:1 sessions (decision 0151): the one source for the AGB text
 * (db/content/legal.ts, the section "Einzelcoaching"), "Meine Buchung" and the code that moves and
 * cancels sessions (app/features/core/booking/policy.ts, transitions.server.ts).
 */
export const COACHING_TERMS = {
  /**
   * THE setting of the 1:1 window: a session can be cancelled free of charge, or moved, until this
   * many hours before its start. The spec's 48 hours (issue 51); "Meine Buchung", the e-mails, the
   * move page and the AGB's § 5a all read it from here.
   */
  freeChangeHours: 48,
  /** Share of a session's price due for a later cancellation, in percent; a package's credit is used up instead. */
  lateCancellationFeePercent: 50,
} as const;
