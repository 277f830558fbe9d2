import { mkdirSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { queryE2eDb } from "./db.ts";
import { readMailAsAdmin } from "./mail-log.ts";
import { screenshot } from "./page-checks.ts";

/**
 * The visitor's side of 1:1 coaching after booking (decisions 0150, 0151) against the built app on
 * workerd: a booked intro call moved on "Meine Buchung" with its e-mail, and a package bought on
 * /pakete whose next session is booked with a credit ("noch 4 von 5"). Screenshots at 390 and
 * 1280 px go to /tmp/shots-packages/.
 */

test.describe.configure({ timeout: 180_000 });

const run = Date.now().toString(36);
const SHOTS = "/tmp/shots-packages";

async function visitorPage(browser: Browser, ip: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": ip } });
  await context.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  return context.newPage();
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The "Meine Buchung" link of the newest e-mail to `email`, as a path. */
async function manageLink(browser: Browser, email: string, subject?: string): Promise<string> {
  const mail = await readMailAsAdmin(browser, email, subject);
  const link = mail.links.find((href) => href.includes("/buchung/"));
  expect(link).toBeTruthy();
  return new URL(link!).pathname;
}

function sessionOf(email: string) {
  return queryE2eDb<{ event_date: string; start_time: string; status: string }>(
    `SELECT e.event_date, e.start_time, b.status FROM klarsinn_booking b JOIN klarsinn_events e ON e.id = b.event_id
     WHERE b.email = '${email}' AND e.kind = 'session' ORDER BY b.created_at DESC`,
  );
}

test("a booked intro call is moved on Meine Buchung to another free time, and the e-mail carries the new time", async ({
  browser,
}) => {
  const page = await visitorPage(browser, "198.51.100.91");
  const email = `verschieben-${run}@example.de`;
  await page.goto("/termin");
  await page.getByRole("link", { name: /Kostenfreies Erstgespräch/ }).click();
  await page
    .getByRole("region", { name: /An welchem Tag/ })
    .getByRole("link")
    .nth(3)
    .click();
  await page
    .getByRole("region", { name: /Um wie viel Uhr/ })
    .getByRole("link")
    .first()
    .click();
  await page.getByLabel("Vollständiger Name").fill("Greta Sommer");
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  const early = page.getByRole("checkbox", { name: /Ich verlange ausdrücklich/ });
  if (await early.count()) await early.check();
  await page.getByRole("button", { name: "Kostenlos anmelden" }).click();
  await expect(page.getByRole("heading", { name: "Dein Termin ist reserviert!" })).toBeVisible();
  const [before] = sessionOf(email);

  const manage = await manageLink(browser, email);
  await page.goto(manage);
  await page.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
  await expect(page.getByRole("heading", { name: "Termin verschieben" })).toBeVisible();
  await shoot(page, "move-1-meine-buchung");
  await page.getByRole("link", { name: "Termin verschieben" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Termin verschieben");
  const days = page.getByRole("region", { name: /An welchem Tag/ }).getByRole("link");
  await days.nth(1).click();
  const times = page.getByRole("group", { name: /Um wie viel Uhr/ }).getByRole("radio");
  await expect(times.first()).toBeAttached();
  await shoot(page, "move-2-times");
  const newTime = (
    await page
      .getByRole("group", { name: /Um wie viel Uhr/ })
      .locator("label")
      .first()
      .innerText()
  ).trim();
  await page
    .getByRole("group", { name: /Um wie viel Uhr/ })
    .locator("label")
    .first()
    .click();
  await page.getByRole("button", { name: "Auf diese Zeit verschieben" }).click();
  await expect(page.getByText("Dein Termin ist verschoben")).toBeVisible();
  await shoot(page, "move-3-done");

  const [after] = sessionOf(email);
  expect(after?.start_time).toBe(newTime);
  expect(`${after?.event_date} ${after?.start_time}`).not.toBe(`${before?.event_date} ${before?.start_time}`);
  const mail = await readMailAsAdmin(browser, email, "Neuer Termin");
  expect(mail.text).toContain(newTime);
  expect(mail.attachments.join(" ")).toMatch(/\.ics/);
});

test("a package bought on /pakete, confirmed with the address, books its next session with a credit: noch 4 von 5", async ({
  browser,
}) => {
  const page = await visitorPage(browser, "198.51.100.92");
  const email = `paket-${run}@example.de`;
  await page.goto("/termin");
  await page.getByRole("link", { name: /Coaching-Pakete/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coaching-Pakete");
  await page.getByRole("link", { name: /5er-Paket Einzelcoaching/ }).click();
  await page.getByLabel("Vollständiger Name").fill("Henrike Lange");
  await page.getByLabel("E-Mail", { exact: true }).fill(email);
  await page.getByLabel("Straße und Hausnummer").fill("Lindenweg 3");
  await page.getByLabel("PLZ").fill("38100");
  await page.getByLabel("Ort", { exact: true }).fill("Braunschweig");
  await shoot(page, "package-1-form");
  await page.getByRole("button", { name: "Zahlungspflichtig buchen" }).click();
  await expect(page.getByRole("heading", { name: "Dein Paket ist reserviert!" })).toBeVisible();
  await shoot(page, "package-2-reserved");

  const manage = await manageLink(browser, email);
  await page.goto(manage);
  await page.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
  // The package confirms by itself with the address (decision 0186): its credits can be used at once.
  await expect(page.getByText("Danke! Dein Paket ist gekauft.")).toBeVisible();

  await page.goto(manage);
  await expect(page.getByRole("heading", { name: /noch 5 von 5/ })).toBeVisible();
  await shoot(page, "package-3-credits");
  await page.getByRole("link", { name: "Nächsten Termin buchen" }).click();
  await page
    .getByRole("region", { name: /Wo möchtest du dich treffen/ })
    .getByRole("link", { name: /Online/ })
    .click();
  await page
    .getByRole("region", { name: /An welchem Tag/ })
    .getByRole("link")
    .nth(4)
    .click();
  await page
    .getByRole("group", { name: /Um wie viel Uhr/ })
    .locator("label")
    .first()
    .click();
  const consent = page.getByRole("checkbox", { name: /Ich verlange ausdrücklich/ });
  if (await consent.count()) await consent.check();
  await shoot(page, "package-4-book");
  await page.getByRole("button", { name: "Mit einem Paket-Termin buchen" }).click();
  // The new session's own Meine Buchung: its address confirmed there, booked at once (decision 0186).
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Einzelcoaching");
  await page.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
  // "Termin verschieben" shows before the confirmation too: wait for the confirmation's own answer.
  await expect(page.getByRole("button", { name: "E-Mail-Adresse bestätigen" })).toHaveCount(0);
  await expect(page.getByText("Termin verschieben").first()).toBeVisible();
  await expect.poll(() => sessionOf(email)[0]?.status).toBe("confirmed");

  await page.goto(manage);
  await expect(page.getByRole("heading", { name: /noch 4 von 5/ })).toBeVisible();
  await shoot(page, "package-5-left");
});
