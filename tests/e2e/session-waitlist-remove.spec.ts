import { expect, test } from "@playwright/test";
import { queryE2eDb } from "./db.ts";
import { readMail, signInAsAdmin } from "./mail-log.ts";
import { expectNoViolations, pageFromAddress, screenshot, shootBothWidths } from "./page-checks.ts";

/**
 * The coach removes entries of the 1:1 waiting list on /admin/termine (issue 51, decision 0220),
 * against the built app on workerd: with JavaScript "Entfernen" asks first, and an entry holding an
 * offer gives its time back; without JavaScript the row's form posts directly and the page answers.
 * Then the coach's entry of a session, whose confirmation e-mail (the mail log's view) speaks of a
 * "Termin", not of an event. Screenshots at 390 and 1280 px go to /tmp/shots-h2-51/.
 */

test.describe.configure({ timeout: 180_000 });

const run = Date.now().toString(36);
const SHOTS = "/tmp/shots-h2-51";
const HOUR = 3600_000;

/** A wish written straight into this server's D1, as the /termin form would (its form: sessions.spec.ts). */
function addWish(
  email: string,
  name: string,
  typeId: string,
  day: string,
  offer?: { startsAt: Date; until: Date; minutes: number },
) {
  const iso = (date: Date) => `'${date.toISOString()}'`;
  const offered = offer
    ? `'offered', ${iso(offer.startsAt)}, 'online', ${iso(offer.startsAt)}, ${iso(new Date(offer.startsAt.getTime() + offer.minutes * 60_000))}, ${iso(new Date())}, ${iso(offer.until)}`
    : `'waiting', NULL, NULL, NULL, NULL, NULL, NULL`;
  queryE2eDb(
    `INSERT INTO session_waitlist (id, appointment_type_id, from_day, to_day, full_name, email, consent_text, locale, status,
       offer_starts_at, offer_place, offer_blocked_from, offer_blocked_until, offered_at, offer_expires_at, created_at)
     VALUES ('${crypto.randomUUID()}', '${typeId}', '${day}', '${day}', '${name}', '${email}', 'Einwilligung', 'de', ${offered}, '${new Date().toISOString()}')`,
  );
}
const statusOf = (email: string) =>
  queryE2eDb<{ status: string }>(`SELECT status FROM session_waitlist WHERE email = '${email}'`)[0]?.status;

