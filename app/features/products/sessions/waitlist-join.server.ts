import type { BookingEnv } from "~/features/core/booking/booking.server";
import { formatLongDate } from "~/features/products/events/format";
import { type FormResult, formValues } from "~/lib/forms";
import { getMessages } from "~/lib/i18n";
import { localeFromPath } from "~/lib/locale";
import { publicCeiling } from "~/lib/public-ceiling.server";
import { answersKeepingInput, type FormAnswer, runPublicForm } from "~/lib/public-form.server";
import type { RateLimitRule } from "~/lib/rate-limit.server";
import { berlinToday } from "~/lib/today";
import { loadScheduler } from "./loader.server";
import { type SessionWaitlistField, sessionWaitlistSchemas } from "./waitlist-schema";
import { addSessionWaitlistEntry, waitlistDaySpan } from "./waitlist.server";
import { bookingRefusalTexts } from "~/features/core/booking/booking-words";

export const SESSION_WAITLIST_RATE_LIMIT: RateLimitRule = { name: "session-waitlist", limit: 10, windowSeconds: 600 };

export type SessionWaitlistResult = FormResult<SessionWaitlistField> & {
  /** Marks this form's answer apart from the booking's on the same page. */
  waitlist: true;
};

const KEPT: readonly SessionWaitlistField[] = ["tag", "earlier", "full_name", "email", "consent"];
const kept = (values: Record<string, string>) => Object.fromEntries(KEPT.map((field) => [field, values[field] ?? ""]));

/**
 * The 1:1 waiting list's form (decision 0207), posted to /termin with its intent. The answer is the
 * same for a new and an existing entry of the address, so it tells nobody who waits; a day that
 * still has a free time is answered with that, so she books it instead.
 */
export async function handleSessionWaitlistJoin(
  request: Request,
  env: BookingEnv,
  now = new Date(),
): Promise<FormAnswer<SessionWaitlistResult>> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const messages = getMessages(locale);
  const t = messages.sessions.waitlist;
  const values = formValues(await request.formData().catch(() => new FormData()));
  const failure = (
    text: string,
    extra: Omit<Extract<SessionWaitlistResult, { ok: false }>, "ok" | "message" | "waitlist"> = {},
  ): SessionWaitlistResult => ({ ok: false, waitlist: true, message: { title: t.failedTitle, text }, ...extra });
  return runPublicForm<(typeof sessionWaitlistSchemas)["de"], SessionWaitlistResult>(
    request,
    env,
    {
      name: "session-waitlist-join",
      rateLimit: SESSION_WAITLIST_RATE_LIMIT,
      schema: sessionWaitlistSchemas[locale],
      ...answersKeepingInput({
        failure,
        kept,
        ceiling: publicCeiling(env, "booking"),
        texts: bookingRefusalTexts(messages, t.error),
        invalidText: (fieldErrors) => fieldErrors.type,
      }),
      honeypot: () => ({ status: 200, result: { ok: true, waitlist: true } }),
      act: async (input) => {
        const data = await loadScheduler(env, input.type, now);
        if (!data.type) return { status: 404, result: failure(messages.sessions.invalidChoice) };
        const span = waitlistDaySpan(data.type.horizon_days, now);
        if (input.tag < span.first || input.tag > span.last) {
          const text = t.dayOutside(formatLongDate(span.last, locale));
          return { status: 400, result: failure(text, { fieldErrors: { tag: text }, values: kept(values) }) };
        }
        const fromDay = input.earlier ? berlinToday(now) : input.tag;
        const free = data.days.find((day) => day.day >= fromDay && day.day <= input.tag);
        if (free) {
          const text = t.freeNow(formatLongDate(free.day, locale));
          return { status: 409, result: failure(text, { fieldErrors: { tag: text }, values: kept(values) }) };
        }
        await addSessionWaitlistEntry(
          env,
          {
            typeId: data.type.id,
            fromDay,
            toDay: input.tag,
            fullName: input.full_name,
            email: input.email,
            locale,
          },
          now,
        );
        return {
          status: 200,
          result: { ok: true, waitlist: true, message: { title: t.joinedTitle, text: t.joinedText } },
        };
      },
    },
    { values, now: now.getTime() },
  );
}
