import { getHolidays } from "feiertagejs";

/**
 * German public holidays close her weekly hours by default (issue 51, decision 0189), by the
 * Bundesland she works in. The dates come from `feiertagejs` (maintained, no dependencies, a few KB):
 * Easter-dependent days and each state's own holidays are its job, not ours.
 */
export const HOLIDAY_REGIONS = [
  "BW",
  "BY",
  "BE",
  "BB",
  "HB",
  "HH",
  "HE",
  "MV",
  "NI",
  "NW",
  "RP",
  "SL",
  "SN",
  "ST",
  "SH",
  "TH",
] as const;
export type HolidayRegion = (typeof HOLIDAY_REGIONS)[number];

/** The stored setting: a Bundesland, or "none" (holidays are days like any other). */
export const HOLIDAY_SETTINGS = [...HOLIDAY_REGIONS, "none"] as const;
export type HolidaySetting = (typeof HOLIDAY_SETTINGS)[number];

/** Braunschweig lies in Niedersachsen (app/config/brand.ts): the setting before she chooses one. */
export const DEFAULT_HOLIDAY_SETTING: HolidaySetting = "NI";

export const isHolidaySetting = (value: unknown): value is HolidaySetting =>
  (HOLIDAY_SETTINGS as readonly unknown[]).includes(value);

const perYear = new Map<string, readonly string[]>();

/** The holidays of one year in a Bundesland as Berlin calendar days (`yyyy-MM-dd`), computed once per isolate. */
function holidaysOfYear(region: HolidayRegion, year: number): readonly string[] {
  const key = `${region}:${year}`;
  let days = perYear.get(key);
  if (!days) {
    days = getHolidays(year, region).map((holiday) => holiday.dateString);
    perYear.set(key, days);
  }
  return days;
}

/** The public holidays from `from` to `until` (inclusive, `yyyy-MM-dd`) under a setting; none for "none". */
export function holidaysBetween(setting: HolidaySetting, from: string, until: string): Set<string> {
  const days = new Set<string>();
  if (setting === "none") return days;
  for (let year = Number(from.slice(0, 4)); year <= Number(until.slice(0, 4)); year++) {
    for (const day of holidaysOfYear(setting, year)) if (day >= from && day <= until) days.add(day);
  }
  return days;
}
