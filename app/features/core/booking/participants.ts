/**
 * Who a message to an event's people reaches (`sendEventMessage` selects the same in SQL): a proven
 * address (no hold left to confirm; an unconfirmed one may be someone else's) that retention has not
 * cleared yet. Shared by the page (its count) and the tests.
 */
export function messageRecipients<Row extends { hold_expires_at: string | null; email: string }>(participants: Row[]) {
  return participants.filter((row) => row.hold_expires_at === null && row.email !== "");
}
