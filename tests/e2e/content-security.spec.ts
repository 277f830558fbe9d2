import { expect, test, type Page } from "@playwright/test";
import { seedEventId } from "../../db/seed-data";
import { waitForHydration } from "./hydration";
import { signInAsAdmin } from "./mail-log";

/**
 * The page policy allows inline styles only with the response's nonce and no style attribute at all
 * (workers/security.ts): no 'unsafe-inline' for styles. Every page must still be styled, also the
 * calendar's sheet that React adds in the browser after a client-side navigation.
 */

/** Records every policy violation the browser reports, from the first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective}: ${event.blockedURI || event.sample || "inline"}`),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test("the style policy has no 'unsafe-inline', and pages, artwork and the calendar are styled under it", async ({
  page,
}) => {
  await recordViolations(page);
  const response = await page.goto("/");
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/style-src 'self' 'nonce-[\w+/=]+'(;|$)/);
  expect(policy).not.toContain("unsafe-inline");
  // The home page's drawing keeps its 16:9 box from a class, not a style attribute.
  const hero = page.locator('[data-artwork="/images/hero.svg"]');
  const box = (await hero.boundingBox())!;
  expect(box.height / box.width).toBeCloseTo(9 / 16, 2);
  // The public sheet applies (Tailwind's `min-h-dvh` on body is not a browser default).
  expect(await page.evaluate(() => getComputedStyle(document.body).minHeight)).not.toBe("0px");

  // The pages with drawn figures (the mindset test's progress, the scheduler) carry no style attribute.
  for (const path of ["/mindsettest", "/termin", `/events/${seedEventId(1)}`]) {
    await page.goto(path);
    expect(await page.locator("[style]").count(), path).toBe(0);
  }
  await page.goto("/events");
  await expect(page.locator(".rdp-day_button").first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("after a form has sent the page a new nonce, the calendar's sheet added in the browser still applies", async ({
  browser,
}) => {
  const visitor = await (
    await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.171" } })
  ).newPage();
  await recordViolations(visitor);
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.goto("/en");
  // The form must go by fetch, the link by the router: both need the page hydrated. Before that, the
  // form is a page post and the link a new document, and there is no browser-added sheet to check.
  await waitForHydration(visitor);
  const footer = visitor.locator("#newsletter-anmeldung");
  await footer.getByLabel("Email address for the newsletter").fill("csp-check@example.org");
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(visitor.getByRole("status").filter({ hasText: "Signed up" })).toBeVisible();
  expect(await visitor.evaluate(() => location.pathname + location.search)).toBe("/en");

  await visitor.getByRole("navigation").getByRole("link", { name: "Dates", exact: true }).first().click();
  await expect(visitor).toHaveURL(/\/en\/events$/);
  await expect(visitor.locator(".rdp-day_button").first()).toBeVisible();
  // Still the document /en loaded: React added the calendar's <style> itself, with this document's nonce.
  expect(await visitor.evaluate(() => performance.getEntriesByType("navigation")[0]!.name)).toMatch(/\/en$/);
  const width = await visitor
    .locator(".rdp-day_button")
    .first()
    .evaluate((button) => button.getBoundingClientRect().width);
  expect(width).toBeCloseTo(41.6, 1);
  expect(await violations(visitor)).toEqual([]);
  await visitor.context().close();
});

test("the back office's dashboard draws its bars (bookings, the § 19 turnover of two years) without a style attribute", async ({
  page,
}) => {
  await recordViolations(page);
  await signInAsAdmin(page);
  const bars = page.locator("dd[aria-hidden=true] svg rect");
  await expect(bars).toHaveCount(3);
  // The first is the seeded bookings' share of the seats.
  expect(Number(await bars.first().getAttribute("width"))).toBeGreaterThan(0);
  expect(await page.locator("[style]").count()).toBe(0);
  expect(await violations(page)).toEqual([]);
});
