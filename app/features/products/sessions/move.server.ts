import * as v from "valibot";
import type { BookingEnv } from "~/features/core/booking/booking.server";
import { freeChangeHoursOf, sessionMoveDeadline } from "~/features/core/booking/policy";
import { formatBerlinDateTime } from "~/lib/today";
import { moveSession } from "~/features/core/booking/transitions.server";
import { formatLongDate, formatTimeRange } from "~/features/products/events/format";
import { shownTitle } from "~/features/products/events/localize";
import { bookingHoldsSeat } from "~/features/products/events/seats.server";
import { bookingWithEvent } from "~/features/core/invoices/invoices.server";
import { getMessages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { loadByBookingToken } from "~/features/core/booking/booking-link.server";
import { shortDayLabel } from "./page.server";
import { planSessionMove } from "./booking.server";
import { creditLastDayOf } from "./credits.server";
import { type SlotPickerView, slotPickerView } from "./picker.server";
import type { SessionPlace } from "./places";

/*
 * Moving a booked 1:1 session on "Meine Buchung" (decision 0151): the page's view and its POST.
 * The rule and the write are the transition `moveSession` (transitions.server.ts).
 */

const rowOfToken = (env: BookingEnv, token: string | undefined) =>
  loadByBookingToken(env, token, (id) => bookingWithEvent(env, id));

export type MoveView =
  | { state: "not_possible" }
  | { state: "too_late"; hours: number }
  | { state: "open"; until: string; picker: SlotPickerView | null };

/** What the move page shows: the session as booked, and its free times while moving is open. */
export async function loadMoveView(
  env: BookingEnv,
  token: string | undefined,
  url: URL,
  locale: Locale,
  now = new Date(),
) {
  const row = await rowOfToken(env, token);
  if (!row) return null;
  const { booking, event } = row;
  const current = {
    ...shownTitle(event, locale),
    date: formatLongDate(event.event_date, locale),
    time: formatTimeRange(event.start_time, event.end_time, true, locale),
    location: event.location,
  };
  const view = async (): Promise<MoveView> => {
    if (event.kind !== "session" || !event.appointment_type_id || !bookingHoldsSeat(booking, now)) {
      return { state: "not_possible" };
    }
    const deadline = sessionMoveDeadline(event, now);
    if (!deadline) return { state: "too_late", hours: freeChangeHoursOf(event) };
    const picker = await slotPickerView(
      env,
      event.appointment_type_id,
      url,
      locale,
      {
        place: (event.session_place ?? undefined) as SessionPlace | undefined,
        exceptSession: event.id,
        // A session of a package moves within the package's days (decision 0150).
        lastDay: (await creditLastDayOf(env, event.id)) ?? undefined,
      },
      now,
    );
    if (picker) {
      // Its own time is not a new one.
      const own = `${event.event_date} ${event.start_time}`;
      picker.times = picker.times.filter((time) => `${picker.day?.day} ${time.time}` !== own);
    }
    return { state: "open", until: formatBerlinDateTime(deadline, locale), picker };
  };
  return { current, move: await view() };
}

export type MoveAnswer =
  | { ok: true; title: string; text: string }
  | { ok: false; text: string; next?: { startMs: number; day: string; label: string }[] };

const moveSchema = v.object({ start: v.pipe(v.string(), v.regex(/^\d{12,14}$/), v.transform(Number)) });

/** The move page's POST: the new start the visitor picked, through `moveSession`. */
export async function moveOwnSession(
  env: BookingEnv,
  token: string | undefined,
  values: Record<string, string>,
  locale: Locale,
  now = new Date(),
): Promise<{ status: number; answer: MoveAnswer }> {
  const t = getMessages(locale).sessionMove;
  const parsed = v.safeParse(moveSchema, values);
  if (!parsed.success) return { status: 400, answer: { ok: false, text: t.chooseTime } };
  const row = await rowOfToken(env, token);
  if (!row) return { status: 404, answer: { ok: false, text: getMessages(locale).manageBooking.invalidText } };
  const result = await moveSession(env, row, parsed.output.start, planSessionMove(env, now), now);
  if (result.ok) return { status: 200, answer: { ok: true, title: t.movedTitle, text: t.movedText } };
  switch (result.reason) {
    case "too_late":
      return { status: 409, answer: { ok: false, text: t.tooLate(freeChangeHoursOf(row.event)) } };
    case "taken": {
      const next = result.next.map((time) => ({
        startMs: time.startMs,
        day: time.day,
        label: `${shortDayLabel(time.day, locale)}, ${time.time}`,
      }));
      return { status: 409, answer: { ok: false, text: next.length ? t.taken : t.takenNoOther, next } };
    }
    default:
      return { status: 409, answer: { ok: false, text: t.notPossible } };
  }
}
