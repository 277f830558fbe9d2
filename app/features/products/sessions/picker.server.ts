import { berlinToday, isCalendarDay } from "~/lib/today";
import type { Locale } from "~/lib/locale";
import { loadScheduler } from "./loader.server";
import { SCHEDULER_PARAMS, type ShownDay, shortDayLabel, showType, type ShownType } from "./page.server";
import { SESSION_PLACES, type SessionPlace } from "./places";

/**
 * The free times of ONE kind of session, for the pages that pick a time for a booking that exists
 * already: moving a session (decision 0151) and booking one with a package's credit (0150). The
 * same computation and address parameters as /termin (`loadScheduler`, `SCHEDULER_PARAMS`), so
 * every step works without JavaScript.
 */
export interface SlotPickerView {
  type: ShownType;
  /** The places to choose from (one: chosen already). */
  places: SessionPlace[];
  place: SessionPlace | null;
  days: ShownDay[];
  day: ShownDay | null;
  /** Berlin's today (`yyyy-MM-dd`): the month calendar marks it, the same on server and browser. */
  today: string;
  times: { startMs: number; time: string }[];
}

export interface PickerLimits {
  /** The place is fixed (moving keeps the session's place). */
  place?: SessionPlace;
  /** A session being moved: its own time does not block. */
  exceptSession?: string;
  /** No day after this one (a package's expiry). */
  lastDay?: string;
}

export async function slotPickerView(
  env: Pick<Env, "DB" | "KV">,
  typeId: string,
  url: URL,
  locale: Locale,
  limits: PickerLimits = {},
  now = new Date(),
): Promise<SlotPickerView | null> {
  const data = await loadScheduler(env, typeId, now, { exceptSession: limits.exceptSession });
  if (!data.type) return null;
  const type = showType(data.type, locale);
  const params = url.searchParams;
  const places = limits.place ? [limits.place] : type.places;
  const asked = params.get(SCHEDULER_PARAMS.place);
  const place =
    places.length === 1
      ? places[0]!
      : (SESSION_PLACES as readonly string[]).includes(asked ?? "") && places.includes(asked as SessionPlace)
        ? (asked as SessionPlace)
        : null;
  const view: SlotPickerView = { type, places, place, days: [], day: null, today: berlinToday(now), times: [] };
  if (!place) return view;
  const atPlace = data.days
    .filter((day) => !limits.lastDay || day.day <= limits.lastDay)
    .map((day) => ({ day: day.day, slots: day.slots.filter((slot) => slot.places.includes(place)) }))
    .filter((day) => day.slots.length > 0);
  view.days = atPlace.map((day) => ({ day: day.day, label: shortDayLabel(day.day, locale) }));
  const askedDay = params.get(SCHEDULER_PARAMS.day) ?? "";
  const chosen = isCalendarDay(askedDay) ? atPlace.find((day) => day.day === askedDay) : undefined;
  if (!chosen) return view;
  view.day = { day: chosen.day, label: shortDayLabel(chosen.day, locale) };
  view.times = chosen.slots.map((slot) => ({ startMs: slot.startMs, time: slot.time }));
  return view;
}
