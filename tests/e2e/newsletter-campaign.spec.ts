import { expect, test } from "@playwright/test";
import { queryE2eDb } from "./db.ts";
import { readMail, readMailAsAdmin, signInAsAdmin } from "./mail-log.ts";
import { screenshot } from "./page-checks.ts";
import { expectNoViolations } from "./page-checks";

/** The coach writes a newsletter, tests it, sends it; the e-mails show up in the back-office log. */
test.describe.configure({ timeout: 90_000 });

test("compose, test and send a newsletter to the confirmed subscribers; two of them in the e-mail log", async ({
  page,
}) => {
  const subject = `Herbstimpulse ${Date.now().toString(36)}`;
  await signInAsAdmin(page);
  await page.getByRole("link", { name: "Newsletter senden" }).first().click();
  await expect(page.getByRole("heading", { name: "Newsletter senden", level: 1 })).toBeVisible();
  await page.getByLabel("Betreff", { exact: true }).fill(subject);
  await page.getByLabel("Text", { exact: true }).fill("Hallo,\n\ndie neuen Termine sind da. Ich freue mich auf dich!");
  await page.getByRole("button", { name: "Als Entwurf speichern" }).click();
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row.getByText("Entwurf")).toBeVisible();
  // The saved draft is in the list; the form is empty for the next one, so nothing is saved twice.
  await expect(page.getByLabel("Betreff", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Text", { exact: true })).toHaveValue("");

  await row.getByRole("button", { name: /^Test an mich/ }).click();
  await expect(page.getByText("Test unterwegs").first()).toBeVisible();

  await row.getByRole("button", { name: /^An alle senden/ }).click();
  const ask = page.getByRole("dialog", { name: "Newsletter an alle senden" });
  await expect(ask).toContainText(subject);
  await ask.getByRole("button", { name: "Jetzt senden" }).click();
  await expect(page.getByText("Newsletter unterwegs").first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: subject }).getByText("Gesendet", { exact: true })).toBeVisible();

  // Seeded confirmed subscribers that no other spec deletes.
  for (const to of ["stefan.roth@example.de", "nina.wolf@example.de"]) {
    const mail = await readMail(page, to, subject);
    expect(mail.text).toContain("die neuen Termine sind da.");
    expect(mail.links.some((href) => href.includes("/newsletter/abmelden?token="))).toBe(true);
  }
  const test = await readMail(page, "e2e-admin@example.de", `[Test] ${subject}`);
  expect(test.text).toContain("die neuen Termine sind da.");
});

