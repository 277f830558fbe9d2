import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import {
  DEFAULT_BUSINESS_SETTINGS,
  SMALL_BUSINESS_LIMITS_CENTS,
  VAT_WORDING,
} from "../../app/features/core/business/settings";
import {
  businessSettings,
  SETTINGS_CACHE_KEY,
  smallBusinessTurnover,
} from "../../app/features/core/business/settings.server";
import { purgePublicPages } from "../../app/lib/page-cache.server";
import * as dashboard from "../../app/routes/admin/dashboard";
import * as settingsRoute from "../../app/routes/admin/einstellungen";
import { callRoute, createProfile, get, ORIGIN, post, seed, sessionCookie } from "./admin-helpers";
import { createTestWorker } from "./app-harness";
import { insertEvent } from "./booking-fixtures";
import { schedulerView } from "../../app/features/products/sessions/page.server";
import { seedPackageId } from "../../db/seed-data";

/**
 * Her business settings (decision 0154): stored in D1, read through KV, defaulting to the brand's
 * values; the § 19 mode switches invoices (invoices.test.ts), the AGB's and the booking form's VAT
 * wording; the dashboard shows the year's turnover against the § 19 limits.
 */
const worker = createTestWorker();

const validForm = {
  intent: "save",
  small_business: "on",
  issuer_name: "Johanna Lindner Coaching",
  street: "Am Markt 3",
  postal_code: "38100",
  city: "Braunschweig",
  vat_id: "",
  tax_number: "13/123/45678",
  account_holder: "Johanna Lindner",
  iban: "DE89 3704 0044 0532 0130 00",
  bic: "COBADEFFXXX",
  bank_name: "Commerzbank",
  // A new bank account is saved only with her current password (issue 54, bank-change.test.ts).
  current_password: "richtig-123",
};

async function page(path: string) {
  const ctx = createExecutionContext();
  // A cookie bypasses the edge page cache: the page is really rendered.
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { headers: { "CF-Connecting-IP": "203.0.113.41", Cookie: "unrelated=1" } }),
    env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return { status: response.status, html: await response.text() };
}

const storedRow = () => env.DB.prepare("SELECT settings FROM klarsinn_business_settings").first<{ settings: string }>();

let admin = "";
beforeEach(async () => {
  await seed();
  await env.DB.prepare("DELETE FROM klarsinn_business_settings").run();
  await env.KV.delete(SETTINGS_CACHE_KEY);
  await purgePublicPages(env, "content-edit");
  admin = await sessionCookie(await createProfile(`admin-${crypto.randomUUID()}@example.de`, true));
});

describe("the settings page", () => {
  it("without a saved row, the brand's values: nothing changes for a fresh database", async () => {
    expect(await businessSettings(env)).toEqual(DEFAULT_BUSINESS_SETTINGS);
    const shown = await callRoute(settingsRoute.loader, get("/admin/einstellungen", admin));
    expect(JSON.stringify(shown.body)).toContain(DEFAULT_BUSINESS_SETTINGS.issuerName);
    expect(await storedRow()).toBeNull();
  });

  it("a save stores the checked values, and the next read sees them at once", async () => {
    await businessSettings(env); // the KV copy of the defaults exists before the save
    const answer = await callRoute(settingsRoute.action, post("/admin/einstellungen", validForm, admin));
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).toContain("Einstellungen gespeichert");
    expect(JSON.parse((await storedRow())!.settings)).toEqual({
      smallBusiness: true,
      issuerName: "Johanna Lindner Coaching",
      street: "Am Markt 3",
      postalCode: "38100",
      city: "Braunschweig",
      vatId: null,
      taxNumber: "13/123/45678",
      accountHolder: "Johanna Lindner",
      iban: "DE89370400440532013000",
      bic: "COBADEFFXXX",
      bankName: "Commerzbank",
    });
    expect((await businessSettings(env)).smallBusiness).toBe(true);
    expect(await env.KV.get(SETTINGS_CACHE_KEY, "json")).toMatchObject({ iban: "DE89370400440532013000" });
  });

  it.each([
    ["iban", "DE89 3704 0044 0532 0130 01", "Diese IBAN stimmt nicht"],
    ["postal_code", "3810", "fünf Ziffern"],
    ["vat_id", "AT U12345678", "deutsche USt-IdNr."],
    ["bic", "COBA", "8 oder 11 Zeichen"],
    ["issuer_name", "", "Namen für die Rechnung"],
    ["street", "Am Markt <3>", "ohne Zeilenumbrüche"],
  ])("refuses %s = %j beside the field (422), stores nothing, shows what was sent", async (name, value, message) => {
    const answer = await callRoute(
      settingsRoute.action,
      post("/admin/einstellungen", { ...validForm, [name]: value }, admin),
    );
    expect(answer.status).toBe(422);
    const body = answer.body as { fieldErrors: Record<string, string>; values: Record<string, string> };
    expect(body.fieldErrors[name]).toContain(message);
    expect(body.values.city).toBe("Braunschweig");
    expect(await storedRow()).toBeNull();
  });

  it("refuses settings without VAT ID and tax number (§ 14 UStG needs one of them)", async () => {
    const answer = await callRoute(
      settingsRoute.action,
      post("/admin/einstellungen", { ...validForm, vat_id: "", tax_number: "" }, admin),
    );
    expect(answer.status).toBe(422);
    expect((answer.body as { fieldErrors: Record<string, string> }).fieldErrors.vat_id).toContain("§ 14 UStG");
    expect(await storedRow()).toBeNull();
  });

  it("only the coach: a visitor without a session changes nothing", async () => {
    const answer = await callRoute(settingsRoute.action, post("/admin/einstellungen", validForm));
    expect(answer.status).toBeGreaterThanOrEqual(300);
    expect(await storedRow()).toBeNull();
  });
});

