import { and, eq, gte, sql } from "drizzle-orm";
import * as v from "valibot";
import type { BookingEnv } from "~/features/core/booking/booking.server";
import { NAME_PATTERN, MAX_NAME_LENGTH, MAX_PHONE_LENGTH } from "~/features/core/booking/schema";
import { eventStart } from "~/features/core/booking/policy";
import { confirmByCoach, moveSession } from "~/features/core/booking/transitions.server";
import { bookingWithEvent } from "~/features/core/invoices/invoices.server";
import { formatPrice } from "~/lib/money";
import { createPackagePurchase, packagesView } from "~/features/products/packages/purchase.server";
import { createSessionBooking, type NextFreeTime, planSessionMove } from "~/features/products/sessions/booking.server";
import { loadScheduler } from "~/features/products/sessions/loader.server";
import { shortDayLabel } from "~/features/products/sessions/page.server";
import { SESSION_PLACES, type SessionPlace } from "~/features/products/sessions/places";
import { MAX_NOTE_LENGTH } from "~/features/products/sessions/schema";
import { getDb, schema } from "~/lib/db.server";
import { MAX_EMAIL_LENGTH } from "~/lib/forms";
import { logError, logEvent } from "~/lib/log";
import { adminMessages } from "~/lib/messages.admin";
import { berlinToday, formatBerlinDateTime } from "~/lib/today";

/*
 * The coach's hands on her 1:1 side (/admin/termine, issue 51, decision 0190): she enters a session
 * for a client, moves one, gives a package or extra credits. Every write goes through the visitor's
 * own code (the session's conditional insert, the package purchase, the move transition), so a time
 * someone took meanwhile is refused the same way, with the next free times, and nothing is half
 * booked. Her entry is her acceptance: the booking is confirmed by `confirmByCoach` (invoice and
 * confirmation e-mail, as for a booking she confirms), without the visitor's first e-mail.
 */

const t = adminMessages.coachDesk;
const bookingsTable = schema.bookings;
const eventsTable = schema.events;
const purchases = schema.packagePurchases;

/** How many free times the entry and move forms offer (the scheduler's days, in order). */
export const OFFERED_TIMES = 240;
/** At most this many credits at once (a slip of the finger should not give 100). */
export const MAX_CREDITS_AT_ONCE = 10;

/** A free time as the forms offer it: `startMs@place`, one option per place. */
export interface OfferedTime {
  value: string;
  day: string;
  label: string;
}

const placeName = (place: SessionPlace) => adminMessages.sessions.places[place];

/** The free times of a type (the scheduler's, read now), flattened to options, one per place. */
export async function offeredTimes(
  env: Pick<Env, "DB" | "KV">,
  typeId: string,
  now = new Date(),
  { exceptSession, place }: { exceptSession?: string; place?: SessionPlace } = {},
): Promise<OfferedTime[]> {
  const scheduler = await loadScheduler(env, typeId, now, exceptSession ? { exceptSession } : {});
  if (!scheduler.type) return [];
  const options: OfferedTime[] = [];
  const several = scheduler.type.places.length > 1;
  for (const day of scheduler.days) {
    for (const slot of day.slots) {
      for (const at of slot.places) {
        if (place && at !== place) continue;
        options.push({
          value: `${slot.startMs}@${at}`,
          day: day.day,
          // "Mi, 16.12., 14:00 · München": the day in every option, so a closed select still says it.
          label: `${shortDayLabel(day.day, "de")}, ${slot.time}${several && !place ? ` · ${placeName(at)}` : ""}`,
        });
        if (options.length >= OFFERED_TIMES) return options;
      }
    }
  }
  return options;
}

/** "Mo, 30.11., 10:00; Di, 01.12., 09:00" */
const nextText = (next: NextFreeTime[]) =>
  next.map((time) => `${shortDayLabel(time.day, "de")}, ${time.time}`).join("; ");

