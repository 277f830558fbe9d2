import { COACHING_TERMS } from "~/config/coaching";
import * as v from "valibot";
import { euroCents } from "~/features/core/payments/discount-code-form";
import { isCalendarDay, minutesOf } from "~/lib/today";
import { CONTROL_CHARACTERS, CONTROL_CHARACTERS_MULTILINE } from "~/lib/forms";
import { adminMessages } from "~/lib/messages.admin";
import { SESSION_PLACES, type SessionPlace } from "./places";

/**
 * The coach's editors for her 1:1 side (/admin/verfuegbarkeit): weekly hours, days off and extra
 * hours, appointment types. Plain forms (they work before JavaScript loads), checked here with
 * valibot; each message is keyed by the field it belongs beside.
 */

const m = adminMessages.availability.invalid;

/** Time windows a weekday may have; the page offers one empty row more than are stored, up to this. */
export const MAX_RANGES_PER_DAY = 6;
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The form's field of a weekly row: `w1_0_start`, `w1_0_end`, `w1_0_online`. */
export const weeklyField = (weekday: number, row: number, key: "start" | "end" | SessionPlace) =>
  `w${weekday}_${row}_${key}`;

/** `HH:mm` of a Berlin wall clock; the end may be 24:00 (midnight at the day's end). */
const clock = (end: boolean) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => {
      const minutes = minutesOf(value);
      return /^\d{2}:\d{2}$/.test(value) && minutes !== null && (end ? minutes > 0 : minutes < 1440);
    }, m.time),
  );

const placesSchema = v.pipe(v.array(v.picklist(SESSION_PLACES)), v.minLength(1, m.places));

/** One time window: start before end, at least one place. Output in stored form (`HH:mm`). */
const rangeSchema = v.pipe(
  v.object({ start: clock(false), end: clock(true), places: placesSchema }),
  v.forward(
    v.check((range) => minutesOf(range.start)! < minutesOf(range.end)!, m.endAfterStart),
    ["end"],
  ),
);
export type EditedRange = v.InferOutput<typeof rangeSchema>;

const placesOf = (form: Record<string, string>, field: (place: SessionPlace) => string) =>
  SESSION_PLACES.filter((place) => form[field(place)] === "on");

/** Windows of one day overlap (touching is fine: 09:00–12:00 and 12:00–14:00): the later one's index and the earlier one's index. */
export function firstOverlap(ranges: readonly { start: string; end: string }[]): [number, number] | null {
  const order = ranges
    .map((range, index) => ({ index, from: minutesOf(range.start)!, until: minutesOf(range.end)! }))
    .sort((a, b) => a.from - b.from);
  for (let i = 1; i < order.length; i++) {
    const earlier = order.slice(0, i).find((range) => range.until > order[i]!.from);
    if (earlier) return [order[i]!.index, earlier.index];
  }
  return null;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; fieldErrors: Record<string, string> };

export interface WeeklyRangeInput extends EditedRange {
  weekday: number;
}

/**
 * The weekly hours form: for each weekday up to MAX_RANGES_PER_DAY rows of start, end and a box per
 * place. A row with neither time is empty (the page's spare row, or one the coach cleared to delete
 * it); every other row must be a whole window, and a day's windows must not overlap.
 */
