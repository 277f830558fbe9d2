import type { Page } from "@playwright/test";
import { recordHydration } from "./hydration";

/**
 * Records every Intl formatter the page's scripts build (and every `toLocale…String`, which builds
 * one inside), and when the root route reports the page hydrated. A browser's first Intl formatter
 * loads ICU's data, 15–80 ms in one piece (docs/decisions/0091-no-intl-in-hydration.md), so public
 * pages build none while they hydrate or answer a booking.
 */
export async function spyOnIntl(page: Page): Promise<void> {
  await recordHydration(page);
  await page.addInitScript(() => {
    const built: string[] = [];
    Object.assign(window, { intlBuilt: built });
    const intl = Intl as unknown as Record<string, object>;
    for (const name of [
      "NumberFormat",
      "DateTimeFormat",
      "PluralRules",
      "RelativeTimeFormat",
      "ListFormat",
      "Collator",
    ]) {
      intl[name] = new Proxy(intl[name]!, {
        construct: (target, args) => (built.push(name), Reflect.construct(target as never, args)),
      });
    }
    const locales: [object, string][] = [
      [Number.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleString"],
      [Date.prototype, "toLocaleDateString"],
      [Date.prototype, "toLocaleTimeString"],
    ];
    for (const [proto, method] of locales) {
      const original = (proto as Record<string, (...args: unknown[]) => string>)[method]!;
      Object.defineProperty(proto, method, {
        value(this: unknown, ...args: unknown[]) {
          built.push(method);
          return original.apply(this, args);
        },
      });
    }
  });
}

/** The formatters built so far, by constructor or method name. */
export const intlBuilt = (page: Page) => page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt);
