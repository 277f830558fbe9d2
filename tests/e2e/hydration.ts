import { expect, type Page } from "@playwright/test";
import { HYDRATED_EVENT } from "../../app/lib/hydration";

/**
 * React has taken over the page: `hydrateRoot` marks the document with its container key, and from
 * then on React handles a click even on parts it has not hydrated yet. Public pages start hydrating
 * after their first paint (docs/decisions/0071-hydration-after-first-paint.md), so the `load` event
 * that `page.goto` waits for can come first: a test that uses a widget needing JavaScript (menus,
 * dialogs, the cookie banner) waits for this. Polled from Node, so frozen page clocks do not matter.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document).some((key) => key.startsWith("__reactContainer"))), SOON)
    .toBe(true);
}

/**
 * Polls every 50 ms for a state the page reaches within a second or two (hydration, a fade): the
 * default steps (100, 250, 500, then every 1,000 ms) would find a page hydrated after 0.9 s only at
 * 1.85 s, about half a second lost on each of the suite's many page loads.
 */
export const SOON = { intervals: [50] };

/** `page.goto`, then {@link waitForHydration}. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Marks the page once the root route reports the whole page hydrated (`HYDRATED_EVENT`, after every
 * effect has run), later than {@link waitForHydration}'s container key. Call before `page.goto`.
 */
export async function recordHydration(page: Page): Promise<void> {
  await page.addInitScript((hydratedEvent) => {
    Object.assign(window, { hydrated: false });
    addEventListener(hydratedEvent, () => Object.assign(window, { hydrated: true }));
  }, HYDRATED_EVENT);
}

/** Whether the root route has reported the whole page hydrated; needs {@link recordHydration}. */
export const hydrated = (page: Page) => page.evaluate(() => (window as unknown as { hydrated: boolean }).hydrated);

const recording = new WeakSet<Page>();

/**
 * `page.goto`, then wait until the root route reports the whole page hydrated ({@link hydrated}): for a
 * test that types into a form whose handlers compute something (a total, a toast, a fetcher's busy
 * state). `networkidle` is no such signal: public pages hydrate after their first paint (decision
 * 0071), so on a loaded machine the network can be idle before React has taken over (issue 57).
 */
export async function gotoInteractive(page: Page, path: string): Promise<void> {
  if (!recording.has(page)) {
    await recordHydration(page);
    recording.add(page);
  }
  await page.goto(path);
  await expect.poll(() => hydrated(page), SOON).toBe(true);
}