export function parseWeeklyForm(form: Record<string, string>): Parsed<WeeklyRangeInput[]> {
  const fieldErrors: Record<string, string> = {};
  const ranges: WeeklyRangeInput[] = [];
  for (const weekday of WEEKDAYS) {
    const day: { row: number; range: EditedRange }[] = [];
    for (let row = 0; row < MAX_RANGES_PER_DAY; row++) {
      const field = (key: "start" | "end" | SessionPlace) => weeklyField(weekday, row, key);
      const start = form[field("start")]?.trim() ?? "";
      const end = form[field("end")]?.trim() ?? "";
      if (!start && !end) continue;
      if (!start || !end) {
        fieldErrors[field(start ? "end" : "start")] = m.bothTimes;
        continue;
      }
      const parsed = v.safeParse(rangeSchema, { start, end, places: placesOf(form, field) });
      if (!parsed.success) {
        for (const issue of parsed.issues) {
          const key = v.getDotPath(issue)?.split(".")[0];
          const name = key === "places" ? field(SESSION_PLACES[0]) : field(key === "end" ? "end" : "start");
          fieldErrors[name] ??= issue.message;
        }
        continue;
      }
      day.push({ row, range: parsed.output });
    }
    const overlap = firstOverlap(day.map((entry) => entry.range));
    if (overlap) {
      const [later, earlier] = overlap.map((index) => day[index]!);
      fieldErrors[weeklyField(weekday, later!.row, "start")] = m.overlap(
        `${earlier!.range.start}–${earlier!.range.end}`,
      );
    }
    ranges.push(...day.map((entry) => ({ weekday, ...entry.range })));
  }
  return Object.keys(fieldErrors).length ? { ok: false, fieldErrors } : { ok: true, value: ranges };
}

/** A day off (whole or in part) or extra hours on one Berlin day. */
export interface ExceptionInput {
  day: string;
  kind: "off" | "extra";
  start: string | null;
  end: string | null;
  places: SessionPlace[];
  note: string | null;
}

const text = (max: number, { required = false, multiline = false } = {}) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.maxLength(max, m.tooLong(max)),
    v.check(
      (value) => !(multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS).test(value),
      m.controlCharacters,
    ),
    v.check((value) => !required || value.length > 0, m.required),
  );

const exceptionSchema = (today: string) =>
  v.pipe(
    v.object({
      day: v.pipe(
        v.optional(v.string(), ""),
        v.check(isCalendarDay, m.day),
        v.check((day) => day >= today, m.pastDay),
      ),
      kind: v.picklist(["off", "extra"], m.kind),
      start: v.pipe(v.optional(v.string(), ""), v.trim()),
      end: v.pipe(v.optional(v.string(), ""), v.trim()),
      places: v.array(v.picklist(SESSION_PLACES)),
      note: text(200),
    }),
    v.forward(
      v.check((input) => input.kind === "off" || (input.start !== "" && input.end !== ""), m.extraTimes),
      ["start"],
    ),
    v.forward(
      v.check((input) => (input.start === "") === (input.end === ""), m.bothTimes),
      ["start" as const],
    ),
    v.forward(
      v.check((input) => input.start === "" || v.is(clock(false), input.start), m.time),
      ["start"],
    ),
    v.forward(
      v.check((input) => input.end === "" || v.is(clock(true), input.end), m.time),
      ["end"],
    ),
    v.forward(
      v.check(
        (input) =>
          input.start === "" ||
          !v.is(clock(false), input.start) ||
          !v.is(clock(true), input.end) ||
          minutesOf(input.start)! < minutesOf(input.end)!,
        m.endAfterStart,
      ),
      ["end"],
    ),
    v.forward(
      v.check((input) => input.kind === "off" || input.places.length > 0, m.places),
      ["places"],
    ),
    v.transform((input): ExceptionInput => ({
      day: input.day,
      kind: input.kind,
      start: input.start || null,
      end: input.end || null,
      places: input.kind === "extra" ? input.places : [],
      note: input.note || null,
    })),
  );

/** The exception's field of a place box: `x_online`. */
export const exceptionPlaceField = (place: SessionPlace) => `x_${place}`;

/**
 * "Freie Tage und zusätzliche Zeiten": one new entry from today (Berlin) on. Whether it clashes
 * with the day's other entries is `exceptionClash`, once those are read.
 */
export function parseExceptionForm(form: Record<string, string>, today: string): Parsed<ExceptionInput> {
  const parsed = v.safeParse(exceptionSchema(today), {
    day: form.day,
    kind: form.kind,
    start: form.start,
    end: form.end,
    places: placesOf(form, exceptionPlaceField),
    note: form.note,
  });
  if (parsed.success) return { ok: true, value: parsed.output };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.issues) {
    const key = v.getDotPath(issue)?.split(".")[0] ?? "day";
    fieldErrors[key === "places" ? exceptionPlaceField(SESSION_PLACES[0]) : key] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}

