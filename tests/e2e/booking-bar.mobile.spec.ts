import { expect, test } from "@playwright/test";
import { seedEvents } from "../../db/seed-data.ts";
import { seedEventAddress } from "./db.ts";
import { screenshot } from "./page-checks.ts";

/**
 * On a phone the booking form is screens below an event's title: a bar at the bottom of the first
 * screen carries the price and "Platz sichern", which jumps to the form (a plain
 * link, so also before the scripts have run).
 */
test.skip(({ isMobile }) => !isMobile, "phone only");

// Each page at its readable address (decision 0168).
const upcoming = seedEvents.map((event) => ({ ...event, address: () => seedEventAddress(event.n) }));
const bookable = upcoming.filter((e) => e.day > 20).sort((a, b) => a.day - b.day)[0]!;
const past = upcoming.find((e) => e.day < 0)!;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  await page.setViewportSize({ width: 390, height: 844 });
});

test("at 390 px the price and 'Platz sichern' are in the first screen and lead to the form", async ({ page }) => {
  await page.goto(`/events/${bookable.address()}`);
  const bar = page.getByTestId("booking-bar");
  await expect(bar).toBeInViewport();
  // The same price as the page's details further down.
  const price = await page
    // The details' own "Preis" (the order's facts above the button name it again, § 312j BGB).
    .locator("dt", { hasText: /^Preis$/ })
    .first()
    .locator("xpath=following-sibling::dd[1]")
    .innerText();
  expect(price).toMatch(/\d/);
  await expect(bar).toContainText(price.trim());
  await expect(page.locator("#buchen-form")).not.toBeInViewport();
  await screenshot(page, { path: test.info().outputPath("event-390-first-screen.png") });

  // Another spec may have sold this event out meanwhile: then the bar leads to the waiting list, the same way.
  await bar.getByRole("link", { name: /^(Platz sichern|Zur Warteliste)$/ }).click();
  await expect(page).toHaveURL(/#buchen-form$/);
  await expect(page.getByRole("heading", { name: "Event buchen" })).toBeInViewport();
  // The bar never covers the form's last field and button: the page has room below them.
  // The form's own last button: "Zahlungspflichtig buchen", or "Auf die Warteliste" once sold out.
  const submit = page
    .locator("#buchen-form")
    .getByRole("button", { name: /buchen|anmelden|Warteliste/i })
    .last();
  // Scroll just far enough to lift its bottom edge to the bar's top edge: a page without room below
  // the form stops short, and the bar still covers the button. Again until it holds: the hash
  // link's smooth scroll (`useHashScroll`) may still be running and carry the page back to the form's heading;
  // a page without room fails every time.
  await expect(async () => {
    await submit.evaluate((el) => {
      const barTop = document.querySelector('[data-testid="booking-bar"]')!.getBoundingClientRect().top;
      window.scrollBy({ top: el.getBoundingClientRect().bottom - barTop, behavior: "instant" });
    });
    const button = (await submit.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(barBox.y);
  }).toPass({ intervals: [100], timeout: 5_000 });

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(bar).toBeHidden();
});

test("the English page says it in English; a past event has no bar", async ({ page }) => {
  await page.goto(`/en/events/${bookable.address()}`);
  await expect(
    page.getByTestId("booking-bar").getByRole("link", { name: /^(Save my place|Join the waiting list)$/ }),
  ).toBeInViewport();
  await page.goto(`/events/${past.address()}`);
  await expect(page.getByRole("heading", { name: "Hat stattgefunden" })).toBeVisible();
  await expect(page.getByTestId("booking-bar")).toHaveCount(0);
});
