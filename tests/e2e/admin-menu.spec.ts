import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./mail-log.ts";
import { expectNoViolations, screenshot } from "./page-checks.ts";

/**
 * The back office's menu in named groups (decision 0181): the whole menu in view on a 1280 × 800
 * laptop without scrolling, in a drawer on a phone, reachable by keyboard, the current page marked.
 */
const SHOTS = "/tmp/shots-webcontent";
test.describe.configure({ timeout: 90_000 });
test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

const GROUPS = {
  Heute: ["Dashboard", "Kontaktanfragen", "E-Mails"],
  "Buchungen & Termine": ["Buchungen", "Events", "Termine", "Verfügbarkeit", "Kalender", "Wartelisten", "Widerrufe"],
  Menschen: ["Klientinnen", "Profile", "Newsletter", "Newsletter senden", "Mindset Journal", "Impulsreihen", "Stimmen"],
  Inhalte: ["Web Content", "Blog", "Bilder"],
  Geld: ["Zahlungsabgleich", "Rabattcodes", "Gutscheine"],
  Einstellungen: ["Einstellungen", "Zwei-Faktor", "Protokoll"],
};

async function expectGroups(page: Page) {
  const nav = page.getByRole("navigation", { name: "Admin-Navigation" });
  for (const [group, labels] of Object.entries(GROUPS)) {
    const list = nav.getByRole("list", { name: group, exact: true });
    await expect(list.getByRole("link")).toHaveText(labels);
  }
  await expect(nav.getByRole("link")).toHaveCount(Object.values(GROUPS).flat().length);
  return nav;
}

test("at 1280 × 800: six named groups with every room, all in view without scrolling; the current page is marked", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  await signInAsAdmin(page);
  await page.goto("/admin/bookings");
  const nav = await expectGroups(page);
  for (const link of await nav.getByRole("link").all()) await expect(link).toBeInViewport({ ratio: 1 });
  expect(await nav.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(0);
  await expect(nav.getByRole("link", { name: "Buchungen", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  // Sign-out stays within reach, up in the header.
  await expect(page.getByRole("button", { name: "Abmelden" }).first()).toBeInViewport();
  await expectNoViolations(page);
  await screenshot(page, { path: `${SHOTS}/menu-1280.png` });

  // By keyboard: the links follow each other in the menu's order, and Enter opens one.
  await nav.getByRole("link", { name: "Web Content" }).focus();
  await page.keyboard.press("Tab");
  await expect(nav.getByRole("link", { name: "Blog", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL("/admin/blog");
  await expect(nav.getByRole("link", { name: "Blog", exact: true })).toHaveAttribute("aria-current", "page");
});

test("at 390 px: the menu opens as a drawer with the same groups, a room opens and the drawer closes", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  await signInAsAdmin(page);
  await page.goto("/admin/dashboard");
  await page.getByRole("button", { name: "Menü öffnen" }).click();
  const nav = await expectGroups(page);
  // The focus moves into the open drawer.
  await expect(page.locator("#admin-drawer :focus")).toHaveCount(1);
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, { path: `${SHOTS}/menu-390.png` });
  await nav.getByRole("link", { name: "Web Content" }).click();
  await expect(page).toHaveURL("/admin/web-content");
  await expect(page.getByRole("heading", { level: 1, name: "Web Content" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Menü öffnen" })).toHaveAttribute("aria-expanded", "false");
  // Escape closes the open drawer and gives the focus back to its button.
  await page.getByRole("button", { name: "Menü öffnen" }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Menü öffnen" })).toBeFocused();
});