const slotField = v.pipe(
  v.optional(v.string(), ""),
  v.regex(new RegExp(`^\\d{12,14}@(${SESSION_PLACES.join("|")})$`), t.invalid.slot),
  v.transform((value) => {
    const [start, place] = value.split("@") as [string, SessionPlace];
    return { startMs: Number(start), place };
  }),
);
const nameField = v.pipe(
  v.optional(v.string(), ""),
  v.transform((value) => value.normalize("NFC").replace(/\s+/g, " ").trim()),
  v.nonEmpty(t.invalid.name),
  v.maxLength(MAX_NAME_LENGTH, t.invalid.name),
  v.regex(NAME_PATTERN, t.invalid.name),
);
const emailField = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.nonEmpty(t.invalid.email),
  v.maxLength(MAX_EMAIL_LENGTH, t.invalid.email),
  v.email(t.invalid.email),
  v.toLowerCase(),
);
const phoneField = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.maxLength(MAX_PHONE_LENGTH, t.invalid.phone),
  v.regex(/^(?:\+?[\d\s()/.-]{5,})?$/, t.invalid.phone),
);
const billingText = (max: number) => v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(max, t.invalid.billing));
const personEntries = {
  full_name: nameField,
  email: emailField,
  phone: phoneField,
  billing_street: billingText(120),
  billing_postcode: v.pipe(billingText(10), v.regex(/^(?:\d{4,5})?$/, t.invalid.billing)),
  billing_city: billingText(80),
};

/** The coach's entry of a session: kind, free time (with its place), the person, the early-start request. */
export const EnterSessionSchema = v.object({
  type: v.pipe(v.optional(v.string(), ""), v.uuid(t.invalid.type)),
  slot: slotField,
  ...personEntries,
  note: v.pipe(v.optional(v.string(), ""), v.trim(), v.maxLength(MAX_NOTE_LENGTH, t.invalid.note)),
  early_start: v.pipe(
    v.optional(v.string(), ""),
    v.transform((value) => value === "on"),
  ),
});
export const MoveSessionSchema = v.object({ slot: slotField });
export const GivePackageSchema = v.object({
  package: v.pipe(v.optional(v.string(), ""), v.uuid(t.invalid.package)),
  ...personEntries,
});
export const AddCreditsSchema = v.object({
  credits: v.pipe(
    v.optional(v.string(), ""),
    v.trim(),
    v.regex(/^\d{1,2}$/, t.invalid.credits),
    v.transform(Number),
    v.minValue(1, t.invalid.credits),
    v.maxValue(MAX_CREDITS_AT_ONCE, t.invalid.credits),
  ),
});

type Person = { billing_street: string; billing_postcode: string; billing_city: string };

/** The billing columns when the coach gave an address (all three), else none. */
function billingOf(person: Person) {
  const complete = person.billing_street && person.billing_postcode && person.billing_city;
  return complete
    ? {
        billing_street: person.billing_street,
        billing_postcode: person.billing_postcode,
        billing_city: person.billing_city,
        billing_country: "DE",
      }
    : {};
}

/** What the coach's forms answer: a field to mark, a text, and the status of the answer. */
export type DeskResult =
  { ok: true; bookingId: string } | { ok: false; status: number; text: string; field?: string; next?: NextFreeTime[] };

const refusedWith = (status: number, text: string, field?: string, next?: NextFreeTime[]): DeskResult => ({
  ok: false,
  status,
  text,
  ...(field ? { field } : {}),
  ...(next ? { next } : {}),
});

/** Her confirmation of what she just wrote: invoice, confirmation e-mail (with .ics and Meine Buchung). */
async function confirmEntered(env: BookingEnv, bookingId: string, now: Date): Promise<DeskResult> {
  try {
    const confirmed = await confirmByCoach(env, bookingId, now);
    if (confirmed.ok) return { ok: true, bookingId };
  } catch (error) {
    logError("coach-entry-confirm-failed", error);
  }
  // Written but not confirmed (D1 failed between the two batches): it waits under Buchungen, unsent.
  return refusedWith(503, t.notConfirmed);
}