test("a reader who signed up on /en gets the English version, with an English way out", async ({ browser, page }) => {
  const stamp = Date.now().toString(36);
  const reader = `reader-${stamp}@example.com`;
  // The reader signs up on the English site and confirms, as a visitor of their own.
  const visitor = await (
    await browser.newContext({ extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.141" } })
  ).newPage();
  await visitor.goto("/en");
  const footer = visitor.locator("#newsletter-anmeldung");
  await footer.getByLabel("Email address for the newsletter").fill(reader);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(visitor.getByRole("status").filter({ hasText: "Signed up" })).toContainText("Thank you for signing up");
  // The sign-up answers first and writes its e-mail behind the answer: read the log until it is there.
  let confirmLink = "";
  await expect(async () => {
    const confirm = await readMailAsAdmin(browser, reader, "Please confirm your newsletter sign-up");
    confirmLink = confirm.links.find((href) => href.includes("/en/newsletter/bestaetigen")) ?? "";
    expect(confirmLink).not.toBe("");
  }).toPass();
  await visitor.goto(confirmLink);
  await visitor.getByRole("button", { name: "Confirm sign-up" }).click();
  await expect(visitor.getByRole("heading", { name: "Your sign-up is confirmed" })).toBeVisible();

  // The coach writes both versions; before sending she reads who gets which.
  await signInAsAdmin(page);
  await page.goto("/admin/newsletter-campaigns");
  const compose = page.locator("form").filter({ has: page.getByRole("heading", { name: "Neuer Newsletter" }) });
  await expect(compose.getByRole("group", { name: "Englisch (freiwillig)" })).toContainText(
    "die sich auf der englischen Seite angemeldet",
  );
  await expectNoViolations(page);
  await compose.getByLabel("Betreff", { exact: true }).fill(`Wintertermine ${stamp}`);
  await compose.getByLabel("Text", { exact: true }).fill("Hallo,\n\ndie Wintertermine stehen.");
  // Half an English version is refused on its field, before anything is saved.
  await compose.getByLabel("Englischer Betreff").fill(`Winter dates ${stamp}`);
  await compose.getByRole("button", { name: "Als Entwurf speichern" }).click();
  await expect(compose.getByLabel("Englischer Text")).toBeFocused();
  await expect(compose).toContainText("Bitte geben Sie auch den englischen Text ein");
  await compose.getByLabel("Englischer Text").fill("Hello,\n\nthe winter dates are out.");
  await compose.getByRole("button", { name: "Als Entwurf speichern" }).click();
  const row = page.getByRole("row").filter({ hasText: `Wintertermine ${stamp}` });
  await expect(row).toContainText("mit englischer Fassung");

  await row.getByRole("button", { name: /^An alle senden/ }).click();
  const ask = page.getByRole("dialog", { name: "Newsletter an alle senden" });
  await expect(ask).toContainText(
    /die sich auf der englischen Seite angemeldet (hat|haben), (bekommt|bekommen) die englische Fassung/,
  );
  await ask.getByRole("button", { name: "Jetzt senden" }).click();
  await expect(page.getByText("Newsletter unterwegs").first()).toBeVisible();

  const english = await readMail(page, reader, `Winter dates ${stamp}`);
  expect(english.text).toContain("the winter dates are out.");
  expect(english.text).toContain("Don't want any more emails from me?");
  expect(english.links.some((href) => href.includes("/en/newsletter/abmelden?token="))).toBe(true);
  const german = await readMail(page, "stefan.roth@example.de", `Wintertermine ${stamp}`);
  expect(german.text).toContain("die Wintertermine stehen.");
  await visitor.context().close();
});

test("without JavaScript, half an English version comes back with her text and the error beside its field", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.142" },
  });
  const page = await context.newPage();
  await signInAsAdmin(page);
  await page.goto("/admin/newsletter-campaigns");
  const subject = `Ohne Skript ${Date.now().toString(36)}`;
  await page.getByLabel("Betreff", { exact: true }).fill(subject);
  await page.getByLabel("Text", { exact: true }).fill("Hallo,\n\nein Gruß ohne JavaScript.");
  await page.getByLabel("Englischer Betreff").fill("Without script");
  await page.getByRole("button", { name: "Als Entwurf speichern" }).click();

  await expect(page.getByLabel("Englischer Text")).toHaveAccessibleDescription(
    "Bitte geben Sie auch den englischen Text ein, oder lassen Sie die englische Fassung ganz leer.",
  );
  await expect(page.getByLabel("Betreff", { exact: true })).toHaveValue(subject);
  await expect(page.getByLabel("Text", { exact: true })).toHaveValue("Hallo,\n\nein Gruß ohne JavaScript.");
  await expect(page.getByLabel("Englischer Betreff")).toHaveValue("Without script");
  await expect(page.getByRole("row").filter({ hasText: subject })).toHaveCount(0);

  await page.getByLabel("Englischer Text").fill("Hello,\n\na greeting without JavaScript.");
  await page.getByRole("button", { name: "Als Entwurf speichern" }).click();
  await expect(page.getByRole("row").filter({ hasText: subject })).toContainText("mit englischer Fassung");
  await expect(page.getByLabel("Betreff", { exact: true })).toHaveValue("");
  await context.close();
});

