import { expect, test, type Page } from "@playwright/test";
import { queryE2eDb } from "./db.ts";
import { signInAsAdmin } from "./mail-log.ts";
import { expectNoViolations, pageFromAddress, shootBothWidths } from "./page-checks.ts";

/**
 * The coach's 1:1 back office against the built app on workerd: she adds Sunday morning hours in
 * München and a new appointment type in /admin/verfuegbarkeit, /termin offers exactly those times,
 * a change of the type's length changes them; a visitor books one, the coach finds it in
 * /admin/termine by e-mail, and once it lies in the past marks it "Nicht erschienen". Other specs
 * share this server and book the intro call (online only): everything here is in München and in a
 * type of this run, and the Sunday hours are removed again at the end. Screenshots at 390 and
 * 1280 px go to /tmp/shots-admin-sessions/.
 */

test.describe.configure({ timeout: 180_000 });

const run = Date.now().toString(36);
const SHOTS = "/tmp/shots-admin-sessions";
const TYPE = `Spaziergang-Coaching ${run}`;

const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

const sunday = (page: Page) => page.getByRole("group", { name: "Sonntag" });

/** The visitor's times on the last Sunday /termin offers for this run's type. */
async function sundayTimes(page: Page): Promise<string[]> {
  await page.goto("/termin");
  await page.getByRole("link", { name: new RegExp(TYPE) }).click();
  const days = page.getByRole("region", { name: /An welchem Tag/ }).getByRole("link");
  await expect(days.first()).toBeVisible();
  // The month calendar's free days are links named by their long date (decision 0188).
  await page
    .getByRole("region", { name: /An welchem Tag/ })
    .getByRole("link", { name: /^Sonntag,/ })
    .last()
    .click();
  const times = page.getByRole("region", { name: /Um wie viel Uhr/ }).getByRole("link");
  await expect(times.first()).toBeVisible();
  return (await times.allInnerTexts()).map((text) => text.trim());
}

