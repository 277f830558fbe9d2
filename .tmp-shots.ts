import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:8894";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  const page = await context.newPage();
  await page.goto(`${base}/en`);
  await page.screenshot({ path: `/tmp/shots-i18n/en-home-${width}.png` });
  await page.goto(`${base}/en/events/00000000-0000-4000-8000-000000000001`);
  await page.screenshot({ path: `/tmp/shots-i18n/en-event-${width}.png`, fullPage: false });
  await page.goto(`${base}/en/datenschutz`);
  await page.screenshot({ path: `/tmp/shots-i18n/en-privacy-${width}.png` });
  await page.goto(`${base}/admin/login`);
  await page.getByLabel("E-Mail").fill("e2e-admin@example.de");
  await page.getByLabel("Passwort").fill("e2e-Passwort-123");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await page.waitForURL("**/admin/dashboard");
  await page.goto(`${base}/admin/web-content?seite=home`);
  await page.screenshot({ path: `/tmp/shots-i18n/editor-${width}.png`, fullPage: true });
  await page.getByRole("button", { name: "Bearbeiten: home / about / body" }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shots-i18n/editor-dialog-${width}.png` });
  await context.close();
}
await browser.close();