describe("the § 19 mode on public pages, both ways", () => {
  it("the AGB and the booking form's total say 'inkl. USt' or the § 19 wording, as she set it", async () => {
    const event = await insertEvent({ price_cents: 14900, event_date: "2099-05-04" });
    let agb = await page("/agb");
    expect(agb.html).toContain(VAT_WORDING.agb.regular);
    expect(agb.html).not.toContain(VAT_WORDING.agb.smallBusiness);
    expect((await page(`/events/${event.slug}`)).html).toContain("inkl. 19 % USt.");
    expect((await page(`/en/events/${event.slug}`)).html).toContain("incl. 19% VAT");

    await callRoute(settingsRoute.action, post("/admin/einstellungen", validForm, admin));
    agb = await page("/agb");
    expect(agb.html).toContain(VAT_WORDING.agb.smallBusiness);
    expect(agb.html).not.toContain(VAT_WORDING.agb.regular);
    // The page's description (meta) too.
    expect(agb.html).toContain(VAT_WORDING.agbSummary.smallBusiness[0]);
    const eventPage = (await page(`/events/${event.slug}`)).html;
    expect(eventPage).toContain("Kein Ausweis der Umsatzsteuer (§ 19 UStG)");
    expect(eventPage).not.toContain("inkl. 19 % USt.");
    expect((await page(`/en/events/${event.slug}`)).html).toContain("No VAT charged (small business, § 19 UStG)");

    await callRoute(settingsRoute.action, post("/admin/einstellungen", { ...validForm, small_business: "" }, admin));
    expect((await page("/agb")).html).toContain(VAT_WORDING.agb.regular);
    expect((await page(`/events/${event.slug}`)).html).toContain("inkl. 19 % USt.");
  });
});

describe("the § 19 mode on the 1:1 booking pages", () => {
  it("a package's order form and the scheduler's view say 'inkl. USt' or the § 19 wording, as she set it", async () => {
    const packagePage = `/pakete?paket=${seedPackageId(1)}`;
    expect((await page(packagePage)).html).toContain("inkl. 19 % USt.");
    expect((await page(`/en${packagePage}`)).html).toContain("incl. 19% VAT");
    expect((await schedulerView(env, new URL(`${ORIGIN}/termin`))).smallBusiness).toBe(false);

    await callRoute(settingsRoute.action, post("/admin/einstellungen", validForm, admin));
    const smallBusiness = (await page(packagePage)).html;
    expect(smallBusiness).toContain("Kein Ausweis der Umsatzsteuer (§ 19 UStG)");
    expect(smallBusiness).not.toContain("inkl. 19 % USt.");
    expect((await schedulerView(env, new URL(`${ORIGIN}/termin`))).smallBusiness).toBe(true);
  });
});

describe("turnover against the § 19 limits (Berlin calendar years, integer cents)", () => {
  async function invoice(issuedAt: string, netCents: number, kind = "invoice", currency = "EUR") {
    const number = `T${crypto.randomUUID().slice(0, 8)}`;
    await env.DB.prepare(
      `INSERT INTO klarsinn_invoice (id, number, booking_id, kind, issued_at, gross_cents, currency, net_cents, vat_cents, vat_rate_bp, snapshot)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, 0, '{}')`,
    )
      .bind(crypto.randomUUID(), number, crypto.randomUUID(), kind, issuedAt, netCents, currency, netCents)
      .run();
  }

  it("sums the net amounts per Berlin year, cancellations subtract, other currencies apart", async () => {
    const now = new Date("2031-06-15T10:00:00Z");
    // 31 Dec 2030, 23:30 UTC is already 1 January 2031 in Berlin.
    await invoice("2030-12-31T23:30:00Z", 1_000_00);
    await invoice("2030-12-31T22:30:00Z", 2_000_00); // 23:30 in Berlin: still 2030
    await invoice("2030-03-01T10:00:00Z", 24_000_00);
    await invoice("2031-02-01T10:00:00Z", 500_00, "invoice");
    await invoice("2031-02-02T10:00:00Z", -500_00, "cancellation");
    await invoice("2031-02-03T10:00:00Z", 50_00, "fee");
    await invoice("2031-02-04T10:00:00Z", 9_999_00, "invoice", "CHF");
    await invoice("2029-12-01T10:00:00Z", 99_000_00); // two years ago: neither
    const { current, previous } = await smallBusinessTurnover(env, now);
    expect(current).toEqual({
      year: 2031,
      netCents: 1_000_00 + 500_00 - 500_00 + 50_00,
      limitCents: SMALL_BUSINESS_LIMITS_CENTS.currentYear,
      otherCurrencies: 1,
    });
    expect(previous).toEqual({
      year: 2030,
      netCents: 26_000_00,
      limitCents: SMALL_BUSINESS_LIMITS_CENTS.previousYear,
      otherCurrencies: 0,
    });
    expect(SMALL_BUSINESS_LIMITS_CENTS).toEqual({ previousYear: 25_000_00, currentYear: 100_000_00 });
  });

  it("the dashboard loads both years beside her other figures", async () => {
    type Loaded = { stats: { turnover: { current: { year: number }; previous: { netCents: number } } } };
    const load = async () => (await callRoute(dashboard.loader, get("/admin/dashboard", admin))).body as Loaded;
    const year = Number(new Date().toLocaleString("en-CA", { timeZone: "Europe/Berlin", year: "numeric" }));
    const before = await load();
    await invoice(`${year - 1}-06-01T10:00:00Z`, 25_000_01);
    const after = await load();
    expect(after.stats.turnover.current.year).toBe(year);
    expect(after.stats.turnover.previous.netCents - before.stats.turnover.previous.netCents).toBe(25_000_01);
  });
});
