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
import { exceptionOf, slotTypeOf, weeklyRangeOf } from "./loader.server";

/**
 * The coach's editors of her 1:1 offer (/admin/verfuegbarkeit): what they show and how they save.
 * Every save makes /termin's cached pages stale (`purgePublicPages`), so the next visitor sees the
 * new free times.
 */

const t = schema.appointmentTypes;
const r = schema.availabilityRanges;
const x = schema.availabilityExceptions;
const pk = schema.sessionPackages;

type EditorEnv = Pick<Env, "DB"> & CacheEnv;

/**
 * Everything the editor page shows, in one D1 batch: every type and package (inactive ones too), the
 * weekly hours, the entries from today on.
 */
export async function loadAvailabilityEditor(env: Pick<Env, "DB">, now = new Date()) {
  const db = getDb(env);
  const [types, ranges, exceptions, packages] = await db.batch([
    db.select().from(t).orderBy(asc(t.sort_order), asc(t.name)),
    db.select().from(r).orderBy(asc(r.weekday), asc(r.start_time)),
    db
      .select()
      .from(x)
      .where(gte(x.day, berlinToday(now)))
      .orderBy(asc(x.day), asc(x.start_time)),
    db.select().from(pk).orderBy(asc(pk.sort_order), asc(pk.name)),
  ]);
  return {
    types: types.map(slotTypeOf),
    weekly: ranges.map(weeklyRangeOf),
    exceptions: exceptions.map((entry) => ({ id: entry.id, ...exceptionOf(entry), note: entry.note })),
    packages,
  };
}

/** The weekly hours replaced as a whole, in ONE batch (one transaction): never half the old week and half the new. */
export async function saveWeeklyHours(env: EditorEnv, ranges: readonly WeeklyRangeInput[]): Promise<void> {
  const db = getDb(env);
  await db.batch([
    db.delete(r),
    ...ranges.map((range) =>
      db.insert(r).values({
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
    .select({ kind: x.kind, start_time: x.start_time, end_time: x.end_time })
    .from(x)
    .where(eq(x.day, entry.day));
  const clash = exceptionClash(entry, sameDay);
  if (clash) return { ok: false, fieldErrors: clash };
  await db.insert(x).values({
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
  const removed = await getDb(env).delete(x).where(eq(x.id, id)).returning({ id: x.id });
  if (removed.length) await purgePublicPages(env, "sessions-offer");
  return removed.length > 0;
}

const typeColumns = (input: TypeInput) => ({ ...input, places: input.places.join(",") });

/** A new appointment type, after the others in the coach's order. */
export async function createAppointmentType(env: EditorEnv, input: TypeInput): Promise<string> {
  const db = getDb(env);
  const [last] = await db.select({ n: max(t.sort_order) }).from(t);
  const next = (last?.n ?? 0) + 1;
  const [created] = await db
    .insert(t)
    .values({ ...typeColumns(input), sort_order: next })
    .returning({ id: t.id });
  await purgePublicPages(env, "sessions-offer");
  return created!.id;
}

/** A type's settings changed; sessions booked before keep what they were booked with (their own events row). */
export async function updateAppointmentType(env: EditorEnv, id: string, input: TypeInput): Promise<boolean> {
  const updated = await getDb(env).update(t).set(typeColumns(input)).where(eq(t.id, id)).returning({ id: t.id });
  if (updated.length) await purgePublicPages(env, "sessions-offer");
  return updated.length > 0;
}

/** The package's type is one of hers (types are never deleted, so it stays one). */
async function typeExists(env: Pick<Env, "DB">, id: string): Promise<boolean> {
  const [found] = await getDb(env).select({ id: t.id }).from(t).where(eq(t.id, id)).limit(1);
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
  const [last] = await db.select({ n: max(pk.sort_order) }).from(pk);
  await db.insert(pk).values({ ...input, sort_order: (last?.n ?? 0) + 1 });
  await purgePublicPages(env, "packages-offer");
  return { ok: true };
}

/**
 * A package's settings changed (or it was switched off): packages already bought keep their credits,
 * type and last day (their own `package_purchases` row, decision 0150).
 */
export async function updateSessionPackage(env: EditorEnv, id: string, input: PackageInput): Promise<PackageSave> {
  if (!(await typeExists(env, input.appointment_type_id))) return { ok: false, reason: "type_unknown" };
  const updated = await getDb(env).update(pk).set(input).where(eq(pk.id, id)).returning({ id: pk.id });
  if (!updated.length) return { ok: false, reason: "not_found" };
  await purgePublicPages(env, "packages-offer");
  return { ok: true };
}