/**
 * "Termin eintragen": the session at the chosen free time, through `createSessionBooking` (the
 * overlap and daily-maximum guard in its own insert; a time taken meanwhile answers 409 with the
 * next free times at that place), then confirmed by her at once.
 */
export async function enterSession(
  env: BookingEnv,
  input: v.InferOutput<typeof EnterSessionSchema>,
  now = new Date(),
): Promise<DeskResult> {
  const { startMs, place } = input.slot;
  const booked = await createSessionBooking(
    env,
    { typeId: input.type, startMs, place },
    {
      full_name: input.full_name,
      email: input.email,
      phone: input.phone,
      num_tickets: 1,
      early_start: input.early_start,
      note: input.note,
      ...billingOf(input),
    },
    now,
    "de",
    undefined,
    undefined,
    undefined,
    { byCoach: true },
  );
  if (!booked.ok) {
    switch (booked.reason) {
      case "not_found":
        return refusedWith(404, t.invalid.type, "type");
      case "taken":
        // Held for someone on the waiting list (decision 0219): she hears until when, and how to free it.
        if (booked.heldUntil)
          return refusedWith(
            409,
            t.heldByOffer(formatBerlinDateTime(new Date(booked.heldUntil)), nextText(booked.next)),
            "slot",
            booked.next,
          );
        return refusedWith(
          409,
          booked.next.length ? t.taken(nextText(booked.next)) : t.takenNoOther,
          "slot",
          booked.next,
        );
      case "early_start_required":
        return refusedWith(400, t.earlyStartRequired, "early_start");
      case "billing_address_required":
        return refusedWith(422, t.billingRequired, "billing_street");
      case "email_unconfirmed_limit":
      case "network_unconfirmed_limit":
      case "unconfirmed_tickets_limit":
        return refusedWith(409, t.limitReached, "email");
      default:
        return refusedWith(409, t.takenNoOther, "slot");
    }
  }
  logEvent("session-entered-by-coach", {});
  return confirmEntered(env, booked.bookingId, now);
}

/**
 * "Verschieben": the visitor's move transition (`moveSession`) on her behalf: the same conditional
 * UPDATE and free-time check, without the AGB's 24-hour deadline (hers, not the coach's). The
 * client's e-mail says the coach moved it.
 */
export async function moveForClient(
  env: BookingEnv,
  bookingId: string,
  input: v.InferOutput<typeof MoveSessionSchema>,
  now = new Date(),
): Promise<DeskResult> {
  const row = await bookingWithEvent(env, bookingId);
  if (!row || row.event.kind !== "session") return refusedWith(404, t.moveNotPossible);
  if (row.event.session_place !== input.slot.place) return refusedWith(400, t.invalid.slot, "slot");
  const moved = await moveSession(env, row, input.slot.startMs, planSessionMove(env, now), now, "coach");
  if (moved.ok) return { ok: true, bookingId };
  if (moved.reason === "taken")
    return refusedWith(409, moved.next.length ? t.taken(nextText(moved.next)) : t.takenNoOther, "slot", moved.next);
  return refusedWith(409, t.moveNotPossible);
}

/**
 * "Paket vergeben": the package bought on the client's behalf at its price (`createPackagePurchase`,
 * the visitor's own batch), then confirmed by her: invoice, e-mail, credits usable at once.
 */
export async function givePackage(
  env: BookingEnv,
  input: v.InferOutput<typeof GivePackageSchema>,
  now = new Date(),
): Promise<DeskResult> {
  const purchase = await createPackagePurchase(
    env,
    input.package,
    { full_name: input.full_name, email: input.email, phone: input.phone, num_tickets: 1, ...billingOf(input) },
    now,
    "de",
    undefined,
    undefined,
    { byCoach: true },
  );
  if (!purchase.ok) {
    if (purchase.reason === "not_found") return refusedWith(404, t.packageGone, "package");
    if (purchase.reason === "billing_address_required") return refusedWith(422, t.billingRequired, "billing_street");
    return refusedWith(409, t.limitReached, "email");
  }
  logEvent("package-given-by-coach", {});
  return confirmEntered(env, purchase.bookingId, now);
}

