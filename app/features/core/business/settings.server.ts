import { eq, gte } from "drizzle-orm";
import * as v from "valibot";
import { getDb, schema } from "~/lib/db.server";
import { logError } from "~/lib/log";
import { generationMemo, purgePublicPages } from "~/lib/page-cache.server";
import { berlinToday } from "~/lib/today";
import { DEFAULT_BUSINESS_SETTINGS, SMALL_BUSINESS_LIMITS_CENTS, type BusinessSettings } from "./settings";

const businessSettingsTable = schema.businessSettings;
const invoicesTable = schema.invoices;

/**
 * Read like the web content (docs/decisions/0032-web-content-cache.md): one KV value, kept by the
 * isolate until the next purge, so a public page that shows the VAT wording costs no D1 query. A
 * save rewrites the value and purges the public pages. The version in the key changes with its shape.
 */
export const SETTINGS_CACHE_KEY = "business-settings:v1";

/** What a stored row may hold: each known key checked, unknown or broken ones fall back to the default. */
const Stored = v.partial(
  v.object({
    smallBusiness: v.boolean(),
    issuerName: v.string(),
    street: v.string(),
    postalCode: v.string(),
    city: v.string(),
    vatId: v.nullable(v.string()),
    taxNumber: v.nullable(v.string()),
    accountHolder: v.string(),
    iban: v.string(),
    bic: v.string(),
    bankName: v.string(),
  }),
);

/** The stored settings over the defaults; no row (a fresh database) is the defaults. */
export async function loadBusinessSettingsFromDb(env: Pick<Env, "DB">): Promise<BusinessSettings> {
  const [row] = await getDb(env)
    .select({ settings: businessSettingsTable.settings })
    .from(businessSettingsTable)
    .where(eq(businessSettingsTable.id, 1))
    .limit(1);
  if (!row) return DEFAULT_BUSINESS_SETTINGS;
  let json: unknown;
  try {
    json = JSON.parse(row.settings);
  } catch {
    json = {};
  }
  const parsed = v.safeParse(Stored, json);
  if (!parsed.success) logError("business-settings-unreadable", new Error("stored settings do not match"));
  return { ...DEFAULT_BUSINESS_SETTINGS, ...(parsed.success ? parsed.output : {}) };
}

async function readFromKv(env: Pick<Env, "DB" | "KV">): Promise<BusinessSettings> {
  const cached = await env.KV.get<BusinessSettings>(SETTINGS_CACHE_KEY, "json");
  if (cached) return cached;
  const settings = await loadBusinessSettingsFromDb(env);
  try {
    await env.KV.put(SETTINGS_CACHE_KEY, JSON.stringify(settings));
  } catch (error) {
    logError("business-settings-cache-write-failed", error);
  }
  return settings;
}

const isolateCopy = generationMemo<BusinessSettings>(10_000);

/** The settings now in force: from the isolate, else KV, else D1 (which fills KV). */
export const businessSettings = (env: Pick<Env, "DB" | "KV" | "SITE_URL">): Promise<BusinessSettings> =>
  isolateCopy(env, () => readFromKv(env));

/**
 * Saves her settings and publishes them: the KV copy rewritten from D1 (as the content's, it waits
 * out KV's one write per second per key), then the public pages purged so prices and AGB follow.
 * Invoices already issued keep what they said (their snapshot).
 */
export async function saveBusinessSettings(
  env: Pick<Env, "DB" | "KV" | "SITE_URL">,
  settings: BusinessSettings,
  now = new Date(),
): Promise<void> {
  const json = JSON.stringify(settings);
  await getDb(env)
    .insert(businessSettingsTable)
    .values({ id: 1, settings: json, updated_at: now.toISOString() })
    .onConflictDoUpdate({ target: businessSettingsTable.id, set: { settings: json, updated_at: now.toISOString() } });
  for (let attempt = 1; ; attempt++) {
    try {
      await env.KV.put(SETTINGS_CACHE_KEY, JSON.stringify(await loadBusinessSettingsFromDb(env)));
      break;
    } catch (error) {
      if (attempt >= 3) {
        // The row is committed; the cached copy is rewritten by the next save, or read afresh after a delete.
        logError("business-settings-cache-refresh-failed", error);
        await env.KV.delete(SETTINGS_CACHE_KEY).catch(() => undefined);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 1_100));
    }
  }
  await purgePublicPages(env, "content-edit");
}

export interface YearTurnover {
  year: number;
  /** Net amounts of the year's issued invoices in euros (cancellations subtract), integer cents. */
  netCents: number;
  limitCents: number;
  /** Invoices in other currencies, not counted (the limits are in euros). */
  otherCurrencies: number;
}

/**
 * The turnover of the current and the previous Berlin calendar year against the § 19 limits
 * (SMALL_BUSINESS_LIMITS_CENTS): the sum of the net amounts of every invoice issued (invoices, fee
 * invoices, minus cancellation invoices). Issue instants are turned into Berlin's year here (an
 * invoice at 23:30 UTC on 31 December counts for the next year). One read, limited to two years.
 */
export async function smallBusinessTurnover(
  env: Pick<Env, "DB">,
  now = new Date(),
): Promise<{ current: YearTurnover; previous: YearTurnover }> {
  const currentYear = Number(berlinToday(now).slice(0, 4));
  // A day before 1 January UTC covers Berlin's first hours of the previous year; the year is decided below.
  const since = new Date(Date.UTC(currentYear - 1, 0, 1) - 86_400_000).toISOString();
  const rows = await getDb(env)
    .select({ issuedAt: invoicesTable.issued_at, currency: invoicesTable.currency, net: invoicesTable.net_cents })
    .from(invoicesTable)
    .where(gte(invoicesTable.issued_at, since));
  const year = (y: number, limitCents: number): YearTurnover => ({
    year: y,
    netCents: 0,
    limitCents,
    otherCurrencies: 0,
  });
  const current = year(currentYear, SMALL_BUSINESS_LIMITS_CENTS.currentYear);
  const previous = year(currentYear - 1, SMALL_BUSINESS_LIMITS_CENTS.previousYear);
  for (const row of rows) {
    const y = Number(berlinToday(new Date(row.issuedAt)).slice(0, 4));
    const target = y === currentYear ? current : y === currentYear - 1 ? previous : null;
    if (!target) continue;
    if (row.currency === "EUR") target.netCents += row.net;
    else target.otherCurrencies++;
  }
  return { current, previous };
}
