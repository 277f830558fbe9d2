/*
 * The booking form's words that every product's form shares: the pipeline's refusals, the one code
 * field's refusal (decision 0140).
 */
import { formatLongDate } from "~/features/products/events/format";
import type { Messages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import type { KeptInputTexts } from "~/lib/public-form.server";
import type { CodeProblem } from "./bookable.server";

/** A code's refusal beside its field, in the page's language (decision 0140). */
export function discountRefusalText(
  messages: Messages,
  problem: CodeProblem,
  validFrom: string | undefined,
  locale: Locale,
): string {
  const refused = messages.booking.discount.refused;
  return problem === "not_yet_valid"
    ? refused.not_yet_valid(formatLongDate(validFrom ?? "", locale))
    : refused[problem];
}

/** The pipeline's refusals of a booking or waiting-list form (`answersKeepingInput`), with the form's own "failed". */
export const bookingRefusalTexts = (messages: Messages, failed: string): KeptInputTexts => ({
  invalid: messages.booking.validation.checkInput,
  rateLimited: messages.booking.rateLimited,
  busy: messages.common.busy,
  failed,
});
