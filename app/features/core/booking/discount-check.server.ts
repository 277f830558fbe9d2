import * as v from "valibot";
import { findEvent } from "~/features/products/events/event.server";
import { hasStarted } from "~/features/products/events/format";
import { formatPrice } from "~/lib/money";
import { bookingTotals } from "~/features/core/payments/discount";
import { getMessages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { type FormAnswer, runPublicForm, type PublicForm } from "~/lib/public-form.server";
import type { RateLimitRule } from "~/lib/rate-limit.server";
import { type BookingActionResult, discountRefusalText, judgeCode, keptFields } from "./booking.server";
import { formatVoucherCode } from "~/features/products/vouchers/code";
import { discountCodeField, MAX_TICKETS, MIN_TICKETS, ticketsFallback } from "./schema";

/**
 * "Code prüfen" may be tapped a few times per booking, not hundreds: guessing codes costs a visitor
 * far more than it costs the site (the booking's own limit counts each booking try as well).
 */
export const DISCOUNT_CHECK_RATE_LIMIT: RateLimitRule = { name: "discount-check", limit: 20, windowSeconds: 600 };

const checkSchemaIn = (locale: Locale) => {
  const d = getMessages(locale).booking.discount;
  return v.object({
    discount_code: v.pipe(
      discountCodeField(d),
      v.check((code) => code !== "", d.codeRequired),
    ),
    // Only for the preview's total: anything odd counts as one ticket, as the form's field does.
    num_tickets: v.pipe(
      v.optional(v.string(), ""),
      v.transform((raw) => Math.min(MAX_TICKETS, Math.max(MIN_TICKETS, Number(ticketsFallback(raw))))),
    ),
  });
};
const checkSchemas = { de: checkSchemaIn("de"), en: checkSchemaIn("en") } as const;

/**
 * "Code prüfen" on the event page (intent `check_code`): the server reads and judges the code for
 * this event and answers the reduced total, or the refusal beside the field; nothing is booked or
 * held. The answer keeps the form's input, so a post without JavaScript shows the whole form again.
 */
export function discountCheckForm(
  env: Pick<Env, "DB">,
  eventId: string | undefined,
  now: Date,
  locale: Locale,
): PublicForm<(typeof checkSchemas)[Locale], BookingActionResult> {
  const messages = getMessages(locale);
  const failure = (values: Record<string, string>, text: string, status: number): FormAnswer<BookingActionResult> => ({
    status,
    result: {
      ok: false,
      message: { title: messages.booking.toastError.title, text },
      values: keptFields(values),
      discountCheck: null,
    },
  });
  const refused = (values: Record<string, string>, text: string, status: number): FormAnswer<BookingActionResult> => ({
    status,
    result: { ok: false, fieldErrors: { discount_code: text }, values: keptFields(values), discountCheck: null },
  });
  return {
    name: "discount-check",
    rateLimit: DISCOUNT_CHECK_RATE_LIMIT,
    schema: checkSchemas[locale],
    unreadable: () => ({
      status: 400,
      result: {
        ok: false,
        message: { title: messages.booking.toastError.title, text: messages.booking.validation.checkInput },
      },
    }),
    honeypot: (values) => refused(values, messages.booking.discount.refused.unknown, 422),
    rateLimited: (values) => failure(values, messages.booking.rateLimited, 429),
    invalid: (fieldErrors, values) =>
      refused(values, fieldErrors.discount_code ?? messages.booking.validation.checkInput, 400),
    failed: (values) => failure(values, messages.booking.toastError.text, 503),
    act: async (input, values) => {
      const event = await findEvent(env, eventId, now);
      if (!event || event.cancelled_at || hasStarted(event, now))
        return failure(values, messages.eventDetail.notFoundText, 404);
      const grossCents = event.price_cents * input.num_tickets;
      const judged = await judgeCode(env, input.discount_code, event, grossCents, now);
      if (!judged.ok)
        return refused(values, discountRefusalText(messages, judged.problem, judged.validFrom, locale), 422);
      if (judged.kind === "voucher") {
        // A value voucher pays (decision 0152): the total stays, the form shows its part and the rest.
        const { voucher, cents } = judged.verdict;
        return {
          status: 200,
          result: {
            ok: false,
            values: keptFields(values),
            discountCheck: {
              code: voucher.code,
              rule: null,
              voucherBalanceCents: voucher.balance_cents,
              discountCents: 0,
              totalCents: grossCents,
              text: messages.booking.discount.voucherAccepted(
                formatVoucherCode(voucher.code),
                formatPrice(cents, event.currency, locale),
              ),
            },
          },
        };
      }
      const verdict = judged.verdict;
      const { discountCents, totalCents } = bookingTotals(event.price_cents, input.num_tickets, verdict.rule);
      return {
        status: 200,
        result: {
          ok: false,
          values: keptFields(values),
          discountCheck: {
            code: verdict.code.code,
            rule: verdict.rule,
            discountCents,
            totalCents,
            text: messages.booking.discount.accepted(
              verdict.code.code,
              formatPrice(discountCents, event.currency, locale),
            ),
          },
        },
      };
    },
  };
}

/** The event page's "Code prüfen" post, through the public form pipeline (rate limit, validation). */
export function handleDiscountCheck(
  request: Request,
  env: Pick<Env, "DB">,
  eventId: string | undefined,
  now: Date,
  locale: Locale,
  values: Record<string, string>,
): Promise<FormAnswer<BookingActionResult>> {
  return runPublicForm(request, env, discountCheckForm(env, eventId, now, locale), {
    now: now.getTime(),
    values,
  });
}
