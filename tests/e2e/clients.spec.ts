import { expect, test, type Browser, type Page } from "@playwright/test";
import { brand } from "../../app/config/brand.ts";
import { queryE2eDb } from "./db.ts";
import { gotoHydrated, gotoInteractive } from "./hydration.ts";
import { readMailAsAdmin, signInAsAdmin } from "./mail-log.ts";
import { expectNoViolations, shootBothWidths } from "./page-checks.ts";

/**
 * Her clients (decision 0194) against the built app: one address books an event and an intro call
 * (typed in two spellings); the back office finds ONE person with both, the coach keeps a private
 * note about her and one about the call (decision 0195), sealed in D1, never in an e-mail and never
 * on "Meine Buchung". Screenshots of the person's page at 1280 and 390 px in /tmp/shots-clients/.
 */
test.describe.configure({ timeout: 180_000 });

const run = Date.now().toString(36);
const EVENT = "00000000-0000-4000-8000-000000000002";
const SHOTS = "/tmp/shots-clients";
const NOTE = `Arbeitet als Lehrerin, möchte klarer Nein sagen (${run}).`;
const CALL_NOTE = `Erstgespräch: Thema Grenzen setzen (${run}).`;

async function visitor(browser: Browser, ip: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": ip } });
  await context.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  return context.newPage();
}

async function bookEvent(page: Page, name: string, email: string) {
  await gotoInteractive(page, `/events/${EVENT}`);
  await page.getByLabel("Vollständiger Name").fill(name);
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  await page.getByLabel("Anzahl Plätze").fill("1");
  await page.getByRole("checkbox", { name: /vor Ablauf der 14-tägigen Widerrufsfrist/ }).check();
  await page.getByRole("button", { name: "Zahlungspflichtig buchen" }).click();
  await expect(page.getByRole("heading", { name: "Buchung erfolgreich!" })).toBeVisible();
}

async function bookIntroCall(page: Page, name: string, email: string) {
  await gotoHydrated(page, "/contact");
  await page.getByRole("button", { name: "Kostenfreies Erstgespräch buchen" }).click();
  const dialog = page.getByRole("dialog", { name: "Kostenfreies Erstgespräch buchen" });
  // A later day than the dialog spec's (days 0 to 3), so the two never want the same time.
  // A free day of the month calendar (decision 0188): its label says "Termine frei".
  await dialog
    .getByRole("region", { name: /An welchem Tag/ })
    .getByRole("button", { name: /Termine frei/ })
    .nth(5)
    .click();
  await dialog
    .getByRole("region", { name: /Um wie viel Uhr/ })
    .getByRole("button")
    .first()
    .click();
  await dialog.getByLabel("Vollständiger Name").fill(name);
  await dialog.getByLabel("E-Mail", { exact: true }).fill(email);
  const early = dialog.getByRole("checkbox", { name: /Ich verlange ausdrücklich/ });
  if (await early.count()) await early.check();
  await dialog.getByRole("button", { name: "Kostenlos anmelden" }).click();
  await expect(dialog.getByRole("heading", { name: "Dein Termin ist reserviert!" })).toBeVisible();
}

