/* The booking form's words that every product's form shares: the one code field's refusal (decision 0140). */
import { formatLongDate } from "~/features/products/events/format";
import type { Messages } from "~/lib/i18n";
import type { Locale } from "~/lib/locale";
import type { DiscountProblem } from "~/features/core/payments/discount-codes.server";
import type { VoucherProblem } from "~/features/products/vouchers/vouchers.server";

/** A code's refusal beside its field, in the page's language (decision 0140). */
export function discountRefusalText(
  messages: Messages,
  problem: DiscountProblem | VoucherProblem,
  validFrom: string | undefined,
  locale: Locale,
): string {
  const refused = messages.booking.discount.refused;
  return problem === "not_yet_valid"
    ? refused.not_yet_valid(formatLongDate(validFrom ?? "", locale))
    : refused[problem];
}