/**
 * "Gutschreiben": `credits` more sessions in a client's package, one conditional UPDATE: only a
 * package whose booking she confirmed and whose last day has not passed (Berlin).
 */
export async function addCredits(
  env: Pick<Env, "DB">,
  packageBookingId: string,
  credits: number,
  now = new Date(),
): Promise<DeskResult> {
  const db = getDb(env);
  const [booking] = await db
    .select({ eventId: bookingsTable.event_id })
    .from(bookingsTable)
    .innerJoin(eventsTable, eq(eventsTable.id, bookingsTable.event_id))
    .where(and(eq(bookingsTable.id, packageBookingId), eq(eventsTable.kind, "package")))
    .limit(1);
  if (!booking) return refusedWith(404, t.creditsNotPossible);
  const updated = await db
    .update(purchases)
    .set({ credits: sql`${purchases.credits} + ${credits}` })
    .where(
      and(
        eq(purchases.event_id, booking.eventId),
        gte(purchases.expires_on, berlinToday(now)),
        sql`EXISTS (SELECT 1 FROM ${bookingsTable} WHERE ${bookingsTable.id} = ${packageBookingId} AND ${bookingsTable.status} = 'confirmed')`,
      ),
    )
    .returning({ id: purchases.event_id });
  if (!updated.length) return refusedWith(409, t.creditsNotPossible);
  logEvent("package-credits-added", { credits });
  return { ok: true, bookingId: packageBookingId };
}

/** The session the move form is for: who, when, its kind and place (null for anything else). */
export async function sessionToMove(env: Pick<Env, "DB">, bookingId: string) {
  const row = await bookingWithEvent(env, bookingId);
  if (!row || row.event.kind !== "session" || row.booking.status === "cancelled") return null;
  if (!row.event.appointment_type_id || !row.event.session_place) return null;
  return {
    bookingId,
    eventId: row.event.id,
    fullName: row.booking.full_name,
    day: row.event.event_date,
    startTime: row.event.start_time,
    typeId: row.event.appointment_type_id,
    place: row.event.session_place as SessionPlace,
  };
}

/** What /admin/termine's forms offer: the kinds, the chosen kind's free times, the session to move, the packages. */
export async function deskView(env: Pick<Env, "DB" | "KV" | "SITE_URL">, url: URL, now = new Date()) {
  const params = url.searchParams;
  const asked = params.get("eintragen");
  const typeId = v.is(v.pipe(v.string(), v.uuid()), asked) ? asked : null;
  const moving = params.get("verschieben");
  const [scheduler, packages, toMove] = await Promise.all([
    loadScheduler(env, null, now),
    packagesView(env, url),
    v.is(v.pipe(v.string(), v.uuid()), moving) ? sessionToMove(env, moving) : Promise.resolve(null),
  ]);
  const types = scheduler.types.map((type) => ({
    id: type.id,
    name: type.name,
    priceLabel: type.price_cents ? formatPrice(type.price_cents, "EUR") : null,
  }));
  const chosen = types.find((type) => type.id === typeId) ?? null;
  return {
    types,
    enter: chosen ? { typeId: chosen.id, times: await offeredTimes(env, chosen.id, now) } : null,
    move: toMove
      ? {
          ...toMove,
          // Its own time is free to itself (`exceptSession`), but is no move.
          times: (
            await offeredTimes(env, toMove.typeId, now, { exceptSession: toMove.eventId, place: toMove.place })
          ).filter(
            (time) =>
              time.value !==
              `${eventStart({ event_date: toMove.day, start_time: toMove.startTime }).getTime()}@${toMove.place}`,
          ),
        }
      : null,
    packages: packages.packages.map((pkg) => ({ id: pkg.id, name: pkg.name, priceLabel: pkg.priceLabel })),
  };
}

export type DeskView = Awaited<ReturnType<typeof deskView>>;