test("one address, an event and an intro call: one person with both, and private notes she never sees", async ({
  browser,
}) => {
  const address = `hanna.vogel-${run}@example.de`;
  const [event] = queryE2eDb<{ title: string }>(`SELECT title FROM ${brand.short}_events WHERE id = '${EVENT}'`);

  const hanna = await visitor(browser, "198.51.100.181");
  // The same person, her address typed once with capitals.
  await bookEvent(hanna, "Hanna Vogel", `Hanna.Vogel-${run}@Example.de`);
  await bookIntroCall(hanna, "Hanna Vogel", address);

  const coachContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await coachContext.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  const coach = await coachContext.newPage();
  await signInAsAdmin(coach);
  // The dashboard starts with her day.
  await expect(coach.getByRole("heading", { name: "Ihr Tag" })).toBeVisible();
  await expect(coach.getByRole("link", { name: /Buchungen warten auf Sie/ })).toHaveAttribute(
    "href",
    "/admin/bookings?status=wartet",
  );
  await shootBothWidths(coach, SHOTS, "dashboard");
  await coach.getByRole("navigation", { name: "Admin-Navigation" }).getByRole("link", { name: "Klientinnen" }).click();
  await expect(coach.getByRole("heading", { name: "Klientinnen" })).toBeVisible();
  await coach.getByLabel("Suche").fill(`vogel-${run}`);
  await coach.getByLabel("Suche").press("Enter");
  await expect(coach).toHaveURL(/q=vogel-/);
  const rows = coach.getByRole("row").filter({ hasText: address });
  await expect(rows).toHaveCount(1);
  await rows.getByRole("link", { name: "Hanna Vogel" }).click();

  await expect(coach.getByRole("heading", { level: 1, name: "Hanna Vogel" })).toBeVisible();
  const bookings = coach.getByRole("region", { name: /^Buchungen/ });
  await expect(bookings.getByRole("listitem").filter({ hasText: event!.title })).toHaveCount(1);
  await expect(bookings.getByRole("listitem").filter({ hasText: "Einzeltermin" })).toHaveCount(1);
  await expect(bookings.getByRole("listitem")).toHaveCount(2);
  // Each item leads to its own page in the back office.
  await expect(bookings.getByRole("link", { name: "Teilnehmerliste" })).toHaveAttribute(
    "href",
    `/admin/events/${EVENT}/teilnehmer`,
  );
  // The early-start request she gave with the event booking.
  await expect(coach.getByRole("region", { name: /^Einwilligungen/ })).toContainText("Vorzeitiger Beginn");

  // The private note: saved, sealed in D1, shown to the coach again after a reload.
  await coach.getByLabel("Ihre Notiz zu dieser Person").fill(NOTE);
  await coach.getByRole("button", { name: "Notiz speichern" }).click();
  await expect(coach.getByText("Notiz gespeichert").first()).toBeVisible();
  const call = bookings.getByRole("listitem").filter({ hasText: "Einzeltermin" });
  await call.getByText("Private Notiz zu diesem Termin").click();
  await call.getByRole("textbox").fill(CALL_NOTE);
  await call.getByRole("button", { name: "Speichern" }).click();
  await expect(coach.getByText("Die Notiz zum Termin ist verschlüsselt gespeichert.").first()).toBeVisible();
  await coach.reload();
  await expect(coach.getByLabel("Ihre Notiz zu dieser Person")).toHaveValue(NOTE);
  await expect(call.getByRole("textbox")).toHaveValue(CALL_NOTE);
  await expectNoViolations(coach);
  await shootBothWidths(coach, SHOTS, "record");

  const stored = queryE2eDb<{ note: string }>(
    `SELECT note FROM clients WHERE email = '${address}' UNION ALL SELECT note FROM session_notes`,
  );
  expect(stored.length).toBeGreaterThanOrEqual(2);
  for (const { note } of stored) {
    expect(note).toMatch(/^v1\./);
    expect(note).not.toContain("Lehrerin");
    expect(note).not.toContain("Grenzen");
  }

  // Never in an e-mail: none of those queued for anyone carries either note.
  const mails = queryE2eDb<{ n: number }>(
    `SELECT count(*) AS n FROM mail_outbox WHERE instr(payload, 'Lehrerin, möchte klarer') > 0 OR instr(payload, '${run}).') > 0 OR instr(subject, '${run}).') > 0`,
  );
  expect(mails[0]?.n).toBe(0);

  // Never on her pages: "Meine Buchung" of the intro call, from the link in her e-mail.
  const mail = await readMailAsAdmin(browser, address);
  const manage = mail.links.find((link) => /\/buchung\/[^/]+$/.test(new URL(link).pathname));
  expect(manage).toBeTruthy();
  await hanna.goto(new URL(manage!).pathname);
  await expect(hanna.getByRole("heading", { level: 1 })).toBeVisible();
  const body = await hanna.locator("body").innerText();
  expect(body).not.toContain("Lehrerin");
  expect(body).not.toContain("Grenzen setzen");
  expect(await hanna.content()).not.toContain(run + ").");

  await hanna.context().close();
  await coach.context().close();
});

test("the coach's journal list names the person and shows shared entries as cards, JSON one click away", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  const address = `journal-${run}@example.de`;
  const entries = JSON.stringify([
    { kind: "answers", date: "2026-11-30T08:00:00.000Z", answers: { q1: 3 }, shared: false },
    { kind: "entry", id: "e1", date: "2026-12-01T22:30:00.000Z", text: "Heute war ich mutig.", shared: true },
    { kind: "entry", id: "e2", date: "2026-12-02T07:00:00.000Z", text: "Nur für mich.", shared: false },
  ]).replaceAll("'", "''");
  queryE2eDb(
    `INSERT INTO mindset_journal (id, email, journal_entries) VALUES ('journal-${run}', '${address}', '${entries}')`,
  );
  queryE2eDb(
    `INSERT INTO contact_submissions (id, name, email, message) VALUES ('contact-${run}', 'Mira Sommer', '${address}', 'Hallo!')`,
  );
  await signInAsAdmin(page);
  await page.goto(`/admin/mindset-journal?q=${encodeURIComponent(address)}`);
  const row = page.getByRole("row").filter({ hasText: address });
  await expect(row).toContainText("Mira Sommer");
  await row.getByRole("button", { name: /^Ansehen/ }).click();
  const dialog = page.getByRole("dialog", { name: "Journal Details" });
  // 22:30 UTC on 1 December is 23:30 in Berlin.
  await expect(dialog.getByRole("listitem").filter({ hasText: "Heute war ich mutig." })).toContainText(
    "01.12.2026 23:30",
  );
  await expect(dialog).not.toContainText("Nur für mich.");
  await expect(dialog.getByText('"text": "Heute war ich mutig."')).toBeHidden();
  await dialog.getByText("Als JSON anzeigen").click();
  await expect(dialog.getByText(/"text": "Heute war ich mutig."/)).toBeVisible();
  await shootBothWidths(page, SHOTS, "journal");
});
