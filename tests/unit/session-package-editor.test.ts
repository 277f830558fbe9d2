/**
 * The coach's package catalogue on /admin/verfuegbarkeit (decision 0157) in the Workers runtime with
 * real D1 and the real Cache API: the valibot rules (the `session_packages` CHECK constraints said in
 * words, beside the field), what a save stores, that /pakete follows at once (its cached page purged)
 * and that a package already bought keeps its credits, type and last day.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createPackagePurchase, packagesView } from "../../app/features/products/packages/purchase.server";
import { PACKAGE_LIMITS, parsePackageForm } from "../../app/features/products/sessions/editor-schema";
import { adminMessages } from "../../app/lib/messages.admin";
import { PAGE_CACHE_HEADER } from "../../app/lib/page-cache.server";
import * as verfuegbarkeit from "../../app/routes/admin/verfuegbarkeit";
import { seedAppointmentTypeId, seedPackageId } from "../../db/seed-data";
import { callRoute, createProfile, ORIGIN, post, seed, sessionCookie } from "./admin-helpers";
import { createTestWorker } from "./app-harness";

const m = adminMessages.availability;
const COACHING_90 = seedAppointmentTypeId(3);
const FIVE = seedPackageId(1);

const packageForm = (overrides: Record<string, string> = {}) => ({
  name: "3er-Paket Einzelcoaching (90 Minuten)",
  description: "Drei lange Sitzungen für ein großes Thema.",
  name_en: "",
  description_en: "",
  credits: "3",
  price: "555,50",
  valid_months: "6",
  appointment_type_id: COACHING_90,
  auto_confirm: "on",
  active: "on",
  ...overrides,
});

describe("the package form (valibot)", () => {
  it("stores euros as cents and an empty English text as null", () => {
    expect(parsePackageForm(packageForm())).toEqual({
      ok: true,
      value: {
        name: "3er-Paket Einzelcoaching (90 Minuten)",
        description: "Drei lange Sitzungen für ein großes Thema.",
        name_en: null,
        description_en: null,
        credits: 3,
        price_cents: 55550,
        valid_months: 6,
        appointment_type_id: COACHING_90,
        auto_confirm: true,
        active: true,
      },
    });
    expect(parsePackageForm(packageForm({ active: "", name_en: "Three sessions" }))).toMatchObject({
      ok: true,
      value: { active: false, name_en: "Three sessions" },
    });
    // "Sofort fest gekauft" unticked (decision 0186): a box left out of the post is off.
    expect(parsePackageForm(packageForm({ auto_confirm: "" }))).toMatchObject({
      ok: true,
      value: { auto_confirm: false },
    });
  });

  it("refuses what the table's CHECK constraints would, each beside its field in German", () => {
    const [minCredits, maxCredits] = PACKAGE_LIMITS.credits;
    const [minMonths, maxMonths] = PACKAGE_LIMITS.validMonths;
    expect(
      parsePackageForm(
        packageForm({ name: " ", credits: "51", price: "-5", valid_months: "0", appointment_type_id: "gespräch" }),
      ),
    ).toEqual({
      ok: false,
      fieldErrors: {
        name: m.invalid.required,
        credits: m.invalid.wholeNumber(minCredits, maxCredits),
        price: m.invalid.price,
        valid_months: m.invalid.wholeNumber(minMonths, maxMonths),
        appointment_type_id: m.invalid.packageType,
      },
    });
    expect(parsePackageForm(packageForm({ credits: "0", valid_months: "61" }))).toMatchObject({
      ok: false,
      fieldErrors: {
        credits: m.invalid.wholeNumber(minCredits, maxCredits),
        valid_months: m.invalid.wholeNumber(minMonths, maxMonths),
      },
    });
  });
});

describe("/admin/verfuegbarkeit saves packages, and /pakete follows", () => {
  const worker = createTestWorker();
  let cookie = "";
  beforeAll(async () => {
    await seed();
    cookie = await sessionCookie(await createProfile("coach-pakete@example.de", true));
  });

  const save = (form: Record<string, string>) =>
    callRoute(verfuegbarkeit.action, post("/admin/verfuegbarkeit", form, cookie));
  const stored = (name: string) =>
    env.DB.prepare(
      "SELECT id, credits, price_cents, valid_months, appointment_type_id, active FROM session_packages WHERE name = ?",
    )
      .bind(name)
      .first<{ id: string; active: number }>();
  const count = async () =>
    (await env.DB.prepare("SELECT COUNT(*) AS n FROM session_packages").first<{ n: number }>())!.n;
  const onOffer = async () =>
    (await packagesView(env, new URL(`${ORIGIN}/pakete`))).packages.map((shown) => shown.name);
  /** /pakete through the whole Worker and its page cache. */
  async function pakete() {
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request(`${ORIGIN}/pakete`), env, ctx);
    const html = await response.text();
    await waitOnExecutionContext(ctx);
    return { cache: response.headers.get(PAGE_CACHE_HEADER), html };
  }

  it("asks for the admin", async () => {
    const anonymous = await callRoute(
      verfuegbarkeit.action,
      post("/admin/verfuegbarkeit", { intent: "createPackage", ...packageForm() }),
    );
    expect(anonymous.status).toBeGreaterThanOrEqual(401);
    expect(await stored(packageForm().name)).toBeNull();
  });

  it("creates a package that /pakete offers at once, its cached page purged", async () => {
    await pakete();
    const warm = await pakete();
    expect(warm.cache).toBe("HIT");
    expect(warm.html).not.toContain("3er-Paket Einzelcoaching");

    const created = await save({ intent: "createPackage", ...packageForm() });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ok: true, toast: m.createdPackage });
    expect(await stored(packageForm().name)).toMatchObject({
      credits: 3,
      price_cents: 55550,
      valid_months: 6,
      appointment_type_id: COACHING_90,
      active: 1,
    });
    expect(await onOffer()).toContain("3er-Paket Einzelcoaching (90 Minuten)");
    const after = await pakete();
    expect(after.cache).not.toBe("HIT");
    expect(after.html).toContain("3er-Paket Einzelcoaching (90 Minuten)");
    expect(after.html).toContain("555,50");
  });

  it("refuses a value the table forbids with 422, the message beside the field and what was sent, storing nothing", async () => {
    const before = await count();
    const refused = await save({ intent: "createPackage", ...packageForm({ name: "Zu groß", credits: "80" }) });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      ok: false,
      fieldErrors: { credits: m.invalid.wholeNumber(...PACKAGE_LIMITS.credits) },
      values: { intent: "createPackage", name: "Zu groß", credits: "80" },
      toast: { title: m.packageError },
    });
    // A well-formed id that is no type of hers: refused beside the type, not a database error.
    const unknownType = await save({
      intent: "createPackage",
      ...packageForm({ name: "Ohne Art", appointment_type_id: crypto.randomUUID() }),
    });
    expect(unknownType.status).toBe(422);
    expect(unknownType.body).toMatchObject({ fieldErrors: { appointment_type_id: m.invalid.packageType } });
    expect(await count()).toBe(before);
  });

  it("edits a package; switched off it leaves /pakete, and a package bought before keeps its credits and last day", async () => {
    const purchase = await createPackagePurchase(env, FIVE, {
      full_name: "Greta Vorher",
      email: "greta.vorher@example.de",
      phone: "",
      num_tickets: 1,
      billing_street: "Lindenweg 3",
      billing_postcode: "38100",
      billing_city: "Braunschweig",
      billing_country: "DE",
    });
    expect(purchase.ok).toBe(true);
    const bought = () =>
      env.DB.prepare("SELECT credits, expires_on, appointment_type_id FROM package_purchases WHERE package_id = ?")
        .bind(FIVE)
        .first();
    const before = await bought();
    expect(before).toMatchObject({ credits: 5 });

    const edited = await save({
      intent: "updatePackage",
      id: FIVE,
      ...packageForm({ name: "5er-Paket Einzelcoaching", credits: "4", valid_months: "3", active: "" }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ ok: true, toast: m.savedPackage });
    expect(await stored("5er-Paket Einzelcoaching")).toMatchObject({ id: FIVE, active: 0 });
    expect(await onOffer()).not.toContain("5er-Paket Einzelcoaching");
    expect((await pakete()).html).not.toContain("5er-Paket Einzelcoaching");
    expect(await bought()).toEqual(before);

    const unknown = await save({ intent: "updatePackage", id: crypto.randomUUID(), ...packageForm() });
    expect(unknown.status).toBe(404);
  });

  it("shows every package, inactive ones too, to the coach", async () => {
    const page = await callRoute(
      verfuegbarkeit.loader,
      new Request(`${ORIGIN}/admin/verfuegbarkeit`, { headers: { Cookie: cookie } }),
    );
    expect(page.status).toBe(200);
    const names = (page.body as { packages: { name: string; active: boolean }[] }).packages.map((p) => [
      p.name,
      p.active,
    ]);
    expect(names).toContainEqual(["5er-Paket Einzelcoaching", false]);
    expect(names).toContainEqual(["3er-Paket Einzelcoaching (90 Minuten)", true]);
  });
});
