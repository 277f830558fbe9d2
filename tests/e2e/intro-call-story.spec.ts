import { mkdirSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { queryE2eDb } from "./db.ts";
import { readMailAsAdmin } from "./mail-log.ts";
import { screenshot } from "./page-checks.ts";

/**
 * Issue 51 (decisions 0186, 0187) against the built app on workerd: a visitor books the seeded free
 * intro call on /termin without the early-start request (no price, no withdrawal right), confirms her
 * address from the e-mail with "E-Mail-Adresse bestätigen" (the link's GET changes nothing), and the
 * call is booked at once: Meine Buchung, the confirmation e-mail (with its calendar file and her
 * Meine Buchung link) and the back office tell one story. Screenshots at 390 and 1280 px go to
 * /tmp/shots-story/.
 */

test.describe.configure({ timeout: 300_000 });

const run = Date.now().toString(36);
const SHOTS = "/tmp/shots-story";
const INTRO = "Kostenfreies Erstgespräch";

async function visitorPage(browser: Browser, ip: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": ip } });
  await context.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  return context.newPage();
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const step = (page: Page, name: RegExp) => page.getByRole("region", { name });

function bookingOf(email: string) {
  return queryE2eDb<{ status: string; hold_expires_at: string | null; email_confirmed_at: string | null }>(
    `SELECT status, hold_expires_at, email_confirmed_at FROM klarsinn_booking WHERE email = '${email}'`,
  );
}

test("a free intro call: no payment consent, the address confirmed by its own button, booked at once, one story", async ({
  browser,
}) => {
  const page = await visitorPage(browser, "198.51.100.171");
  await page.goto("/termin");
  await page.getByRole("link", { name: new RegExp(INTRO) }).click();
  // Three days out: inside the 14-day withdrawal period, where a paid session would ask.
  const days = step(page, /An welchem Tag/).getByRole("link");
  await expect(days.first()).toBeVisible();
  await days.nth(2).click();
  const times = step(page, /Um wie viel Uhr/).getByRole("link");
  await expect(times.first()).toBeVisible();
  await times.first().click();
  await expect(page.getByRole("heading", { name: "4. Deine Angaben" })).toBeVisible();

  // Free call without payment consent: no early-start declaration, no "anteiligen Betrag".
  await expect(page.getByRole("checkbox", { name: /Ich verlange ausdrücklich/ })).toHaveCount(0);
  await expect(page.getByText(/anteiligen Betrag/)).toHaveCount(0);
  const email = `story-${run}@example.de`;
  await page.getByLabel("Vollständiger Name").fill("Lea Sommer");
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  await shoot(page, "1-details");
  await page.getByRole("button", { name: "Kostenlos anmelden" }).click();
  await expect(page.getByRole("heading", { name: "Dein Termin ist reserviert!" })).toBeVisible();
  await expect(page.getByText(/halte ich die Zeit für dich frei/)).toBeVisible();
  await expect(page.getByText(/Plätze|Weitere Veranstaltungen/)).toHaveCount(0);
  await shoot(page, "2-reserved");

  // The first e-mail: its button confirms the address; no event words.
  const first = await readMailAsAdmin(browser, email, "Bitte bestätige deine E-Mail-Adresse");
  expect(first.text).toContain("E-Mail-Adresse bestätigen");
  expect(first.text).not.toMatch(/Plätze|Veranstaltung|dabei sein/);
  const link = first.links.find((href) => href.includes("/buchung/"));
  expect(link).toBeTruthy();

  // Opening the link shows the page and changes nothing (mail scanners open links too).
  await page.goto(new URL(link!).pathname);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(INTRO);
  expect(bookingOf(email)[0]).toMatchObject({ status: "pending", email_confirmed_at: null });
  const confirm = page.getByRole("button", { name: "E-Mail-Adresse bestätigen" });
  await expect(confirm).toBeVisible();
  // The order was the form's button: it is not asked a second time.
  await expect(page.getByRole("button", { name: /Kostenlos anmelden|Zahlungspflichtig buchen/ })).toHaveCount(0);
  await expect(page.getByText(/anteiligen Betrag/)).toHaveCount(0);
  await shoot(page, "3-confirm-address");

  await confirm.click();
  await expect(page.getByRole("status").filter({ hasText: "Gebucht!" })).toBeVisible();
  expect(bookingOf(email)[0]).toMatchObject({ status: "confirmed", hold_expires_at: null });
  // One story: confirmed, nothing waits, nothing is cancelled, nothing to pay.
  const main = page.getByRole("main");
  await expect(main.getByText("Bestätigt", { exact: true })).toBeVisible();
  await expect(main).toContainText("Dein Termin ist gebucht");
  await expect(main).toContainText("Nichts zu zahlen.");
  await expect(main).not.toContainText(/wartet|Angefragt|storniert|Plätze|Veranstaltung/);
  // The 1:1 terms: 48 hours (AGB § 5a, COACHING_TERMS).
  await expect(main).toContainText("48 Stunden");
  await shoot(page, "4-booked");

  // The confirmation e-mail: the session's own words, its calendar file and her Meine Buchung link.
  const confirmation = await readMailAsAdmin(browser, email, "Dein Termin ist bestätigt");
  expect(confirmation.subject).toContain(INTRO);
  expect(confirmation.text).not.toMatch(/Plätze|Veranstaltung/);
  expect(confirmation.attachments.join(" ")).toMatch(/\.ics/);
  expect(confirmation.links.some((href) => href.includes(new URL(link!).pathname))).toBe(true);
});
