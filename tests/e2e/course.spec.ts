import { mkdirSync, writeFileSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { brand } from "../../app/config/brand.ts";
import { seedEventId } from "../../db/seed-data.ts";
import { queryE2eDb } from "./db.ts";
import { gotoHydrated } from "./hydration.ts";
import { readMail, readMailAsAdmin, signInAsAdmin } from "./mail-log.ts";
import { shootBothWidths } from "./page-checks.ts";

/**
 * A course with several dates (issue 55), as a visitor lives it: the demo course "6 Abende
 * Gegenwartsfreude" shows once with its dates, is booked once, and its confirmation, "Meine
 * Buchung" and calendar file name every date; she tells she will miss one and takes a make-up
 * seat in the other run; after a finished course, her certificate.
 */

test.describe.configure({ timeout: 120_000 });

const SHOTS = "/tmp/shots-course";
const run = Date.now().toString(36);
const COURSE = seedEventId(14);

async function visitorPage(browser: Browser, ip: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": ip } });
  return context.newPage();
}

/** The course's dates as the seed wrote them: "yyyy-MM-dd" each. */
function courseDates(id: string): { id: string; event_date: string }[] {
  const [row] = queryE2eDb<{ course_dates: string }>(
    `SELECT course_dates FROM ${brand.short}_events WHERE id = '${id}'`,
  );
  return JSON.parse(row!.course_dates);
}

/** "Dienstag, 15. Dezember 2026"-style day as the German pages and e-mails write it. */
const germanDay = (isoDay: string) => {
  const [y, m, d] = isoDay.split("-").map(Number);
  const months = [
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
  return `${d}. ${months[m! - 1]} ${y}`;
};

async function book(page: Page, name: string, email: string) {
  await page.getByLabel("Vollständiger Name").fill(name);
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  const consent = page.getByRole("checkbox", { name: /vor Ablauf der 14-tägigen Widerrufsfrist/ });
  if (await consent.count()) await consent.check();
  await page.getByRole("button", { name: "Zahlungspflichtig buchen" }).click();
  await expect(page.getByRole("heading", { name: "Buchung erfolgreich!" })).toBeVisible();
}

function linkTo(links: string[], prefix: string): string {
  const link = links.map((href) => new URL(href)).find((url) => url.pathname.startsWith(prefix));
  expect(link, `a link to ${prefix}`).toBeTruthy();
  return link!.pathname;
}

test("book the demo course once: every date on its page, in the confirmation, on Meine Buchung and in the calendar file; a make-up seat", async ({
  browser,
}) => {
  const dates = courseDates(COURSE);
  expect(dates.length).toBeGreaterThanOrEqual(3);
  const visitor = await visitorPage(browser, "198.51.100.221");

  // The list shows the course once, with its number of dates.
  await visitor.goto("/events");
  await visitor.getByRole("tab", { name: "Listenansicht" }).click();
  const cards = visitor.getByRole("article").filter({ hasText: "6 Abende Gegenwartsfreude" });
  await expect(cards.first()).toContainText(`${dates.length} Termine ab`);

  await gotoHydrated(visitor, `/events/${COURSE}`);
  const list = visitor.getByTestId("course-dates");
  await expect(list.getByRole("listitem")).toHaveCount(dates.length);
  for (const date of dates) await expect(list).toContainText(germanDay(date.event_date));
  const jsonLd = JSON.parse((await visitor.locator('script[type="application/ld+json"]').first().textContent())!);
  expect(jsonLd["@type"]).toBe("EventSeries");
  expect(jsonLd.subEvent).toHaveLength(dates.length);
  await shootBothWidths(visitor, SHOTS, "course-page");

  const email = `kurs-${run}@example.de`;
  await book(visitor, "Clara Winter", email);

  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  const first = await readMail(admin, email, "Bitte bestätige deine E-Mail-Adresse");
  const manage = linkTo(first.links, "/buchung/");
  await visitor.goto(manage);
  await visitor.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
  await expect(visitor.getByText("Bestätigt", { exact: true })).toBeVisible();

  // Meine Buchung: every date.
  const mine = visitor.getByTestId("course-dates");
  await expect(mine.getByRole("listitem")).toHaveCount(dates.length);
  for (const date of dates) await expect(mine).toContainText(germanDay(date.event_date));

  // The confirmation e-mail names every date.
  const confirmation = await readMail(admin, email, "Deine Buchung ist bestätigt");
  for (const [i, date] of dates.entries()) {
    expect(confirmation.text).toContain(`${i + 1}. Termin`);
    expect(confirmation.text).toContain(date.event_date.split("-").reverse().join("."));
  }

  // The calendar file: one VEVENT per date, its UID the date's id.
  const ics = await (await visitor.request.get(`${manage}/kalender.ics`)).text();
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(dates.length);
  for (const date of dates) {
    expect(ics).toContain(`UID:${date.id}@`);
    expect(ics).toContain(`DTSTART;TZID=Europe/Berlin:${date.event_date.replaceAll("-", "")}T190000`);
  }

  // She will miss the third evening: told in advance, then the make-up seat in the other run.
  await visitor.getByRole("button", { name: "Ich kann am 3. Termin nicht" }).click();
  await expect(visitor.getByText("Danke, dass du Bescheid sagst")).toBeVisible();
  const other = courseDates(seedEventId(15))[2]!;
  const take = visitor.getByRole("button", { name: new RegExp(`Nachholplatz am .*${germanDay(other.event_date)}`) });
  await take.click();
  await expect(visitor.getByText("Nachholplatz gebucht")).toBeVisible();
  await expect(visitor.getByText(/Dein Nachholplatz:/)).toBeVisible();
  // Taken once: no button for it any more.
  await expect(visitor.getByRole("button", { name: /Nachholplatz am/ })).toHaveCount(0);
  await shootBothWidths(visitor, SHOTS, "meine-buchung");
});

test("after a finished course, the certificate lists the dates recorded present", async ({ browser }) => {
  const visitor = await visitorPage(browser, "198.51.100.222");
  const email = `bescheinigung-${run}@example.de`;
  await gotoHydrated(visitor, `/events/${seedEventId(15)}`);
  await book(visitor, "Paula Sommer", email);
  const first = await readMailAsAdmin(browser, email, "Bitte bestätige deine E-Mail-Adresse");
  const manage = linkTo(first.links, "/buchung/");
  await visitor.goto(manage);
  await visitor.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
  await expect(visitor.getByText("Bestätigt", { exact: true })).toBeVisible();

  // Test setup: her booking moves to a run of the course that ended a week ago (within the 30 days her
  // e-mail's link keeps working after the last date, decision 0213), and the coach recorded her
  // present on three of its four evenings.
  const past = crypto.randomUUID();
  const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const pastDates = [28, 21, 14, 7].map(daysAgo).map((day, i) => ({
    id: crypto.randomUUID(),
    event_date: day,
    start_time: "19:00",
    end_time: "21:00",
    location: "Klarsinn Studio, Wilhelmitorwall 12, Braunschweig",
    online: i === 2,
  }));
  queryE2eDb(
    `INSERT INTO ${brand.short}_events (id, title, description, category, event_date, start_time, end_time, location, max_attendees, price, price_cents, currency, course_dates)
     SELECT '${past}', title, description, category, '${pastDates[0]!.event_date}', '19:00', '21:00', location, 10, price, price_cents, currency, '${JSON.stringify(pastDates)}'
     FROM ${brand.short}_events WHERE id = '${seedEventId(15)}'`,
  );
  queryE2eDb(`UPDATE ${brand.short}_booking SET event_id = '${past}' WHERE email = '${email}'`);
  for (const i of [0, 1, 3]) {
    queryE2eDb(
      `INSERT INTO course_attendance (booking_id, date_id, status, recorded_by) SELECT id, '${pastDates[i]!.id}', 'present', 'coach' FROM ${brand.short}_booking WHERE email = '${email}'`,
    );
  }
  await visitor.goto(manage);
  await expect(visitor.getByText("Teilnahmebescheinigung", { exact: true })).toBeVisible();
  await expect(visitor.getByText("Dabei", { exact: true })).toHaveCount(3);
  await shootBothWidths(visitor, SHOTS, "meine-buchung-certificate");
  const pdf = await visitor.request.get(`${manage}/bescheinigung.pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 8).toString()).toBe("%PDF-1.4");
  mkdirSync(SHOTS, { recursive: true });
  writeFileSync(`${SHOTS}/certificate.pdf`, bytes);
  const english = await visitor.request.get(`/en${manage}/bescheinigung.pdf`);
  expect(english.status()).toBe(200);
});
