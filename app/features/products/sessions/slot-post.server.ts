import { formValues } from "~/lib/forms";
import { getMessages } from "~/lib/i18n";
import { localeFromPath, type Locale } from "~/lib/locale";
import { logError } from "~/lib/log";

/** A refusal in the visitor's words; the page shows it above the picker. */
export interface SlotRefusal {
  ok: false;
  text: string;
}

/**
 * The POST of a page that picks a 1:1 session's time from a signed link (a package's credit,
 * decision 0150; moving a session, decision 0151): the form's values in the path's language go to
 * `submit`, whose answer and status come back. An unreadable body asks for a time again (400); a
 * failure is logged as `failureEvent` and answered 503, never a 500.
 */
export async function answerSlotPost<Answer>(
  request: Request,
  failureEvent: string,
  submit: (values: Record<string, string>, locale: Locale) => Promise<{ status: number; answer: Answer }>,
): Promise<{ status: number; answer: Answer | SlotRefusal }> {
  const locale = localeFromPath(new URL(request.url).pathname);
  let values: Record<string, string>;
  try {
    values = formValues(await request.formData());
  } catch {
    return { status: 400, answer: { ok: false, text: getMessages(locale).sessionMove.chooseTime } };
  }
  try {
    return await submit(values, locale);
  } catch (error) {
    logError(failureEvent, error);
    return { status: 503, answer: { ok: false, text: getMessages(locale).manageBooking.error } };
  }
}
