import { expect, test } from "@playwright/test";
import { brand } from "../../app/config/brand";
import { seedEventId } from "../../db/seed-data";
import { signToken } from "../../app/lib/signed-token.server";
import { queryE2eDb } from "./db";
import { readMailAsAdmin } from "./mail-log";
import { expectNoViolations, shootBothWidths } from "./page-checks";

/**
 * An expired "Meine Buchung" link (issue 54, decision 0213): the link of a booking whose day is more
 * than 30 days past answers 410 with its own copy and the form for a fresh link, which works without
 * JavaScript; the fresh link from the e-mail opens the booking again. Screenshots at 390 and 1280 px
 * go to /tmp/shots-h2-54b/.
 */

const SHOTS = "/tmp/shots-h2-54b";
const E2E_SECRET = { TOKEN_SECRET: "e2e-only-secret-2b8e4f6a1c3d5079be24df68a13c" };
const run = Date.now().toString(36);

/** A confirmed booking of a copy of a seeded event held `daysAgo` days ago; its e-mail's link, signed as the app signs it. */
async function oldBooking(email: string, daysAgo: number): Promise<string> {
  const eventId = crypto.randomUUID();
  const bookingId = crypto.randomUUID();
  const day = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  queryE2eDb(
    `INSERT INTO ${brand.short}_events (id, title, description, category, event_date, start_time, end_time, location, max_attendees, price, price_cents, currency)
     SELECT '${eventId}', title, description, category, '${day}', start_time, end_time, location, max_attendees, price, price_cents, currency
     FROM ${brand.short}_events WHERE id = '${seedEventId(4)}'`,
  );
  queryE2eDb(
    `INSERT INTO ${brand.short}_booking (id, event_id, full_name, email, num_tickets, total_price, total_cents, currency, status, email_confirmed_at)
     VALUES ('${bookingId}', '${eventId}', 'Ella Ablauf', '${email}', 1, 29.9, 2990, 'EUR', 'confirmed', '2026-01-01T00:00:00.000Z')`,
  );
  return signToken(E2E_SECRET, "booking", bookingId);
}

test("an expired booking link says why and sends a fresh one, without JavaScript", async ({ browser }) => {
  test.setTimeout(120_000);
  const email = `ablauf-${run}@example.de`;
  const token = await oldBooking(email, 45);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.213" },
    viewport: { width: 1280, height: 900 },
  });
  await context.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  const page = await context.newPage();

  const response = await page.goto(`/buchung/${token}`);
  expect(response?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dieser Link ist abgelaufen");
  await expect(
    page.getByText("funktioniert der Link aus deiner Buchungs-E-Mail nur bis 30 Tage nach dem Termin"),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Neuen Link anfordern" })).toBeVisible();
  // Nothing of the booking on the page: neither her name nor the event.
  await expect(page.getByText("Ella Ablauf")).toHaveCount(0);
  await shootBothWidths(page, SHOTS, "expired-link");
  // Accessible as it is drawn with JavaScript too (axe runs in the page, so in a page that runs scripts).
  const checked = await browser.newPage({ extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.214" } });
  await checked.goto(`/buchung/${token}`);
  await expectNoViolations(checked);
  await checked.close();

  // A wrong address first: the form says so and keeps what was typed.
  await page.getByLabel("Deine E-Mail-Adresse").fill("ablauf-kaputt");
  // The browser's own check would stop a click here; the server's is what counts without it.
  await page.getByLabel("Deine E-Mail-Adresse").evaluate((input) => input.removeAttribute("type"));
  await page.getByRole("button", { name: "Neuen Link anfordern" }).click();
  await expect(page.getByText(/Bitte gib eine gültige E-Mail-Adresse ein/).first()).toBeVisible();

  await page.getByLabel("Deine E-Mail-Adresse").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Neuen Link anfordern" }).click();
  const sent = page.getByRole("status");
  await expect(sent).toContainText("Schau in dein Postfach");
  await expect(sent).toContainText("Er ist 7 Tage gültig");
  await shootBothWidths(page, SHOTS, "expired-link-sent");

  // The e-mail lists the booking with a fresh link, which opens it although its day is long past.
  const mail = await readMailAsAdmin(browser, email, "neuer Link");
  const fresh = mail.links.find((link) => link.includes("/buchung/"));
  expect(fresh).toBeTruthy();
  const opened = await page.goto(new URL(fresh!).pathname);
  expect(opened?.status()).toBe(200);
  const [event] = queryE2eDb<{ title: string }>(
    `SELECT title FROM ${brand.short}_events WHERE id = '${seedEventId(4)}'`,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(event!.title);
  await shootBothWidths(page, SHOTS, "fresh-link-opens");

  // The English page says the same in English.
  const english = await page.goto(`/en/buchung/${token}`);
  expect(english?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has expired");
  await shootBothWidths(page, SHOTS, "expired-link-en");
  await context.close();
});
