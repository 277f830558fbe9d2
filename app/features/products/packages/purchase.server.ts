import { and, asc, eq, sql } from "drizzle-orm";
import * as v from "valibot";
import {
  applyHoldEffects,
  bookedAnswer,
  type BookableEvent,
  type BookingEnv,
  type BookingRefusal,
  bookingWrites,
  commitHold,
  type HoldHolder,
  holdHolder,
  holdLimitsRefusal,
  replayed,
} from "~/features/core/booking/booking.server";
import { BILLING_FORM_FIELDS, billingComplete } from "~/features/core/booking/billing";
import { bookingEntriesFor, type BookingInput } from "~/features/core/booking/schema";
import { formatLongDate } from "~/features/products/events/format";
import { formatPrice } from "~/lib/money";
import { type PaymentInstructions } from "~/features/core/payments/instructions";
import { PLACE_LOCATIONS, parsePlaces } from "~/features/products/sessions/places";
import { compiledStatement, getDb, schema } from "~/lib/db.server";
import { type FormResult, formValues } from "~/lib/forms";
import { getMessages } from "~/lib/i18n";
import { localeFromPath, type Locale } from "~/lib/locale";
import { type FormAnswer, type FormLimits, type PublicForm, runPublicForm } from "~/lib/public-form.server";
import { berlinToday } from "~/lib/today";
import { businessSettings } from "~/features/core/business/settings.server";
import { bookingFormFor } from "~/features/core/booking/products/booking-form.server";
import { sessionPackage } from "~/features/core/booking/products/package";

/*
 * Buying a package of 1:1 sessions (decision 0150): like a session (0130), the purchase is a private
 * events row (kind "package", one seat, the package's price) that an ordinary booking attaches to,
 * so the hold, e-mails, invoice, GiroCode, payments and "Meine Buchung" are the events' own. Its
 * `package_purchases` row says what the credits are for and until when; its date is that last day.
 */

const eventsTable = schema.events;
const sessionPackagesTable = schema.sessionPackages;
const appointmentTypesTable = schema.appointmentTypes;
const packagePurchasesTable = schema.packagePurchases;
const bookingsTable = schema.bookings;
const p = sql.placeholder;
const col = (column: { name: string }) => sql.identifier(column.name);

/** A package as /pakete shows it. */
export interface ShownPackage {
  id: string;
  name: string;
  description: string;
  lang?: "de";
  credits: number;
  durationMinutes: number;
  priceCents: number;
  priceLabel: string;
  validMonths: number;
}

type PackageRow = { pkg: typeof sessionPackagesTable.$inferSelect; type: typeof appointmentTypesTable.$inferSelect };

async function activePackages(env: Pick<Env, "DB">): Promise<PackageRow[]> {
  return getDb(env)
    .select({ pkg: sessionPackagesTable, type: appointmentTypesTable })
    .from(sessionPackagesTable)
    .innerJoin(appointmentTypesTable, eq(appointmentTypesTable.id, sessionPackagesTable.appointment_type_id))
    .where(and(eq(sessionPackagesTable.active, true), eq(appointmentTypesTable.active, true)))
    .orderBy(asc(sessionPackagesTable.sort_order), asc(sessionPackagesTable.name));
}

function showPackage({ pkg, type }: PackageRow, locale: Locale): ShownPackage {
  const english = locale === "en" && pkg.name_en;
  return {
    id: pkg.id,
    name: english ? pkg.name_en! : pkg.name,
    description: english ? (pkg.description_en ?? pkg.description) : pkg.description,
    ...(locale === "en" && !english ? { lang: "de" as const } : {}),
    credits: pkg.credits,
    durationMinutes: type.duration_minutes,
    priceCents: pkg.price_cents,
    priceLabel: formatPrice(pkg.price_cents, "EUR", locale),
    validMonths: pkg.valid_months,
  };
}

/** The packages on offer, in the coach's order; with `chosen`, the one the address names. */
export async function packagesView(env: Pick<Env, "DB" | "KV" | "SITE_URL">, url: URL) {
  const locale = localeFromPath(url.pathname);
  const [rows, settings] = await Promise.all([activePackages(env), businessSettings(env)]);
  const packages = rows.map((row) => showPackage(row, locale));
  const chosen = packages.find((shown) => shown.id === url.searchParams.get("paket")) ?? null;
  // Her § 19 UStG mode (decision 0154): the price's VAT note follows it.
  return { packages, chosen, smallBusiness: settings.smallBusiness };
}

/** `day` plus `months` calendar months, on the same day of the month or the month's last one. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${String(m).padStart(2, "0")}-${String(Math.min(date, last)).padStart(2, "0")}`;
}

/** The package's events row: only while the package is on offer at the price the request read. */
const insertPackageRow = compiledStatement<
  "id" | "packageId" | "title" | "description" | "titleEn" | "descriptionEn" | "day" | "location" | "priceCents" | "now"
