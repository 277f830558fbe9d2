import { Field } from "~/components/ui/field";
import { MAX_DISCOUNT_CODE_LENGTH } from "~/features/core/payments/discount";
import { useMessages } from "~/lib/i18n";

/**
 * The one "Gutschein- oder Rabattcode" field of the 1:1 session and package forms (decisions 0140,
 * 0152): the same name and rules as the event form's (the voucher e-mail names it), without its
 * "Code prüfen" button; the booking judges the code and answers a refusal beside it. A voucher pays
 * a session or a package; a discount code is for Veranstaltungen (decision 0234), as its hint says.
 */
export function CodeField({ error, kept }: { error?: string | undefined; kept?: string | undefined }) {
  const t = useMessages().booking.discount;
  return (
    <Field label={t.label} error={error} hint={t.plainHint}>
      {(props) => (
        <input
          {...props}
          name="discount_code"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={MAX_DISCOUNT_CODE_LENGTH + 8}
          defaultValue={kept}
          className={`${props.className ?? ""} font-mono uppercase`}
        />
      )}
    </Field>
  );
}
