import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { SOON } from "./hydration";

/**
 * Screenshots are for looking at what was built, at 390 and 1280 px; they assert nothing. They are
 * written on a developer's machine and with `E2E_SHOTS=1`; a CI run (`CI=true`) leaves out the
 * capture and its PNG encoding, a share of the browser's CPU (docs/performance.md, "Test suite time").
 */
const SHOTS_WANTED = process.env.E2E_SHOTS ? process.env.E2E_SHOTS !== "0" : !process.env.CI;

/** `target.screenshot(options)` when screenshots are wanted; an element is still waited for, as its screenshot would. */
export async function screenshot(target: Page | Locator, options: { path: string; fullPage?: boolean }): Promise<void> {
  const isPage = "goto" in target;
  if (!SHOTS_WANTED) {
    if (!isPage) await target.waitFor();
    return;
  }
  await (isPage ? target.screenshot(options) : target.screenshot({ path: options.path }));
}

/** Full-page screenshots at 390 and 1280 px into `folder` (`<name>-<width>.png`); the page ends at 1280 px. */
export async function shootBothWidths(page: Page, folder: string, name: string): Promise<void> {
  if (SHOTS_WANTED) {
    mkdirSync(folder, { recursive: true });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, { path: `${folder}/${name}-${width}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * For a visitor who has not chosen yet: the cookie banner appears once the page has hydrated and
 * fades in (app.css, banner-in). Contrast is judged on it as it stays: not before it is there (it
 * could appear in the middle of axe's check), not mid-fade.
 */
export async function waitForCookieBanner(page: Page): Promise<void> {
  const banner = page.getByRole("region", { name: /Cookie/ });
  await expect(banner).toBeVisible();
  await expect.poll(() => banner.evaluate((el) => getComputedStyle(el).opacity), SOON).toBe("1");
}

/** axe finds nothing against WCAG 2.1 A and AA; a failure lists each rule and where it failed. */
export async function expectNoViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
  expect(summary, summary.join("\n")).toEqual([]);
}

/**
 * A page of its own address (`CF-Connecting-IP`), the cookie banner answered before: it fades in
 * late and would stand over buttons and screenshots.
 */
export async function pageFromAddress(browser: Browser, ip: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": ip } });
  await context.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  return context.newPage();
}
