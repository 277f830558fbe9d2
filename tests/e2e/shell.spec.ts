import { expect, test } from "@playwright/test";
import { shootBothWidths } from "./page-checks.ts";

test("healthz answers once D1, KV and the queue are up", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({
    status: "ok",
    checks: { database: "ok", kv: "ok", queue: "ok" },
  });
});

test("the shell is German and carries the security headers", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("'nonce-");
  expect(response?.headers()["strict-transport-security"]).toContain("max-age");
});

test("unknown paths show the 404 page and log the path", async ({ page }) => {
  const logged: string[] = [];
  page.on("console", (message) => logged.push(message.text()));
  const response = await page.goto("/gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404" })).toBeVisible();
  // German on the German site (issue 56); the English 404 keeps the spec's words (i18n.spec.ts).
  await expect(page.getByText("Diese Seite gibt es leider nicht.")).toBeVisible();
  await expect.poll(() => logged.some((line) => line.includes("/gibt-es-nicht"))).toBe(true);
  await page.getByRole("link", { name: "Zurück zur Startseite" }).click();
  await expect(page).toHaveURL("/");
});

test("the German 404 speaks German, the English one English; each links home and stays a 404", async ({ page }) => {
  for (const [path, home, words, foreign] of [
    [
      "/gibt-es-nicht",
      "/",
      ["Diese Seite gibt es leider nicht.", "Zurück zur Startseite", "Seiten", "Rechtliches"],
      ["Oops", "Return to Home", "Page not found"],
    ],
    [
      "/en/does-not-exist",
      "/en",
      ["Oops! Page not found", "Return to Home", "Links", "Legal"],
      ["Zurück zur Startseite", "gibt es leider nicht"],
    ],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    // The text as written (innerText would follow the footer titles' CSS capitals).
    const text = (await page.locator("body").textContent()) ?? "";
    for (const word of words) expect(text, `${path}: "${word}"`).toContain(word);
    for (const word of foreign) expect(text, `${path}: "${word}"`).not.toContain(word);
    await expect(page.locator("main").getByRole("link", { name: words[1] })).toHaveAttribute("href", home);
    await shootBothWidths(page, "/tmp/shots-looseends", `404-${path.startsWith("/en") ? "en" : "de"}`);
  }
});

test("a cross-origin form post is refused with 403", async ({ request }) => {
  const response = await request.post("/", { headers: { Origin: "https://evil.example" }, form: { a: "1" } });
  expect(response.status()).toBe(403);
});
