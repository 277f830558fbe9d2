import AxeBuilder from "@axe-core/playwright";
import type { AxeResults, Result as AxeResult } from "axe-core";
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
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

/** WCAG 2.1 level A and AA, the bar German accessibility law (BFSG) refers to. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/** The project's own axe-core (package.json), for both paths: @axe-core/playwright brings an older one. */
export const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** A part of the page to check (`include`) or to leave out (`exclude`), as CSS selectors. */
export interface AxeScope {
  include?: string;
  exclude?: string;
}

/**
 * axe-core's WCAG 2.1 A and AA violations on the page as it is now. A page without frames gets axe
 * once and one `axe.run` that returns the violations alone: a third of
 * the time of `AxeBuilder.analyze()`, which injects axe twice, runs it in parts and merges the parts
 * in a second, blank page (docs/decisions/0177-cheaper-checks.md). The rules and the nodes they
 * judge are the same; a page with frames (an embed, a preview) still goes through AxeBuilder, which
 * looks inside them.
 */
export async function accessibilityViolations(page: Page, { include, exclude }: AxeScope = {}): Promise<AxeResult[]> {
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags(WCAG_TAGS);
    if (include) builder = builder.include(include);
    if (exclude) builder = builder.exclude(exclude);
    return (await builder.analyze()).violations;
  }
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, include, exclude }) => {
      const { axe } = window as unknown as { axe: { run: (context: object, options: object) => Promise<AxeResults> } };
      const context = { ...(include ? { include: [include] } : {}), exclude: exclude ? [exclude] : [] };
      const options = { runOnly: { type: "tag" as const, values: tags }, resultTypes: ["violations" as const] };
      return (await axe.run(context, { ...options, iframes: false })).violations;
    },
    { tags: WCAG_TAGS, include, exclude },
  );
}

/** axe finds nothing against WCAG 2.1 A and AA; a failure lists each rule and where it failed. */
export async function expectNoViolations(page: Page, scope: AxeScope = {}): Promise<void> {
  const summary = (await accessibilityViolations(page, scope)).map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).join("\n  ")}`,
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
