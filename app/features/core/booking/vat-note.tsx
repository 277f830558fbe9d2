import { brand } from "~/config/brand";
import { formatVatRate } from "~/features/core/business/settings";
import { useLocale, useMessages } from "~/lib/i18n";

/**
 * Under a price to pay: "inkl. 19 % USt." or, in her § 19 UStG mode (decision 0154), that no VAT is
 * shown. Nothing for a free booking.
 */
export function VatNote({
  priceCents,
  smallBusiness,
  className = "text-right text-xs text-muted",
}: {
  priceCents: number;
  smallBusiness: boolean;
  className?: string;
}) {
  const t = useMessages().booking.vatNote;
  const locale = useLocale();
  if (priceCents <= 0) return null;
  return (
    <p className={className} data-testid="vat-note">
      {smallBusiness ? t.smallBusiness : t.regular(formatVatRate(brand.invoice.vatRateBp, locale))}
    </p>
  );
}
