import { mkdirSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { getHolidays } from "feiertagejs";
import { gotoHydrated } from "./hydration.ts";
import { screenshot } from "./page-checks.ts";

/**
 * Issue 51, "easy to find": the 1:1 booking in the main navigation (desktop and the phone's menu),
 * "Einzelcoaching buchen" on /angebote and the home page, the voucher in the footer, /en/pakete with
 * its language switch; the month calendar on /termin (keyboard, booking through it, without
 * JavaScript), public holidays closed, and the phone's page starting at the success after booking.
 * Screenshots at 390 and 1280 px go to /tmp/shots-find/.
 */

test.describe.configure({ timeout: 120_000 });

const run = Date.now().toString(36);
const SHOTS = "/tmp/shots-find";

async function visitor(
  browser: Browser,
  ip: string,
  { javaScriptEnabled = true, width = 1280 }: { javaScriptEnabled?: boolean; width?: number } = {},
): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: { "CF-Connecting-IP": ip },
    javaScriptEnabled,
    viewport: { width, height: width < 500 ? 844 : 900 },
  });
  await context.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  return context.newPage();
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize()!;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

const dayStep = (page: Page) => page.getByRole("region", { name: /An welchem Tag|Which day/ });
const timeStep = (page: Page) => page.getByRole("region", { name: /Um wie viel Uhr|What time/ });

async function fillDetails(page: Page, name: string, email: string) {
  await page.getByLabel("Vollständiger Name").fill(name);
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  const early = page.getByRole("checkbox", { name: /Ich verlange ausdrücklich/ });
  if (await early.count()) await early.check();
}

test("the main navigation, the phone's menu and the footer lead to the booking and the voucher, in both languages", async ({
  browser,
}) => {
  const page = await visitor(browser, "198.51.100.151");
  await gotoHydrated(page, "/");
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  // The spec's items stay; the booking stands beside them.
  for (const name of ["Über mich", "Angebote", "Warum ich", "Veranstaltungen", "Academy", "Kontakt"]) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole("link", { name: "Termin buchen" })).toHaveAttribute("href", "/termin");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Gutschein" })).toHaveAttribute("href", "/gutschein");
  // The home page's one-to-one card opens the scheduler with the paid session chosen.
  await expect(page.getByRole("link", { name: "Einzelcoaching buchen" })).toHaveAttribute(
    "href",
    "/termin?art=einzelcoaching",
  );
  await nav.getByRole("link", { name: "Termin buchen" }).click();
  await expect(page).toHaveURL(/\/termin$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Such dir einen Termin aus");
  await page.getByRole("contentinfo").getByRole("link", { name: "Gutschein" }).click();
  await expect(page).toHaveURL(/\/gutschein$/);

  await gotoHydrated(page, "/en");
  const enNav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(enNav.getByRole("link", { name: "Book a session" })).toHaveAttribute("href", "/en/termin");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Gift voucher" })).toHaveAttribute(
    "href",
    "/en/gutschein",
  );
  await shoot(page, "nav-en-home");

  // The phone's menu holds the same link.
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Menü öffnen" }).click();
  const menu = page.locator("#mobile-menu");
  await expect(menu.getByRole("link", { name: "Termin buchen" })).toBeVisible();
  await screenshot(page, { path: `${SHOTS}/nav-menu-390.png` });
  await menu.getByRole("link", { name: "Termin buchen" }).click();
  await expect(page).toHaveURL(/\/termin$/);
  await expect(menu).toBeHidden();
});

