import { mkdirSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { queryE2eDb } from "./db.ts";
import { gotoHydrated } from "./hydration.ts";
import { readMailAsAdmin } from "./mail-log.ts";
import { screenshot } from "./page-checks.ts";
import { expectNoViolations as expectNoViolationsIn } from "./page-checks";

/**
 * The 1:1 scheduler (/termin, decision 0130) against the built app on workerd: the seeded free intro
 * call (30 minutes, online, 0 €) booked without and with JavaScript, a time someone else took first
 * (409 with the next free times), the English page, accessibility. Each visitor has an address of
 * their own. Screenshots of every step at 390 and 1280 px go to /tmp/shots-sessions/.
 */

test.describe.configure({ timeout: 120_000 });

const run = Date.now().toString(36);
const SHOTS = "/tmp/shots-sessions";
/** This slice's own screens (the 1:1 waiting list and the month-calendar picker). */
const PRACTICE_SHOTS = "/tmp/shots-practice";
const INTRO = "Kostenfreies Erstgespräch";

async function visitorPage(browser: Browser, ip: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": ip }, javaScriptEnabled });
  // The cookie banner answered before: it fades in late and would stand over the steps' screenshots.
  await context.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  return context.newPage();
}

async function expectNoViolations(page: Page) {
  const banner = page.getByRole("region", { name: /Cookie/ });
  if (await banner.count()) await expect.poll(() => banner.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  await expectNoViolationsIn(page);
}

async function shoot(page: Page, name: string, dir = SHOTS) {
  mkdirSync(dir, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, { path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const step = (page: Page, name: RegExp) => page.getByRole("region", { name });

/** Kind → day (the `dayIndex`-th offered) → first time; returns the chosen day's label and time. */
async function chooseIntroCall(page: Page, dayIndex: number, shots?: string) {
  await page.getByRole("link", { name: new RegExp(INTRO) }).click();
  const days = step(page, /An welchem Tag/).getByRole("link");
  await expect(days.first()).toBeVisible();
  if (shots) await shoot(page, `${shots}-2-day`);
  const day = days.nth(dayIndex);
  const dayLabel = (await day.innerText()).trim();
  await day.click();
  const times = step(page, /Um wie viel Uhr/).getByRole("link");
  await expect(times.first()).toBeVisible();
  await expect(step(page, /Um wie viel Uhr/).getByRole("heading")).toContainText("(Zeit in Deutschland)");
  if (shots) await shoot(page, `${shots}-3-time`);
  const time = (await times.first().innerText()).trim();
  await times.first().click();
  await expect(page.getByRole("heading", { name: "4. Deine Angaben" })).toBeVisible();
  return { dayLabel, time };
}

async function fillDetails(page: Page, name: string, email: string) {
  await page.getByLabel("Vollständiger Name").fill(name);
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  await page.getByLabel(/Möchtest du mir vorab etwas erzählen/).fill("Ich stehe vor einer beruflichen Entscheidung.");
  // The intro call lies inside the withdrawal period: the early-start request is asked (contract.ts).
  const early = page.getByRole("checkbox", { name: /Ich verlange ausdrücklich/ });
  if (await early.count()) await early.check();
}

function bookingOf(email: string) {
  return queryE2eDb<{
    kind: string;
    event_date: string;
    start_time: string;
    total_cents: number;
    status: string;
    note: string;
  }>(
    `SELECT e.kind, e.event_date, e.start_time, b.total_cents, b.status, b.note FROM klarsinn_booking b
     JOIN klarsinn_events e ON e.id = b.event_id WHERE b.email = '${email}'`,
  );
}

test("without JavaScript: choose the intro call, a day and a time on the server, book it with a plain POST", async ({
  browser,
}) => {
  const page = await visitorPage(browser, "198.51.100.61", false);
  await page.goto("/termin");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Such dir einen Termin aus");
  await shoot(page, "de-nojs-1-kind");
  const { time } = await chooseIntroCall(page, 0, "de-nojs");
  const email = `termin-nojs-${run}@example.de`;
  await fillDetails(page, "Marlene Vogt", email);
  await shoot(page, "de-nojs-4-details");
  await page.getByRole("button", { name: "Kostenlos anmelden" }).click();
  await expect(page.getByRole("heading", { name: "Dein Termin ist reserviert!" })).toBeVisible();
  await shoot(page, "de-nojs-5-done");
  const [booking] = bookingOf(email);
  expect(booking).toMatchObject({ kind: "session", start_time: time, total_cents: 0, status: "pending" });
  expect(booking?.note).toBe("Ich stehe vor einer beruflichen Entscheidung.");
});

test("with JavaScript: the steps load without a reload, the booking answers in place, the e-mail names the session", async ({
  browser,
}) => {
  const page = await visitorPage(browser, "198.51.100.62");
  await gotoHydrated(page, "/termin");
  // A full page load would lose this mark.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const { time } = await chooseIntroCall(page, 1);
  const email = `termin-js-${run}@example.de`;
  await fillDetails(page, "Jonas Albrecht", email);
  await expectNoViolations(page);
  await page.getByRole("button", { name: "Kostenlos anmelden" }).click();
  await expect(page.getByRole("heading", { name: "Dein Termin ist reserviert!" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  const [booking] = bookingOf(email);
  expect(booking).toMatchObject({ kind: "session", start_time: time, status: "pending" });

  const mail = await readMailAsAdmin(browser, email);
  expect(mail.text).toContain(INTRO);
  expect(mail.text).toContain(time);
  expect(mail.text).toContain("Online");
});

test("a time someone else took first answers 409 with the next free times to choose instead", async ({ browser }) => {
  const first = await visitorPage(browser, "198.51.100.63", false);
  const second = await visitorPage(browser, "198.51.100.64", false);
  await first.goto("/termin");
  await chooseIntroCall(first, 2);
  // The second visitor opens the very same time (same address) before the first one books.
  await second.goto(first.url());
  await fillDetails(first, "Paula Winter", `termin-first-${run}@example.de`);
  await first.getByRole("button", { name: "Kostenlos anmelden" }).click();
  await expect(first.getByRole("heading", { name: "Dein Termin ist reserviert!" })).toBeVisible();

  await fillDetails(second, "Emil Hartmann", `termin-second-${run}@example.de`);
  const answer = second.waitForResponse((response) => response.request().method() === "POST");
  await second.getByRole("button", { name: "Kostenlos anmelden" }).click();
  expect((await answer).status()).toBe(409);
  const notice = second.getByText("Diesen Termin hat gerade jemand anderes gebucht");
  await expect(notice).toBeVisible();
  await shoot(second, "de-409");
  // A next free time is one click away.
  const next = second.getByRole("link", { name: /\(Zeit in Deutschland\)/ }).first();
  await next.click();
  await expect(second.getByRole("heading", { name: "4. Deine Angaben" })).toBeVisible();
  expect(bookingOf(`termin-second-${run}@example.de`)).toEqual([]);
});

test("the English scheduler: English texts, German time labelled, accessible at every step", async ({ browser }) => {
  const page = await visitorPage(browser, "198.51.100.65");
  await gotoHydrated(page, "/en/termin");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pick a time that suits you");
  await expectNoViolations(page);
  await shoot(page, "en-1-kind");
  await page.getByRole("link", { name: /Free intro call/ }).click();
  const days = step(page, /Which day/).getByRole("link");
  await days.first().click();
  const times = step(page, /What time/);
  await expect(times.getByRole("heading")).toContainText("(German time)");
  await times.getByRole("link").first().click();
  await expect(page.getByRole("button", { name: "Register for free" })).toBeVisible();
  await expectNoViolations(page);
  await shoot(page, "en-4-details");
  // A paid kind names the duty to pay and its price.
  await page.getByRole("link", { name: /One-to-one coaching \(60 minutes\)/ }).click();
  await expect(page.getByRole("link", { name: /One-to-one coaching \(60 minutes\)/ })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(page.getByText("140.00 EUR").first()).toBeVisible();
  await step(page, /Where would you like to meet/)
    .getByRole("link", { name: "Munich" })
    .click();
  await step(page, /Which day/)
    .getByRole("link")
    .first()
    .click();
  await step(page, /What time/)
    .getByRole("link")
    .first()
    .click();
  await expect(page.getByRole("button", { name: "Book and pay" })).toBeVisible();
  await shoot(page, "en-paid-details");
});

/** The "Meine Buchung" link of an address's booking e-mail (the newest with `subject`). */
async function manageLinkOf(browser: Browser, email: string, subject?: string): Promise<string> {
  const mail = await readMailAsAdmin(browser, email, subject);
  const link = mail.links.find((href) => href.includes("/buchung/"));
  expect(link).toBeTruthy();
  return new URL(link!).pathname;
}

test("the 1:1 waiting list: a full day asked for, the cancelled time offered by e-mail, booked from its link; moved on the month calendar", async ({
  browser,
}) => {
  // One intro call a day, so that one booking fills its day (restored at the end).
  const [intro] = queryE2eDb<{ id: string; max_per_day: number | null }>(
    "SELECT id, max_per_day FROM appointment_types WHERE price_cents = 0 AND active = 1 ORDER BY sort_order LIMIT 1",
  );
  queryE2eDb(`UPDATE appointment_types SET max_per_day = 1 WHERE id = '${intro!.id}'`);
  try {
    // Anna books the 5th free day (far enough for the notice, the hold and the 48-hour window).
    const anna = await visitorPage(browser, "198.51.100.71");
    const annaEmail = `warteliste-anna-${run}@example.de`;
    await gotoHydrated(anna, "/termin");
    await chooseIntroCall(anna, 4);
    await fillDetails(anna, "Anna Berger", annaEmail);
    await anna.getByRole("button", { name: "Kostenlos anmelden" }).click();
    await expect(anna.getByRole("heading", { name: "Dein Termin ist reserviert!" })).toBeVisible();
    const [annas] = bookingOf(annaEmail);
    const day = annas!.event_date;

    // Berta finds that day full and asks to be told (without JavaScript: a plain POST).
    const berta = await visitorPage(browser, "198.51.100.72", false);
    const bertaEmail = `warteliste-berta-${run}@example.de`;
    await berta.goto(`/termin?art=${intro!.id}`);
    // The day is full: no link to it in the month calendar.
    await expect(
      step(berta, /An welchem Tag/)
        .getByRole("link")
        .first(),
    ).toBeVisible();
    await expect(berta.locator(`a[href*="tag=${day}"]`)).toHaveCount(0);
    const form = berta.getByRole("form", { name: "Sag mir Bescheid, wenn ein Termin frei wird" });
    await form.getByLabel("Welcher Tag?").fill(day);
    await form.getByLabel("Vollständiger Name").fill("Berta Krause");
    await form.getByLabel("E-Mail", { exact: true }).fill(bertaEmail);
    await form.getByRole("checkbox", { name: /Ich bin einverstanden/ }).check();
    await shoot(berta, "waitlist-1-form", PRACTICE_SHOTS);
    await form.getByRole("button", { name: "Sag mir Bescheid" }).click();
    await expect(berta.getByRole("heading", { name: "Ich sage dir Bescheid" })).toBeVisible();
    await shoot(berta, "waitlist-2-joined", PRACTICE_SHOTS);
    expect(queryE2eDb(`SELECT status FROM session_waitlist WHERE email = '${bertaEmail}'`)).toEqual([
      { status: "waiting" },
    ]);

    // Anna cancels on Meine Buchung: the time goes to Berta at once, by e-mail.
    await anna.goto(await manageLinkOf(browser, annaEmail));
    await anna.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
    await anna.getByText("Buchung stornieren …").click();
    await anna.getByRole("button", { name: "Kostenfrei stornieren" }).click();
    await expect(anna.getByRole("button", { name: "Kostenfrei stornieren" })).toHaveCount(0);
    await expect
      .poll(() => queryE2eDb(`SELECT status FROM session_waitlist WHERE email = '${bertaEmail}'`))
      .toEqual([{ status: "offered" }]);
    const offer = await readMailAsAdmin(browser, bertaEmail, "Termin frei");
    const link = offer.links.find((href) => href.includes("angebot="));
    expect(link).toBeTruthy();

    // Her link (GET) changes nothing; the form's POST books the held time.
    const bertaJs = await visitorPage(browser, "198.51.100.73");
    await gotoHydrated(bertaJs, new URL(link!).pathname + new URL(link!).search);
    await expect(bertaJs.getByText("Dieser Termin ist für dich reserviert")).toBeVisible();
    await shoot(bertaJs, "waitlist-3-offer", PRACTICE_SHOTS);
    expect(bookingOf(bertaEmail)).toEqual([]);
    await fillDetails(bertaJs, "Berta Krause", bertaEmail);
    await bertaJs.getByRole("button", { name: "Kostenlos anmelden" }).click();
    await expect(bertaJs.getByRole("heading", { name: "Dein Termin ist reserviert!" })).toBeVisible();
    expect(queryE2eDb(`SELECT status FROM session_waitlist WHERE email = '${bertaEmail}'`)).toEqual([
      { status: "claimed" },
    ]);
    expect(bookingOf(bertaEmail)).toMatchObject([{ event_date: day }]);

    // She moves it on the month calendar: free days are links, the arrow keys move through them.
    await bertaJs.goto(await manageLinkOf(browser, bertaEmail, "bestätige"));
    await bertaJs.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
    await bertaJs.getByRole("link", { name: "Termin verschieben" }).click();
    await expect(bertaJs.getByRole("heading", { level: 1 })).toHaveText("Termin verschieben");
    const calendar = bertaJs.getByRole("region", { name: /An welchem Tag/ });
    await expect(calendar.getByRole("grid").first()).toBeVisible();
    const free = calendar.getByRole("link");
    await expect(free.first()).toBeVisible();
    await shoot(bertaJs, "picker-1-calendar", PRACTICE_SHOTS);
    await expectNoViolations(bertaJs);
    await free.nth(1).click();
    await expect(
      bertaJs
        .getByRole("group", { name: /Um wie viel Uhr/ })
        .getByRole("radio")
        .first(),
    ).toBeAttached();
    await shoot(bertaJs, "picker-2-times", PRACTICE_SHOTS);
  } finally {
    queryE2eDb(`UPDATE appointment_types SET max_per_day = ${intro!.max_per_day ?? "NULL"} WHERE id = '${intro!.id}'`);
  }
});
