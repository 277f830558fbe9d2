import ICAL from "ical.js";
import { SITE_TIME_ZONE } from "~/lib/today";
import type { BusyInterval } from "./busy-times.server";
import { isKnownTimeZone, wallTimeToMs } from "./zone";

/** Occurrences one recurring event may produce before the expansion gives up on it (a runaway rule). */
const MAX_OCCURRENCES_PER_EVENT = 20_000;
/** More busy intervals than this in 120 days is not one person's calendar; the nearest ones are kept. */
export const MAX_BUSY_INTERVALS = 10_000;

/** The feed's text is not an iCalendar file (an HTML login page, an error text, garbage). */
export class NotACalendarError extends Error {
  constructor(message = "not an iCalendar file") {
    super(message);
    this.name = "NotACalendarError";
  }
}

/**
 * The instant a calendar time names. A zone the file defines (VTIMEZONE) or UTC is ical.js's to
 * resolve; a floating time, or a TZID the file does not define, is read as a wall clock in that
 * TZID if the runtime knows it, else in Berlin, where the coach lives. A date (all-day) starts at
 * Berlin midnight: an all-day "Urlaub" blocks her whole day, not a UTC day.
 */
function instantOf(time: ICAL.Time, tzid: string | null): number {
  if (time.isDate) {
    return wallTimeToMs({ year: time.year, month: time.month, day: time.day, hour: 0, minute: 0, second: 0 });
  }
  const zone = time.zone;
  if (zone && (zone.tzid === "UTC" || zone.component)) return time.toUnixTime() * 1000;
  const timeZone = tzid && isKnownTimeZone(tzid) ? tzid : SITE_TIME_ZONE;
  return wallTimeToMs(
    { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second },
    timeZone,
  );
}

const tzidOf = (component: ICAL.Component, name: "dtstart" | "dtend") => {
  const value = component.getFirstProperty(name)?.getParameter("tzid");
  return typeof value === "string" ? value : null;
};

/** Free ("Verfügbar", TRANSP:TRANSPARENT) and cancelled entries never block a time. */
function blocks(component: ICAL.Component): boolean {
  const transparency = String(component.getFirstPropertyValue("transp") ?? "").toUpperCase();
  const status = String(component.getFirstPropertyValue("status") ?? "").toUpperCase();
  return transparency !== "TRANSPARENT" && status !== "CANCELLED";
}

/**
 * Every busy interval of an iCalendar text that overlaps [fromMs, toMs), merged and sorted.
 * Recurring events are expanded with their EXDATEs; an overridden occurrence (RECURRENCE-ID) counts
 * at its new time, including one moved into the window from outside it; a cancelled occurrence and
 * free entries do not count. Throws NotACalendarError when the text is not a calendar at all.
 */
export function busyIntervalsFromIcs(text: string, fromMs: number, toMs: number): BusyInterval[] {
  // A login page, an error text or a download cut off halfway: never taken for an empty calendar.
  if (!/^\s*BEGIN:VCALENDAR/i.test(text) || !/END:VCALENDAR\s*$/i.test(text)) throw new NotACalendarError();
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch (error) {
    throw new NotACalendarError(error instanceof Error ? error.message : "unreadable");
  }
  if (root.name !== "vcalendar") throw new NotACalendarError();

  const intervals: BusyInterval[] = [];
  const add = (component: ICAL.Component, start: ICAL.Time, end: ICAL.Time) => {
    if (!blocks(component)) return;
    const startMs = instantOf(start, tzidOf(component, "dtstart"));
    const endMs = instantOf(end, tzidOf(component, "dtend") ?? tzidOf(component, "dtstart"));
    if (endMs > startMs && endMs > fromMs && startMs < toMs) intervals.push({ startMs, endMs });
  };

  const masters = new Map<string, ICAL.Component>();
  const exceptions: ICAL.Component[] = [];
  for (const component of root.getAllSubcomponents("vevent")) {
    if (!component.hasProperty("dtstart")) continue;
    if (component.hasProperty("recurrence-id")) exceptions.push(component);
    else masters.set(String(component.getFirstPropertyValue("uid") ?? crypto.randomUUID()), component);
  }
  const related = new Map<string, ICAL.Component[]>();
  for (const exception of exceptions) {
    const uid = String(exception.getFirstPropertyValue("uid") ?? "");
    related.set(uid, [...(related.get(uid) ?? []), exception]);
    // At its own (possibly moved) time, also when the master is missing from the feed (an invitation
    // to one occurrence) or its original time lies outside the window.
    const event = new ICAL.Event(exception);
    add(exception, event.startDate, event.endDate);
  }

  for (const [uid, component] of masters) {
    const event = new ICAL.Event(component, { exceptions: related.get(uid) ?? [] });
    if (!event.isRecurring()) {
      add(component, event.startDate, event.endDate);
      continue;
    }
    const occurrences = event.iterator();
    for (let count = 0, next = occurrences.next(); next && count < MAX_OCCURRENCES_PER_EVENT; count++) {
      if (instantOf(next, tzidOf(component, "dtstart")) >= toMs) break;
      const details = event.getOccurrenceDetails(next);
      add(details.item.component, details.startDate, details.endDate);
      next = occurrences.next();
    }
  }
  return mergeIntervals(intervals).slice(0, MAX_BUSY_INTERVALS);
}

/** Sorted by start, overlapping and touching intervals joined into one. */
export function mergeIntervals(intervals: BusyInterval[]): BusyInterval[] {
  const sorted = [...intervals].sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
  const merged: BusyInterval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.startMs <= last.endMs) last.endMs = Math.max(last.endMs, interval.endMs);
    else merged.push({ ...interval });
  }
  return merged;
}
