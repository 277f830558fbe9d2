import { mkdirSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { brand } from "../../app/config/brand.ts";
import { seedEventId } from "../../db/seed-data.ts";
import { queryE2eDb, seedEventAddress } from "./db.ts";
import { gotoHydrated } from "./hydration.ts";
import { signInAsAdmin } from "./mail-log.ts";
import { expectNoViolations, screenshot } from "./page-checks.ts";

/**
 * Questions with answer types, per event, and the next small step (issue 52, decisions 0221, 0222)
 * against the built app: the coach adds a choice and a yes/no question to an event on its questions
 * page; a visitor answers them with radio buttons when booking (a forged answer is refused); the
 * participant list shows the answers; after a past session the coach sends the next small step from
 * the client's page, once. Everything is removed again at the end (the worker's database is the next
 * spec's). Screenshots at 390 and 1280 px go to /tmp/shots-h2-52/.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

const SHOTS = "/tmp/shots-h2-52";
const EVENT = seedEventId(2);
const CHOICE = "Wie möchtest du an diesem Abend malen?";
const YESNO = "Hast du schon einmal mit Acrylfarben gemalt?";
const run = Date.now().toString(36);
const visitorEmail = `malen-${run}@example.de`;
const clientEmail = `schritt-${run}@example.de`;
const SESSION = `e2e-session-${run}`;

async function shoot(page: Page, name: string, target?: ReturnType<Page["locator"]>) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (target) await target.scrollIntoViewIfNeeded();
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function visitorPage(browser: Browser, ip: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": ip }, javaScriptEnabled });
  await context.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  return context.newPage();
}

test.afterAll(() => {
  queryE2eDb(`DELETE FROM event_intake_questions WHERE event_id = '${EVENT}'`);
  queryE2eDb(`DELETE FROM ${brand.short}_booking WHERE email IN ('${visitorEmail}', '${clientEmail}')`);
  queryE2eDb(`DELETE FROM ${brand.short}_events WHERE id = '${SESSION}'`);
});

test("the coach asks a choice and a yes/no question before an event; the visitor answers with radio buttons", async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page);
  await page.goto(`/admin/events/${EVENT}/teilnehmer`);
  await page.getByRole("link", { name: "Fragen vor der Buchung" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Fragen vor der Buchung: Zukunftsbilder malen");

  // A choice: its answers' field shows once "Eine Auswahl aus einer Liste" is chosen (CSS only).
  const options = page.getByLabel("Antworten zur Auswahl (Deutsch, eine je Zeile)");
  await expect(options).toBeHidden();
  await page.getByLabel("Frage (Deutsch)").fill(CHOICE);
  await page.getByLabel("Antwortfeld").selectOption("choice");
  await expect(options).toBeVisible();
  // One answer only: refused beside the field, with the German message.
  await options.fill("Mit dem Pinsel");
  await page.getByRole("checkbox", { name: "Pflichtfrage" }).check();
  await page.getByRole("button", { name: "Frage hinzufügen" }).click();
  await expect(
    page.getByText("Bitte geben Sie mindestens zwei Antworten zur Auswahl an, eine je Zeile.").first(),
  ).toBeVisible();
  await page
    .getByLabel("Antworten zur Auswahl (Deutsch, eine je Zeile)")
    .fill("Mit dem Pinsel\nMit den Händen\nMit beidem");
  await page.getByRole("button", { name: "Frage hinzufügen" }).click();
  await expect(page.getByText("Die Frage ist hinzugefügt.").first()).toBeVisible();

  const add = page.locator("form").filter({ has: page.getByRole("button", { name: "Frage hinzufügen" }) });
  await add.getByLabel("Frage (Deutsch)").fill(YESNO);
  await add.getByLabel("Antwortfeld").selectOption("yesno");
  await add.getByRole("button", { name: "Frage hinzufügen" }).click();
  await expect(page.getByText("Die Frage ist hinzugefügt.").first()).toBeVisible();
  await expect(page.getByRole("main").locator("ol > li")).toHaveCount(2);
  expect(
    queryE2eDb(
      `SELECT answer_type, options FROM event_intake_questions WHERE event_id = '${EVENT}' ORDER BY sort_order`,
    ),
  ).toEqual([
    { answer_type: "choice", options: "Mit dem Pinsel\nMit den Händen\nMit beidem" },
    { answer_type: "yesno", options: null },
  ]);
  await expectNoViolations(page);
  await shoot(page, "question-editor");

  // The visitor: two groups of radio buttons with their legends.
  const visitor = await visitorPage(browser, "198.51.100.171");
  await gotoHydrated(visitor, `/events/${seedEventAddress(2)}`);
  const questions = visitor.getByRole("group", { name: "Ein paar Fragen vorab" });
  const choice = questions.getByRole("group", { name: CHOICE });
  await expect(choice.getByRole("radio")).toHaveCount(3);
  await expect(questions.getByRole("group", { name: new RegExp(YESNO) }).getByRole("radio")).toHaveCount(2);
  await visitor.getByLabel("Vollständiger Name").fill("Mara Malerin");
  await visitor.getByLabel("E-Mail", { exact: true }).fill(visitorEmail);
  await choice.getByRole("radio", { name: "Mit den Händen" }).check();
  await questions.getByRole("radio", { name: "Nein" }).check();
  const early = visitor.getByRole("checkbox", { name: /Ich verlange ausdrücklich/ });
  if (await early.count()) await early.check();
  await expectNoViolations(visitor);
  await shoot(visitor, "event-booking-choice", questions);
  await visitor.getByRole("button", { name: /buchen|anmelden/i }).click();
  await expect(visitor.getByText(/reserviert|Fast geschafft|Bitte bestätige/).first()).toBeVisible();
  const stored = queryE2eDb<{ question: string; answer: string }>(
    `SELECT a.question, a.answer FROM intake_answers a JOIN ${brand.short}_booking b ON b.id = a.booking_id WHERE b.email = '${visitorEmail}' ORDER BY a.sort_order`,
  );
  expect(stored).toEqual([
    { question: CHOICE, answer: "Mit den Händen" },
    { question: YESNO, answer: "Nein" },
  ]);

  // A forged answer (a post made by hand): refused with the German message, nothing booked.
  const forged = await visitor.request.post(`/events/${seedEventAddress(2)}`, {
    headers: { Origin: new URL(visitor.url()).origin },
    form: {
      full_name: "Fritz Fälscher",
      email: `faelscher-${run}@example.de`,
      phone: "",
      num_tickets: "1",
      early_start: "on",
      ...Object.fromEntries(
        queryE2eDb<{ id: string; answer_type: string }>(
          `SELECT id, answer_type FROM event_intake_questions WHERE event_id = '${EVENT}'`,
        ).map((q) => [`intake_${q.id}`, q.answer_type === "yesno" ? "yes" : "Mit der Spraydose"]),
      ),
    },
  });
  expect(forged.status()).toBe(400);
  expect(await forged.text()).toContain(`Bitte wähle bei „${CHOICE}“ eine der angebotenen Antworten.`);
  expect(queryE2eDb(`SELECT id FROM ${brand.short}_booking WHERE email = 'faelscher-${run}@example.de'`)).toEqual([]);

  // The coach reads the answers in the participant list (the pending booking holds its seat).
  await page.goto(`/admin/events/${EVENT}/teilnehmer`);
  await expect(page.getByRole("columnheader", { name: "Antworten vor der Buchung" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Mara Malerin" });
  await expect(row).toContainText("Mit den Händen");
  await expect(row).toContainText("Nein");
  await shoot(page, "participants-answers");
});

test("after a session the coach sends the next small step once; the client record shows it", async ({ page }) => {
  queryE2eDb(
    `INSERT INTO ${brand.short}_events (id, title, description, category, event_date, start_time, end_time, location, max_attendees, price, price_cents, currency, kind)
     VALUES ('${SESSION}', 'Einzelcoaching', 'Einzelcoaching', 'Workshop', '2026-01-15', '10:00', '11:00', 'Online', 1, 0, 0, 'EUR', 'session')`,
  );
  queryE2eDb(
    `INSERT INTO ${brand.short}_booking (id, event_id, full_name, email, num_tickets, total_price, total_cents, currency, status)
     VALUES ('${SESSION}-b', '${SESSION}', 'Clara Schritt', '${clientEmail}', 1, 0, 0, 'EUR', 'confirmed')`,
  );
  await signInAsAdmin(page);
  await gotoHydrated(page, `/admin/klientinnen?q=${encodeURIComponent(clientEmail)}`);
  await page
    .getByRole("link", { name: /Clara Schritt/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Clara Schritt" })).toBeVisible();
  const step = page.getByRole("textbox", { name: /Nächster kleiner Schritt/ });
  await step.fill("Schreib dir an drei Abenden auf, was dir heute <gut> gelungen ist.");
  await expectNoViolations(page);
  await shoot(page, "next-step-form", step);
  await page.getByRole("button", { name: "Schritt senden" }).click();
  await expect(page.getByText("Die E-Mail mit dem nächsten kleinen Schritt ist unterwegs.").first()).toBeVisible();
  await expect(page.getByText(/Gesendet am/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Schritt senden" })).toHaveCount(0);
  const mails = queryE2eDb<{ subject: string; payload: string }>(
    `SELECT subject, payload FROM mail_outbox WHERE kind = 'session-next-step' AND ref_id = '${SESSION}-b'`,
  );
  expect(mails).toHaveLength(1);
  expect(mails[0]!.subject).toBe("Dein nächster kleiner Schritt");
  expect(JSON.parse(mails[0]!.payload).html).toContain("&lt;gut&gt;");
  await shoot(page, "next-step-sent");
});