test("/angebote books one-to-one coaching with the paid session chosen; /en/pakete is English with its switch", async ({
  browser,
}) => {
  const page = await visitor(browser, "198.51.100.152");
  await gotoHydrated(page, "/angebote");
  await page.getByRole("link", { name: "Einzelcoaching buchen" }).click();
  await expect(page).toHaveURL(/\/termin\?art=einzelcoaching/);
  await expect(page.getByRole("link", { name: /Einzelcoaching \(60 Minuten\)/ })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(page.getByRole("region", { name: /Wo möchtest du dich treffen/ })).toBeVisible();

  await gotoHydrated(page, "/pakete");
  await page.getByRole("link", { name: "This page in English" }).first().click();
  await expect(page).toHaveURL(/\/en\/pakete$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coaching packages");
  await expect(page.getByText("5-session coaching package").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Diese Seite auf Deutsch" }).first()).toHaveAttribute("href", "/pakete");
  await shoot(page, "en-pakete");
});

test("the month calendar: free days marked, closed days and public holidays not offered, a day picked by keyboard and booked", async ({
  browser,
}) => {
  const page = await visitor(browser, "198.51.100.153", { width: 390 });
  await gotoHydrated(page, "/termin?art=erstgespraech");
  const calendar = dayStep(page);
  const grid = calendar.getByRole("grid").first();
  await expect(grid).toBeVisible();
  const freeDays = calendar.getByRole("link", { name: /Termine frei/ });
  expect(await freeDays.count()).toBeGreaterThan(5);
  expect(await calendar.getByRole("button", { name: /nichts frei/ }).count()).toBeGreaterThan(5);

  // German public holidays (Niedersachsen) within the next 60 days are closed: 25.12., 26.12., 01.01. at this time of year.
  const today = new Date();
  const until = new Date(today.getTime() + 59 * 86_400_000);
  const monthsDe = [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
  ];
  const holidays = [today.getFullYear(), until.getFullYear()]
    .flatMap((year) => getHolidays(year, "NI"))
    .filter((h) => h.date > today && h.date < until);
  for (const holiday of holidays) {
    const label = `${holiday.date.getDate()}. ${monthsDe[holiday.date.getMonth()]} ${holiday.date.getFullYear()}`;
    await expect(
      calendar.getByRole("button", { name: new RegExp(`^\\p{L}+, ${label}, nichts frei$`, "u") }),
    ).toBeDisabled();
    await expect(calendar.getByRole("link", { name: new RegExp(`, ${label},`) })).toHaveCount(0);
  }
  await shoot(page, "termin-calendar");

  // Keyboard: Tab reaches one day (the roving tab stop), the arrow keys move to the next free day, Enter chooses it.
  const first = freeDays.first();
  await first.focus();
  const firstLabel = await first.getAttribute("aria-label");
  await page.keyboard.press("ArrowRight");
  const focused = page.locator(":focus");
  await expect(focused).toHaveAttribute("aria-label", /Termine frei/);
  const pickedLabel = await focused.getAttribute("aria-label");
  expect(pickedLabel).not.toBe(firstLabel);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/tag=\d{4}-\d{2}-\d{2}/);
  await expect(timeStep(page)).toBeVisible();
  await expect(calendar.getByRole("link", { name: /ausgewählt/ })).toHaveAttribute(
    "aria-label",
    `${pickedLabel}, ausgewählt`,
  );
  await shoot(page, "termin-day-chosen");
  await timeStep(page).getByRole("link").first().click();

  const email = `find-kbd-${run}@example.de`;
  await fillDetails(page, "Greta Sommer", email);
  await page.getByRole("button", { name: "Kostenlos anmelden" }).click();
  // On the phone the page starts at what she must do next: the success, in view and focused.
  const success = page.getByRole("heading", { name: "Dein Termin ist reserviert!" });
  await expect(success).toBeInViewport();
  await expect(page.locator("#angaben")).toBeFocused();
  await screenshot(page, { path: `${SHOTS}/termin-booked-viewport-390.png` });
});

test("without JavaScript the calendar is a grid of links: a day, a time and the booking, the answer at the top", async ({
  browser,
}) => {
  const page = await visitor(browser, "198.51.100.154", { javaScriptEnabled: false, width: 390 });
  await page.goto("/termin?art=erstgespraech");
  const days = dayStep(page).getByRole("link", { name: /Termine frei/ });
  // Every free day is reachable by Tab before JavaScript (no roving tab stop without the script).
  expect(await days.evaluateAll((links) => links.filter((l) => l.getAttribute("tabindex") === "-1").length)).toBe(0);
  await days.nth(1).click();
  await expect(page).toHaveURL(/tag=/);
  await timeStep(page).getByRole("link").first().click();
  await fillDetails(page, "Ida Brandt", `find-nojs-${run}@example.de`);
  await page.getByRole("button", { name: "Kostenlos anmelden" }).click();
  await expect(page).toHaveURL(/#angaben$/);
  await expect(page.getByRole("heading", { name: "Dein Termin ist reserviert!" })).toBeInViewport();
  await screenshot(page, { path: `${SHOTS}/termin-nojs-booked-viewport-390.png` });
});
