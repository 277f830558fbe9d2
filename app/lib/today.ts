/**
 * The site's one notion of "today": every date the site judges (past events, bookable until the
 * start, the dashboard's upcoming seats, the sitemap) is a calendar day in Berlin, not in UTC,
 * which differs for one or two hours every night.
 */
export const SITE_TIME_ZONE = "Europe/Berlin";

let berlinParts: Intl.DateTimeFormat | undefined;

/** Today's date and time of day in Berlin, as sortable strings (`yyyy-MM-dd`, `HH:mm`). */
export function berlinNow(now = new Date()): { day: string; time: string } {
  // One formatter per isolate: building an Intl formatter costs far more than using it.
  berlinParts ??= new Intl.DateTimeFormat("en-CA", {
    timeZone: SITE_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  const parts = berlinParts.formatToParts(now);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "00";
  return { day: `${get("year")}-${get("month")}-${get("day")}`, time: `${get("hour")}:${get("minute")}` };
}

/** Berlin's calendar day as `yyyy-MM-dd` (compares as a string with the stored event dates). */
export const berlinToday = (now = new Date()): string => berlinNow(now).day;
