import { asc, eq, gte, max } from "drizzle-orm";
import { getDb, schema } from "~/lib/db.server";
import { type CacheEnv, purgePublicPages } from "~/lib/page-cache.server";
import { berlinToday } from "~/lib/today";
import {
  exceptionClash,
  type ExceptionInput,
  type PackageInput,
  type TypeInput,
  type WeeklyRangeInput,
} from "./editor-schema";
import type { HolidaySetting } from "./holidays";
import { exceptionOf, holidaySettingOf, slotTypeOf, weeklyRangeOf } from "./loader.server";

/**
 * The coach's editors of her 1:1 offer (/admin/verfuegbarkeit): what they show and how they save.
 * Every save makes /termin's cached pages stale (`purgePublicPages`), so the next visitor sees the
 * new free times.
 */

const appointmentTypesTable = schema.appointmentTypes;
const availabilityRangesTable = schema.availabilityRanges;
const availabilityExceptionsTable = schema.availabilityExceptions;
const sessionPackagesTable = schema.sessionPackages;
const availabilitySettingsTable = schema.availabilitySettings;

type EditorEnv = Pick<Env, "DB"> & CacheEnv;

/**
 * Everything the editor page shows, in one D1 batch: every type and package (inactive ones too), the
 * weekly hours, the entries from today on.
 */
export async function loadAvailabilityEditor(env: Pick<Env, "DB">, now = new Date()) {
  const db = getDb(env);
  const [types, ranges, exceptions, packages, settings] = await db.batch([
    db
      .select()
      .from(appointmentTypesTable)
      .orderBy(asc(appointmentTypesTable.sort_order), asc(appointmentTypesTable.name)),
    db
      .select()
      .from(availabilityRangesTable)
      .orderBy(asc(availabilityRangesTable.weekday), asc(availabilityRangesTable.start_time)),
    db
      .select()
      .from(availabilityExceptionsTable)
      .where(gte(availabilityExceptionsTable.day, berlinToday(now)))
      .orderBy(asc(availabilityExceptionsTable.day), asc(availabilityExceptionsTable.start_time)),
    db
      .select()
      .from(sessionPackagesTable)
      .orderBy(asc(sessionPackagesTable.sort_order), asc(sessionPackagesTable.name)),
    db
      .select({ holiday_region: availabilitySettingsTable.holiday_region })
      .from(availabilitySettingsTable)
      .where(eq(availabilitySettingsTable.id, 1)),
  ]);
  return {
    holidays: holidaySettingOf(settings[0]),
    types: types.map(slotTypeOf),
    weekly: ranges.map(weeklyRangeOf),
    exceptions: exceptions.map((entry) => ({ id: entry.id, ...exceptionOf(entry), note: entry.note })),
    packages,
  };
}

/** Which Bundesland's public holidays close her weekly hours, or "none" (decision 0189); /termin follows at once. */
export async function saveHolidaySetting(env: EditorEnv, setting: HolidaySetting, now = new Date()): Promise<void> {
  await getDb(env)
    .insert(availabilitySettingsTable)
    .values({ id: 1, holiday_region: setting, updated_at: now.toISOString() })
    .onConflictDoUpdate({
      target: availabilitySettingsTable.id,
      set: { holiday_region: setting, updated_at: now.toISOString() },
    });
  await purgePublicPages(env, "sessions-offer");
}

/** The weekly hours replaced as a whole, in ONE batch (one transaction): never half the old week and half the new. */
export async function saveWeeklyHours(env: EditorEnv, ranges: readonly WeeklyRangeInput[]): Promise<void> {
  const db = getDb(env);
  await db.batch([
    db.delete(availabilityRangesTable),
    ...ranges.map((range) =>
      db.insert(availabilityRangesTable).values({
        weekday: range.weekday,
        start_time: range.start,
        end_time: range.end,
        places: range.places.join(","),
      }),
    ),
  ]);
  await purgePublicPages(env, "sessions-offer");
}

/**
 * A day off or extra hours added, unless it clashes with the day's other entries: then the message
 * for the field it concerns, and nothing stored.
 */
