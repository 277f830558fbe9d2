/**
 * A visitor's own data, end to end: a booking, the request on /meine-daten, the link read from the
 * back-office e-mail log, the JSON download and the erasure — each step a real page in Chromium.
 */
import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { readMailAsAdmin, signInAsAdmin } from "./mail-log.ts";
import { expectNoViolations, screenshot } from "./page-checks.ts";
import { gotoInteractive } from "./hydration";

const SHOTS = process.env.SHOTS_DIR;
const eventId = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, "0")}`;

test.describe.configure({ timeout: 120_000 });
test.use({ extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.91" } });

test("a visitor downloads and then erases their data through the link mailed to them", async ({ page, browser }) => {
  const email = `meine-daten-${Date.now().toString(36)}@example.de`;
  /** With SHOTS_DIR set: the page at phone and desktop width, for a look (never compared). */
  const shots = async (name: string) => {
    if (!SHOTS) return;
    const size = page.viewportSize()!;
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize(size);
  };

  await gotoInteractive(page, `/events/${eventId(4)}`);
  await page.getByLabel("Vollständiger Name").fill("Paula Sommer");
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Zahlungspflichtig buchen" }).click();
  await expect(page.getByRole("heading", { name: "Buchung erfolgreich!" })).toBeVisible();

  // Step one: ask for the link. The answer never says whether the address is known.
  await page.goto("/datenschutz#rechte");
  await page.locator("#rechte").getByRole("link", { name: "Deine Daten" }).click();
  await expect(page.getByRole("heading", { name: "Deine Daten bei mir" })).toBeVisible();
  await shots("meine-daten");
  await page.getByLabel("Deine E-Mail-Adresse").fill(email);
  await page.getByRole("button", { name: "Link anfordern" }).click();
  await expect(page.getByRole("heading", { name: "Schau in dein Postfach" })).toBeVisible();

  // Step two: the e-mail, as the coach's e-mail log shows it.
  let link = "";
  await expect(async () => {
    const mail = await readMailAsAdmin(browser, email, "Deine Daten bei Klarsinn Coaching");
    link = mail.links.find((href) => href.includes("/meine-daten/verwalten?token=")) ?? "";
    expect(link).not.toBe("");
  }).toPass({ timeout: 30_000 });

  // Step three: the link's page lists what is stored; opening it changed nothing.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Deine Daten", exact: true })).toBeVisible();
  await expect(page.getByText("1 Buchung", { exact: true })).toBeVisible();
  await expect(
    page.getByText(/Für eine kommende Veranstaltung kann ich dich danach nicht mehr erreichen/),
  ).toBeVisible();
  await shots("meine-daten-verwalten");
  await expectNoViolations(page);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Daten herunterladen" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^klarsinn-meine-daten-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile((await download.path())!, "utf8")) as {
    email: string;
    bookings: { full_name: string; num_tickets: number }[];
  };
  expect(exported.email).toBe(email);
  expect(exported.bookings).toEqual([expect.objectContaining({ full_name: "Paula Sommer", num_tickets: 1 })]);

  // Step four: erasure needs the tick (the browser asks first), then keeps only the accounting data.
  await page.getByRole("button", { name: "Daten löschen" }).click();
  await expect(page.getByRole("heading", { name: "Deine Daten sind gelöscht" })).toHaveCount(0);
  await page.getByLabel("Ja, ich möchte meine Daten endgültig löschen.").check();
  await page.getByRole("button", { name: "Daten löschen" }).click();
  await expect(page.getByRole("heading", { name: "Deine Daten sind gelöscht" })).toBeVisible();

  // The link is used up, and the back office no longer knows the address.
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("abgelaufen oder wurde schon benutzt");
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
  await expect(admin.getByRole("row").filter({ hasText: email })).toHaveCount(0);
  await admin.goto(`/admin/emails?q=${encodeURIComponent(email)}`);
  await expect(admin.getByRole("row").filter({ hasText: email })).toHaveCount(0);
});
