import { expect, test } from "@playwright/test";
import { queryE2eDb } from "./db.ts";
import { screenshot } from "./page-checks.ts";

/**
 * An event's image may live on another https site (the admin form allows `https://…`): the page's
 * Content-Security-Policy must let it load, while scripts, frames and connections stay strict.
 */
const EVENT_ID = "00000000-0000-4000-8000-00000000e1a9";
const IMAGE_URL = "https://bilder.klarsinn-partner.example/events/abendkreis.svg";
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#8a6d3b"/></svg>';

test.beforeAll(() => {
  queryE2eDb(
    `INSERT OR REPLACE INTO klarsinn_events (id, title, description, category, event_date, start_time, end_time, location, max_attendees, price, currency, image_url)
     VALUES ('${EVENT_ID}', 'Abendkreis mit Bild', 'Ein Abend mit Bild von einer anderen Seite.', 'Workshop', '2099-03-14', '18:00', '20:00', 'Braunschweig', 10, 20, 'EUR', '${IMAGE_URL}')`,
  );
});
test.afterAll(() => {
  queryE2eDb(`DELETE FROM klarsinn_events WHERE id = '${EVENT_ID}'`);
});

test("an event image from an https address loads under the page's CSP", async ({ page }) => {
  // No internet here: the browser gets the image from this route, but only if CSP lets it ask.
  let requested = 0;
  await page.route(IMAGE_URL, (route) => {
    requested++;
    return route.fulfill({ status: 200, contentType: "image/svg+xml", body: SVG });
  });
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });

  const response = await page.goto(`/events/${EVENT_ID}`);
  const image = page.locator(`img[src="${IMAGE_URL}"]`);
  await expect(image).toHaveCount(1);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(160);
  expect(requested).toBe(1);
  expect(refused).toEqual([]);
  // Only images were opened up: https images, nothing else from elsewhere.
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toMatch(/img-src 'self' data: https:(;|$)/);
  expect(csp).toContain("script-src 'self' 'nonce-");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("default-src 'self'");

  await screenshot(page, { path: "/tmp/shots-defects12/event-image-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: "/tmp/shots-defects12/event-image-390.png" });
});
