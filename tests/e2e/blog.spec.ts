import { expect, test, type Page } from "@playwright/test";
import { signInAsAdmin } from "./mail-log";
import { expectNoViolations, screenshot } from "./page-checks";

/**
 * Her blog (decision 0161) as she and a visitor live it: written as a draft, seen in the preview
 * only, published with an English version, read on /blog and /en/blog; deleted again at the end,
 * since other specs on this server expect the "Bald verfügbar" page before the first post.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });
const SHOTS = "/tmp/shots-blog";
const stamp = Date.now().toString(36);
const title = `Kleine Rituale für mehr Gegenwart ${stamp}`;
const slug = `kleine-rituale-${stamp}`;

async function visitor(page: Page) {
  const context = await page
    .context()
    .browser()!
    .newContext({ extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.201" } });
  const reader = await context.newPage();
  await reader.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  return reader;
}

test("a post is written as a draft, previewed, published in two languages, read, and deleted", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookiesAccepted", "essential"));
  await signInAsAdmin(page);
  await page.getByRole("link", { name: "Blog", exact: true }).first().click();
  await expect(page.getByRole("heading", { name: "Blog", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Neu hinzufügen" }).click();
  const dialog = page.getByRole("dialog", { name: "Beitrag schreiben/bearbeiten" });
  await dialog.getByLabel("Titel", { exact: true }).fill(title);
  await dialog.getByLabel("Adresse (nach /blog/)").fill("Kleine Rituale");
  await dialog.getByLabel("Kurzfassung", { exact: true }).fill("Drei Minuten am Morgen, die den Tag verändern.");
  await dialog
    .getByLabel("Text", { exact: true })
    .fill(
      "Bevor das Handy leuchtet, gehört der Morgen dir.\n\n## Drei Atemzüge\n\nSpür den Boden unter den **Füßen**.",
    );
  await expect(dialog.getByRole("checkbox", { name: "Veröffentlicht" })).not.toBeChecked();
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(dialog.getByText("Bitte nur Kleinbuchstaben")).toBeVisible();
  await dialog.getByLabel("Adresse (nach /blog/)").fill(slug);
  await dialog.getByRole("button", { name: "Speichern" }).click();
  await expect(page.getByText("Beitrag gespeichert")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Entwurf", { exact: true })).toBeVisible();
  await expectNoViolations(page);

  // The draft: in the preview for her, nowhere for a visitor.
  await row.getByRole("link", { name: `Vorschau: ${title}` }).click();
  await expect(page.getByText("Dieser Beitrag ist ein Entwurf")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Füßen", { exact: true })).toHaveJSProperty("tagName", "STRONG");
  const reader = await visitor(page);
  expect((await reader.goto(`/blog/${slug}`))?.status()).toBe(404);
  await reader.goto("/blog");
  await expect(reader.getByRole("heading", { level: 1, name: "Bald verfügbar" })).toBeVisible();

  try {
    // Published, with an English version.
    await page.goto("/admin/blog");
    await page.getByRole("button", { name: `Bearbeiten: ${title}` }).click();
    await dialog.getByLabel("Titel auf Englisch (optional)").fill(`Small rituals for more presence ${stamp}`);
    await dialog
      .getByLabel("Kurzfassung auf Englisch (optional)")
      .fill("Three minutes in the morning that change the day.");
    await dialog.getByLabel("Text auf Englisch (optional)").fill("Before the phone lights up, the morning is yours.");
    await dialog.getByRole("checkbox", { name: "Veröffentlicht" }).check();
    await dialog.getByRole("button", { name: "Speichern" }).click();
    await expect(page.getByText("Beitrag aktualisiert")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: title }).getByText("Veröffentlicht")).toBeVisible();

    for (const width of [390, 1280]) {
      await reader.setViewportSize({ width, height: 900 });
      await reader.goto("/blog");
      await expect(
        reader.getByRole("heading", { level: 1, name: "Gedanken, Geschichten und kleine Übungen" }),
      ).toBeVisible();
      await screenshot(reader, { path: `${SHOTS}/blog-list-${width}.png`, fullPage: true });
    }
    await expectNoViolations(reader);
    await reader.getByRole("link", { name: `Weiterlesen: ${title}` }).click();
    await expect(reader).toHaveURL(`/blog/${slug}`);
    await expect(reader.getByRole("heading", { level: 2, name: "Drei Atemzüge" })).toBeVisible();
    await expectNoViolations(reader);
    await screenshot(reader, { path: `${SHOTS}/blog-post-1280.png`, fullPage: true });

    await reader.goto("/en/blog");
    await reader.getByRole("link", { name: `Read more: Small rituals for more presence ${stamp}` }).click();
    await expect(reader).toHaveURL(`/en/blog/${slug}`);
    await expect(reader.getByText("Before the phone lights up, the morning is yours.")).toBeVisible();
    await expect(reader.locator("html")).toHaveAttribute("lang", "en");
    await expectNoViolations(reader);

    const feed = await reader.request.get("/blog/feed.xml");
    expect(feed.headers()["content-type"]).toContain("application/atom+xml");
    expect(await feed.text()).toContain(`/blog/${slug}`);
  } finally {
    await page.goto("/admin/blog");
    await page.getByRole("button", { name: `Löschen: ${title}` }).click();
    await page.getByRole("dialog", { name: "Eintrag löschen" }).getByRole("button", { name: "Löschen" }).click();
    await expect(page.getByText("Beitrag gelöscht")).toBeVisible();
  }
  await reader.goto("/blog");
  await expect(reader.getByRole("heading", { level: 1, name: "Bald verfügbar" })).toBeVisible();
  expect((await reader.goto(`/blog/${slug}`))?.status()).toBe(404);
});
