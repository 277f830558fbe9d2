import type { ChildProcess } from "node:child_process";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { MINDSET_QUESTIONS } from "../../app/features/people/mindset/questions";
import { PUBLIC_POST_CLIENT_LIMITS } from "../../app/lib/public-ceiling.server";
import { E2E_FIRST_PORT, type E2eServer } from "./config.ts";
import { gotoHydrated } from "./hydration";
import { screenshot } from "./page-checks.ts";
import { copyState, startServing, stopServer } from "./server.ts";

/**
 * One client cannot lock out the others (decision 0184), against a server of this spec's own with
 * the production limits (PUBLIC_POST_CEILING_FACTOR 1; the suite's servers lift them a hundredfold):
 * one address floods the mindset test, then other addresses post a withdrawal and a booking, and
 * take the test, without a 429. The flooder gets the German page that says when to try again.
 */

test.describe.configure({ mode: "serial", timeout: 180_000 });

const EVENT = "00000000-0000-4000-8000-000000000002";
const APP_PORT = Number(process.env.LIMITS_E2E_PORT ?? E2E_FIRST_PORT + 8);
const server: E2eServer = {
  port: APP_PORT,
  baseURL: `http://127.0.0.1:${APP_PORT}`,
  stateDir: `.wrangler/e2e-state-limits-${APP_PORT}`,
};
const SHOTS = "/tmp/shots-security";
const FLOODER = "203.0.113.66";
let app: ChildProcess | undefined;

test.beforeAll(async () => {
  copyState(`.wrangler/e2e-template-${E2E_FIRST_PORT}`, server.stateDir);
  app = await startServing(server, "ignore", { PUBLIC_POST_CEILING_FACTOR: "1" });
});
test.afterAll(async () => {
  if (app) await stopServer(app);
});

const step = (n: number) => {
  const form: Record<string, string> = { step: String(n) };
  MINDSET_QUESTIONS.slice(0, n + 1).forEach((q, i) => (form[q.id] = String(i % 4)));
  return form;
};
const headersOf = (ip: string) => ({ Origin: server.baseURL, "CF-Connecting-IP": ip });

async function newVisitor(browser: Browser, ip: string, javaScriptEnabled = true) {
  const context = await browser.newContext({
    baseURL: server.baseURL,
    javaScriptEnabled,
    extraHTTPHeaders: { "CF-Connecting-IP": ip },
  });
  await context.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  return context.newPage();
}

async function answerFirstQuestion(page: Page) {
  await page.getByRole("group").getByRole("radio").nth(1).check();
  await page.getByRole("button", { name: "Weiter" }).click();
}

test("a flood of mindset steps from one address leaves a withdrawal, a booking and the test to everybody else", async ({
  playwright,
  browser,
}) => {
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  const flood = PUBLIC_POST_CLIENT_LIMITS.mindset! + 30;
  const statuses: number[] = [];
  // In parallel batches, as a script would send them.
  for (let i = 0; i < flood; i += 10) {
    const batch = Array.from({ length: Math.min(10, flood - i) }, (_, j) =>
      api.post("/mindsettest.data", { form: step((i + j) % 5), headers: headersOf(FLOODER) }).then((r) => r.status()),
    );
    statuses.push(...(await Promise.all(batch)));
  }
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(30);

  // Another visitor's withdrawal (the form's review step) and booking: no 429.
  const withdrawal = await api.post("/widerruf", {
    form: { full_name: "Ruth Berger", email: "ruth.berger@example.de", reference: "0000ABCD", step: "review" },
    headers: headersOf("198.51.100.61"),
  });
  // The ordinary answer to a number that fits no contract (decision 0193), not the limit's 429.
  expect(withdrawal.status()).toBe(404);
  const booking = await api.post(`/events/${EVENT}.data`, {
    form: { full_name: "Lena Brandt", email: "lena.flood@example.de", phone: "", num_tickets: "1", early_start: "on" },
    headers: headersOf("198.51.100.62"),
  });
  expect(booking.status()).not.toBe(429);
  expect(booking.status()).toBeLessThan(500);
  const dataRequest = await api.post("/meine-daten", {
    form: { email: "ruth.berger@example.de" },
    headers: headersOf("198.51.100.63"),
  });
  expect(dataRequest.status()).toBe(200);

  // And a third person takes the test in the browser, as if nothing happened.
  const visitor = await newVisitor(browser, "198.51.100.64");
  await gotoHydrated(visitor, "/mindsettest");
  await answerFirstQuestion(visitor);
  await expect(visitor.getByText(`Frage 2 von ${MINDSET_QUESTIONS.length}`, { exact: true })).toBeVisible();
  await api.dispose();
});

test("the flooder reads, in German, when to try again: without JavaScript and with it", async ({ browser }) => {
  for (const [javaScriptEnabled, width] of [
    [false, 390],
    [true, 1280],
  ] as const) {
    const page = await newVisitor(browser, FLOODER, javaScriptEnabled);
    await page.setViewportSize({ width, height: 800 });
    if (javaScriptEnabled) await gotoHydrated(page, "/mindsettest");
    else await page.goto("/mindsettest");
    await answerFirstQuestion(page);
    await expect(page.getByRole("heading", { level: 1, name: "Einen Moment, bitte" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText(/Bitte versuche es in \d+ (Minuten|Sekunden) noch einmal\./);
    await expect(page.getByText("Return to Home")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Zur Startseite" })).toBeVisible();
    await screenshot(page, {
      path: `${SHOTS}/too-many-${javaScriptEnabled ? "js" : "nojs"}-${width}.png`,
      fullPage: true,
    });
    await page.context().close();
  }
  // English on /en.
  const english = await newVisitor(browser, FLOODER, false);
  await english.goto("/en/mindsettest");
  await english.getByRole("group").getByRole("radio").nth(1).check();
  await english.getByRole("button", { name: "Next" }).click();
  await expect(english.getByRole("heading", { level: 1, name: "One moment, please" })).toBeVisible();
  await expect(english.getByRole("alert")).toContainText(/Please try again in \d+ (minutes|seconds)\./);
});
