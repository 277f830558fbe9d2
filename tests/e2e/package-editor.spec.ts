import { expect, test, type Page } from "@playwright/test";
import { queryE2eDb } from "./db.ts";
import { signInAsAdmin } from "./mail-log.ts";
import { expectNoViolations, pageFromAddress, shootBothWidths } from "./page-checks.ts";

/**
 * The coach's package catalogue on /admin/verfuegbarkeit (decision 0157) against the built app on
 * workerd: a value out of range is refused beside its field, a new package is on /pakete at once
 * (German and English), and switched off it leaves /pakete again. Everything here is this run's own
 * package, so other specs on this server keep the seeded ones. Screenshots at 390 and 1280 px go to
 * /tmp/shots-contact/.
 */

test.describe.configure({ timeout: 120_000 });

const run = Date.now().toString(36);
const SHOTS = "/tmp/shots-contact";
const NAME = `Walk-and-Talk-Paket ${run}`;

const shoot = (page: Page, name: string) => shootBothWidths(page, SHOTS, name);

test("the coach creates a package, /pakete offers it at once in German and English, switched off it is gone", async ({
  browser,
}) => {
  const admin = await pageFromAddress(browser, "198.51.100.130");
  await signInAsAdmin(admin);
  await admin.goto("/admin/verfuegbarkeit");
  const section = admin.getByRole("region", { name: "Pakete" });
  await expect(section).toContainText("5er-Paket Einzelcoaching");
  await section.getByText("Neues Paket").click();
  const form = section.locator("details", { hasText: "Neues Paket" });
  await form.getByLabel("Name", { exact: true }).fill(NAME);
  await form
    .getByLabel("Beschreibung", { exact: true })
    .fill("Zwei Spaziergänge an der Oker, auf denen wir sortieren.");
  await form.getByLabel("Name auf Englisch (optional)").fill(`Walk and talk package ${run}`);
  await form.getByLabel("Terminart der Termine").selectOption({ label: "Einzelcoaching (60 Minuten)" });
  // More sessions than a package may hold: refused beside the field, nothing stored.
  await form.getByLabel("Anzahl Termine").fill("80");
  await form.getByLabel("Paketpreis in Euro").fill("260");
  await form.getByLabel("Gültig für so viele Monate").fill("4");
  await form.getByRole("button", { name: "Paket anlegen" }).click();
  const refusedForm = admin.getByRole("region", { name: "Pakete" }).locator("details", { hasText: "Neues Paket" });
  await expect(refusedForm.getByText("Bitte eine ganze Zahl von 1 bis 50 eingeben.")).toBeVisible();
  await expect(refusedForm.getByLabel("Name", { exact: true })).toHaveValue(NAME);
  expect(queryE2eDb(`SELECT 1 FROM session_packages WHERE name = '${NAME}'`)).toEqual([]);
  await expectNoViolations(admin);
  await shoot(admin, "package-1-refused");

  await refusedForm.getByLabel("Anzahl Termine").fill("2");
  await refusedForm.getByRole("button", { name: "Paket anlegen" }).click();
  await expect(admin.getByText("Es erscheint auf /pakete, sobald es aktiv ist.")).toBeVisible();
  expect(
    queryE2eDb<{ credits: number; price_cents: number; valid_months: number; active: number }>(
      `SELECT credits, price_cents, valid_months, active FROM session_packages WHERE name = '${NAME}'`,
    ),
  ).toEqual([{ credits: 2, price_cents: 26000, valid_months: 4, active: 1 }]);
  await expect(admin.getByRole("region", { name: "Pakete" })).toContainText(NAME);
  await shoot(admin, "package-2-created");

  const page = await pageFromAddress(browser, "198.51.100.131");
  await page.goto("/pakete");
  const offer = page.getByRole("link", { name: new RegExp(NAME) });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText("260,00");
  await shoot(page, "package-3-pakete");
  await page.goto("/en/pakete");
  await expect(page.getByRole("link", { name: new RegExp(`Walk and talk package ${run}`) })).toBeVisible();

  // Switched off: gone from /pakete, still listed for her.
  await admin.goto("/admin/verfuegbarkeit");
  const stored = admin.getByRole("region", { name: "Pakete" }).locator("details", { hasText: NAME });
  await stored.locator("summary").click();
  await stored.getByLabel("Aktiv (auf /pakete buchbar)").uncheck();
  await stored.getByRole("button", { name: "Paket speichern" }).click();
  await expect(admin.getByText("Bereits gekaufte Pakete behalten ihre Termine")).toBeVisible();
  await expect(
    admin.getByRole("region", { name: "Pakete" }).locator("details", { hasText: NAME }).getByText("inaktiv"),
  ).toBeVisible();
  await page.goto("/pakete");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coaching-Pakete");
  await expect(page.getByText(NAME)).toHaveCount(0);
  await expect(page.getByRole("link", { name: /5er-Paket Einzelcoaching/ })).toBeVisible();
});
