import { and, desc, eq, gte, ne, sql } from "drizzle-orm";
import { brand } from "~/config/brand";
import { courseDatesOf } from "~/features/products/events/course-dates";
import { formatLongDate } from "~/features/products/events/format";
import { shownTitle } from "~/features/products/events/localize";
import { renderMail } from "~/features/core/mail/layout";
import { queueMails } from "~/features/core/mail/outbox.server";
import { getDb, schema } from "~/lib/db.server";
import { emailOnlySchemas } from "~/lib/forms";
import { getMessages } from "~/lib/i18n";
import { localizePath, type Locale } from "~/lib/locale";
import { logError, logEvent } from "~/lib/log";
import { runPublicForm } from "~/lib/public-form.server";
import { hitRateLimit, type RateLimitRule } from "~/lib/rate-limit.server";
import { siteOrigin } from "~/lib/request.server";
import { signToken, verifyToken } from "~/lib/signed-token.server";
import { addDays, berlinToday } from "~/lib/today";
import { MANAGE_BOOKING_PATH } from "./links.server";
import { BOOKING_LINK_POLICY } from "./policy";

/*
 * How long a "Meine Buchung" link works (issue 54, decision 0213). A link in a booking e-mail stops
 * working `graceDays` after the booking's day (an event's or session's date, a package's last day),
 * so an old e-mail in a shared or stolen inbox no longer opens the booking, cancels it or withdraws
 * from it. The visitor asks for a fresh link with her address on the page itself: it carries its
 * own lifetime (`freshLinkDays`) and opens the booking even after the grace period (her invoice).
 */

/** The lifetimes live in ./policy.ts, which the page's component reads too. */
export { BOOKING_LINK_POLICY };

/** Per client (IPv6 by /64): a few requests, like the other public forms. */
export const FRESH_LINK_RATE_LIMIT: RateLimitRule = { name: "booking-link", limit: 5, windowSeconds: 600 };
/** Per address, whoever asks: nobody floods someone's inbox with booking links. */
export const FRESH_LINK_EMAIL_RATE_LIMIT: RateLimitRule = {
  name: "booking-link-email",
  limit: 3,
  windowSeconds: 24 * 60 * 60,
};

const bookingsTable = schema.bookings;
const eventsTable = schema.events;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the e-mail's link of a booking on `bookingDay` still works on `now` (Berlin's calendar). */
export const bookingLinkInTime = (bookingDay: string, now: Date) =>
  berlinToday(now) <= addDays(bookingDay, BOOKING_LINK_POLICY.graceDays);

export type BookingLinkState = { state: "open"; id: string } | { state: "expired" } | { state: "invalid" };

/**
 * What a "Meine Buchung" token opens: the booking (open), nothing because its time is over
 * (expired: the page offers a fresh link), or nothing at all (forged, foreign, the booking gone).
 */
export async function bookingLinkState(
  env: Pick<Env, "DB" | "TOKEN_SECRET" | "TOKEN_SECRET_PREVIOUS">,
  token: string | null | undefined,
  now = new Date(),
): Promise<BookingLinkState> {
  const check = await verifyToken(env, token, "booking", now.getTime());
  if (!check.ok) return { state: check.reason === "expired" ? "expired" : "invalid" };
  const [row] = await getDb(env)
    .select({ day: eventsTable.event_date, courseDates: eventsTable.course_dates })
    .from(bookingsTable)
    .innerJoin(eventsTable, eq(eventsTable.id, bookingsTable.event_id))
    .where(eq(bookingsTable.id, check.id))
    .limit(1);
  if (!row) return { state: "invalid" };
  // A course's day is its last date (issue 55): the link works through the course and for its certificate.
  const day = courseDatesOf({ course_dates: row.courseDates })?.at(-1)?.event_date ?? row.day;
  // A fresh link carries its own lifetime (verifyToken refused it once that was over).
  if (check.expiresAt !== undefined || bookingLinkInTime(day, now)) return { state: "open", id: check.id };
  return { state: "expired" };
}

/**
 * The record a "Meine Buchung" link names, as `loadByToken` loads it, but only while the link still
 * works (`bookingLinkState`); null for an expired, forged or foreign link.
 */
export async function loadByBookingToken<T>(
  env: Pick<Env, "DB" | "TOKEN_SECRET" | "TOKEN_SECRET_PREVIOUS">,
  token: string | null | undefined,
  load: (id: string) => Promise<T | null | undefined>,
  now = new Date(),
): Promise<T | null> {
  const link = await bookingLinkState(env, token, now);
  return link.state === "open" ? ((await load(link.id)) ?? null) : null;
}

