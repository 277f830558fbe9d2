import { expect, test } from "@playwright/test";
import { signInAsAdmin } from "./mail-log";
import { screenshot } from "./page-checks";

/**
 * Her business settings (/admin/einstellungen, decision 0154) without JavaScript: a wrong IBAN comes
 * back beside its field with her input kept; saving her values answers with a notice. The dashboard
 * shows the turnover against the § 19 limits. The § 19 switch itself is tested in
 * tests/unit/business-settings.test.ts: here the mode stays as it is, because other specs on this
 * server expect invoices with VAT.
 */
test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "CF-Connecting-IP": "198.51.100.181" } });

test("a wrong IBAN is refused beside its field, her values are saved, the dashboard shows the § 19 limits", async ({
  page,
}) => {
  await signInAsAdmin(page);
  const turnover = page.getByRole("region", { name: "Umsatz und Kleinunternehmergrenzen (§ 19 UStG)" });
  await expect(turnover).toBeVisible();
  await expect(turnover.getByText(/von 100\.000,00 EUR/)).toBeVisible();
  await expect(turnover.getByText(/von 25\.000,00 EUR/)).toBeVisible();
  await screenshot(turnover, { path: "/tmp/shots-einvoice/dashboard-turnover-1280.png" });

  await page.getByRole("link", { name: "Ändern" }).click();
  await expect(page).toHaveURL("/admin/einstellungen");
  await expect(page.getByRole("heading", { level: 1, name: "Einstellungen" })).toBeVisible();
  const iban = page.getByLabel("IBAN");
  const saved = await iban.inputValue();
  await screenshot(page, { path: "/tmp/shots-einvoice/settings-1280.png", fullPage: true });

  await iban.fill("DE02 1203 0000 0000 2020 52");
  await page.getByLabel("Ort", { exact: true }).fill("Braunschweig");
  await page.getByRole("button", { name: "Einstellungen speichern" }).click();
  await expect(page.getByText("Diese IBAN stimmt nicht. Bitte prüfen Sie sie noch einmal.").first()).toBeVisible();
  await expect(iban).toHaveAttribute("aria-invalid", "true");
  await expect(iban).toHaveValue("DE02 1203 0000 0000 2020 52");
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, { path: "/tmp/shots-einvoice/settings-refused-390.png", fullPage: true });

  await iban.fill(saved);
  await page.getByRole("button", { name: "Einstellungen speichern" }).click();
  await expect(page.getByText("Einstellungen gespeichert")).toBeVisible();
  await expect(iban).toHaveValue(saved);
  await screenshot(page, { path: "/tmp/shots-einvoice/settings-saved-390.png", fullPage: true });
});
