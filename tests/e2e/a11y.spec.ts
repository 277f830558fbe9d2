import AxeBuilder from "@axe-core/playwright";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { brand } from "../../app/config/brand";
import { topics } from "../../app/features/extras/content/topics";
import { saveText } from "./content-editor";
import { signInAsAdmin } from "./mail-log";
import { gotoHydrated } from "./hydration";
import { E2E_BASE_URL } from "./config";
import { accessibilityViolations, AXE_SOURCE, expectNoViolations, WCAG_TAGS, waitForCookieBanner } from "./page-checks";

// Each test only reads one page: they may spread over the workers (a third of the suite's test time,
// docs/performance.md "Test suite time"), instead of all running in the one worker that takes this file.
test.describe.configure({ mode: "parallel" });

const publicRoutes = [
  "/",
  "/about",
  "/angebote",
  "/events",
  "/events/00000000-0000-4000-8000-000000000001",
  "/courses",
  "/contact",
  "/blog",
  "/mindsettest",
  "/datenschutz",
  "/impressum",
  "/agb",
  "/meine-daten",
  "/meine-daten/verwalten?token=abgelaufen",
  // The withdrawal function (decision 0106); its later steps: tests/e2e/contract.spec.ts.
  "/widerruf",
  ...topics.map((topic) => topic.href),
  "/diese-seite-gibt-es-nicht",
];
/** The English site (decision 0030): every public page again under /en (my data too, decision 0040), and its 404. */
const englishRoutes = [
  ...publicRoutes
    .filter((path) => path !== "/diese-seite-gibt-es-nicht")
    .map((path) => (path === "/" ? "/en" : `/en${path}`)),
  "/en/newsletter/abmelden",
  "/en/does-not-exist",
];

/** The visitor answered the cookie banner on an earlier visit: it stays closed. */
const answerCookieBanner = (target: Page | BrowserContext) =>
  target.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));

/**
 * One page per worker for the route checks, which only load a page and read it: a browser context
 * of its own per test (a renderer process started and ended) cost about a second each, for 52
 * tests. Same options as the project's own pages; the cookie banner answered. A test-scoped
 * fixture over a page kept by the worker's process: a worker-scoped one would give these tests a
 * worker of their own kind, and Playwright would restart workers between them and the other specs.
 */
let routePage: Page | undefined;
const routeTest = test.extend<{ routePage: Page }>({
  routePage: async ({ browser }, provide, testInfo) => {
    if (!routePage || routePage.isClosed()) {
      const { locale, timezoneId, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = testInfo.project.use;
      const context = await browser.newContext({
        baseURL: E2E_BASE_URL,
        locale,
        timezoneId,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      await answerCookieBanner(context);
      routePage = await context.newPage();
    }
    await provide(routePage);
  },
});

test.describe("axe-core: no WCAG 2.1 AA violations", () => {
  for (const path of [...publicRoutes, ...englishRoutes]) {
    routeTest(path, async ({ routePage: page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await expectNoViolations(page);
    });
  }

  test("open Themen dropdown", async ({ page }) => {
    await answerCookieBanner(page);
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Themen" }).click();
    await expect(page.getByRole("list", { name: "Themen" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("open Topics dropdown on an English page", async ({ page }) => {
    await answerCookieBanner(page);
    await gotoHydrated(page, "/en");
    await page.getByRole("button", { name: "Topics" }).click();
    await expect(page.getByRole("list", { name: "Topics" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("open mindset test dialog (our own test; its steps and result: tests/e2e/mindset.spec.ts)", async ({ page }) => {
    await answerCookieBanner(page);
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Kostenloser Mindsettest" }).click();
    await expect(page.getByRole("dialog").getByRole("group")).toBeVisible();
    await expectNoViolations(page);
  });
});

/**
 * The banner appears only where something optional loads (decision 0182): on /contact with the
 * external booking calendar switched on, for this test only.
 */
test("axe-core: the cookie banner", async ({ page, browser }) => {
  // Two saves in the back office around one page check: more than the default 30 s on a loaded machine.
  test.setTimeout(120_000);
  const calendar = new URL("/erstgespraech", brand.external.bookingCalendar).href;
  const setCalendarSwitch = async (value: string) => {
    const context = await browser.newContext({ baseURL: E2E_BASE_URL });
    try {
      const admin = await context.newPage();
      await signInAsAdmin(admin);
      await saveText(
        admin,
        { page: "contact", section: "settings", key: "bookingCalendarUrl" },
        { de: value, en: value },
      );
    } finally {
      await context.close();
    }
  };
  await setCalendarSwitch(calendar);
  try {
    await page.goto("/contact");
    await waitForCookieBanner(page);
    await expectNoViolations(page);
  } finally {
    await setCalendarSwitch("aus");
  }
});

/**
 * The quick path of `accessibilityViolations` (one axe run, violations only) against AxeBuilder on a
 * page with known faults: the same rules fail on the same nodes, and a scope narrows both alike. Every
 * check above relies on it finding what AxeBuilder finds.
 */
test("axe-core: the quick check finds what AxeBuilder finds", async ({ page }) => {
  await page.setContent(`<!doctype html><html><head><title>Probe</title></head><body>
    <main><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><a href="#ziel"></a>
      <p style="color:#bbb;background:#fff">Kaum zu lesen</p><input type="text"></main>
    <div role="dialog" aria-label="Probe"><button></button></div></body></html>`);
  const byRule = (violations: { id: string; nodes: { target: unknown[] }[] }[]) =>
    Object.fromEntries(violations.map((v) => [v.id, v.nodes.map((n) => n.target.join(" "))]));
  const quick = byRule(await accessibilityViolations(page));
  expect(Object.keys(quick).sort()).toEqual([
    "button-name",
    "color-contrast",
    "html-has-lang",
    "image-alt",
    "label",
    "link-name",
  ]);
  expect(quick).toEqual(
    byRule((await new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags(WCAG_TAGS).analyze()).violations),
  );
  const inDialog = byRule(await accessibilityViolations(page, { include: "[role=dialog]" }));
  expect(Object.keys(inDialog)).toEqual(["button-name"]);
  expect(inDialog).toEqual(
    byRule(
      (await new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags(WCAG_TAGS).include("[role=dialog]").analyze())
        .violations,
    ),
  );
});