/** A fresh link to one booking, valid `freshLinkDays` from `now`. */
export async function freshBookingLink(
  env: Pick<Env, "SITE_URL" | "TOKEN_SECRET">,
  bookingId: string,
  locale: Locale,
  now = new Date(),
): Promise<string> {
  const token = await signToken(
    env,
    "booking",
    bookingId,
    now.getTime(),
    (BOOKING_LINK_POLICY.freshLinkDays * DAY_MS) / 1000,
  );
  return new URL(localizePath(`${MANAGE_BOOKING_PATH}${token}`, locale), siteOrigin(env)).toString();
}

/** The address as the back office merges a person's records (decision 0194): case and spaces aside. */
const ownedBy = (email: string) => sql`lower(trim(${bookingsTable.email})) = ${email.trim().toLowerCase()}`;

/** After the answer (ctx.waitUntil): the e-mail goes out only if the address has recent bookings. */
async function sendFreshLinksInBackground(env: Env, email: string, locale: Locale, now: Date): Promise<void> {
  const t = getMessages(locale).manageBooking.freshLink;
  try {
    const perAddress = await hitRateLimit(env, FRESH_LINK_EMAIL_RATE_LIMIT, email.trim().toLowerCase(), now.getTime());
    if (!perAddress.allowed) return;
    const since = addDays(berlinToday(now), -BOOKING_LINK_POLICY.freshLinkLookbackDays);
    const rows = await getDb(env)
      .select({ id: bookingsTable.id, email: bookingsTable.email, event: eventsTable })
      .from(bookingsTable)
      .innerJoin(eventsTable, eq(eventsTable.id, bookingsTable.event_id))
      .where(and(ownedBy(email), gte(eventsTable.event_date, since), ne(bookingsTable.email, "")))
      .orderBy(desc(eventsTable.event_date))
      .limit(BOOKING_LINK_POLICY.freshLinksMax);
    if (rows.length === 0) return;
    const items = await Promise.all(
      rows.map(async (row) => ({
        label: shownTitle(row.event, locale).title,
        detail: formatLongDate(row.event.event_date, locale),
        url: await freshBookingLink(env, row.id, locale, now),
      })),
    );
    const to = rows[0]!.email;
    await queueMails(env, [
      {
        kind: "booking-links",
        dedupeKey: `booking-links:${crypto.randomUUID()}`,
        to,
        subject: t.mail.subject(brand.productName),
        ...renderMail({
          locale,
          heading: t.mail.heading,
          greeting: t.mail.greeting,
          paragraphs: t.mail.paragraphs(BOOKING_LINK_POLICY.freshLinkDays),
          linkList: { heading: t.mail.listHeading, items },
        }),
      },
    ]);
    logEvent("booking-links-sent", { count: rows.length });
  } catch (error) {
    logError("booking-links-failed", error);
  }
}

export type FreshLinkAnswer = { ok: true; intent: "new-link" } | { ok: false; text: string; email?: string };

/**
 * "Neuen Link anfordern" on a booking page whose link no longer works: the answer is the same for
 * every valid address and comes before anything about it is looked up (no way to learn who booked);
 * the lookup and the e-mail with fresh links run in `waitUntil`.
 */
export async function requestFreshBookingLinks(
  request: Request,
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  values: Record<string, string>,
  locale: Locale = "de",
  now = new Date(),
): Promise<{ status: number; answer: FreshLinkAnswer; headers?: Record<string, string> }> {
  const messages = getMessages(locale);
  const invalidEmail = messages.newsletter.errors.emailInvalid;
  const result = await runPublicForm<(typeof emailOnlySchemas)["de"], FreshLinkAnswer>(
    request,
    env,
    {
      name: "booking-links",
      rateLimit: FRESH_LINK_RATE_LIMIT,
      schema: emailOnlySchemas[locale],
      unreadable: () => ({ status: 400, result: { ok: false, text: invalidEmail } }),
      honeypot: () => ({ status: 200, result: { ok: true, intent: "new-link" } }),
      rateLimited: () => ({ status: 429, result: { ok: false, text: messages.common.rateLimited } }),
      invalid: (fieldErrors, input) => ({
        status: 400,
        result: { ok: false, text: fieldErrors.email ?? invalidEmail, email: (input.email ?? "").slice(0, 254) },
      }),
      failed: () => ({ status: 503, result: { ok: false, text: messages.common.error.text } }),
      act: async (input) => {
        ctx.waitUntil(sendFreshLinksInBackground(env, input.email, locale, now));
        return { status: 200, result: { ok: true, intent: "new-link" } };
      },
    },
    { values, now: now.getTime() },
  );
  return { status: result.status, answer: result.result, ...(result.headers ? { headers: result.headers } : {}) };
}
