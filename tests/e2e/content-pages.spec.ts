import { expect, type Page, test } from "@playwright/test";
import { brand } from "../../app/config/brand";
import { cancellationTerms } from "../../app/features/extras/content/legal/terms";
import { offers } from "../../app/features/extras/content/offers";
import { topics } from "../../app/features/extras/content/topics";
import { seedEventId, seedEvents } from "../../db/seed-data";
import { gotoHydrated, hydrated, recordHydration, SOON, waitForHydration } from "./hydration";
import { intlBuilt, spyOnIntl } from "./intl-spy";

/** The routes of the content pages and the heading each must show as its one <h1>. */
const pages: { path: string; h1: string | RegExp }[] = [
  { path: "/about", h1: `Hallo, ich bin ${brand.coach.firstName}.` },
  { path: "/blog", h1: "Bald verfügbar" },
  { path: "/impressum", h1: "Impressum" },
  { path: "/agb", h1: "Allgemeine Geschäftsbedingungen" },
  { path: "/datenschutz", h1: "Datenschutzerklärung" },
  { path: "/mindset", h1: "Mindset & Zukunft" },
  { path: "/zukunftsbilder", h1: "Male dir ein Bild von deiner Zukunft" },
  { path: "/selbsterkenntnis", h1: "Der Weg zu dir selbst" },
  { path: "/glueck", h1: "Die Sehnsucht nach Glück" },
  { path: "/lebensziele", h1: "Lebensziele, die zu dir passen" },
  { path: "/sinn", h1: "Wenn nichts mehr Sinn ergibt" },
  { path: "/vergangenheit", h1: "Die Vergangenheit verstehen, um frei weiterzugehen" },
  { path: "/gegenwartsfreude", h1: "Freude am Hier und Jetzt" },
  { path: "/zukunftsgestaltung", h1: "Deine Zukunft aktiv gestalten" },
];

async function withConsent(page: Page) {
  await page.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
}

const main = (page: Page) => page.locator("main");

/** A link inside the page content (the header and footer have their own links to /contact). */
const contentLink = (page: Page, name: string) => main(page).getByRole("link", { name, exact: true });

