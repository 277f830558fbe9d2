import AxeBuilder from "@axe-core/playwright";
import { mkdirSync } from "node:fs";
import { expect, type Browser, type Page } from "@playwright/test";

/** Full-page screenshots at 390 and 1280 px into `folder` (`<name>-<width>.png`); the page ends at 1280 px. */
export async function shootBothWidths(page: Page, folder: string, name: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
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
