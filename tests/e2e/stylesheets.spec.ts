import { type APIRequestContext, expect, test } from "@playwright/test";
import { bilingualPaths, linkPagePaths } from "../../app/config/pages";
import { seedEventId } from "../../db/seed-data";
import { gotoHydrated } from "./hydration";

/**
 * Issue 13, docs/decisions/0082-stylesheets-per-area.md: every public page carries its stylesheet
 * inline, only the public sheet (app/app.css), and the calendar its own
 * (features/products/events/calendar.css) where it is shown; the back office links the full one
 * (app/admin.css, decision 0218).
 */

/** The inline stylesheets of a page's HTML: `data-href` (space-separated keys) and CSS text. */
function inlineStyles(html: string) {
  return [...html.matchAll(/<style[^>]*data-href="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g)].map(([, href, css]) => ({
    hrefs: href!.split(" "),
    css: css!,
  }));
}

/** The class names a stylesheet has rules for (`.md\:px-6` is the class `md:px-6`). */
function classesInCss(css: string): Set<string> {
  return new Set([...css.matchAll(/\.((?:\\.|[\w-])+)/g)].map(([, name]) => name!.replace(/\\(.)/g, "$1")));
}

/** The class names the HTML's elements carry. */
function classesInHtml(html: string): Set<string> {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<style[\s\S]*?<\/style>/g, "");
  return new Set([...body.matchAll(/\sclass="([^"]*)"/g)].flatMap(([, list]) => list!.split(/\s+/).filter(Boolean)));
}

async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

const publicPaths = [
  ...bilingualPaths.flatMap((path) => [path, path === "/" ? "/en" : `/en${path}`]),
  `/events/${seedEventId(1)}`,
  "/events?ansicht=liste",
  ...linkPagePaths.filter((path) => !path.endsWith("/export")),
  "/gibt-es-nicht",
];

test.describe("stylesheets", () => {
  test("a public page's sheet has a rule for every class the full sheet styles, and no back-office class", async ({
    request,
  }) => {
    const login = await html(request, "/admin/login");
    // The back office links its sheet, a hashed file the browser keeps (decision 0218), and inlines none.
    expect(inlineStyles(login)).toEqual([]);
    const links = [...login.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map(([, href]) => href!);
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^\/assets\/admin-[\w-]+\.css$/);
    const sheet = await request.get(links[0]!);
    expect(sheet.status()).toBe(200);
    expect(sheet.headers()["cache-control"]).toContain("immutable");
    const fullClasses = classesInCss(await sheet.text());

    const publicClasses = classesInCss(inlineStyles(await html(request, "/"))[0]!.css);
    for (const path of publicPaths) {
      const response = await request.get(path);
      // The link pages without their token answer 400 with a page that says so; the unknown path 404.
      expect([200, 400, 404], path).toContain(response.status());
      const page = await response.text();
      // No stylesheet request: everything inline, one style element.
      expect(page, path).not.toMatch(/<link[^>]+rel="stylesheet"/);
      const styles = inlineStyles(page);
      expect(styles, path).toHaveLength(1);
      expect(styles[0]!.hrefs[0], path).toMatch(/\/assets\/app-[\w-]+\.css$/);
      const sheet = classesInCss(styles[0]!.css);
      const unstyled = [...classesInHtml(page)].filter((name) => fullClasses.has(name) && !sheet.has(name));
      expect(unstyled, `${path}: classes only the back office's sheet styles`).toEqual([]);
    }
    // The split is real: the back office's own classes are not shipped to visitors.
    const backOfficeOnly = [...fullClasses].filter((name) => !publicClasses.has(name));
    expect(backOfficeOnly.length).toBeGreaterThan(20);
  });

  test("the calendar's styles come with the calendar only, also after a client-side navigation", async ({
    page,
    request,
  }) => {
    expect(await html(request, "/sinn")).not.toContain(".rdp-");
    expect(await html(request, "/events?ansicht=liste")).not.toContain(".rdp-");
    const calendarPage = inlineStyles(await html(request, "/events"));
    expect(calendarPage[0]!.hrefs.some((href) => /\/assets\/calendar-[\w-]+\.css$/.test(href))).toBe(true);
    expect(calendarPage[0]!.css).toContain(".events-calendar");

    // The calendar's day buttons are 2.6rem (41.6px) wide by its stylesheet, whichever way the page came.
    const dayButtonWidth = () =>
      page
        .locator(".rdp-day_button")
        .first()
        .evaluate((button) => button.getBoundingClientRect().width);
    await page.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/events");
    expect(await dayButtonWidth()).toBeCloseTo(41.6, 1);

    await gotoHydrated(page, "/sinn");
    await page.getByRole("navigation").getByRole("link", { name: "Veranstaltungen", exact: true }).first().click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.locator(".rdp-day_button").first()).toBeVisible();
    // A client-side navigation: the document is still the one /sinn loaded, without the calendar's CSS in its HTML.
    expect(await page.evaluate(() => performance.getEntriesByType("navigation")[0]!.name)).toMatch(/\/sinn$/);
    expect(await dayButtonWidth()).toBeCloseTo(41.6, 1);
  });
});
