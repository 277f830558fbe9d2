import { expect, test } from "@playwright/test";

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
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect.poll(() => logged.some((line) => line.includes("/gibt-es-nicht"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test("a cross-origin form post is refused with 403", async ({ request }) => {
  const response = await request.post("/", { headers: { Origin: "https://evil.example" }, form: { a: "1" } });
  expect(response.status()).toBe(403);
});
