import { expect, type Locator, type Page } from "@playwright/test";

/**
 * The coach confirms a booking in /admin/bookings: the row's "Bestätigen", then the question that
 * says an invoice follows, answered "Bestätigen" (app/routes/admin/bookings.tsx).
 */
export async function confirmBookingRow(page: Page, row: Locator): Promise<void> {
  await row.getByRole("button", { name: /^Bestätigen/ }).click();
  const question = page.getByRole("dialog", { name: "Buchung bestätigen" });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Bestätigen" }).click();
  // Confirming issues the invoice (a PDF) and queues two e-mails: more than a click's work.
  await expect(page.getByText("Buchung bestätigt").first()).toBeVisible({ timeout: 15_000 });
}