test.describe("content pages", () => {
  test.beforeEach(async ({ page }) => withConsent(page));

  test("every page answers 200, server-rendered, with one h1, title, description and canonical", async ({
    page,
    request,
  }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { path, h1 } of pages) {
      // Server-rendered: the raw HTML already holds the heading, before any JavaScript runs.
      const raw = await request.get(path);
      expect(raw.status(), path).toBe(200);
      expect(await raw.text(), path).toContain("<h1");

      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(h1);

      const title = await page.title();
      expect(title, path).toContain(brand.productName);
      titles.add(title);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0, path).toBeGreaterThan(50);
      descriptions.add(description ?? "");
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute(
        "href",
        new URL(path, brand.siteUrl).toString(),
      );
      await expect(page.locator('meta[property="og:image"]'), path).toHaveAttribute("content", /og-default\.png$/);
    }
    expect(titles.size, "titles are unique").toBe(pages.length);
    expect(descriptions.size, "descriptions are unique").toBe(pages.length);
  });

  test("headings inside the content never skip a level", async ({ page }) => {
    for (const { path } of pages) {
      await page.goto(path);
      const levels = await main(page)
        .locator("h1, h2, h3, h4")
        .evaluateAll((nodes) => nodes.map((n) => Number(n.tagName.slice(1))));
      expect(levels[0], path).toBe(1);
      for (let i = 1; i < levels.length; i++) {
        expect(levels[i]! - levels[i - 1]!, `${path}: heading ${i} jumps`).toBeLessThanOrEqual(1);
      }
    }
  });

  test("/about links to the free 30-minute intro call on /contact", async ({ page }) => {
    await page.goto("/about");
    await expect(main(page)).toContainText("30 Minuten");
    await expect(main(page)).toContainText(brand.coach.name);
    for (const city of ["Braunschweig", "München"]) await expect(main(page)).toContainText(city);
    await expect(contentLink(page, "Kostenloses Erstgespräch")).toHaveAttribute("href", "/contact");
    await contentLink(page, "Kostenloses Erstgespräch").click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test("/blog is a 'Bald verfügbar' placeholder with ways onward", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Bald verfügbar" })).toBeVisible();
    await expect(contentLink(page, "Veranstaltungen entdecken")).toHaveAttribute("href", "/events");
    await expect(main(page).locator("article")).toHaveCount(0);
  });

  test("topic pages: the spec's buttons, labels and anchors", async ({ page }) => {
    await page.goto("/vergangenheit");
    await expect(contentLink(page, "Coaching buchen").first()).toHaveAttribute("href", "/contact");
    await expect(main(page).locator("blockquote")).toContainText("rückwärts verstanden");

    await page.goto("/gegenwartsfreude");
    await expect(contentLink(page, "Workshop buchen").first()).toHaveAttribute("href", "/contact");
    await expect(main(page).locator("blockquote")).toHaveCount(1);

    await page.goto("/zukunftsgestaltung");
    for (const tool of ["Vision Mapping", "Werteorientierung", "Adaptive Planung", "Zielausrichtung"]) {
      await expect(main(page).getByRole("heading", { level: 3, name: tool })).toBeVisible();
    }
    await expect(contentLink(page, "Coaching anfragen").first()).toHaveAttribute("href", "/contact");
    await expect(page.locator("#workshops")).toHaveCount(1);
    await expect(main(page).locator("blockquote")).toHaveCount(1);
    await page.goto("/zukunftsgestaltung#workshops");
    await expect(page.locator("#workshops")).toBeInViewport();

    await page.goto("/lebensziele");
    const cta = main(page).getByRole("region", { name: "Bereit, deine Lebensziele zu definieren?" });
    await expect(cta).toBeVisible();
    await expect(cta.getByRole("link", { name: "Coaching buchen" })).toHaveAttribute("href", "/contact");

    await page.goto("/sinn");
    for (const stage of ["Akzeptanz und Präsenz", "Dekonstruktion und Loslassen", "Neuorientierung und Integration"]) {
      await expect(main(page).getByRole("heading", { name: stage })).toBeVisible();
    }
    await expect(contentLink(page, "Coaching buchen").first()).toHaveAttribute("href", "/contact");
    await expect(contentLink(page, "Coaching anfragen").first()).toHaveAttribute("href", "/contact");

    await page.goto("/zukunftsbilder");
    await expect(main(page).getByRole("list").filter({ hasText: "Innehalten" }).locator(":scope > li")).toHaveCount(4);

    await page.goto("/selbsterkenntnis");
    await expect(main(page).locator("blockquote")).toHaveCount(1);

    await page.goto("/glueck");
    await expect(main(page).getByText(/^Paradox \d$/)).toHaveCount(3);
  });

  test("topic pages take title and teaser from the shared catalogue", async ({ page }) => {
    for (const topic of topics) {
      await page.goto(topic.href);
      await expect(main(page).getByText(topic.teaser).first(), topic.slug).toBeVisible();
      // Drawn inline (components/ui/artwork.tsx), named by its file.
      await expect(main(page).locator(`[data-artwork="${topic.image}"] > svg`).first(), topic.slug).toBeVisible();
    }
  });

  test("/impressum shows the brand's address, contact, register and VAT id", async ({ page }) => {
    await page.goto("/impressum");
    const content = main(page);
    await expect(content).toContainText(brand.address.street);
    await expect(content).toContainText(`${brand.address.postalCode} ${brand.address.city}`);
    await expect(content).toContainText(brand.legal.vatId);
    await expect(content).toContainText(brand.legal.register);
    await expect(content).toContainText("§ 18 Abs. 2 MStV");
    await expect(content.getByRole("link", { name: brand.contact.email }).first()).toHaveAttribute(
      "href",
      `mailto:${brand.contact.email}`,
    );
  });

  test("/agb states payment and the shared cancellation terms", async ({ page }) => {
    await page.goto("/agb");
    const content = main(page);
    await expect(content).toContainText("Banküberweisung");
    await expect(content).toContainText("PayPal");
    await expect(content).toContainText("Umsatzsteuer");
    for (const rule of cancellationTerms.rules) await expect(content).toContainText(rule);
    await expect(content.getByRole("heading", { name: "Widerrufsbelehrung" })).toBeVisible();
  });

  test("/datenschutz describes what the site really processes", async ({ page }) => {
    await page.goto("/datenschutz");
    const content = main(page);
    for (const fact of [
      "Cloudflare",
      "cookiesAccepted",
      "Double-Opt-in",
      "Art. 6 Abs. 1 lit. a DSGVO",
      "Art. 77 DSGVO",
      "Die Landesbeauftragte für den Datenschutz Niedersachsen",
      new URL(brand.external.mindsetTest).host,
      new URL(brand.external.bookingCalendar).host,
    ]) {
      await expect(content, fact).toContainText(fact);
    }
    // The table of contents jumps to its sections.
    await content
      .getByRole("navigation", { name: "Inhaltsverzeichnis" })
      .getByRole("link", { name: /Cookies/ })
      .click();
    await expect(page.locator("#cookies")).toBeInViewport();
  });

  test("all artwork exists, is SVG with a viewBox and stays small", async ({ request }) => {
    const paths = new Set<string>([
      "/images/hero.svg",
      "/images/portrait.svg",
      "/images/events/fallback.svg",
      ...topics.map((t) => t.image),
      ...offers.map((o) => o.image),
      ...seedEvents.flatMap((e) => (e.image ? [e.image] : [])),
    ]);
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const body = await response.text();
      expect(body, path).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      expect(body.length, path).toBeLessThan(10_000);
    }
    const og = await request.get("/images/og-default.png");
    expect(og.status()).toBe(200);
    const png = await og.body();
    expect(png.length).toBeLessThan(150_000);
    // PNG header: width and height are big-endian integers at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  // ADR 0075: the first paint waits for both fonts, so the browser must learn of them first.
  test("the first-paint fonts are preloaded before the inline stylesheet, once each", async ({ request }) => {
    for (const path of ["/", "/en", "/agb", "/en/contact", "/events", `/events/${seedEventId(1)}`]) {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf("</head>"));
      const stylesheet = head.indexOf("<style");
      expect(stylesheet, path).toBeGreaterThan(0);
      for (const face of ["fraunces-latin-core", "inter-latin-core"]) {
        const preloads = [...head.matchAll(/<link\b[^>]*>/g)].filter(
          ([link]) => link.includes('rel="preload"') && link.includes(face),
        );
        expect(preloads.length, `${path} ${face}`).toBe(1);
        const [link] = preloads[0]!;
        expect(link, path).toContain('as="font"');
        expect(link, path).toContain("crossorigin");
        expect(preloads[0]!.index, `${path} ${face}`).toBeLessThan(stylesheet);
      }
    }
  });

  // Issue 13, docs/decisions/0070-inline-artwork.md and 0071-hydration-after-first-paint.md: the
  // first paint waits for no script and no picture, and the page still becomes interactive.
  test("the hero is drawn inline, scripts load after the first paint, and the page then hydrates", async ({ page }) => {
    const heroRequests: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "image") heroRequests.push(new URL(r.url()).pathname);
    });
    await page.setViewportSize({ width: 390, height: 844 });
    const heroes = {
      "/sinn": "/images/topics/sinn.svg",
      "/angebote": "/images/offers/einzelcoaching.svg",
      "/": "/images/hero.svg",
      "/en/about": "/images/portrait.svg",
      [`/events/${seedEventId(1)}`]: "/images/events/mindset.svg",
    };
    for (const [path, hero] of Object.entries(heroes)) {
      heroRequests.length = 0;
      await page.goto(path);
      await expect(main(page).locator(`[data-artwork="${hero}"] > svg`), path).toBeVisible();
      expect(heroRequests, path).not.toContain(hero);
      await waitForHydration(page);
      const timing = await page.evaluate(() => {
        const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1;
        const scripts = performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.startTime);
        return { paint, scripts };
      });
      expect(timing.paint, path).toBeGreaterThan(0);
      expect(timing.scripts.length, path).toBeGreaterThan(0);
      for (const start of timing.scripts) expect(start, path).toBeGreaterThanOrEqual(timing.paint);
    }
    // Hydrated: the phone menu opens (a React handler) and a link navigates on the client.
    await gotoHydrated(page, "/sinn");
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
  });

  test("public pages hydrate without building an Intl formatter", async ({ page }) => {
    // A browser's first Intl formatter loads ICU's data, 15–80 ms in one piece of hydration
    // (docs/decisions/0091-no-intl-in-hydration.md). The page's own scripts must not build one
    // before the root route reports the whole page hydrated.
    await spyOnIntl(page);
    const paths = ["/", "/en", "/events", "/en/events", `/events/${seedEventId(1)}`, `/en/events/${seedEventId(1)}`];
    for (const path of [...paths, "/angebote", "/sinn", "/contact", "/newsletter", "/datenschutz"]) {
      await page.goto(path);
      await expect.poll(() => hydrated(page), { ...SOON, message: path }).toBe(true);
      expect(await intlBuilt(page), path).toEqual([]);
    }
  });

  test("hydration writes no history entry, and scroll positions still come back", async ({ page }) => {
    // docs/decisions/0092-history-entry-before-hydration.md: React Router's history entry (its `idx`,
    // with ScrollRestoration's `key`) is written once while the document parses, never while it
    // hydrates, where Chromium's replaceState took up to 14 ms of one task.
    await recordHydration(page);
    await page.addInitScript(() => {
      const writes: string[] = [];
      Object.assign(window, { historyWrites: writes });
      const replaceState = History.prototype.replaceState;
      History.prototype.replaceState = function (this: History, ...args: Parameters<History["replaceState"]>) {
        writes.push(document.readyState);
        return replaceState.apply(this, args);
      };
    });
    const historyWrites = () => page.evaluate(() => (window as unknown as { historyWrites: string[] }).historyWrites);
    // Where each `scrollTo` (ScrollRestoration's among them) had taken the page when it returned: a
    // restore that glides (CSS smooth scrolling) returns before it moves, and two glides on their way
    // at once could leave "back" short of where the visitor was (docs/decisions/0233-scrolling-jumps.md).
    await page.addInitScript(() => {
      const landings: { target: number; landed: number }[] = [];
      Object.assign(window, { scrollLandings: landings });
      const scrollTo = window.scrollTo.bind(window) as (x: number, y: number) => void;
      window.scrollTo = ((x: number, y: number) => {
        scrollTo(x, y);
        landings.push({ target: y, landed: window.scrollY });
      }) as typeof window.scrollTo;
    });
    const lastLanding = () =>
      page.evaluate(() => (window as unknown as { scrollLandings: { target: number }[] }).scrollLandings.at(-1));
    for (const path of ["/", "/en/events", "/datenschutz"]) {
      await page.goto(path);
      await expect.poll(() => hydrated(page), { ...SOON, message: path }).toBe(true);
      expect(await historyWrites(), path).toEqual(["loading"]);
      expect(await page.evaluate(() => history.state), path).toEqual({ key: expect.any(String), idx: 0 });
    }

    // The entry is React Router's own: back to a page scrolled down (a client-side navigation, then
    // back) and a reload both come back to where the visitor was.
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    // Dispatched rather than clicked: a click would first scroll the footer into view.
    await page.locator("footer").getByRole("link", { name: "Impressum" }).dispatchEvent("click");
    await expect(page).toHaveURL(/\/impressum$/);
    expect(await page.evaluate(() => history.state.idx)).toBe(1);
    await expect.poll(lastLanding).toEqual({ target: 0, landed: 0 });
    await page.goBack();
    await expect(page).toHaveURL(/\/datenschutz$/);
    await expect.poll(lastLanding).toEqual({ target: 1200, landed: 1200 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    await page.evaluate(() => window.scrollTo(0, 700));
    expect(await page.evaluate(() => window.scrollY)).toBe(700);
    await page.reload();
    await expect.poll(() => hydrated(page), SOON).toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
    expect(await historyWrites()).toEqual([]);
  });
});