>(
  () => sql`
    INSERT INTO ${eventsTable} (${col(eventsTable.id)}, ${col(eventsTable.title)}, ${col(eventsTable.description)}, ${col(eventsTable.title_en)}, ${col(eventsTable.description_en)},
                      ${col(eventsTable.category)}, ${col(eventsTable.event_date)}, ${col(eventsTable.start_time)}, ${col(eventsTable.end_time)}, ${col(eventsTable.location)},
                      ${col(eventsTable.max_attendees)}, ${col(eventsTable.price)}, ${col(eventsTable.price_cents)}, ${col(eventsTable.currency)}, ${col(eventsTable.created_at)},
                      ${col(eventsTable.kind)}, ${col(eventsTable.appointment_type_id)}, ${col(eventsTable.auto_confirm)})
    SELECT ${p("id")}, ${p("title")}, ${p("description")}, ${p("titleEn")}, ${p("descriptionEn")},
           -- The events table wants a category; no list shows a package's (decision 0150, as for sessions).
           'Seminar', ${p("day")}, '', '', ${p("location")},
           1, ${sessionPackagesTable.price_cents} / 100.0, ${sessionPackagesTable.price_cents}, 'EUR', ${p("now")},
           'package', ${sessionPackagesTable.appointment_type_id},
           -- Confirmed at once unless the coach switched it off for this package (decision 0186).
           ${sessionPackagesTable.auto_confirm}
    FROM ${sessionPackagesTable} WHERE ${sessionPackagesTable.id} = ${p("packageId")} AND ${sessionPackagesTable.active} = 1 AND ${sessionPackagesTable.price_cents} = ${p("priceCents")}
    RETURNING ${col(eventsTable.id)} AS id`,
);

const insertPurchase = compiledStatement<"id" | "packageId" | "day" | "now">(
  () => sql`
    INSERT INTO ${packagePurchasesTable} (${col(packagePurchasesTable.event_id)}, ${col(packagePurchasesTable.package_id)}, ${col(packagePurchasesTable.appointment_type_id)}, ${col(packagePurchasesTable.credits)},
                       ${col(packagePurchasesTable.expires_on)}, ${col(packagePurchasesTable.created_at)})
    SELECT ${p("id")}, ${sessionPackagesTable.id}, ${sessionPackagesTable.appointment_type_id}, ${sessionPackagesTable.credits}, ${p("day")}, ${p("now")}
    FROM ${sessionPackagesTable} WHERE ${sessionPackagesTable.id} = ${p("packageId")} AND EXISTS (SELECT 1 FROM ${eventsTable} WHERE ${eventsTable.id} = ${p("id")})`,
);

/** A package row whose booking was refused (a limit) leaves with the batch that wrote it. */
const dropUnbookedPurchase = compiledStatement<"id">(
  () => sql`DELETE FROM ${packagePurchasesTable} WHERE ${packagePurchasesTable.event_id} = ${p("id")}
    AND NOT EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${bookingsTable.event_id} = ${p("id")})`,
);
const dropUnbookedPackage = compiledStatement<"id">(
  () => sql`DELETE FROM ${eventsTable} WHERE ${eventsTable.id} = ${p("id")} AND ${eventsTable.kind} = 'package'
    AND NOT EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${bookingsTable.event_id} = ${p("id")})`,
);

export type PackagePurchaseResult =
  | {
      ok: true;
      bookingId: string;
      reference: string;
      totalCents: number;
      /** What a value voucher paid of `totalCents` (decision 0152). */
      voucherCents?: number;
      currency: string;
      holdUntil: Date;
      expiresOn: string;
      replay: boolean;
    }
  | { ok: false; reason: "not_found" }
  | BookingRefusal;

/**
 * Buys package `packageId`: ONE batch writes its events row (only while it is on offer at this
 * price), its purchase row with the expiry (Berlin today plus its months), and the ordinary booking
 * of it (`bookingWrites`: hold, confirmation e-mail, limits), or nothing.
 */