test("the coach removes waiting-list entries (with and without JavaScript); a session's confirmation e-mail speaks of a Termin", async ({
  browser,
}) => {
  const [type] = queryE2eDb<{ id: string; duration_minutes: number }>(
    "SELECT id, duration_minutes FROM appointment_types WHERE price_cents = 0 AND active = 1 ORDER BY sort_order LIMIT 1",
  );
  // A weekday ten days out (inside the type's horizon), past the times other specs book first.
  const start = new Date(Date.now() + 10 * 24 * HOUR);
  while (start.getUTCDay() === 0 || start.getUTCDay() === 6) start.setTime(start.getTime() + 24 * HOUR);
  start.setUTCHours(8, 0, 0, 0);
  const day = start.toISOString().slice(0, 10);
  const offered = `angebot-${run}@example.de`;
  const waiting = `wartet-${run}@example.de`;
  addWish(offered, "Amelie Angebot", type!.id, day, {
    startsAt: start,
    until: new Date(Date.now() + 6 * HOUR),
    minutes: type!.duration_minutes,
  });
  addWish(waiting, "Wanda Wartend", type!.id, day);

  const admin = await pageFromAddress(browser, "198.51.100.181");
  await signInAsAdmin(admin);
  await admin.goto("/admin/termine#warteliste");
  const list = admin.getByRole("region", { name: "Warteliste für Termine" });
  const row = (name: string) => list.getByRole("row").filter({ hasText: name });
  await expect(row("Amelie Angebot")).toContainText("Angebot läuft");
  await expect(row("Wanda Wartend")).toContainText("Wartet");
  await expectNoViolations(admin);
  await list.scrollIntoViewIfNeeded();
  await shootBothWidths(admin, SHOTS, "1-waitlist");
  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    await screenshot(list, { path: `${SHOTS}/1-waitlist-section-${width}.png` });
  }
  await admin.setViewportSize({ width: 1280, height: 900 });

  // With JavaScript: "Entfernen" asks first; "Abbrechen" changes nothing.
  await row("Amelie Angebot")
    .getByRole("button", { name: /Entfernen\s*: Amelie Angebot/ })
    .click();
  const dialog = admin.getByRole("dialog", { name: "Von der Warteliste entfernen?" });
  await expect(dialog).toContainText("Amelie Angebot bekommt dann keine E-Mail mehr");
  await expectNoViolations(admin);
  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    await screenshot(admin, { path: `${SHOTS}/2-confirm-${width}.png` });
  }
  await admin.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole("button", { name: "Abbrechen" }).click();
  expect(statusOf(offered)).toBe("offered");
  await row("Amelie Angebot")
    .getByRole("button", { name: /Entfernen\s*: Amelie Angebot/ })
    .click();
  await dialog.getByRole("button", { name: "Entfernen" }).click();
  await expect(admin.getByText("Die reservierte Zeit ist wieder frei", { exact: false }).first()).toBeVisible();
  expect(statusOf(offered)).toBe("removed");
  await expect(row("Amelie Angebot")).toHaveCount(0);
  // The freed time went to the next in line for that day.
  expect(statusOf(waiting)).toBe("offered");
  await shootBothWidths(admin, SHOTS, "3-removed");

  // Without JavaScript the row's form posts directly; the page answers with its notice.
  const plain = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.182" },
  });
  await plain.addCookies(await admin.context().cookies());
  const noJs = await plain.newPage();
  await noJs.goto("/admin/termine");
  await noJs
    .getByRole("region", { name: "Warteliste für Termine" })
    .getByRole("row")
    .filter({ hasText: "Wanda Wartend" })
    .getByRole("button", { name: /Entfernen\s*: Wanda Wartend/ })
    .click();
  await expect(noJs.getByText("Eintrag entfernt").first()).toBeVisible();
  expect(statusOf(waiting)).toBe("removed");
  await shootBothWidths(noJs, SHOTS, "4-removed-without-js");
  await plain.close();

  // The coach enters an intro call for a client: the client's confirmation e-mail in the mail log.
  const client = `termin-${run}@example.de`;
  await admin.goto("/admin/termine");
  const form = admin.getByRole("region", { name: /Termin für eine Klientin/ });
  await form.getByLabel("Terminart").selectOption(type!.id);
  await form.getByRole("button", { name: "Freie Zeiten zeigen" }).click();
  await expect(admin).toHaveURL(/eintragen=/);
  const slot = form.getByLabel("Freie Zeit");
  await expect(slot).toBeVisible();
  const options = await slot.locator("option").evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
  await slot.selectOption(options.at(-3)!);
  await form.getByLabel("Vollständiger Name").fill("Tara Termin");
  await form.getByLabel("E-Mail").fill(client);
  await form.getByRole("button", { name: "Termin eintragen" }).click();
  await expect(admin.getByText("Die Bestätigung ist an die Person unterwegs.")).toBeVisible();
  const mail = await readMail(admin, client, "bestätigt");
  expect(mail.subject).toMatch(/^Dein Termin ist bestätigt/);
  expect(mail.text).not.toMatch(/Veranstaltung|Plätze|\bPlatz\b|dabei sein|Ersatzperson/);
  await admin
    .getByRole("row")
    .filter({ hasText: client })
    .first()
    .getByRole("button", { name: `Ansehen: ${client}` })
    .click();
  const shown = admin.getByRole("dialog", { name: "E-Mail Details" });
  await expect(shown).toBeVisible();
  for (const width of [390, 1280]) {
    await admin.setViewportSize({ width, height: 900 });
    await screenshot(admin, { path: `${SHOTS}/5-session-mail-${width}.png` });
  }
});
