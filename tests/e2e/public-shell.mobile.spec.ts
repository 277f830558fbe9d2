import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./hydration";
import { topics } from "../../app/features/extras/content/topics";

// The desktop project has no testIgnore for phone specs; these only make sense on a phone.
test.skip(({ isMobile }) => !isMobile, "phone only");

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
});

test("the menu button toggles the panel with all links, topics included", async ({ page }) => {
  await gotoHydrated(page, "/");
  const panel = page.locator("#mobile-menu");
  await expect(page.getByRole("button", { name: "Themen" })).toBeHidden();
  await expect(panel).toBeHidden();

  const toggle = page.getByRole("button", { name: "Menü öffnen" });
  await toggle.click();
  await expect(panel).toBeVisible();
  await expect(page.getByRole("button", { name: "Menü schließen" })).toHaveAttribute("aria-expanded", "true");
  for (const name of ["Über mich", "Angebote", "Warum ich", "Veranstaltungen", "Academy", "Kontakt"]) {
    await expect(panel.getByRole("link", { name, exact: true })).toBeVisible();
  }
  for (const topic of topics) {
    await expect(panel.getByRole("link", { name: topic.title })).toHaveAttribute("href", topic.href);
  }
  await page.getByRole("button", { name: "Menü schließen" }).click();
  await expect(panel).toBeHidden();
});

test("a tap on the menu button before the scripts have run opens the menu once they have", async ({ page }) => {
  // The modules are held back until after the tap: a slow phone's first seconds.
  let release!: () => void;
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  // Not `load`: the held module script delays it.
  await page.goto("/", { waitUntil: "domcontentloaded" });
  const panel = page.locator("#mobile-menu");
  await page.getByRole("button", { name: "Menü öffnen" }).click();
  await expect(panel).toBeHidden();

  release();
  await expect(panel).toBeVisible();
  await expect(page.getByRole("button", { name: "Menü schließen" })).toHaveAttribute("aria-expanded", "true");
  // Handed over once: the next tap closes it as usual.
  await page.getByRole("button", { name: "Menü schließen" }).click();
  await expect(panel).toBeHidden();
});

test("every link in the panel closes it", async ({ page }) => {
  await gotoHydrated(page, "/");
  const panel = page.locator("#mobile-menu");
  await page.getByRole("button", { name: "Menü öffnen" }).click();
  await panel.getByRole("link", { name: "Angebote", exact: true }).click();
  await expect(page).toHaveURL("/angebote");
  await expect(panel).toBeHidden();

  await page.getByRole("button", { name: "Menü öffnen" }).click();
  await panel.getByRole("link", { name: "Warum ich", exact: true }).click();
  await expect(page).toHaveURL("/#why");
  await expect(panel).toBeHidden();
  await expect(page.locator("#why")).toBeInViewport();

  await page.getByRole("button", { name: "Menü öffnen" }).click();
  await panel.getByRole("link", { name: topics[0]!.title }).click();
  await expect(page).toHaveURL(topics[0]!.href);
  await expect(panel).toBeHidden();

  await page.getByRole("button", { name: "Menü öffnen" }).click();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
});

test("the mindset test dialog fits the phone screen", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Kostenloser Mindsettest" }).click();
  const box = (await page.getByRole("dialog").boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.width / viewport.width).toBeGreaterThan(0.88);
});
