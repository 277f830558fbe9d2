import { useId } from "react";
import { InputField } from "~/components/ui/field";
import { useMessages } from "~/lib/i18n";
import {
  BILLING_COLUMNS,
  MAX_CITY_LENGTH,
  MAX_COMPANY_LENGTH,
  MAX_COUNTRY_LENGTH,
  MAX_PURCHASE_ORDER_LENGTH,
  MAX_STREET_LENGTH,
  type BillingField,
} from "./billing";

type Kept = Partial<Record<BillingField, string | undefined>>;

/**
 * The booking form's billing address and company part (rules: ./billing.ts). A native <details>
 * opens it, and the company's fields show when their checkbox is ticked (CSS `peer-checked`), so
 * both work before JavaScript loads. Open from the start when the total needs the address, when
 * a refused post kept something in it, or when one of its fields has an error.
 */
export function BillingFields({
  required,
  errors,
  kept,
}: {
  /** The form's total is above the small-amount limit: the address is needed (the server checks again). */
  required: boolean;
  errors: Partial<Record<string, string | undefined>>;
  kept?: Kept | undefined;
}) {
  const t = useMessages().billing;
  const open = required || BILLING_COLUMNS.some((field) => Boolean(errors[field] || kept?.[field]?.trim()));
  const companyChecked = Boolean(kept?.company);
  const companyId = useId();
  const address = (
    field: "billing_street" | "billing_postcode" | "billing_city",
    label: string,
    autoComplete: string,
    maxLength: number,
  ) => (
    <InputField
      label={label}
      error={errors[field]}
      name={field}
      autoComplete={autoComplete}
      maxLength={maxLength}
      required={required}
      defaultValue={kept?.[field]}
    />
  );
  return (
    <details open={open} className="rounded-xl border border-line p-4">
      <summary className="cursor-pointer font-medium text-ink">{required ? t.summaryRequired : t.summary}</summary>
      <div className="mt-3 flex flex-col gap-4">
        <p className="text-sm text-muted">{required ? t.requiredIntro : t.intro}</p>
        {address("billing_street", t.fields.street, "address-line1", MAX_STREET_LENGTH)}
        <div className="grid gap-4 sm:grid-cols-[8rem_1fr]">
          {address("billing_postcode", t.fields.postcode, "postal-code", 10)}
          {address("billing_city", t.fields.city, "address-level2", MAX_CITY_LENGTH)}
        </div>
        <InputField
          label={t.fields.country}
          error={errors.billing_country}
          name="billing_country"
          autoComplete="country-name"
          maxLength={MAX_COUNTRY_LENGTH}
          defaultValue={kept?.billing_country}
        />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-4">
          <input
            id={companyId}
            type="checkbox"
            name="company"
            value="1"
            defaultChecked={companyChecked}
            className="peer size-5 accent-accent"
          />
          <label htmlFor={companyId} className="text-sm font-medium text-ink">
            {t.fields.company}
          </label>
          {/* Shown while the checkbox before it is ticked (peer-checked): no script needed. */}
          <div className="hidden basis-full flex-col gap-4 peer-checked:flex">
            <InputField
              label={t.fields.companyName}
              error={errors.company_name}
              name="company_name"
              autoComplete="organization"
              maxLength={MAX_COMPANY_LENGTH}
              defaultValue={kept?.company_name}
            />
            <InputField
              label={t.fields.vatId}
              error={errors.company_vat_id}
              hint={t.hints.vatId}
              name="company_vat_id"
              maxLength={20}
              defaultValue={kept?.company_vat_id}
            />
            <InputField
              label={t.fields.purchaseOrder}
              error={errors.purchase_order}
              hint={t.hints.purchaseOrder}
              name="purchase_order"
              maxLength={MAX_PURCHASE_ORDER_LENGTH}
              defaultValue={kept?.purchase_order}
            />
          </div>
        </div>
      </div>
    </details>
  );
}
