import { expect, type Page } from "@playwright/test";

/**
 * React has taken over the page: `hydrateRoot` marks the document with its container key, and from
 * then on React handles a click even on parts it has not hydrated yet. Public pages start hydrating
 * after their first paint (docs/decisions/0071-hydration-after-first-paint.md), so the `load` event
 * that `page.goto` waits for can come first: a test that uses a widget needing JavaScript (menus,
 * dialogs, the cookie banner) waits for this. Polled from Node, so frozen page clocks do not matter.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer"))))
    .toBe(true);
}

/** `page.goto`, then {@link waitForHydration}. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}