export async function addAvailabilityException(
  env: EditorEnv,
  entry: ExceptionInput,
): Promise<{ ok: true } | { ok: false; fieldErrors: Record<string, string> }> {
  const db = getDb(env);
  const sameDay = await db
    .select({
      kind: availabilityExceptionsTable.kind,
      start_time: availabilityExceptionsTable.start_time,
      end_time: availabilityExceptionsTable.end_time,
    })
    .from(availabilityExceptionsTable)
    .where(eq(availabilityExceptionsTable.day, entry.day));
  const clash = exceptionClash(entry, sameDay);
  if (clash) return { ok: false, fieldErrors: clash };
  await db.insert(availabilityExceptionsTable).values({
    day: entry.day,
    kind: entry.kind,
    start_time: entry.start,
    end_time: entry.end,
    places: entry.kind === "extra" ? entry.places.join(",") : null,
    note: entry.note,
  });
  await purgePublicPages(env, "sessions-offer");
  return { ok: true };
}

export async function removeAvailabilityException(env: EditorEnv, id: string): Promise<boolean> {
  const removed = await getDb(env)
    .delete(availabilityExceptionsTable)
    .where(eq(availabilityExceptionsTable.id, id))
    .returning({ id: availabilityExceptionsTable.id });
  if (removed.length) await purgePublicPages(env, "sessions-offer");
  return removed.length > 0;
}

const typeColumns = (input: TypeInput) => ({ ...input, places: input.places.join(",") });

/** A new appointment type, after the others in the coach's order. */
export async function createAppointmentType(env: EditorEnv, input: TypeInput): Promise<string> {
  const db = getDb(env);
  const [last] = await db.select({ n: max(appointmentTypesTable.sort_order) }).from(appointmentTypesTable);
  const next = (last?.n ?? 0) + 1;
  const [created] = await db
    .insert(appointmentTypesTable)
    .values({ ...typeColumns(input), sort_order: next })
    .returning({ id: appointmentTypesTable.id });
  await purgePublicPages(env, "sessions-offer");
  return created!.id;
}

/** A type's settings changed; sessions booked before keep what they were booked with (their own events row). */
export async function updateAppointmentType(env: EditorEnv, id: string, input: TypeInput): Promise<boolean> {
  const updated = await getDb(env)
    .update(appointmentTypesTable)
    .set(typeColumns(input))
    .where(eq(appointmentTypesTable.id, id))
    .returning({ id: appointmentTypesTable.id });
  if (updated.length) await purgePublicPages(env, "sessions-offer");
  return updated.length > 0;
}

/** The package's type is one of hers (types are never deleted, so it stays one). */
async function typeExists(env: Pick<Env, "DB">, id: string): Promise<boolean> {
  const [found] = await getDb(env)
    .select({ id: appointmentTypesTable.id })
    .from(appointmentTypesTable)
    .where(eq(appointmentTypesTable.id, id))
    .limit(1);
  return Boolean(found);
}

export type PackageSave = { ok: true } | { ok: false; reason: "type_unknown" | "not_found" };

/**
 * A new package of sessions, after the others in the coach's order. /pakete is a content page, so
 * the save purges the public pages as a whole (not the seat pages alone).
 */
export async function createSessionPackage(env: EditorEnv, input: PackageInput): Promise<PackageSave> {
  if (!(await typeExists(env, input.appointment_type_id))) return { ok: false, reason: "type_unknown" };
  const db = getDb(env);
  const [last] = await db.select({ n: max(sessionPackagesTable.sort_order) }).from(sessionPackagesTable);
  await db.insert(sessionPackagesTable).values({ ...input, sort_order: (last?.n ?? 0) + 1 });
  await purgePublicPages(env, "packages-offer");
  return { ok: true };
}

/**
 * A package's settings changed (or it was switched off): packages already bought keep their credits,
 * type and last day (their own `package_purchases` row, decision 0150).
 */
export async function updateSessionPackage(env: EditorEnv, id: string, input: PackageInput): Promise<PackageSave> {
  if (!(await typeExists(env, input.appointment_type_id))) return { ok: false, reason: "type_unknown" };
  const updated = await getDb(env)
    .update(sessionPackagesTable)
    .set(input)
    .where(eq(sessionPackagesTable.id, id))
    .returning({ id: sessionPackagesTable.id });
  if (!updated.length) return { ok: false, reason: "not_found" };
  await purgePublicPages(env, "packages-offer");
  return { ok: true };
}
