import { expect, test, type Page } from "@playwright/test";
import { queryE2eDb } from "./db.ts";
import { signInAsAdmin } from "./mail-log.ts";
import { screenshot } from "./page-checks.ts";
import { expectNoViolations } from "./page-checks";

/**
 * Her photo (decision 0164) from the phone to the event page: uploaded in the back office with its
 * alt text (the camera's GPS position in the file), chosen in the event editor, shown to a visitor
 * with that alt text, loaded from the local R2 bucket, without the position.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });
const SHOTS = "/tmp/shots-images";
const EVENT_ID = "00000000-0000-4000-8000-0000000164e1";
const EVENT_TITLE = "Abendkreis mit eigenem Foto";
const stamp = Date.now().toString(36);
const ALT = `Johanna im Seminarraum, im Hintergrund ein Flipchart (${stamp})`;
const GPS = "GPSLatitude 52.2689 N GPSLongitude 10.5268 E";

test.beforeAll(() => {
  queryE2eDb(
    `INSERT OR REPLACE INTO klarsinn_events (id, title, description, category, event_date, start_time, end_time, location, max_attendees, price, price_cents, currency)
     VALUES ('${EVENT_ID}', '${EVENT_TITLE}', 'Ein Abend im Kreis.', 'Workshop', '2099-04-14', '18:00', '20:00', 'Braunschweig', 10, 20, 2000, 'EUR')`,
  );
});
test.afterAll(() => {
  queryE2eDb(`DELETE FROM klarsinn_events WHERE id = '${EVENT_ID}'`);
});

/** A real JPEG as a phone app writes one: drawn by the browser's encoder, then an EXIF segment with the place. */
async function photoWithPosition(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement("canvas");
    canvas.width = 1200;
    canvas.height = 800;
    const g = canvas.getContext("2d")!;
    const sky = g.createLinearGradient(0, 0, 0, 800);
    sky.addColorStop(0, "#e9d8bf");
    sky.addColorStop(1, "#8a6d3b");
    g.fillStyle = sky;
    g.fillRect(0, 0, 1200, 800);
    g.fillStyle = "#f7f2ea";
    g.beginPath();
    g.arc(600, 360, 180, 0, Math.PI * 2);
    g.fill();
    return canvas.toDataURL("image/jpeg", 0.85);
  });
  const jpeg = Buffer.from(dataUrl.split(",")[1]!, "base64");
  const payload = Buffer.concat([Buffer.from("Exif\0\0MM\0*", "binary"), Buffer.from(GPS)]);
  const app1 = Buffer.concat([
    Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]),
    payload,
  ]);
  return Buffer.concat([jpeg.subarray(0, 2), app1, jpeg.subarray(2)]);
}

