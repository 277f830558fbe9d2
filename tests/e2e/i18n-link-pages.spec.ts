import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { GERMAN_LINK_PAGE_UI } from "../german-ui";
import { readMail, signInAsAdmin } from "./mail-log.ts";
import { screenshot } from "./page-checks.ts";
import { expectNoViolations } from "./page-checks";
import { gotoInteractive } from "./hydration";

/**
 * Issue 9, the English visitor from first click to cancellation: booked on /en/events/<id>, the
 * e-mail (read in the back-office log) is English and links to /en/buchung/<token>, where the visitor
 * confirms and cancels in English, and the cancellation e-mail is English too.
 */
// An axe run on top of the flow (and, with E2E_SHOTS, ten full-page screenshots): more time than the other flows.
test.describe.configure({ timeout: 120_000 });

const run = Date.now().toString(36);
/** Seeded event 10 (90 seats, in seven weeks): no other spec books it. */
const EVENT = "00000000-0000-4000-8000-000000000010";
/** Where to put screenshots at 390 and 1280 px for looking at the pages (`E2E_SHOTS=/tmp/shots-en`); none by default. */
const SHOTS = process.env.E2E_SHOTS;

/** What a visitor reads outside text marked German (lang="de"), plus labels and placeholders. */
async function visibleUi(page: Page): Promise<string> {
  return page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const german of copy.querySelectorAll('[lang="de"], script, style')) german.remove();
    const attributes = [...copy.querySelectorAll("[aria-label], [placeholder], [alt]")].map((el) =>
      ["aria-label", "placeholder", "alt"].map((name) => el.getAttribute(name) ?? "").join(" "),
    );
    return [document.body.innerText, ...attributes].join("\n");
  });
}

async function expectEnglish(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const ui = await visibleUi(page);
  for (const word of GERMAN_LINK_PAGE_UI) expect(ui, `"${word}" on ${page.url()}`).not.toContain(word);
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await screenshot(page, { path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("book in English, follow the e-mail to the English Meine Buchung, confirm and cancel in English", async ({
  browser,
}) => {
  const email = `english-${run}@example.org`;
  const context = await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.181" } });
  await context.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  const visitor = await context.newPage();

  await gotoInteractive(visitor, `/en/events/${EVENT}`);
  const title = (await visitor.getByRole("heading", { level: 1 }).textContent())!.trim();
  await visitor.getByLabel("Full name").fill("Emma Walker");
  await visitor.getByLabel("Email", { exact: true }).fill(email);
  await visitor.getByLabel("Number of places").fill("2");
  await visitor.getByRole("button", { name: "Book and pay" }).click();
  await expect(visitor.getByRole("heading", { name: "Booking successful!" })).toBeVisible();
  await expect(visitor.getByText(/I will hold your places for you until \d{1,2} \w+ \d{4}/)).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  const mail = await readMail(admin, email, "Please confirm your email address");
  expect(mail.subject).toBe(`Please confirm your email address: ${title}`);
  expect(mail.text).toContain("Warm regards");
  const link = mail.links.map((href) => new URL(href)).find((url) => url.pathname.startsWith("/en/buchung/"));
  expect(link, "a link to /en/buchung/<token>").toBeTruthy();

  // Opening the link changes nothing: the page shows the button to confirm.
  await visitor.goto(link!.pathname);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText("Email address not confirmed yet", { exact: true })).toBeVisible();
  await expectEnglish(visitor);
  await expectNoViolations(visitor);
  await shoot(visitor, "my-booking-unconfirmed");

  await visitor.getByRole("button", { name: "Confirm email address" }).click();
  // The demo events confirm by themselves (decision 0186): booked at once.
  await expect(visitor.getByText("Thank you! Your booking is confirmed.", { exact: false })).toBeVisible();
  await expect(visitor.getByText("Confirmed", { exact: true })).toBeVisible();
  await expect(
    visitor.getByText(/You can cancel free of charge until .+ \(Berlin time, 48 hours before the start\)\./),
  ).toBeVisible();
  await expectEnglish(visitor);
  await shoot(visitor, "my-booking-requested");

  await visitor.getByText("Cancel booking …").click();
  await visitor.getByRole("button", { name: "Cancel free of charge" }).click();
  await expect(visitor.getByText("Your booking is cancelled. You will receive an email shortly.")).toBeVisible();
  await expect(visitor.getByText("Cancelled", { exact: true })).toBeVisible();
  await expectEnglish(visitor);
  await shoot(visitor, "my-booking-cancelled");

  const cancelled = await readMail(admin, email, "Cancellation confirmed");
  expect(cancelled.text).toContain("The cancellation is free of charge for you.");
  expect(cancelled.links.some((href) => new URL(href).pathname.startsWith("/en/buchung/"))).toBe(true);

  // The other link pages a visitor reaches from the English footer, in English too.
  for (const [path, heading, name] of [
    ["/en/newsletter/abmelden", "Unsubscribe from the newsletter", "newsletter-unsubscribe"],
    ["/en/meine-daten", "Your data with me", "my-data"],
  ] as const) {
    await visitor.goto(path);
    await expect(visitor.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectEnglish(visitor);
    await shoot(visitor, name);
  }
  await context.close();
});