export async function createPackagePurchase(
  env: BookingEnv,
  packageId: string,
  input: BookingInput,
  now = new Date(),
  locale: Locale = "de",
  limits?: FormLimits,
  holder?: HoldHolder,
  /** Given by the coach to a client (sessions/coach-entry.server.ts): written without the first e-mail. */
  { byCoach = false }: { byCoach?: boolean } = {},
): Promise<PackagePurchaseResult> {
  const early = async (answer: PackagePurchaseResult): Promise<PackagePurchaseResult> =>
    limits && !(await limits.hit()) ? { ok: false, reason: "rate_limited" } : answer;
  const row = (await activePackages(env)).find((candidate) => candidate.pkg.id === packageId);
  if (!row) return early({ ok: false, reason: "not_found" });
  const { pkg, type } = row;
  const id = crypto.randomUUID();
  const expiresOn = addMonths(berlinToday(now), pkg.valid_months);
  const event: BookableEvent = {
    id,
    // A package has no public page (decision 0150), so no readable address either.
    slug: null,
    title: pkg.name,
    description: pkg.description,
    title_en: pkg.name_en,
    description_en: pkg.description_en,
    // Its date is the last day its credits hold; no time of day (a calendar file shows it all day).
    event_date: expiresOn,
    start_time: "",
    end_time: "",
    location: parsePlaces(type.places)
      .map((place) => PLACE_LOCATIONS[place])
      .join(" · "),
    price_cents: pkg.price_cents,
    currency: "EUR",
    category: "Seminar",
    kind: "package",
  };
  const prepared = await bookingWrites(env, event, { ...input, num_tickets: 1 }, now, locale, limits, holder, {
    addressMail: !byCoach,
  });
  if (!prepared.ok) return early(prepared);
  const nowIso = now.toISOString();
  const committed = await commitHold(env, prepared.hold, {
    limits,
    before: [
      insertPackageRow(env, {
        id,
        packageId,
        title: event.title,
        description: event.description,
        titleEn: event.title_en,
        descriptionEn: event.description_en,
        day: expiresOn,
        location: event.location,
        priceCents: pkg.price_cents,
        now: nowIso,
      }),
      insertPurchase(env, { id, packageId, day: expiresOn, now: nowIso }),
    ],
    after: [dropUnbookedPurchase(env, { id }), dropUnbookedPackage(env, { id })],
  });
  if (!committed) return { ok: false, reason: "rate_limited" };
  const [packageRow] = committed.results;
  if (committed.held) {
    await applyHoldEffects(env, committed, id, 1);
    return { ...bookedAnswer(prepared, "EUR"), expiresOn };
  }
  if (input.idempotency_key) {
    const earlier = await replayed(env, input.idempotency_key);
    if (earlier) return { ...earlier, expiresOn };
  }
  // The coach changed or withdrew the package in between: choose again.
  if (!packageRow?.results.length) return { ok: false, reason: "not_found" };
  return holdLimitsRefusal(env, id, input, now, holder, 1);
}

/** The package form: the booking's person and billing fields, one seat, and the chosen package. */
const packageFormSchemaIn = (locale: Locale) => {
  const m = getMessages(locale);
  return v.pipe(
    v.object({
      ...bookingEntriesFor(locale),
      num_tickets: v.pipe(
        v.optional(v.string(), "1"),
        v.transform(() => 1),
      ),
      package: v.pipe(v.optional(v.string(), ""), v.uuid(m.packages.invalidChoice)),
    }),
    billingComplete(m.billing.validation),
  );
};
export const packageFormSchemas = { de: packageFormSchemaIn("de"), en: packageFormSchemaIn("en") } satisfies Record<
  Locale,
  unknown
>;
export type PackageField = keyof v.InferInput<(typeof packageFormSchemas)["de"]>;

export type PackageActionResult = FormResult<PackageField> & {
  reference?: string;
  holdUntil?: string;
  validUntil?: string;
  payment?: PaymentInstructions;
  /** With Stripe set up: the checkout form's token (decision 0141). */
  onlinePayment?: { token: string };
};

const KEPT: readonly PackageField[] = ["full_name", "discount_code", "email", "phone", ...BILLING_FORM_FIELDS];

/** The package form: `bookingFormFor(sessionPackage)` (features/products), like /termin's. */
function packageForm(
  env: BookingEnv,
  now: Date,
  locale: Locale,
  holder: HoldHolder,
): PublicForm<(typeof packageFormSchemas)[Locale], PackageActionResult> {
  return bookingFormFor<(typeof packageFormSchemas)[Locale], PackageActionResult, PackagePurchaseResult>({
    product: sessionPackage,
    env,
    now,
    locale,
    schema: packageFormSchemas[locale],
    kept: KEPT,
    invalidText: (fieldErrors) => fieldErrors.package,
    book: (input, limits) => createPackagePurchase(env, input.package, input, now, locale, limits, holder),
    success: (purchase) => ({ validUntil: formatLongDate(purchase.expiresOn, locale) }),
  });
}

/** /pakete's POST (with and without JavaScript), answered in the page's language. */
export async function handlePackageRequest(
  request: Request,
  env: BookingEnv,
  now = new Date(),
): Promise<FormAnswer<PackageActionResult>> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const holder = await holdHolder(env, request);
  const values = formValues(await request.formData().catch(() => new FormData()));
  return runPublicForm(request, env, packageForm(env, now, locale, holder), { now: now.getTime(), values });
}