/**
 * A new entry against the day's stored ones: a whole day off twice says nothing new, and extra
 * hours must not overlap other extra hours (the same rule as the weekly windows). The message's field.
 */
export function exceptionClash(
  entry: ExceptionInput,
  sameDay: readonly { kind: string; start_time: string | null; end_time: string | null }[],
): Record<string, string> | null {
  if (entry.kind === "off" && entry.start === null && sameDay.some((x) => x.kind === "off" && x.start_time === null))
    return { day: m.dayOffAlready };
  if (entry.kind !== "extra") return null;
  const others = sameDay
    .filter((x) => x.kind === "extra" && x.start_time && x.end_time)
    .map((x) => ({ start: x.start_time!, end: x.end_time! }));
  const overlap = firstOverlap([{ start: entry.start!, end: entry.end! }, ...others]);
  if (!overlap) return null;
  const other = others[(overlap[0] === 0 ? overlap[1] : overlap[0]) - 1]!;
  return { start: m.overlap(`${other.start}–${other.end}`) };
}

const wholeNumber = (min: number, max: number, { optional = false } = {}) =>
  v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.check((value) => (optional && value === "") || /^\d{1,4}$/.test(value), m.wholeNumber(min, max)),
    v.transform((value) => (value === "" ? null : Number(value))),
    v.check((n) => n === null || (n >= min && n <= max), m.wholeNumber(min, max)),
  );

const required = <T>(schema: v.GenericSchema<unknown, T | null>) =>
  v.pipe(
    schema,
    v.transform((value) => value as T),
  );

/** A type's or a package's name and description: German required, English optional. */
const nameAndDescription = {
  name: text(120, { required: true }),
  description: text(2000, { required: true, multiline: true }),
  name_en: text(120),
  description_en: text(2000, { multiline: true }),
};

/** As stored: an English text left empty is none, and the pages show the German one. */
const storedNameAndDescription = (input: {
  name: string;
  description: string;
  name_en: string;
  description_en: string;
}) => ({
  name: input.name,
  description: input.description,
  name_en: input.name_en || null,
  description_en: input.description_en || null,
});

/** A price entered in euros ("140", "140,50"), in cents. */
const euros = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.transform((value) => euroCents(value)),
  v.check((cents) => cents !== null, m.price),
  v.transform((cents) => cents!),
);

/** The longest free-change window a type may have (the migration's CHECK says the same). */
export const MAX_FREE_CHANGE_HOURS = 336;

/** A box of the form: on or not. */
const checkbox = v.pipe(
  v.optional(v.string(), ""),
  v.transform((value) => value === "on"),
);

/** An appointment type as the editor saves it: money in cents, notice in minutes. */
const typeSchema = v.pipe(
  v.object({
    ...nameAndDescription,
    duration_minutes: required<number>(wholeNumber(5, 600)),
    price: euros,
    places: placesSchema,
    buffer_before_minutes: required<number>(wholeNumber(0, 240)),
    buffer_after_minutes: required<number>(wholeNumber(0, 240)),
    min_notice_hours: required<number>(wholeNumber(0, 720)),
    horizon_days: required<number>(wholeNumber(1, 366)),
    max_per_day: wholeNumber(1, 50, { optional: true }),
    /** The free-change window (AGB § 5a, issue 51): 0 to 14 days, in hours; left empty, the spec's 48. */
    free_change_hours: v.pipe(
      wholeNumber(0, MAX_FREE_CHANGE_HOURS, { optional: true }),
      v.transform((hours) => hours ?? COACHING_TERMS.freeChangeHours),
    ),
    meeting_url: v.pipe(
      text(500),
      v.check((value) => value === "" || isHttpsUrl(value), m.url),
    ),
    auto_confirm: checkbox,
    active: checkbox,
  }),
  v.transform((input) => ({
    ...storedNameAndDescription(input),
    duration_minutes: input.duration_minutes,
    price_cents: input.price,
    places: input.places,
    buffer_before_minutes: input.buffer_before_minutes,
    buffer_after_minutes: input.buffer_after_minutes,
    min_notice_minutes: input.min_notice_hours * 60,
    horizon_days: input.horizon_days,
    max_per_day: input.max_per_day,
    free_change_hours: input.free_change_hours,
    meeting_url: input.meeting_url || null,
    auto_confirm: input.auto_confirm,
    active: input.active,
  })),
);
export type TypeInput = v.InferOutput<typeof typeSchema>;

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !/\s/.test(value);
  } catch {
    return false;
  }
}

