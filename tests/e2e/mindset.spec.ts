import { expect, type Locator, type Page, test } from "@playwright/test";
import { brand } from "../../app/config/brand";
import { MINDSET_QUESTIONS } from "../../app/features/people/mindset/questions";
import { E2E_BASE_URL } from "./config";
import { gotoHydrated } from "./hydration";
import { saveText } from "./content-editor";
import { signInAsAdmin } from "./mail-log";
import { expectNoViolations, screenshot } from "./page-checks";

const TOTAL = MINDSET_QUESTIONS.length;

// Each test walks all fourteen steps, some twice over with axe: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });
const SHOTS = "/tmp/shots-mindset";

/** No cookie banner over the test: the visitor has answered it before. */
async function withConsentAnswered(page: Page) {
  await page.addInitScript(() => {
    if (localStorage.getItem("cookiesAccepted") === null) localStorage.setItem("cookiesAccepted", "essential");
  });
}

const labels = {
  de: {
    progress: (n: number) => `Frage ${n} von ${TOTAL}`,
    next: "Weiter",
    back: "Zurück",
    finish: "Ergebnis ansehen",
  },
  en: { progress: (n: number) => `Question ${n} of ${TOTAL}`, next: "Next", back: "Back", finish: "See my result" },
};

/**
 * Answers every question in `scope` (the page or the dialog): the first three with the keyboard
 * (arrow keys in the radio group, Enter submits), the rest by clicking; one step back on the way.
 */
async function takeTest(page: Page, scope: Locator | Page, lang: "de" | "en", shot?: string) {
  const l = labels[lang];
  for (let n = 1; n <= TOTAL; n++) {
    await expect(scope.getByText(l.progress(n), { exact: true })).toBeVisible();
    const group = scope.getByRole("group");
    const radios = group.getByRole("radio");
    await expect(radios).toHaveCount(4);
    if (n <= 3) {
      await radios.first().focus();
      await page.keyboard.press("ArrowDown");
      await expect(radios.nth(1)).toBeChecked();
      await page.keyboard.press("Enter");
    } else {
      await radios.nth(n % 4).check();
      if (n === 5 && shot) await screenshot(page, { path: shot });
      await scope.getByRole("button", { name: n === TOTAL ? l.finish : l.next }).click();
    }
    if (n === 4) {
      // One step back keeps the earlier answer; then on again.
      await expect(scope.getByText(l.progress(5), { exact: true })).toBeVisible();
      await scope.getByRole("button", { name: l.back }).click();
      await expect(scope.getByText(l.progress(4), { exact: true })).toBeVisible();
      await expect(scope.getByRole("group").getByRole("radio").nth(0)).toBeChecked();
      await scope.getByRole("button", { name: l.next }).click();
    }
  }
}

test.describe("the mindset test on its own page", () => {
  test.beforeEach(({ page }) => withConsentAnswered(page));

  test("German: one question per step without a reload, the profile as chart and table, links that fit, no cookie", async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, "/mindsettest");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wo stehst du gerade?");
    await expectNoViolations(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.setViewportSize({ width: 1280, height: 900 });
    await takeTest(page, page.locator("main"), "de", `${SHOTS}/question-1280.png`);

    const result = page.getByRole("heading", { name: "Dein Mindset-Profil" });
    await expect(result).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect(page.getByRole("img", { name: "Dein Profil über neun Themen" })).toBeVisible();
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(10);
    await expect(page.getByRole("heading", { name: "Wo sich ein genauerer Blick lohnt" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Zum Weiterlesen:/ }).first()).toHaveAttribute("href", /^\/[a-z]+$/);
    await expect(page.getByRole("link", { name: "Alle Termine" })).toHaveAttribute("href", "/events");
    await expectNoViolations(page);
    await screenshot(page, { path: `${SHOTS}/result-1280.png`, fullPage: true });
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key !== "cookiesAccepted"))).toEqual([]);

    await page.getByRole("button", { name: "Test neu starten" }).click();
    await expect(page.getByText(labels.de.progress(1), { exact: true })).toBeVisible();
  });

  test("English at /en/mindsettest, on a phone-sized screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/en/mindsettest");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where are you right now?");
    await screenshot(page, { path: `${SHOTS}/question-390-en.png` });
    await expectNoViolations(page);
    await takeTest(page, page.locator("main"), "en");
    await expect(page.getByRole("heading", { name: "Your mindset profile" })).toBeVisible();
    await expect(page.getByRole("table")).toContainText("Score (out of 100)");
    await expectNoViolations(page);
    await screenshot(page, { path: `${SHOTS}/result-390-en.png`, fullPage: true });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every step is a page of its own, and the result too", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/mindsettest");
    await screenshot(page, { path: `${SHOTS}/question-390-nojs.png` });
    await takeTest(page, page.locator("main"), "de");
    await expect(page.getByRole("heading", { name: "Dein Mindset-Profil" })).toBeVisible();
    await expect(page.locator("main svg[role=img]")).toBeVisible();
  });

  test("a changed form is refused with a clear message and a way to start again", async ({ page, request }) => {
    const response = await request.post("/mindsettest", {
      form: { step: "5", q01: "1" },
      headers: { Accept: "text/html", "Sec-Fetch-Mode": "navigate", Origin: E2E_BASE_URL },
    });
    expect(response.status()).toBe(400);
    await page.setContent(await response.text());
    await expect(page.getByRole("alert")).toContainText("Bitte starte den Test noch einmal.");
    await expect(page.getByRole("button", { name: "Test neu starten" })).toBeVisible();
  });
});

