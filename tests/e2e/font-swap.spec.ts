import { expect, test } from "@playwright/test";
import { seedEventId } from "../../db/seed-data";

/**
 * docs/decisions/0098-font-fallbacks-with-metrics.md: until the web fonts arrive, the text is set in an
 * installed font scaled to their metrics, so the swap moves nothing. A phone on a slow first visit gets
 * the fonts late; here they arrive 1.5 s after they are asked for. The pages and widths are those that
 * shifted most before the fallback faces (0.03–0.17 each, Google's "good" ends at 0.1).
 */
const FONT_DELAY_MS = 1_500;
const cases = [
  { width: 390, path: "/en/gegenwartsfreude" },
  { width: 390, path: "/en" },
  { width: 390, path: "/en/contact" },
  { width: 390, path: "/about" },
  { width: 1280, path: `/en/events/${seedEventId(1)}` },
  { width: 1280, path: "/" },
];

for (const width of [390, 1280]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 844 } });
    for (const { path } of cases.filter((entry) => entry.width === width)) {
      test(`fonts arriving late shift nothing on ${path}`, async ({ page }) => {
        await page.addInitScript(() => {
          const shifts: number[] = [];
          Object.assign(window, { layoutShifts: shifts });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) shifts.push(entry.value);
            }
          }).observe({ type: "layout-shift", buffered: true });
        });
        await page.route("**/*.woff2", async (route) => {
          await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
          await route.continue();
        });
        await page.goto(path, { waitUntil: "domcontentloaded" });
        await page.evaluate(() => document.fonts.ready);
        await page.waitForTimeout(500);

        const loaded = await page.evaluate(() =>
          [...document.fonts].filter((font) => font.status === "loaded").map((font) => font.family),
        );
        // The web fonts in the end, and before them a fallback face of each (here the Liberation fonts
        // stand in for Arial and Times New Roman; Debian's chromium package brings them).
        expect(loaded).toEqual(expect.arrayContaining(["Inter Variable", "Fraunces Variable"]));
        expect(loaded.some((family) => family.startsWith("Inter Variable Fallback: "))).toBe(true);
        expect(loaded.some((family) => family.startsWith("Fraunces Variable Fallback: "))).toBe(true);

        const shift = await page.evaluate(() =>
          (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
        );
        expect(shift).toBeLessThan(0.01);
      });
    }
  });
}