test("the coach edits her hours and a type, /termin follows, a booked session is found in /admin/termine and marked no-show", async ({
  browser,
}) => {
  const admin = await pageFromAddress(browser, "198.51.100.170");
  await signInAsAdmin(admin);
  await admin.getByRole("navigation").getByRole("link", { name: "Verfügbarkeit" }).first().click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Verfügbarkeit und Terminarten");

  // A window that ends before it starts is refused beside its field, and nothing is stored.
  await sunday(admin).getByLabel("Beginn (Sonntag)").fill("09:00");
  await sunday(admin).getByLabel("Ende (Sonntag)").fill("07:00");
  await sunday(admin).getByRole("checkbox", { name: "München" }).check();
  await admin.getByRole("button", { name: "Wöchentliche Zeiten speichern" }).click();
  await expect(sunday(admin).getByText("Das Ende muss nach dem Beginn liegen.")).toBeVisible();
  expect(queryE2eDb(`SELECT 1 FROM availability_ranges WHERE weekday = 7`)).toEqual([]);
  await expectNoViolations(admin);
  await shoot(admin, "1-refused-window");

  await sunday(admin).getByLabel("Beginn (Sonntag)").first().fill("07:00");
  await sunday(admin).getByLabel("Ende (Sonntag)").first().fill("09:00");
  await admin.getByRole("button", { name: "Wöchentliche Zeiten speichern" }).click();
  await expect(admin.getByText("Ihre wöchentlichen Zeiten gelten ab sofort.")).toBeVisible();
  expect(queryE2eDb(`SELECT start_time, end_time, places FROM availability_ranges WHERE weekday = 7`)).toEqual([
    { start_time: "07:00", end_time: "09:00", places: "muenchen" },
  ]);

  await admin.getByText("Neue Terminart").click();
  const form = admin.locator("details", { hasText: "Neue Terminart" });
  await form.getByLabel("Name", { exact: true }).fill(TYPE);
  await form.getByLabel("Beschreibung", { exact: true }).fill("Wir gehen an der Isar und sortieren deine Gedanken.");
  await form.getByLabel("Dauer in Minuten").fill("45");
  await form.getByLabel("Preis in Euro").fill("80");
  await form.getByLabel("Mindestvorlauf in Stunden").fill("0");
  await form.getByLabel("Puffer danach (Minuten)").fill("0");
  await form.getByLabel("Buchbar für so viele Tage im Voraus").fill("30");
  await form.getByRole("checkbox", { name: "München" }).check();
  await shoot(admin, "2-new-type");
  await form.getByRole("button", { name: "Terminart anlegen" }).click();
  await expect(admin.getByText("Sie erscheint auf /termin, sobald sie aktiv ist.")).toBeVisible();
  const [created] = queryE2eDb<{ id: string; price_cents: number; min_notice_minutes: number }>(
    `SELECT id, price_cents, min_notice_minutes FROM appointment_types WHERE name = '${TYPE}'`,
  );
  expect(created).toMatchObject({ price_cents: 8000, min_notice_minutes: 0 });

  // 45 minutes inside 07:00–09:00, every half hour.
  const visitor = await pageFromAddress(browser, "198.51.100.171");
  expect(await sundayTimes(visitor)).toEqual(["07:00", "07:30", "08:00"]);

  // 90 minutes: only two starts are left.
  // The type's own entry (the package editor below also names it, as a choice in its select).
  const summary = admin.locator("summary", { hasText: TYPE });
  await summary.click();
  const edit = admin.locator("details").filter({ has: summary });
  await edit.getByLabel("Dauer in Minuten").fill("90");
  await edit.getByRole("button", { name: "Terminart speichern" }).click();
  await expect(admin.getByText("Die Änderungen gelten ab sofort.")).toBeVisible();
  expect(await sundayTimes(visitor)).toEqual(["07:00", "07:30"]);
  await shoot(admin, "3-availability");

  await visitor
    .getByRole("region", { name: /Um wie viel Uhr/ })
    .getByRole("link", { name: "07:00" })
    .click();
  const email = `spaziergang-${run}@example.de`;
  await visitor.getByLabel("Vollständiger Name").fill("Clara Winter");
  await visitor.getByLabel("E-Mail", { exact: true }).fill(email);
  const early = visitor.getByRole("checkbox", { name: /Ich verlange ausdrücklich/ });
  if (await early.count()) await early.check();
  await visitor.getByRole("button", { name: "Zahlungspflichtig buchen" }).click();
  await expect(visitor.getByRole("heading", { name: "Dein Termin ist reserviert!" })).toBeVisible();

  // The coach finds it by e-mail among the upcoming sessions, under its Sunday.
  await admin.goto("/admin/termine");
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Termine");
  await admin.getByLabel("Name oder E-Mail").fill(email);
  await admin.getByRole("button", { name: "Suchen" }).click();
  const card = admin.getByRole("listitem").filter({ hasText: "Clara Winter" });
  await expect(card).toBeVisible();
  await expect(card).toContainText("07:00–08:30");
  await expect(card).toContainText(TYPE);
  await expect(card).toContainText("München");
  await expect(card).toContainText("E-Mail unbestätigt");
  await expect(admin.getByRole("heading", { level: 2, name: /^Sonntag, / })).toBeVisible();
  await expectNoViolations(admin);
  await shoot(admin, "4-found");

  // Test setup: the session took place last week and the booking was confirmed.
  const [booking] = queryE2eDb<{ id: string; event_id: string }>(
    `SELECT id, event_id FROM klarsinn_booking WHERE email = '${email}'`,
  );
  queryE2eDb(`UPDATE klarsinn_events SET event_date = date('now', '-7 days') WHERE id = '${booking!.event_id}'`);
  queryE2eDb(
    `UPDATE klarsinn_booking SET status = 'confirmed', hold_expires_at = NULL, email_confirmed_at = '2026-01-01T00:00:00.000Z' WHERE id = '${booking!.id}'`,
  );

  await admin.getByLabel("Zeitraum").selectOption("vergangen");
  await expect(admin).toHaveURL(/zeitraum=vergangen/);
  const pastCard = admin.getByRole("listitem").filter({ hasText: "Clara Winter" });
  await expect(pastCard).toContainText("Bestätigt");
  await pastCard.getByRole("button", { name: /Nicht erschienen.*Clara Winter/ }).click();
  const dialog = admin.getByRole("dialog", { name: "Nicht erschienen?" });
  await expect(dialog).toContainText("Clara Winter");
  await dialog.getByRole("button", { name: "Nicht erschienen" }).click();
  await expect(pastCard.getByRole("button", { name: /Nicht erschienen/ })).toHaveCount(0);
  await expect(pastCard).toContainText("Status: Nicht erschienen");
  expect(queryE2eDb(`SELECT attendance FROM klarsinn_booking WHERE id = '${booking!.id}'`)).toEqual([
    { attendance: "no_show" },
  ]);
  await shoot(admin, "5-no-show");

  // The Sunday hours go again (the spare row left empty deletes a window).
  await admin.goto("/admin/verfuegbarkeit");
  await sunday(admin).getByLabel("Beginn (Sonntag)").first().fill("");
  await sunday(admin).getByLabel("Ende (Sonntag)").first().fill("");
  await admin.getByRole("button", { name: "Wöchentliche Zeiten speichern" }).click();
  await expect(admin.getByText("Ihre wöchentlichen Zeiten gelten ab sofort.")).toBeVisible();
  expect(queryE2eDb(`SELECT 1 FROM availability_ranges WHERE weekday = 7`)).toEqual([]);
});

test("without JavaScript: a day off is added and removed with plain posts, a mistake answers beside its field", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.172" },
  });
  const admin = await context.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/admin/verfuegbarkeit");
  const form = admin.locator("form", { has: admin.getByRole("button", { name: "Eintragen" }) });
  // Extra hours without times: refused, the day and kind kept.
  await form.getByLabel("Tag", { exact: true }).fill("2099-04-06");
  await form.getByRole("radio", { name: "Zusätzliche Zeit" }).check();
  await form.getByRole("button", { name: "Eintragen" }).click();
  await expect(form.getByText("Zusätzliche Zeit braucht Beginn und Ende.")).toBeVisible();
  await expect(form.getByLabel("Tag", { exact: true })).toHaveValue("2099-04-06");
  await expect(form.getByRole("radio", { name: "Zusätzliche Zeit" })).toBeChecked();
  expect(queryE2eDb(`SELECT 1 FROM availability_exceptions WHERE day = '2099-04-06'`)).toEqual([]);

  await form.getByRole("radio", { name: "Frei" }).check();
  await form.getByLabel("Notiz (nur für Sie)").fill("Urlaub");
  await form.getByRole("button", { name: "Eintragen" }).click();
  await expect(admin.getByText("Die freien Termine sind angepasst.")).toBeVisible();
  const entry = admin.getByRole("listitem").filter({ hasText: "06.04.2099" });
  await expect(entry).toContainText("ganzer Tag");
  await expect(entry).toContainText("Urlaub");
  await entry.getByRole("button", { name: /Entfernen/ }).click();
  await expect(admin.getByText("Der Eintrag ist gelöscht.")).toBeVisible();
  expect(queryE2eDb(`SELECT 1 FROM availability_exceptions WHERE day = '2099-04-06'`)).toEqual([]);
});
