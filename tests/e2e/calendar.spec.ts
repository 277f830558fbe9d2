import { mkdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { enterAdminCode } from "./admin-code";
import { E2E_ADMIN } from "./config";
import { screenshot } from "./page-checks";

/**
 * Her calendar in both directions, end to end: the coach saves a private iCal address that points at
 * a stand-in this test serves on 127.0.0.1 (workerd fetches it like Google's), sees the status, sees a
 * failing feed keep the last good copy; then makes a subscription link, fetches it, and revokes it.
 */
test.describe.configure({ timeout: 90_000 });

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Four weekly one-hour entries from tomorrow, in UTC: four busy times whatever the day the test runs. */
function weeklyFeed(): string {
  const start = new Date(Date.now() + 24 * 60 * 60 * 1000);
  start.setUTCHours(9, 0, 0, 0);
  const end = new Date(start.getTime() + 60 * 60 * 1000);
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
    "BEGIN:VEVENT",
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    "RRULE:FREQ=WEEKLY;COUNT=4",
    `DTSTAMP:${stamp(new Date())}`,
    "UID:e2e-weekly@google.com",
    "SUMMARY:Supervision",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

let standIn: Server;
let feedStatus = 200;
let feedUrl = "";

test.beforeAll(async () => {
  standIn = createServer((request, response) => {
    if (feedStatus !== 200) {
      response.writeHead(feedStatus, { "Content-Type": "text/plain" }).end("Serverfehler");
      return;
    }
    response.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8" }).end(weeklyFeed());
  });
  await new Promise<void>((resolve) => standIn.listen(0, "127.0.0.1", resolve));
  feedUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/calendar/ical/privat-0123abcd/basic.ics`;
});

/**
 * Signed in (the back office shows no cookie notice, decision 0182), waiting for the sign-in's
 * password check as long as a loaded machine needs.
 */
async function signIn(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("E-Mail").fill(E2E_ADMIN.email);
  await page.getByLabel("Passwort").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await enterAdminCode(page);
  await expect(page).toHaveURL("/admin/dashboard", { timeout: 30_000 });
}

test.afterAll(async () => {
  await new Promise((resolve) => standIn.close(resolve));
});

test("her busy times come in from her iCal address, and a failing feed keeps the last good copy", async ({ page }) => {
  feedStatus = 200;
  await signIn(page);
  await page.getByRole("link", { name: "Kalender", exact: true }).first().click();
  await expect(page.getByRole("heading", { name: "Kalender", level: 1 })).toBeVisible();

  // A wrong address is refused with the reason, and nothing is stored.
  await page.getByLabel("Private iCal-Adresse").fill("kalender bitte");
  await page.getByRole("button", { name: "Speichern und abrufen" }).click();
  await expect(page.getByText("Das ist keine vollständige Adresse.").first()).toBeVisible();

  await page.getByLabel("Private iCal-Adresse").fill(feedUrl);
  await page.getByRole("button", { name: "Speichern und abrufen" }).click();
  const status = page.getByRole("status").filter({ hasText: "Eingetragen:" });
  await expect(status).toContainText("Zuletzt geladen:");
  await expect(status).toContainText("4 belegte Zeiten in den nächsten 120 Tagen");
  // The secret part of the address is never shown again.
  await expect(status).not.toContainText("privat-0123abcd");

  feedStatus = 500;
  await page.getByRole("button", { name: "Jetzt abrufen" }).click();
  await expect(status).toContainText("Fehler beim letzten Abruf: Ihr Kalender antwortete mit Fehler 500.");
  await expect(status).toContainText("es gilt die letzte gute Kopie vom");
  await expect(status).toContainText("4 belegte Zeiten");

  feedStatus = 200;
  await page.getByRole("button", { name: "Jetzt abrufen" }).click();
  await expect(status).not.toContainText("Fehler beim letzten Abruf");
});

test("her calendar goes out through a secret link that can be renewed and revoked", async ({ page, request }) => {
  await signIn(page);
  await page.goto("/admin/kalender");
  const create = page.getByRole("button", { name: /^(Abo-Link anlegen|Neuen Link anlegen)$/ });
  await create.click();
  const link = page.getByLabel("Abo-Link");
  await expect(link).toBeVisible();
  const first = await link.inputValue();
  expect(first).toMatch(/\/kalender\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(page.getByText(/Ein Abo-Link ist aktiv, angelegt am/)).toBeVisible();

  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(feed.headers()["cache-control"]).toBe("private, no-store");
  expect(await feed.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/);

  // A new link replaces the old one.
  await page.getByRole("button", { name: "Neuen Link anlegen" }).click();
  await expect(link).not.toHaveValue(first);
  const second = await link.inputValue();
  expect((await request.get(first)).status()).toBe(404);
  expect((await request.get(second)).status()).toBe(200);

  if (process.env.CALENDAR_SHOTS) {
    mkdirSync(process.env.CALENDAR_SHOTS, { recursive: true });
    await screenshot(page, { path: `${process.env.CALENDAR_SHOTS}/kalender-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, { path: `${process.env.CALENDAR_SHOTS}/kalender-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });
  }

  await page.getByRole("button", { name: "Link widerrufen" }).click();
  await expect(page.getByText("Noch kein Abo-Link angelegt.")).toBeVisible();
  expect((await request.get(second)).status()).toBe(404);
});
