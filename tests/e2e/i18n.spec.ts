import { expect, type Page, test } from "@playwright/test";
import { bilingualPaths } from "../../app/config/pages";
import { seedRows } from "../../db/content/index";
import { seedEventSlug } from "../../db/seed-data";
import { GERMAN_UI } from "../german-ui";
import { E2E_BASE_URL } from "./config";
import { signInAsAdmin } from "./mail-log";
import { fillText, openTexts, saveTexts, submitTexts, textGroup } from "./content-editor";
import { gotoHydrated } from "./hydration";

/** Every public page; each exists in German at its path and in English under /en (decision 0030). */
// An event at its readable address (decision 0168): the address its page names as canonical and in
// hreflang. The servers were seeded today (tests/e2e/global-setup.ts).
const routes = [...bilingualPaths, `/events/${seedEventSlug(1, new Date())}`];
const english = (path: string) => (path === "/" ? "/en" : `/en${path}`);
const absolute = (path: string) => new URL(path, "https://klarsinn-coaching.de").pathname;

/**
 * The page's chrome and forms: header, footer, cookie banner and every form control's text. Text the
 * page marks as German (lang="de", e.g. a legal text only binding in German) is allowed.
 */
async function uiText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      if (el.closest('[lang="de"]')) return "";
      const copy = el.cloneNode(true) as Element;
      for (const german of copy.querySelectorAll('[lang="de"]')) german.remove();
      return copy.textContent ?? "";
    };
    const parts: string[] = [];
    for (const el of document.querySelectorAll(
      "header, footer, nav, form, label, button, [role=tab], section[aria-label]",
    )) {
      parts.push(visible(el));
    }
    for (const el of document.querySelectorAll("[aria-label], [placeholder]")) {
      if (el.closest('[lang="de"]')) continue;
      parts.push(el.getAttribute("aria-label") ?? "", el.getAttribute("placeholder") ?? "");
    }
    return parts.join("\n");
  });
}

async function alternates(page: Page) {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => Object.fromEntries(links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")])));
}

test.describe("English site", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  });

  test("every public route answers in both languages with its own lang, title, description and hreflang pair", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    for (const path of routes) {
      const pair: Record<string, { title: string; description: string }> = {};
      for (const [lang, url] of [
        ["de", path],
        ["en", english(path)],
      ] as const) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await expect(page.locator("html"), url).toHaveAttribute("lang", lang);
        const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
        pair[lang] = { title: await page.title(), description };
        expect(description.length, url).toBeGreaterThan(20);
        // Both versions name each other, and x-default is the German one.
        const links = await alternates(page);
        expect(absolute(links.de ?? ""), url).toBe(path);
        expect(absolute(links.en ?? ""), url).toBe(english(path));
        expect(absolute(links["x-default"] ?? ""), url).toBe(path);
        await expect(page.locator('link[rel="canonical"]'), url).toHaveAttribute(
          "href",
          new RegExp(`${url === "/" ? "/$" : `${url.replace(/[?]/g, "\\?")}$`}`),
        );
        if (lang === "en") {
          const ui = await uiText(page);
          for (const word of GERMAN_UI) expect(ui, `${url}: "${word}"`).not.toContain(word);
        }
      }
      expect(pair.en?.title, path).not.toBe(pair.de?.title);
    }
  });

  test("the 404 page exists in both languages, each in its own words", async ({ page }) => {
    for (const [url, lang, text, home] of [
      ["/gibt-es-nicht", "de", "Diese Seite gibt es leider nicht.", "Zurück zur Startseite"],
      ["/en/does-not-exist", "en", "Oops! Page not found", "Return to Home"],
    ] as const) {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
      await expect(page.locator("main")).toContainText(text);
      await expect(page.getByRole("link", { name: home })).toHaveAttribute("href", lang === "en" ? "/en" : "/");
    }
  });

  test("the language switch in header and footer keeps the current page", async ({ page }) => {
    await page.goto("/sinn");
    await page.locator("footer").getByRole("link", { name: "This page in English" }).click();
    await expect(page).toHaveURL(/\/en\/sinn$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("When nothing makes sense any more");
    await page.locator("footer").getByRole("link", { name: "Diese Seite auf Deutsch" }).click();
    await expect(page).toHaveURL(/\/sinn$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });

  test("the sitemap lists both versions with their hreflang alternates", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const path of ["/", "/angebote", "/sinn"]) {
      expect(xml).toContain(`<loc>https://klarsinn-coaching.de${path === "/" ? "/" : path}</loc>`);
      expect(xml).toContain(`<loc>https://klarsinn-coaching.de${english(path)}</loc>`);
    }
    expect(xml).toContain('hreflang="x-default"');
  });

  test("an English visitor books, writes and subscribes in English", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "CF-Connecting-IP": "198.51.100.91" });
    // Without JavaScript's checks: the server answers a bad post in English too.
    const refused = await page.request.post("/en/contact", {
      form: { name: "Emma", email: "emma@", message: "Hello" },
      headers: { Origin: E2E_BASE_URL, "CF-Connecting-IP": "198.51.100.92" },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("Please enter a valid email address, e.g. name@example.com.");

    // Hydrated, so the form sends through the fetcher and thanks in place (the no-JS post is another test).
    await gotoHydrated(page, "/en/contact");
    const form = page.locator("form#kontaktformular");
    await form.getByLabel("Name").fill("Emma Walker");
    await form.getByLabel("Email").fill("emma.walker@example.org");
    await form.getByLabel("Message").fill("I would love to hear more about the workshops.");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText("Thank you for your message.").first()).toBeVisible();

    await page.goto("/en/events/00000000-0000-4000-8000-000000000001");
    // Once in the details, once in the order's facts above the button (§ 312j BGB, issue 53).
    await expect(page.getByText("Price", { exact: true }).first()).toBeVisible();
    await expect(page.getByText(/\d+\.\d{2} EUR/).first()).toBeVisible();
  });
});

test.describe("web content in the back office", () => {
  test("the coach edits the home hero title in German and English; both pages show it on the next request; <script> never runs", async ({
    page,
    browser,
  }) => {
    await signInAsAdmin(page);
    await openTexts(page, "home");
    const title = { section: "hero", key: "title" };
    const stamp = Date.now();
    await fillText(page, title, { de: `Neuer Anfang ${stamp}`, en: `A new beginning ${stamp}` });
    await saveTexts(page);

    const visitor = await browser.newPage();
    await visitor.goto("/");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`Neuer Anfang ${stamp}`);
    await visitor.goto("/en");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`A new beginning ${stamp}`);

    // A script typed into a text is shown as text and never runs.
    const script = `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">`;
    await fillText(page, title, { de: script });
    await saveTexts(page);
    await visitor.goto("/");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(script);
    expect(await visitor.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    // A javascript: link is refused with a German message; nothing changes.
    await fillText(page, { section: "about", key: "body" }, { de: "Mehr [hier](javascript:alert(1))" });
    await submitTexts(page);
    await expect(
      textGroup(page, { section: "about", key: "body" }).getByText(/Der Link „javascript:.*ist nicht erlaubt/),
    ).toBeVisible();

    // Put the seeded texts back for the other specs.
    const seeded = (section: string, key: string) =>
      seedRows().find((r) => r.page === "home" && r.section === section && r.content_key === key);
    await openTexts(page, "home");
    await fillText(page, title, { de: seeded("hero", "title")?.content_de, en: seeded("hero", "title")?.content_en });
    await saveTexts(page);
    await visitor.close();
  });
});
