import * as v from "valibot";
import { formatPrice } from "~/lib/money";
import { type BookingEnv, holdHolder } from "~/features/core/booking/booking.server";
import { BILLING_FORM_FIELDS } from "~/features/core/booking/billing";
import { needsEarlyStartConsent } from "~/features/core/booking/contract";
import { type PaymentInstructions } from "~/features/core/payments/instructions";
import { type FormResult, formValues } from "~/lib/forms";
import { getMessages } from "~/lib/i18n";
import { localeFromPath, type Locale } from "~/lib/locale";
import { type FormAnswer, type PublicForm, runPublicForm } from "~/lib/public-form.server";
import { bookingFormFor, keepIntakeValues } from "~/features/core/booking/products/booking-form.server";
import { session } from "~/features/core/booking/products/session";
import { berlinToday, isCalendarDay } from "~/lib/today";
import { formatBerlinDateTime, isoWeekday } from "~/lib/today";
import { createSessionBooking, type NextFreeTime, type SessionBookingResult } from "./booking.server";
import { INTRO_CALL_KIND, SESSION_KIND } from "./intro-call";
import { loadScheduler, type ShownAppointmentType } from "./loader.server";
import { SESSION_PLACES, type SessionPlace } from "./places";
import { type SessionField, sessionFormSchemas } from "./schema";
import { businessSettings } from "~/features/core/business/settings.server";
import { markSessionOfferClaimed, OFFER_PARAM, openSessionOffer, waitlistDaySpan } from "./waitlist.server";
import type { ShownIntakeQuestion } from "~/features/people/intake/questions";
import { shownIntakeQuestions } from "~/features/people/intake/questions.server";

/** The scheduler's steps live in the address (GET), so every step works without JavaScript. */
export const SCHEDULER_PARAMS = { type: "art", place: "ort", day: "tag", start: "zeit", offer: OFFER_PARAM } as const;

export interface ShownType {
  id: string;
  name: string;
  description: string;
  /** Marks the German text on an English page (the coach wrote no English one). */
  lang?: "de";
  durationMinutes: number;
  priceCents: number;
  /** "kostenfrei" or "140,00 EUR". */
  priceLabel: string;
  places: SessionPlace[];
  /** Moved or cancelled free of charge until this many hours before the start (AGB § 5a, its type's setting). */
  freeChangeHours: number;
}

export interface ShownDay {
  day: string;
  /** "Mo, 30.11." */
  label: string;
}

export interface SchedulerView {
  /** Berlin's today (`yyyy-MM-dd`): the month calendar marks it, the same on server and browser. */
  today: string;
  types: ShownType[];
  type: ShownType | null;
  place: SessionPlace | null;
  /** Days with a free time at the chosen place. */
  days: ShownDay[];
  day: ShownDay | null;
  /** Free times of the chosen day at the chosen place, Berlin wall clock. */
  times: { startMs: number; time: string }[];
  /** The chosen time, when it is one the scheduler offers. */
  slot: { startMs: number; time: string } | null;
  /** The chosen time lies inside the withdrawal period: the form asks for the early-start request. */
  earlyStartConsent: boolean;
  /** Her § 19 UStG mode (decision 0154): the price's VAT note follows it. */
  smallBusiness: boolean;
  /** Opened from an offer of the 1:1 waiting list (decision 0207): its signed token and until when it holds. */
  offer: { token: string; until: string } | null;
  /** The 1:1 waiting list's form: the days one may ask for (the chosen type's horizon). */
  waitlistDays: { first: string; last: string } | null;
  /** The type's intake questions (decision 0211), asked with the details once a time is chosen. */
  intake: ShownIntakeQuestion[];
}

/** "Mo, 30.11." / "Mon 30 Nov" without Intl (decision 0091). */
export function shortDayLabel(day: string, locale: Locale): string {
  const t = getMessages(locale).sessions;
  return t.shortDay(t.weekdays[isoWeekday(day) - 1] ?? "", day.slice(8, 10), day.slice(5, 7));
}

