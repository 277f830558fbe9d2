import { eq, sql } from "drizzle-orm";
import * as v from "valibot";
import type { BookingEnv } from "~/features/core/booking/booking.server";
import { needsEarlyStartConsent } from "~/features/core/booking/contract";
import { bookingLinks } from "~/features/core/booking/links.server";
import { formatLongDate } from "~/features/products/events/format";
import { shownTitle } from "~/features/products/events/localize";
import { bookingWithEvent } from "~/features/core/invoices/invoices.server";
import { createSessionBooking } from "~/features/products/sessions/booking.server";
import { creditsUsedSql } from "~/features/products/sessions/credits.server";
import { holdsSeat } from "~/features/products/events/seats.server";
import { shortDayLabel } from "~/features/products/sessions/page.server";
import { type SlotPickerView, slotPickerView } from "~/features/products/sessions/picker.server";
import { SESSION_PLACES } from "~/features/products/sessions/places";
import { getDb, schema } from "~/lib/db.server";
import { getMessages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { loadByBookingToken } from "~/features/core/booking/booking-link.server";
import { berlinToday } from "~/lib/today";

/*
 * A bought package's credits (decision 0150): what "Meine Buchung" shows ("noch 3 von 5") and the
 * booking of a session with one, whose credit is used in the session's own batch
 * (`createSessionBooking` with `credit`, guarded by `creditGuardSql`).
 */

const packagePurchasesTable = schema.packagePurchases;

export type PackageState = "waiting" | "usable" | "used_up" | "expired" | "cancelled";

export interface PackageCredits {
  total: number;
  used: number;
  left: number;
  /** The last Berlin day a session with a credit may take place. */
  expiresOn: string;
  typeId: string;
  state: PackageState;
}

/**
 * The credits of the package whose events row is `eventId`, read with the insert's own count. Usable
 * once the coach confirmed its booking (decision 0150), up to its last day in Berlin.
 */
export async function packageCredits(
  env: Pick<Env, "DB">,
  eventId: string,
  bookingStatus: string,
  now = new Date(),
): Promise<PackageCredits | null> {
  const [row] = await getDb(env)
    .select({
      credits: packagePurchasesTable.credits,
      expiresOn: packagePurchasesTable.expires_on,
      typeId: packagePurchasesTable.appointment_type_id,
      used: sql<number>`${creditsUsedSql(eventId, now)}`,
    })
    .from(packagePurchasesTable)
    .where(eq(packagePurchasesTable.event_id, eventId))
    .limit(1);
  if (!row) return null;
  const used = Number(row.used);
  const left = Math.max(0, row.credits - used);
  const state = packageStateOf(bookingStatus, row.expiresOn, left, now);
  return { total: row.credits, used, left, expiresOn: row.expiresOn, typeId: row.typeId, state };
}

/** Where a package stands: usable once the coach confirmed it (decision 0150), up to its Berlin last day. */
function packageStateOf(bookingStatus: string, expiresOn: string, left: number, now: Date): PackageState {
  if (bookingStatus === "cancelled") return "cancelled";
  if (berlinToday(now) > expiresOn) return "expired";
  if (bookingStatus !== "confirmed") return "waiting";
  return left === 0 ? "used_up" : "usable";
}

/** One client's package as the coach's list shows it. */
export interface ClientPackage extends Omit<PackageCredits, "typeId"> {
  bookingId: string;
  name: string;
  fullName: string;
  email: string;
}

/** How many packages the coach's list shows, newest first. */
export const CLIENT_PACKAGES_SHOWN = 50;

/**
 * The packages her clients bought and hold, newest first, each with its credits in
 * use counted as the session insert counts them: the back office's "Pakete" on /admin/termine.
 */
export async function listClientPackages(env: Pick<Env, "DB">, now = new Date()): Promise<ClientPackage[]> {
  const bookingsTable = schema.bookings;
  const eventsTable = schema.events;
  const rows = await getDb(env)
    .select({
      bookingId: bookingsTable.id,
      status: bookingsTable.status,
      fullName: bookingsTable.full_name,
      email: bookingsTable.email,
      name: eventsTable.title,
      credits: packagePurchasesTable.credits,
      expiresOn: packagePurchasesTable.expires_on,
      used: sql<number>`${creditsUsedSql(packagePurchasesTable.event_id, now)}`,
    })
    .from(packagePurchasesTable)
    .innerJoin(eventsTable, eq(eventsTable.id, packagePurchasesTable.event_id))
    .innerJoin(bookingsTable, eq(bookingsTable.event_id, packagePurchasesTable.event_id))
    // Held or confirmed: a cancelled purchase or a hold nobody confirmed in time is no package.
    .where(holdsSeat(now))
    .orderBy(sql`${packagePurchasesTable.created_at} DESC`)
    .limit(CLIENT_PACKAGES_SHOWN);
  return rows.map((row) => {
    const used = Number(row.used);
    const left = Math.max(0, row.credits - used);
    return {
      bookingId: row.bookingId,
      name: row.name,
      fullName: row.fullName,
      email: row.email,
      total: row.credits,
      used,
      left,
      expiresOn: row.expiresOn,
      state: packageStateOf(row.status, row.expiresOn, left, now),
    };
  });
}

/** The package part of "Meine Buchung", formatted. */
export async function packageSummary(
  env: Pick<Env, "DB">,
  eventId: string,
  bookingStatus: string,
  locale: Locale,
  now = new Date(),
) {
  const credits = await packageCredits(env, eventId, bookingStatus, now);
  if (!credits) return null;
  return { ...credits, validUntil: formatLongDate(credits.expiresOn, locale) };
}

const rowOfToken = (env: BookingEnv, token: string | undefined) =>
  loadByBookingToken(env, token, (id) => bookingWithEvent(env, id));

/** The page that books a package's next session: its credits and the free times up to its last day. */
export async function loadCreditBookingView(
  env: BookingEnv,
  token: string | undefined,
  url: URL,
  locale: Locale,
  now = new Date(),
) {
  const row = await rowOfToken(env, token);
  if (!row || row.event.kind !== "package") return null;
  const summary = await packageSummary(env, row.event.id, row.booking.status, locale, now);
  if (!summary) return null;
  let picker: SlotPickerView | null = null;
  if (summary.state === "usable") {
    picker = await slotPickerView(env, summary.typeId, url, locale, { lastDay: summary.expiresOn }, now);
  }
  const firstTime = picker?.day && picker.times[0] ? picker.times[0].time : null;
  return {
    ...shownTitle(row.event, locale),
    summary,
    picker,
    /** The chosen day starts inside the withdrawal period: the form asks for the early-start request. */
    earlyStartConsent:
      picker?.day && firstTime
        ? needsEarlyStartConsent({ event_date: picker.day.day, start_time: firstTime }, now)
        : false,
  };
}

export type CreditBookingAnswer =
  | { ok: true; manage: string }
  | { ok: false; text: string; fieldError?: "early_start"; next?: { startMs: number; day: string; label: string }[] };

const creditSchema = v.object({
  start: v.pipe(v.string(), v.regex(/^\d{12,14}$/), v.transform(Number)),
  place: v.picklist(SESSION_PLACES),
  early_start: v.pipe(
    v.optional(v.string(), ""),
    v.transform((value) => value === "on"),
  ),
  idempotency_key: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{16,64}$/))),
});

