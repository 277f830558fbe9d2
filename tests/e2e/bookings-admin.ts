import { expect, type Locator, type Page, type Response } from "@playwright/test";

/**
 * The coach confirms a booking in /admin/bookings: the row's "Bestätigen", then the question that
 * says an invoice follows, answered "Bestätigen" (app/routes/admin/bookings.tsx).
 *
 * Returns once THIS confirmation is answered and the list has reloaded its rows. Before, it waited for
 * the text "Buchung bestätigt" and callers for the row's "Bestätigt"; both could be met before the
 * post was even answered (issue 57): the toast of an earlier confirmation on the same page still
 * showed, and `getByText` matches case-insensitive substrings, so a pending row's "E-Mail
 * unbestätigt, reserviert bis …" read as "Bestätigt". The next `page.goto` then cancelled the
 * confirmation in flight, and the participant list rightly counted that person as unconfirmed.
 */
export async function confirmBookingRow(page: Page, row: Locator): Promise<void> {
  await row.getByRole("button", { name: /^Bestätigen/ }).click();
  const question = page.getByRole("dialog", { name: "Buchung bestätigen" });
  await expect(question).toBeVisible();
  const fromBookings = (response: Response, method: string) =>
    response.request().method() === method && new URL(response.url()).pathname.startsWith("/admin/bookings");
  const answered = page.waitForResponse((response) => fromBookings(response, "POST"));
  // After a fetcher's action React Router reloads the page's data: the rows as they now are.
  const reloaded = page.waitForResponse((response) => fromBookings(response, "GET"));
  await question.getByRole("button", { name: "Bestätigen" }).click();
  // Confirming issues the invoice (a PDF) and queues two e-mails: more than a click's work.
  const answer = await answered;
  expect(answer.status(), "the confirmation's answer").toBe(200);
  await reloaded;
  await expect(question).toBeHidden();
}