export function showType(type: ShownAppointmentType, locale: Locale): ShownType {
  const english = locale === "en" && type.name_en;
  return {
    id: type.id,
    name: english ? type.name_en! : type.name,
    description: english ? (type.description_en ?? type.description) : type.description,
    ...(locale === "en" && !english ? { lang: "de" as const } : {}),
    durationMinutes: type.duration_minutes,
    priceCents: type.price_cents,
    priceLabel:
      type.price_cents === 0 ? getMessages(locale).sessions.free : formatPrice(type.price_cents, "EUR", locale),
    places: type.places,
    freeChangeHours: type.free_change_hours,
  };
}

const placeOf = (value: string | null): SessionPlace | null =>
  (SESSION_PLACES as readonly string[]).includes(value ?? "") ? (value as SessionPlace) : null;

/**
 * The scheduler as the address asks for it: the types, and for a chosen type its places, the days
 * with free times there, the times of the chosen day and the chosen time. Anything the address
 * names that is not (or no longer) offered is simply not chosen: the visitor sees the step before.
 */
export async function schedulerView(
  env: Pick<Env, "DB" | "KV" | "SITE_URL">,
  url: URL,
  now = new Date(),
): Promise<SchedulerView> {
  const locale = localeFromPath(url.pathname);
  const params = url.searchParams;
  const typeId = params.get(SCHEDULER_PARAMS.type);
  const known = typeId === INTRO_CALL_KIND || typeId === SESSION_KIND || v.is(v.pipe(v.string(), v.uuid()), typeId);
  const offer = await openSessionOffer(env, params.get(SCHEDULER_PARAMS.offer), now);
  const [data, settings] = await Promise.all([
    loadScheduler(env, known ? typeId : null, now, { exceptOffer: offer?.id }),
    businessSettings(env),
  ]);
  const types = data.types.map((type) => showType(type, locale));
  const type = data.type ? showType(data.type, locale) : null;
  const none: SchedulerView = {
    today: berlinToday(now),
    types,
    type,
    place: null,
    days: [],
    day: null,
    times: [],
    slot: null,
    earlyStartConsent: false,
    smallBusiness: settings.smallBusiness,
    offer:
      offer && offer.offer_expires_at
        ? {
            token: params.get(SCHEDULER_PARAMS.offer)!,
            until: formatBerlinDateTime(new Date(offer.offer_expires_at), locale),
          }
        : null,
    waitlistDays: data.type ? waitlistDaySpan(data.type.horizon_days, now) : null,
    intake: [],
  };
  if (!type) return none;
  const asked = placeOf(params.get(SCHEDULER_PARAMS.place));
  const place = type.places.length === 1 ? type.places[0]! : asked && type.places.includes(asked) ? asked : null;
  if (!place) return none;
  const atPlace = data.days
    .map((day) => ({ day: day.day, slots: day.slots.filter((slot) => slot.places.includes(place)) }))
    .filter((day) => day.slots.length > 0);
  const days = atPlace.map((day) => ({ day: day.day, label: shortDayLabel(day.day, locale) }));
  const askedDay = params.get(SCHEDULER_PARAMS.day) ?? "";
  const chosenDay = isCalendarDay(askedDay) ? atPlace.find((day) => day.day === askedDay) : undefined;
  if (!chosenDay) return { ...none, place, days };
  const times = chosenDay.slots.map((slot) => ({ startMs: slot.startMs, time: slot.time }));
  const askedStart = Number(params.get(SCHEDULER_PARAMS.start));
  const slot = times.find((time) => time.startMs === askedStart) ?? null;
  return {
    ...none,
    place,
    days,
    day: { day: chosenDay.day, label: shortDayLabel(chosenDay.day, locale) },
    times,
    slot,
    intake: slot ? await shownIntakeQuestions(env, { type: type.id }, locale) : [],
    earlyStartConsent: slot
      ? needsEarlyStartConsent({ event_date: chosenDay.day, start_time: slot.time, price_cents: type.priceCents }, now)
      : false,
  };
}

