/*
 * `bookingFormFor(product)`: the one public booking form pipeline (app/lib/public-form.server.ts)
 * for every product that books a seat (an event seat, a 1:1 session, a package). The product's
 * descriptor gives its words and consents; the caller gives its schema, its kept fields and its
 * `book` (the hold). The answers every product shares (limits, its intake questions, the code field,
 * the billing address, the payment box) are written once here; a product adds only the refusals that
 * are its own.
 */
import type * as v from "valibot";
import { BOOKING_RATE_LIMIT, type BookingEnv, type BookingRefusal } from "~/features/core/booking/hold-limits.server";
import { bookingRefusalTexts, discountRefusalText } from "~/features/core/booking/booking-words";
import { SMALL_AMOUNT_INVOICE_LIMIT_CENTS } from "~/features/core/booking/billing";
import { formatBerlinDateTime } from "~/lib/today";
import { businessSettings } from "~/features/core/business/settings.server";
import { formatPrice } from "~/lib/money";
import { paymentInstructions, type PaymentInstructions } from "~/features/core/payments/instructions";
import { checkoutToken, onlinePaymentOffered } from "~/features/core/payments/stripe.server";
import type { FormResult } from "~/lib/forms";
import { getMessages, type Messages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import { publicCeiling } from "~/lib/public-ceiling.server";
import { type IntakeAnswer, parseIntakeAnswers, sentIntakeValues } from "~/features/people/intake/questions";
import { type IntakeOwner, shownIntakeQuestions } from "~/features/people/intake/questions.server";
import { answersKeepingInput, type FormAnswer, type FormLimits, type PublicForm } from "~/lib/public-form.server";
import type { ProductDescriptor } from "./product";

/** What every product's form answers with on top of the pipeline's result. */
export type BookingFormResult<Field extends string> = FormResult<Field> & {
  reference?: string;
  holdUntil?: string;
  payment?: PaymentInstructions;
  /** With Stripe set up: the checkout form's token (decision 0141). */
  onlinePayment?: { token: string };
  /** The answers to the intake questions as sent, and what was wrong with them (decisions 0211, 0221). */
  intake?: { values: Record<string, string>; errors?: Record<string, string> };
};

/** A hold that held: what the success answer shows. */
export interface Booked {
  ok: true;
  bookingId: string;
  reference: string;
  totalCents: number;
  voucherCents?: number;
  currency: string;
  holdUntil: Date;
}

type Failure<R> = (text: string, extra?: Omit<Extract<R, { ok: false }>, "ok" | "message">) => R;

/** What a product's own refusal handler gets: the words, the failure builder, the kept values. */
export interface RefusalContext<R> {
  messages: Messages;
  failure: Failure<R>;
  kept: Record<string, string>;
  values: Record<string, string>;
  locale: Locale;
}

export interface ProductForm<S extends v.GenericSchema, R, B> {
  product: ProductDescriptor;
  env: BookingEnv;
  now: Date;
  locale: Locale;
  schema: S;
  /** The fields a refused post without JavaScript shows again. */
  kept: readonly string[];
  /** The message of an invalid post: the first of the product's own fields that is wrong, else "check the input". */
  invalidText?: (fieldErrors: Record<string, string | undefined>) => string | undefined;
  /**
   * Whose intake questions the form asks (decisions 0211, 0221): answered like every field, before
   * anything is written. None asked without it.
   */
  intake?: (input: v.InferOutput<S>) => IntakeOwner | null;
  /** The hold: books, or refuses with a reason, with the intake answers checked. */
  book: (input: v.InferOutput<S>, limits: FormLimits | undefined, intake: IntakeAnswer[]) => Promise<B>;
  /** The success answer's product fields (besides the reference, hold, payment). */
  success?: (booked: Extract<B, { ok: true }>, input: v.InferOutput<S>) => Partial<R>;
  /** The product's own refusals; those it leaves out get the shared answers. */
  refusals?: (refusal: Extract<B, { ok: false }>, context: RefusalContext<R>) => FormAnswer<R> | null;
}

/** The shared answer to a refusal every product may meet. */
function sharedRefusal<R>(
  product: ProductDescriptor,
  refusal: BookingRefusal | { ok: false; reason: string },
  { messages, failure, kept, values, locale }: RefusalContext<R>,
  rateLimited: (values: Record<string, string>) => FormAnswer<R>,
): FormAnswer<R> {
  switch (refusal.reason) {
    case "not_found":
      return { status: 404, result: failure(product.words(messages).notFound, { values: kept } as never) };
    case "rate_limited":
      return rateLimited(values);
    case "early_start_required":
      if (!product.consents.includes("early-start")) break;
      return {
        status: 400,
        result: failure(messages.booking.validation.checkInput, {
          fieldErrors: { early_start: messages.contract.earlyStart.required },
          values: kept,
        } as never),
      };
    case "billing_address_required":
      return {
        status: 422,
        result: failure(
          messages.billing.validation.addressRequired(formatPrice(SMALL_AMOUNT_INVOICE_LIMIT_CENTS, "EUR", locale)),
          { values: kept } as never,
        ),
      };
    case "discount_code": {
      // The one code field (decisions 0140, 0152): the reason beside it, nothing booked.
      const { problem, validFrom } = refusal as Extract<BookingRefusal, { reason: "discount_code" }>;
      const text = discountRefusalText(messages, problem, validFrom, locale);
      return { status: 422, result: failure(text, { fieldErrors: { discount_code: text }, values: kept } as never) };
    }
    case "email_unconfirmed_limit":
      return { status: 409, result: failure(messages.booking.emailUnconfirmedLimit, { values: kept } as never) };
    case "network_unconfirmed_limit":
    case "unconfirmed_tickets_limit":
      return { status: 409, result: failure(messages.booking.networkUnconfirmedLimit, { values: kept } as never) };
  }
  return { status: 409, result: failure(messages.booking.retry, { values: kept } as never) };
}

/**
 * A refused form keeps the intake answers as sent, whatever refused it (decisions 0211, 0221): the
 * pipeline's own refusals (limits, an invalid field) come before the product's `act`.
 */
export function keepIntakeValues<R extends BookingFormResult<string>>(
  answer: FormAnswer<R>,
  values: Record<string, string> | undefined,
): FormAnswer<R> {
  return answer.result.ok || answer.result.intake || !values
    ? answer
    : { ...answer, result: { ...answer.result, intake: { values: sentIntakeValues(values) } } };
}

/** The product's public form in the pipeline: CSRF is the site's, then limits, honeypot, valibot, the hold. */
export function bookingFormFor<S extends v.GenericSchema, R extends FormResult<string>, B extends { ok: boolean }>(
  form: ProductForm<S, R, B>,
): PublicForm<S, R> {
  const { product, env, now, locale } = form;
  const messages = getMessages(locale);
  const words = product.words(messages);
  const keep = (values: Record<string, string>) =>
    Object.fromEntries(form.kept.map((field) => [field, values[field] ?? ""]));
  const failure: Failure<R> = (text, extra = {} as never) =>
    ({ ok: false, message: { title: messages.booking.toastError.title, text }, ...extra }) as unknown as R;
  const answers = answersKeepingInput<R>({
    failure: (text, extra) => failure(text, extra as never),
    kept: keep,
    ceiling: publicCeiling(env, "booking"),
    texts: bookingRefusalTexts(messages, messages.booking.toastError.text),
    ...(form.invalidText ? { invalidText: form.invalidText } : {}),
  });
  return {
    name: product.formName,
    // One budget per address for every kind of booking.
    rateLimit: BOOKING_RATE_LIMIT,
    schema: form.schema,
    ...answers,
    // Bots fill every field; people never see this one. Answer like a success, write nothing.
    honeypot: () => ({ status: 200, result: { ok: true, message: messages.booking.toastSuccess } as R }),
    // The client's and the ceiling's hits are the first statements of the booking's batch (ADR 0045, 0086).
    limitInAct: true,
    act: async (input, values, limits) => {
      const owner = form.intake?.(input);
      const intake = parseIntakeAnswers(owner ? await shownIntakeQuestions(env, owner, locale) : [], values, locale);
      if (!intake.ok) {
        // Refused before the hold's batch: the pipeline counts this post's hits on their own.
        const text = Object.values(intake.fieldErrors)[0] ?? messages.booking.validation.checkInput;
        const sent = { values: sentIntakeValues(values), errors: intake.fieldErrors };
        return { status: 400, result: failure(text, { values: keep(values), intake: sent } as never) };
      }
      const booked = await form.book(input, limits, intake.answers);
      if (booked.ok) {
        const ok = booked as unknown as Booked & Extract<B, { ok: true }>;
        // None for a free booking: nothing owed, no "So bezahlst du" box. A voucher paid its part already.
        const payment = paymentInstructions(
          { id: ok.bookingId, total_cents: ok.totalCents - (ok.voucherCents ?? 0), currency: ok.currency },
          await businessSettings(env),
          locale,
        );
        return {
          status: 200,
          result: {
            ok: true,
            message: {
              title: words.successTitle,
              text: typeof words.successText === "string" ? words.successText : words.successText(""),
            },
            reference: ok.reference,
            ...form.success?.(ok, input),
            holdUntil: formatBerlinDateTime(ok.holdUntil, locale),
            ...(payment ? { payment } : {}),
            ...(payment && product.payment.online && onlinePaymentOffered(env)
              ? { onlinePayment: { token: await checkoutToken(env, ok.bookingId, now.getTime()) } }
              : {}),
          } as unknown as R,
        };
      }
      const refusal = booked as Extract<B, { ok: false }>;
      const context: RefusalContext<R> = { messages, failure, kept: keep(values), values, locale };
      return (
        form.refusals?.(refusal, context) ??
        sharedRefusal(product, refusal as unknown as BookingRefusal, context, answers.rateLimited)
      );
    },
  };
}