test("a newsletter with a photo from her library: picked, previewed, received, and it fits a 390 px phone", async ({
  browser,
  page,
}) => {
  const stamp = Date.now().toString(36);
  const alt = `Herbstlaub vor dem Fenster (${stamp})`;
  const subject = `Herbstfoto ${stamp}`;
  await page.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  await signInAsAdmin(page);

  // A landscape photo wider than the e-mail's column, drawn by the browser's JPEG encoder.
  await page.goto("/admin/bilder");
  const dataUrl = await page.evaluate((label) => {
    const canvas = document.createElement("canvas");
    canvas.width = 1600;
    canvas.height = 1000;
    const g = canvas.getContext("2d")!;
    g.fillStyle = "#b5651d";
    g.fillRect(0, 0, 1600, 1000);
    g.fillStyle = "#f7f2ea";
    g.font = "120px serif";
    g.fillText(label, 80, 540);
    return canvas.toDataURL("image/jpeg", 0.8);
  }, stamp);
  await page.getByLabel("Bilddatei").setInputFiles({
    name: "herbst.jpg",
    mimeType: "image/jpeg",
    buffer: Buffer.from(dataUrl.split(",")[1]!, "base64"),
  });
  await page.getByLabel("Bildbeschreibung", { exact: true }).fill(alt);
  await page.getByRole("button", { name: "Hochladen" }).click();
  await expect(page.getByText("Bild hochgeladen")).toBeVisible();
  const address = (await page.getByRole("img", { name: alt }).getAttribute("src"))!;
  expect(address).toMatch(/^\/bilder\/[0-9a-f]{64}\.jpg$/);

  // She picks it as in the event editor (her uploads offered by their description); the form shows it.
  await page.goto("/admin/newsletter-campaigns");
  const compose = page.locator("form").filter({ has: page.getByRole("heading", { name: "Neuer Newsletter" }) });
  await compose.getByLabel("Betreff", { exact: true }).fill(subject);
  await compose.getByLabel("Text", { exact: true }).fill("Hallo,\n\nder Herbst ist da, und mit ihm neue Termine.");
  const picker = compose.getByLabel("Foto oben in der E-Mail (freiwillig)");
  await expect(compose.locator(`datalist option[value="${address}"]`)).toHaveAttribute("label", alt);
  await picker.fill(address);
  await expect(compose.getByRole("figure").getByRole("img", { name: alt })).toBeVisible();
  await expectNoViolations(page);
  await screenshot(page, { path: "/tmp/shots-newsletter/compose-photo-1280.png", fullPage: true });
  await compose.getByRole("button", { name: "Als Entwurf speichern" }).click();
  const row = page.getByRole("row").filter({ hasText: subject });
  await expect(row.getByText("Entwurf")).toBeVisible();
  // Saved: the form starts afresh, its photo preview too (issue 56: the last photo stayed).
  await expect(picker).toHaveValue("");
  await expect(compose.getByRole("figure")).toHaveCount(0);
  // Opening the draft shows its photo; leaving it for a new one shows none.
  await row.getByRole("link", { name: /Bearbeiten/ }).click();
  await expect(page.getByRole("figure").getByRole("img", { name: alt })).toBeVisible();
  await page.getByRole("link", { name: "Abbrechen", exact: true }).click();
  await expect(compose.getByRole("heading", { name: "Neuer Newsletter" })).toBeVisible();
  await expect(compose.getByRole("figure")).toHaveCount(0);
  await row.getByRole("button", { name: /^An alle senden/ }).click();
  await page
    .getByRole("dialog", { name: "Newsletter an alle senden" })
    .getByRole("button", { name: "Jetzt senden" })
    .click();
  await expect(page.getByText("Newsletter unterwegs").first()).toBeVisible();

  // Received: the text part leaves the photo out; the HTML part is opened as a phone would show it.
  const to = "nina.wolf@example.de";
  const mail = await readMail(page, to, subject);
  expect(mail.text).toContain("der Herbst ist da");
  expect(mail.text).not.toContain(alt);
  const [stored] = queryE2eDb<{ payload: string }>(
    `SELECT payload FROM mail_outbox WHERE recipient = '${to}' AND subject = '${subject}'`,
  );
  const { html } = JSON.parse(stored!.payload) as { html: string };
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await phone.setContent(html);
  const photo = phone.getByRole("img", { name: alt });
  // Loaded from the site by its absolute address, as a mail program loads it.
  await expect(photo).toHaveAttribute("src", new RegExp(`^https?://[^/]+${address.replaceAll(".", "\\.")}$`));
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);
  const box = (await photo.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // Its height follows its width (height auto): the whole photo, not a stretched strip.
  expect(Math.abs(box.height - (box.width * 1000) / 1600)).toBeLessThanOrEqual(1);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(phone, { path: "/tmp/shots-newsletter/mail-photo-390.png", fullPage: true });
  await phone.close();
});