export type SessionActionResult = FormResult<SessionField> & {
  /** The start the post asked for: the page shows the answer only while that time is the chosen one. */
  start?: number;
  reference?: string;
  holdUntil?: string;
  payment?: PaymentInstructions;
  /** With Stripe set up: the checkout form's token (decision 0141). */
  onlinePayment?: { token: string };
  /** The time was taken: the next free ones at the same place, to choose instead. */
  next?: (NextFreeTime & { label: string })[];
  /** The intake answers as sent, and what was wrong with them (decision 0211). */
  intake?: { values: Record<string, string>; errors?: Record<string, string> };
};

const KEPT: readonly SessionField[] = [
  "full_name",
  "discount_code",
  "email",
  "phone",
  "note",
  "early_start",
  ...BILLING_FORM_FIELDS,
];

/** The session form: `bookingFormFor(session)` (features/products), with the refusal only a session meets. */
function sessionForm(
  env: BookingEnv,
  now: Date,
  locale: Locale,
  holder: Awaited<ReturnType<typeof holdHolder>>,
): PublicForm<(typeof sessionFormSchemas)[Locale], SessionActionResult> {
  return bookingFormFor<(typeof sessionFormSchemas)[Locale], SessionActionResult, SessionBookingResult>({
    product: session,
    env,
    now,
    locale,
    schema: sessionFormSchemas[locale],
    kept: KEPT,
    invalidText: (fieldErrors) => fieldErrors.type ?? fieldErrors.start ?? fieldErrors.place,
    intake: (input) => ({ type: input.type }),
    book: async (input, limits, intake) => {
      // Opened from the 1:1 waiting list's offer (decision 0207): its held time is free for this booking.
      const offer = input.angebot ? await openSessionOffer(env, input.angebot, now) : null;
      const booking = await createSessionBooking(
        env,
        { typeId: input.type, startMs: input.start, place: input.place },
        { ...input, intake },
        now,
        locale,
        limits,
        holder,
        undefined,
        { exceptOffer: offer?.id },
      );
      if (booking.ok && offer && !booking.replay) await markSessionOfferClaimed(env, offer.id, booking.bookingId, now);
      return booking;
    },
    refusals: (booking, { messages, failure, kept }) => {
      const t = messages.sessions;
      switch (booking.reason) {
        case "early_start_required":
          // A session's own declaration (the coaching, not an event), decision 0208.
          return {
            status: 400,
            result: failure(messages.booking.validation.checkInput, {
              fieldErrors: { early_start: messages.contract.earlyStart.session.required },
              values: kept,
            }),
          };
        case "taken": {
          const next = booking.next.map((time) => ({
            ...time,
            label: `${shortDayLabel(time.day, locale)}, ${time.time}`,
          }));
          return { status: 409, result: failure(next.length ? t.taken : t.takenNoOther, { values: kept, next }) };
        }
        default:
          return null;
      }
    },
  });
}

/** The scheduler's POST (with and without JavaScript), answered in the page's language. */
export async function handleSessionBookingRequest(
  request: Request,
  env: BookingEnv,
  now = new Date(),
): Promise<FormAnswer<SessionActionResult>> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const holder = await holdHolder(env, request);
  const values = formValues(await request.formData().catch(() => new FormData()));
  const answer = await runPublicForm(request, env, sessionForm(env, now, locale, holder), {
    now: now.getTime(),
    values,
  });
  const start = Number(values.start);
  const withIntake = keepIntakeValues(answer, values);
  return Number.isSafeInteger(start) ? { ...withIntake, result: { ...withIntake.result, start } } : withIntake;
}
