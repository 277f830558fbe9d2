import { formValues } from "~/lib/forms";
import { getMessages } from "~/lib/i18n";
import type { FormAnswer } from "~/lib/public-form.server";
import { localeFromPath } from "~/lib/locale";
import { type BookingActionResult, type BookingEnv, handleBookingRequest } from "./booking.server";
import { handleWaitlistRequest, type WaitlistActionResult } from "./waitlist.server";
import { handleDiscountCheck } from "./discount-check.server";

/**
 * The event page's one action: the booking form, its "Code prüfen" (`intent=check_code`), or the
 * waiting-list form of a sold-out event (`intent=waitlist`). Both answer in the page's language with a fitting status (and Retry-After
 * when a limit refused the post), never a 500.
 */
export async function handleEventPageAction(
  request: Request,
  env: BookingEnv,
  eventId: string | undefined,
  now = new Date(),
): Promise<FormAnswer<BookingActionResult | WaitlistActionResult>> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const messages = getMessages(locale);
  let values: Record<string, string>;
  try {
    values = formValues(await request.formData());
  } catch {
    return {
      status: 400,
      result: {
        ok: false,
        message: { title: messages.booking.toastError.title, text: messages.booking.validation.checkInput },
      },
    };
  }
  if (values.intent === "waitlist") return handleWaitlistRequest(env, request, values, eventId, now, locale);
  // "Code prüfen": the total with the code, nothing booked (decision 0140).
  if (values.intent === "check_code") return handleDiscountCheck(request, env, eventId, now, locale, values);
  // Read once: the booking pipeline takes the values instead of parsing the body again.
  return handleBookingRequest(request, env, eventId, now, values);
}