/**
 * Books the package's next session with a credit (the page's POST): the package's person, one
 * seat, free of charge; the session row, its credit use and the booking in ONE batch. The new
 * booking's "Meine Buchung" is the answer: there the visitor confirms it like any booking.
 */
export async function bookWithCredit(
  env: BookingEnv,
  token: string | undefined,
  values: Record<string, string>,
  locale: Locale,
  now = new Date(),
): Promise<{ status: number; answer: CreditBookingAnswer }> {
  const m = getMessages(locale);
  const parsed = v.safeParse(creditSchema, values);
  if (!parsed.success) return { status: 400, answer: { ok: false, text: m.sessionMove.chooseTime } };
  const row = await rowOfToken(env, token);
  if (!row || row.event.kind !== "package") {
    return { status: 404, answer: { ok: false, text: m.manageBooking.invalidText } };
  }
  const credits = await packageCredits(env, row.event.id, row.booking.status, now);
  if (!credits || credits.state !== "usable") return { status: 409, answer: { ok: false, text: m.packages.noCredit } };
  const { booking } = row;
  const input = parsed.output;
  const result = await createSessionBooking(
    env,
    { typeId: credits.typeId, startMs: input.start, place: input.place },
    {
      full_name: booking.full_name,
      email: booking.email,
      phone: booking.phone ?? "",
      num_tickets: 1,
      early_start: input.early_start,
      ...(input.idempotency_key ? { idempotency_key: input.idempotency_key } : {}),
    } as Parameters<typeof createSessionBooking>[2],
    now,
    booking.locale,
    undefined,
    undefined,
    { packageEventId: row.event.id, lastDay: credits.expiresOn },
  );
  if (result.ok) {
    const links = await bookingLinks(env, result.bookingId, booking.locale);
    return { status: 200, answer: { ok: true, manage: new URL(links.manage).pathname } };
  }
  switch (result.reason) {
    case "taken": {
      const next = result.next.map((time) => ({
        startMs: time.startMs,
        day: time.day,
        label: `${shortDayLabel(time.day, locale)}, ${time.time}`,
      }));
      return {
        status: 409,
        answer: { ok: false, text: next.length ? m.sessionMove.taken : m.sessionMove.takenNoOther, next },
      };
    }
    case "no_credit":
      return { status: 409, answer: { ok: false, text: m.packages.noCredit } };
    case "early_start_required":
      return {
        status: 400,
        answer: { ok: false, text: m.contract.earlyStart.session.required, fieldError: "early_start" },
      };
    case "email_unconfirmed_limit":
      return { status: 409, answer: { ok: false, text: m.booking.emailUnconfirmedLimit } };
    default:
      return { status: 409, answer: { ok: false, text: m.booking.retry } };
  }
}