test("a photo uploaded with its alt text is chosen for an event and shown there", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  await signInAsAdmin(page);
  await page.getByRole("link", { name: "Bilder", exact: true }).first().click();
  await expect(page.getByRole("heading", { name: "Bilder", level: 1 })).toBeVisible();

  const photo = await photoWithPosition(page);
  expect(photo.includes(Buffer.from("GPSLatitude"))).toBe(true);

  // Without the alt text the browser's own check stops the form; the server refuses it too.
  await page.getByLabel("Bilddatei").setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: photo });
  await screenshot(page, { path: `${SHOTS}/upload-form-1280.png`, fullPage: true });
  await page.getByLabel("Bildbeschreibung", { exact: true }).fill(ALT);
  await page.getByRole("button", { name: "Hochladen" }).click();
  await expect(page.getByText("Bild hochgeladen")).toBeVisible();
  const listed = page.getByRole("img", { name: ALT });
  await expect(listed).toBeVisible();
  const src = (await listed.getAttribute("src"))!;
  expect(src).toMatch(/^\/bilder\/[0-9a-f]{64}\.jpg$/);
  await expectNoViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: `${SHOTS}/upload-form-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The event editor offers the upload by its alt text; picking it fills the field with its address.
  await page.goto(`/admin/events?q=${encodeURIComponent(EVENT_TITLE)}`);
  await page.getByRole("button", { name: `Bearbeiten: ${EVENT_TITLE}` }).click();
  const dialog = page.getByRole("dialog");
  const field = dialog.getByLabel("Bild (optional)");
  const listId = (await field.getAttribute("list"))!;
  await expect(dialog.locator(`datalist[id="${listId}"] option[value="${src}"]`)).toHaveAttribute("label", ALT);
  await field.fill(src);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Event aktualisiert")).toBeVisible();

  // A visitor sees her photo with its alt text, loaded from the bucket, without the position.
  const context = await page
    .context()
    .browser()!
    .newContext({ extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.164" } });
  const visitor = await context.newPage();
  await visitor.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  await visitor.goto(`/events/${EVENT_ID}`);
  const shown = visitor.getByRole("img", { name: ALT });
  await expect(shown).toHaveAttribute("src", src);
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  const served = await visitor.request.get(src);
  expect(served.headers()["content-type"]).toBe("image/jpeg");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await served.body()).includes(Buffer.from("GPSLatitude"))).toBe(false);
  await screenshot(visitor, { path: `${SHOTS}/event-photo-1280.png` });
  await visitor.setViewportSize({ width: 390, height: 844 });
  await screenshot(visitor, { path: `${SHOTS}/event-photo-390.png` });

  // The same photo as her portrait: the home page shows it with its alt text; then the drawing again,
  // which the other specs on this server expect.
  await page.goto("/admin/bilder");
  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("img", { name: ALT }) })
    .getByRole("button", { name: "Als Porträt verwenden" })
    .click();
  await expect(page.getByText("Porträt gespeichert")).toBeVisible();
  try {
    await visitor.setViewportSize({ width: 1280, height: 800 });
    await visitor.goto("/#about");
    const portrait = visitor.getByRole("img", { name: ALT });
    await portrait.scrollIntoViewIfNeeded();
    await expect(portrait).toHaveAttribute("src", src);
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
    await screenshot(visitor, { path: `${SHOTS}/home-portrait-1280.png` });
  } finally {
    await page.getByRole("button", { name: "Illustration zeigen" }).click();
    await expect(page.getByText("Illustration wieder aktiv")).toBeVisible();
  }
  await context.close();
});

test("a photo still on an event is not deleted (the answer says where); once free, it is deleted after the question", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  await signInAsAdmin(page);
  await page.goto("/admin/bilder");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("img", { name: ALT }) });
  const src = (await card.getByRole("img", { name: ALT }).getAttribute("src"))!;

  // The first test put it on the event: the question, then the refusal naming the event.
  await card.getByRole("button", { name: /^Löschen/ }).click();
  const ask = page.getByRole("dialog", { name: "Foto löschen" });
  await expect(ask).toContainText(ALT);
  await expectNoViolations(page);
  await screenshot(page, { path: `${SHOTS}/delete-question-1280.png` });
  await ask.getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(page.getByText(`Dieses Foto wird noch verwendet: Veranstaltung „${EVENT_TITLE}“.`)).toBeVisible();
  await expect(card).toBeVisible();
  expect((await page.request.get(src)).status()).toBe(200);

  // The event gets another picture; now the photo goes, and its address answers 404.
  queryE2eDb(`UPDATE klarsinn_events SET image_url = NULL WHERE id = '${EVENT_ID}'`);
  await card.getByRole("button", { name: /^Löschen/ }).click();
  await page.getByRole("dialog", { name: "Foto löschen" }).getByRole("button", { name: "Endgültig löschen" }).click();
  await expect(page.getByText("Foto gelöscht").first()).toBeVisible();
  await expect(page.getByRole("img", { name: ALT })).toHaveCount(0);
  expect((await page.request.get(src)).status()).toBe(404);
});
