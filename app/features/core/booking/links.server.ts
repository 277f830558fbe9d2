import { localizePath, type Locale } from "~/lib/locale";
import { siteOrigin } from "~/lib/request.server";
import { signToken } from "~/lib/signed-token.server";
import type { BookingLinks } from "./mail";

/** "Meine Buchung" lives under /buchung/<signed token>; the token alone names the booking. */
export const MANAGE_BOOKING_PATH = "/buchung/";

/**
 * The absolute links a booking e-mail carries, from SITE_URL (never from the request's Host). An
 * English booking links to the English page (/en/buchung/<token>, docs/decisions/0040-english-link-pages.md).
 */
export async function bookingLinks(
  env: Pick<Env, "SITE_URL" | "TOKEN_SECRET">,
  bookingId: string,
  locale: Locale = "de",
): Promise<BookingLinks> {
  const site = siteOrigin(env);
  const token = await signToken(env, "booking", bookingId);
  return { site, manage: new URL(localizePath(`${MANAGE_BOOKING_PATH}${token}`, locale), site).toString() };
}
