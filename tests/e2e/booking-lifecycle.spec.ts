import { expect, test, type Browser, type Page } from "@playwright/test";
import { readMail, readMailAsAdmin, signInAsAdmin } from "./mail-log.ts";
import { gotoInteractive } from "./hydration";

/**
 * The booking lifecycle as people live it, against the built app on workerd: the visitor books,
 * the e-mail shows up in the back-office log, its link opens "Meine Buchung", where the visitor
 * confirms and cancels; a sold-out event's waiting list gets the freed seat by e-mail.
 * Each test uses its own seeded event, so no other spec's bookings change its seats.
 */

test.describe.configure({ timeout: 120_000 });

const run = Date.now().toString(36);

const eventId = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, "0")}`;
/** Seeded events no other spec books: 8 (14 seats), 9 (60 seats) and 13 (sold out by three seeded bookings). */
const LIFECYCLE_EVENT = eventId(8);
const NO_JS_EVENT = eventId(9);
const SOLD_OUT_EVENT = eventId(13);

async function visitorPage(browser: Browser, ip: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": ip }, javaScriptEnabled });
  return context.newPage();
}

async function seatsLeft(page: Page): Promise<number> {
  const text = (await page.getByText(/^(Noch \d+ Pl(ä|a)tze? frei|Ausgebucht)$/).textContent()) ?? "";
  return text === "Ausgebucht" ? 0 : Number(/\d+/.exec(text)?.[0]);
}

/** The path of the first link in a logged e-mail that starts with `prefix` (links are absolute, from SITE_URL). */
function linkTo(links: string[], prefix: string): string {
  const link = links.map((href) => new URL(href)).find((url) => url.pathname.startsWith(prefix));
  expect(link, `a link to ${prefix}`).toBeTruthy();
  return link!.pathname;
}

test("book, confirm through the e-mail's link, cancel on Meine Buchung, seats come back", async ({ browser }) => {
  const email = `lifecycle-${run}@example.de`;
  const visitor = await visitorPage(browser, "198.51.100.141");

  await gotoInteractive(visitor, `/events/${LIFECYCLE_EVENT}`);
  const before = await seatsLeft(visitor);
  const title = (await visitor.getByRole("heading", { level: 1 }).textContent())!.trim();
  await visitor.getByLabel("Vollständiger Name").fill("Ronja Albers");
  await visitor.getByLabel("E-Mail", { exact: true }).fill(email);
  await visitor.getByLabel("Anzahl Plätze").fill("2");
  await visitor.getByRole("button", { name: "Zahlungspflichtig buchen" }).click();
  await expect(visitor.getByRole("heading", { name: "Buchung erfolgreich!" })).toBeVisible();
  await expect(visitor.getByText(/Bitte bestätige deine E-Mail-Adresse über den Button in der E-Mail/)).toBeVisible();
  await expect(visitor.getByText(`Noch ${before - 2} Plätze frei`)).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  const mail = await readMail(admin, email, "Bitte bestätige deine E-Mail-Adresse");
  expect(mail.text).not.toContain("Ronja"); // no visitor text to an unconfirmed address
  const manage = linkTo(mail.links, "/buchung/");

  // Opening the link (as a mail scanner would) changes nothing.
  await visitor.goto(manage);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText("E-Mail-Adresse noch nicht bestätigt", { exact: true })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText("E-Mail-Adresse noch nicht bestätigt", { exact: true })).toBeVisible();
  await visitor.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
  await expect(visitor.getByText("Danke! Deine Buchung ist bestätigt.", { exact: false })).toBeVisible();
  await expect(visitor.getByText("Bestätigt", { exact: true })).toBeVisible();
  // The total row (first in the page; the payment box below repeats the amount).
  await expect(visitor.getByText("190,00 EUR", { exact: true }).first()).toBeVisible(); // 2 × 95 EUR

  const ics = await visitor.request.get(`${manage}/kalender.ics`);
  expect(ics.status()).toBe(200);
  expect(ics.headers()["content-type"]).toContain("text/calendar");

  // The coach now hears about it.
  const notification = await readMail(admin, "hallo@klarsinn-coaching.de", `Neue Buchung: ${title}`);
  expect(notification.text).toContain("Ronja Albers");

  // Cancelling: the terms are said before the click, and a second step asks once more.
  await expect(visitor.getByText(/kannst du kostenfrei stornieren \(48 Stunden vor Beginn\)/)).toBeVisible();
  await visitor.getByText("Buchung stornieren …").click();
  await visitor.getByRole("button", { name: "Kostenfrei stornieren" }).click();
  await expect(visitor.getByText("Deine Buchung ist storniert. Du bekommst gleich eine E-Mail.")).toBeVisible();
  await expect(visitor.getByText("Storniert", { exact: true })).toBeVisible();
  await expect(visitor.getByRole("button", { name: "Kostenfrei stornieren" })).toHaveCount(0);

  await visitor.goto(`/events/${LIFECYCLE_EVENT}`);
  expect(await seatsLeft(visitor)).toBe(before);

  const cancelled = await readMail(admin, email, "Stornierung bestätigt");
  expect(cancelled.text).toContain("kostenfrei");
  await admin.goto(`/admin/bookings?q=${encodeURIComponent(email)}`);
  await expect(admin.getByText(/Vom Gast storniert am/)).toBeVisible();
});

test("without JavaScript, Meine Buchung confirms with a plain form post", async ({ browser }) => {
  const email = `nojs-${run}@example.de`;
  const visitor = await visitorPage(browser, "198.51.100.142", false);
  await visitor.goto(`/events/${NO_JS_EVENT}`);
  await visitor.getByLabel("Vollständiger Name").fill("Ole Brandt");
  await visitor.getByLabel("E-Mail", { exact: true }).fill(email);
  await visitor.getByRole("button", { name: "Zahlungspflichtig buchen" }).click();
  await expect(visitor.getByRole("heading", { name: "Buchung erfolgreich!" })).toBeVisible();

  const mail = await readMailAsAdmin(browser, email, "Bitte bestätige deine E-Mail-Adresse");
  await visitor.goto(linkTo(mail.links, "/buchung/"));
  await visitor.getByRole("button", { name: "E-Mail-Adresse bestätigen" }).click();
  await expect(visitor.getByText("Bestätigt", { exact: true })).toBeVisible();
});

test("a sold-out event takes a waiting list; seats freed by the coach are offered and claimed", async ({ browser }) => {
  const waiting = `warte-${run}@example.de`;

  const second = await visitorPage(browser, "198.51.100.144");
  await gotoInteractive(second, `/events/${SOLD_OUT_EVENT}`);
  expect(await seatsLeft(second)).toBe(0);
  await expect(second.getByRole("button", { name: "Zahlungspflichtig buchen" })).toHaveCount(0);
  await second.getByLabel("Vollständiger Name").fill("Wanda Warte");
  await second.getByLabel("E-Mail", { exact: true }).fill(waiting);
  await second.getByRole("button", { name: "Auf die Warteliste" }).click();
  // The consent is required: the browser's check names it.
  await expect(second.getByText("Bitte bestätige die Einwilligung", { exact: false })).toBeVisible();
  await second.getByLabel(/Ich bin einverstanden/).check();
  await second.getByRole("button", { name: "Auf die Warteliste" }).click();
  await expect(second.getByRole("heading", { name: "Du stehst auf der Warteliste" })).toBeVisible();

  // The coach sees the list and cancels the first booking.
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.getByRole("link", { name: "Wartelisten" }).first().click();
  const entry = admin.getByRole("row").filter({ hasText: waiting });
  await expect(entry.getByText("Wartet")).toBeVisible();
  await admin.goto(`/admin/bookings?q=${encodeURIComponent("greta.paulsen@example.de")}`);
  const greta = admin.getByRole("row").filter({ hasText: "greta.paulsen@example.de" }).first();
  await greta.getByRole("button", { name: /^Stornieren/ }).click();
  await admin
    .getByRole("dialog", { name: "Buchung stornieren" })
    .getByRole("button", { name: "Stornieren", exact: true })
    .click();
  await expect(admin.getByText("Buchung storniert").first()).toBeVisible();

  // The offer e-mail goes to the waiting person; its link opens the offer, one POST books it.
  const offer = await readMail(admin, waiting, "Platz frei");
  expect(offer.text).not.toContain("Wanda");
  await second.goto(linkTo(offer.links, "/warteliste/"));
  await expect(second.getByRole("heading", { name: "Dein Platz ist frei geworden" })).toBeVisible();
  await second.getByRole("button", { name: "Zahlungspflichtig buchen" }).click();
  await expect(second).toHaveURL(/\/buchung\//);
  await expect(second.getByText("Bestätigt", { exact: true })).toBeVisible();

  await admin.goto("/admin/waitlist");
  await expect(admin.getByRole("row").filter({ hasText: waiting }).getByText("Gebucht")).toBeVisible();
  // Greta's two seats came free; the waiting person booked one of them.
  await second.goto(`/events/${SOLD_OUT_EVENT}`);
  expect(await seatsLeft(second)).toBe(1);
});
