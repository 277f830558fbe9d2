import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { MINDSET_QUESTIONS } from "../../app/features/people/mindset/questions";
import { signToken } from "../../app/lib/signed-token.server";
import { queryE2eDb } from "./db";
import { gotoHydrated } from "./hydration";
import { readMail, signInAsAdmin } from "./mail-log";
import { expectNoViolations, screenshot } from "./page-checks";

/**
 * Prompt series end to end (decision 0158): the coach writes a series and attaches it to an event;
 * a visitor starts it from her journal with her consent, day 1's prompt arrives (the e-mail log),
 * she answers it in her journal, and stops the series from the e-mail's link. Someone who booked
 * the event starts it from Meine Buchung. axe on every new page; screenshots at 1280 and 390 px.
 */
test.describe.configure({ timeout: 180_000 });
const SHOTS = "/tmp/shots-prompts";
/** The e2e server's secret (tests/e2e/server.ts): signs the Meine Buchung link of a booking made here. */
const E2E_SECRET = { TOKEN_SECRET: "e2e-only-secret-2b8e4f6a1c3d5079be24df68a13c" };

async function shots(page: Page, name: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, { path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The newest e-mail of a kind to `email`, as the server queued it (its links are hidden in the coach's log). */
function queuedMail(kind: string, email: string): Promise<string> {
  let text = "";
  return expect
    .poll(() => {
      const [row] = queryE2eDb<{ payload: string }>(
        `SELECT payload FROM mail_outbox WHERE kind = '${kind}' AND recipient = '${email}' ORDER BY created_at DESC LIMIT 1`,
      );
      text = row ? (JSON.parse(row.payload) as { text: string }).text : "";
      return text;
    })
    .not.toBe("")
    .then(() => text);
}
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

/** The mindset test and its journal, as a visitor starts one (decision 0144). */
async function journalFor(page: Page, email: string) {
  // A visitor of her own: journal.spec.ts starts journals on the same server (JOURNAL_RATE_LIMIT per address).
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": "203.0.113.40" });
  await gotoHydrated(page, "/mindsettest");
  for (let n = 1; n <= MINDSET_QUESTIONS.length; n++) {
    await expect(page.getByText(`Frage ${n} von ${MINDSET_QUESTIONS.length}`, { exact: true })).toBeVisible();
    await page
      .getByRole("group")
      .getByRole("radio")
      .nth(n % 4)
      .check();
    await page.getByRole("button", { name: n === MINDSET_QUESTIONS.length ? "Ergebnis ansehen" : "Weiter" }).click();
  }
  const form = page.getByRole("region", { name: "Ergebnis per E-Mail und Journal starten" });
  await form.getByLabel("Deine E-Mail-Adresse").fill(email);
  await form.getByRole("checkbox", { name: /Art\. 9 DSGVO/ }).check();
  await form.getByRole("button", { name: "Ergebnis per E-Mail und Journal starten" }).click();
  await expect(page.getByText("Schau in dein Postfach")).toBeVisible();
  const confirm = (await queuedMail("journal-confirm", email)).match(
    /https?:\/\/\S+\/journal\/bestaetigen\?token=\S+/,
  )![0];
  await page.goto(pathOf(confirm));
  await page.getByRole("button", { name: "Journal bestätigen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mein Journal" })).toBeVisible();
}

/** The cookie notice answered, so it covers no button (the notice has its own tests). */
const noCookieNotice = (target: Page | BrowserContext) =>
  target.addInitScript(() => {
    if (localStorage.getItem("cookiesAccepted") === null) localStorage.setItem("cookiesAccepted", "essential");
  });

test.beforeEach(async ({ page }) => {
  await noCookieNotice(page);
});

test("the coach writes a series and attaches it; a visitor starts it in her journal, answers day 1 and stops it; a booking starts it from Meine Buchung", async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const name = `7 Tage Gegenwartsfreude ${stamp}`;
  const prompts = [
    "Was hat dich heute Morgen zum Lächeln gebracht?",
    "Welcher Moment heute war ganz deiner?",
    "Wofür bist du gerade dankbar?",
  ];

  // The coach, in her own browser context.
  const coachContext = await browser.newContext();
  await noCookieNotice(coachContext);
  const coach = await coachContext.newPage();
  let bookingId = "";
  try {
    await signInAsAdmin(coach);
    await coach.goto("/admin/impulse");
    await expect(coach.getByRole("heading", { level: 1, name: "Impulsreihen" })).toBeVisible();
    const form = coach.getByRole("form", { name: "Neue Impulsreihe anlegen" });
    await form.getByLabel("Name", { exact: true }).fill(name);
    await form.getByLabel("Impulse, einer pro Zeile").fill(prompts.join("\n"));
    await form.getByLabel("Im Journal allen anbieten").check();
    const eventBox = form.getByRole("group", { name: "An Events und Pakete hängen" }).getByRole("checkbox").first();
    const eventId = ((await eventBox.getAttribute("name")) ?? "").replace(/^event_/, "");
    expect(eventId).not.toBe("");
    await eventBox.check();
    await expectNoViolations(coach);
    await form.getByRole("button", { name: "Reihe anlegen" }).click();
    // Exactly the notice: React Router shows the action's answer before the revalidated list, so for a
    // moment the empty list's "Noch keine Impulsreihe angelegt." can stand beside it.
    await expect(coach.getByText("Impulsreihe angelegt", { exact: true })).toBeVisible();
    const row = coach.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("3 Tage");
    await expect(row).toContainText("im Journal");
    await expectNoViolations(coach);
    await shots(coach, "admin-series");

    // The visitor starts the series in her journal: without the consent box the browser asks for it.
    const email = `prompts-${stamp}@example.de`;
    await journalFor(page, email);
    const offer = page.getByRole("form", { name });
    await offer.getByRole("button", { name: "Impulse starten" }).click();
    await expect(page.getByText("Schön, dass du dabei bist!")).toHaveCount(0);
    await offer.getByRole("checkbox", { name: /jeden Morgen einen Impuls/ }).check();
    await offer.getByRole("button", { name: "Impulse starten" }).click();
    await expect(page.getByText("Schön, dass du dabei bist!")).toBeVisible();
    await expect(page.getByText(`${name} · Tag 1 von 3`)).toBeVisible();
    await expectNoViolations(page);
    await shots(page, "journal-started");

    // Day 1's prompt in the coach's e-mail log (its links hidden there), and as queued.
    const logged = await readMail(coach, email, "Dein Impuls für heute");
    expect(logged.subject).toBe(`Dein Impuls für heute – ${name}, Tag 1`);
    expect(logged.text).toContain(prompts[0]);
    expect(logged.text).not.toMatch(/\/journal\//);
    const mail = await queuedMail("journal-prompt", email);
    const answerLink = mail.match(/https?:\/\/\S+\/journal\/\S+\?impuls=\S+/)![0];
    const stopLink = mail.match(/https?:\/\/\S+\/journal\/impulse\/beenden\?token=\S+/)![0];

    // She answers the prompt in her journal: the entry says which prompt it answers.
    await gotoHydrated(page, pathOf(answerLink));
    await expect(page.getByText("Impuls von Tag 1")).toBeVisible();
    await expect(page.getByText(prompts[0]!)).toBeVisible();
    await expectNoViolations(page);
    const answer = "Der Kaffee auf dem Balkon, mit Sonne im Gesicht.";
    await page.getByLabel("Was bewegt dich heute?").fill(answer);
    await page.getByRole("button", { name: "Eintrag speichern" }).click();
    await expect(page.getByText("Dein Eintrag ist gespeichert.")).toBeVisible();
    const entry = page.getByRole("listitem").filter({ hasText: answer });
    await expect(entry).toContainText(`Antwort auf den Impuls von Tag 1: ${prompts[0]}`);
    await expect(entry).toContainText("privat");
    await shots(page, "journal-answer");

    // She stops the series: the link shows a button, the POST stops it.
    await gotoHydrated(page, pathOf(stopLink));
    await expect(page.getByRole("heading", { level: 1, name: "Impulse beenden" })).toBeVisible();
    expect(
      queryE2eDb<{ stopped_at: string | null }>(
        `SELECT stopped_at FROM prompt_subscriptions WHERE on_page = '/journal' AND journal_id IN (SELECT id FROM mindset_journal WHERE email = '${email}')`,
      )[0]?.stopped_at,
    ).toBeNull();
    await expectNoViolations(page);
    await shots(page, "stop-page");
    await page.getByRole("button", { name: "Impulse beenden" }).click();
    await expect(page.getByText("Erledigt: Du bekommst keine Impulse aus dieser Reihe mehr.")).toBeVisible();
    await expectNoViolations(page);
    await shots(page, "stopped");
    const stopped = queryE2eDb<{ stopped_at: string | null }>(
      `SELECT stopped_at FROM prompt_subscriptions WHERE journal_id IN (SELECT id FROM mindset_journal WHERE email = '${email}')`,
    );
    expect(stopped).toHaveLength(1);
    expect(stopped[0]?.stopped_at).not.toBeNull();
    // Her journal offers the series again; the answer text is in no e-mail.
    await gotoHydrated(page, pathOf(answerLink).replace(/\?.*$/, ""));
    await expect(page.getByRole("form", { name })).toBeVisible();
    expect(queryE2eDb<{ n: number }>(`SELECT count(*) AS n FROM mail_outbox WHERE payload LIKE '%Balkon%'`)[0]?.n).toBe(
      0,
    );

    // Someone who booked the event (address confirmed) starts the series from Meine Buchung.
    bookingId = crypto.randomUUID();
    const booker = `prompts-booking-${stamp}@example.de`;
    queryE2eDb(
      `INSERT INTO klarsinn_booking (id, event_id, full_name, email, num_tickets, total_price, total_cents, currency, status, email_confirmed_at)
       VALUES ('${bookingId}', '${eventId}', 'Paula Prompt', '${booker}', 1, 0, 0, 'EUR', 'confirmed', '2026-01-01T00:00:00.000Z')`,
    );
    const bookingToken = await signToken(E2E_SECRET, "booking", bookingId);
    await gotoHydrated(page, `/buchung/${bookingToken}`);
    await page.getByRole("link", { name: "Impulse ansehen und starten" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Impulse: ${name}` })).toBeVisible();
    await expectNoViolations(page);
    await shots(page, "booking-start");
    await page.getByRole("checkbox", { name: /Art\. 9 DSGVO/ }).check();
    await page.getByRole("button", { name: "Impulse starten" }).click();
    // Never into the journal from a booking's link (decision 0185): its link comes by e-mail only.
    await expect(page.getByRole("heading", { level: 1, name: "Schau in dein Postfach" })).toBeVisible();
    await expect(page).toHaveURL(/\/buchung\/[^/]+\/impulse$/);
    const [bookerJournal] = queryE2eDb<{ consent_text: string; on_page: string }>(
      `SELECT consent_text, on_page FROM mindset_journal WHERE email = '${booker}'`,
    );
    expect(bookerJournal?.consent_text).toContain("Art. 9 DSGVO");
    expect(bookerJournal?.on_page).toBe("/buchung/:token/impulse");
    await queuedMail("journal-prompt", booker);

    // The coach deletes the series: it leaves the other specs' journals and bookings as they were.
    await coach.goto("/admin/impulse");
    await coach.getByRole("button", { name: `Impulsreihe ${name} löschen` }).click();
    await expect(coach.getByText("Impulsreihe gelöscht")).toBeVisible();
  } finally {
    if (bookingId) queryE2eDb(`DELETE FROM klarsinn_booking WHERE id = '${bookingId}'`);
    await coachContext.close();
  }
});