/** The type's field of a place box: `p_online`. */
export const typePlaceField = (place: SessionPlace) => `p_${place}`;

/** The fields the type form sends back when refused (every text field; the boxes are read from `values` too). */
export const TYPE_TEXT_FIELDS = [
  "name",
  "description",
  "name_en",
  "description_en",
  "duration_minutes",
  "price",
  "buffer_before_minutes",
  "buffer_after_minutes",
  "min_notice_hours",
  "horizon_days",
  "max_per_day",
  "free_change_hours",
  "meeting_url",
  "auto_confirm",
  "active",
  ...SESSION_PLACES.map(typePlaceField),
] as const;

/** "Neue Terminart" and each type's edit form. */
export function parseTypeForm(form: Record<string, string>): Parsed<TypeInput> {
  const parsed = v.safeParse(typeSchema, { ...form, places: placesOf(form, typePlaceField) });
  if (parsed.success) return { ok: true, value: parsed.output };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.issues) {
    const key = v.getDotPath(issue)?.split(".")[0] ?? "name";
    fieldErrors[key === "places" ? typePlaceField(SESSION_PLACES[0]) : key] ??= issue.message;
  }
  return { ok: false, fieldErrors };
}

/**
 * The limits of a package (the `session_packages` CHECK constraints in db/schema.ts): the form refuses
 * what the table would, beside the field and in words.
 */
export const PACKAGE_LIMITS = { credits: [1, 50], validMonths: [1, 60] } as const;

/** A package of sessions as the editor saves it (decision 0150): its price in cents, its credits for one type. */
const packageSchema = v.pipe(
  v.object({
    ...nameAndDescription,
    credits: required<number>(wholeNumber(...PACKAGE_LIMITS.credits)),
    price: euros,
    valid_months: required<number>(wholeNumber(...PACKAGE_LIMITS.validMonths)),
    appointment_type_id: v.pipe(v.optional(v.string(), ""), v.trim(), v.uuid(m.packageType)),
    auto_confirm: checkbox,
    active: checkbox,
  }),
  v.transform((input) => ({
    ...storedNameAndDescription(input),
    credits: input.credits,
    price_cents: input.price,
    valid_months: input.valid_months,
    appointment_type_id: input.appointment_type_id,
    auto_confirm: input.auto_confirm,
    active: input.active,
  })),
);
export type PackageInput = v.InferOutput<typeof packageSchema>;

/** The fields the package form sends back when refused. */
export const PACKAGE_FIELDS = [
  "name",
  "description",
  "name_en",
  "description_en",
  "credits",
  "price",
  "valid_months",
  "appointment_type_id",
  "auto_confirm",
  "active",
] as const;

/** "Neues Paket" and each package's edit form. */
export function parsePackageForm(form: Record<string, string>): Parsed<PackageInput> {
  const parsed = v.safeParse(packageSchema, form);
  if (parsed.success) return { ok: true, value: parsed.output };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.issues) fieldErrors[v.getDotPath(issue)?.split(".")[0] ?? "name"] ??= issue.message;
  return { ok: false, fieldErrors };
}