test.describe("the home page's dialog", () => {
  test.beforeEach(({ page }) => withConsentAnswered(page));

  test("German: our own test in the dialog, about 90 % × 80 %, without a consent notice", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Kostenloser Mindsettest" }).click();
    const dialog = page.getByRole("dialog", { name: "Kostenloser Mindsettest" });
    await expect(dialog.getByText(labels.de.progress(1), { exact: true })).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveCount(0);
    await expect(dialog.getByRole("button", { name: "Inhalt laden" })).toHaveCount(0);
    const box = (await dialog.boundingBox())!;
    expect(box.width / 1280).toBeGreaterThan(0.88);
    expect(box.width / 1280).toBeLessThan(0.92);
    expect(box.height / 900).toBeGreaterThan(0.78);
    expect(box.height / 900).toBeLessThan(0.82);
    await expectNoViolations(page, { include: "dialog" });
    await screenshot(page, { path: `${SHOTS}/home-dialog-1280.png` });

    // The steps save nothing: no loader of the page runs again after one. A reload would also leave
    // the step's button disabled while it runs, and an Enter pressed then would be lost.
    const reloads: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "GET" && new URL(request.url()).pathname.endsWith(".data")) reloads.push(request.url());
    });
    await takeTest(page, dialog, "de");
    await expect(dialog.getByRole("heading", { name: "Dein Mindset-Profil" })).toBeFocused();
    expect(reloads).toEqual([]);
    await expect(page).toHaveURL("/");
    await expectNoViolations(page, { include: "dialog" });
    await screenshot(page, { path: `${SHOTS}/home-dialog-result-1280.png` });
    await dialog.getByRole("button", { name: "Schließen" }).click();
    await expect(dialog).toBeHidden();
  });

  test("English: the same test in English in the dialog", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/en");
    await page.getByRole("button", { name: "Free mindset test" }).click();
    const dialog = page.getByRole("dialog", { name: "Free mindset test" });
    await expect(dialog.getByText(labels.en.progress(1), { exact: true })).toBeVisible();
    await screenshot(page, { path: `${SHOTS}/home-dialog-390-en.png` });
    await takeTest(page, dialog, "en");
    await expect(dialog.getByRole("heading", { name: "Your mindset profile" })).toBeVisible();
    await expectNoViolations(page, { include: "dialog" });
  });

  test("an external test address in the web content switches back to the external test behind the consent notice", async ({
    page,
    browser,
  }) => {
    const external = new URL("/mindset?quelle=klarsinn", brand.external.mindsetTest).href;
    const setSwitch = (value: string) =>
      saveText(page, { page: "mindsettest", section: "settings", key: "externalUrl" }, { de: value, en: value });
    await signInAsAdmin(page);
    await setSwitch(external);
    const visitor = await browser.newPage();
    try {
      await withConsentAnswered(visitor);
      await visitor.route(`${new URL(external).origin}/**`, (route) =>
        route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Extern</title><p>Externer Test</p>" }),
      );
      await gotoHydrated(visitor, "/");
      await visitor.getByRole("button", { name: "Kostenloser Mindsettest" }).click();
      const dialog = visitor.getByRole("dialog", { name: "Kostenloser Mindsettest" });
      await expect(dialog.locator("iframe")).toHaveCount(0);
      await expect(dialog.getByRole("link", { name: /Direkt beim Anbieter öffnen/ })).toHaveAttribute("href", external);
      await dialog.getByRole("button", { name: "Inhalt laden" }).click();
      await expect(dialog.locator("iframe")).toHaveAttribute("src", external);
    } finally {
      await setSwitch("aus");
    }
    await gotoHydrated(visitor, "/");
    await visitor.getByRole("button", { name: "Kostenloser Mindsettest" }).click();
    await expect(visitor.getByRole("dialog").getByText(labels.de.progress(1), { exact: true })).toBeVisible();
    await visitor.close();
  });
});
