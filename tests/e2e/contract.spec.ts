import { mkdirSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { queryE2eDb } from "./db.ts";
import { gotoHydrated, waitForHydration } from "./hydration.ts";
import { readMailAsAdmin, signInAsAdmin } from "./mail-log.ts";
import { expectNoViolations, screenshot } from "./page-checks.ts";

/**
 * The consumer contract against the built app on workerd (decisions 0105–0107): the order button
 * names the duty to pay with the AGB and privacy links beside it, an event inside the withdrawal
 * period asks for the early-start request, and the withdrawal function works in German and English,
 * with and without JavaScript, with a receipt in Berlin time. Seeded event 1 (five days ahead,
 * 12 seats, 149 EUR) is booked here only; event 10 (51 days ahead) is only looked at.
 */

// Several e-mails read in the back-office log per test: more time than a plain flow.
test.describe.configure({ timeout: 240_000 });

const run = Date.now().toString(36);
const NEAR_EVENT = "00000000-0000-4000-8000-000000000001";
const FAR_EVENT = "00000000-0000-4000-8000-000000000010";
/** Screenshots to look at (390 and 1280 px), kept with the other test output. */
const SHOTS = "test-results/contract-shots";

async function visitorPage(browser: Browser, ip: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": ip }, javaScriptEnabled });
  return context.newPage();
}

/**
 * Every page checked here runs JavaScript for a visitor who has not chosen yet. None loads anything
 * optional, so no cookie banner stands over it (decision 0182): the page is judged once hydrated.
 */
async function expectNoViolationsUnasked(page: Page) {
  await waitForHydration(page);
  await expect(page.getByRole("region", { name: /Cookie/ })).toHaveCount(0);
  await expectNoViolations(page);
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** "27.11.2026, 01:15 Uhr" or "27 November 2026 at 01:15": the receipt's time as the page states it. */
const receivedDe = /Eingegangen am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr \(deutsche Zeit\)\./;

test("the order button names the duty to pay, with the AGB and privacy links; the early-start box only for a near event", async ({
  browser,
}) => {
  const page = await visitorPage(browser, "198.51.100.201");
  await gotoHydrated(page, `/events/${FAR_EVENT}`);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Zahlungspflichtig buchen" }) });
  await expect(form).toHaveCount(1);
  await expect(form.getByRole("link", { name: "AGB" })).toHaveAttribute("href", "/agb");
  await expect(form.getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute("href", "/datenschutz");
  await expect(form.getByRole("checkbox")).toHaveCount(0);
  // § 312j (2) BGB: the facts stand right above the button, nothing to fill in between (issue 53).
  const facts = form.getByRole("region", { name: "Deine Buchung auf einen Blick" });
  await expect(facts).toBeVisible();
  await expect(facts).toContainText("Widerrufsrecht");
  await expect(facts).toContainText("inkl. 19 % USt.");
  const factsBox = (await facts.boundingBox())!;
  const buttonBox = (await form.getByRole("button", { name: "Zahlungspflichtig buchen" }).boundingBox())!;
  expect(buttonBox.y).toBeGreaterThan(factsBox.y + factsBox.height);
  expect(buttonBox.y - (factsBox.y + factsBox.height)).toBeLessThan(160);
  await expectNoViolationsUnasked(page);
  await shoot(page, "booking-form-facts");

  await page.goto(`/en/events/${FAR_EVENT}`);
  const en = page.locator("form").filter({ has: page.getByRole("button", { name: "Book and pay" }) });
  await expect(en.getByRole("link", { name: "terms and conditions" })).toHaveAttribute("href", "/en/agb");
  await expect(en.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/en/datenschutz");

  // Event 1 starts in five days, inside the withdrawal period: the box is there and required.
  await gotoHydrated(page, `/events/${NEAR_EVENT}`);
  const consent = page.getByRole("checkbox", { name: /vor Ablauf der 14-tägigen Widerrufsfrist/ });
  await expect(consent).toBeVisible();
  await shoot(page, "booking-form-near-event");
  await page.getByLabel("Vollständiger Name").fill("Carla Neumann");
  await page.getByLabel("E-Mail", { exact: true }).fill(`carla-${run}@example.de`);
  await page.getByRole("button", { name: "Zahlungspflichtig buchen" }).click();
  // A required box: the browser does not send the form without it.
  expect(await consent.evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);
  await expect(page.getByRole("heading", { name: "Buchung erfolgreich!" })).toHaveCount(0);
  await consent.check();
  await page.getByRole("button", { name: "Zahlungspflichtig buchen" }).click();
  await expect(page.getByRole("heading", { name: "Buchung erfolgreich!" })).toBeVisible();
  const [recorded] = queryE2eDb<{ text_version: string; locale: string }>(
    `SELECT c.text_version, c.locale FROM klarsinn_early_start_consent c
     JOIN klarsinn_booking b ON b.id = c.booking_id WHERE b.email = 'carla-${run}@example.de'`,
  );
  expect(recorded).toMatchObject({ locale: "de" });
  expect(recorded!.text_version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test("German with JavaScript: from Meine Buchung (prefilled) through both steps to the receipt; the coach sees it", async ({
  browser,
}) => {
  const email = `widerruf-${run}@example.de`;
  const visitor = await visitorPage(browser, "198.51.100.202");
  await gotoHydrated(visitor, `/events/${NEAR_EVENT}`);
  await visitor.getByLabel("Vollständiger Name").fill("Ida Sommer");
  await visitor.getByLabel("E-Mail", { exact: true }).fill(email);
  await visitor.getByRole("checkbox", { name: /vor Ablauf der 14-tägigen Widerrufsfrist/ }).check();
  await visitor.getByRole("button", { name: "Zahlungspflichtig buchen" }).click();
  await expect(visitor.getByRole("heading", { name: "Buchung erfolgreich!" })).toBeVisible();
  const reference = (await visitor.locator("strong.font-mono").first().textContent())!.trim();

  const mail = await readMailAsAdmin(browser, email, "Bitte bestätige deine E-Mail-Adresse");
  const manage = mail.links.map((href) => new URL(href)).find((url) => url.pathname.startsWith("/buchung/"))!;
  await gotoHydrated(visitor, manage.pathname);
  // The form's button was the order; this page confirms the address (decision 0187).
  await expect(visitor.getByRole("button", { name: "E-Mail-Adresse bestätigen" })).toBeVisible();
  await visitor.locator("#main").getByRole("link", { name: "Vertrag widerrufen" }).click();
  await expect(visitor.getByRole("heading", { name: "Vertrag widerrufen", level: 1 })).toBeVisible();
  await expect(visitor.getByLabel("Vollständiger Name")).toHaveValue("Ida Sommer");
  await expect(visitor.getByLabel("E-Mail-Adresse", { exact: true })).toHaveValue(email);
  await expect(visitor.getByLabel("Buchungsnummer")).toHaveValue(reference);
  await expectNoViolationsUnasked(visitor);
  await shoot(visitor, "withdrawal-form-de");

  await visitor.getByRole("button", { name: "Weiter zur Bestätigung" }).click();
  await expect(visitor.getByRole("heading", { name: "Bitte prüfe deinen Widerruf" })).toBeVisible();
  await expect(visitor.getByText(reference)).toBeVisible();
  await expectNoViolationsUnasked(visitor);
  await shoot(visitor, "withdrawal-review-de");
  await visitor.getByRole("button", { name: "Widerruf bestätigen" }).click();
  await expect(visitor.getByRole("heading", { name: "Dein Widerruf ist eingegangen" })).toBeVisible();
  await expect(visitor.getByText(receivedDe)).toBeVisible();
  await shoot(visitor, "withdrawal-done-de");

  const [booking] = queryE2eDb<{ status: string; cancellation_fee_cents: number }>(
    `SELECT status, cancellation_fee_cents FROM klarsinn_booking WHERE email = '${email}'`,
  );
  expect(booking).toEqual({ status: "cancelled", cancellation_fee_cents: 0 });
  const receipt = await readMailAsAdmin(browser, email, "Eingangsbestätigung: dein Widerruf");
  expect(receipt.text).toMatch(/Eingang deines Widerrufs am \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr \(deutsche Zeit\)/);
  expect(receipt.text).toContain(reference);

  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.getByRole("link", { name: "Widerrufe" }).first().click();
  await expect(admin).toHaveURL(/\/admin\/widerrufe$/);
  const row = admin.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText(reference);
  await expect(row).toContainText("Storniert");
});

for (const { locale, javaScriptEnabled, ip } of [
  { locale: "de", javaScriptEnabled: false, ip: "198.51.100.203" },
  { locale: "en", javaScriptEnabled: true, ip: "198.51.100.204" },
  { locale: "en", javaScriptEnabled: false, ip: "198.51.100.205" },
] as const) {
  test(`${locale === "de" ? "German" : "English"} ${javaScriptEnabled ? "with" : "without"} JavaScript: an unknown booking gets a clear answer, reached from the footer`, async ({
    browser,
  }) => {
    const en = locale === "en";
    const email = `fremd-${locale}-${javaScriptEnabled}-${run}@example.de`;
    const page = await visitorPage(browser, ip, javaScriptEnabled);
    await page.goto(en ? "/en/about" : "/about");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: en ? "Withdraw from contract" : "Vertrag widerrufen" })
      .click();
    await expect(page).toHaveURL(en ? /\/en\/widerruf$/ : /\/widerruf$/);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);
    await page.getByLabel(en ? "Full name" : "Vollständiger Name").fill("Jonas Keller");
    await page.getByLabel(en ? "Email address" : "E-Mail-Adresse", { exact: true }).fill(email);
    await page.getByLabel(en ? "Booking reference" : "Buchungsnummer").fill("0badc0de");
    await page.getByRole("button", { name: en ? "Continue to confirmation" : "Weiter zur Bestätigung" }).click();
    // An unknown number gets a clear answer and changes nothing (decision 0193).
    await expect(
      page.getByText(
        en ? "I cannot find a booking with this reference for this email address." : "finde ich keine Buchung",
        { exact: false },
      ),
    ).toBeVisible();
    if (en && !javaScriptEnabled) await shoot(page, "withdrawal-unknown-en-nojs");
    // axe runs in the page, so only where JavaScript runs.
    if (en && javaScriptEnabled) await expectNoViolationsUnasked(page);
    expect(queryE2eDb(`SELECT id FROM klarsinn_withdrawal WHERE email = '${email}'`)).toEqual([]);
  });
}
